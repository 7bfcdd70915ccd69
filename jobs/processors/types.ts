import { UnrecoverableError, type Job } from "bullmq";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { JobPayloads, QueueName } from "@/server/queue";

/** What the worker hands every processor besides the job. */
export interface ProcessorContext {
  /** BullMQ key prefix this worker runs under (for keys the processor writes itself). */
  prefix: string;
  /** The worker's own Redis client (retries while Redis reconnects; closed on shutdown). */
  redis: Redis;
  /** Child logger carrying queue, job id and name. Never log job secrets (tokens, keys). */
  log: Logger;
  /** Aborted when the worker gives up on the job (forced shutdown); long calls should honour it. */
  signal?: AbortSignal;
  /** The worker's lock token of the job (to move it back to delayed without counting a try). */
  token?: string;
}

export type AppJob<Q extends QueueName> = Job<JobPayloads[Q], unknown, string>;

/** Processes every job of one queue; the result is stored as the job's return value. */
export type QueueProcessor<Q extends QueueName> = (job: AppJob<Q>, ctx: ProcessorContext) => Promise<unknown>;

/** A job name this worker does not know. Unrecoverable: retrying cannot help, so it fails at once. */
export class UnknownJobError extends UnrecoverableError {
  constructor(queue: QueueName, name: string) {
    super(`Unknown job "${name}" on queue "${queue}" (no handler registered in jobs/processors/${queue}.ts)`);
    this.name = "UnknownJobError";
  }
}

/** A queue processor that dispatches on the BullMQ job name; unknown names fail with UnknownJobError. */
export function byJobName<Q extends QueueName>(
  queue: Q,
  handlers: Record<string, QueueProcessor<Q>>,
): QueueProcessor<Q> {
  return async (job, ctx) => {
    const handler = Object.prototype.hasOwnProperty.call(handlers, job.name) ? handlers[job.name] : undefined;
    if (!handler) throw new UnknownJobError(queue, job.name);
    return handler(job, ctx);
  };
}

/** Placeholder for queues whose feature is not built yet: every job fails (and is retried per queue policy). */
export function notImplemented<Q extends QueueName>(queue: Q): QueueProcessor<Q> {
  return async (job) => {
    throw new Error(`No processor for ${queue}/${job.name} yet`);
  };
}
