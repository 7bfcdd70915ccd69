/**
 * The worker: one BullMQ Worker per queue, processors and periodic schedules from jobs/registry.ts
 * (one file per job under jobs/definitions/), and a graceful close.
 * jobs/worker.ts is the process entry; tests call startWorker()
 * in-process.
 */
import { hostname } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { Worker } from "bullmq";
import { Redis } from "ioredis";
import { env } from "@/env";
import { logger } from "@/server/logger";
import { redisConnectionOptions } from "@/server/redis";
import { metrics } from "@/server/services/ops/metrics";
import {
  retryAfterBackoff,
  QUEUE_NAMES,
  bullConnection,
  getQueue,
  enqueue,
  jobOptionsFor,
  getQueuePrefix,
  setQueuePrefix,
  beatWorker,
  forgetWorker,
  type JobPayloads,
  type QueueName,
} from "@/server/queue";
import { processors as registeredProcessors, schedules, type AppJob, type QueueProcessor, type Schedule } from "./registry";

/**
 * How long a shutdown waits for in-flight jobs (below the 30 s that Docker and Kubernetes give
 * before SIGKILL). Jobs still running after it are not lost: their locks expire and BullMQ's
 * stalled-job check in the next worker moves them back to waiting and runs them again.
 */
export const SHUTDOWN_GRACE_MS = 25_000;

/** Ids of some job schedulers (a schedule's id is its job's name, see jobs/registry.ts). */
export const SWEEPER_SCHEDULER_ID = "sweep-due-posts";
export const HEARTBEAT_SCHEDULER_ID = "heartbeat";
export const TOKEN_REFRESH_SCHEDULER_ID = "refresh-tokens";

/** How often the worker checks that its job schedules still exist in Redis (see ensureSchedules). */
export const SCHEDULE_CHECK_MS = 10_000;

/**
 * Publish jobs hold a short lock (renewed every half of it while they run), and stalled locks are
 * looked for often: a killed worker's publish jobs go back to waiting within about 15 s instead of
 * BullMQ's default minute. The claim rules in the publisher keep a falsely stalled job from posting twice.
 */
export const PUBLISH_LOCK_MS = 10_000;
export const PUBLISH_STALLED_CHECK_MS = 5_000;

/**
 * Creates the periodic job schedules that are missing (all of them on a fresh or flushed Redis;
 * none when they exist, so running it often or from several workers changes nothing). When
 * Redis had lost them, it also runs the sweeper and the heartbeat at once: delayed publish jobs
 * were lost with them and the database knows which posts are due.
 */
export async function ensureSchedules({ startup = false } = {}): Promise<string[]> {
  const missing: Schedule[] = [];
  for (const schedule of await schedules()) if (!(await getQueue(schedule.queue).getJobScheduler(schedule.id))) missing.push(schedule);
  for (const schedule of missing) {
    // Upsert: restarting (or running several workers) keeps exactly one schedule. A scheduled job's
    // data is `{ task: <its name> }` (the maintenance queue's shape).
    const data = { task: schedule.id } as JobPayloads[QueueName];
    await getQueue(schedule.queue).upsertJobScheduler(
      schedule.id,
      { every: schedule.every() },
      { name: schedule.id, data, opts: jobOptionsFor(schedule.queue) },
    );
  }
  const recreated = missing.map((s) => s.id);
  if (recreated.length > 0 && startup) logger.info({ recreated }, "job schedules created");
  if (recreated.length > 0 && !startup) {
    logger.warn(
      { recreated },
      "job schedules were missing from Redis (flushed or restarted without persistence); re-created them and swept due posts",
    );
    await enqueue("maintenance", { task: "sweep-due-posts" });
    await enqueue("maintenance", { task: "heartbeat" });
  }
  return recreated;
}

/** `{ requestId }` of a job enqueued by a web request (src/server/lib/request-context.ts), else `{}`. */
function requestIdOf(job: { data?: unknown }): { requestId?: string } {
  const id = (job.data as { requestId?: unknown } | undefined)?.requestId;
  return typeof id === "string" ? { requestId: id } : {};
}

function observeJob(queue: QueueName, job: { name: string; processedOn?: number; finishedOn?: number }, outcome: "completed" | "failed"): void {
  if (job.processedOn === undefined) return;
  const seconds = Math.max(0, (job.finishedOn ?? Date.now()) - job.processedOn) / 1000;
  metrics().jobDuration.observe({ queue, job: job.name, outcome }, seconds);
}

