-- Post.mediaUrls holds storage keys: the column that says so is "mediaKeys" (issue 29, item 8).
-- Expand step of an expand/contract change (issue 27: two releases run at once against this
-- schema): the new column is added and filled, and a trigger keeps both columns equal while the
-- previous release (which reads and writes "mediaUrls") may still be running. A later release drops
-- "mediaUrls", the trigger and its function (the contract step; docs/decisions.md).

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "mediaKeys" TEXT[];

-- Keep "mediaKeys" and "mediaUrls" equal: a write to one (an INSERT names one of them, an UPDATE
-- changes one of them) is copied to the other. An INSERT of this release leaves "mediaUrls" NULL,
-- one of the previous release leaves "mediaKeys" NULL.
CREATE FUNCTION "Post_media_keys_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."mediaKeys" IS NULL THEN
      NEW."mediaKeys" := NEW."mediaUrls";
    ELSE
      NEW."mediaUrls" := NEW."mediaKeys";
    END IF;
  ELSIF NEW."mediaKeys" IS DISTINCT FROM OLD."mediaKeys" THEN
    NEW."mediaUrls" := NEW."mediaKeys";
  ELSIF NEW."mediaUrls" IS DISTINCT FROM OLD."mediaUrls" THEN
    NEW."mediaKeys" := NEW."mediaUrls";
  END IF;
  RETURN NEW;
END
$$;

-- Only writes that name a media column pay for it (publishing's status updates do not).
CREATE TRIGGER "Post_media_keys_sync_insert" BEFORE INSERT ON "Post" FOR EACH ROW EXECUTE FUNCTION "Post_media_keys_sync"();
CREATE TRIGGER "Post_media_keys_sync_update" BEFORE UPDATE OF "mediaKeys", "mediaUrls" ON "Post" FOR EACH ROW EXECUTE FUNCTION "Post_media_keys_sync"();

-- Backfill (after the triggers: a row the previous release writes meanwhile is kept in step by them).
UPDATE "Post" SET "mediaKeys" = "mediaUrls" WHERE "mediaKeys" IS DISTINCT FROM "mediaUrls";
