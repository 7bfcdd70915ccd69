-- Workspaces (issue #26), expand step: everything that exists moves into its user's personal workspace.
-- Safe for a rolling upgrade: nothing is dropped or renamed (the userId columns stay, and mean the
-- author or the member who acted), and an older process still running during the rollout keeps
-- working, because the database itself fills in what it does not know about:
--   * inserting a user creates its personal workspace and OWNER membership (trigger on "User");
--   * inserting a post, account, media asset, ... without "workspaceId" puts it in the personal
--     workspace of its "userId" (trigger per table), so the new NOT NULL column never refuses old code.
-- A later contract migration (once every writer names the workspace) may drop those triggers and the
-- per-user indexes that the per-workspace ones replace.

-- CreateEnum
CREATE TYPE "WorkspaceKind" AS ENUM ('personal', 'team');

-- CreateEnum
CREATE TYPE "WorkspaceRole" AS ENUM ('OWNER', 'ADMIN', 'EDITOR', 'CONTRIBUTOR', 'CLIENT');

-- CreateTable
CREATE TABLE "Workspace" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "WorkspaceKind" NOT NULL DEFAULT 'team',
    "ownerId" TEXT NOT NULL,
    "personalOwnerId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Workspace_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Membership" (
    "workspaceId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" "WorkspaceRole" NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Membership_pkey" PRIMARY KEY ("workspaceId","userId")
);

-- CreateTable
CREATE TABLE "WorkspacePostsVersion" (
    "workspaceId" TEXT NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "WorkspacePostsVersion_pkey" PRIMARY KEY ("workspaceId")
);

-- CreateIndex
CREATE UNIQUE INDEX "Workspace_personalOwnerId_key" ON "Workspace"("personalOwnerId");

-- CreateIndex
CREATE INDEX "Workspace_ownerId_idx" ON "Workspace"("ownerId");

-- CreateIndex
CREATE INDEX "Membership_userId_idx" ON "Membership"("userId");

-- AddForeignKey
ALTER TABLE "Workspace" ADD CONSTRAINT "Workspace_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Workspace" ADD CONSTRAINT "Workspace_personalOwnerId_fkey" FOREIGN KEY ("personalOwnerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Membership" ADD CONSTRAINT "Membership_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Membership" ADD CONSTRAINT "Membership_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkspacePostsVersion" ADD CONSTRAINT "WorkspacePostsVersion_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every user gets a personal workspace, owned, in the transaction that creates the user (password and
-- Google sign-up, admin-created users, the seed, tests, and an older process during the rollout alike).
CREATE FUNCTION "create_personal_workspace"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  workspace_id TEXT := 'w' || replace(gen_random_uuid()::text, '-', '');
BEGIN
  INSERT INTO "Workspace" ("id", "name", "kind", "ownerId", "personalOwnerId")
  VALUES (workspace_id, 'Personal', 'personal', NEW."id", NEW."id");
  INSERT INTO "Membership" ("workspaceId", "userId", "role") VALUES (workspace_id, NEW."id", 'OWNER');
  RETURN NULL;
END $$;

CREATE TRIGGER "User_create_personal_workspace" AFTER INSERT ON "User"
  FOR EACH ROW EXECUTE FUNCTION "create_personal_workspace"();

-- Backfill: one personal workspace and OWNER membership per existing user.
INSERT INTO "Workspace" ("id", "name", "kind", "ownerId", "personalOwnerId", "createdAt")
SELECT 'w' || replace(gen_random_uuid()::text, '-', ''), 'Personal', 'personal', u."id", u."id", u."createdAt"
FROM "User" u;

INSERT INTO "Membership" ("workspaceId", "userId", "role", "createdAt")
SELECT w."id", w."personalOwnerId", 'OWNER', w."createdAt" FROM "Workspace" w;

-- The default of the new columns: "not said". Prisma needs a default to let a write leave the column
-- out; the BEFORE INSERT triggers below then fill it in (NOT NULL is checked after them).
CREATE FUNCTION unassigned_workspace() RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$ SELECT NULL::text $$;

-- Expand: the new columns, nullable first.
ALTER TABLE "AiPromptLedger" ADD COLUMN "workspaceId" TEXT;
ALTER TABLE "ContentPlan" ADD COLUMN "workspaceId" TEXT;
ALTER TABLE "MediaAsset" ADD COLUMN "workspaceId" TEXT;
ALTER TABLE "Post" ADD COLUMN "lastEditorId" TEXT, ADD COLUMN "workspaceId" TEXT;
ALTER TABLE "SandboxPost" ADD COLUMN "workspaceId" TEXT;
ALTER TABLE "SocialAccount" ADD COLUMN "workspaceId" TEXT;
ALTER TABLE "VideoQueueEntry" ADD COLUMN "workspaceId" TEXT;
ALTER TABLE "VideoSetting" ADD COLUMN "workspaceId" TEXT;

-- A row inserted without a workspace lands in its user's personal workspace (one unique-index lookup);
-- a post's last editor starts as its author.
CREATE FUNCTION "fill_personal_workspace"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."workspaceId" IS NULL THEN
    SELECT w."id" INTO NEW."workspaceId" FROM "Workspace" w WHERE w."personalOwnerId" = NEW."userId";
  END IF;
  RETURN NEW;
END $$;

CREATE FUNCTION "fill_post_workspace"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."workspaceId" IS NULL THEN
    SELECT w."id" INTO NEW."workspaceId" FROM "Workspace" w WHERE w."personalOwnerId" = NEW."userId";
  END IF;
  IF NEW."lastEditorId" IS NULL THEN
    NEW."lastEditorId" := NEW."userId";
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "Post_fill_workspace" BEFORE INSERT ON "Post" FOR EACH ROW EXECUTE FUNCTION "fill_post_workspace"();
CREATE TRIGGER "AiPromptLedger_fill_workspace" BEFORE INSERT ON "AiPromptLedger" FOR EACH ROW EXECUTE FUNCTION "fill_personal_workspace"();
CREATE TRIGGER "ContentPlan_fill_workspace" BEFORE INSERT ON "ContentPlan" FOR EACH ROW EXECUTE FUNCTION "fill_personal_workspace"();
CREATE TRIGGER "MediaAsset_fill_workspace" BEFORE INSERT ON "MediaAsset" FOR EACH ROW EXECUTE FUNCTION "fill_personal_workspace"();
CREATE TRIGGER "SandboxPost_fill_workspace" BEFORE INSERT ON "SandboxPost" FOR EACH ROW EXECUTE FUNCTION "fill_personal_workspace"();
CREATE TRIGGER "SocialAccount_fill_workspace" BEFORE INSERT ON "SocialAccount" FOR EACH ROW EXECUTE FUNCTION "fill_personal_workspace"();
CREATE TRIGGER "VideoQueueEntry_fill_workspace" BEFORE INSERT ON "VideoQueueEntry" FOR EACH ROW EXECUTE FUNCTION "fill_personal_workspace"();
CREATE TRIGGER "VideoSetting_fill_workspace" BEFORE INSERT ON "VideoSetting" FOR EACH ROW EXECUTE FUNCTION "fill_personal_workspace"();

-- Backfill from the personal workspace of each row's user.
UPDATE "AiPromptLedger" t SET "workspaceId" = w."id" FROM "Workspace" w WHERE w."personalOwnerId" = t."userId" AND t."workspaceId" IS NULL;
UPDATE "ContentPlan" t SET "workspaceId" = w."id" FROM "Workspace" w WHERE w."personalOwnerId" = t."userId" AND t."workspaceId" IS NULL;
UPDATE "MediaAsset" t SET "workspaceId" = w."id" FROM "Workspace" w WHERE w."personalOwnerId" = t."userId" AND t."workspaceId" IS NULL;
UPDATE "Post" t SET "workspaceId" = w."id", "lastEditorId" = t."userId" FROM "Workspace" w WHERE w."personalOwnerId" = t."userId" AND t."workspaceId" IS NULL;
UPDATE "SandboxPost" t SET "workspaceId" = w."id" FROM "Workspace" w WHERE w."personalOwnerId" = t."userId" AND t."workspaceId" IS NULL;
UPDATE "SocialAccount" t SET "workspaceId" = w."id" FROM "Workspace" w WHERE w."personalOwnerId" = t."userId" AND t."workspaceId" IS NULL;
UPDATE "VideoQueueEntry" t SET "workspaceId" = w."id" FROM "Workspace" w WHERE w."personalOwnerId" = t."userId" AND t."workspaceId" IS NULL;
UPDATE "VideoSetting" t SET "workspaceId" = w."id" FROM "Workspace" w WHERE w."personalOwnerId" = t."userId" AND t."workspaceId" IS NULL;

-- Then NOT NULL.
ALTER TABLE "AiPromptLedger" ALTER COLUMN "workspaceId" SET NOT NULL;
ALTER TABLE "ContentPlan" ALTER COLUMN "workspaceId" SET NOT NULL;
ALTER TABLE "MediaAsset" ALTER COLUMN "workspaceId" SET NOT NULL;
ALTER TABLE "Post" ALTER COLUMN "workspaceId" SET NOT NULL;
ALTER TABLE "SandboxPost" ALTER COLUMN "workspaceId" SET NOT NULL;
ALTER TABLE "SocialAccount" ALTER COLUMN "workspaceId" SET NOT NULL;
ALTER TABLE "VideoQueueEntry" ALTER COLUMN "workspaceId" SET NOT NULL;
ALTER TABLE "VideoSetting" ALTER COLUMN "workspaceId" SET NOT NULL;

ALTER TABLE "AiPromptLedger" ALTER COLUMN "workspaceId" SET DEFAULT unassigned_workspace();
ALTER TABLE "ContentPlan" ALTER COLUMN "workspaceId" SET DEFAULT unassigned_workspace();
ALTER TABLE "MediaAsset" ALTER COLUMN "workspaceId" SET DEFAULT unassigned_workspace();
ALTER TABLE "Post" ALTER COLUMN "workspaceId" SET DEFAULT unassigned_workspace();
ALTER TABLE "SandboxPost" ALTER COLUMN "workspaceId" SET DEFAULT unassigned_workspace();
ALTER TABLE "SocialAccount" ALTER COLUMN "workspaceId" SET DEFAULT unassigned_workspace();
ALTER TABLE "VideoQueueEntry" ALTER COLUMN "workspaceId" SET DEFAULT unassigned_workspace();
ALTER TABLE "VideoSetting" ALTER COLUMN "workspaceId" SET DEFAULT unassigned_workspace();

-- CreateIndex
CREATE INDEX "AiPromptLedger_workspaceId_createdAt_idx" ON "AiPromptLedger"("workspaceId", "createdAt");

-- CreateIndex
CREATE INDEX "ContentPlan_workspaceId_createdAt_idx" ON "ContentPlan"("workspaceId", "createdAt");

-- CreateIndex
CREATE INDEX "MediaAsset_workspaceId_createdAt_idx" ON "MediaAsset"("workspaceId", "createdAt");

-- CreateIndex
CREATE INDEX "Post_workspaceId_status_scheduledAt_id_idx" ON "Post"("workspaceId", "status", "scheduledAt", "id");

-- CreateIndex
CREATE INDEX "Post_workspaceId_status_publishedAt_id_idx" ON "Post"("workspaceId", "status", "publishedAt", "id");

-- CreateIndex
CREATE INDEX "Post_workspaceId_status_createdAt_id_idx" ON "Post"("workspaceId", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Post_workspaceId_createdAt_id_idx" ON "Post"("workspaceId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Post_workspaceId_content_trgm_idx" ON "Post" USING GIN ("workspaceId" text_ops, "content" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "SandboxPost_workspaceId_handle_createdAt_idx" ON "SandboxPost"("workspaceId", "handle", "createdAt");

-- CreateIndex
CREATE INDEX "SocialAccount_workspaceId_platform_idx" ON "SocialAccount"("workspaceId", "platform");

-- CreateIndex
CREATE INDEX "VideoQueueEntry_workspaceId_status_idx" ON "VideoQueueEntry"("workspaceId", "status");

-- CreateIndex
CREATE INDEX "VideoSetting_workspaceId_idx" ON "VideoSetting"("workspaceId");

-- CreateIndex: deleting a user sets "lastEditorId" to NULL on their edits; without this index every
-- deleted user costs a scan of every post (found by the admin bulk-users test at real size).
CREATE INDEX "Post_lastEditorId_idx" ON "Post"("lastEditorId");

-- AddForeignKey
ALTER TABLE "Post" ADD CONSTRAINT "Post_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Post" ADD CONSTRAINT "Post_lastEditorId_fkey" FOREIGN KEY ("lastEditorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentPlan" ADD CONSTRAINT "ContentPlan_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SocialAccount" ADD CONSTRAINT "SocialAccount_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SandboxPost" ADD CONSTRAINT "SandboxPost_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MediaAsset" ADD CONSTRAINT "MediaAsset_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AiPromptLedger" ADD CONSTRAINT "AiPromptLedger_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VideoSetting" ADD CONSTRAINT "VideoSetting_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VideoQueueEntry" ADD CONSTRAINT "VideoQueueEntry_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The posts counters (20261124143504_posts_version) now move per workspace as well, in the same
-- statement: caches of a workspace's posts key on "WorkspacePostsVersion". Same ordering rules.
CREATE OR REPLACE FUNCTION "bump_posts_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM "PostsVersion" v WHERE v."userId" IN (SELECT "userId" FROM "changed_posts") ORDER BY v."userId" FOR UPDATE;
    UPDATE "PostsVersion" v SET "version" = v."version" + 1
     WHERE v."userId" IN (SELECT DISTINCT "userId" FROM "changed_posts");
    PERFORM 1 FROM "WorkspacePostsVersion" v WHERE v."workspaceId" IN (SELECT "workspaceId" FROM "changed_posts")
      ORDER BY v."workspaceId" FOR UPDATE;
    UPDATE "WorkspacePostsVersion" v SET "version" = v."version" + 1
     WHERE v."workspaceId" IN (SELECT DISTINCT "workspaceId" FROM "changed_posts");
  ELSE
    INSERT INTO "PostsVersion" ("userId", "version")
    SELECT DISTINCT "userId", 1 FROM "changed_posts" ORDER BY "userId"
    ON CONFLICT ("userId") DO UPDATE SET "version" = "PostsVersion"."version" + 1;
    INSERT INTO "WorkspacePostsVersion" ("workspaceId", "version")
    SELECT DISTINCT "workspaceId", 1 FROM "changed_posts" ORDER BY "workspaceId"
    ON CONFLICT ("workspaceId") DO UPDATE SET "version" = "WorkspacePostsVersion"."version" + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "bump_all_posts_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "PostsVersion" SET "version" = "version" + 1;
  UPDATE "WorkspacePostsVersion" SET "version" = "version" + 1;
  RETURN NULL;
END $$;
