/**
 * BullMQ queues, created lazily once per process and shared by every producer in it.
 * Web code enqueues with `enqueue(queue, data)`; the worker (jobs/worker-runtime.ts) consumes.
 */
import { Queue, type ConnectionOptions, type DefaultJobOptions, type Job, type JobsOptions } from "bullmq";
import { env } from "@/env";
import { logger } from "@/server/logger";
import { redisConnectionOptions } from "@/server/redis";
import { RETRY_AFTER_BACKOFF } from "./backoff";
import { currentRequestId } from "@/server/lib/request-context";
import { jobName, type JobPayloads, type QueueName } from "./names";

/** Redis key prefix of every queue key (`<prefix>:<queue>:...`). */
export const DEFAULT_QUEUE_PREFIX = "postpilot";

let prefix = DEFAULT_QUEUE_PREFIX;

/**
 * Override the key prefix (tests use a unique one per run; the worker takes `--queue-prefix=`).
 * Call before the first queue is used: queues already open keep their prefix, so changing it
 * while they are open is refused.
 */
export function setQueuePrefix(next: string): void {
  if (!/^[A-Za-z0-9._:-]+$/.test(next)) throw new Error(`Invalid queue prefix: ${JSON.stringify(next)}`);
  if (next === prefix) return;
  if (queues.size > 0) throw new Error("setQueuePrefix: close the open queues first (closeQueues())");
  prefix = next;
}

export function getQueuePrefix(): string {
  return prefix;
}

const KEEP_COMPLETED = { count: 1000, age: 7 * 24 * 3600 };
/** Failed jobs are kept for inspection; the count bound only stops Redis from growing forever. */
const KEEP_FAILED = { count: 5000 };

/**
 * Retry policy per queue, the only place it is declared: `enqueue` applies it to every job (read
 * when the job is added, so configuration changes apply) and callers never pass their own.
 * Processors must be safe to run again (a retry or a stalled job re-runs).
 */
export function jobOptionsFor(queue: QueueName): DefaultJobOptions {
  switch (queue) {
    // Network APIs fail transiently: PUBLISH_ATTEMPTS tries, exponential from PUBLISH_RETRY_DELAY_MS
    // but never sooner than a network's Retry-After. The publisher's claims keep a retry from
    // posting twice.
    case "publish":
      return {
        attempts: env().PUBLISH_ATTEMPTS,
        backoff: { type: RETRY_AFTER_BACKOFF, delay: env().PUBLISH_RETRY_DELAY_MS },
        removeOnComplete: KEEP_COMPLETED,
        removeOnFail: KEEP_FAILED,
      };
    // AI providers rate-limit and time out; 4 tries over ~70 s.
    case "media":
      return { attempts: 4, backoff: { type: "exponential", delay: 10_000 }, removeOnComplete: KEEP_COMPLETED, removeOnFail: KEEP_FAILED };
    // Video batches are slow and expensive: one retry after a minute.
    case "video":
      return { attempts: 2, backoff: { type: "exponential", delay: 60_000 }, removeOnComplete: KEEP_COMPLETED, removeOnFail: KEEP_FAILED };
    // Housekeeping repeats on a schedule: the next run is the retry.
    case "maintenance":
      return { attempts: 1, removeOnComplete: { count: 100, age: 24 * 3600 }, removeOnFail: { count: 1000 } };
    // Webhook deliveries retry by their rows (services/webhooks/deliver.ts): one try per job, and a
    // finished job is removed so the sweeper can add a lost or waiting delivery's job again.
    case "webhooks":
      return { attempts: 1, removeOnComplete: true, removeOnFail: { count: 1000 } };
  }
}

/** Per job: its id, delay or priority; the retry policy is the queue's (jobOptionsFor). */
export type EnqueueOptions = Omit<JobsOptions, "attempts" | "backoff" | "removeOnComplete" | "removeOnFail">;

