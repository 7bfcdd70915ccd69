/**
 * Publishing AI videos to TikTok and YouTube through the real providers, the posts' exactly-once
 * pipeline and an in-process worker, against the networks' contract fake: publish now, a
 * scheduled publish, a failure that can be published again without posting twice, and the spec's
 * refusals.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { getMediaGenerator } from "@/server/integrations/media";
import { mediaKeyFromUrl, readMedia } from "@/server/services/media/storage";
import { generateQueueEntry } from "@/server/services/video/generation";
import { SocialNetworkFake } from "../fakes/social-network";
import { connectAccount } from "../helpers/accounts";
import { rest, trpc } from "../helpers/api";
import { startTestWorker } from "../helpers/worker";
import { waitFor } from "../worker/helpers";
import { createSetting, premiumUser } from "./helpers";

type PublishBody = {
  success: boolean;
  message: string;
  status: string;
  results: { platform: string; status: string; platformPostUrl: string | null }[];
  video: { status: string; postId: string };
};

const fake = new SocialNetworkFake();
let worker: Awaited<ReturnType<typeof startTestWorker>>;

beforeAll(async () => {
  await fake.start();
  worker = await startTestWorker("video-publish", {
    ...fake.envVars(),
    TIKTOK_STATUS_POLL_MS: "20",
    NETWORK_TIMEOUT_MS: "5000",
    PUBLISH_RETRY_DELAY_MS: "100",
  });
});
afterAll(async () => {
  await worker.stop();
  await fake.stop();
});
beforeEach(() => {
  for (const n of ["tiktok", "youtube"] as const) fake.setBehaviour(n, { tiktokFailReason: null });
});

/** A paid user with TikTok and YouTube connected and one finished (ready) video for both. */
async function readyVideo() {
  const { user, token } = await premiumUser();
  await connectAccount(fake, user.id, "tiktok");
  await connectAccount(fake, user.id, "youtube");
  const setting = await createSetting(token, { videosPerBatch: 1, platforms: ["TikTok", "YouTube Shorts"] });
  // A queued entry without a slot (and without a job: generated right here), so it stays ready for the user.
  const queued = await db.videoQueueEntry.create({
    data: { userId: user.id, settingId: setting.id, title: "Cooking tips – video 1 of 1", platforms: setting.platforms, aiPromptsUsed: 20 },
  });
  await generateQueueEntry(queued!.id, { generator: getMediaGenerator() });
  const entry = await db.videoQueueEntry.findUniqueOrThrow({ where: { id: queued!.id } });
  expect(entry.status).toBe("ready");
  const bytes = (await readMedia(mediaKeyFromUrl(entry.videoUrl!)!))!;
  return { user, token, entry, sha256: createHash("sha256").update(bytes).digest("hex") };
}

const postsOf = (username: string | null, network: "tiktok" | "youtube") => fake.posts(network).filter((p) => p.username === username);

