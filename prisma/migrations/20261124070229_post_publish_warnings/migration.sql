-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "publishWarningAt" TIMESTAMPTZ(3),
ADD COLUMN     "publishWarnings" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "Post_publishWarningAt_idx" ON "Post"("publishWarningAt");

