/**
 * Our real Instagram and Facebook Pages providers against their contract fakes
 * (test/fakes/networks/instagram.ts, facebook.ts): what they post, how Instagram's containers are
 * waited for, what they read back, and how failures are classified for the publisher.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import type * as Social from "@/server/integrations/social";
import type { ProviderAccount, PublishMedia, SocialProvider } from "@/server/integrations/social/types";
import { FacebookFake } from "../fakes/networks/facebook";
import { InstagramFake } from "../fakes/networks/instagram";
import { publishFailure } from "../helpers/publish-errors";

const ig = new InstagramFake();
const fb = new FacebookFake();
const savedEnv = { ...process.env };
let getProvider: typeof Social.getProvider;

const signal = (ms = 5000) => AbortSignal.timeout(ms);
const image = (n: number): PublishMedia => ({ url: `https://cdn.example.com/media/${n}.jpg`, mimeType: "image/jpeg" });
const video: PublishMedia = { url: "https://cdn.example.com/media/clip.mp4", mimeType: "video/mp4" };

beforeAll(async () => {
  await Promise.all([ig.start(), fb.start()]);
  Object.assign(process.env, ig.envVars(), fb.envVars());
  resetEnvForTests();
  ({ getProvider } = await import("@/server/integrations/social"));
});

afterAll(async () => {
  await Promise.all([ig.stop(), fb.stop()]);
  for (const key of Object.keys({ ...ig.envVars(), ...fb.envVars() })) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  resetEnvForTests();
});

beforeEach(() => {
  ig.reset();
  fb.reset();
});

function provider(network: "instagram" | "facebook"): SocialProvider {
  return getProvider(network)!;
}

function igAccount(): ProviderAccount {
  const accessToken = ig.registerAccount({ id: "17841400000000001", username: "cafe.shop", name: "Cafe Shop" });
  return { platformUserId: "17841400000000001", username: "cafe.shop", accessToken, metadata: {} };
}

function fbAccount(): ProviderAccount {
  const accessToken = fb.registerPageToken({ id: "104000000000001", name: "Cafe Page" });
  return { platformUserId: "104000000000001", username: null, accessToken, metadata: {} };
}

describe("Instagram", () => {
  it("publishes an image: a container with the caption, then media_publish once it is FINISHED", async () => {
    const account = igAccount();
    ig.setProcessing({ polls: 2, then: "FINISHED" });
    const published = await provider("instagram").publish({ account, text: "Fresh bread today", media: [image(1)], signal: signal() });
    const [post] = ig.livePosts();
    expect(post).toMatchObject({
      id: published.platformPostId,
      text: "Fresh bread today",
      kind: "IMAGE",
      media: [{ url: image(1).url, type: "image" }],
    });
    expect(published.platformPostUrl).toBe(post!.permalink);
    // Status was read until FINISHED; publish came after.
    const publishAt = ig.requests.findIndex((r) => r.path.endsWith("/media_publish"));
    const statusReads = ig.requests.slice(0, publishAt).filter((r) => r.method === "GET" && r.params.fields === "status_code,status");
    expect(statusReads).toHaveLength(3);
  });

  it("publishes a video as a Reel and up to 10 items as a carousel", async () => {
    const account = igAccount();
    await provider("instagram").publish({ account, text: "Behind the counter", media: [video], signal: signal() });
    await provider("instagram").publish({ account, text: "Our week", media: [image(1), video, image(2)], signal: signal() });
    const [reel, carousel] = ig.livePosts();
    expect(reel).toMatchObject({ kind: "VIDEO", media: [{ url: video.url, type: "video" }] });
    expect(reel!.permalink).toMatch(/instagram\.com\/reel\//);
    expect(carousel).toMatchObject({ kind: "CAROUSEL_ALBUM", text: "Our week" });
    expect(carousel!.media.map((m) => m.type)).toEqual(["image", "video", "image"]);
    const reelContainer = ig.requests.find((r) => r.method === "POST" && r.params.video_url === video.url && !r.params.is_carousel_item);
    expect(reelContainer?.params.media_type).toBe("REELS");

    const eleven = Array.from({ length: 11 }, (_, i) => image(i));
    const before = ig.requests.length;
    expect((await publishFailure(provider("instagram").publish({ account, text: "Too many", media: eleven, signal: signal() }))).kind).toBe(
      "permanent",
    );
    expect(ig.requests.length).toBe(before);
  });

  it("refuses a post without media before calling Instagram", async () => {
    const account = igAccount();
    const error = await publishFailure(provider("instagram").publish({ account, text: "Only words", media: [], signal: signal() }));
    expect(error).toMatchObject({ kind: "permanent", message: "Instagram needs an image or a video." });
    expect(ig.requests).toHaveLength(0);
  });

  it("waits for a container that is still processing, then reports its failure without publishing", async () => {
    const account = igAccount();
    ig.setProcessing({ polls: 3, then: "ERROR" });
    const error = await publishFailure(provider("instagram").publish({ account, text: "Broken clip", media: [video], signal: signal() }));
    expect(error.kind).toBe("permanent");
    expect(error.message).toMatch(/^Instagram could not process the media \(Error: 2207026/);
    expect(ig.livePosts()).toHaveLength(0);
    expect(ig.requests.some((r) => r.path.endsWith("/media_publish"))).toBe(false);
  });

  it("gives up on a container still processing when the publish's time is over: nothing posted, try again later", async () => {
    const account = igAccount();
    ig.setProcessing({ polls: 10_000, then: "FINISHED" });
    const error = await publishFailure(provider("instagram").publish({ account, text: "Slow clip", media: [video], signal: signal(1200) }));
    expect(error).toMatchObject({ kind: "transient", message: "Instagram is still processing the media; will retry." });
    expect(ig.livePosts()).toHaveLength(0);
  });

  it("classifies rate limits (with the usage header's wait), expired and revoked tokens", async () => {
    const account = igAccount();
    ig.setBehaviour({ rateLimit: { minutes: 7, calls: 1 } });
    const limited = await publishFailure(provider("instagram").publish({ account, text: "Busy", media: [image(1)], signal: signal() }));
    expect(limited).toMatchObject({ kind: "transient", message: "Instagram rate limit reached; will retry.", retryAfterMs: 7 * 60_000 });

    const expired = { ...account, accessToken: ig.registerAccount({ id: account.platformUserId, username: "cafe.shop" }, { expiresInSeconds: -1 }) };
    const refusal = await publishFailure(provider("instagram").publish({ account: expired, text: "Old token", media: [image(1)], signal: signal() }));
    expect(refusal.kind).toBe("permanent");
    expect(refusal.message).toMatch(
      /^Reconnect your Instagram account: Instagram refused its access token \(Error validating access token: Session has expired/,
    );

    ig.revokeAll(account.platformUserId);
    const revoked = await publishFailure(provider("instagram").publish({ account, text: "Revoked", media: [image(1)], signal: signal() }));
    expect(revoked.message).toMatch(/^Reconnect your Instagram account/);
    expect(ig.livePosts()).toHaveLength(0);
  });

  it("reads insights: views as impressions, likes, comments, shares", async () => {
    const account = igAccount();
    const { platformPostId } = await provider("instagram").publish({ account, text: "Counted", media: [image(1)], signal: signal() });
    ig.setInsights(platformPostId, { views: 900, likes: 40, comments: 6, shares: 3, reach: 700 });
    expect(await provider("instagram").metrics!({ account, platformPostId, signal: signal() })).toEqual({
      impressions: 900,
      clicks: 0,
      likes: 40,
      comments: 6,
      shares: 3,
    });
    expect(await provider("instagram").metrics!({ account, platformPostId: "99999999999", signal: signal() })).toBeNull();
  });

  it("after a publish call that never answered, finds the post among the account's recent media", async () => {
    const account = igAccount();
    const since = new Date(Date.now() - 60_000);
    ig.setBehaviour({ createThenHang: true });
    const lost = await publishFailure(provider("instagram").publish({ account, text: "Crash in between", media: [image(1)], signal: signal(1500) }));
    expect(lost.kind).toBe("unknown");
    ig.setBehaviour({ createThenHang: false });
    const found = await provider("instagram").findRecentPost!({ account, text: "Crash in between", since, signal: signal() });
    expect(found).toEqual({ platformPostId: ig.livePosts()[0]!.id, platformPostUrl: ig.livePosts()[0]!.permalink });
    expect(await provider("instagram").findRecentPost!({ account, text: "Never posted", since, signal: signal() })).toBeNull();
  });
});

describe("Facebook Pages", () => {
  it("posts text with its link to the feed, one image through /photos, several as attached unpublished photos, a video through /videos", async () => {
    const account = fbAccount();
    const text = await provider("facebook").publish({ account, text: "New menu: https://cafe.example.com/menu.", media: [], signal: signal() });
    const photo = await provider("facebook").publish({ account, text: "Our bread", media: [image(1)], signal: signal() });
    const album = await provider("facebook").publish({ account, text: "Our week", media: [image(1), image(2)], signal: signal() });
    const clip = await provider("facebook").publish({ account, text: "A short tour", media: [video], signal: signal() });
    const posts = fb.livePosts();
    expect(posts.map((p) => [p.kind, p.text])).toEqual([
      ["link", "New menu: https://cafe.example.com/menu."],
      ["photo", "Our bread"],
      ["photos", "Our week"],
      ["video", "A short tour"],
    ]);
    expect(fb.requests.find((r) => r.path.endsWith("/feed"))?.params.link).toBe("https://cafe.example.com/menu");
    expect(posts[2]!.media.map((m) => m.url)).toEqual([image(1).url, image(2).url]);
    expect(text.platformPostId).toMatch(/^104000000000001_\d+$/);
    expect(text.platformPostUrl).toBe(posts[0]!.permalink);
    expect(photo.platformPostId).toBe(posts[1]!.id);
    expect(album.platformPostId).toBe(posts[2]!.id);
    expect(clip.platformPostUrl).toBe(`https://www.facebook.com/104000000000001/videos/${posts[3]!.id}`);

    const mixed = await publishFailure(provider("facebook").publish({ account, text: "Both", media: [image(1), video], signal: signal() }));
    expect(mixed).toMatchObject({ kind: "permanent", message: "A Facebook post carries either images or one video." });
  });

  it("reads likes, comments, shares and views of a post", async () => {
    const account = fbAccount();
    const { platformPostId } = await provider("facebook").publish({ account, text: "Counted", media: [], signal: signal() });
    fb.setCounters(platformPostId, { views: 1200, likes: 30, comments: 4, shares: 2 });
    expect(await provider("facebook").metrics!({ account, platformPostId, signal: signal() })).toEqual({
      impressions: 1200,
      clicks: 0,
      likes: 30,
      comments: 4,
      shares: 2,
    });
    fb.setCounters(platformPostId, { likes: 1 });
    expect(await provider("facebook").metrics!({ account, platformPostId, signal: signal() })).toMatchObject({ likes: 1, shares: 0, impressions: 0 });
  });

  it("reconciles through the Page's published posts, paging back past many newer ones", async () => {
    const account = fbAccount();
    const since = new Date(Date.now() - 60_000);
    fb.setBehaviour({ createThenHang: true });
    expect((await publishFailure(provider("facebook").publish({ account, text: "Lost answer", media: [], signal: signal(1500) }))).kind).toBe(
      "unknown",
    );
    fb.setBehaviour({ createThenHang: false });
    for (let i = 0; i < 130; i += 1) await provider("facebook").publish({ account, text: `Later post ${i}`, media: [], signal: signal() });
    const found = await provider("facebook").findRecentPost!({ account, text: "Lost answer", since, signal: signal() });
    expect(found).toMatchObject({ platformPostId: fb.livePosts()[0]!.id });
    expect(fb.requests.filter((r) => r.path.endsWith("/published_posts")).length).toBe(2);
    expect(await provider("facebook").findRecentPost!({ account, text: "Not there", since, signal: signal() })).toBeNull();
  });

  it("treats a Page rate limit as try-again-later and a revoked Page token as reconnect", async () => {
    const account = fbAccount();
    fb.setBehaviour({ rateLimit: { minutes: 2, calls: 1 } });
    expect(await publishFailure(provider("facebook").publish({ account, text: "Busy", media: [], signal: signal() }))).toMatchObject({
      kind: "transient",
      retryAfterMs: 120_000,
    });
    for (const info of fb.tokens.values()) info.revoked = true;
    const revoked = await publishFailure(provider("facebook").publish({ account, text: "Revoked", media: [], signal: signal() }));
    expect(revoked.kind).toBe("permanent");
    expect(revoked.message).toMatch(/^Reconnect your Facebook account: Facebook refused its access token/);
    expect(fb.livePosts()).toHaveLength(0);
  });
});
