-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "title" TEXT;

-- AlterTable
ALTER TABLE "PublishLog" ADD COLUMN     "latenessMs" INTEGER;

-- CreateIndex
CREATE INDEX "PublishLog_completedAt_idx" ON "PublishLog"("completedAt");


-- Existing AI-video posts take their video's title (the publisher no longer looks it up).
UPDATE "Post" AS p SET "title" = v."title" FROM "VideoQueueEntry" AS v WHERE v."postId" = p."id" AND p."source" = 'video';
