-- AlterTable
ALTER TABLE "SocialAccount" ADD COLUMN     "sandboxNextPost" TEXT;

-- CreateTable
CREATE TABLE "SandboxPost" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "handle" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "mediaUrls" TEXT[],
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxPost_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SandboxPost_userId_handle_createdAt_idx" ON "SandboxPost"("userId", "handle", "createdAt");

-- AddForeignKey
ALTER TABLE "SandboxPost" ADD CONSTRAINT "SandboxPost_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

