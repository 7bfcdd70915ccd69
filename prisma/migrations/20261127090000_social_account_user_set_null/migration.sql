-- Issue #26: a connected account belongs to its workspace; "userId" only records who connected it.
-- Deleting that member keeps the workspace's account (the column becomes null) instead of deleting it.
-- Expand only: the column stays; a nullable column keeps the previous release's writes working.
ALTER TABLE "SocialAccount" ALTER COLUMN "userId" DROP NOT NULL;

-- PostgreSQL cannot change a foreign key's ON DELETE in place: the same key is dropped and re-added at once.
-- contract: the previous release relies on no cascade from a user to accounts outside its personal workspace
-- (which still goes, with its accounts, through "Workspace"."personalOwnerId" ON DELETE CASCADE).
ALTER TABLE "SocialAccount" DROP CONSTRAINT "SocialAccount_userId_fkey";
ALTER TABLE "SocialAccount" ADD CONSTRAINT "SocialAccount_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
