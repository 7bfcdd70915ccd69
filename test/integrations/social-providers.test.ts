/**
 * Our real X, LinkedIn and Threads providers against the contract fake (test/fakes/social-network.ts):
 * what they post, what they read back, and how every failure is classified for the publisher.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import type { NetworkKey } from "@/lib/networks";
import type * as Social from "@/server/integrations/social";
import type * as Types from "@/server/integrations/social/types";
import type { FailureKind, ProviderAccount, PublishMedia, SocialProvider } from "@/server/integrations/social/types";
import { MAX_RECONCILE_PAGES } from "@/server/integrations/social/types";
import { SocialNetworkFake, type FakeMetrics, type FakeNetwork, type FakePost } from "../fakes/social-network";
import { publishFailure } from "../helpers/publish-errors";

const fake = new SocialNetworkFake();
const savedEnv = { ...process.env };

let getProvider: typeof Social.getProvider;

/** A real 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7), Buffer.from([0xff, 0xd9])]);

beforeAll(async () => {
  await fake.start();
  // Configuration first, then our modules (they read it through env()).
  Object.assign(process.env, fake.envVars());
  resetEnvForTests();
  ({ getProvider } = await import("@/server/integrations/social"));
});

afterAll(async () => {
  await fake.stop();
  for (const key of Object.keys(fake.envVars())) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  resetEnvForTests();
});

const signal = (ms = 5000) => AbortSignal.timeout(ms);

function provider(network: NetworkKey): SocialProvider {
  const found = getProvider(network);
  if (!found) throw new Error(`no provider for ${network}`);
  return found;
}

function image(name: string, bytes: Buffer, mimeType: string, withBytes = true): PublishMedia {
  const url = fake.addFile(name, bytes, mimeType);
  return withBytes ? { url, mimeType, read: async () => bytes } : { url, mimeType };
}

interface NetworkCase {
  network: FakeNetwork & NetworkKey;
  label: string;
  account: ProviderAccount;
  expectedUrl: (post: FakePost) => string;
  /** What hanging on every call means for publish: X and LinkedIn hang on the create call itself. */
  hangingPublish: FailureKind;
  /** How the network's counters map to ours. */
  metrics: { raw: FakeMetrics[FakeNetwork]; expected: Types.PostMetrics };
  retryAfterMs: [number, number];
  checkImage: (post: FakePost, media: PublishMedia) => void;
}

const cases: NetworkCase[] = [
  {
    network: "x",
    label: "X",
    account: { platformUserId: "1001", username: "alice", accessToken: "x-token-alice", metadata: {} },
    expectedUrl: (post) => `https://x.com/alice/status/${post.id}`,
    hangingPublish: "unknown",
    metrics: {
      raw: { impression_count: 1000, like_count: 50, reply_count: 7, retweet_count: 3, quote_count: 2, bookmark_count: 9 },
      expected: { impressions: 1000, clicks: 0, likes: 50, comments: 7, shares: 5 },
    },
    // x-rate-limit-reset is whole epoch seconds
    retryAfterMs: [28_500, 31_000],
    checkImage: (post) => {
      expect(post.media).toHaveLength(1);
      expect(post.media[0]).toMatchObject({ mimeType: "image/png", size: PNG.length, category: "tweet_image" });
    },
  },
  {
    network: "linkedin",
    label: "LinkedIn",
    account: { platformUserId: "AbC123xyz", username: "Alice Example", accessToken: "li-token-alice", metadata: {} },
    expectedUrl: (post) => `https://www.linkedin.com/feed/update/${post.id}/`,
    hangingPublish: "unknown",
    metrics: {
      raw: { totalLikes: 12, aggregatedTotalComments: 4, totalFirstLevelComments: 3 },
      expected: { impressions: 0, clicks: 0, likes: 12, comments: 4, shares: 0 },
    },
    retryAfterMs: [30_000, 30_000],
    checkImage: (post) => {
      expect(post.media).toHaveLength(1);
      expect(post.media[0]!.id).toMatch(/^urn:li:image:/);
      expect(post.media[0]).toMatchObject({ mimeType: "image/png", size: PNG.length });
    },
  },
  {
    network: "threads",
    label: "Threads",
    account: { platformUserId: "3001", username: "alice.threads", accessToken: "th-token-alice", metadata: {} },
    expectedUrl: (post) => post.url,
    // The first call only makes a media container: nothing is posted when it hangs.
    hangingPublish: "transient",
    metrics: {
      raw: { views: 800, likes: 40, replies: 6, reposts: 2, quotes: 1 },
      expected: { impressions: 800, clicks: 0, likes: 40, comments: 6, shares: 3 },
    },
    retryAfterMs: [30_000, 30_000],
    checkImage: (post, media) => {
      expect(post.media).toEqual([expect.objectContaining({ url: media.url, mediaType: "IMAGE" })]);
    },
  },
];

