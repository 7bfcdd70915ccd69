-- contract: the (userId, platform) unique key refuses valid rows of this release: one member connecting
-- the same network in two workspaces (their personal one and a team's), or two admins of one team each
-- connecting in another workspace. This release keys accounts by (workspaceId, platform) (the unique
-- index of 20261126224118) and never reads or writes by (userId, platform). The previous release's
-- connect (an upsert ON CONFLICT ("userId", "platform")) fails while it still runs during the rollout;
-- its callback shows "Could not connect your account. Please try again.", and the new release
-- completes the same connection when tried again.
DROP INDEX "SocialAccount_userId_platform_key";

-- contract: the (workspaceId, platform) lookup index of 20261126203000_workspaces is covered by the unique
-- index above, which answers the same queries (the publisher's loadAccount, the dashboard's list).
DROP INDEX "SocialAccount_workspaceId_platform_idx";
