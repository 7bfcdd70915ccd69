-- Bulk import of posts (issue 28): new tables only (expand).
CREATE TYPE "ImportStatus" AS ENUM ('checked', 'queued', 'running', 'finished', 'failed');
CREATE TYPE "ImportMode" AS ENUM ('all_or_nothing', 'skip_bad');

CREATE TABLE "PostImport" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "fileHash" TEXT NOT NULL,
    "status" "ImportStatus" NOT NULL DEFAULT 'checked',
    "mode" "ImportMode",
    "totalRows" INTEGER NOT NULL,
    "readyRows" INTEGER NOT NULL,
    "duplicateRows" INTEGER NOT NULL,
    "problemRows" INTEGER NOT NULL,
    "problems" JSONB NOT NULL,
    "rows" JSONB NOT NULL,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "created" INTEGER NOT NULL DEFAULT 0,
    "skipped" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "failures" JSONB NOT NULL DEFAULT '[]',
    "error" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMPTZ(3),
    "finishedAt" TIMESTAMPTZ(3),
    CONSTRAINT "PostImport_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "ImportedRow" (
    "workspaceId" TEXT NOT NULL,
    "rowHash" TEXT NOT NULL,
    "importId" TEXT NOT NULL,
    "postId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ImportedRow_pkey" PRIMARY KEY ("workspaceId","rowHash")
);

CREATE INDEX "PostImport_workspaceId_createdAt_idx" ON "PostImport"("workspaceId", "createdAt");
CREATE INDEX "PostImport_userId_idx" ON "PostImport"("userId");
CREATE INDEX "ImportedRow_importId_idx" ON "ImportedRow"("importId");
CREATE INDEX "ImportedRow_postId_idx" ON "ImportedRow"("postId");

ALTER TABLE "PostImport" ADD CONSTRAINT "PostImport_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PostImport" ADD CONSTRAINT "PostImport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ImportedRow" ADD CONSTRAINT "ImportedRow_importId_fkey" FOREIGN KEY ("importId") REFERENCES "PostImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ImportedRow" ADD CONSTRAINT "ImportedRow_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;
