/**
 * Bluesky and Mastodon through the real routes and clients, against their contract fakes reached
 * under made-up public host names (guardedFetch's test hooks; the SSRF check still runs):
 * connect → status → publish (text, image, video where supported) → insights → disconnect;
 * revoked and expired sessions; a post made while its answer was lost, then reconciliation; a
 * Mastodon instance with its own 1,000-character limit; member-named private addresses refused.
 */
import net from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "@/env";
import * as callbackRoute from "@/app/api/[network]/callback/route";
import { POST as upload } from "@/app/api/media/upload/route";
import { GET as openApiDocument } from "@/app/api/openapi.json/route";
import { db } from "@/server/db";
import { decryptSecret } from "@/server/lib/crypto";
import { setGuardedFetchHooks, type GuardedFetchHooks } from "@/server/lib/guarded-fetch";
import { ROUTED_TEST_ADDRESS } from "@/server/lib/test-routing";
import { CONNECT_RATE_LIMIT_BUCKETS, MEMBER_HOST_CONNECT_LIMITS } from "@/server/services/accounts/federated";
import { clearRateLimit } from "@/server/services/rate-limit";
import { refreshExpiringTokens } from "@/server/services/accounts/refresh";
import { refreshInsights } from "@/server/services/insights/insights";
import { BlueskyFake } from "../fakes/networks/bluesky";
import { MastodonFake } from "../fakes/networks/mastodon";
import { BASE, rest, trpc } from "../helpers/api";
import { PRIVATE_HOST_SPELLINGS } from "../helpers/private-addresses";
import { createUser } from "../helpers/users";
import { startTestWorker } from "../helpers/worker";
import { waitFor } from "../worker/helpers";
import { enqueuePublish } from "@/server/services/publishing/scheduler";

const bluesky = new BlueskyFake("pds.bsky.fake.test");
const mastodon = new MastodonFake();
const SOCIAL = "social.fake.test";
const BIG = "big.fake.test";
const savedEnv = { ...process.env };
let worker: Awaited<ReturnType<typeof startTestWorker>>;
const ENV = { NETWORK_TIMEOUT_MS: "3000", PUBLISH_ATTEMPTS: "1", PUBLISH_RETRY_DELAY_MS: "100" };

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
/** A PNG whose header says width × height (signature and IHDR: what a header reader looks at). */
function pngOf(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write("IHDR", 4, "latin1");
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16); // bit depth
  ihdr.writeUInt8(2, 17); // truecolour
  return Buffer.concat([PNG.subarray(0, 8), ihdr, Buffer.alloc(32, 7)]);
}

/** An MP4 with a sound track (0 × 0) and then a video track of width × height, as tkhd boxes say. */
function mp4Of(width: number, height: number): Buffer {
  const box = (type: string, ...children: Buffer[]) => {
    const body = Buffer.concat(children);
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length + 8, 0);
    head.write(type, 4, "latin1");
    return Buffer.concat([head, body]);
  };
  const tkhd = (w: number, h: number) => {
    const body = Buffer.alloc(84);
    body.writeUInt32BE(w * 65536, 76);
    body.writeUInt32BE(h * 65536, 80);
    return box("tkhd", body);
  };
  return Buffer.concat([
    box("ftyp", Buffer.from("isom"), Buffer.alloc(4)),
    box("moov", box("trak", tkhd(0, 0)), box("trak", tkhd(width, height))),
    Buffer.from(`clip ${Date.now()}`),
  ]);
}

const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(64, 3)]);

type StatusBody = { success: boolean; connected: boolean; account: { accountName: string; username: string | null; isExpired: boolean } | null };
type PublishBody = {
  success: boolean;
  message: string;
  results: { platform: string; status: string; error: string | null; platformPostUrl?: string | null }[];
  post: { id: string };
};

