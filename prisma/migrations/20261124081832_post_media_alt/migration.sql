-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "mediaAlt" TEXT[] DEFAULT ARRAY[]::TEXT[];