describe("provider registry", () => {
  it("has a provider for every post network (Facebook and Instagram: test/integrations/meta-networks.test.ts)", () => {
    for (const network of ["x", "linkedin", "threads", "facebook", "instagram"] as const) expect(getProvider(network)?.network).toBe(network);
  });
});

describe.each(cases)("$label provider", (c) => {
  const p = () => provider(c.network);
  const publish = (text: string, media: PublishMedia[] = [], s = signal()) => p().publish({ account: c.account, text, media, signal: s });

  beforeEach(() => {
    fake.reset();
    fake.registerToken(c.network, c.account.accessToken, c.account);
  });

  it("publishes a text post", async () => {
    const result = await publish("Hello from PostPilot, a text post.");
    const posts = fake.posts(c.network);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ text: "Hello from PostPilot, a text post.", accountId: c.account.platformUserId, media: [] });
    expect(result).toEqual({ platformPostId: posts[0]!.id, platformPostUrl: c.expectedUrl(posts[0]!) });
    expect(fake.internalErrors).toEqual([]);
  });

  it("publishes an image post", async () => {
    const media = image("photo.png", PNG, "image/png");
    const result = await publish("A post with a picture", [media]);
    const posts = fake.posts(c.network);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.text).toBe("A post with a picture");
    c.checkImage(posts[0]!, media);
    expect(result).toEqual({ platformPostId: posts[0]!.id, platformPostUrl: c.expectedUrl(posts[0]!) });
  });

  it("finds a post it made since a moment, and nothing else", async () => {
    const since = new Date(Date.now() - 1000);
    const made = await publish("Find me after a crash");
    await publish("Another post of the same minute");
    const find = (text: string, from = since) => p().findRecentPost!({ account: c.account, text, since: from, signal: signal() });

    await expect(find("  Find me after a crash \n")).resolves.toEqual(made);
    await expect(find("A post that was never made")).resolves.toBeNull();
    await expect(find("Find me after a crash", new Date(Date.now() + 60_000))).resolves.toBeNull();
  });

  it("pages back past 130 newer posts to find the one an interrupted publish made", async () => {
    const since = new Date(Date.now() - 1000);
    const made = await publish("Made just before the crash");
    for (let i = 0; i < 130; i += 1) await publish(`A newer post #${i}`);
    const find = (text: string) => p().findRecentPost!({ account: c.account, text, since, signal: signal() });
    await expect(find("Made just before the crash")).resolves.toEqual(made);
    await expect(find("Never made")).resolves.toBeNull();
    // It read more than one page to say so.
    expect(fake.requests(c.network).filter((r) => r.method === "GET").length).toBeGreaterThan(2);
  });

  it("maps the network's counters to metrics", async () => {
    const made = await publish("Count my likes");
    fake.setMetrics(c.network, made.platformPostId, c.metrics.raw);
    await expect(p().metrics!({ account: c.account, platformPostId: made.platformPostId, signal: signal() })).resolves.toEqual(c.metrics.expected);
  });

  it("deletes a post", async () => {
    const made = await publish("Delete me");
    await p().deletePost!({ account: c.account, platformPostId: made.platformPostId, signal: signal() });
    expect(fake.posts(c.network)[0]!.deleted).toBe(true);
  });

  it("keeps working with latency", async () => {
    fake.setBehaviour(c.network, { latencyMs: 60 });
    await publish("Slow but fine");
    expect(fake.posts(c.network)).toHaveLength(1);
  });

  it("500: transient, nothing posted, and the next try posts once", async () => {
    fake.setBehaviour(c.network, { failNextCreates: 1 });
    const error = await publishFailure(publish("Try again later"));
    expect(error.kind).toBe("transient");
    expect(error.status).toBe(500);
    expect(fake.posts(c.network)).toHaveLength(0);

    await publish("Try again later");
    expect(fake.posts(c.network)).toHaveLength(1);
  });

  it("429: transient with the network's retry delay", async () => {
    fake.setBehaviour(c.network, { rateLimit: { retryAfterSeconds: 30 } });
    const error = await publishFailure(publish("Too fast"));
    expect(error.kind).toBe("transient");
    expect(error.retryAfterMs).toBeGreaterThanOrEqual(c.retryAfterMs[0]);
    expect(error.retryAfterMs).toBeLessThanOrEqual(c.retryAfterMs[1]);
    expect(fake.posts(c.network)).toHaveLength(0);
  });

  it("a refused access token: permanent, asking to reconnect", async () => {
    const error = await publishFailure(p().publish({ account: { ...c.account, accessToken: "revoked" }, text: "Hi", media: [], signal: signal() }));
    expect(error.kind).toBe("permanent");
    expect(error.message.startsWith(`Reconnect your ${c.label} account`)).toBe(true);
    expect(fake.posts(c.network)).toHaveLength(0);
  });

  it("400: permanent with the network's own message", async () => {
    fake.setBehaviour(c.network, { validationError: "The text contains a forbidden word." });
    const error = await publishFailure(publish("Something forbidden"));
    expect(error.kind).toBe("permanent");
    expect(error.message).toContain("The text contains a forbidden word.");
    expect(fake.posts(c.network)).toHaveLength(0);
  });

  it("no answer at all: publish is " + c.hangingPublish + ", reading calls are transient", async () => {
    fake.setBehaviour(c.network, { hang: true });
    const error = await publishFailure(publish("Into the void", [], signal(300)));
    expect(error.kind).toBe(c.hangingPublish);
    expect(fake.posts(c.network)).toHaveLength(0);

    const find = await publishFailure(p().findRecentPost!({ account: c.account, text: "Into the void", since: new Date(), signal: signal(300) }));
    expect(find.kind).toBe("transient");
    const metrics = await publishFailure(p().metrics!({ account: c.account, platformPostId: "123", signal: signal(300) }));
    expect(metrics.kind).toBe("transient");
    const deletion = await publishFailure(p().deletePost!({ account: c.account, platformPostId: "123", signal: signal(300) }));
    expect(deletion.kind).toBe("transient");
  });

  it("create then a reset connection: unknown (never transient, which would post it again)", async () => {
    fake.setBehaviour(c.network, { createThenReset: true });
    const error = await publishFailure(publish("Reset after sending"));
    expect(error.kind).toBe("unknown");
    expect(fake.posts(c.network)).toHaveLength(1);
  });

  it("create then hang: unknown, the post exists once, and findRecentPost finds it", async () => {
    const since = new Date(Date.now() - 1000);
    fake.setBehaviour(c.network, { createThenHang: true });
    const error = await publishFailure(publish("Did it go out?", [], signal(400)));
    expect(error.kind).toBe("unknown");
    const posts = fake.posts(c.network);
    expect(posts).toHaveLength(1);

    // What the publisher does after a crash: ask the network before posting again.
    fake.setBehaviour(c.network, { createThenHang: false });
    const found = await p().findRecentPost!({ account: c.account, text: "Did it go out?", since, signal: signal() });
    expect(found).toEqual(expect.objectContaining({ platformPostId: posts[0]!.id }));
  });
});

