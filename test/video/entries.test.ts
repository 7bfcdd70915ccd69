/**
 * The video queue: a batch charged at once, one entry per video at the setting's preferred times,
 * the worker's state machine (pending → generating → ready | scheduled | failed) with the real
 * offline media generator and the text generators, a refund per failed video (exactly once), and
 * the rules for editing and removing entries.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { dayjs } from "@/lib/time";
import { getMediaGenerator } from "@/server/integrations/media";
import { UnrecoverableError, Worker } from "bullmq";
import { bullConnection, closeQueues, DEFAULT_QUEUE_PREFIX, getQueue, setQueuePrefix } from "@/server/queue";
import { mediaKeyFromUrl, readMedia } from "@/server/services/media/storage";
import { publishJobId } from "@/server/services/publishing/scheduler";
import { failEntry, generateQueueEntry } from "@/server/services/video/generation";
import { videoJobId } from "@/server/services/video/entries";
import { sweepVideoQueue } from "@/server/services/video/sweeper";
import { OpenAIFake } from "../fakes/openai";
import { SocialNetworkFake } from "../fakes/social-network";
import { connectAccount } from "../helpers/accounts";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { selectOfflineGenerator, selectOpenAIFake } from "../ai/helpers";
import { cleanupPrefix, uniquePrefix } from "../worker/helpers";
import { createSetting, ledgerOf, premiumUser, usageOf } from "./helpers";

type Body = Record<string, unknown> & { success: boolean; message: string };
type Entry = { id: string; title: string; status: string; scheduledAt: string | null; aiPromptsUsed: number; videoUrl: string | null };
type GenerateBody = Body & { queueEntries: Entry[]; estimatedCost: number; aiPromptsUsed: number; aiPromptsLimit: number };

const fake = new SocialNetworkFake();
const openai = new OpenAIFake();

beforeAll(async () => {
  await fake.start();
  await openai.start();
});
afterAll(async () => {
  await selectOfflineGenerator();
  await openai.stop();
  await fake.stop();
});
beforeEach(async () => {
  openai.reset();
  await selectOfflineGenerator();
});

/** Runs the worker's step for every entry of a batch (what the video jobs do), in order. */
async function generateAll(entries: { id: string }[]) {
  const outcomes = [];
  for (const entry of entries) outcomes.push(await generateQueueEntry(entry.id, { generator: getMediaGenerator() }));
  return outcomes;
}

