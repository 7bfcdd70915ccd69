/**
 * Instagram and Facebook Pages end to end through our routes, the OAuth callback route, the
 * publishing pipeline (in-process worker) and the refresh job, against the contract fakes:
 * connect → status → publish → insights → disconnect; a member with two Pages choosing one;
 * renewals that work and fail; a crash between the publish call and its answer, reconciled.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { decryptSecret, encryptSecret } from "@/server/lib/crypto";
import { refreshExpiringTokens } from "@/server/services/accounts/refresh";
import { refreshInsights } from "@/server/services/insights/insights";
import * as callbackRoute from "@/app/api/[network]/callback/route";
import { FacebookFake } from "../fakes/networks/facebook";
import { InstagramFake } from "../fakes/networks/instagram";
import { BASE, rest } from "../helpers/api";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";
import { teamWithMembers } from "../workspaces/team";

const ig = new InstagramFake();
const fb = new FacebookFake();
let worker: Awaited<ReturnType<typeof startTestWorker>>;
const savedEnv = { ...process.env };
let configured: Record<string, string> = {};

type StatusBody = {
  success: boolean;
  connected: boolean;
  pendingChoice?: boolean;
  account: { accountName: string; username: string | null; isExpired: boolean } | null;
};
type PublishBody = {
  success: boolean;
  message: string;
  results: { platform: string; status: string; error: string | null }[];
  post: { id: string; status: string };
};

async function callback(network: string, url: URL) {
  const res = await callbackRoute.GET(new Request(url.toString()), { params: Promise.resolve({ network }) });
  return new URL(res.headers.get("location")!);
}

async function connect(network: "instagram" | "facebook", token: string, headers: Record<string, string> = {}) {
  const auth = await rest<{ success: boolean; authUrl: string }>("GET", `/${network}/auth`, { token, headers });
  expect(auth.status, JSON.stringify(auth.body)).toBe(200);
  const authUrl = new URL(auth.body.authUrl);
  expect(authUrl.searchParams.get("redirect_uri")).toBe(`${BASE}/api/${network}/callback`);
  const back = await (network === "instagram" ? ig : fb).consent(authUrl.toString());
  return { authUrl, location: await callback(network, back) };
}

/** An image this user uploaded (the pipeline publishes it at APP_URL/api/media/<key>). */
async function uploadedImage(userId: string): Promise<string> {
  const key = `${randomUUID()}.jpg`;
  await db.mediaAsset.create({
    data: { userId, kind: "image", source: "upload", status: "completed", mimeType: "image/jpeg", storageKey: key, url: `/api/media/${key}` },
  });
  return key;
}

const account = (userId: string, platform: string) => db.socialAccount.findFirst({ where: { userId, platform } });

beforeAll(async () => {
  await Promise.all([ig.start(), fb.start()]);
  configured = { ...ig.envVars(), ...fb.envVars() };
  worker = await startTestWorker("meta", { ...configured, PUBLISH_ATTEMPTS: "2", PUBLISH_RETRY_DELAY_MS: "100", NETWORK_TIMEOUT_MS: "2000" });
});

afterAll(async () => {
  await worker?.stop();
  await Promise.all([ig.stop(), fb.stop()]);
  for (const key of [...Object.keys(configured), "PUBLISH_ATTEMPTS", "PUBLISH_RETRY_DELAY_MS", "NETWORK_TIMEOUT_MS"]) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  resetEnvForTests();
});

beforeEach(() => {
  ig.reset();
  fb.reset();
});

