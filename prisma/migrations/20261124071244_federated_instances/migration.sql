-- AlterTable
ALTER TABLE "OAuthState" ADD COLUMN     "instanceUrl" TEXT;

-- CreateTable
CREATE TABLE "InstanceApp" (
    "id" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "instanceUrl" TEXT NOT NULL,
    "redirectUri" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "clientSecretEnc" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InstanceApp_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "InstanceApp_platform_instanceUrl_redirectUri_key" ON "InstanceApp"("platform", "instanceUrl", "redirectUri");

