-- AlterTable
ALTER TABLE "User" ADD COLUMN     "emailChangedAt" TIMESTAMPTZ(3),
ADD COLUMN     "emailVerificationAddress" TEXT;

-- Backfill (issue 24 item 1). Address changes so far are in the activity log: the member's own
-- (user.profile_updated, fields) and an admin's (admin.user_updated, changes, on targetUserId).
UPDATE "User" u SET "emailChangedAt" = c.at
FROM (
  SELECT CASE WHEN action = 'admin.user_updated' THEN details->>'targetUserId' ELSE "userId" END AS uid, max("createdAt") AS at
  FROM "ActivityLog"
  WHERE (action = 'user.profile_updated' AND details->'fields' ? 'email')
     OR (action = 'admin.user_updated' AND details->'changes' ? 'email')
  GROUP BY 1
) c
WHERE u.id = c.uid;

-- A verification older than the last change proved the previous address, not this one.
UPDATE "User" SET "emailVerifiedAt" = NULL WHERE "emailVerifiedAt" < "emailChangedAt";

-- Links so far were issued only at sign-up: bind them to the address when it has not changed since,
-- otherwise they were sent to another address and must not verify this one.
UPDATE "User" SET "emailVerificationAddress" = email WHERE "emailVerificationTokenHash" IS NOT NULL AND "emailChangedAt" IS NULL;
UPDATE "User" SET "emailVerificationTokenHash" = NULL WHERE "emailVerificationTokenHash" IS NOT NULL AND "emailChangedAt" IS NOT NULL;
