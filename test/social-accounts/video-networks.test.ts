/**
 * Connecting TikTok and YouTube accounts through the real routes (REST auth/status/disconnect and
 * the OAuth callback route) against the contract fake, then publishing a small MP4 through the real
 * providers with a PublishRequest built from the stored account (posts to these networks are not
 * allowed by the post rules yet, so the publish pipeline is not involved), metrics, token refresh
 * (renewed, and marked expired when refused) and the networks' error mapping.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { decryptSecret, encryptSecret } from "@/server/lib/crypto";
import * as callbackRoute from "@/app/api/[network]/callback/route";
import { getConnector, getProvider } from "@/server/integrations/social";
import { PublishError, type PublishMedia, type PublishRequest } from "@/server/integrations/social/types";
import { toProviderAccount } from "@/server/services/accounts/connected";
import { refreshExpiringTokens } from "@/server/services/accounts/refresh";
import { mediaKeyFromUrl, readMedia } from "@/server/services/media/storage";
import { storeUpload } from "@/server/services/media/uploads";
import { FAKE_VIDEO_NETWORKS, SocialNetworkFake, type FakeVideoNetwork } from "../fakes/social-network";
import { connectAccount } from "../helpers/accounts";
import { BASE, rest, trpc } from "../helpers/api";
import { createUser } from "../helpers/users";

const fake = new SocialNetworkFake();
const savedEnv = { ...process.env };
let configured: Record<string, string> = {};

const LABEL: Record<FakeVideoNetwork, string> = { tiktok: "TikTok", youtube: "YouTube" };

type AuthBody = { success: boolean; authUrl: string; message?: string };
type StatusBody = {
  success: boolean;
  connected: boolean;
  account: { accountName: string; username: string | null; isExpired: boolean; connectedAt: string } | null;
};

/** A small but well-formed MP4: an `ftyp` box (brand isom) and an `mdat` box. */
function smallMp4(size = 4096): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypisom", "latin1"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2", "latin1"),
  ]);
  const payload = Buffer.alloc(size - ftyp.length - 8, 0x42);
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(payload.length + 8, 0);
  mdatHeader.write("mdat", 4, "latin1");
  return Buffer.concat([ftyp, mdatHeader, payload]);
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function startAuth(network: FakeVideoNetwork, token: string): Promise<URL> {
  // The spec: TikTok connects with GET, YouTube with POST.
  const res =
    network === "youtube"
      ? await rest<AuthBody>("POST", "/youtube/auth", { token, body: {} })
      : await rest<AuthBody>("GET", "/tiktok/auth", { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.success).toBe(true);
  return new URL(res.body.authUrl);
}

/** What the browser does when the network sends it back: GET our callback route. */
async function callback(network: string, url: URL) {
  const res = await callbackRoute.GET(new Request(url.toString()), { params: Promise.resolve({ network }) });
  const location = res.headers.get("location");
  return { status: res.status, location: location ? new URL(location) : null };
}

async function accountOf(userId: string, network: FakeVideoNetwork) {
  return db.socialAccount.findFirst({ where: { userId, platform: network } });
}

/** An MP4 stored like an upload, and a PublishRequest for the stored account. */
async function videoRequest(
  userId: string,
  network: FakeVideoNetwork,
  text: string,
  options: { title?: string; timeoutMs?: number; media?: PublishMedia[]; accessToken?: string } = {},
) {
  const bytes = smallMp4();
  const upload = await storeUpload(userId, bytes);
  expect(upload.mimeType).toBe("video/mp4");
  const key = mediaKeyFromUrl(upload.url)!;
  const account = await db.socialAccount.findFirstOrThrow({ where: { userId, platform: network } });
  const providerAccount = toProviderAccount(account);
  if (options.accessToken) providerAccount.accessToken = options.accessToken;
  const request: PublishRequest = {
    account: providerAccount,
    text,
    title: options.title,
    media: options.media ?? [{ url: upload.url, mimeType: upload.mimeType, read: async () => (await readMedia(key))! }],
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  };
  return { request, bytes };
}

async function publishFailure(network: FakeVideoNetwork, request: PublishRequest): Promise<PublishError> {
  try {
    await getProvider(network)!.publish(request);
  } catch (err) {
    expect(err).toBeInstanceOf(PublishError);
    return err as PublishError;
  }
  throw new Error("expected the publish to fail");
}

beforeAll(async () => {
  await fake.start();
  configured = { ...fake.envVars(), ...fake.oauthEnvVars(), TIKTOK_STATUS_POLL_MS: "20", NETWORK_TIMEOUT_MS: "5000" };
  Object.assign(process.env, configured);
  resetEnvForTests();
});

afterAll(async () => {
  await fake.stop();
  for (const key of Object.keys(configured)) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  resetEnvForTests();
});

beforeEach(() => {
  for (const n of FAKE_VIDEO_NETWORKS) {
    fake.setBehaviour(n, {
      denyAuthorization: false,
      failRefresh: false,
      rateLimit: null,
      tiktokProcessing: false,
      tiktokFailReason: null,
      youtubeQuotaExceeded: false,
    });
  }
});

describe.each(FAKE_VIDEO_NETWORKS)("%s", (network) => {
  const label = LABEL[network];

  it("connects, shows the status, publishes a video, reads metrics and disconnects", async () => {
    const { user, token } = await createUser();
    expect(await trpc({ token }).accounts[network].status.query()).toEqual({ success: true, connected: false, account: null });

    const authUrl = await startAuth(network, token);
    expect(authUrl.searchParams.get("redirect_uri")).toBe(`${BASE}/api/${network}/callback`);
    expect(authUrl.searchParams.get("code_challenge_method")).toBe("S256");
    if (network === "tiktok") {
      expect(authUrl.searchParams.get("client_key")).toBe("fake-tiktok-client-key");
      expect(authUrl.searchParams.get("scope")).toBe("user.info.basic,video.publish");
    } else {
      expect(authUrl.searchParams.get("scope")).toBe(
        "https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly",
      );
      expect(authUrl.searchParams.get("access_type")).toBe("offline");
      expect(authUrl.searchParams.get("prompt")).toBe("consent");
    }
    const back = await fake.consent(authUrl.toString());
    const res = await callback(network, back);
    expect(res.status).toBe(302);
    expect(res.location!.toString()).toBe(`${BASE}/accounts?success=${network}_connected`);

    // The PKCE verifier sent with the code matches the challenge of the consent request.
    const exchange = fake.requests(network).find((r) => (r.body as Record<string, string> | null)?.grant_type === "authorization_code")!;
    const verifier = (exchange.body as Record<string, string>).code_verifier!;
    expect(createHash("sha256").update(verifier).digest("base64url")).toBe(authUrl.searchParams.get("code_challenge"));

    // Tokens encrypted at rest, with their lifetimes.
    const issued = fake.issuedTokens(network).at(-1)!;
    const row = (await accountOf(user.id, network))!;
    expect(row.platformUserId).toBe(issued.account.platformUserId);
    expect(JSON.stringify(row)).not.toContain(issued.accessToken);
    expect(decryptSecret(row.accessTokenEnc)).toBe(issued.accessToken);
    expect(decryptSecret(row.refreshTokenEnc!)).toBe(issued.refreshToken);
    const life = row.expiresAt!.getTime() - Date.now();
    if (network === "tiktok") {
      expect(life).toBeGreaterThan(23 * 3600_000);
      expect(life).toBeLessThanOrEqual(24 * 3600_000);
      expect(row.refreshExpiresAt!.getTime() - Date.now()).toBeGreaterThan(364 * 86400_000);
      expect(row.scopes).toEqual(["user.info.basic", "video.publish"]);
    } else {
      expect(life).toBeGreaterThan(55 * 60_000);
      expect(life).toBeLessThanOrEqual(3600_000);
    }

    if (network === "tiktok") {
      // user.info.basic gives no username: it comes from the creator info of video.publish.
      expect(fake.requests("tiktok").find((r) => r.path === "/v2/user/info/")!.query.fields).toBe("open_id,display_name");
      expect(fake.requests("tiktok").some((r) => r.path === "/v2/post/publish/creator_info/query/")).toBe(true);
    }
    const status = await rest<StatusBody>("GET", `/${network}/status`, { token });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      success: true,
      connected: true,
      account: { accountName: issued.account.name, username: issued.account.username, isExpired: false },
    });

    // Publishing a video with the token the network issued.
    const text = `A short video for ${label} ${Date.now()} #ai`;
    const { request, bytes } = await videoRequest(user.id, network, text, { title: network === "youtube" ? "My first Short" : undefined });
    const published = await getProvider(network)!.publish(request);
    const posts = fake.posts(network);
    expect(posts).toHaveLength(1);
    const post = posts[0]!;
    expect(post.accountId).toBe(issued.account.platformUserId);
    expect(post.media[0]).toMatchObject({ size: bytes.length, sha256: sha256(bytes), mimeType: "video/mp4" });
    if (network === "tiktok") {
      expect(post).toMatchObject({ title: text, privacy: "SELF_ONLY" });
      // A private video has no public id: the publish id stands in, the URL is the profile.
      expect(published.platformPostId).toMatch(/^v_pub_file~v2-1\./);
      expect(published.platformPostUrl).toBe(`https://www.tiktok.com/@${issued.account.username}`);
      const init = fake.requests("tiktok").find((r) => r.path === "/v2/post/publish/video/init/")!;
      expect(init.body).toEqual({
        post_info: { title: text, privacy_level: "SELF_ONLY" },
        source_info: { source: "FILE_UPLOAD", video_size: bytes.length, chunk_size: bytes.length, total_chunk_count: 1 },
      });
      const upload = fake.requests("tiktok").find((r) => r.method === "PUT")!;
      expect(upload.headers["content-range"]).toBe(`bytes 0-${bytes.length - 1}/${bytes.length}`);
      expect(getProvider("tiktok")!.metrics).toBeUndefined();
    } else {
      expect(post).toMatchObject({ title: "My first Short", text, privacy: "private" });
      expect(published).toEqual({ platformPostId: post.id, platformPostUrl: `https://www.youtube.com/shorts/${post.id}` });
      const session = fake.requests("youtube").find((r) => r.method === "POST" && r.path === "/upload/youtube/v3/videos")!;
      expect(session.query).toMatchObject({ uploadType: "resumable", part: "snippet,status" });
      expect(session.body).toEqual({
        snippet: { title: "My first Short", description: text, categoryId: "22" },
        status: { privacyStatus: "private", selfDeclaredMadeForKids: false },
      });
      fake.setMetrics("youtube", post.id, { viewCount: 1234, likeCount: 56, commentCount: 7 });
      const metrics = await getProvider("youtube")!.metrics!({
        account: request.account,
        platformPostId: post.id,
        signal: AbortSignal.timeout(5000),
      });
      expect(metrics).toEqual({ impressions: 1234, clicks: 0, likes: 56, comments: 7, shares: 0 });
      expect(
        await getProvider("youtube")!.metrics!({ account: request.account, platformPostId: "gone", signal: AbortSignal.timeout(5000) }),
      ).toBeNull();
    }

    // Disconnect (POST for both): revoked at the network, the row gone.
    const gone = await rest<{ success: boolean; message: string }>("POST", `/${network}/disconnect`, { token });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ success: true, message: `${label} account disconnected.` });
    expect(await accountOf(user.id, network)).toBeNull();
    expect(fake.revokedTokens(network)).toEqual(expect.arrayContaining([issued.accessToken, issued.refreshToken]));
    expect(fake.acceptsToken(network, issued.accessToken)).toBe(false);
    expect((await rest<StatusBody>("GET", `/${network}/status`, { token })).body).toEqual({ success: true, connected: false, account: null });
  });

  it("reports a refused consent as <network>_auth_failed", async () => {
    const { user, token } = await createUser();
    fake.setBehaviour(network, { denyAuthorization: true });
    const back = await fake.consent((await startAuth(network, token)).toString());
    const res = await callback(network, back);
    expect(res.location!.pathname).toBe("/accounts");
    expect(res.location!.searchParams.get("error")).toBe(`${network}_auth_failed`);
    expect(await accountOf(user.id, network)).toBeNull();
  });

  it("renews tokens in their refresh window, and marks the account expired when the renewal is refused", async () => {
    const { user, token } = await createUser();
    const back = await fake.consent((await startAuth(network, token)).toString());
    expect((await callback(network, back)).location!.searchParams.get("success")).toBe(`${network}_connected`);
    const first = fake.issuedTokens(network).at(-1)!;
    const window = getConnector(network)!.refreshWindowMs;
    expect(window).toBe(network === "tiktok" ? 2 * 3600_000 : 10 * 60_000);

    const row = (await accountOf(user.id, network))!;
    await db.socialAccount.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() + window / 2) } });
    await refreshExpiringTokens();
    const renewed = (await accountOf(user.id, network))!;
    const second = fake.issuedTokens(network).at(-1)!;
    expect(second.grant).toBe("refresh");
    expect(decryptSecret(renewed.accessTokenEnc)).toBe(second.accessToken);
    expect(renewed.isExpired).toBe(false);
    expect(renewed.expiresAt!.getTime()).toBeGreaterThan(Date.now() + window);
    // TikTok hands out a new refresh token; Google keeps the one we hold.
    expect(decryptSecret(renewed.refreshTokenEnc!)).toBe(network === "tiktok" ? second.refreshToken : first.refreshToken);

    fake.setBehaviour(network, { failRefresh: true });
    await db.socialAccount.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() + window / 2) } });
    await refreshExpiringTokens();
    const expired = (await accountOf(user.id, network))!;
    expect(expired.isExpired).toBe(true);
    expect(expired.lastRefreshError).toMatch(
      new RegExp(`^Could not renew the access token: ${label} refused \\(invalid_grant.*Reconnect your ${label} account\\.$`),
    );
    const status = await rest<StatusBody>("GET", `/${network}/status`, { token });
    expect(status.body.account).toMatchObject({ isExpired: true });
  });
});