describe("POST /api/video-generation/publish", () => {
  it("publishes the video to TikTok and YouTube; it becomes a published post on the calendar and posts list", async () => {
    const { user, token, entry, sha256 } = await readyVideo();
    const answer = await rest<PublishBody>("POST", "/video-generation/publish", {
      token,
      body: {
        videoId: entry.id,
        title: "Pasta in 15 minutes",
        description: "Dinner, fast. #pasta",
        videoUrl: entry.videoUrl,
        platforms: ["TikTok", "YouTube Shorts"],
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      status: "published",
      message: "Successfully published! Check your Calendar and Posts pages.",
    });
    expect(answer.body.video.status).toBe("published");

    const accounts = await db.socialAccount.findMany({ where: { userId: user.id } });
    const tiktok = postsOf(accounts.find((a) => a.platform === "tiktok")!.username, "tiktok");
    const youtube = postsOf(accounts.find((a) => a.platform === "youtube")!.username, "youtube");
    expect(tiktok).toHaveLength(1);
    expect(youtube).toHaveLength(1);
    expect(tiktok[0]!.text).toBe("Dinner, fast. #pasta");
    expect(youtube[0]!.title).toBe("Pasta in 15 minutes");
    // The very file we generated went to both networks.
    expect(tiktok[0]!.media[0]!.sha256).toBe(sha256);
    expect(youtube[0]!.media[0]!.sha256).toBe(sha256);

    const post = await db.post.findUniqueOrThrow({ where: { id: answer.body.video.postId }, include: { publishLogs: true } });
    expect(post).toMatchObject({ status: "published", source: "video", content: "Dinner, fast. #pasta" });
    expect(post.publishLogs.map((l) => [l.platform, l.status]).sort()).toEqual([
      ["tiktok", "published"],
      ["youtube", "published"],
    ]);
    const published = await rest<{ data: { id: string }[] }>("GET", "/dashboard/published-posts?limit=100", { token });
    expect(published.body.data.map((p) => p.id)).toContain(post.id);

    // Published is final: a second publish is refused and nothing is posted again.
    const again = await rest<PublishBody>("POST", "/video-generation/publish", { token, body: { videoId: entry.id, videoUrl: entry.videoUrl } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This video is already published.");
    expect(postsOf(tiktok[0]!.username, "tiktok")).toHaveLength(1);
  });

  it("does not publish where the member's posts need approval (issue 26): nothing goes out unapproved", async () => {
    const { user, token, entry } = await readyVideo();
    await db.workspace.updateMany({ where: { personalOwnerId: user.id }, data: { approvalPolicy: "everyone" } });
    const answer = await rest<PublishBody>("POST", "/video-generation/publish", { token, body: { videoId: entry.id, videoUrl: entry.videoUrl } });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^This workspace needs approval for your posts/);
    expect(await db.post.count({ where: { source: "video", videoEntry: { id: entry.id } } })).toBe(0);
  });

  it("needs a video URL", async () => {
    const { token, entry } = await readyVideo();
    const missing = await rest<PublishBody>("POST", "/video-generation/publish", { token, body: { videoId: entry.id, title: "T" } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Video URL not available. Please wait for video generation to complete.");

    await db.videoQueueEntry.update({ where: { id: entry.id }, data: { status: "generating", videoUrl: null } });
    const generating = await rest<PublishBody>("POST", "/video-generation/publish", {
      token,
      body: { videoId: entry.id, videoUrl: "https://example.com/v.mp4" },
    });
    expect(generating.status).toBe(400);
    expect(generating.body.message).toBe("Video URL not available. Please wait for video generation to complete.");
    expect(await db.post.count({ where: { source: "video", videoEntry: { id: entry.id } } })).toBe(0);
  });

  it("a failed publish shows the network's reason; publishing again posts only where it is missing", async () => {
    const { user, token, entry } = await readyVideo();
    fake.setBehaviour("tiktok", { tiktokFailReason: "spam_risk_too_many_posts" });
    const failed = await trpc({ token }).video.publish.mutate({ videoId: entry.id, videoUrl: entry.videoUrl! });
    expect(failed.success).toBe(false);
    expect(failed.status).toBe("failed");
    expect(failed.message).toContain("spam_risk_too_many_posts");
    const after = await db.videoQueueEntry.findUniqueOrThrow({ where: { id: entry.id } });
    expect(after.status).toBe("failed");
    expect(after.errorMessage).toContain("Published on YouTube.");

    fake.setBehaviour("tiktok", { tiktokFailReason: null });
    const retried = await trpc({ token }).video.publish.mutate({ videoId: entry.id, videoUrl: entry.videoUrl! });
    expect(retried.status).toBe("published");
    const accounts = await db.socialAccount.findMany({ where: { userId: user.id } });
    expect(postsOf(accounts.find((a) => a.platform === "tiktok")!.username, "tiktok")).toHaveLength(1);
    expect(postsOf(accounts.find((a) => a.platform === "youtube")!.username, "youtube")).toHaveLength(1);
  });

  it("a scheduled video is published by the worker when it is due", async () => {
    const { user, token, entry } = await readyVideo();
    const at = new Date(Date.now() + 1500);
    const scheduled = await trpc({ token }).video.updateQueueEntry.mutate({ id: entry.id, scheduledAt: at.toISOString(), title: "Due soon" });
    expect(scheduled.video.status).toBe("scheduled");
    await waitFor(
      "the scheduled video to be published",
      async () => (await db.videoQueueEntry.findUniqueOrThrow({ where: { id: entry.id } })).status === "published",
      {
        timeoutMs: 20_000,
        intervalMs: 100,
      },
    );
    const accounts = await db.socialAccount.findMany({ where: { userId: user.id } });
    const [youtube] = postsOf(accounts.find((a) => a.platform === "youtube")!.username, "youtube");
    expect(youtube!.title).toBe("Due soon");
  });

  it("publishes at once when saved with an empty schedule (scheduledAt null)", async () => {
    const { token, entry } = await readyVideo();
    const saved = await trpc({ token }).video.updateQueueEntry.mutate({ id: entry.id, scheduledAt: null });
    expect(saved.message).toBe("Video is being published");
    await waitFor(
      "the video to be published",
      async () => (await db.videoQueueEntry.findUniqueOrThrow({ where: { id: entry.id } })).status === "published",
      {
        timeoutMs: 20_000,
        intervalMs: 100,
      },
    );
  });
});

describe("a video's post in the posts list", () => {
  it("is edited with the video only; Republish there finishes a failed video; deleting a scheduled one puts the video back to ready", async () => {
    const { token, entry } = await readyVideo();
    fake.setBehaviour("tiktok", { tiktokFailReason: "spam_risk_too_many_posts" });
    const failed = await trpc({ token }).video.publish.mutate({ videoId: entry.id, videoUrl: entry.videoUrl! });
    expect(failed.status).toBe("failed");
    const postId = failed.video.postId!;

    const edit = await rest<{ message: string }>("PUT", `/posts/${postId}`, { token, body: { content: "Changed elsewhere" } });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe("This post is an AI video: edit it on the AI Videos page.");

    fake.setBehaviour("tiktok", { tiktokFailReason: null });
    const republished = await rest<{ success: boolean }>("POST", `/posts/${postId}/republish`, { token });
    expect(republished.status, JSON.stringify(republished.body)).toBe(200);
    expect(republished.body.success).toBe(true);
    expect((await db.videoQueueEntry.findUniqueOrThrow({ where: { id: entry.id } })).status).toBe("published");

    const other = await readyVideo();
    const later = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await trpc({ token: other.token }).video.updateQueueEntry.mutate({ id: other.entry.id, scheduledAt: later });
    const removed = await rest("DELETE", `/posts/${scheduled.video.postId}`, { token: other.token });
    expect(removed.status).toBe(200);
    const { queue } = await trpc({ token: other.token }).video.queue.query();
    expect(queue.find((e) => e.id === other.entry.id)).toMatchObject({ status: "ready", postId: null, scheduledAt: null });
  });
});

describe("the worker generates queued batches", () => {
  it("takes each entry from pending to ready through its job", async () => {
    const { token } = await premiumUser();
    const setting = await createSetting(token, { videosPerBatch: 3 });
    const { queueEntries } = await trpc({ token }).video.generate.mutate({ settingId: setting.id });
    const ids = queueEntries.map((e) => e.id);
    await waitFor("the batch to be generated", async () => (await db.videoQueueEntry.count({ where: { id: { in: ids }, status: "ready" } })) === 3, {
      timeoutMs: 30_000,
      intervalMs: 100,
    });
    const { queue } = await trpc({ token }).video.queue.query();
    expect(queue.filter((e) => ids.includes(e.id)).every((e) => e.videoUrl && e.thumbnail)).toBe(true);
  });
});
