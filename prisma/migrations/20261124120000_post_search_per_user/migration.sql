-- btree_gin lets a GIN index hold a plain column ("userId") beside the trigrams of "content", so a
-- search reads one user's matches instead of every user's. A trusted extension (PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- DropIndex
DROP INDEX "Post_content_trgm_idx";

-- CreateIndex
CREATE INDEX "Post_userId_content_trgm_idx" ON "Post" USING GIN ("userId" text_ops, "content" gin_trgm_ops);