describe("TikTok", () => {
  it("refuses a code exchanged with the wrong PKCE verifier", async () => {
    const { user, token } = await createUser();
    const authUrl = await startAuth("tiktok", token);
    const state = authUrl.searchParams.get("state")!;
    await db.oAuthState.update({
      where: { id: state },
      data: { codeVerifier: encryptSecret("a-verifier-that-does-not-match-the-challenge-0123456789") },
    });
    const res = await callback("tiktok", await fake.consent(authUrl.toString()));
    expect(res.location!.searchParams.get("error")).toBe("tiktok_auth_failed");
    expect(res.location!.searchParams.get("details")).toMatch(/Code verifier or code challenge is invalid/);
    expect(await accountOf(user.id, "tiktok")).toBeNull();
  });

  it("links public videos by their id when configured to post publicly", async () => {
    process.env.TIKTOK_PRIVACY_LEVEL = "PUBLIC_TO_EVERYONE";
    resetEnvForTests();
    try {
      const { user } = await createUser();
      const account = await connectAccount(fake, user.id, "tiktok");
      const { request } = await videoRequest(user.id, "tiktok", "Public video");
      const published = await getProvider("tiktok")!.publish(request);
      const post = fake.posts("tiktok").find((p) => p.accountId === account.platformUserId)!;
      expect(post.privacy).toBe("PUBLIC_TO_EVERYONE");
      expect(published).toEqual({ platformPostId: post.id, platformPostUrl: `https://www.tiktok.com/@${account.username}/video/${post.id}` });
      expect(post.id).toMatch(/^\d+$/);
    } finally {
      delete process.env.TIKTOK_PRIVACY_LEVEL;
      resetEnvForTests();
    }
  });

  it("maps its errors: invalid token, rate limit, FAILED, still processing, not a video", async () => {
    const { user } = await createUser();
    await connectAccount(fake, user.id, "tiktok");
    const before = fake.posts("tiktok").length;

    const invalid = await publishFailure("tiktok", (await videoRequest(user.id, "tiktok", "x", { accessToken: "not-a-token" })).request);
    expect(invalid.kind).toBe("permanent");
    expect(invalid.message).toMatch(/^Reconnect your TikTok account/);

    fake.setBehaviour("tiktok", { rateLimit: { retryAfterSeconds: 7, calls: 1 } });
    const limited = await publishFailure("tiktok", (await videoRequest(user.id, "tiktok", "x")).request);
    expect(limited.kind).toBe("transient");
    expect(limited.retryAfterMs).toBe(7000);

    fake.setBehaviour("tiktok", { tiktokFailReason: "file_format_check_failed" });
    const failed = await publishFailure("tiktok", (await videoRequest(user.id, "tiktok", "x")).request);
    expect(failed.kind).toBe("permanent");
    expect(failed.message).toBe("TikTok could not publish the video: file_format_check_failed.");

    fake.setBehaviour("tiktok", { tiktokFailReason: null, tiktokProcessing: true });
    const pending = await publishFailure("tiktok", (await videoRequest(user.id, "tiktok", "x", { timeoutMs: 400 })).request);
    expect(pending.kind).toBe("unknown");

    const image: PublishMedia = { url: "https://example.com/a.png", mimeType: "image/png", read: async () => Buffer.from("png") };
    const notVideo = await publishFailure("tiktok", (await videoRequest(user.id, "tiktok", "x", { media: [image] })).request);
    expect(notVideo).toMatchObject({ kind: "permanent", message: "TikTok needs a video." });
    expect(fake.posts("tiktok")).toHaveLength(before);
  });
});

