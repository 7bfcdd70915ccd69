-- AlterTable
ALTER TABLE "User" ADD COLUMN     "emailVerificationPending" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "emailVerificationTokenHash" TEXT,
ADD COLUMN     "emailVerifiedAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE UNIQUE INDEX "User_emailVerificationTokenHash_key" ON "User"("emailVerificationTokenHash");


-- Accounts already linked to Google had their address verified by Google.
UPDATE "User" SET "emailVerifiedAt" = now() WHERE "googleId" IS NOT NULL;