export interface StartWorkerOptions {
  /** How often to check the schedules still exist (ms, default SCHEDULE_CHECK_MS). */
  scheduleCheckMs?: number;
  /** BullMQ key prefix (default: the current one, see setQueuePrefix). */
  prefix?: string;
  /** Queues to consume (default: all). */
  queues?: readonly QueueName[];
  /** Jobs processed in parallel per queue (default: env().WORKER_CONCURRENCY). */
  concurrency?: number;
  /** Create the periodic job schedules on start and keep them (see ensureSchedules; default true). */
  schedulers?: boolean;
  /** See SHUTDOWN_GRACE_MS. */
  graceMs?: number;
  /** BullMQ lock duration (ms, default 30 000). Tests shorten it to recover stalled jobs fast. */
  lockDuration?: number;
  /** BullMQ stalled-job check interval (ms, default 30 000). */
  stalledInterval?: number;
  /** How often a job may stall before it fails (BullMQ default 1). */
  maxStalledCount?: number;
  /** Worker name recorded on processed jobs (`job.processedBy`); default `<hostname>:<pid>`. */
  name?: string;
  /** Replace processors (tests). */
  processors?: Partial<{ [Q in QueueName]: QueueProcessor<Q> }>;
}

export interface WorkerHandle {
  readonly workers: ReadonlyMap<QueueName, Worker>;
  /**
   * Stop taking jobs, wait up to the grace period for in-flight ones, close the workers and the
   * worker's Redis client. Queues (closeQueues) and the shared client (disconnectRedis) stay open:
   * the caller owns those. Idempotent.
   */
  close(): Promise<void>;
}

