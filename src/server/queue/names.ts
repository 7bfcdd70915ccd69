/**
 * Queue names and job payload types, shared by the web tier (producers) and the worker (consumers).
 *
 * Every job belongs to a queue and has a BullMQ job *name*; the worker dispatches on the name.
 * A job is one file, jobs/definitions/<name>.ts (see jobs/define.ts): queue, name, payload schema
 * (checked when the worker takes the job), schedule if periodic, handler. A maintenance job needs
 * nothing here: its payload is `{ task: <name>, ...fields }`. A job on another queue adds its payload
 * to `JobPayloads` (a union discriminated by a literal field, named in `jobName`) so producers are typed;
 * enqueue it with `enqueue(queue, data)` from `@/server/queue`.
 * A new queue: add it to `QUEUE_NAMES`, `JobPayloads`, `jobName` and `jobOptionsFor` (queues.ts);
 * TypeScript points at each.
 */

export const QUEUE_NAMES = ["publish", "media", "video", "maintenance", "webhooks"] as const;

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
  /** Webhook deliveries (issue 28): one job per try of a delivery row. */
  webhooks: "webhooks",
} as const satisfies { [Q in QueueName]: Q };

/**
 * Jobs of the maintenance queue: `task` is also the BullMQ job name; the job's own file
 * (jobs/definitions/<task>.ts) checks the other fields when the worker takes it.
 */
export type MaintenanceJob = { task: string; [field: string]: unknown };

/** Payload per queue. Payloads are stored as JSON: plain, serializable values only, no secrets. */
export interface JobPayloads {
  publish: { postId: string; attempt: number };
  /** attachToPostId: add the finished file to that post (a content plan's draft). */
  media: { mediaAssetId: string; attachToPostId?: string };
  video: { queueEntryId: string };
  maintenance: MaintenanceJob;
  webhooks: { deliveryId: string };
}

export type JobPayload<Q extends QueueName> = JobPayloads[Q];

/** The BullMQ job name a payload is enqueued under (what processors dispatch on). */
export const jobName: { [Q in QueueName]: (data: JobPayloads[Q]) => string } = {
  publish: () => "publish-post",
  media: () => "generate-media",
  video: () => "generate-video-batch",
  maintenance: (data) => data.task,
  webhooks: () => "deliver-webhook",
};

export function isQueueName(value: string): value is QueueName {
  return (QUEUE_NAMES as readonly string[]).includes(value);
}
