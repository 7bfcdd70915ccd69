/**
 * An AI video whose worker dies after fal accepted the video (a deploy restarts workers; fal takes
 * minutes) is finished by the next worker from that same fal request: fal sees one submit and bills
 * once, the caption is the script the video was made from, and the batch is charged once. A request
 * fal no longer knows is submitted anew, once. fal.ai is the queue contract fake.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { getMediaGenerator } from "@/server/integrations/media";
import { closeQueues, DEFAULT_QUEUE_PREFIX, setQueuePrefix } from "@/server/queue";
import { generateQueueEntry } from "@/server/services/video/generation";
import { FalFake } from "../fakes/fal";
import { selectOfflineGenerator } from "../ai/helpers";
import { trpc } from "../helpers/api";
import { cleanupPrefix, uniquePrefix, waitFor } from "../worker/helpers";
import { createSetting, ledgerOf, premiumUser, usageOf, videoWorkers } from "./helpers";
import { useFalFake, useOfflineMedia } from "../helpers/media";

const fal = new FalFake();
const prefix = uniquePrefix("video-resume");
const workers = videoWorkers(prefix);

beforeAll(async () => {
  await fal.start();
  // Scripts from the offline writer; videos from fal (the fake). Spawned workers inherit both.
  await selectOfflineGenerator();
  useFalFake(fal);
  await closeQueues();
  setQueuePrefix(prefix);
});

afterAll(async () => {
  useOfflineMedia();
  await closeQueues();
  await cleanupPrefix(prefix);
  setQueuePrefix(DEFAULT_QUEUE_PREFIX);
  await fal.stop();
});

afterEach(async () => {
  // No worker outlives its test: the next test runs the job's step itself.
  for (const s of workers.all.splice(0)) {
    s.killGroup();
    await s.exited;
  }
  fal.reset();
});

async function oneVideo() {
  const { user, token } = await premiumUser();
  const setting = await createSetting(token, { videosPerBatch: 1, videoLength: 15 });
  const { queueEntries } = await trpc({ token }).video.generate.mutate({ settingId: setting.id });
  expect(queueEntries).toHaveLength(1);
  return { user, id: queueEntries[0]!.id };
}

const entryOf = (id: string) => db.videoQueueEntry.findUniqueOrThrow({ where: { id } });

describe("a video whose worker dies while fal is generating it", () => {
  it("is finished by the next worker from the same fal request: one submit, one result, charged once", async () => {
    fal.hold();
    const { user, id } = await oneVideo();

    const first = workers.start();
    const submitted = await waitFor(
      "fal's request id on the video",
      async () => {
        const entry = await entryOf(id);
        return entry.externalRequestId ? entry : null;
      },
      { timeoutMs: 60_000 },
    );
    expect(submitted.status).toBe("generating");
    expect(fal.submitted).toEqual([submitted.externalRequestId]);
    first.child.kill("SIGKILL");
    await first.exited;

    // fal finishes while no worker is running; the next worker picks the job up again.
    fal.release();
    workers.start();
    const ready = await waitFor(
      "the video to be ready",
      async () => {
        const entry = await entryOf(id);
        return entry.status === "ready" ? entry : null;
      },
      { timeoutMs: 60_000, intervalMs: 100 },
    );

    expect(fal.submits).toBe(1);
    expect(ready).toMatchObject({ externalRequestId: submitted.externalRequestId, errorMessage: null, aiPromptsUsed: 20 });
    // The caption is the script fal's prompt was written from, saved when fal accepted it.
    expect(ready.script).toBe(submitted.script);
    expect(ready.description).toBe(submitted.script);
    const videos = await db.mediaAsset.findMany({ where: { userId: user.id, kind: "video" } });
    expect(videos.map((v) => v.url)).toEqual([ready.videoUrl]);
    expect(videos[0]).toMatchObject({ source: "fal", mimeType: "video/mp4", width: 180, height: 320 });
    expect(await ledgerOf(user.id)).toEqual([{ amount: 20, reason: "ai.video_batch.1" }]);
    expect((await usageOf(user.id)).aiPromptsUsed).toBe(20);
  });

  it("submits once more when fal no longer knows the saved request", async () => {
    fal.hold();
    const { user, id } = await oneVideo();
    // The job's step run in this process, stopped the way a worker shutdown stops it.
    const shutdown = new AbortController();
    const firstRun = generateQueueEntry(id, { generator: getMediaGenerator(), signal: shutdown.signal }).catch((err: unknown) => err);
    const lost = await waitFor("fal's request id on the video", async () => (await entryOf(id)).externalRequestId);
    shutdown.abort();
    expect(await firstRun).toBeInstanceOf(Error);
    expect(fal.cancelled()).not.toContain(lost);
    expect((await entryOf(id)).status).toBe("generating");

    fal.forget(lost);
    fal.release();
    expect(await generateQueueEntry(id, { generator: getMediaGenerator(), finalTry: true })).toBe("ready");
    expect(fal.submits).toBe(2);
    const entry = await entryOf(id);
    expect(entry).toMatchObject({ status: "ready", externalRequestId: fal.submitted[1] });
    expect(entry.externalRequestId).not.toBe(lost);
    expect(await db.mediaAsset.count({ where: { userId: user.id, kind: "video" } })).toBe(1);
    expect(await ledgerOf(user.id)).toEqual([{ amount: 20, reason: "ai.video_batch.1" }]);
  });
});
