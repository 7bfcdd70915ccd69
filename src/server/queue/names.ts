/**
 * Queue names and job payload types, shared by the web tier (producers) and the worker (consumers).
 *
 * Every job belongs to a queue and has a BullMQ job *name*; the worker dispatches on the name.
 * To add a job type:
 *   1. add its payload to the queue's entry in `JobPayloads` (for `maintenance`: add a member to
 *      `MaintenanceJob` with its own `task` literal; for a queue with several kinds of job, turn the
 *      payload into a union discriminated by a literal field and name jobs after it in `jobName`);
 *   2. handle that job name in `jobs/processors/<queue>.ts`;
 *   3. enqueue it with `enqueue(queue, data)` from `@/server/queue`.
 * A new queue: add it to `QUEUE_NAMES`, `JobPayloads`, `jobName`, `jobOptionsFor`
 * (queues.ts) and the processor registry (jobs/processors/index.ts); TypeScript points at each.
 */

export const QUEUE_NAMES = ["publish", "media", "video", "maintenance"] as const;

export type QueueName = (typeof QUEUE_NAMES)[number];

/** Named constants, for call sites that prefer `Queues.publish` over the string literal. */
export const Queues = {
  /** Publishing scheduled/immediate posts to social networks. */
  publish: "publish",
  /** AI image/video generation for a media asset. */
  media: "media",
  /** AI short-video batches. */
  video: "video",
  /** Periodic housekeeping: heartbeat, sweeper, token refresh, insights. */
  maintenance: "maintenance",
} as const satisfies { [Q in QueueName]: Q };

/** Jobs of the maintenance queue, discriminated by `task` (which is also the BullMQ job name). */
export type MaintenanceJob =
  | {
      task: "heartbeat";
      /** Wait this long (ms, capped at 30 000) before writing the heartbeat; used to test graceful shutdown. */
      holdMs?: number;
    }
  | SweepDuePostsJob
  | RefreshTokensJob
  | RefreshInsightsJob
  | ExpireCardPeriodsJob
  | PreflightPostsJob;
export type SweepDuePostsJob = { task: "sweep-due-posts" };
/** Renews connected accounts' access tokens that are about to end; marks the ones that cannot be. */
export type RefreshTokensJob = { task: "refresh-tokens" };
/** Reads engagement numbers of recently published posts from the networks. */
export type RefreshInsightsJob = { task: "refresh-insights" };
/** Ends one-month card purchases whose month is over (back to the Free Trial). */
export type ExpireCardPeriodsJob = { task: "expire-card-periods" };
/** Flags scheduled posts that will not go out as planned, while there is time to fix them. */
export type PreflightPostsJob = { task: "preflight-posts" };

/** Payload per queue. Payloads are stored as JSON: plain, serializable values only, no secrets. */
export interface JobPayloads {
  publish: { postId: string; attempt: number };
  /** attachToPostId: add the finished file to that post (a content plan's draft). */
  media: { mediaAssetId: string; attachToPostId?: string };
  video: { queueEntryId: string };
  maintenance: MaintenanceJob;
}

export type JobPayload<Q extends QueueName> = JobPayloads[Q];

/** The BullMQ job name a payload is enqueued under (what processors dispatch on). */
export const jobName: { [Q in QueueName]: (data: JobPayloads[Q]) => string } = {
  publish: () => "publish-post",
  media: () => "generate-media",
  video: () => "generate-video-batch",
  maintenance: (data) => data.task,
};

export function isQueueName(value: string): value is QueueName {
  return (QUEUE_NAMES as readonly string[]).includes(value);
}
