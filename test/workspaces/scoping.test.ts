/**
 * Workspace scope of the read side (issue #26, checkpoint B): the posts list, its counts, the
 * calendar and the dashboard answer the active workspace's posts and accounts, on both doors;
 * without X-Workspace-Id they answer the personal workspace exactly as before.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";

type Page = { data: Array<{ id: string; content: string }> };

async function setUp() {
  const owner = await createUser({ role: "paid", subscription: "Pro" });
  const client = await createUser();
  const outsider = await createUser();
  const team = await db.workspace.create({
    data: {
      name: "Client A",
      kind: "team",
      ownerId: owner.user.id,
      memberships: {
        create: [
          { userId: owner.user.id, role: "OWNER" },
          { userId: client.user.id, role: "CLIENT" },
        ],
      },
    },
  });
  const at = new Date(Date.now() + 3 * 86_400_000);
  const teamPost = await db.post.create({
    data: { userId: owner.user.id, workspaceId: team.id, content: "Team launch", platforms: ["x"], status: "scheduled", scheduledAt: at },
  });
  const personalPost = await db.post.create({
    data: { userId: owner.user.id, content: "My own note", platforms: ["x"], status: "scheduled", scheduledAt: at },
  });
  await db.socialAccount.create({
    data: {
      userId: owner.user.id,
      workspaceId: team.id,
      platform: "x",
      platformUserId: "team-x",
      accountName: "Client A on X",
      accessTokenEnc: "x",
      scopes: [],
    },
  });
  return { owner, client, outsider, team, teamPost, personalPost, at };
}

describe("the read side follows the active workspace", () => {
  it("lists, counts and places on the calendar the named workspace's posts only; the personal one without a header", async () => {
    const { owner, client, team, teamPost, personalPost, at } = await setUp();
    const inTeam = { "X-Workspace-Id": team.id };

    const personal = await rest<Page>("GET", "/dashboard/posts", { token: owner.token });
    expect(personal.body.data.map((p) => p.id)).toEqual([personalPost.id]);
    const teamList = await rest<Page>("GET", "/dashboard/posts", { token: owner.token, headers: inTeam });
    expect(teamList.body.data.map((p) => p.id)).toEqual([teamPost.id]);
    // A client reads the workspace's posts too (it cannot change them: later checkpoints).
    const asClient = await rest<Page>("GET", "/dashboard/posts?showAll=true", { token: client.token, headers: inTeam });
    expect(asClient.body.data.map((p) => p.id)).toEqual([teamPost.id]);

    const counts = await rest<{ data: { scheduled: number; total: number } }>("GET", "/dashboard/posts/counts", {
      token: client.token,
      headers: inTeam,
    });
    expect(counts.body.data).toMatchObject({ scheduled: 1, total: 1 });

    const day = at.toISOString().slice(0, 10);
    const from = new Date(at.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(at.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const calendar = await trpc({ token: client.token, headers: inTeam }).post.calendarSummary.query({ from, to });
    expect(calendar.data.map((p) => p.id)).toEqual([teamPost.id]);
    expect(calendar.days.map((d) => d.date)).toContain(day);

    // The counts are cached per workspace: a write to the team's posts shows at once.
    await db.post.create({ data: { userId: owner.user.id, workspaceId: team.id, content: "Second", platforms: ["x"], status: "draft" } });
    const again = await rest<{ data: { draft: number; total: number } }>("GET", "/dashboard/posts/counts", { token: client.token, headers: inTeam });
    expect(again.body.data).toMatchObject({ draft: 1, total: 2 });
  });

  it("shows the workspace's figures and accounts on the dashboard, and the member as its user", async () => {
    const { owner, client, team, teamPost } = await setUp();
    const inTeam = { "X-Workspace-Id": team.id };
    const overview = await rest<{
      stats: { scheduledPosts: number; connectedAccounts: number };
      user: { id: string };
      posts: Array<{ id: string }>;
      socialAccounts: Array<{ accountName: string }>;
    }>("GET", "/dashboard", { token: client.token, headers: inTeam });
    expect(overview.status).toBe(200);
    expect(overview.body.stats).toMatchObject({ scheduledPosts: 1, connectedAccounts: 1 });
    expect(overview.body.user.id).toBe(client.user.id);
    expect(overview.body.posts.map((p) => p.id)).toEqual([teamPost.id]);
    expect(overview.body.socialAccounts.map((a) => a.accountName)).toEqual(["Client A on X"]);

    const personal = await rest<{ stats: { scheduledPosts: number; connectedAccounts: number } }>("GET", "/dashboard", { token: owner.token });
    expect(personal.body.stats).toMatchObject({ scheduledPosts: 1, connectedAccounts: 0 });
    const accounts = await rest<{ data: unknown[] }>("GET", "/dashboard/accounts", { token: client.token });
    expect(accounts.body.data).toEqual([]);
  });

  it("answers 404 to a non-member on every read, on both doors", async () => {
    const { outsider, team } = await setUp();
    const inTeam = { "X-Workspace-Id": team.id };
    for (const path of [
      "/dashboard",
      "/dashboard/posts",
      "/dashboard/posts/counts",
      "/dashboard/stats",
      "/dashboard/accounts",
      "/dashboard/published-posts",
    ]) {
      const answer = await rest<{ message: string }>("GET", path, { token: outsider.token, headers: inTeam });
      expect({ path, status: answer.status, message: answer.body.message }).toEqual({ path, status: 404, message: "Workspace not found" });
    }
    const overTrpc = await trpcFailure(trpc({ token: outsider.token, headers: inTeam }).post.list.query({}));
    expect(overTrpc).toMatchObject({ status: 404, message: "Workspace not found" });
  });
});