export async function startWorker(options: StartWorkerOptions = {}): Promise<WorkerHandle> {
  if (options.prefix) setQueuePrefix(options.prefix);
  const prefix = getQueuePrefix();
  const queueNames = options.queues ?? QUEUE_NAMES;
  const concurrency = options.concurrency ?? env().WORKER_CONCURRENCY;
  const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
  const workerName = options.name ?? `${hostname()}:${process.pid}`;

  // For processors' own keys. Commands retry a few times across reconnects, then fail the job.
  const client = new Redis({ ...redisConnectionOptions(), maxRetriesPerRequest: 3 });
  client.on("error", (err) => logger.warn({ err: err.message }, "worker redis client error"));

  const defaultProcessors = await registeredProcessors();
  const workers = new Map<QueueName, Worker>();
  for (const queue of queueNames) {
    const processor = (options.processors?.[queue] ?? defaultProcessors[queue]) as QueueProcessor<QueueName>;
    // Three declared parameters: BullMQ then passes an AbortSignal (fired on cancelAllJobs()).
    const run = (job: AppJob<QueueName>, token?: string, signal?: AbortSignal) =>
      processor(job, {
        prefix,
        redis: client,
        signal,
        token,
        log: logger.child({ queue, jobId: job.id, job: job.name, ...requestIdOf(job) }),
      });
    const worker = new Worker<JobPayloads[QueueName], unknown, string>(queue, run, {
      connection: bullConnection(),
      prefix,
      concurrency:
        options.concurrency ?? (queue === "publish" ? env().PUBLISH_CONCURRENCY : queue === "webhooks" ? env().WEBHOOK_CONCURRENCY : concurrency),
      name: workerName,
      // Jobs that opt in (backoff type "retry-after") honour a network's Retry-After hint.
      settings: { backoffStrategy: retryAfterBackoff },
      ...(queue === "publish" && { lockDuration: PUBLISH_LOCK_MS, stalledInterval: PUBLISH_STALLED_CHECK_MS }),
      ...(options.lockDuration !== undefined && { lockDuration: options.lockDuration }),
      ...(options.stalledInterval !== undefined && { stalledInterval: options.stalledInterval }),
      ...(options.maxStalledCount !== undefined && { maxStalledCount: options.maxStalledCount }),
    });
    // Job data is never logged (it may reference accounts; error messages are enough to triage),
    // except the id of the web request that enqueued the job.
    worker.on("completed", (job) => {
      observeJob(queue, job, "completed");
      if (job.data && "requestId" in job.data) logger.info({ queue, jobId: job.id, job: job.name, ...requestIdOf(job) }, "job completed");
    });
    worker.on("failed", (job, err) => {
      const willRetry = job !== undefined && job.attemptsMade < (job.opts.attempts ?? 1) && err.name !== "UnrecoverableError";
      if (job) {
        observeJob(queue, job, "failed");
        (willRetry ? metrics().jobRetries : metrics().jobFailures).inc({ queue, job: job.name });
      }
      const details = {
        queue,
        jobId: job?.id,
        job: job?.name,
        ...(job && requestIdOf(job)),
        attemptsMade: job?.attemptsMade,
        maxAttempts: job?.opts.attempts,
        error: err.name,
        message: err.message,
      };
      if (willRetry) logger.warn(details, "job will retry");
      else logger.error(details, "job failed");
    });
    worker.on("stalled", (jobId) => logger.warn({ queue, jobId }, "job stalled; moved back to waiting"));
    // An 'error' event without a listener would crash the process.
    worker.on("error", (err) => logger.error({ queue, err: err.message }, "worker error"));
    workers.set(queue, worker);
  }

  await Promise.all([...workers.values()].map((w) => w.waitUntilReady()));
  // Queue depths for /metrics, read from Redis when scraped.
  const depthCollector = async () => {
    const rows: Array<{ queue: string; state: string; count: number }> = [];
    for (const queue of queueNames) {
      const counts = await getQueue(queue).getJobCounts("waiting", "delayed", "active", "failed", "prioritized");
      for (const [state, count] of Object.entries(counts)) rows.push({ queue, state, count: count ?? 0 });
    }
    return rows;
  };
  metrics().queueDepthCollectors.push(depthCollector);

  // The schedules live in Redis only: a flushed or restarted Redis without persistence loses them,
  // and with them the sweeper that recovers lost publish jobs. Put them back whenever Redis comes
  // back and, in case a flush went unnoticed (no reconnect), every SCHEDULE_CHECK_MS.
  let keeper: ReturnType<typeof setInterval> | undefined;
  if (options.schedulers !== false) {
    await ensureSchedules({ startup: true });
    let checking = false;
    const recheck = () => {
      if (checking) return;
      checking = true;
      ensureSchedules()
        .catch((err: Error) => logger.warn({ err: err.message }, "could not check the job schedules; will try again"))
        .finally(() => (checking = false));
    };
    keeper = setInterval(recheck, options.scheduleCheckMs ?? SCHEDULE_CHECK_MS);
    keeper.unref();
    client.on("ready", recheck);
  }

  // This process's own heartbeat (src/server/queue/heartbeat.ts): counted alive until it stops beating.
  const ttlMs = env().WORKER_HEARTBEAT_TTL_MS;
  const beat = () =>
    beatWorker(client, prefix, workerName, ttlMs).catch((err: Error) => logger.warn({ err: err.message }, "could not write the worker heartbeat"));
  await beat();
  const beating = setInterval(() => void beat(), Math.max(100, Math.floor(ttlMs / 3)));
  beating.unref();

  logger.info({ prefix, queues: queueNames, concurrency, worker: workerName }, "worker started");

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      logger.info({ graceMs }, "worker shutting down: waiting for in-flight jobs");
      if (keeper) clearInterval(keeper);
      // It takes no more jobs: it no longer counts as a worker.
      clearInterval(beating);
      const collectors = metrics().queueDepthCollectors;
      if (collectors.includes(depthCollector)) collectors.splice(collectors.indexOf(depthCollector), 1);
      await forgetWorker(client, prefix, workerName).catch(() => undefined);
      const started = Date.now();
      // worker.close() stops fetching at once and resolves when the current jobs have finished.
      const drained = Promise.all([...workers.values()].map((w) => w.close())).then(() => true);
      const timer = new AbortController();
      const inTime = await Promise.race([drained, sleep(graceMs, false, { signal: timer.signal }).catch(() => false)]);
      timer.abort();
      if (!inTime) {
        // Give up on them: abort signals go to processors that take one; whatever is left
        // stalls and is re-run by the next worker (see SHUTDOWN_GRACE_MS).
        for (const w of workers.values()) w.cancelAllJobs("worker shutdown grace period elapsed");
        logger.warn({ graceMs }, "grace period elapsed; unfinished jobs will be retried by the next worker");
      }
      await client.quit().catch(() => client.disconnect());
      logger.info({ ms: Date.now() - started, drained: inTime }, "worker stopped");
    })();
    return closing;
  };

  return { workers, close };
}
