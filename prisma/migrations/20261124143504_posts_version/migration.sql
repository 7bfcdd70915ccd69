-- CreateTable
CREATE TABLE "PostsVersion" (
    "userId" TEXT NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "PostsVersion_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "PostsVersion" ADD CONSTRAINT "PostsVersion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every statement that writes posts bumps their users' counters once (statement-level triggers with
-- transition tables), in the writing transaction: whoever wrote (the web process, the worker, the
-- sweeper, a hand-typed UPDATE), a cache keyed by the counter sees the change when it commits.
-- Users are bumped in id order, so two statements touching the same users cannot deadlock here.
-- Deletes only update existing counters: a user's own deletion cascades to both tables, and
-- inserting a counter for a user being deleted would break the foreign key.
CREATE FUNCTION "bump_posts_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM "PostsVersion" v WHERE v."userId" IN (SELECT "userId" FROM "changed_posts") ORDER BY v."userId" FOR UPDATE;
    UPDATE "PostsVersion" v SET "version" = v."version" + 1
     WHERE v."userId" IN (SELECT DISTINCT "userId" FROM "changed_posts");
  ELSE
    INSERT INTO "PostsVersion" ("userId", "version")
    SELECT DISTINCT "userId", 1 FROM "changed_posts" ORDER BY "userId"
    ON CONFLICT ("userId") DO UPDATE SET "version" = "PostsVersion"."version" + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Post_bump_version_insert" AFTER INSERT ON "Post"
  REFERENCING NEW TABLE AS "changed_posts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_posts_version"();
CREATE TRIGGER "Post_bump_version_update" AFTER UPDATE ON "Post"
  REFERENCING NEW TABLE AS "changed_posts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_posts_version"();
CREATE TRIGGER "Post_bump_version_delete" AFTER DELETE ON "Post"
  REFERENCING OLD TABLE AS "changed_posts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_posts_version"();

-- TRUNCATE fires no row or DELETE trigger: it moves every counter on.
CREATE FUNCTION "bump_all_posts_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "PostsVersion" SET "version" = "version" + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER "Post_bump_version_truncate" AFTER TRUNCATE ON "Post"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_posts_versions"();
