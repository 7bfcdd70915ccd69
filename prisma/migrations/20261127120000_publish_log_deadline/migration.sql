-- Expand only: each claim carries its own deadline (a video upload gets longer than a text post).
-- Rows without it (claimed by the previous release) keep claimedAt + NETWORK_TIMEOUT_MS.
ALTER TABLE "PublishLog" ADD COLUMN "deadlineAt" TIMESTAMPTZ(3);
