-- DropIndex
DROP INDEX "Post_userId_createdAt_idx";

-- DropIndex
DROP INDEX "Post_userId_status_idx";

-- CreateIndex
CREATE INDEX "Post_userId_status_scheduledAt_id_idx" ON "Post"("userId", "status", "scheduledAt", "id");

-- CreateIndex
CREATE INDEX "Post_userId_status_publishedAt_id_idx" ON "Post"("userId", "status", "publishedAt", "id");

-- CreateIndex
CREATE INDEX "Post_userId_status_createdAt_id_idx" ON "Post"("userId", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Post_userId_createdAt_id_idx" ON "Post"("userId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Post_content_trgm_idx" ON "Post" USING GIN ("content" gin_trgm_ops);

