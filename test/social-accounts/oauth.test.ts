/**
 * Connecting X, LinkedIn and Threads accounts through the real routes (both doors and the OAuth
 * callback route), against the contract fake's OAuth side: connect → callback → status → publish
 * → disconnect, the state's single use, tokens at rest, the refresh job, and configuration errors.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { enqueue, getQueue } from "@/server/queue";
import { decryptSecret, encryptSecret } from "@/server/lib/crypto";
import * as callbackRoute from "@/app/api/[network]/callback/route";
import { FAKE_NETWORKS, SocialNetworkFake, type FakePostNetwork as FakeNetwork } from "../fakes/social-network";
import { BASE, rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";
import { startOAuthFakeWithWorker } from "../helpers/oauth-fake";
import { HEARTBEAT_SCHEDULER_ID, SWEEPER_SCHEDULER_ID, TOKEN_REFRESH_SCHEDULER_ID, startWorker } from "../../jobs/worker-runtime";
import { waitFor } from "../worker/helpers";

const fake = new SocialNetworkFake();

const LABEL: Record<FakeNetwork, string> = { x: "X", linkedin: "LinkedIn", threads: "Threads" };
/** The spec's disconnect methods. */
const DISCONNECT: Record<FakeNetwork, string> = { x: "POST", linkedin: "DELETE", threads: "POST" };

type AuthBody = { success: boolean; authUrl: string; message?: string };
type StatusBody = {
  success: boolean;
  connected: boolean;
  account: { accountName: string; username: string | null; isExpired: boolean; connectedAt: string } | null;
};
type PublishBody = {
  success: boolean;
  message: string;
  results: { platform: string; status: string; error: string | null }[];
  post: { id: string; status: string };
};

/** What the browser does when the network sends it back: GET our callback route (no cookie, no token). */
async function callback(network: string, url: URL | string) {
  const res = await callbackRoute.GET(new Request(url.toString()), { params: Promise.resolve({ network }) });
  const location = res.headers.get("location");
  return { status: res.status, location: location ? new URL(location) : null };
}

