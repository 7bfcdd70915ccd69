/**
 * A media job cut short after fal accepted the request (the worker shut down or was restarted in
 * the middle of a generation) and run again waits for that same request: fal sees one submit, bills
 * once, and the asset completes with its result. A request fal no longer knows is submitted anew,
 * once. fal.ai is the queue contract fake, driven by the official client.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { closeQueues, DEFAULT_QUEUE_PREFIX, setQueuePrefix } from "@/server/queue";
import { processMediaAsset } from "@/server/services/media/generate";
import { mediaKeyFromUrl, readMedia } from "@/server/services/media/storage";
import { FalFake } from "../fakes/fal";
import { ledger, usage, userWithQuota } from "../ai/helpers";
import { rest } from "../helpers/api";
import { cleanupPrefix, uniquePrefix, waitFor } from "../worker/helpers";
import { useFalFake, useOfflineMedia } from "../helpers/media";

const fal = new FalFake();
// No worker runs in this file: the jobs the requests enqueue stay in their own queue, and the
// test runs the job's body itself, interrupting it where a restart would.
const prefix = uniquePrefix("media-resume");

beforeAll(async () => {
  await fal.start();
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

afterEach(() => fal.reset());

/** Charges and records an asset through the REST door, as the media dialog does. */
async function requestAsset(kind: "image" | "video") {
  const { user, token } = await userWithQuota({ used: 0, limit: 50 });
  const start = await rest<{ data: { id: string } }>("POST", `/falai/generate-${kind}`, {
    token,
    body: { prompt: `A ${kind} worth waiting for`, platform: "instagram" },
  });
  expect(start.status).toBe(200);
  return { user, id: start.body.data.id };
}

/**
 * Runs the worker's job until fal has accepted the request and the asset holds its id, then stops
 * it the way a worker shutdown does. Answers the saved request id.
 */
async function interruptAfterSubmit(mediaAssetId: string): Promise<string> {
  const shutdown = new AbortController();
  const run = processMediaAsset(mediaAssetId, { signal: shutdown.signal, finalAttempt: false }).then(
    () => null,
    (err: unknown) => err,
  );
  const saved = await waitFor(
    "fal's request id on the asset",
    async () => (await db.mediaAsset.findUniqueOrThrow({ where: { id: mediaAssetId } })).externalRequestId,
  );
  shutdown.abort();
  expect(await run).toBeInstanceOf(Error);
  return saved;
}

describe("a media job run again after it was cut short mid-generation", () => {
  it("resumes fal's request: one submit, the result stored once, charged once", async () => {
    fal.hold();
    const { user, id } = await requestAsset("image");
    const requestId = await interruptAfterSubmit(id);
    expect(fal.submitted).toEqual([requestId]);
    // Still waiting for its result, and the request was left running at fal for the next run.
    expect(await db.mediaAsset.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "processing", url: null });
    expect(fal.cancelled()).not.toContain(requestId);

    fal.release();
    expect(await processMediaAsset(id, { finalAttempt: true })).toEqual({ status: "completed" });
    expect(fal.submits).toBe(1);
    expect(fal.requests.some((r) => r.path.endsWith(`/requests/${requestId}`))).toBe(true);

    const asset = await db.mediaAsset.findUniqueOrThrow({ where: { id } });
    expect(asset).toMatchObject({ status: "completed", source: "fal", externalRequestId: requestId, width: 1080, height: 1080, error: null });
    const png = await readMedia(mediaKeyFromUrl(asset.url!)!);
    expect([png!.readUInt32BE(16), png!.readUInt32BE(20)]).toEqual([1080, 1080]);
    expect(await ledger(user.id)).toEqual([{ amount: 10, reason: "ai.media.image" }]);
    expect(await usage(user.id)).toMatchObject({ aiPromptsUsed: 10 });

    // A third run (a duplicated job) finds it done: nothing submitted, nothing stored again.
    expect(await processMediaAsset(id, { finalAttempt: true })).toEqual({ status: "completed", skipped: true });
    expect(fal.submits).toBe(1);
  });

  it("submits once more when fal no longer knows the saved request, and waits for the new one", async () => {
    fal.hold();
    const { user, id } = await requestAsset("video");
    const lost = await interruptAfterSubmit(id);
    fal.forget(lost);

    fal.release();
    expect(await processMediaAsset(id, { finalAttempt: true })).toEqual({ status: "completed" });
    expect(fal.submits).toBe(2);
    const renewed = fal.submitted[1]!;
    const asset = await db.mediaAsset.findUniqueOrThrow({ where: { id } });
    expect(asset).toMatchObject({ status: "completed", kind: "video", mimeType: "video/mp4", externalRequestId: renewed });
    expect(renewed).not.toBe(lost);
    expect(await ledger(user.id)).toEqual([{ amount: 20, reason: "ai.media.video" }]);
  });

  it("a request that fails at fal after the restart fails the asset and refunds it once", async () => {
    fal.hold();
    const { user, id } = await requestAsset("image");
    await interruptAfterSubmit(id);
    fal.setMode({ kind: "failed", detail: "Content policy violation" });
    fal.release();
    expect(await processMediaAsset(id, { finalAttempt: false })).toEqual({ status: "failed" });
    expect(await processMediaAsset(id, { finalAttempt: true })).toEqual({ status: "failed", skipped: true });
    expect(fal.submits).toBe(1);
    expect(await usage(user.id)).toMatchObject({ aiPromptsUsed: 0 });
    expect(await ledger(user.id)).toEqual([
      { amount: 10, reason: "ai.media.image" },
      { amount: -10, reason: "refund: ai.media.image" },
    ]);
  });
});
