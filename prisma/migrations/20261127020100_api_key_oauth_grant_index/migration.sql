CREATE INDEX CONCURRENTLY IF NOT EXISTS "ApiKey_oauthGrantId_idx" ON "ApiKey"("oauthGrantId");
