-- One account per network in a workspace: the key connecting, status and disconnecting use from
-- this release on. Every workspace holds at most one account per network already (the accounts were
-- backfilled into their user's personal workspace under the (userId, platform) unique key), so the
-- build succeeds; CONCURRENTLY keeps the table writable while it builds (alone in its file: it
-- cannot run in a transaction). Should it fail, it leaves an INVALID index: drop it and deploy again.
CREATE UNIQUE INDEX CONCURRENTLY "SocialAccount_workspaceId_platform_key" ON "SocialAccount"("workspaceId", "platform");
