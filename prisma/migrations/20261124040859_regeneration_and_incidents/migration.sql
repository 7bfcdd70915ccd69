-- AlterTable
ALTER TABLE "User" ADD COLUMN     "wizardGenerationId" TEXT,
ADD COLUMN     "wizardRegenerations" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "ServiceIncident" (
    "id" TEXT NOT NULL,
    "service" TEXT NOT NULL,
    "openKey" TEXT,
    "description" TEXT NOT NULL,
    "startedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMPTZ(3),

    CONSTRAINT "ServiceIncident_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ServiceIncident_openKey_key" ON "ServiceIncident"("openKey");

-- CreateIndex
CREATE INDEX "ServiceIncident_startedAt_idx" ON "ServiceIncident"("startedAt");

