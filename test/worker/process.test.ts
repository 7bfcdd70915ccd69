/**
 * The real worker process: graceful shutdown keeps the in-flight job, and a SIGKILLed worker's
 * job is recovered by the next worker through BullMQ's stalled-job detection.
 */
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { closeQueues, enqueue, getQueue, heartbeatKey, setQueuePrefix } from "@/server/queue";
import { disconnectRedis, redisConnectionOptions } from "@/server/redis";
import { HEARTBEAT_SCHEDULER_ID, startWorker, type WorkerHandle } from "../../jobs/worker-runtime";
import { ROOT, cleanupPrefix, spawnProcess, uniquePrefix, waitFor, type Spawned } from "./helpers";

const prefixes: string[] = [];
const spawned: Spawned[] = [];
let inProcess: WorkerHandle | undefined;
const client = new Redis(redisConnectionOptions());

function usePrefix(label: string): string {
  const prefix = uniquePrefix(label);
  prefixes.push(prefix);
  setQueuePrefix(prefix);
  return prefix;
}

async function stateOf(id: string) {
  return (await getQueue("maintenance").getJob(id))?.getState();
}

afterEach(async () => {
  await inProcess?.close();
  inProcess = undefined;
  for (const p of spawned.splice(0)) p.killGroup();
  await closeQueues(); // next test may switch prefix
});

afterAll(async () => {
  await disconnectRedis();
  for (const prefix of prefixes) await cleanupPrefix(prefix);
  await client.quit();
});

describe("worker process", () => {
  it("on SIGTERM finishes the in-flight job, then exits 0", async () => {
    const prefix = usePrefix("worker-sigterm");
    // As production runs it: one node process with tsx's loader. (npm exits on SIGTERM without
    // passing it on; the tsx CLI relays it but SIGKILLs a child that does not acknowledge it
    // within 30 ms, so under load the worker died with 143 instead of finishing its job.)
    const worker = spawnProcess(process.execPath, ["--import", "tsx", "jobs/worker.ts", `--queue-prefix=${prefix}`]);
    spawned.push(worker);
    try {
      const job = await enqueue("maintenance", { task: "heartbeat", holdMs: 3000 });
      await waitFor("the hold job to be active", async () => (await stateOf(job.id!)) === "active", {
        timeoutMs: 20_000,
      });
      const activeAt = Date.now();
      await sleep(500);
      worker.child.kill("SIGTERM");

      const exit = await worker.exited;
      expect(exit).toMatchObject({ code: 0, signal: null });
      // The worker waited for the job rather than dropping it.
      expect(exit.at - activeAt).toBeGreaterThanOrEqual(2500);

      const done = (await getQueue("maintenance").getJob(job.id!))!;
      expect(await done.getState()).toBe("completed");
      expect(done.finishedOn!).toBeLessThanOrEqual(exit.at);
      expect(Number(await client.get(heartbeatKey(prefix)))).toBeGreaterThanOrEqual(done.processedOn!);

      // Start-up registered the repeatable heartbeat.
      const schedulers = await getQueue("maintenance").getJobSchedulers();
      expect(schedulers.map((s) => s.key)).toContain(HEARTBEAT_SCHEDULER_ID);

      expect(worker.output()).toMatch(/worker started/);
      expect(worker.output()).toMatch(/worker stopped/);
    } catch (err) {
      console.error(`worker output:\n${worker.output()}`);
      throw err;
    }
    // Covers its own waits: start-up, the job becoming active (20 s), and a shutdown that may wait
    // its whole grace period (25 s) for other in-flight jobs, e.g. the insights refresh the worker
    // starts at once over the shared test database.
  }, 60_000);

  it("a job whose worker was SIGKILLed is picked up and completed by a new worker", async () => {
    const prefix = usePrefix("worker-sigkill");
    // `node --import tsx` keeps it one process: SIGKILL must hit the worker itself (a tsx
    // wrapper cannot relay SIGKILL, the real worker would live on).
    const doomed = spawnProcess(process.execPath, ["--import", "tsx", path.join(ROOT, "test/worker/fixtures/short-lock-worker.ts"), prefix]);
    spawned.push(doomed);
    try {
      const job = await enqueue("maintenance", { task: "heartbeat", holdMs: 2000 });
      await waitFor("the job to be active in the doomed worker", async () => (await stateOf(job.id!)) === "active", {
        timeoutMs: 20_000,
      });
      await sleep(300);
      doomed.child.kill("SIGKILL");
      expect((await doomed.exited).signal).toBe("SIGKILL");
      expect(await stateOf(job.id!)).toBe("active"); // orphaned: nobody holds it now
      expect(await client.get(heartbeatKey(prefix))).toBeNull();

      inProcess = await startWorker({
        queues: ["maintenance"],
        schedulers: false,
        lockDuration: 1_000,
        stalledInterval: 500,
        name: "rescue-worker",
      });
      await waitFor("the job to complete in the new worker", async () => (await stateOf(job.id!)) === "completed", {
        timeoutMs: 15_000,
      });

      const done = (await getQueue("maintenance").getJob(job.id!))!;
      expect(done.processedBy).toBe("rescue-worker");
      expect(done.attemptsStarted).toBeGreaterThanOrEqual(2);
      expect(await client.get(heartbeatKey(prefix))).not.toBeNull();
    } catch (err) {
      console.error(`doomed worker output:\n${doomed.output()}`);
      throw err;
    }
  });
});