async function uploadMedia(bytes: Buffer, name: string, token: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const res = await upload(new Request(`${BASE}/api/media/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } }));
  const body = (await res.json()) as { data: { url: string } };
  return body.data.url;
}

async function publish(token: string, content: string, platforms: string[], mediaUrls: string[] = []) {
  return rest<PublishBody>("POST", "/posts/publish", { token, body: { content, platforms, mediaUrls } });
}

/** Public-looking hosts that do not answer as a server should: routed by the hooks below. */
const UNREACHABLE = {
  /** Routed to the Mastodon fake, which knows no such instance (every registration is refused, so every connect reaches it). */
  notMastodon: "not-mastodon.fake.test",
  /** Its port refuses connections. */
  closed: "closed.fake.test",
  /** Accepts connections and never answers. */
  silent: "silent.fake.test",
  /** No such name. */
  unknown: "no-such-host.fake.test",
};
let closedPort = 0;
const silentServer = net.createServer(() => undefined);
const silentSockets = new Set<net.Socket>();
silentServer.on("connection", (socket) => {
  silentSockets.add(socket);
  socket.on("close", () => silentSockets.delete(socket));
});

/** Both fakes' hosts and UNREACHABLE's; anything else resolves to 127.0.0.1, which the SSRF check must refuse. */
function hooks(): GuardedFetchHooks {
  const b = bluesky.hooks();
  const m = mastodon.hooks();
  return {
    resolve: async (host) => {
      if (host === UNREACHABLE.unknown) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
      if (host === UNREACHABLE.notMastodon || host === UNREACHABLE.closed || host === UNREACHABLE.silent) return [ROUTED_TEST_ADDRESS];
      return host === bluesky.host || host === bluesky.videoHost ? b.resolve!(host) : m.resolve!(host);
    },
    connect: (address, port, host) => {
      if (host === UNREACHABLE.notMastodon) return net.connect(mastodon.port, "127.0.0.1");
      if (host === UNREACHABLE.closed) return net.connect(closedPort, "127.0.0.1");
      if (host === UNREACHABLE.silent) return net.connect((silentServer.address() as net.AddressInfo).port, "127.0.0.1");
      return host === bluesky.host || host === bluesky.videoHost ? b.connect!(address, port, host) : m.connect!(address, port, host);
    },
  };
}

/** The default source address of the test helpers: its connect allowance is reset before each test. */
const DEFAULT_SOURCE = "203.0.113.7";
async function freshConnectAllowance(userId?: string, source = DEFAULT_SOURCE) {
  await clearRateLimit(CONNECT_RATE_LIMIT_BUCKETS.perSource, source);
  if (userId) await clearRateLimit(CONNECT_RATE_LIMIT_BUCKETS.perMember, userId);
}

beforeAll(async () => {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  closedPort = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  await new Promise<void>((resolve) => silentServer.listen(0, "127.0.0.1", resolve));
  await bluesky.start();
  await mastodon.start();
  mastodon.addInstance(SOCIAL);
  mastodon.addInstance(BIG, { maxCharacters: 1000, v2: false });
  setGuardedFetchHooks(hooks());
  worker = await startTestWorker("federated", {
    BLUESKY_SERVICE_URL: bluesky.serviceUrl,
    BLUESKY_VIDEO_SERVICE_URL: bluesky.videoServiceUrl,
    ...ENV,
  });
});

afterAll(async () => {
  await worker?.stop();
  setGuardedFetchHooks(null);
  await bluesky.stop();
  await mastodon.stop();
  for (const socket of silentSockets) socket.destroy();
  await new Promise<void>((resolve) => silentServer.close(() => resolve()));
  for (const key of ["BLUESKY_SERVICE_URL", "BLUESKY_VIDEO_SERVICE_URL", ...Object.keys(ENV)]) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  resetEnvForTests();
});

beforeEach(async () => {
  bluesky.behaviour = {};
  mastodon.behaviour = {};
  await freshConnectAllowance();
});

describe("the REST door", () => {
  it("documents the Bluesky and Mastodon routes in the OpenAPI document", async () => {
    const doc = (await (await openApiDocument()).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const network of ["bluesky", "mastodon"]) {
      expect(Object.keys(doc.paths[`/api/${network}/auth`] ?? doc.paths[`/${network}/auth`] ?? {}), network).toContain("post");
      expect(Object.keys(doc.paths[`/api/${network}/status`] ?? doc.paths[`/${network}/status`] ?? {}), network).toContain("get");
      expect(Object.keys(doc.paths[`/api/${network}/disconnect`] ?? doc.paths[`/${network}/disconnect`] ?? {}), network).toContain("post");
    }
  });
});

// ─── Bluesky ───────────────────────────────────────────────────────────────────

let handleSeq = 0;
function blueskyAccount() {
  handleSeq += 1;
  return bluesky.addAccount({
    handle: `member${handleSeq}-${Date.now()}.bsky.fake.test`,
    appPassword: "abcd-efgh-ijkl-mnop",
    displayName: `Member ${handleSeq}`,
  });
}

async function connectBluesky(token: string, account: { handle: string; appPassword: string }) {
  return rest<{ success: boolean; message: string; account?: { accountName: string; username: string | null } }>("POST", "/bluesky/auth", {
    token,
    body: { identifier: `@${account.handle}`, appPassword: account.appPassword },
  });
}

/** A post that came due while the worker was down, queued as the sweeper queues it. */
async function duePost(userId: string, content: string) {
  const post = await db.post.create({
    data: { userId, content, platforms: ["bluesky"], status: "scheduled", scheduledAt: new Date(Date.now() - 60_000), publishAttempt: 1 },
  });
  await enqueuePublish(post);
  return post;
}

async function settledPost(postId: string) {
  return waitFor(
    `post ${postId} to settle`,
    async () => {
      const post = await db.post.findUniqueOrThrow({ where: { id: postId }, include: { publishLogs: true } });
      return post.status === "published" || post.status === "failed" ? post : null;
    },
    { timeoutMs: 20_000 },
  );
}

describe("Bluesky", () => {
  it("connects with an app password, publishes text with facets and an image, reads insights and disconnects", async () => {
    const { user, token } = await createUser();
    const account = blueskyAccount();
    const friend = bluesky.addAccount({ handle: `friend-${Date.now()}.bsky.fake.test`, appPassword: "zzzz-zzzz-zzzz-zzzz" });

    const wrong = await rest<{ success: boolean; message: string }>("POST", "/bluesky/auth", {
      token,
      body: { identifier: account.handle, appPassword: "nope-nope-nope-nope" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/did not accept this handle and app password/);

    const connected = await connectBluesky(token, account);
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    expect(connected.body).toMatchObject({
      success: true,
      message: "Bluesky account connected.",
      account: { accountName: account.displayName, username: account.handle },
    });
    // The app password and the session are stored encrypted, never returned.
    const row = await db.socialAccount.findFirstOrThrow({ where: { userId: user.id, platform: "bluesky" } });
    expect(JSON.stringify(row)).not.toContain(account.appPassword);
    expect(decryptSecret((row.metadata as { appPasswordEnc: string }).appPasswordEnc)).toBe(account.appPassword);
    expect(row.platformUserId).toBe(account.did);
    expect(row.expiresAt!.getTime() - Date.now()).toBeGreaterThan(3600_000);
    expect(JSON.stringify(connected.body)).not.toContain(account.appPassword);

    const status = await rest<StatusBody>("GET", "/bluesky/status", { token });
    expect(status.body).toMatchObject({ success: true, connected: true, account: { username: account.handle, isExpired: false } });

    // Links, mentions and hashtags as facets on UTF-8 byte offsets (the emoji and é take several bytes).
    const content = `Café ☕ launch: https://example.com/notes?a=1. Thanks @${friend.handle}! #buildinpublic ${Date.now()}`;
    const image = await uploadMedia(PNG, "photo.png", token);
    const res = await publish(token, content, ["bluesky"], [image]);
    expect(res.body.results, JSON.stringify(res.body)).toEqual([expect.objectContaining({ platform: "bluesky", status: "published" })]);
    const [post] = bluesky.posts(account.did).filter((p) => p.value.text === content);
    expect(post).toBeDefined();
    const bytes = Buffer.from(content, "utf8");
    const spans = post!.value.facets!.map((f) => [bytes.subarray(f.index.byteStart, f.index.byteEnd).toString("utf8"), f.features[0]!]);
    expect(spans).toEqual([
      ["https://example.com/notes?a=1", { $type: "app.bsky.richtext.facet#link", uri: "https://example.com/notes?a=1" }],
      [`@${friend.handle}`, { $type: "app.bsky.richtext.facet#mention", did: friend.did }],
      ["#buildinpublic", { $type: "app.bsky.richtext.facet#tag", tag: "buildinpublic" }],
    ]);
    expect(post!.value.embed).toMatchObject({ $type: "app.bsky.embed.images", images: [{ alt: "" }] });
    const log = await db.publishLog.findFirstOrThrow({ where: { postId: res.body.post.id, platform: "bluesky" } });
    expect(log.platformPostId).toBe(post!.uri);
    expect(log.platformPostUrl).toBe(`https://bsky.app/profile/${account.handle}/post/${post!.rkey}`);

    // Insights: likes, replies, reposts + quotes (Bluesky reports no impressions).
    bluesky.setMetrics(post!.uri, { likeCount: 7, replyCount: 2, repostCount: 3, quoteCount: 1 });
    await refreshInsights(user.id);
    const insight = await db.postInsight.findUniqueOrThrow({ where: { postId_platform: { postId: res.body.post.id, platform: "bluesky" } } });
    expect(insight).toMatchObject({ likes: 7, comments: 2, shares: 4, impressions: 0 });

    // A video goes through the video service (created → encoding → completed), then into the record.
    bluesky.behaviour.videoProcessingPolls = 2;
    const video = await uploadMedia(MP4, "clip.mp4", token);
    const videoText = `A video ${Date.now()}`;
    const withVideo = await publish(token, videoText, ["bluesky"], [video]);
    expect(withVideo.body.results[0], JSON.stringify(withVideo.body)).toMatchObject({ status: "published" });
    const videoPost = bluesky.posts(account.did).find((p) => p.value.text === videoText);
    expect(videoPost?.value.embed).toMatchObject({
      $type: "app.bsky.embed.video",
      video: { $type: "blob", mimeType: "video/mp4", size: MP4.length },
    });
    expect(bluesky.requests.filter((r) => r.nsid === "app.bsky.video.getJobStatus").length).toBeGreaterThanOrEqual(3);
    // A video with images is refused before anything is uploaded.
    const mixed = await publish(token, `Mixed ${Date.now()}`, ["bluesky"], [video, image]);
    expect(mixed.body.results[0]).toMatchObject({ status: "failed", error: "Bluesky accepts one video, or images without a video, in a post." });

    // Disconnect ends the session at the PDS.
    const gone = await rest<{ success: boolean; message: string }>("POST", "/bluesky/disconnect", { token });
    // The spec's shape; the message tells the member to revoke the app password, which stays valid at Bluesky.
    expect(gone.body).toEqual({
      success: true,
      message:
        "Bluesky account disconnected. The app password you gave us stays valid at Bluesky until you revoke it: https://bsky.app/settings/app-passwords",
    });
    expect(bluesky.requests.filter((r) => r.nsid === "com.atproto.server.deleteSession").length).toBeGreaterThan(0);
    expect((await trpc({ token }).accounts.bluesky.status.query()).connected).toBe(false);
  });

  it("fails a video post with the video service's reason when processing fails, and when the daily limit is reached", async () => {
    const { token } = await createUser();
    const account = blueskyAccount();
    await connectBluesky(token, account);
    const video = await uploadMedia(Buffer.concat([MP4, Buffer.from(`failing ${Date.now()}`)]), "clip.mp4", token);
    bluesky.behaviour.failVideo = "Video is too long (max 3 minutes)";
    const failed = await publish(token, `Failing video ${Date.now()}`, ["bluesky"], [video]);
    expect(failed.body.results[0]).toMatchObject({
      status: "failed",
      error: "Bluesky could not process the video: Video is too long (max 3 minutes)",
    });

    bluesky.behaviour = { videoLimitReached: "You have reached your daily upload limit" };
    const limited = await publish(token, `Limited video ${Date.now()}`, ["bluesky"], [video]);
    expect(limited.body.results[0]).toMatchObject({
      status: "failed",
      error: "Bluesky will not take a video from this account now: You have reached your daily upload limit.",
    });
    expect(bluesky.posts(account.did)).toHaveLength(0);
  });

  it("refuses a post over 300 graphemes on the server, counting an emoji as one", async () => {
    const { token } = await createUser();
    await connectBluesky(token, blueskyAccount());
    const ok = "👍🏽".repeat(300);
    const saved = await rest("POST", "/posts/draft", { token, body: { content: ok, platforms: ["bluesky"] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const over = await publish(token, `${ok}!`, ["bluesky"]);
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toMatch(/Bluesky allows at most 300 characters; this post has 301/);
  });

  it("refuses 150 family emoji when the post is saved (3,750 bytes), not at its due time", async () => {
    const { token } = await createUser();
    await connectBluesky(token, blueskyAccount());
    const content = "👨‍👩‍👧‍👦".repeat(150);
    const message = "Bluesky allows 3,000 bytes of text; this text is 3,750 bytes.";
    const scheduled = await rest("POST", "/posts/schedule", {
      token,
      body: { content, platforms: ["bluesky"], scheduledAt: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(scheduled.status).toBe(400);
    expect(JSON.stringify(scheduled.body)).toContain(message);
    const draft = await rest("POST", "/posts/draft", { token, body: { content, platforms: ["bluesky"] } });
    expect(draft.status).toBe(400);
    expect(JSON.stringify(draft.body)).toContain(message);
    const saved = await rest("POST", "/posts/save", { token, body: { content, platforms: ["bluesky"], mode: "now" } });
    expect(saved.status).toBe(400);
    expect(JSON.stringify(saved.body)).toContain(message);
  });

  it("renews sessions before they end; a renewal that fails marks the account once and publishing says so without calling Bluesky", async () => {
    const { user, token } = await createUser();
    const account = blueskyAccount();
    bluesky.behaviour.accessTtlSeconds = 600; // inside the 30-minute refresh window
    await connectBluesky(token, account);
    const before = await db.socialAccount.findFirstOrThrow({ where: { userId: user.id, platform: "bluesky" } });

    const summary = await refreshExpiringTokens();
    expect(summary.refreshed).toBeGreaterThanOrEqual(1);
    const renewed = await db.socialAccount.findUniqueOrThrow({ where: { id: before.id } });
    expect(renewed.accessTokenEnc).not.toBe(before.accessTokenEnc);
    expect(decryptSecret(renewed.refreshTokenEnc!)).not.toBe(decryptSecret(before.refreshTokenEnc!));

    // The session was revoked and so was the app password: nothing can renew it.
    bluesky.revokeSessions(account.did, true);
    await refreshExpiringTokens();
    const expired = await db.socialAccount.findUniqueOrThrow({ where: { id: before.id } });
    expect(expired.isExpired).toBe(true);
    expect(expired.lastRefreshError).toMatch(/Reconnect your Bluesky account/);
    // Marked once: the next run leaves it alone.
    const calls = bluesky.requests.length;
    await refreshExpiringTokens();
    expect(bluesky.requests.slice(calls).filter((r) => r.nsid.startsWith("com.atproto.server."))).toHaveLength(0);

    const status = await rest<StatusBody>("GET", "/bluesky/status", { token });
    expect(status.body.account?.isExpired).toBe(true);
    const draft = await rest<{ post: { id: string } }>("POST", "/posts/draft", { token, body: { content: "After expiry", platforms: ["bluesky"] } });
    await db.socialAccount.update({ where: { id: before.id }, data: { isExpired: true } });
    const seen = bluesky.requests.length;
    const res = await publish(token, `After expiry ${Date.now()}`, ["bluesky"]);
    expect(draft.status).toBe(200);
    // Not usable any more: refused as not connected, and Bluesky is never called.
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/connect these platforms first: Bluesky/);
    expect(bluesky.requests.length).toBe(seen);
  });

  it("renews a session that ended while the worker was down once, before publishing the posts that came due", async () => {
    const { user, token } = await createUser();
    const account = blueskyAccount();
    await connectBluesky(token, account);
    const row = await db.socialAccount.findFirstOrThrow({ where: { userId: user.id, platform: "bluesky" } });
    // The access JWT ended an hour ago, and Bluesky no longer takes it.
    await db.socialAccount.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 3600_000) } });
    bluesky.expireAccessTokens(account.did);
    const seen = bluesky.requests.length;
    const posts = await Promise.all([1, 2].map((i) => duePost(user.id, `Due while down ${i} ${Date.now()}`)));
    for (const post of posts) expect((await settledPost(post.id)).status).toBe("published");
    const calls = bluesky.requests.slice(seen).map((r) => r.nsid);
    expect(calls.filter((n) => n === "com.atproto.server.refreshSession")).toHaveLength(1);
    expect(calls).not.toContain("com.atproto.server.createSession");
    expect((await db.socialAccount.findUniqueOrThrow({ where: { id: row.id } })).isExpired).toBe(false);

    // Scheduling and the status renew too, instead of saying "expired".
    await db.socialAccount.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    const status = await rest<StatusBody>("GET", "/bluesky/status", { token });
    expect(status.body.account?.isExpired).toBe(false);
    await db.socialAccount.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    const scheduled = await rest("POST", "/posts/schedule", {
      token,
      body: { content: "Later", platforms: ["bluesky"], scheduledAt: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
  });

  it("re-opens a session that ended while the worker was down with the app password; a refused one fails the post with 'Reconnect'", async () => {
    const { user, token } = await createUser();
    const account = blueskyAccount();
    await connectBluesky(token, account);
    const row = await db.socialAccount.findFirstOrThrow({ where: { userId: user.id, platform: "bluesky" } });
    await db.socialAccount.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 3600_000) } });
    bluesky.revokeSessions(account.did); // the refresh JWT is dead too; the app password still works
    const reopened = await settledPost((await duePost(user.id, `Reopened ${Date.now()}`)).id);
    expect(reopened.status).toBe("published");

    await db.socialAccount.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 3600_000) } });
    bluesky.revokeSessions(account.did, true); // and the app password was revoked
    const refused = await settledPost((await duePost(user.id, `Refused ${Date.now()}`)).id);
    expect(refused.status).toBe("failed");
    expect(refused.publishLogs[0]?.error).toBe("Reconnect your Bluesky account");
    expect((await db.socialAccount.findUniqueOrThrow({ where: { id: row.id } })).isExpired).toBe(true);
  });

  it("re-opens an ended session with the kept app password", async () => {
    const { user, token } = await createUser();
    const account = blueskyAccount();
    bluesky.behaviour.accessTtlSeconds = 600;
    await connectBluesky(token, account);
    bluesky.revokeSessions(account.did); // the app password itself still works
    expect((await refreshExpiringTokens()).refreshed).toBeGreaterThanOrEqual(1);
    const row = await db.socialAccount.findFirstOrThrow({ where: { userId: user.id, platform: "bluesky" } });
    expect(row.isExpired).toBe(false);
    const res = await publish(token, `Session re-opened ${Date.now()}`, ["bluesky"]);
    expect(res.body.results[0]?.status).toBe("published");
  });

  it("reconciles a post whose answer was lost instead of posting it twice", async () => {
    const { token } = await createUser();
    const account = blueskyAccount();
    await connectBluesky(token, account);
    bluesky.behaviour.createThenHang = true;
    const content = `Lost answer on Bluesky ${Date.now()}`;
    const res = await publish(token, content, ["bluesky"]);
    expect(res.body.results[0], JSON.stringify(res.body)).toMatchObject({ platform: "bluesky", status: "published" });
    expect(bluesky.posts(account.did).filter((p) => p.value.text === content)).toHaveLength(1);
  });

  it("refuses a PDS at a private address", async () => {
    const { token } = await createUser();
    const res = await rest<{ message: string }>("POST", "/bluesky/auth", {
      token,
      body: { identifier: "someone.example", appPassword: "abcd-efgh-ijkl-mnop", service: "http://127.0.0.1:2583" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(BLUESKY_UNREACHABLE);
    const named = await rest<{ message: string }>("POST", "/bluesky/auth", {
      token,
      body: { identifier: "someone.example", appPassword: "abcd-efgh-ijkl-mnop", service: "internal.corp.test" },
    });
    expect(named.status).toBe(400);
  });
});

// ─── Mastodon ──────────────────────────────────────────────────────────────────

async function callback(url: string) {
  const res = await callbackRoute.GET(new Request(url), { params: Promise.resolve({ network: "mastodon" }) });
  return new URL(res.headers.get("location")!);
}

async function connectMastodon(token: string, host: string) {
  const auth = await rest<{ success: boolean; authUrl: string; message?: string }>("POST", "/mastodon/auth", {
    token,
    body: { instance: mastodon.instanceUrl(host) },
  });
  expect(auth.status, JSON.stringify(auth.body)).toBe(200);
  const back = await mastodon.consent(auth.body.authUrl);
  expect(back.startsWith(`${BASE}/api/mastodon/callback?`)).toBe(true);
  return { authUrl: new URL(auth.body.authUrl), outcome: await callback(back) };
}

describe("Mastodon", () => {
  it("registers with the instance once, connects through its consent page, publishes text, image and video, reads insights and disconnects", async () => {
    const { user, token } = await createUser();
    mastodon.addUser(SOCIAL, { username: `alice${Date.now()}`, displayName: "Alice" });
    const registrations = mastodon.appRegistrations(SOCIAL);

    const { authUrl, outcome } = await connectMastodon(token, SOCIAL);
    expect(authUrl.host).toBe(`${SOCIAL}:${mastodon.port}`);
    expect(authUrl.pathname).toBe("/oauth/authorize");
    expect(authUrl.searchParams.get("scope")).toBe("read write");
    expect(authUrl.searchParams.get("redirect_uri")).toBe(`${BASE}/api/mastodon/callback`);
    expect(outcome.pathname + outcome.search).toBe("/accounts?success=mastodon_connected");
    expect(mastodon.appRegistrations(SOCIAL)).toBe(registrations === 0 ? 1 : registrations);

    // A second member of the same instance reuses our registration.
    const second = await createUser();
    await connectMastodon(second.token, SOCIAL);
    expect(mastodon.appRegistrations(SOCIAL)).toBe(registrations === 0 ? 1 : registrations);

    const row = await db.socialAccount.findFirstOrThrow({ where: { userId: user.id, platform: "mastodon" } });
    expect(row.metadata).toMatchObject({ instanceUrl: mastodon.instanceUrl(SOCIAL), maxCharacters: 500 });
    expect(row.accessTokenEnc).toMatch(/^v1\./);
    const app = await db.instanceApp.findFirstOrThrow({ where: { platform: "mastodon", instanceUrl: mastodon.instanceUrl(SOCIAL) } });
    expect(app.clientSecretEnc).toMatch(/^v1\./);

    const status = await rest<StatusBody>("GET", "/mastodon/status", { token });
    expect(status.body).toMatchObject({ connected: true, account: { accountName: "Alice", isExpired: false } });

    const text = `Hello fediverse\n\nwith a link https://example.com/a & more ${Date.now()}`;
    const res = await publish(token, text, ["mastodon"]);
    expect(res.body.results, JSON.stringify(res.body)).toEqual([expect.objectContaining({ platform: "mastodon", status: "published" })]);
    const made = mastodon.statuses(SOCIAL).filter((s) => s.text === text);
    expect(made).toHaveLength(1);
    const log = await db.publishLog.findFirstOrThrow({ where: { postId: res.body.post.id, platform: "mastodon" } });
    // The Idempotency-Key is the publish log's id: a retry of the same try gets the same status.
    expect(made[0]!.idempotencyKey).toBe(log.id);
    expect(log.platformPostUrl).toMatch(new RegExp(`^http://${SOCIAL}/@alice\\d+/${made[0]!.id}$`));

    const image = await uploadMedia(PNG, "photo.png", token);
    const withImage = await publish(token, `With an image ${Date.now()}`, ["mastodon"], [image]);
    expect(withImage.body.results[0]?.status).toBe("published");
    // A video is processed asynchronously (202, then 206 until ready) before the status is made.
    mastodon.behaviour.videoProcessingPolls = 2;
    const video = await uploadMedia(MP4, "clip.mp4", token);
    const withVideo = await publish(token, `With a video ${Date.now()}`, ["mastodon"], [video]);
    expect(withVideo.body.results[0], JSON.stringify(withVideo.body)).toMatchObject({ status: "published" });
    expect(mastodon.requests.filter((r) => r.path.startsWith("/api/v1/media/")).length).toBeGreaterThanOrEqual(3);
    expect(mastodon.statuses(SOCIAL).find((s) => s.text.startsWith("With a video"))?.mediaIds).toHaveLength(1);

    mastodon.setMetrics(made[0]!.id, { favourites: 5, reblogs: 2, replies: 1 });
    await refreshInsights(user.id);
    const insight = await db.postInsight.findUniqueOrThrow({ where: { postId_platform: { postId: res.body.post.id, platform: "mastodon" } } });
    expect(insight).toMatchObject({ likes: 5, shares: 2, comments: 1 });

    const gone = await rest<{ success: boolean; message: string }>("POST", "/mastodon/disconnect", { token });
    expect(gone.body).toEqual({ success: true, message: "Mastodon account disconnected." });
    // Revoked at the instance with our registration's credentials.
    expect(mastodon.accepts(SOCIAL, decryptSecret(row.accessTokenEnc))).toBe(false);
    expect(mastodon.requests.some((r) => r.path === "/oauth/revoke")).toBe(true);
  });

  it("enforces the instance's own limit: 1,000 characters on an instance that says so, 500 by default", async () => {
    const big = await createUser();
    mastodon.addUser(BIG, { username: `bob${Date.now()}` });
    await connectMastodon(big.token, BIG);
    const row = await db.socialAccount.findFirstOrThrow({ where: { userId: big.user.id, platform: "mastodon" } });
    // Read from /api/v1/instance's max_toot_chars (this instance has no v2).
    expect(row.metadata).toMatchObject({ maxCharacters: 1000 });
    const long = `${"a".repeat(990)} ${Date.now()}`.slice(0, 1000);
    const ok = await publish(big.token, long, ["mastodon"]);
    expect(ok.body.results?.[0]?.status, JSON.stringify(ok.body)).toBe("published");
    const over = await publish(big.token, `${long}!`, ["mastodon"]);
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toMatch(/Mastodon allows at most 1000 characters; this post has 1001/);

    const small = await createUser();
    mastodon.addUser(SOCIAL, { username: `carol${Date.now()}` });
    await connectMastodon(small.token, SOCIAL);
    const refused = await publish(small.token, "b".repeat(501), ["mastodon"]);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/Mastodon allows at most 500 characters/);
  });

  it("says 'Reconnect' when the instance revoked the token, and reconciles a status whose answer was lost", async () => {
    const { token } = await createUser();
    mastodon.addUser(SOCIAL, { username: `dave${Date.now()}` });
    await connectMastodon(token, SOCIAL);

    mastodon.behaviour.createThenHang = true;
    const content = `Lost answer on Mastodon ${Date.now()}`;
    const res = await publish(token, content, ["mastodon"]);
    expect(res.body.results[0], JSON.stringify(res.body)).toMatchObject({ status: "published" });
    expect(mastodon.statuses(SOCIAL).filter((s) => s.text === content)).toHaveLength(1);
    mastodon.behaviour.createThenHang = false;

    // The member revoked our app in the instance's settings.
    mastodon.revokeAll(SOCIAL);
    const refused = await publish(token, `After revoking ${Date.now()}`, ["mastodon"]);
    expect(refused.body.results[0]).toMatchObject({ status: "failed", error: expect.stringMatching(/^Reconnect your Mastodon account/) });
  });

  it("waits out a rate limit instead of failing the post for good", async () => {
    const { token } = await createUser();
    mastodon.addUser(SOCIAL, { username: `erin${Date.now()}` });
    await connectMastodon(token, SOCIAL);
    mastodon.behaviour.rateLimit = true;
    process.env.PUBLISH_ATTEMPTS = "2";
    resetEnvForTests();
    try {
      const res = await publish(token, `Rate limited ${Date.now()}`, ["mastodon"]);
      // Still going: the post waits for the instance's X-RateLimit-Reset, nothing was posted.
      expect(res.body.results[0]?.status).toBe("pending");
      const log = await db.publishLog.findFirstOrThrow({ where: { postId: res.body.post.id, platform: "mastodon" } });
      expect(log).toMatchObject({ status: "retrying", error: expect.stringMatching(/Mastodon rate limit reached/) });
      expect(mastodon.statuses(SOCIAL).filter((s) => s.text.startsWith("Rate limited"))).toHaveLength(0);
    } finally {
      process.env.PUBLISH_ATTEMPTS = "1";
      resetEnvForTests();
    }
  });

  it("refuses instances at private addresses and names that do not resolve to a public one", async () => {
    const { token } = await createUser();
    for (const instance of ["http://127.0.0.1:3000", "http://[::1]/", "http://intranet.fake.internal", "169.254.169.254"]) {
      const res = await rest<{ message: string }>("POST", "/mastodon/auth", { token, body: { instance } });
      expect(res.status, instance).toBe(400);
      expect(res.body.message).toBe(MASTODON_UNREACHABLE);
    }
    const empty = await rest<{ message: string }>("POST", "/mastodon/auth", { token, body: { instance: " " } });
    expect(empty.status).toBe(400);
  });
});