describe("YouTube", () => {
  it("maps its errors: quota exceeded is transient, an invalid token asks to reconnect", async () => {
    const { user } = await createUser();
    await connectAccount(fake, user.id, "youtube");
    const before = fake.posts("youtube").length;

    fake.setBehaviour("youtube", { youtubeQuotaExceeded: true });
    const quota = await publishFailure("youtube", (await videoRequest(user.id, "youtube", "Over quota")).request);
    expect(quota.kind).toBe("transient");
    expect(quota.message).toBe("YouTube's daily API quota is used up (quotaExceeded); will retry later.");
    fake.setBehaviour("youtube", { youtubeQuotaExceeded: false });

    const invalid = await publishFailure("youtube", (await videoRequest(user.id, "youtube", "x", { accessToken: "not-a-token" })).request);
    expect(invalid.kind).toBe("permanent");
    expect(invalid.message).toMatch(/^Reconnect your YouTube account/);

    // The title falls back to the text's first 100 characters.
    const long = "L".repeat(150);
    const ok = await getProvider("youtube")!.publish((await videoRequest(user.id, "youtube", long)).request);
    const post = fake.posts("youtube").find((p) => p.id === ok.platformPostId)!;
    expect(post.title).toBe("L".repeat(100));
    expect(fake.posts("youtube")).toHaveLength(before + 1);
  });
});
