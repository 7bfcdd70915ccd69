-- Notification e-mail (issue 26): per-kind e-mail choices, and the digest batcher's claim on rows.
-- Kinds a member does not want e-mailed (the bell records every kind); a new kind is e-mailed until muted.
ALTER TABLE "User" ADD COLUMN "notificationEmailOff" TEXT[] NOT NULL DEFAULT '{}';
-- A batcher that claimed the row for a digest, and until when (a killed worker's claim lapses).
ALTER TABLE "Notification" ADD COLUMN "emailClaim" TEXT;
ALTER TABLE "Notification" ADD COLUMN "emailLease" TIMESTAMPTZ(3);