// ─── Member-named hosts ────────────────────────────────────────────────────────

const MASTODON_UNREACHABLE = "Could not reach a Mastodon server at that address. Check the address and try again.";
const BLUESKY_UNREACHABLE = "Could not reach a Bluesky server at that address. Check the address and try again.";

/** Connect calls naming `host` on each door: Mastodon's instance, Bluesky's service. */
const doors = {
  mastodon: (token: string, host: string) =>
    rest<{ success: boolean; message: string }>("POST", "/mastodon/auth", { token, body: { instance: host } }),
  bluesky: (token: string, host: string) =>
    rest<{ success: boolean; message: string }>("POST", "/bluesky/auth", {
      token,
      body: { identifier: "someone.example", appPassword: "abcd-efgh-ijkl-mnop", service: host },
    }),
};

async function withEnv<T>(vars: Record<string, string | undefined>, work: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvForTests();
  };
  apply(vars);
  try {
    return await work();
  } finally {
    apply(before);
  }
}

describe("Member-named hosts", () => {
  it.each(["mastodon", "bluesky"] as const)(
    "%s: every spelling of a private address is refused with one answer, without connecting",
    async (door) => {
      const { user, token } = await createUser();
      const attempts: string[] = [];
      setGuardedFetchHooks({
        resolve: async (host) => {
          attempts.push(`resolve ${host}`);
          return [];
        },
        connect: (address, port, host) => {
          attempts.push(`connect ${host} → ${address}:${port}`);
          throw new Error("no connection in this test");
        },
      });
      try {
        for (const spelling of PRIVATE_HOST_SPELLINGS) {
          await freshConnectAllowance(user.id);
          const res = await doors[door](token, `https://${spelling}`);
          expect({ spelling, status: res.status, body: res.body }).toEqual({
            spelling,
            status: 400,
            body: { success: false, message: door === "mastodon" ? MASTODON_UNREACHABLE : BLUESKY_UNREACHABLE },
          });
        }
        expect(attempts).toEqual([]);
      } finally {
        setGuardedFetchHooks(hooks());
      }
    },
  );

  it.each(["mastodon", "bluesky"] as const)("%s: refused, unknown, closed and silent hosts get the same status and message", async (door) => {
    const { user, token } = await createUser();
    const hosts = [
      "localhost",
      "http://localhost:3000",
      "10.0.0.1",
      "[::ffff:0:7f00:1]:3999",
      "intranet.fake.internal",
      UNREACHABLE.unknown,
      UNREACHABLE.closed,
      UNREACHABLE.silent,
    ];
    const answers = await withEnv({ NETWORK_TIMEOUT_MS: "700" }, async () => {
      const seen: { host: string; status: number; body: unknown }[] = [];
      for (const host of hosts) {
        await freshConnectAllowance(user.id);
        const res = await doors[door](token, host);
        seen.push({ host, status: res.status, body: res.body });
      }
      return seen;
    });
    const message = door === "mastodon" ? MASTODON_UNREACHABLE : BLUESKY_UNREACHABLE;
    expect(answers).toEqual(hosts.map((host) => ({ host, status: 400, body: { success: false, message } })));
  });

  it("throttles connect attempts per member: past the limit the answer is 429 with Retry-After and the host is not contacted", async () => {
    const { user, token } = await createUser();
    await freshConnectAllowance(user.id, "198.51.100.40");
    const reached = () => mastodon.requests.filter((r) => r.host.startsWith(UNREACHABLE.notMastodon)).length;
    const before = reached();
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof doors.mastodon>> | undefined;
    for (let i = 0; i < 40; i += 1) {
      const res = await rest<{ success: boolean; message: string }>("POST", "/mastodon/auth", {
        token,
        body: { instance: `${mastodon.instanceUrl(UNREACHABLE.notMastodon)}` },
        headers: { "x-forwarded-for": "198.51.100.40" },
      });
      statuses.push(res.status);
      if (res.status === 429) refusal ??= res;
    }
    const { limit } = MEMBER_HOST_CONNECT_LIMITS.perMember;
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(400)); // the fake refuses the registration: it was contacted
    expect(statuses.slice(limit)).toEqual(Array(40 - limit).fill(429));
    expect(reached() - before).toBe(limit);
    expect(refusal!.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many connection attempts\. Please try again in \d+ minutes?\.$/),
    });
    expect(Number(refusal!.headers.get("retry-after"))).toBeGreaterThan(0);

    // The same member on Bluesky shares the allowance (one limit for contacting member-named hosts).
    const sessions = () => bluesky.requests.filter((r) => r.nsid === "com.atproto.server.createSession").length;
    const sessionsBefore = sessions();
    const blueskyRes = await rest("POST", "/bluesky/auth", {
      token,
      body: { identifier: "someone.bsky.fake.test", appPassword: "abcd-efgh-ijkl-mnop" },
      headers: { "x-forwarded-for": "198.51.100.40" },
    });
    expect(blueskyRes.status).toBe(429);
    expect(sessions()).toBe(sessionsBefore);
  });

  it("throttles connect attempts per source address across members", async () => {
    const source = "198.51.100.41";
    await freshConnectAllowance(undefined, source);
    const { limit } = MEMBER_HOST_CONNECT_LIMITS.perSource;
    const statuses: number[] = [];
    const sessions = () => bluesky.requests.filter((r) => r.nsid === "com.atproto.server.createSession").length;
    const before = sessions();
    for (let member = 0; statuses.length < limit + 5; member += 1) {
      const { token } = await createUser();
      for (let i = 0; i < 5; i += 1) {
        const res = await rest("POST", "/bluesky/auth", {
          token,
          body: { identifier: "someone.bsky.fake.test", appPassword: "wrong-wrong-wrong-wrong" },
          headers: { "x-forwarded-for": source },
        });
        statuses.push(res.status);
      }
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(400)); // Bluesky refused the password: it was contacted
    expect(statuses.slice(limit)).toEqual(Array(5).fill(429));
    expect(sessions() - before).toBe(limit);
  });

  it("refuses plain http instances and services in production, before contacting them", async () => {
    const { token } = await createUser();
    const mastodonBefore = mastodon.requests.length;
    const blueskyBefore = bluesky.requests.length;
    // Production's configuration needs its secrets set (the bearer token is checked with them).
    const { AUTH_SECRET, TOKEN_ENCRYPTION_KEY } = env();
    const [instance, service] = await withEnv({ NODE_ENV: "production", AUTH_SECRET, TOKEN_ENCRYPTION_KEY }, async () => [
      await doors.mastodon(token, mastodon.instanceUrl(SOCIAL)),
      await doors.bluesky(token, bluesky.serviceUrl),
    ]);
    expect(instance.status).toBe(400);
    expect(instance.body.message).toBe("Use your instance's https:// address: PostPilot does not send its keys and your tokens over plain http.");
    expect(service.status).toBe(400);
    expect(service.body.message).toBe("Use your server's https:// address: PostPilot does not send your app password over plain http.");
    expect(mastodon.requests.length).toBe(mastodonBefore);
    expect(bluesky.requests.length).toBe(blueskyBefore);
  });

  it("reaches a host the operator named in ALLOWED_PRIVATE_HOSTS on a private address (and over http), and only that host", async () => {
    const lan = new BlueskyFake("pds.lan");
    await lan.start();
    const account = lan.addAccount({ handle: `lan${Date.now()}.pds.lan`, appPassword: "lan1-lan2-lan3-lan4" });
    // pds.lan and other.lan resolve to a private address; connections to it reach the fake.
    setGuardedFetchHooks({
      resolve: async (host) => (host === "pds.lan" || host === "other.lan" ? ["192.168.77.5"] : []),
      connect: (address, port, host) => {
        if (address !== "192.168.77.5") throw new Error(`unexpected connection to ${host} ${address}`);
        return net.connect(lan.port, "127.0.0.1");
      },
    });
    try {
      const login = (token: string, service: string) =>
        rest<{ success: boolean; message: string }>("POST", "/bluesky/auth", {
          token,
          body: { identifier: account.handle, appPassword: account.appPassword, service },
        });
      const { token } = await createUser();
      const refused = await login(token, lan.serviceUrl);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(BLUESKY_UNREACHABLE);
      expect(lan.requests).toHaveLength(0);

      await withEnv({ ALLOWED_PRIVATE_HOSTS: "pds.lan, Mastodon.Internal" }, async () => {
        const connected = await login(token, lan.serviceUrl);
        expect(connected.status, JSON.stringify(connected.body)).toBe(200);
        expect(lan.requests.some((r) => r.nsid === "com.atproto.server.createSession")).toBe(true);
        const other = await login(token, lan.serviceUrl.replace("pds.lan", "other.lan"));
        expect(other.body.message).toBe(BLUESKY_UNREACHABLE);
      });
    } finally {
      setGuardedFetchHooks(hooks());
      await lan.stop();
    }
  });
});

