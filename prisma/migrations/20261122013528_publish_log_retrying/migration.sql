-- AlterEnum
ALTER TYPE "PublishLogStatus" ADD VALUE 'retrying';