async function batch(token: string, settingExtra: Record<string, unknown> = {}) {
  const setting = await createSetting(token, settingExtra);
  const answer = await rest<GenerateBody>("POST", `/video-generation/generate/${setting.id}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { setting, answer: answer.body };
}

describe("POST /api/video-generation/generate/{settingId}", () => {
  it("charges the whole batch at once and queues one entry per video at the preferred times in the user's zone", async () => {
    const { user, token } = await premiumUser({ timeZone: "America/New_York", used: 5 });
    const { answer } = await batch(token, { videosPerBatch: 3, preferredTimes: ["07:30", "19:00"], postingFrequency: "2x_day" });
    expect(answer).toMatchObject({ success: true, estimatedCost: 60, aiPromptsUsed: 65, aiPromptsLimit: 250 });
    expect(answer.queueEntries.map((e) => [e.title, e.status, e.aiPromptsUsed])).toEqual([
      ["Cooking tips – video 1 of 3", "pending", 20],
      ["Cooking tips – video 2 of 3", "pending", 20],
      ["Cooking tips – video 3 of 3", "pending", 20],
    ]);
    // Twice a day at 07:30 and 19:00 New York time, in order, all ahead.
    const local = answer.queueEntries.map((e) => dayjs(e.scheduledAt!).tz("America/New_York"));
    expect(local.map((d) => d.format("HH:mm")).every((t) => t === "07:30" || t === "19:00")).toBe(true);
    for (let i = 1; i < local.length; i++) expect(local[i]!.isAfter(local[i - 1]!)).toBe(true);
    expect(local[0]!.isAfter(dayjs())).toBe(true);
    expect(await ledgerOf(user.id)).toEqual([{ amount: 60, reason: "ai.video_batch.3" }]);
    // One generation job per entry.
    for (const entry of answer.queueEntries) expect(await getQueue("video").getJob(videoJobId(entry.id))).toBeTruthy();

    // A second batch continues after the first one's slots.
    const [setting] = (await trpc({ token }).video.listSettings.query()).settings;
    const second = await trpc({ token }).video.generate.mutate({ settingId: setting!.id });
    expect(second.queueEntries[0]!.scheduledAt!.getTime()).toBeGreaterThan(new Date(answer.queueEntries[2]!.scheduledAt!).getTime());
  });

  it("refuses a batch that does not fit in the quota, writing nothing", async () => {
    const { user, token } = await premiumUser({ used: 30, limit: 80 });
    const setting = await createSetting(token, { videosPerBatch: 3 });
    const answer = await rest<Body & { quotaExceeded: boolean }>("POST", `/video-generation/generate/${setting.id}`, { token });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      success: false,
      quotaExceeded: true,
      aiPromptsUsed: 30,
      aiPromptsLimit: 80,
      promptsNeeded: 60,
      promptsLeft: 50,
    });
    // The message says what the batch costs and what is left (issue 13, defect 6).
    expect(answer.body.message).toBe(
      "These 3 videos need 60 AI prompts; you have 50 left. You've used 30/80 AI prompts. Upgrade your plan to continue.",
    );
    expect(await db.videoQueueEntry.count({ where: { userId: user.id } })).toBe(0);
    expect(await usageOf(user.id)).toEqual({ aiPromptsUsed: 30, aiPromptsLimit: 80 });
  });

  it("refuses inactive settings", async () => {
    const { user, token } = await premiumUser();
    const setting = await createSetting(token);
    await trpc({ token }).video.updateSetting.mutate({ id: setting.id, isActive: false });
    const answer = await rest<Body>("POST", `/video-generation/generate/${setting.id}`, { token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("This setting is inactive. Activate it to generate videos.");
    expect((await usageOf(user.id)).aiPromptsUsed).toBe(0);
  });
});

describe("generation on the worker", () => {
  it("pending → generating → ready: a script from the text generator, an MP4 and a thumbnail", async () => {
    const { token } = await premiumUser();
    const { answer } = await batch(token, { videosPerBatch: 1, videoLength: 15 });
    const [entry] = answer.queueEntries;
    expect(await generateAll([entry!])).toEqual(["ready"]);

    const { queue } = await trpc({ token }).video.queue.query();
    const ready = queue.find((e) => e.id === entry!.id)!;
    expect(ready).toMatchObject({ status: "ready", errorMessage: null, scheduledAt: null, aiPromptsUsed: 20 });
    expect(ready.description).toMatch(/cooking/i); // the offline writer's script about the theme
    const video = (await readMedia(mediaKeyFromUrl(ready.videoUrl!)!))!;
    expect(video.subarray(4, 8).toString("latin1")).toBe("ftyp");
    const thumbnail = (await readMedia(mediaKeyFromUrl(ready.thumbnail!)!))!;
    expect(thumbnail.subarray(1, 4).toString("latin1")).toBe("PNG");

    // Running its job again (a retry, a second worker) changes nothing.
    expect(await generateAll([entry!])).toEqual(["skipped"]);
    expect((await db.videoQueueEntry.findUniqueOrThrow({ where: { id: entry!.id } })).videoUrl).toBe(ready.videoUrl);
  });

  it("writes the script with OpenAI when a key is configured", async () => {
    await selectOpenAIFake(openai);
    openai.reply = () => "Three pantry staples, one pan, ten minutes. #cooking";
    const { token } = await premiumUser();
    const { answer } = await batch(token, { videosPerBatch: 1, videoLength: 60 });
    await generateAll(answer.queueEntries);
    const entry = await db.videoQueueEntry.findUniqueOrThrow({ where: { id: answer.queueEntries[0]!.id } });
    expect(entry.description).toBe("Three pantry staples, one pan, ten minutes. #cooking");
    const prompt = openai.requests.at(-1)!.body.messages.at(-1)!.content;
    expect(prompt).toContain("60-second short video about: Quick weeknight cooking tips");
  });

  it("refunds each failed video once; the others of the batch are made", async () => {
    await selectOpenAIFake(openai);
    // The text provider fails for the second video of the batch only.
    openai.reply = (req) => (req.body.messages.at(-1)!.content.includes("video 2 of 3") ? "" : "A quick tip. #cooking");
    const { user, token } = await premiumUser({ used: 10 });
    const { answer } = await batch(token, { videosPerBatch: 3 });
    expect((await usageOf(user.id)).aiPromptsUsed).toBe(70);

    expect(await generateAll(answer.queueEntries)).toEqual(["ready", "failed", "ready"]);
    const failed = await db.videoQueueEntry.findUniqueOrThrow({ where: { id: answer.queueEntries[1]!.id } });
    expect(failed).toMatchObject({ status: "failed", aiPromptsUsed: 0, videoUrl: null });
    expect(failed.errorMessage).toMatch(/^Video generation failed \(.+\)\. Your 20 AI prompts were refunded\.$/);
    expect((await usageOf(user.id)).aiPromptsUsed).toBe(50);

    // A second failure report, or the job running again, refunds nothing more.
    expect(await failEntry({ ...failed, aiPromptsUsed: 20 }, "again")).toBe(false);
    expect(await generateAll([failed])).toEqual(["skipped"]);
    expect((await usageOf(user.id)).aiPromptsUsed).toBe(50);
    expect(await ledgerOf(user.id)).toEqual([
      { amount: 60, reason: "ai.video_batch.3" },
      { amount: -20, reason: `refund: ai.video ${failed.id} failed` },
    ]);
  });

  it("with the accounts connected, finished videos go on the calendar at their slots", async () => {
    const { user, token } = await premiumUser({ timeZone: "Europe/Paris" });
    await connectAccount(fake, user.id, "tiktok");
    await connectAccount(fake, user.id, "youtube");
    const { answer } = await batch(token, { videosPerBatch: 3, platforms: ["TikTok", "YouTube Shorts"] });
    expect(await generateAll(answer.queueEntries)).toEqual(["scheduled", "scheduled", "scheduled"]);

    const entries = await db.videoQueueEntry.findMany({ where: { userId: user.id }, include: { post: true }, orderBy: { scheduledAt: "asc" } });
    for (const [i, entry] of entries.entries()) {
      expect(entry.status).toBe("scheduled");
      expect(entry.scheduledAt!.toISOString()).toBe(answer.queueEntries[i]!.scheduledAt);
      expect(entry.post).toMatchObject({
        status: "scheduled",
        platforms: ["tiktok", "youtube"],
        mediaKeys: [entry.videoUrl],
        source: "video",
        aiGenerated: true,
        content: entry.description,
        scheduledAt: entry.scheduledAt,
      });
      const job = await getQueue("publish").getJob(publishJobId(entry.postId!, 1));
      expect(await job?.getState()).toBe("delayed");
    }
    // They are posts like any other: on the dashboard's list (the calendar's and the posts page's source).
    const posts = await rest<{ data: { id: string; source: string }[] }>("GET", "/dashboard/posts?showAll=true&limit=100", { token });
    expect(
      posts.body.data
        .filter((p) => p.source === "video")
        .map((p) => p.id)
        .sort(),
    ).toEqual(entries.map((e) => e.postId).sort());
  });
});

describe("editing and removing", () => {
  async function readyVideo(options: { connect?: boolean } = {}) {
    const { user, token } = await premiumUser();
    if (options.connect) await connectAccount(fake, user.id, "tiktok");
    const setting = await createSetting(token, { videosPerBatch: 1 });
    // Generated before its slot could be used: left ready (no account connected at the time).
    const [entry] = (await trpc({ token }).video.generate.mutate({ settingId: setting.id })).queueEntries;
    await db.videoQueueEntry.update({ where: { id: entry!.id }, data: { scheduledAt: null } });
    await generateAll([entry!]);
    return { user, token, entry: await db.videoQueueEntry.findUniqueOrThrow({ where: { id: entry!.id } }) };
  }

  it("edits title and description of a finished video; refuses while it is generating and once published", async () => {
    const { token, entry } = await readyVideo();
    const edited = await rest<Body & { video: Entry & { description: string } }>("PUT", `/video-generation/queue/${entry.id}`, {
      token,
      body: { title: "Pasta in 15 minutes", description: "The fastest pasta you will make. #pasta" },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.video).toMatchObject({
      title: "Pasta in 15 minutes",
      description: "The fastest pasta you will make. #pasta",
      status: "ready",
    });

    const blank = await rest<Body>("PUT", `/video-generation/queue/${entry.id}`, { token, body: { title: "  " } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Title is required");

    for (const [status, message] of [
      ["generating", "Videos can be edited once their generation is complete."],
      ["pending", "Videos can be edited once their generation is complete."],
      ["published", "Published videos cannot be edited."],
    ] as const) {
      await db.videoQueueEntry.update({ where: { id: entry.id }, data: { status } });
      const answer = await rest<Body>("PUT", `/video-generation/queue/${entry.id}`, { token, body: { title: "New" } });
      expect(answer.status, status).toBe(409);
      expect(answer.body.message).toBe(message);
    }
  });

  it("schedules a finished video at a future time; needs its networks connected and a video", async () => {
    const notConnected = await readyVideo();
    const later = new Date(Date.now() + 3 * 3600_000).toISOString();
    const refused = await rest<Body>("PUT", `/video-generation/queue/${notConnected.entry.id}`, {
      token: notConnected.token,
      body: { scheduledAt: later },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Please connect these platforms first: TikTok. Go to Accounts to connect them.");

    const { token, entry } = await readyVideo({ connect: true });
    const past = await rest<Body>("PUT", `/video-generation/queue/${entry.id}`, {
      token,
      body: { scheduledAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe("Please select a future date and time.");

    const scheduled = await rest<Body & { video: Entry & { postId: string } }>("PUT", `/video-generation/queue/${entry.id}`, {
      token,
      body: { scheduledAt: later },
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body.video).toMatchObject({ status: "scheduled", scheduledAt: later });
    const post = await db.post.findUniqueOrThrow({ where: { id: scheduled.body.video.postId } });
    expect(post).toMatchObject({ status: "scheduled", scheduledAt: new Date(later), platforms: ["tiktok"], publishAttempt: 1 });

    // Moving it is a new attempt of the same post; the old job is gone.
    const moved = new Date(Date.now() + 5 * 3600_000).toISOString();
    await trpc({ token }).video.updateQueueEntry.mutate({ id: entry.id, scheduledAt: moved, title: "Moved" });
    const after = await db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(after).toMatchObject({ scheduledAt: new Date(moved), publishAttempt: 2 });
    expect(await getQueue("publish").getJob(publishJobId(post.id, 1))).toBeFalsy();

    // A video whose generation failed has nothing to schedule.
    await db.videoQueueEntry.update({ where: { id: entry.id }, data: { status: "failed", videoUrl: null, postId: null } });
    const noVideo = await rest<Body>("PUT", `/video-generation/queue/${entry.id}`, { token, body: { scheduledAt: later } });
    expect(noVideo.status).toBe(400);
    expect(noVideo.body.message).toBe("Video URL not available. Please wait for video generation to complete.");
  });

  it("removes ready, failed and scheduled videos, refunds pending ones, and refuses generating and published ones", async () => {
    const { user, token, entry } = await readyVideo({ connect: true });
    await trpc({ token }).video.updateQueueEntry.mutate({ id: entry.id, scheduledAt: new Date(Date.now() + 3600_000).toISOString() });
    const scheduled = await db.videoQueueEntry.findUniqueOrThrow({ where: { id: entry.id } });
    const removed = await rest<Body>("DELETE", `/video-generation/queue/${entry.id}`, { token });
    expect(removed.status).toBe(200);
    // Its scheduled post is cancelled with it: nothing will be published.
    expect(await db.post.count({ where: { id: scheduled.postId! } })).toBe(0);
    expect(await getQueue("publish").getJob(publishJobId(scheduled.postId!, 1))).toBeFalsy();

    const setting = await createSetting(token, { videosPerBatch: 3 });
    const before = (await usageOf(user.id)).aiPromptsUsed;
    const { queueEntries } = await trpc({ token }).video.generate.mutate({ settingId: setting.id });
    const [pending, generating, published] = queueEntries;
    await db.videoQueueEntry.update({ where: { id: generating!.id }, data: { status: "generating" } });
    await db.videoQueueEntry.update({ where: { id: published!.id }, data: { status: "published" } });

    const refunded = await rest<Body>("DELETE", `/video-generation/queue/${pending!.id}`, { token });
    expect(refunded.status).toBe(200);
    expect(refunded.body.message).toBe("Video removed from queue. Its AI prompts were refunded.");
    expect((await usageOf(user.id)).aiPromptsUsed).toBe(before + 60 - 20);
    expect(await getQueue("video").getJob(videoJobId(pending!.id))).toBeFalsy();

    for (const [id, message] of [
      [generating!.id, "This video is being generated and cannot be removed now."],
      [published!.id, "Published videos cannot be removed."],
    ] as const) {
      const answer = await rest<Body>("DELETE", `/video-generation/queue/${id}`, { token });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(message);
    }
    expect(await db.videoQueueEntry.count({ where: { id: { in: [generating!.id, published!.id] } } })).toBe(2);
  });

  it("shows and changes only the owner's videos (another user's id is 404)", async () => {
    const { entry } = await readyVideo();
    const other = await premiumUser();
    expect((await trpc({ token: other.token }).video.queue.query()).queue).toEqual([]);
    for (const [method, path, body] of [
      ["PUT", `/video-generation/queue/${entry.id}`, { title: "Mine now" }],
      ["DELETE", `/video-generation/queue/${entry.id}`, undefined],
      ["POST", "/video-generation/publish", { videoId: entry.id, videoUrl: entry.videoUrl }],
    ] as const) {
      const answer = await rest<Body>(method, path, { token: other.token, body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.message).toBe("Video not found");
    }
    expect((await db.videoQueueEntry.findUniqueOrThrow({ where: { id: entry.id } })).title).toBe(entry.title);
    const failure = await trpcFailure(trpc({ token: other.token }).video.deleteQueueEntry.mutate({ id: entry.id }));
    expect(failure.status).toBe(404);
  });
});

describe("the sweeper", () => {
  const prefix = uniquePrefix("video-sweep");
  afterAll(async () => {
    await closeQueues();
    await cleanupPrefix(prefix);
    setQueuePrefix(DEFAULT_QUEUE_PREFIX);
  });

  it("queues videos left waiting without a job, and fails (with a refund) those whose job ended", async () => {
    // Queues of their own: the manual worker below must only see this batch's jobs.
    await closeQueues();
    setQueuePrefix(prefix);
    // The sweeper looks at every user's videos: on a slow run, videos left waiting by the earlier
    // tests of this file (their jobs live under other prefixes) grow older than its grace period too.
    await db.$executeRaw`UPDATE "VideoQueueEntry" SET status = 'failed'::"VideoStatus" WHERE status IN ('pending', 'generating')`;
    const { user, token } = await premiumUser();
    const setting = await createSetting(token, { videosPerBatch: 3 });
    const { queueEntries } = await trpc({ token }).video.generate.mutate({ settingId: setting.id });
    const [lost, gaveUp, fresh] = queueEntries;
    const queue = getQueue("video");

    // Redis lost one job; another ended failed without settling its video (e.g. it stalled too often).
    await queue.remove(videoJobId(lost!.id));
    const worker = new Worker("video", null, { connection: bullConnection(), prefix });
    try {
      const job = (await worker.getNextJob("sweep-test"))!;
      expect(job.id).toBe(videoJobId(gaveUp!.id));
      // Unrecoverable: ends failed now instead of being retried.
      await job.moveToFailed(new UnrecoverableError("job stalled more than allowable limit"), "sweep-test");
    } finally {
      await worker.close();
    }
    await db.$executeRaw`UPDATE "VideoQueueEntry" SET "updatedAt" = now() - interval '5 minutes' WHERE id IN (${lost!.id}, ${gaveUp!.id})`;
    await db.$executeRaw`UPDATE "VideoQueueEntry" SET status = 'generating'::"VideoStatus" WHERE id = ${gaveUp!.id}`;

    expect(await sweepVideoQueue()).toEqual({ requeued: 1, failed: 1 });
    expect(await (await queue.getJob(videoJobId(lost!.id)))?.getState()).toBe("waiting");
    const failed = await db.videoQueueEntry.findUniqueOrThrow({ where: { id: gaveUp!.id } });
    expect(failed).toMatchObject({ status: "failed", aiPromptsUsed: 0 });
    expect(failed.errorMessage).toBe("Video generation did not finish (job stalled more than allowable limit). Your 20 AI prompts were refunded.");
    expect((await usageOf(user.id)).aiPromptsUsed).toBe(40);
    // A video queued a moment ago is left to its job; a second sweep changes nothing.
    expect((await db.videoQueueEntry.findUniqueOrThrow({ where: { id: fresh!.id } })).status).toBe("pending");
    expect(await sweepVideoQueue()).toEqual({ requeued: 0, failed: 0 });
  });
});