// ─── Alt text ──────────────────────────────────────────────────────────────────

type SavedPost = { id: string; media: string[]; mediaAlt: string[]; status: string };
type SaveBody = PublishBody & { post: SavedPost };

describe("Alt text", () => {
  it("goes with each image and video to Bluesky, and comes back through the REST door and the dashboard list", async () => {
    const { token } = await createUser();
    const account = blueskyAccount();
    await connectBluesky(token, account);
    const first = await uploadMedia(PNG, "first.png", token);
    const second = await uploadMedia(Buffer.concat([PNG, Buffer.from("second")]), "second.png", token);

    // A draft first: the alt texts round-trip (trimmed; "" = none).
    const draft = await rest<SaveBody>("POST", "/posts/save", {
      token,
      body: {
        content: `Two photos ${Date.now()}`,
        platforms: ["bluesky"],
        mediaUrls: [first, second],
        mediaAlt: ["  A red bicycle against a wall ", ""],
        mode: "draft",
      },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.post.mediaAlt).toEqual(["A red bicycle against a wall", ""]);
    const listed = await rest<{ data: SavedPost[] }>("GET", "/dashboard/posts?showAll=true&limit=50", { token });
    expect(listed.body.data.find((p) => p.id === draft.body.post.id)?.mediaAlt).toEqual(["A red bicycle against a wall", ""]);
    const viaTrpc = await trpc({ token }).post.list.query({ showAll: "true", limit: 50 });
    expect(viaTrpc.data.find((p) => p.id === draft.body.post.id)?.mediaAlt).toEqual(["A red bicycle against a wall", ""]);

    // Then published: the record's images carry them.
    const now = await rest<SaveBody>("POST", "/posts/save", {
      token,
      body: {
        id: draft.body.post.id,
        content: `Two photos, out now ${Date.now()}`,
        platforms: ["bluesky"],
        mediaUrls: [first, second],
        mediaAlt: ["A red bicycle against a wall", "A cat asleep on it"],
        mode: "now",
      },
    });
    expect(now.body.results[0], JSON.stringify(now.body)).toMatchObject({ status: "published" });
    const [record] = bluesky.posts(account.did).filter((p) => p.value.text.startsWith("Two photos, out now"));
    expect(record?.value.embed?.images?.map((i) => i.alt)).toEqual(["A red bicycle against a wall", "A cat asleep on it"]);

    // A video's alt text goes into app.bsky.embed.video; the same video again reuses the service's job (409 already_exists).
    const clip = await uploadMedia(Buffer.concat([MP4, Buffer.from(`alt ${Date.now()}`)]), "clip.mp4", token);
    for (const round of [1, 2]) {
      const text = `Clip ${round} ${Date.now()}`;
      const res = await rest<SaveBody>("POST", "/posts/save", {
        token,
        body: { content: text, platforms: ["bluesky"], mediaUrls: [clip], mediaAlt: ["A skateboard trick in slow motion"], mode: "now" },
      });
      expect(res.body.results[0], JSON.stringify(res.body)).toMatchObject({ status: "published" });
      expect(bluesky.posts(account.did).find((p) => p.value.text === text)?.value.embed).toMatchObject({
        $type: "app.bsky.embed.video",
        alt: "A skateboard trick in slow motion",
      });
    }
    expect(bluesky.videoJobs().filter((j) => j.did === account.did)).toHaveLength(1);
  });

  it("gives Bluesky each image's and the video's aspect ratio, read from the files", async () => {
    const { token } = await createUser();
    const account = blueskyAccount();
    await connectBluesky(token, account);
    const wide = await uploadMedia(pngOf(1200, 675), "wide.png", token);
    const tall = await uploadMedia(pngOf(1080, 1350), "tall.png", token);
    const text = `Shapes ${Date.now()}`;
    const res = await rest<SaveBody>("POST", "/posts/save", {
      token,
      body: { content: text, platforms: ["bluesky"], mediaUrls: [wide, tall], mode: "now" },
    });
    expect(res.body.results[0], JSON.stringify(res.body)).toMatchObject({ status: "published" });
    const images = bluesky.posts(account.did).find((p) => p.value.text === text)?.value.embed?.images;
    expect(images?.map((i) => i.aspectRatio)).toEqual([
      { width: 1200, height: 675 },
      { width: 1080, height: 1350 },
    ]);

    const clip = await uploadMedia(mp4Of(1080, 1920), "vertical.mp4", token);
    const clipText = `Vertical clip ${Date.now()}`;
    const video = await rest<SaveBody>("POST", "/posts/save", {
      token,
      body: { content: clipText, platforms: ["bluesky"], mediaUrls: [clip], mode: "now" },
    });
    expect(video.body.results[0], JSON.stringify(video.body)).toMatchObject({ status: "published" });
    expect(bluesky.posts(account.did).find((p) => p.value.text === clipText)?.value.embed).toMatchObject({
      $type: "app.bsky.embed.video",
      aspectRatio: { width: 1080, height: 1920 },
    });
  });

  it("is sent to Mastodon as the media's description", async () => {
    const { token } = await createUser();
    mastodon.addUser(SOCIAL, { username: `alt${Date.now()}`, displayName: "Alt" });
    await connectMastodon(token, SOCIAL);
    const image = await uploadMedia(PNG, "photo.png", token);
    const text = `Described ${Date.now()}`;
    const res = await rest<SaveBody>("POST", "/posts/save", {
      token,
      body: { content: text, platforms: ["mastodon"], mediaUrls: [image], mediaAlt: ["A lighthouse at dusk"], mode: "now" },
    });
    expect(res.body.results[0], JSON.stringify(res.body)).toMatchObject({ status: "published" });
    const status = mastodon.statuses(SOCIAL).find((s) => s.text === text);
    expect(status?.mediaIds).toHaveLength(1);
    expect(mastodon.mediaDescription(SOCIAL, status!.mediaIds[0]!)).toBe("A lighthouse at dusk");
  });

  it("refuses alt texts that do not match the files or are too long, with a message", async () => {
    const { token } = await createUser();
    const image = await uploadMedia(PNG, "photo.png", token);
    const base = { content: `Alt checks ${Date.now()}`, platforms: [], mode: "draft" };
    const mismatch = await rest<{ message: string }>("POST", "/posts/save", {
      token,
      body: { ...base, mediaUrls: [image], mediaAlt: ["one", "two"] },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe("Send one alt text per media file (1), or none; got 2.");
    const long = await rest<{ message: string }>("POST", "/posts/save", {
      token,
      body: { ...base, mediaUrls: [image], mediaAlt: ["a".repeat(1001)] },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("The alt text of media file 1 is 1001 characters; the limit is 1000.");
    const saved = await rest<SaveBody>("POST", "/posts/save", { token, body: { ...base, mediaUrls: [image] } });
    expect(saved.body.post.mediaAlt).toEqual([""]);
    const alone = await rest<{ message: string }>("POST", "/posts/save", { token, body: { ...base, id: saved.body.post.id, mediaAlt: ["x"] } });
    expect(alone.status).toBe(400);
    expect(alone.body.message).toBe("Send mediaAlt together with the mediaUrls it describes.");
  });
});
