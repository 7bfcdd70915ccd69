-- Notification retention (docs/decisions.md "Notification retention"): the periodic job finds
-- notifications read before a cutoff, and members who read recently, without scanning the table.
CREATE INDEX CONCURRENTLY "Notification_readAt_idx" ON "Notification"("readAt");