/**
 * redisConnectionOptions() typed for BullMQ (ioredis 6 allows `retryStrategy: null`, BullMQ's
 * type does not). A fresh options object each time: BullMQ then owns and closes its connections.
 */
export function bullConnection(): ConnectionOptions {
  const { retryStrategy, ...rest } = redisConnectionOptions();
  return retryStrategy ? { ...rest, retryStrategy } : rest;
}

/** All type parameters spelled out so that generic call sites (Q unresolved) still type-check. */
export type AppQueue<Q extends QueueName> = Queue<JobPayloads[Q], unknown, string, JobPayloads[Q], unknown, string>;

const queues = new Map<QueueName, Queue>();

/** The queue for `name` (created on first use with the current prefix). */
export function getQueue<Q extends QueueName>(name: Q): AppQueue<Q> {
  const existing = queues.get(name);
  if (existing) return existing as AppQueue<Q>;
  const queue: AppQueue<Q> = new Queue(name, {
    connection: bullConnection(),
    prefix,
    defaultJobOptions: jobOptionsFor(name),
  });
  // Without a listener an 'error' event (e.g. Redis down) would crash the process.
  queue.on("error", (err) => logger.error({ queue: name, err: err.message }, "queue error"));
  queues.set(name, queue as unknown as Queue);
  return queue;
}

/** Add a job; its BullMQ name comes from `jobName[queue](data)`, its retry policy from `jobOptionsFor`. */
export async function enqueue<Q extends QueueName>(
  queue: Q,
  data: JobPayloads[Q],
  opts?: EnqueueOptions,
): Promise<Job<JobPayloads[Q], unknown, string>> {
  const name = (jobName[queue] as (d: JobPayloads[Q]) => string)(data);
  // The request that enqueued it, for the logs (src/server/lib/request-context.ts); payload schemas drop it.
  const requestId = currentRequestId();
  return getQueue(queue).add(name, requestId ? { ...data, requestId } : data, { ...opts, ...jobOptionsFor(queue) });
}

/** Add many jobs of one queue in one Redis round trip (addBulk): names and retry policy as `enqueue` gives them. */
export async function enqueueBulk<Q extends QueueName>(queue: Q, jobs: readonly { data: JobPayloads[Q]; opts?: EnqueueOptions }[]): Promise<void> {
  if (jobs.length === 0) return;
  const requestId = currentRequestId();
  await getQueue(queue).addBulk(
    jobs.map(({ data, opts }) => ({
      name: (jobName[queue] as (d: JobPayloads[Q]) => string)(data),
      data: requestId ? { ...data, requestId } : data,
      opts: { ...opts, ...jobOptionsFor(queue) },
    })),
  );
}

const closers: Array<() => Promise<void>> = [];

/** Registers what closeQueues also closes (the job-event readers of job-events.ts, which need the queues). */
export function onCloseQueues(close: () => Promise<void>): void {
  closers.push(close);
}

/** Close every queue opened in this process (their Redis connections too). Safe to call twice. */
export async function closeQueues(): Promise<void> {
  await Promise.all(closers.map((close) => close()));
  const open = [...queues.values()];
  queues.clear();
  await Promise.all(open.map((q) => q.close().catch((err: Error) => logger.warn({ err: err.message }, "queue close failed"))));
}

/**
 * What became of a job a sweeper expects to exist: `lost` (never there, or Redis lost it: enqueue
 * again), `ended` (completed or failed without settling its row: settle it), or `live`.
 */
export async function jobFate<Q extends QueueName>(name: Q, jobId: string): Promise<{ fate: "lost" | "ended" | "live"; failedReason?: string }> {
  const job = await getQueue(name).getJob(jobId);
  const state = job ? await job.getState() : "unknown";
  if (state === "unknown") return { fate: "lost" };
  if (state === "failed" || state === "completed") return { fate: "ended", failedReason: job?.failedReason || undefined };
  return { fate: "live" };
}
