/** The admin Queues tab: job counts per BullMQ queue, the latest failures, and retrying one. */
import { db } from "@/server/db";
import { AppError, Conflict, NotFound } from "@/server/errors";
import { recordActivity } from "@/server/services/activity";
import { aliveWorkers, getQueue, QUEUE_NAMES, type QueueName } from "@/server/queue";

export const FAILED_JOBS_SHOWN = 10;
const REDIS_TIMEOUT_MS = 3000;

/** BullMQ waits for Redis forever; the page should hear about an outage instead. */
async function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), REDIS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError("SERVICE_UNAVAILABLE", "The job queues cannot be reached (is Redis running?).");
  } finally {
    clearTimeout(timer);
  }
}

async function queueSummary(name: QueueName) {
  const queue = getQueue(name);
  const [counts, failed] = await Promise.all([
    queue.getJobCounts("waiting", "delayed", "active", "failed", "completed"),
    queue.getFailed(0, FAILED_JOBS_SHOWN - 1),
  ]);
  return {
    name,
    counts: {
      waiting: counts.waiting ?? 0,
      delayed: counts.delayed ?? 0,
      active: counts.active ?? 0,
      failed: counts.failed ?? 0,
      completed: counts.completed ?? 0,
    },
    failedJobs: failed
      .filter((job) => job?.id)
      .map((job) => ({
        id: job.id!,
        name: job.name,
        failedReason: job.failedReason || "Unknown error",
        attemptsMade: job.attemptsMade,
        data: (job.data ?? {}) as Record<string, unknown>,
        createdAt: new Date(job.timestamp),
        failedAt: job.finishedOn ? new Date(job.finishedOn) : null,
      })),
  };
}

export interface NetworkOnTime {
  platform: string;
  published: number;
  /** Lateness after the scheduled time of the posts published (ms); null when none were. */
  latenessP50Ms: number | null;
  latenessP99Ms: number | null;
  /** Tries beyond the first of the claims settled in the window. */
  retries: number;
  failed: number;
  needsReview: number;
}

/** The on-time promise over the last 24 hours, per network, from the publish logs. */
export async function publishingLastDay(now = new Date()): Promise<{ since: Date; networks: NetworkOnTime[] }> {
  const since = new Date(now.getTime() - 24 * 3600_000);
  const rows = await db.$queryRaw<
    { platform: string; published: number; p50: number | null; p99: number | null; retries: number; failed: number; needsReview: number }[]
  >`
    SELECT platform,
      count(*) FILTER (WHERE status = 'published')::int AS published,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY "latenessMs") FILTER (WHERE status = 'published') AS p50,
      percentile_cont(0.99) WITHIN GROUP (ORDER BY "latenessMs") FILTER (WHERE status = 'published') AS p99,
      coalesce(sum(greatest(tries - 1, 0)), 0)::int AS retries,
      count(*) FILTER (WHERE status = 'failed')::int AS failed,
      count(*) FILTER (WHERE status = 'needs_review')::int AS "needsReview"
    FROM "PublishLog" WHERE "completedAt" >= ${since}
    GROUP BY platform ORDER BY platform`;
  const ms = (value: number | null) => (value === null ? null : Math.round(Number(value)));
  return {
    since,
    networks: rows.map((r) => ({
      platform: r.platform,
      published: r.published,
      latenessP50Ms: ms(r.p50),
      latenessP99Ms: ms(r.p99),
      retries: r.retries,
      failed: r.failed,
      needsReview: r.needsReview,
    })),
  };
}

export async function queuesOverview() {
  const [queues, publishing, workers] = await Promise.all([
    withTimeout(Promise.all(QUEUE_NAMES.map((name) => queueSummary(name)))),
    publishingLastDay(),
    withTimeout(aliveWorkers()),
  ]);
  return { queues, publishing, workers: { alive: workers.length, names: workers } };
}

/**
 * Moves a failed job back to waiting. Safe for publish jobs: the processor checks the post's state
 * and attempt first, so a retry never posts twice.
 */
export async function retryFailedJob(adminId: string, name: QueueName, jobId: string) {
  await withTimeout(
    (async () => {
      const job = await getQueue(name).getJob(jobId);
      if (!job) throw NotFound("Job");
      if (!(await job.isFailed())) throw Conflict("Only failed jobs can be retried.");
      await job.retry("failed");
    })(),
  );
  await recordActivity(adminId, "admin.job_retried", { queue: name, jobId });
}
