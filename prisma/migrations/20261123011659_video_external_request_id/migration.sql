-- AlterTable
ALTER TABLE "VideoQueueEntry" ADD COLUMN     "externalRequestId" TEXT;