describe("Instagram", () => {
  it("connects a professional account, refuses a post without media, publishes an image, reads insights and disconnects", async () => {
    const { user, token } = await createUser();
    ig.registerAccount({ id: "17841400000000077", username: "bakery.daily", name: "Bakery Daily" });
    const { authUrl, location } = await connect("instagram", token);
    expect(authUrl.searchParams.get("scope")).toBe("instagram_business_basic,instagram_business_content_publish,instagram_business_manage_insights");
    expect(`${location.pathname}${location.search}`).toBe("/accounts?success=instagram_connected");

    const row = (await account(user.id, "instagram"))!;
    expect(row).toMatchObject({ platformUserId: "17841400000000077", accountName: "Bakery Daily", username: "bakery.daily", refreshTokenEnc: null });
    const longLived = decryptSecret(row.accessTokenEnc);
    expect(ig.tokens.get(longLived)?.kind).toBe("long");
    expect(JSON.stringify(row)).not.toContain(longLived);
    expect(row.expiresAt!.getTime() - Date.now()).toBeGreaterThan(59 * 86400_000);
    const status = await rest<StatusBody>("GET", "/instagram/status", { token });
    expect(status.body).toMatchObject({
      success: true,
      connected: true,
      account: { accountName: "Bakery Daily", username: "bakery.daily", isExpired: false },
    });

    const textOnly = await rest<{ success: boolean; message: string }>("POST", "/posts/publish", {
      token,
      body: { content: "Just words", platforms: ["instagram"] },
    });
    expect(textOnly.status).toBe(400);
    expect(textOnly.body.message).toBe("Instagram needs an image or a video: add one, or unselect it.");
    expect(ig.requests.filter((r) => r.path.endsWith("/media"))).toHaveLength(0);

    const key = await uploadedImage(user.id);
    const published = await rest<PublishBody>("POST", "/posts/publish", {
      token,
      body: { content: "Sourdough is back", platforms: ["instagram"], mediaUrls: [key] },
    });
    expect(published.body.results, JSON.stringify(published.body)).toEqual([expect.objectContaining({ platform: "instagram", status: "published" })]);
    const [post] = ig.livePosts();
    expect(post).toMatchObject({ accountId: "17841400000000077", text: "Sourdough is back", kind: "IMAGE" });
    expect(post!.media[0]!.url).toBe(`${process.env.APP_URL?.replace(/\/$/, "") ?? BASE}/api/media/${key}`);

    ig.setInsights(post!.id, { views: 500, likes: 25, comments: 5, shares: 2 });
    await refreshInsights(user.id);
    const insight = await db.postInsight.findFirst({ where: { postId: published.body.post.id, platform: "instagram" } });
    expect(insight).toMatchObject({ impressions: 500, likes: 25, comments: 5, shares: 2, engagementRate: (32 / 500) * 100 });

    const gone = await rest<{ success: boolean; message: string }>("POST", "/instagram/disconnect", { token });
    expect(gone.body).toEqual({ success: true, message: "Instagram account disconnected." });
    expect((await rest<StatusBody>("GET", "/instagram/status", { token })).body).toEqual({ success: true, connected: false, account: null });
  });

  it("renews a token near its end; a renewal refused marks the account once and publishing says so without calling Instagram", async () => {
    const { user, token } = await createUser();
    const old = ig.registerAccount({ id: "17841400000000088", username: "soon.expiring" });
    const row = await db.socialAccount.create({
      data: {
        userId: user.id,
        platform: "instagram",
        platformUserId: "17841400000000088",
        accountName: "Soon",
        username: "soon.expiring",
        accessTokenEnc: encryptSecret(old),
        expiresAt: new Date(Date.now() + 2 * 86400_000),
      },
    });
    await refreshExpiringTokens();
    const renewed = (await db.socialAccount.findUniqueOrThrow({ where: { id: row.id } }))!;
    expect(decryptSecret(renewed.accessTokenEnc)).not.toBe(old);
    expect(renewed.expiresAt!.getTime() - Date.now()).toBeGreaterThan(59 * 86400_000);

    await db.socialAccount.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() + 86400_000) } });
    ig.setBehaviour({ failRefresh: true });
    await refreshExpiringTokens();
    await refreshExpiringTokens();
    const expired = await db.socialAccount.findUniqueOrThrow({ where: { id: row.id } });
    expect(expired.isExpired).toBe(true);
    expect(expired.lastRefreshError).toMatch(/Reconnect your Instagram account\.$/);
    expect(ig.requests.filter((r) => r.path === "/refresh_access_token")).toHaveLength(2);
    expect((await rest<StatusBody>("GET", "/instagram/status", { token })).body.account?.isExpired).toBe(true);

    const key = await uploadedImage(user.id);
    const refused = await rest<{ success: boolean; message: string }>("POST", "/posts/publish", {
      token,
      body: { content: "Will not go", platforms: ["instagram"], mediaUrls: [key] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/connect these platforms first: Instagram/);
    expect(ig.requests.filter((r) => r.path.includes("/media"))).toHaveLength(0);
  });
});

