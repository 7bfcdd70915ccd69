-- The approval workflow (issue 26): two review statuses, what the author asked for, the reviewer's note,
-- and the workspace's approval policy. ADD VALUE only appends: no existing row or reader changes.
ALTER TYPE "PostStatus" ADD VALUE IF NOT EXISTS 'in_review';
ALTER TYPE "PostStatus" ADD VALUE IF NOT EXISTS 'changes_requested';

CREATE TYPE "ReviewIntent" AS ENUM ('at', 'now');
CREATE TYPE "ApprovalPolicy" AS ENUM ('everyone', 'contributors', 'never');

ALTER TABLE "Post" ADD COLUMN "reviewIntent" "ReviewIntent", ADD COLUMN "submittedAt" TIMESTAMPTZ(3), ADD COLUMN "reviewNote" TEXT;

-- Team workspaces review contributors' posts by default; personal ones never (the spec's behaviour).
ALTER TABLE "Workspace" ADD COLUMN "approvalPolicy" "ApprovalPolicy" NOT NULL DEFAULT 'contributors';
UPDATE "Workspace" SET "approvalPolicy" = 'never' WHERE "kind" = 'personal';

-- The personal workspace made with each new user says so too.
CREATE OR REPLACE FUNCTION "create_personal_workspace"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  workspace_id TEXT := 'w' || replace(gen_random_uuid()::text, '-', '');
BEGIN
  INSERT INTO "Workspace" ("id", "name", "kind", "ownerId", "personalOwnerId", "approvalPolicy")
  VALUES (workspace_id, 'Personal', 'personal', NEW."id", NEW."id", 'never');
  INSERT INTO "Membership" ("workspaceId", "userId", "role") VALUES (workspace_id, NEW."id", 'OWNER');
  RETURN NULL;
END $$;
