/**
 * A workspace's own developer app at a network (issue 26): saved write-only by an admin, then used
 * for that workspace's consent URL, code exchange, renewals, revocation and (through the tokens it
 * issued) publishing, as the X contract fake sees them; the server's app stays every other
 * workspace's. The secret never appears in an answer or a log line.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { decryptSecret } from "@/server/lib/crypto";
import { refreshExpiringTokens } from "@/server/services/accounts/refresh";
import { FAKE_OAUTH_CLIENTS, SocialNetworkFake } from "../fakes/social-network";
import { rest } from "../helpers/api";
import { createUser } from "../helpers/users";
import { startOAuthFakeWithWorker } from "../helpers/oauth-fake";
import { connectX, type PublishBody } from "./oauth-flow";
import { teamWithMembers } from "./team";

const fake = new SocialNetworkFake();
let logged: string[] = [];
let spy: ReturnType<typeof vi.spyOn> | null = null;

const CLIENT_APP = { clientId: "client-brand-x-app-1234", clientSecret: "s3cr3t-of-the-client-brand-WXYZ" };
const SERVER_APP = FAKE_OAUTH_CLIENTS.x;

startOAuthFakeWithWorker(fake, "ws-apps");

beforeEach(() => {
  fake.reset();
  fake.addClient("x", CLIENT_APP);
  logged = [];
  // Every log line of the web code and the in-process worker goes through console under vitest.
  spy = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
});

afterEach(() => {
  spy?.mockRestore();
  // The secret never reached a log line, whatever the test did.
  expect(logged.filter((line) => line.includes(CLIENT_APP.clientSecret))).toEqual([]);
});

/**
 * Client ids of the Basic authentication X's token and revoke endpoints received (of one grant,
 * spending one refresh token: the refresh job also meets other tests' accounts).
 */
function basicClientIds(path: string, grant?: string, refreshToken?: string): string[] {
  return fake
    .requests("x")
    .filter((r) => {
      const body = (r.body ?? {}) as Record<string, string>;
      return r.path === path && (!grant || body.grant_type === grant) && (!refreshToken || body.refresh_token === refreshToken);
    })
    .map(
      (r) =>
        Buffer.from((r.headers.authorization ?? "").replace(/^Basic /, ""), "base64")
          .toString()
          .split(":")[0]!,
    );
}