async function startAuth(network: FakeNetwork, token: string, returnTo?: string) {
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : "";
  const res = await rest<AuthBody>("GET", `/${network}/auth${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.success).toBe(true);
  return new URL(res.body.authUrl);
}

/** auth → consent at the network → callback; answers the callback's redirect. */
async function connect(network: FakeNetwork, token: string, returnTo?: string) {
  const authUrl = await startAuth(network, token, returnTo);
  const back = await fake.consent(authUrl.toString());
  expect(`${back.origin}${back.pathname}`).toBe(`${BASE}/api/${network}/callback`);
  return callback(network, back);
}

function outcome(location: URL | null) {
  expect(location).not.toBeNull();
  return {
    path: location!.pathname,
    success: location!.searchParams.get("success"),
    error: location!.searchParams.get("error"),
    details: location!.searchParams.get("details"),
  };
}

/**
 * Calls to a network's token endpoints, optionally of one grant and carrying one token (the refresh
 * job also meets accounts other tests left in the database; counting by token keeps to ours).
 */
function tokenRequests(network: FakeNetwork, grant?: string, token?: string) {
  const paths: Record<FakeNetwork, RegExp> = {
    x: /^\/2\/oauth2\/token$/,
    linkedin: /^\/oauth\/v2\/accessToken$/,
    threads: /^\/(oauth\/access_token|access_token|refresh_access_token)$/,
  };
  return fake.requests(network).filter((r) => {
    if (!paths[network].test(r.path)) return false;
    const params = { ...r.query, ...((r.body ?? {}) as Record<string, string>) };
    if (grant && params.grant_type !== grant) return false;
    return !token || params.refresh_token === token || params.access_token === token;
  });
}

async function accountOf(userId: string, network: FakeNetwork) {
  return db.socialAccount.findFirst({ where: { userId, platform: network } });
}

/** Runs maintenance/refresh-tokens on the in-process worker and answers its result. */
async function runRefreshJob() {
  const job = await enqueue("maintenance", { task: "refresh-tokens" });
  const queue = getQueue("maintenance");
  await waitFor("the refresh-tokens job", async () => {
    const state = await queue.getJobState(job.id!);
    if (state === "failed") throw new Error(`refresh-tokens failed: ${(await queue.getJob(job.id!))?.failedReason}`);
    return state === "completed";
  });
  // Read the job after it completed (a copy read before would lack its return value).
  const done = await queue.getJob(job.id!);
  return done!.returnvalue as { refreshed: number; expired: number; retryLater: number };
}

const oauth = startOAuthFakeWithWorker(fake, "oauth");

beforeEach(() => {
  for (const n of FAKE_NETWORKS) fake.setBehaviour(n, { denyAuthorization: false, failRefresh: false, partnerRefreshTokens: false, hang: false });
});

describe.each(FAKE_NETWORKS)("connecting %s", (network) => {
  const label = LABEL[network];

  it("connects, shows the status, publishes with the new token and disconnects", async () => {
    const { user, token } = await createUser();
    const before = await trpc({ token }).accounts[network].status.query();
    expect(before).toEqual({ success: true, connected: false, account: null });

    const authUrl = await startAuth(network, token);
    if (network === "x") {
      expect(authUrl.searchParams.get("code_challenge_method")).toBe("S256");
      expect(authUrl.searchParams.get("scope")).toBe("tweet.read tweet.write users.read media.write offline.access");
    }
    if (network === "linkedin") expect(authUrl.searchParams.get("scope")).toBe("openid profile w_member_social");
    expect(authUrl.searchParams.get("redirect_uri")).toBe(`${BASE}/api/${network}/callback`);
    const state = authUrl.searchParams.get("state")!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db.oAuthState.findUniqueOrThrow({ where: { id: state } });
    expect(stored).toMatchObject({ userId: user.id, platform: network, usedAt: null });
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    if (network === "x") expect(stored.codeVerifier).toMatch(/^v1\./);

    const back = await fake.consent(authUrl.toString());
    const res = await callback(network, back);
    expect(res.status).toBe(302);
    expect(res.location!.toString()).toBe(`${BASE}/accounts?success=${network}_connected`);

    // The account and its tokens: encrypted at rest, the raw strings nowhere in the row.
    const issued = fake.issuedTokens(network).at(-1)!;
    const row = await accountOf(user.id, network);
    expect(row).not.toBeNull();
    expect(row!.platformUserId).toBe(issued.account.platformUserId);
    const serialized = JSON.stringify(row);
    expect(serialized).not.toContain(issued.accessToken);
    if (issued.refreshToken) expect(serialized).not.toContain(issued.refreshToken);
    expect(row!.accessTokenEnc).toMatch(/^v1\./);
    expect(decryptSecret(row!.accessTokenEnc)).toBe(issued.accessToken);
    if (network === "x") {
      expect(decryptSecret(row!.refreshTokenEnc!)).toBe(issued.refreshToken);
      expect(row!.expiresAt!.getTime() - Date.now()).toBeGreaterThan(7000_000);
      expect(row!.scopes).toContain("offline.access");
    } else {
      // LinkedIn without partner refresh tokens, and Threads' long-lived token: 60 days.
      expect(row!.refreshTokenEnc).toBeNull();
      expect(row!.expiresAt!.getTime() - Date.now()).toBeGreaterThan(59 * 86400_000);
    }
    if (network === "threads") expect(issued.grant).toBe("exchange");
    expect((await db.oAuthState.findUniqueOrThrow({ where: { id: state } })).usedAt).not.toBeNull();
    const activity = await db.activityLog.findFirst({ where: { userId: user.id, action: "account.connected" } });
    expect(activity?.details).toMatchObject({ platform: network });

    // Status through REST: the spec's shape, and no token in sight.
    const status = await rest<StatusBody>("GET", `/${network}/status`, { token });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ success: true, connected: true, account: { accountName: issued.account.name, isExpired: false } });
    expect(status.body.account!.username).toBe(network === "linkedin" ? null : issued.account.username);
    expect(Number.isNaN(Date.parse(status.body.account!.connectedAt))).toBe(false);
    expect(JSON.stringify(status.body)).not.toContain(issued.accessToken);

    // Publishing goes out with the token the network issued.
    const content = `Connected through OAuth to ${label} ${Date.now()}`;
    const published = await rest<PublishBody>("POST", "/posts/publish", { token, body: { content, platforms: [network] } });
    expect(published.body.results).toEqual([expect.objectContaining({ platform: network, status: "published" })]);
    const post = fake.posts(network).find((p) => p.text === content);
    expect(post?.accountId).toBe(issued.account.platformUserId);

    // Disconnect with the spec's method: revoked where the network allows it, row and tokens gone.
    const gone = await rest<{ success: boolean; message: string }>(DISCONNECT[network], `/${network}/disconnect`, { token });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ success: true, message: `${label} account disconnected.` });
    expect(await accountOf(user.id, network)).toBeNull();
    if (network === "x") {
      expect(fake.revokedTokens("x")).toEqual(expect.arrayContaining([issued.accessToken, issued.refreshToken]));
      expect(fake.acceptsToken("x", issued.accessToken)).toBe(false);
    } else if (network === "linkedin") {
      expect(fake.revokedTokens("linkedin")).toContain(issued.accessToken);
      expect(fake.acceptsToken("linkedin", issued.accessToken)).toBe(false);
    } else {
      // Threads has no revoke call: the token is forgotten.
      expect(fake.revokedTokens("threads")).not.toContain(issued.accessToken);
    }
    const after = await rest<StatusBody>("GET", `/${network}/status`, { token });
    expect(after.body).toEqual({ success: true, connected: false, account: null });
    expect(await db.activityLog.findFirst({ where: { userId: user.id, action: "account.disconnected" } })).not.toBeNull();
  });

  it("reports a refused consent as <network>_auth_failed and connects nothing", async () => {
    const { user, token } = await createUser();
    fake.setBehaviour(network, { denyAuthorization: true });
    const res = await connect(network, token);
    const o = outcome(res.location);
    expect(res.status).toBe(302);
    expect(o).toMatchObject({ path: "/accounts", error: `${network}_auth_failed`, success: null });
    expect(o.details).toBe(`You cancelled the ${label} authorization.`);
    expect(await accountOf(user.id, network)).toBeNull();
  });
});

describe("the state", () => {
  it("refuses a forged state without calling the network", async () => {
    const { user, token } = await createUser();
    const authUrl = await startAuth("x", token);
    const back = await fake.consent(authUrl.toString());
    const before = tokenRequests("x").length;
    for (const forged of ["A".repeat(43), "not-a-state", ""]) {
      back.searchParams.set("state", forged);
      const o = outcome((await callback("x", back)).location);
      expect(o).toMatchObject({ path: "/accounts", error: "x_auth_failed", success: null });
      expect(o.details).toMatch(/not valid/);
    }
    expect(tokenRequests("x")).toHaveLength(before);
    expect(await accountOf(user.id, "x")).toBeNull();
  });

  it("is single use: a replayed callback is refused and changes nothing", async () => {
    const { user, token } = await createUser();
    const authUrl = await startAuth("linkedin", token);
    const back = await fake.consent(authUrl.toString());
    expect(outcome((await callback("linkedin", back)).location).success).toBe("linkedin_connected");
    const first = await accountOf(user.id, "linkedin");
    const exchanges = tokenRequests("linkedin", "authorization_code").length;

    const again = outcome((await callback("linkedin", back)).location);
    expect(again).toMatchObject({ error: "linkedin_auth_failed", success: null });
    expect(again.details).toMatch(/already used/);
    expect(tokenRequests("linkedin", "authorization_code")).toHaveLength(exchanges);
    expect(await accountOf(user.id, "linkedin")).toEqual(first);
  });

  it("is used by exactly one of two simultaneous callbacks", async () => {
    const { user, token } = await createUser();
    const back = await fake.consent((await startAuth("threads", token)).toString());
    const results = await Promise.all([callback("threads", back), callback("threads", back), callback("threads", back)]);
    const outcomes = results.map((r) => outcome(r.location));
    expect(outcomes.filter((o) => o.success === "threads_connected")).toHaveLength(1);
    expect(outcomes.filter((o) => o.error === "threads_auth_failed")).toHaveLength(2);
    expect(await db.socialAccount.count({ where: { userId: user.id, platform: "threads" } })).toBe(1);
  });

  it("expires after ten minutes", async () => {
    const { user, token } = await createUser();
    const authUrl = await startAuth("x", token);
    const back = await fake.consent(authUrl.toString());
    await db.oAuthState.update({ where: { id: authUrl.searchParams.get("state")! }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const o = outcome((await callback("x", back)).location);
    expect(o).toMatchObject({ error: "x_auth_failed", success: null });
    expect(o.details).toMatch(/expired/);
    expect(await accountOf(user.id, "x")).toBeNull();
  });

  it("belongs to one network: another network's callback refuses it", async () => {
    const { user, token } = await createUser();
    const authUrl = await startAuth("x", token);
    const back = await fake.consent(authUrl.toString());
    const wrong = new URL(`${BASE}/api/threads/callback${back.search}`);
    const o = outcome((await callback("threads", wrong)).location);
    expect(o).toMatchObject({ path: "/accounts", error: "threads_auth_failed", success: null });
    expect(await accountOf(user.id, "threads")).toBeNull();
    expect(await accountOf(user.id, "x")).toBeNull();
  });

  it("carries the PKCE verifier: X refuses the code with any other", async () => {
    const { user, token } = await createUser();
    const authUrl = await startAuth("x", token);
    const back = await fake.consent(authUrl.toString());
    await db.oAuthState.update({ where: { id: authUrl.searchParams.get("state")! }, data: { codeVerifier: encryptSecret("x".repeat(43)) } });
    const o = outcome((await callback("x", back)).location);
    expect(o.error).toBe("x_auth_failed");
    expect(o.details).toMatch(/X refused \(invalid_request: Value passed for the code verifier was invalid\.\)/);
    expect(await accountOf(user.id, "x")).toBeNull();
  });

  it("comes back to a same-origin returnTo path, and ignores any other", async () => {
    const { token } = await createUser();
    const ok = outcome((await connect("threads", token, "/create-post?step=3")).location);
    expect(ok).toMatchObject({ path: "/create-post", success: "threads_connected" });
    for (const returnTo of ["//evil.example/accounts", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const { token: other } = await createUser();
      const res = await connect("threads", other, returnTo);
      expect(res.location!.origin).toBe(BASE);
      expect(outcome(res.location)).toMatchObject({ path: "/accounts", success: "threads_connected" });
    }
  });

  it("is started only by a signed-in user (the callback itself needs no session)", async () => {
    const anonymous = await rest("GET", "/x/auth");
    expect(anonymous.status).toBe(401);
    const status = await rest("GET", "/x/status");
    expect(status.status).toBe(401);
  });
});

describe("configuration and networks that cannot be connected", () => {
  it("names the missing variables in one line, through both doors", async () => {
    const { token } = await createUser();
    delete process.env.X_CLIENT_ID;
    resetEnvForTests();
    try {
      const res = await rest("GET", "/x/auth", { token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        message: "X is not configured on this server: set X_CLIENT_ID and X_CLIENT_SECRET.",
        notConfigured: true,
      });
      const viaTrpc = await trpcFailure(trpc({ token }).accounts.x.auth.query());
      expect(viaTrpc).toMatchObject({ status: 400, message: "X is not configured on this server: set X_CLIENT_ID and X_CLIENT_SECRET." });
    } finally {
      process.env.X_CLIENT_ID = oauth.configured.X_CLIENT_ID;
      resetEnvForTests();
    }
    delete process.env.THREADS_APP_SECRET;
    resetEnvForTests();
    try {
      const res = await rest("GET", "/threads/auth", { token });
      expect(res.body).toMatchObject({ message: "Threads is not configured on this server: set THREADS_APP_ID and THREADS_APP_SECRET." });
    } finally {
      process.env.THREADS_APP_SECRET = oauth.configured.THREADS_APP_SECRET;
      resetEnvForTests();
    }
  });

  it("says which variables Facebook and Instagram need when they are not configured, and reads their status", async () => {
    const { token } = await createUser();
    // Connected end to end in test/social-accounts/meta-connect.test.ts.
    for (const [network, label] of [
      ["facebook", "Facebook"],
      ["instagram", "Instagram"],
    ] as const) {
      const res = await rest("GET", `/${network}/auth`, { token });
      expect(res.status).toBe(400);
      const upper = network.toUpperCase();
      expect(res.body).toEqual({
        success: false,
        message: `${label} is not configured on this server: set ${upper}_APP_ID and ${upper}_APP_SECRET.`,
        notConfigured: true,
      });
      const status = await rest("GET", `/${network}/status`, { token });
      expect(status.body).toEqual({ success: true, connected: false, account: null });
    }
    // TikTok and YouTube connect now (test/social-accounts/video-networks.test.ts goes through them).
    const tiktok = await rest<AuthBody>("GET", "/tiktok/auth", { token });
    expect(tiktok.status).toBe(200);
    expect(new URL(tiktok.body.authUrl).pathname).toBe("/tiktok/v2/auth/authorize/");
    const youtube = await trpc({ token }).accounts.youtube.auth.mutate({});
    expect(new URL(youtube.authUrl).pathname).toBe("/youtube/o/oauth2/v2/auth");
  });

  it("starts through tRPC too", async () => {
    const { token } = await createUser();
    const answer = await trpc({ token }).accounts.linkedin.auth.query({ returnTo: "/dashboard" });
    expect(answer.success).toBe(true);
    expect(new URL(answer.authUrl).pathname).toBe("/linkedin/oauth/v2/authorization");
    const state = new URL(answer.authUrl).searchParams.get("state")!;
    expect((await db.oAuthState.findUniqueOrThrow({ where: { id: state } })).returnTo).toBe("/dashboard");
  });

  it("leaves other /api/<word>/callback paths to the REST door", async () => {
    const res = await callbackRoute.GET(new Request(`${BASE}/api/nothing/callback`), { params: Promise.resolve({ network: "nothing" }) });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false });
  });
});

describe("token refresh", () => {
  async function connected(network: FakeNetwork) {
    const { user, token } = await createUser();
    expect(outcome((await connect(network, token)).location).success).toBe(`${network}_connected`);
    return { user, token, account: (await accountOf(user.id, network))! };
  }

  it("renews an X token close to its end, and publishing uses the new one", async () => {
    const { user, token, account } = await connected("x");
    const oldAccess = decryptSecret(account.accessTokenEnc);
    const oldRefresh = decryptSecret(account.refreshTokenEnc!);
    await db.socialAccount.update({ where: { id: account.id }, data: { expiresAt: new Date(Date.now() + 10 * 60_000) } });

    const summary = await runRefreshJob();
    expect(summary.refreshed).toBeGreaterThanOrEqual(1);
    expect(tokenRequests("x", "refresh_token", oldRefresh)).toHaveLength(1);
    const renewed = (await accountOf(user.id, "x"))!;
    const newAccess = decryptSecret(renewed.accessTokenEnc);
    expect(newAccess).not.toBe(oldAccess);
    expect(decryptSecret(renewed.refreshTokenEnc!)).not.toBe(oldRefresh);
    expect(renewed.expiresAt!.getTime() - Date.now()).toBeGreaterThan(7000_000);
    expect(renewed).toMatchObject({ isExpired: false, lastRefreshError: null });

    // A token far from its end is left alone.
    const newRefresh = decryptSecret(renewed.refreshTokenEnc!);
    await runRefreshJob();
    expect(tokenRequests("x", "refresh_token", newRefresh)).toHaveLength(0);

    const content = `After a refresh ${Date.now()}`;
    const published = await rest<PublishBody>("POST", "/posts/publish", { token, body: { content, platforms: ["x"] } });
    expect(published.body.results[0]).toMatchObject({ status: "published" });
    const create = fake.requests("x").filter((r) => r.path === "/2/tweets" && (r.body as { text?: string })?.text === content);
    expect(create.map((r) => r.headers.authorization)).toEqual([`Bearer ${newAccess}`]);
  });

  it("marks an account whose refresh is refused expired once, then never calls the network again", async () => {
    const { user, token, account } = await connected("x");
    // A post scheduled while the account was fine...
    const scheduled = await trpc({ token }).post.schedule.mutate({
      content: `Scheduled before expiry ${Date.now()}`,
      platforms: ["x"],
      scheduledAt: new Date(Date.now() + 3000).toISOString(),
    });
    await db.socialAccount.update({ where: { id: account.id }, data: { expiresAt: new Date(Date.now() + 5 * 60_000) } });
    fake.setBehaviour("x", { failRefresh: true });
    const refreshToken = decryptSecret(account.refreshTokenEnc!);

    const first = await runRefreshJob();
    expect(first.expired).toBeGreaterThanOrEqual(1);
    const expired = (await accountOf(user.id, "x"))!;
    expect(expired.isExpired).toBe(true);
    expect(expired.lastRefreshError).toMatch(
      /^Could not renew the access token: X refused \(invalid_request: Value passed for the token was invalid\.\)\. Reconnect your X account\.$/,
    );
    expect(tokenRequests("x", "refresh_token", refreshToken)).toHaveLength(1);

    await runRefreshJob();
    expect(tokenRequests("x", "refresh_token", refreshToken)).toHaveLength(1);
    expect(await accountOf(user.id, "x")).toEqual(expired);

    const status = await rest<StatusBody>("GET", "/x/status", { token });
    expect(status.body.account).toMatchObject({ isExpired: true });

    // ...fails with the reconnect message, without calling X.
    const post = await waitFor(
      "the scheduled post to settle",
      async () => {
        const p = await db.post.findUniqueOrThrow({ where: { id: scheduled.post.id }, include: { publishLogs: true } });
        return p.status === "failed" || p.status === "published" ? p : null;
      },
      { timeoutMs: 15_000 },
    );
    expect(post.status).toBe("failed");
    expect(post.publishLogs[0]).toMatchObject({ platform: "x", status: "failed", error: "Reconnect your X account" });
    expect(fake.requests("x").filter((r) => r.path === "/2/tweets" && (r.body as { text?: string })?.text === post.content)).toHaveLength(0);

    // Reconnecting clears it.
    fake.setBehaviour("x", { failRefresh: false });
    expect(outcome((await connect("x", token)).location).success).toBe("x_connected");
    expect(await accountOf(user.id, "x")).toMatchObject({ isExpired: false, lastRefreshError: null });
  });

  it("tries again at the next run when the network cannot be reached", async () => {
    const { user, account } = await connected("x");
    await db.socialAccount.update({ where: { id: account.id }, data: { expiresAt: new Date(Date.now() + 5 * 60_000) } });
    fake.setBehaviour("x", { hang: true });
    try {
      const summary = await runRefreshJob();
      expect(summary.retryLater).toBeGreaterThanOrEqual(1);
    } finally {
      fake.setBehaviour("x", { hang: false });
    }
    const waiting = (await accountOf(user.id, "x"))!;
    expect(waiting.isExpired).toBe(false);
    expect(waiting.lastRefreshError).toMatch(/did not answer in time/);
    await runRefreshJob();
    const renewed = (await accountOf(user.id, "x"))!;
    expect(renewed).toMatchObject({ isExpired: false, lastRefreshError: null });
    expect(renewed.accessTokenEnc).not.toBe(account.accessTokenEnc);
  });

  it("is not crowded out by hundreds of accounts that can no longer be renewed", async () => {
    const { user, account } = await connected("x");
    await db.socialAccount.update({ where: { id: account.id }, data: { expiresAt: new Date(Date.now() + 10 * 60_000) } });
    // 250 X accounts whose tokens ended long ago without a refresh token (and more urgent by date).
    const tag = `crowd-${Date.now().toString(36)}`;
    const users = Array.from({ length: 250 }, (_, i) => ({ id: `${tag}-${i}`, name: "Crowd", email: `${tag}-${i}@example.com` }));
    await db.user.createMany({ data: users });
    await db.socialAccount.createMany({
      data: users.map((u, i) => ({
        userId: u.id,
        platform: "x",
        platformUserId: `${tag}-${i}`,
        accountName: "Stale",
        accessTokenEnc: encryptSecret(`stale-${i}`),
        expiresAt: new Date(Date.now() - 86400_000 - i * 1000),
      })),
    });
    const ourRefresh = decryptSecret(account.refreshTokenEnc!);

    const summary = await runRefreshJob();
    expect(summary.expired).toBeGreaterThanOrEqual(250);
    expect(tokenRequests("x", "refresh_token", ourRefresh)).toHaveLength(1);
    expect((await accountOf(user.id, "x"))!.accessTokenEnc).not.toBe(account.accessTokenEnc);
    const stale = await db.socialAccount.findMany({
      where: { platformUserId: { startsWith: tag } },
      select: { isExpired: true, lastRefreshError: true },
    });
    expect(stale.every((a) => a.isExpired && /gave no way to renew it/.test(a.lastRefreshError ?? ""))).toBe(true);
    await db.user.deleteMany({ where: { id: { startsWith: tag } } });
  });

  it("renews a Threads long-lived token in its last week", async () => {
    const { user, account } = await connected("threads");
    await db.socialAccount.update({ where: { id: account.id }, data: { expiresAt: new Date(Date.now() + 3 * 86400_000) } });
    await runRefreshJob();
    const renewed = (await accountOf(user.id, "threads"))!;
    const latest = fake
      .issuedTokens("threads")
      .filter((t) => t.account.platformUserId === account.platformUserId)
      .at(-1)!;
    expect(latest.grant).toBe("refresh");
    expect(tokenRequests("threads", "th_refresh_token", decryptSecret(account.accessTokenEnc))).toHaveLength(1);
    expect(decryptSecret(renewed.accessTokenEnc)).toBe(latest.accessToken);
    expect(renewed.expiresAt!.getTime() - Date.now()).toBeGreaterThan(59 * 86400_000);
  });

  it("LinkedIn: renews with a partner refresh token; without one, expires the account when its token ends", async () => {
    fake.setBehaviour("linkedin", { partnerRefreshTokens: true });
    const partner = await connected("linkedin");
    expect(partner.account.refreshTokenEnc).not.toBeNull();
    expect(partner.account.refreshExpiresAt).not.toBeNull();
    await db.socialAccount.update({ where: { id: partner.account.id }, data: { expiresAt: new Date(Date.now() + 86400_000) } });

    fake.setBehaviour("linkedin", { partnerRefreshTokens: false });
    const plain = await connected("linkedin");
    expect(plain.account.refreshTokenEnc).toBeNull();
    await db.socialAccount.update({ where: { id: plain.account.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const partnerRefresh = decryptSecret(partner.account.refreshTokenEnc!);

    await runRefreshJob();
    const renewed = (await accountOf(partner.user.id, "linkedin"))!;
    expect(renewed.expiresAt!.getTime() - Date.now()).toBeGreaterThan(59 * 86400_000);
    expect(decryptSecret(renewed.accessTokenEnc)).not.toBe(decryptSecret(partner.account.accessTokenEnc));
    expect(decryptSecret(renewed.refreshTokenEnc!)).toBe(partnerRefresh);
    expect(tokenRequests("linkedin", "refresh_token", partnerRefresh)).toHaveLength(1);

    const ended = (await accountOf(plain.user.id, "linkedin"))!;
    expect(ended.isExpired).toBe(true);
    expect(ended.lastRefreshError).toBe("The LinkedIn access token ended and LinkedIn gave no way to renew it. Reconnect your LinkedIn account.");
  });
});

describe("the worker", () => {
  it("schedules refresh-tokens every TOKEN_REFRESH_INTERVAL_MS (10 minutes)", async () => {
    // Schedulers only (no queue consumed here): the in-process worker of this file runs the jobs.
    const handle = await startWorker({ queues: [], schedulers: true });
    const queue = getQueue("maintenance");
    try {
      const schedulers = await queue.getJobSchedulers();
      const refresh = schedulers.find((s) => s.key === TOKEN_REFRESH_SCHEDULER_ID);
      expect(refresh).toMatchObject({ name: "refresh-tokens", every: 600_000 });
    } finally {
      for (const id of [TOKEN_REFRESH_SCHEDULER_ID, SWEEPER_SCHEDULER_ID, HEARTBEAT_SCHEDULER_ID]) await queue.removeJobScheduler(id);
      await handle.close();
    }
  });
});
