/**
 * A job is one file (jobs/definitions/<name>.ts): the registry derives the processors and the
 * periodic schedules from those files, and the worker checks each job's payload against its schema.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeQueues, enqueue, getQueue, setQueuePrefix } from "@/server/queue";
import { disconnectRedis } from "@/server/redis";
import { jobDefinitions, schedules } from "../../jobs/registry";
import { startWorker, type WorkerHandle } from "../../jobs/worker-runtime";
import { cleanupPrefix, uniquePrefix, waitFor } from "./helpers";

const prefix = uniquePrefix("worker-registry");
let handle: WorkerHandle | undefined;

beforeAll(async () => {
  setQueuePrefix(prefix);
  handle = await startWorker({ schedulers: false, concurrency: 1, queues: ["maintenance"] });
});

afterAll(async () => {
  await handle?.close();
  await closeQueues();
  await disconnectRedis();
  await cleanupPrefix(prefix);
});

describe("job registry", () => {
  it("derives every periodic schedule from the job files, named after their jobs", async () => {
    expect((await schedules()).map((s) => s.id).sort()).toEqual([
      "dispatch-webhooks",
      "email-notifications",
      "expire-card-periods",
      "heartbeat",
      "preflight-posts",
      "prune-idempotency-keys",
      "prune-notifications",
      "prune-oauth",
      "prune-webhook-events",
      "refresh-insights",
      "refresh-tokens",
      "sweep-due-posts",
      "sweep-webhooks",
    ]);
    expect((await jobDefinitions()).map((d) => `${d.queue}/${d.name}`)).toEqual(
      expect.arrayContaining(["publish/publish-post", "media/generate-media", "video/generate-video-batch", "webhooks/deliver-webhook"]),
    );
  });

  it("fails a job whose payload does not match its schema at once, naming the field", async () => {
    const job = await enqueue("maintenance", { task: "heartbeat", holdMs: "soon" });
    const done = await waitFor(`job ${job.id} to finish`, async () => {
      const state = await getQueue("maintenance").getJobState(job.id!);
      return state === "completed" || state === "failed" ? { state, job: (await getQueue("maintenance").getJob(job.id!))! } : undefined;
    });
    expect(done.state).toBe("failed");
    expect(done.job.failedReason).toMatch(/Invalid payload for job "heartbeat" on queue "maintenance": holdMs/);
  });
});
