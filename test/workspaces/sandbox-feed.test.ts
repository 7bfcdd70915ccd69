/**
 * The sandbox feed in a workspace (issue #26, checkpoint B): the feed belongs where its account does;
 * a post published on a team's sandbox account lands in the team's feed, which every member reads,
 * while a non-member gets 404 (and the account's owner does not see it from their personal workspace).
 */
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { sandboxProvider } from "@/server/integrations/social/sandbox";
import { toProviderAccount } from "@/server/services/accounts/connected";
import { rest, trpc } from "../helpers/api";
import { teamWithMembers } from "./team";

type Feed = { handle: string; posts: { id: string; text: string }[] };

describe("the sandbox feed in a workspace", () => {
  it("a team account's posts are the team's feed: members read it, others get 404", async () => {
    const { owner, client, outsider, workspace, inTeam } = await teamWithMembers();
    const { account } = await trpc({ token: owner.token }).accounts.sandbox.auth.mutate();
    await db.socialAccount.updateMany({ where: { userId: owner.user.id, platform: "sandbox" }, data: { workspaceId: workspace.id } });
    const stored = await db.socialAccount.findFirstOrThrow({ where: { userId: owner.user.id, platform: "sandbox" } });
    await sandboxProvider.publish({ account: toProviderAccount(stored), text: "Team news", media: [], signal: AbortSignal.timeout(5000) });
    expect(await db.sandboxPost.findMany({ where: { handle: account.handle }, select: { workspaceId: true, text: true } })).toEqual([
      { workspaceId: workspace.id, text: "Team news" },
    ]);

    const path = `/sandbox/feed?handle=${encodeURIComponent(account.handle)}`;
    const read = await rest<Feed>("GET", path, { token: client.token, headers: inTeam });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.posts.map((p) => p.text)).toEqual(["Team news"]);
    expect((await rest("GET", path, { token: owner.token })).status).toBe(404);
    const stranger = await rest<{ message: string }>("GET", path, { token: outsider.token, headers: inTeam });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe("Workspace not found");
    expect((await rest("GET", path, { token: outsider.token })).status).toBe(404);
  });
});