async function agencyWithClientApp() {
  const team = await teamWithMembers();
  const saved = await rest<Record<string, unknown>>("PUT", "/workspaces/current/network-apps/x", {
    token: team.owner.token,
    headers: team.inTeam,
    body: { clientId: CLIENT_APP.clientId, clientSecret: CLIENT_APP.clientSecret },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { team, saved };
}

describe("a workspace's own network app", () => {
  it("is saved by an admin and never shown again: only that it is set and its last four characters", async () => {
    const { team, saved } = await agencyWithClientApp();
    expect(saved.body).toMatchObject({
      success: true,
      data: { network: "x", ownApp: { clientIdLast4: "1234", clientSecretLast4: "WXYZ" }, serverApp: true },
    });
    const listed = await rest<{ data: { network: string; ownApp: unknown }[] }>("GET", "/workspaces/current/network-apps", {
      token: team.owner.token,
      headers: team.inTeam,
    });
    expect(listed.body.data.find((a) => a.network === "x")?.ownApp).toMatchObject({ clientSecretLast4: "WXYZ" });
    expect(listed.body.data.map((a) => a.network)).toEqual(["linkedin", "x", "threads", "facebook", "instagram", "tiktok", "youtube"]);
    for (const body of [saved.body, listed.body]) {
      expect(JSON.stringify(body)).not.toContain(CLIENT_APP.clientSecret);
      expect(JSON.stringify(body)).not.toContain(CLIENT_APP.clientId);
    }
    const row = await db.workspaceNetworkApp.findUniqueOrThrow({
      where: { workspaceId_platform: { workspaceId: team.workspace.id, platform: "x" } },
    });
    expect(row.clientSecretEnc).not.toContain(CLIENT_APP.clientSecret);
    expect(decryptSecret(row.clientSecretEnc)).toBe(CLIENT_APP.clientSecret);

    // Admins only; others' workspaces are not found; bad input is a 400 that says why.
    for (const member of [team.editor, team.client]) {
      expect((await rest("GET", "/workspaces/current/network-apps", { token: member.token, headers: team.inTeam })).status).toBe(403);
    }
    expect((await rest("GET", "/workspaces/current/network-apps", { token: team.outsider.token, headers: team.inTeam })).status).toBe(404);
    const bad = await rest<{ message: string }>("PUT", "/workspaces/current/network-apps/mastodon", {
      token: team.owner.token,
      headers: team.inTeam,
      body: { clientId: "abcd", clientSecret: "efgh" },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: "Mastodon does not connect through a developer app." } });
    const blank = await rest("PUT", "/workspaces/current/network-apps/x", { token: team.owner.token, headers: team.inTeam, body: { clientId: "a" } });
    expect(blank.status).toBe(400);
  });

  it("is what the workspace connects, publishes, renews and revokes with; other workspaces keep the server's", async () => {
    const { team } = await agencyWithClientApp();
    const { token } = team.owner;

    // Consent URL and code exchange: the client's app in the agency's workspace, the server's in the personal one.
    const inTeam = await connectX(fake, token, { headers: team.inTeam });
    expect(inTeam.success).toBe("x_connected");
    expect(inTeam.authUrl.searchParams.get("client_id")).toBe(CLIENT_APP.clientId);
    const personal = await connectX(fake, token);
    expect(personal.authUrl.searchParams.get("client_id")).toBe(SERVER_APP.clientId);
    expect(basicClientIds("/2/oauth2/token", "authorization_code")).toEqual([CLIENT_APP.clientId, SERVER_APP.clientId]);
    const account = await db.socialAccount.findFirstOrThrow({ where: { workspaceId: team.workspace.id, platform: "x" } });
    expect(account.appClientId).toBe(CLIENT_APP.clientId);

    // Publishing after the token ended: renewed with the client's app, posted with the token that app got.
    await db.socialAccount.update({ where: { id: account.id }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    const content = `Posted through the client's own app ${Date.now()}`;
    const published = await rest<PublishBody>("POST", "/posts/publish", { token, headers: team.inTeam, body: { content, platforms: ["x"] } });
    expect(published.body.results, JSON.stringify(published.body)).toEqual([expect.objectContaining({ status: "published" })]);
    expect(basicClientIds("/2/oauth2/token", "refresh_token")).toEqual([CLIENT_APP.clientId]);
    expect(
      fake
        .requests("x")
        .filter((r) => r.path === "/2/tweets")
        .map((r) => r.tokenClientId),
    ).toEqual([CLIENT_APP.clientId]);

    // The refresh job renews it with the same app (its refresh token is bound to it).
    const renewed = await db.socialAccount.update({ where: { id: account.id }, data: { expiresAt: new Date(Date.now() + 5 * 60_000) } });
    await refreshExpiringTokens();
    expect(basicClientIds("/2/oauth2/token", "refresh_token", decryptSecret(renewed.refreshTokenEnc!))).toEqual([CLIENT_APP.clientId]);
    expect(fake.issuedTokens("x").at(-1)?.clientId).toBe(CLIENT_APP.clientId);

    // Disconnecting revokes with it too.
    expect((await rest("POST", "/x/disconnect", { token, headers: team.inTeam })).status).toBe(200);
    expect(new Set(basicClientIds("/2/oauth2/revoke"))).toEqual(new Set([CLIENT_APP.clientId]));
  });

  it("once removed, marks the accounts connected through it for reconnection and tells the workspace's owners and admins", async () => {
    const { team } = await agencyWithClientApp();
    const admin = await createUser();
    await db.membership.create({ data: { workspaceId: team.workspace.id, userId: admin.user.id, role: "ADMIN" } });
    await connectX(fake, team.owner.token, { headers: team.inTeam });
    const removed = await rest<{ data: { ownApp: unknown } }>("DELETE", "/workspaces/current/network-apps/x", {
      token: admin.token,
      headers: team.inTeam,
    });
    expect(removed).toMatchObject({ status: 200, body: { data: { ownApp: null } } });

    const account = await db.socialAccount.findFirstOrThrow({ where: { workspaceId: team.workspace.id, platform: "x" } });
    await db.socialAccount.update({ where: { id: account.id }, data: { expiresAt: new Date(Date.now() + 5 * 60_000) } });
    await refreshExpiringTokens();
    await refreshExpiringTokens();
    // No call with the server's app (the tokens are the client app's): the member must reconnect.
    expect(basicClientIds("/2/oauth2/token", "refresh_token", decryptSecret(account.refreshTokenEnc!))).toEqual([]);
    const marked = await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } });
    expect(marked).toMatchObject({ isExpired: true });
    expect(marked.lastRefreshError).toContain("no longer has the X app");

    const told = await db.notification.findMany({ where: { workspaceId: team.workspace.id, kind: "account_reconnect" } });
    expect(told.map((n) => n.userId).sort()).toEqual([team.owner.user.id, admin.user.id].sort());
    expect(told[0]).toMatchObject({ link: "/accounts" });
    expect(told[0]!.title).toContain("Reconnect X");
    const status = await rest<{ account: { isExpired: boolean } }>("GET", "/x/status", { token: team.client.token, headers: team.inTeam });
    expect(status.body.account?.isExpired).toBe(true);
  });

  it("lets a workspace connect and keep a network the server itself has no app for", async () => {
    const { team } = await agencyWithClientApp();
    delete process.env.X_CLIENT_ID;
    delete process.env.X_CLIENT_SECRET;
    resetEnvForTests();
    try {
      const personal = await rest<{ message: string }>("GET", "/x/auth", { token: team.owner.token });
      expect(personal).toMatchObject({ status: 400, body: { message: "X is not configured on this server: set X_CLIENT_ID and X_CLIENT_SECRET." } });
      expect((await connectX(fake, team.owner.token, { headers: team.inTeam })).success).toBe("x_connected");

      // The refresh job skips the network for the server's accounts, not for this workspace's.
      const account = await db.socialAccount.findFirstOrThrow({ where: { workspaceId: team.workspace.id, platform: "x" } });
      await db.socialAccount.update({ where: { id: account.id }, data: { expiresAt: new Date(Date.now() + 5 * 60_000) } });
      const summary = await refreshExpiringTokens();
      expect(summary.skippedNetworks).toContain("x");
      expect(basicClientIds("/2/oauth2/token", "refresh_token", decryptSecret(account.refreshTokenEnc!))).toEqual([CLIENT_APP.clientId]);
      const listed = await rest<{ data: { network: string; serverApp: boolean }[] }>("GET", "/workspaces/current/network-apps", {
        token: team.owner.token,
        headers: team.inTeam,
      });
      expect(listed.body.data.find((a) => a.network === "x")?.serverApp).toBe(false);
    } finally {
      Object.assign(process.env, { X_CLIENT_ID: SERVER_APP.clientId, X_CLIENT_SECRET: SERVER_APP.clientSecret });
      resetEnvForTests();
    }
  });

  it("works the same for LinkedIn, whose apps authenticate in the form", async () => {
    const team = await teamWithMembers();
    const app = { clientId: "client-brand-linkedin-77AB", clientSecret: "linkedin-secret-of-the-brand-88CD" };
    fake.addClient("linkedin", app);
    const saved = await rest("PUT", "/workspaces/current/network-apps/linkedin", { token: team.owner.token, headers: team.inTeam, body: app });
    expect(saved.status).toBe(200);
    const connected = await connectX(fake, team.owner.token, { headers: team.inTeam }, "linkedin");
    expect(connected.success).toBe("linkedin_connected");
    expect(connected.authUrl.searchParams.get("client_id")).toBe(app.clientId);
    const exchanges = fake.requests("linkedin").filter((r) => r.path === "/oauth/v2/accessToken");
    expect(exchanges.map((r) => (r.body as Record<string, string>).client_id)).toEqual([app.clientId]);
    expect(fake.issuedTokens("linkedin").at(-1)?.clientId).toBe(app.clientId);
    expect(logged.filter((line) => line.includes(app.clientSecret))).toEqual([]);
  });

  // Each network's token endpoint and the parameter naming the app, in the vendor's wire format.
  const OTHER_NETWORKS = [
    { network: "threads", tokenPath: "/oauth/access_token", clientParam: "client_id" },
    { network: "tiktok", tokenPath: "/v2/oauth/token/", clientParam: "client_key" },
    { network: "youtube", tokenPath: "/token", clientParam: "client_id" },
  ] as const;

  for (const { network, tokenPath, clientParam } of OTHER_NETWORKS) {
    it(`works the same for ${network}: consent URL, code exchange and renewal use the workspace's app`, async () => {
      const team = await teamWithMembers();
      const app = { clientId: `client-brand-${network}-app-55EF`, clientSecret: `${network}-secret-of-the-brand-66GH` };
      fake.addClient(network, app);
      const saved = await rest("PUT", `/workspaces/current/network-apps/${network}`, { token: team.owner.token, headers: team.inTeam, body: app });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const sent = (r: { query: Record<string, string>; body?: unknown }) => ({ ...r.query, ...((r.body ?? {}) as Record<string, string>) });
      const tokenCalls = (grant?: string) =>
        fake
          .requests(network)
          .filter((r) => r.method === "POST" && r.path === tokenPath && (!grant || sent(r).grant_type === grant))
          .map((r) => sent(r)[clientParam]);

      const connected = await connectX(fake, team.owner.token, { headers: team.inTeam }, network);
      expect(connected.success, connected.details ?? "").toBe(`${network}_connected`);
      expect(connected.authUrl.searchParams.get(clientParam)).toBe(app.clientId);
      expect(tokenCalls("authorization_code")).toEqual([app.clientId]);
      expect(fake.issuedTokens(network).at(-1)?.clientId).toBe(app.clientId);
      const account = await db.socialAccount.findFirstOrThrow({ where: { workspaceId: team.workspace.id, platform: network } });
      expect(account.appClientId).toBe(app.clientId);

      // The personal workspace keeps the server's app.
      const personal = await connectX(fake, team.owner.token, {}, network);
      expect(personal.success).toBe(`${network}_connected`);
      expect(personal.authUrl.searchParams.get(clientParam)).toBe(FAKE_OAUTH_CLIENTS[network].clientId);

      // The refresh job renews the team's account with the same app (the network refuses any other).
      const issuedBefore = fake.issuedTokens(network).length;
      await db.socialAccount.update({ where: { id: account.id }, data: { expiresAt: new Date(Date.now() + 5 * 60_000) } });
      await refreshExpiringTokens();
      const renewed = fake.issuedTokens(network).slice(issuedBefore);
      expect(renewed.map((t) => ({ grant: t.grant, clientId: t.clientId }))).toEqual([{ grant: "refresh", clientId: app.clientId }]);
      // Threads renews a long-lived token with the token alone; TikTok and Google send the app with the refresh token.
      if (network !== "threads") expect(tokenCalls("refresh_token")).toEqual([app.clientId]);
      const after = await db.socialAccount.findUniqueOrThrow({ where: { id: account.id } });
      expect(after).toMatchObject({ isExpired: false, lastRefreshError: null });
      expect(logged.filter((line) => line.includes(app.clientSecret))).toEqual([]);
    });
  }
});
