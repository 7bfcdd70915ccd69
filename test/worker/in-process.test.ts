import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { closeQueues, enqueue, getQueue, heartbeatKey, jobName, setQueuePrefix } from "@/server/queue";
import { disconnectRedis, redisConnectionOptions } from "@/server/redis";
import { startWorker, type WorkerHandle } from "../../jobs/worker-runtime";
import { cleanupPrefix, uniquePrefix, waitFor } from "./helpers";

const prefix = uniquePrefix("worker-inproc");
let handle: WorkerHandle | undefined;
let client: Redis;

async function finished(queue: "maintenance" | "video", id: string) {
  return waitFor(`job ${queue}/${id} to finish`, async () => {
    const state = await getQueue(queue).getJobState(id);
    if (state !== "completed" && state !== "failed") return undefined;
    return { job: (await getQueue(queue).getJob(id))!, state };
  });
}

beforeAll(async () => {
  setQueuePrefix(prefix);
  client = new Redis(redisConnectionOptions());
  handle = await startWorker({ schedulers: false, concurrency: 2 });
});

afterAll(async () => {
  await handle?.close();
  await closeQueues();
  await disconnectRedis();
  await cleanupPrefix(prefix);
  await client.quit();
});

describe("in-process worker", () => {
  it("processes a heartbeat job and writes the heartbeat key", async () => {
    const before = Date.now();
    expect(await client.get(heartbeatKey(prefix))).toBeNull();

    const job = await enqueue("maintenance", { task: "heartbeat" });
    expect(job.name).toBe("heartbeat");
    const { state } = await finished("maintenance", job.id!);
    expect(state).toBe("completed");

    const value = Number(await client.get(heartbeatKey(prefix)));
    expect(value).toBeGreaterThanOrEqual(before);
    expect(value).toBeLessThanOrEqual(Date.now());
  });

  it("fails an unknown job name at once with a clear, unrecoverable error", async () => {
    const job = await getQueue("maintenance").add("no-such-task", { task: "heartbeat" });
    const { state, job: done } = await finished("maintenance", job.id!);
    expect(state).toBe("failed");
    expect(done.failedReason).toMatch(/Unknown job "no-such-task" on queue "maintenance"/);
    expect(done.attemptsMade).toBe(1); // not retried despite attempts: 3
  });

  it("completes a video job whose queue entry no longer exists without doing anything", async () => {
    // (The video queue has its processor now; a removed video's job must not fail or retry.)
    const job = await getQueue("video").add(jobName.video({ queueEntryId: "no-such-entry" }), { queueEntryId: "no-such-entry" }, { attempts: 1 });
    const { state, job: done } = await finished("video", job.id!);
    expect(state).toBe("completed");
    expect(done.returnvalue).toEqual({ outcome: "skipped" });
  });
});
