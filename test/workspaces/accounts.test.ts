/**
 * Connected accounts belong to a workspace (issue 26): connecting, status, listing, disconnecting and
 * publishing through the real doors against the X contract fake, with the roles each needs, the
 * OAuth callback landing where the connection started, and personal workspaces answering the
 * spec's endpoints as before.
 */
import { describe, expect, it } from "vitest";
import { db, Prisma, sql } from "@/server/db";
import { SocialNetworkFake } from "../fakes/social-network";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { connectAccount } from "../helpers/accounts";
import { createUser } from "../helpers/users";
import { startOAuthFakeWithWorker } from "../helpers/oauth-fake";
import { callback, connectX, startAuth, type PublishBody } from "./oauth-flow";
import { teamWithMembers } from "./team";

const fake = new SocialNetworkFake();

startOAuthFakeWithWorker(fake, "ws-accounts");

type StatusBody = { success: boolean; connected: boolean; account: { accountName: string; username: string | null } | null };
type ListBody = { success: boolean; data: { platform: string; username: string | null }[] };

async function publish(token: string, content: string, headers: Record<string, string> = {}) {
  const res = await rest<PublishBody>("POST", "/posts/publish", { token, headers, body: { content, platforms: ["x"] } });
  expect(res.body.results, JSON.stringify(res.body)).toEqual([expect.objectContaining({ platform: "x", status: "published" })]);
  return fake.posts("x").find((p) => p.text === content);
}

describe("accounts in workspaces", () => {
  it("two workspaces of one member each connect X, and each workspace's posts go out on its own account", async () => {
    const team = await teamWithMembers();
    const { token } = team.owner;
    fake.setConsentingAccount("x", { platformUserId: "7100000001", username: "owner_personal" });
    expect((await connectX(fake, token)).success).toBe("x_connected");
    fake.setConsentingAccount("x", { platformUserId: "7100000002", username: "agency_brand" });
    expect((await connectX(fake, token, { headers: team.inTeam })).success).toBe("x_connected");

    // Each workspace sees its own account, through status and the list.
    const personal = await rest<StatusBody>("GET", "/x/status", { token });
    const agency = await rest<StatusBody>("GET", "/x/status", { token, headers: team.inTeam });
    expect(personal.body.account?.username).toBe("owner_personal");
    expect(agency.body.account?.username).toBe("agency_brand");
    const listed = await rest<ListBody>("GET", "/dashboard/accounts", { token: team.client.token, headers: team.inTeam });
    expect(listed.body.data.map((a) => a.username)).toEqual(["agency_brand"]);

    const mine = await publish(token, `From my own account ${Date.now()}`);
    const theirs = await publish(token, `From the agency's account ${Date.now()}`, team.inTeam);
    expect(mine?.accountId).toBe("7100000001");
    expect(theirs?.accountId).toBe("7100000002");

    // Disconnecting in the team leaves the personal connection alone.
    expect((await rest("POST", "/x/disconnect", { token, headers: team.inTeam })).status).toBe(200);
    expect((await rest<StatusBody>("GET", "/x/status", { token, headers: team.inTeam })).body.connected).toBe(false);
    expect((await rest<StatusBody>("GET", "/x/status", { token })).body.connected).toBe(true);
  });

  it("lets the same network account be connected in two workspaces, each with its own tokens", async () => {
    const team = await teamWithMembers();
    fake.setConsentingAccount("x", { platformUserId: "7100000003", username: "shared_brand" });
    await connectX(fake, team.owner.token);
    await connectX(fake, team.owner.token, { headers: team.inTeam });
    const rows = await db.socialAccount.findMany({ where: { platformUserId: "7100000003" } });
    expect(new Set(rows.map((r) => r.workspaceId)).size).toBe(2);
    expect(rows[0]!.accessTokenEnc).not.toBe(rows[1]!.accessTokenEnc);
  });

  it("needs an admin to connect or disconnect, any member to read, and hides the workspace from others", async () => {
    const team = await teamWithMembers();
    const admin = await createUser();
    await db.membership.create({ data: { workspaceId: team.workspace.id, userId: admin.user.id, role: "ADMIN" } });
    const h = team.inTeam;
    const needsAdmin = { success: false, message: "This needs the admin role (or higher) in this workspace" };

    for (const member of [team.editor, team.contributor, team.client]) {
      expect(await rest("GET", "/x/auth", { token: member.token, headers: h })).toMatchObject({ status: 403, body: needsAdmin });
      expect(await rest("POST", "/x/disconnect", { token: member.token, headers: h })).toMatchObject({ status: 403, body: needsAdmin });
      expect(await rest("POST", "/sandbox/auth", { token: member.token, headers: h })).toMatchObject({ status: 403 });
      expect((await rest("GET", "/x/status", { token: member.token, headers: h })).status).toBe(200);
      expect((await rest("GET", "/dashboard/accounts", { token: member.token, headers: h })).status).toBe(200);
    }
    const viaTrpc = await trpcFailure(trpc({ token: team.editor.token, headers: h }).accounts.x.auth.query());
    expect(viaTrpc).toMatchObject({ status: 403, extra: { requiredRole: "ADMIN" } });
    // The sandbox's next-post setting changes how a publish behaves: an editor's call, not a contributor's.
    expect((await rest("PUT", "/sandbox/settings", { token: team.contributor.token, headers: h, body: { nextPost: "fail" } })).status).toBe(403);

    for (const call of [
      rest("GET", "/x/status", { token: team.outsider.token, headers: h }),
      rest("GET", "/x/auth", { token: team.outsider.token, headers: h }),
      rest("POST", "/x/disconnect", { token: team.outsider.token, headers: h }),
    ]) {
      expect(await call).toMatchObject({ status: 404, body: { success: false, message: "Workspace not found" } });
    }
    expect((await connectX(fake, admin.token, { headers: h })).success).toBe("x_connected");
  });

  it("keeps the team's account when the admin who connected it deletes their user, and the team still publishes on it", async () => {
    const team = await teamWithMembers();
    const admin = await createUser();
    await db.membership.create({ data: { workspaceId: team.workspace.id, userId: admin.user.id, role: "ADMIN" } });
    fake.setConsentingAccount("x", { platformUserId: "7100000009", username: "agency_kept" });
    expect((await connectX(fake, admin.token, { headers: team.inTeam })).success).toBe("x_connected");
    // The admin's own personal workspace has an account too: it goes with them.
    fake.setConsentingAccount("x", { platformUserId: "7100000010", username: "admin_personal" });
    expect((await connectX(fake, admin.token)).success).toBe("x_connected");

    expect((await rest("DELETE", "/auth/delete-account", { token: admin.token })).status).toBe(200);
    expect(await db.user.count({ where: { id: admin.user.id } })).toBe(0);

    const listed = await rest<ListBody>("GET", "/dashboard/accounts", { token: team.owner.token, headers: team.inTeam });
    expect(listed.body.data.map((a) => a.username)).toEqual(["agency_kept"]);
    expect(await db.socialAccount.count({ where: { platformUserId: "7100000010" } })).toBe(0);
    const sent = await publish(team.editor.token, `After the admin left ${Date.now()}`, team.inTeam);
    expect(sent?.accountId).toBe("7100000009");
  });

  it("attaches the account to the workspace the connection started in, whatever the switcher says by the callback", async () => {
    const team = await teamWithMembers();
    const authUrl = await startAuth(team.owner.token, { cookie: `pp-workspace=${team.workspace.id}` });
    const state = await db.oAuthState.findUniqueOrThrow({ where: { id: authUrl.searchParams.get("state")! } });
    expect(state.workspaceId).toBe(team.workspace.id);
    // The member switches back to their personal workspace in another tab; the network calls back without a cookie.
    expect((await rest("GET", "/workspaces/current", { token: team.owner.token })).status).toBe(200);
    const res = await callback("x", await fake.consent(authUrl.toString()));
    expect(res.location?.searchParams.get("success")).toBe("x_connected");
    const rows = await db.socialAccount.findMany({ where: { userId: team.owner.user.id, platform: "x" } });
    expect(rows.map((r) => r.workspaceId)).toEqual([team.workspace.id]);
  });

  it("connects nothing when the member lost the admin role between the consent page and the callback", async () => {
    const team = await teamWithMembers();
    const admin = await createUser();
    await db.membership.create({ data: { workspaceId: team.workspace.id, userId: admin.user.id, role: "ADMIN" } });
    const authUrl = await startAuth(admin.token, { headers: team.inTeam });
    await db.membership.update({
      where: { workspaceId_userId: { workspaceId: team.workspace.id, userId: admin.user.id } },
      data: { role: "EDITOR" },
    });
    const res = await callback("x", await fake.consent(authUrl.toString()));
    expect(res.location?.searchParams.get("error")).toBe("x_auth_failed");
    expect(res.location?.searchParams.get("details")).toContain("admin role");
    expect(await db.socialAccount.count({ where: { workspaceId: team.workspace.id } })).toBe(0);
  });
});