describe("Facebook Pages", () => {
  it("lets a member with two Pages choose one, posts as that Page and revokes on disconnect", async () => {
    const { user, token } = await createUser();
    fb.registerUser({
      id: "5550001",
      name: "Ana Owner",
      pages: [
        { id: "104000000000011", name: "Ana's Bakery" },
        { id: "104000000000022", name: "Ana's Cafe", username: "anascafe" },
      ],
    });
    fb.pageListSize = 1; // Pages come one per page of /me/accounts: paging is followed
    const { authUrl, location } = await connect("facebook", token);
    expect(authUrl.pathname).toBe("/v23.0/dialog/oauth");
    expect(authUrl.searchParams.get("scope")).toBe("pages_show_list,pages_manage_posts,pages_read_engagement,read_insights");
    expect(`${location.pathname}${location.search}`).toBe("/accounts?choose=facebook");

    expect((await rest<StatusBody>("GET", "/facebook/status", { token })).body).toEqual({
      success: true,
      connected: false,
      account: null,
      pendingChoice: true,
    });
    const pending = await account(user.id, "facebook");
    expect(JSON.stringify(pending)).not.toMatch(/EAAG/);
    const notYet = await rest<{ message: string }>("POST", "/posts/publish", { token, body: { content: "Too early", platforms: ["facebook"] } });
    expect(notYet.status).toBe(400);

    const pages = await rest<{ success: boolean; pages: { id: string; name: string }[] }>("GET", "/facebook/pages", { token });
    expect(pages.body).toEqual({
      success: true,
      pages: [
        { id: "104000000000011", name: "Ana's Bakery", username: null },
        { id: "104000000000022", name: "Ana's Cafe", username: "anascafe" },
      ],
    });
    const wrong = await rest<{ message: string }>("POST", "/facebook/pages/select", { token, body: { pageId: "999" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("That Facebook Page is not one you can connect.");

    const chosen = await rest<{ success: boolean; message: string }>("POST", "/facebook/pages/select", {
      token,
      body: { pageId: "104000000000022" },
    });
    expect(chosen.body).toEqual({ success: true, message: "Facebook Page Ana's Cafe connected.", accountName: "Ana's Cafe" });
    expect((await rest<StatusBody>("GET", "/facebook/status", { token })).body).toMatchObject({
      connected: true,
      account: { accountName: "Ana's Cafe", username: "anascafe", isExpired: false },
    });
    const row = (await account(user.id, "facebook"))!;
    expect(row).toMatchObject({ platformUserId: "104000000000022", isActive: true, expiresAt: null, metadata: null });
    const pageToken = decryptSecret(row.accessTokenEnc);
    expect(fb.tokens.get(pageToken)).toMatchObject({ accountId: "104000000000022", kind: "page", expiresAt: null });
    const userToken = decryptSecret(row.refreshTokenEnc!);
    expect(fb.tokens.get(userToken)).toMatchObject({ accountId: "5550001", kind: "long" });
    expect((await rest<{ pages: unknown[] }>("GET", "/facebook/pages", { token })).body.pages).toEqual([]);

    const published = await rest<PublishBody>("POST", "/posts/publish", { token, body: { content: "Open on Sunday", platforms: ["facebook"] } });
    expect(published.body.results).toEqual([expect.objectContaining({ platform: "facebook", status: "published" })]);
    expect(fb.livePosts()).toEqual([expect.objectContaining({ accountId: "104000000000022", text: "Open on Sunday", kind: "status" })]);

    expect((await rest<{ message: string }>("POST", "/facebook/pages/select", { token, body: { pageId: "104000000000011" } })).body.message).toBe(
      "There is no Facebook Page to choose: connect Facebook first.",
    );
    const gone = await rest<{ success: boolean; message: string }>("POST", "/facebook/disconnect", { token });
    expect(gone.body).toEqual({ success: true, message: "Facebook account disconnected." });
    expect(fb.revokedTokens()).toEqual(expect.arrayContaining([userToken, pageToken]));
    expect(await account(user.id, "facebook")).toBeNull();
  });

  it("connects the only Page at once, and reports a member with no Page as facebook_auth_failed", async () => {
    const { user, token } = await createUser();
    fb.registerUser({ id: "5550002", name: "Solo", pages: [{ id: "104000000000033", name: "Solo Shop" }] });
    const { location } = await connect("facebook", token);
    expect(`${location.pathname}${location.search}`).toBe("/accounts?success=facebook_connected");
    expect(await account(user.id, "facebook")).toMatchObject({ platformUserId: "104000000000033", accountName: "Solo Shop", isActive: true });

    fb.reset();
    const other = await createUser();
    fb.registerUser({ id: "5550003", name: "Nobody", pages: [{ id: "104000000000044", name: "Read only", tasks: ["ANALYZE"] }] });
    const refused = await connect("facebook", other.token);
    expect(refused.location.searchParams.get("error")).toBe("facebook_auth_failed");
    expect(refused.location.searchParams.get("details")).toMatch(/^No Facebook Page you can post to/);
    expect(await account(other.user.id, "facebook")).toBeNull();
  });

  it("after a crash between the publish call and its answer, finds the post on the Page instead of posting twice", async () => {
    const { user, token } = await createUser();
    const pageToken = fb.registerPageToken({ id: "104000000000055", name: "Crashy" });
    await db.socialAccount.create({
      data: {
        userId: user.id,
        platform: "facebook",
        platformUserId: "104000000000055",
        accountName: "Crashy",
        accessTokenEnc: encryptSecret(pageToken),
      },
    });
    fb.setBehaviour({ createThenHang: true });
    const published = await rest<PublishBody>("POST", "/posts/publish", { token, body: { content: "Exactly once", platforms: ["facebook"] } });
    expect(published.body.results, JSON.stringify(published.body)).toEqual([expect.objectContaining({ platform: "facebook", status: "published" })]);
    expect(fb.livePosts().filter((p) => p.text === "Exactly once")).toHaveLength(1);
    const log = await db.publishLog.findFirstOrThrow({ where: { postId: published.body.post.id } });
    expect(log.platformPostId).toBe(fb.livePosts()[0]!.id);
    expect(fb.requests.some((r) => r.path.endsWith("/published_posts"))).toBe(true);
  });
});

describe("a workspace's own Meta app (issue 26)", () => {
  /** A team whose admin saved its own app for the network; the fake knows that app too. */
  async function teamWithOwnApp(network: "facebook" | "instagram") {
    const team = await teamWithMembers();
    const app = { id: `88800${network === "facebook" ? 1 : 2}0000777`, secret: `${network}-secret-of-the-brand-99IJ` };
    (network === "facebook" ? fb : ig).addApp(app);
    const saved = await rest("PUT", `/workspaces/current/network-apps/${network}`, {
      token: team.owner.token,
      headers: team.inTeam,
      body: { clientId: app.id, clientSecret: app.secret },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return { team, app };
  }

  it("Facebook: the dialog, the code exchange and the long-lived exchange use the workspace's app", async () => {
    const { team, app } = await teamWithOwnApp("facebook");
    fb.registerUser({ id: "5550099", name: "Brand Owner", pages: [{ id: "104000000000099", name: "The Brand" }] });
    const { authUrl, location } = await connect("facebook", team.owner.token, team.inTeam);
    expect(authUrl.searchParams.get("client_id")).toBe(app.id);
    expect(`${location.pathname}${location.search}`).toBe("/accounts?success=facebook_connected");
    const exchanges = fb.requests.filter((r) => r.path.endsWith("/oauth/access_token"));
    expect(exchanges.length).toBeGreaterThan(0);
    expect(new Set(exchanges.map((r) => r.params.client_id))).toEqual(new Set([app.id]));
    const row = await db.socialAccount.findFirstOrThrow({ where: { workspaceId: team.workspace.id, platform: "facebook" } });
    expect(row.appClientId).toBe(app.id);
    // The personal workspace keeps the server's app.
    const personal = await connect("facebook", team.owner.token);
    expect(personal.authUrl.searchParams.get("client_id")).toBe(configured.FACEBOOK_APP_ID);
  });

  it("Instagram: the authorization, the code and long-lived exchanges and renewals stay with the workspace's app", async () => {
    const { team, app } = await teamWithOwnApp("instagram");
    ig.registerAccount({ id: "17841400000000099", username: "the.brand" });
    const { authUrl, location } = await connect("instagram", team.owner.token, team.inTeam);
    expect(authUrl.searchParams.get("client_id")).toBe(app.id);
    expect(`${location.pathname}${location.search}`).toBe("/accounts?success=instagram_connected");
    const codeCalls = ig.requests.filter((r) => r.path === "/oauth/access_token");
    expect(codeCalls.map((r) => r.params.client_id)).toEqual([app.id]);
    const row = await db.socialAccount.findFirstOrThrow({ where: { workspaceId: team.workspace.id, platform: "instagram" } });
    expect(row.appClientId).toBe(app.id);
    expect(ig.tokens.get(decryptSecret(row.accessTokenEnc))).toMatchObject({ kind: "long", appId: app.id });

    await db.socialAccount.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() + 2 * 86400_000) } });
    await refreshExpiringTokens();
    const renewed = await db.socialAccount.findUniqueOrThrow({ where: { id: row.id } });
    expect(decryptSecret(renewed.accessTokenEnc)).not.toBe(decryptSecret(row.accessTokenEnc));
    expect(ig.tokens.get(decryptSecret(renewed.accessTokenEnc))).toMatchObject({ kind: "long", appId: app.id });
    expect(renewed).toMatchObject({ isExpired: false, lastRefreshError: null });
  });
});