describe("X specifics", () => {
  const account: ProviderAccount = { platformUserId: "1001", username: "alice", accessToken: "x-token-alice", metadata: {} };
  const x = () => provider("x");

  beforeEach(() => {
    fake.reset();
    fake.registerToken("x", account.accessToken, account);
  });

  it("uploads each image with media_category=tweet_image, then posts their ids", async () => {
    await x().publish({
      account,
      text: "Two pictures",
      media: [image("a.png", PNG, "image/png"), image("b.jpg", JPG, "image/jpeg")],
      signal: signal(),
    });
    const uploads = fake.requests("x").filter((r) => r.path === "/2/media/upload");
    expect(uploads).toHaveLength(2);
    expect(uploads[0]!.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(uploads[0]!.body).toMatchObject({ media_category: "tweet_image", media: { size: PNG.length, type: "image/png" } });
    const tweet = fake.requests("x").find((r) => r.path === "/2/tweets")!;
    expect(tweet.headers.authorization).toBe("Bearer x-token-alice");
    const [post] = fake.posts("x");
    expect(tweet.body).toEqual({ text: "Two pictures", media: { media_ids: post!.media.map((m) => m.id) } });
    expect(post!.media.map((m) => m.mimeType)).toEqual(["image/png", "image/jpeg"]);
  });

  it("answers unknown, not null, when more posts were made since the claim than it reads back", async () => {
    const since = new Date(Date.now() - 1000);
    const total = MAX_RECONCILE_PAGES * 100 + 1;
    for (let i = 0; i < total; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, total - i) }, (_, j) =>
          x().publish({ account, text: `Busy account #${i + j}`, media: [], signal: signal() }),
        ),
      );
    }
    await expect(x().findRecentPost!({ account, text: "Never made", since, signal: signal() })).resolves.toBe("unknown");
    expect(fake.requests("x").filter((r) => r.method === "GET")).toHaveLength(MAX_RECONCILE_PAGES);
  }, 60_000);

  it("downloads media that we do not hold", async () => {
    await x().publish({ account, text: "Remote picture", media: [image("remote.png", PNG, "image/png", false)], signal: signal() });
    expect(fake.requests("files")).toHaveLength(1);
    expect(fake.posts("x")[0]!.media[0]).toMatchObject({ size: PNG.length, sha256: createHash("sha256").update(PNG).digest("hex") });
  });

  it("finds a post whose text X rewrote (escaped &, t.co links, photo link)", async () => {
    const since = new Date(Date.now() - 1000);
    const text = "Tips & tricks <3 at https://example.com/blog?a=1&b=2 — read it";
    const made = await x().publish({ account, text, media: [image("a.png", PNG, "image/png")], signal: signal() });
    await expect(x().findRecentPost!({ account, text, since, signal: signal() })).resolves.toEqual(made);
    const read = fake.requests("x").find((r) => r.path === "/2/users/1001/tweets")!;
    expect(read.query).toMatchObject({ max_results: "100" });
    expect(read.query.start_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(read.query["tweet.fields"]).toContain("created_at");
  });

  it("links to i/web when the username is unknown", async () => {
    const made = await x().publish({ account: { ...account, username: null }, text: "Anonymous link", media: [], signal: signal() });
    expect(made.platformPostUrl).toBe(`https://x.com/i/web/status/${made.platformPostId}`);
  });

  it("a failed image upload is transient and posts nothing", async () => {
    fake.setBehaviour("x", { failRequests: { path: /^\/2\/media\/upload$/, times: 1 } });
    const error = await publishFailure(x().publish({ account, text: "Upload fails", media: [image("a.png", PNG, "image/png")], signal: signal() }));
    expect(error.kind).toBe("transient");
    expect(fake.posts("x")).toHaveLength(0);
  });

  it("an upload that never answers is transient (not unknown): nothing was posted", async () => {
    fake.setBehaviour("x", { hang: true });
    const error = await publishFailure(
      x().publish({ account, text: "Upload hangs", media: [image("a.png", PNG, "image/png")], signal: signal(300) }),
    );
    expect(error.kind).toBe("transient");
  });

  it("refuses videos and more than 4 images without calling X", async () => {
    const video: PublishMedia = { url: "https://example.invalid/v.mp4", mimeType: "video/mp4", read: async () => Buffer.alloc(10) };
    expect((await publishFailure(x().publish({ account, text: "Video", media: [video], signal: signal() }))).kind).toBe("permanent");
    const five = Array.from({ length: 5 }, (_, i) => image(`${i}.png`, PNG, "image/png"));
    expect((await publishFailure(x().publish({ account, text: "Five", media: five, signal: signal() }))).kind).toBe("permanent");
    expect(fake.requests("x")).toHaveLength(0);
  });

  it("metrics of a deleted post are null (X answers 200 with errors)", async () => {
    const made = await x().publish({ account, text: "Short-lived", media: [], signal: signal() });
    await x().deletePost!({ account, platformPostId: made.platformPostId, signal: signal() });
    await expect(x().metrics!({ account, platformPostId: made.platformPostId, signal: signal() })).resolves.toBeNull();
    // deleting again is fine
    await x().deletePost!({ account, platformPostId: made.platformPostId, signal: signal() });
  });
});

