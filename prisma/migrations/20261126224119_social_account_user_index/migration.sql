-- What the (userId, platform) unique index gave besides uniqueness: finding a user's accounts (their
-- deletion cascades here) without a scan, once that index is dropped by the next migration.
CREATE INDEX CONCURRENTLY "SocialAccount_userId_idx" ON "SocialAccount"("userId");
