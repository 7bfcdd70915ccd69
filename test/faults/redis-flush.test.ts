/**
 * Redis is flushed in the middle of a burst of due posts while the worker keeps running (it is
 * NOT restarted): the worker notices its schedules are gone, puts them back, and the sweeper
 * queues again the posts whose jobs were lost. Every post is published exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { closeQueues, getQueue, heartbeatKey, setQueuePrefix } from "@/server/queue";
import { redis } from "@/server/redis";
import { SocialNetworkFake } from "../fakes/social-network";
import { cleanupPrefix, uniquePrefix, waitFor } from "../worker/helpers";
import { SWEEPER_SCHEDULER_ID, startWorker, type WorkerHandle } from "../../jobs/worker-runtime";
import { expectExactlyOnce, onNetwork, scheduleBurst, waitSettled } from "./burst";

const fake = new SocialNetworkFake();
const prefix = uniquePrefix("flush");
let worker: WorkerHandle | undefined;

beforeAll(async () => {
  await fake.start();
  // Few network calls at once, so that the burst is still under way when Redis is flushed.
  Object.assign(process.env, fake.envVars(), {
    PUBLISH_RETRY_DELAY_MS: "200",
    NETWORK_TIMEOUT_MS: "3000",
    SWEEPER_INTERVAL_MS: "1000",
    NETWORK_CONCURRENCY: "10",
  });
  resetEnvForTests();
  await closeQueues();
  setQueuePrefix(prefix);
  worker = await startWorker({ prefix, scheduleCheckMs: 500 });
});

afterAll(async () => {
  await worker?.close();
  await closeQueues();
  await cleanupPrefix(prefix);
  await fake.stop();
});

describe("Redis flushed mid-burst, worker left running", () => {
  it("re-creates the schedules and publishes every post exactly once", async () => {
    fake.setBehaviour("x", { latencyMs: 40 });
    const burst = await scheduleBurst(fake, "flush", { posts: 150, dueAt: new Date(Date.now() + 2000) });

    await waitFor("the burst to be under way", async () => onNetwork(fake, burst) >= 20, { timeoutMs: 30_000, intervalMs: 20 });
    await redis().flushdb();
    const flushedAt = Date.now();
    expect(onNetwork(fake, burst)).toBeLessThan(150);

    await waitSettled(burst, 60_000);
    console.log(`redis flush: ${burst.ids.length} posts settled ${Date.now() - flushedAt} ms after the flush`);
    await expectExactlyOnce(fake, burst);
    // What keeps the app alive came back without a restart: the sweeper's schedule and the heartbeat.
    expect(await getQueue("maintenance").getJobScheduler(SWEEPER_SCHEDULER_ID)).toBeDefined();
    await waitFor("the heartbeat to be written again", async () => Number(await redis().get(heartbeatKey(prefix))) >= flushedAt);
  }, 120_000);
});