describe("LinkedIn specifics", () => {
  const account: ProviderAccount = { platformUserId: "AbC123xyz", username: null, accessToken: "li-token-alice", metadata: {} };
  const linkedin = () => provider("linkedin");

  beforeEach(() => {
    fake.reset();
    fake.registerToken("linkedin", account.accessToken, account);
  });

  it("sends the documented body and versioned headers on every REST call", async () => {
    await linkedin().publish({ account, text: "Versioned", media: [image("a.png", PNG, "image/png")], signal: signal() });
    const rest = fake.requests("linkedin").filter((r) => r.path.startsWith("/rest/"));
    expect(rest.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /rest/images", "POST /rest/posts"]);
    for (const r of rest) {
      expect(r.headers["linkedin-version"]).toBe("202510");
      expect(r.headers["x-restli-protocol-version"]).toBe("2.0.0");
      expect(r.headers.authorization).toBe("Bearer li-token-alice");
    }
    expect(rest[0]!.query).toEqual({ action: "initializeUpload" });
    expect(rest[0]!.body).toEqual({ initializeUploadRequest: { owner: "urn:li:person:AbC123xyz" } });
    const upload = fake.requests("linkedin").find((r) => r.path.startsWith("/dms-uploads/"))!;
    expect(upload.method).toBe("PUT");
    expect(upload.headers.authorization).toBe("Bearer li-token-alice");
    const [post] = fake.posts("linkedin");
    expect(rest[1]!.body).toEqual({
      author: "urn:li:person:AbC123xyz",
      commentary: "Versioned",
      visibility: "PUBLIC",
      distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: "PUBLISHED",
      isReshareDisabledByAuthor: false,
      content: { media: { id: post!.media[0]!.id } },
    });
  });

  it("escapes little-format reserved characters so LinkedIn does not cut the text", async () => {
    const text = "Launch (v2) [beta] {x} <3 @team #launch *bold* _under_ ~tilde~ a|b back\\slash";
    const made = await linkedin().publish({ account, text, media: [], signal: signal() });
    const [post] = fake.posts("linkedin");
    expect(post!.rawText).toBe("Launch \\(v2\\) \\[beta\\] \\{x\\} \\<3 \\@team \\#launch \\*bold\\* \\_under\\_ \\~tilde\\~ a\\|b back\\\\slash");
    expect(post!.text).toBe(text);
    await expect(linkedin().findRecentPost!({ account, text, since: new Date(Date.now() - 5000), signal: signal() })).resolves.toEqual(made);
  });

  it("posts several images as a multi-image post", async () => {
    await linkedin().publish({
      account,
      text: "Gallery",
      media: [image("a.png", PNG, "image/png"), image("b.jpg", JPG, "image/jpeg")],
      signal: signal(),
    });
    const create = fake.requests("linkedin").find((r) => r.method === "POST" && r.path === "/rest/posts")!;
    const [post] = fake.posts("linkedin");
    expect((create.body as { content: unknown }).content).toEqual({ multiImage: { images: post!.media.map((m) => ({ id: m.id })) } });
    expect(post!.media.map((m) => m.size)).toEqual([PNG.length, JPG.length]);
  });

  it("reads posts back with the FINDER method and URL-encoded URNs", async () => {
    const made = await linkedin().publish({ account, text: "Encoded", media: [], signal: signal() });
    await linkedin().findRecentPost!({ account, text: "Encoded", since: new Date(Date.now() - 5000), signal: signal() });
    await linkedin().metrics!({ account, platformPostId: made.platformPostId, signal: signal() });
    await linkedin().deletePost!({ account, platformPostId: made.platformPostId, signal: signal() });
    const reads = fake.requests("linkedin").slice(-3);
    expect(reads[0]!.query).toMatchObject({ author: "urn:li:person:AbC123xyz", q: "author", count: "100", start: "0" });
    expect(reads[0]!.headers["x-restli-method"]).toBe("FINDER");
    expect(reads[1]!.path).toBe(`/rest/socialActions/${encodeURIComponent(made.platformPostId)}`);
    expect(reads[2]).toMatchObject({ method: "DELETE", path: `/rest/posts/${encodeURIComponent(made.platformPostId)}` });
  });

  it("metrics of a deleted post are null", async () => {
    const made = await linkedin().publish({ account, text: "Gone soon", media: [], signal: signal() });
    await linkedin().deletePost!({ account, platformPostId: made.platformPostId, signal: signal() });
    await expect(linkedin().metrics!({ account, platformPostId: made.platformPostId, signal: signal() })).resolves.toBeNull();
  });
});

describe("Threads specifics", () => {
  const account: ProviderAccount = { platformUserId: "3001", username: "alice.threads", accessToken: "th-token-alice", metadata: {} };
  const threads = () => provider("threads");

  beforeEach(() => {
    fake.reset();
    fake.registerToken("threads", account.accessToken, account);
  });

  it("makes a container, publishes it, then reads the permalink", async () => {
    const made = await threads().publish({ account, text: "Two steps", media: [], signal: signal() });
    const calls = fake.requests("threads").map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual(["POST /v1.0/3001/threads", "POST /v1.0/3001/threads_publish", `GET /v1.0/${made.platformPostId}`]);
    const [container, publish, permalink] = fake.requests("threads");
    expect(container!.body).toEqual({ media_type: "TEXT", text: "Two steps", access_token: "th-token-alice" });
    expect(publish!.body).toMatchObject({ creation_id: expect.any(String) });
    expect(permalink!.query).toMatchObject({ fields: "permalink" });
    expect(made.platformPostUrl).toMatch(/^https:\/\/www\.threads\.com\/@alice\.threads\/post\//);
  });

  it("waits for an image container to be ready before publishing", async () => {
    await threads().publish({ account, text: "Picture", media: [image("a.png", PNG, "image/png")], signal: signal() });
    const calls = fake.requests("threads").map((r) => `${r.method} ${r.path}`);
    expect(calls.slice(0, 3)).toEqual(["POST /v1.0/3001/threads", expect.stringMatching(/^GET \/v1\.0\/\d+$/), "POST /v1.0/3001/threads_publish"]);
    expect(fake.requests("threads")[0]!.body).toMatchObject({ media_type: "IMAGE", text: "Picture" });
    expect(fake.requests("threads")[1]!.query).toMatchObject({ fields: "status,error_message" });
  });

  it("posts several images as a carousel", async () => {
    const a = image("a.png", PNG, "image/png");
    const b = image("b.jpg", JPG, "image/jpeg");
    await threads().publish({ account, text: "Carousel", media: [a, b], signal: signal() });
    const [post] = fake.posts("threads");
    expect(post!.text).toBe("Carousel");
    expect(post!.media.map((m) => m.url)).toEqual([a.url, b.url]);
    const items = fake.requests("threads").filter((r) => r.path.endsWith("/threads") && r.method === "POST");
    expect(items.map((r) => (r.body as Record<string, string>).media_type)).toEqual(["IMAGE", "IMAGE", "CAROUSEL"]);
    expect(items[0]!.body).toMatchObject({ is_carousel_item: "true" });
  });

  it("a post that exists but whose permalink cannot be read still counts as published", async () => {
    fake.setBehaviour("threads", { failRequests: { method: "GET", path: /^\/v1\.0\/\d+$/ } });
    const made = await threads().publish({ account, text: "No permalink", media: [], signal: signal() });
    expect(made).toEqual({ platformPostId: fake.posts("threads")[0]!.id, platformPostUrl: "https://www.threads.net/@alice.threads" });
  });

  it("only the publish step counts as creating: a failing container call posts nothing", async () => {
    fake.setBehaviour("threads", { failRequests: { method: "POST", path: /\/threads$/, times: 1 } });
    expect((await publishFailure(threads().publish({ account, text: "Container fails", media: [], signal: signal() }))).kind).toBe("transient");
    expect(fake.posts("threads")).toHaveLength(0);
    expect(fake.requests("threads").some((r) => r.path.endsWith("/threads_publish"))).toBe(false);
  });

  it("reads recent posts with since as a unix time", async () => {
    const since = new Date(Date.now() - 5000);
    await threads().publish({ account, text: "Since when?", media: [], signal: signal() });
    await threads().findRecentPost!({ account, text: "Since when?", since, signal: signal() });
    const read = fake.requests("threads").at(-1)!;
    expect(read.path).toBe("/v1.0/me/threads");
    expect(read.query).toMatchObject({ since: String(Math.floor(since.getTime() / 1000)), fields: "id,text,timestamp,permalink" });
  });
});
