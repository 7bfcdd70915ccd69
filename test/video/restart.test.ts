/**
 * Kill the worker (SIGKILL) in the middle of a batch of 10 videos and start another: every video
 * is generated, none is lost, none gets a second result, and the batch is charged exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { closeQueues, setQueuePrefix } from "@/server/queue";
import { trpc } from "../helpers/api";
import { selectOfflineGenerator } from "../ai/helpers";
import { cleanupPrefix, uniquePrefix, waitFor } from "../worker/helpers";
import { createSetting, ledgerOf, premiumUser, usageOf, videoWorkers } from "./helpers";

const prefix = uniquePrefix("video-restart");
const workers = videoWorkers(prefix);

beforeAll(async () => {
  await selectOfflineGenerator();
  // One video at a time, so that the kill lands between videos of the batch.
  process.env.VIDEO_GENERATION_CONCURRENCY = "1";
  resetEnvForTests();
  await closeQueues();
  setQueuePrefix(prefix);
});

afterAll(async () => {
  for (const s of workers.all) s.killGroup();
  delete process.env.VIDEO_GENERATION_CONCURRENCY;
  resetEnvForTests();
  await closeQueues();
  await cleanupPrefix(prefix);
});

describe("a worker killed in the middle of a batch", () => {
  it("generates every video exactly once after a restart", async () => {
    const { user, token } = await premiumUser();
    const setting = await createSetting(token, { videosPerBatch: 10, videoLength: 60 });
    const { queueEntries } = await trpc({ token }).video.generate.mutate({ settingId: setting.id });
    const ids = queueEntries.map((e) => e.id);
    const ready = () => db.videoQueueEntry.count({ where: { id: { in: ids }, status: "ready" } });

    const first = workers.start();
    await waitFor("the first worker to finish some videos", async () => (await ready()) >= 2, { timeoutMs: 60_000, intervalMs: 20 });
    first.child.kill("SIGKILL");
    await first.exited;
    const atKill = await db.videoQueueEntry.groupBy({ by: ["status"], where: { id: { in: ids } }, _count: true });
    const readyAtKill = atKill.find((g) => g.status === "ready")?._count ?? 0;
    expect(readyAtKill).toBeLessThan(10);

    const second = workers.start();
    await waitFor("every video to be generated", async () => (await ready()) === 10, { timeoutMs: 120_000, intervalMs: 200 });

    const entries = await db.videoQueueEntry.findMany({ where: { id: { in: ids } } });
    expect(entries.map((e) => e.status)).toEqual(Array(10).fill("ready"));
    expect(new Set(entries.map((e) => e.videoUrl)).size).toBe(10);
    expect(entries.every((e) => e.errorMessage === null && e.aiPromptsUsed === 20)).toBe(true);
    // Charged once for the batch; nothing refunded (nothing failed), nothing charged twice.
    expect(await ledgerOf(user.id)).toEqual([{ amount: 200, reason: "ai.video_batch.10" }]);
    expect((await usageOf(user.id)).aiPromptsUsed).toBe(200);
    // Each result file is the one its entry points to; a run cut short left no second result.
    const videos = await db.mediaAsset.findMany({ where: { userId: user.id, kind: "video" } });
    expect(videos.filter((v) => entries.some((e) => e.videoUrl === v.url))).toHaveLength(10);
    second.child.kill("SIGTERM");
    await second.exited;
  }, 240_000); // two worker start-ups and ten clips: well past the default 30 s on a busy machine
});