describe("personal workspaces after the migration", () => {
  it("keep the accounts stored before it, and the spec's endpoints answer as before", async () => {
    const { user, token } = await createUser();
    // Written as the previous release did: no workspace named (the insert trigger puts it in the personal one).
    const account = await connectAccount(fake, user.id, "x");
    const personal = await db.workspace.findUniqueOrThrow({ where: { personalOwnerId: user.id } });
    expect(account.workspaceId).toBe(personal.id);

    const status = await rest<StatusBody>("GET", "/x/status", { token });
    expect(status).toMatchObject({ status: 200, body: { success: true, connected: true, account: { accountName: "x account" } } });
    const listed = await rest<ListBody>("GET", "/dashboard/accounts", { token });
    expect(listed.body.data.map((a) => a.platform)).toEqual(["x"]);
    expect(await publish(token, `Still mine after the migration ${Date.now()}`)).toBeDefined();
    expect(await rest("POST", "/x/disconnect", { token })).toMatchObject({
      status: 200,
      body: { success: true, message: "X account disconnected." },
    });
    expect(await db.socialAccount.count({ where: { userId: user.id } })).toBe(0);
  });

  it("has one account per network per workspace as the key, and no longer one per member", async () => {
    const indexes = await sql<{ indexname: string; indexdef: string }>(
      Prisma.sql`SELECT indexname::text, indexdef FROM pg_indexes WHERE tablename = 'SocialAccount' ORDER BY indexname`,
    );
    const names = indexes.map((i) => i.indexname);
    expect(names).toContain("SocialAccount_workspaceId_platform_key");
    expect(indexes.find((i) => i.indexname === "SocialAccount_workspaceId_platform_key")?.indexdef).toMatch(/UNIQUE/);
    expect(names).not.toContain("SocialAccount_userId_platform_key");
    expect(names).toContain("SocialAccount_userId_idx");

    const { user } = await createUser();
    await connectAccount(fake, user.id, "x");
    await expect(connectAccount(fake, user.id, "x")).rejects.toMatchObject({ code: "P2002" });
  });
});
