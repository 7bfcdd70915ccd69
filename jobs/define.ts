/**
 * What a job is: one file under jobs/definitions/ that default-exports `defineJob({...})` with its
 * queue, BullMQ name, payload schema (zod, checked when the worker takes the job), optional
 * schedule and handler. jobs/registry.ts finds the files and derives the processors and schedules.
 */
import { UnrecoverableError, type Job } from "bullmq";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { z } from "zod";
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

export interface JobDefinition<Q extends QueueName = QueueName, P extends z.ZodType = z.ZodType> {
  queue: Q;
  /** The BullMQ job name (for maintenance jobs also the payload's `task`) and the schedule's id. */
  name: string;
  /** The payload as the worker accepts it; a job whose data does not match fails at once. */
  payload: P;
  /** Periodic jobs: how often (ms, read when the schedule is created). The schedule's id is the name. */
  every?: () => number;
  handle: (data: z.output<P>, job: AppJob<Q>, ctx: ProcessorContext) => Promise<unknown>;
}

export function defineJob<Q extends QueueName, P extends z.ZodType>(definition: JobDefinition<Q, P>): JobDefinition<Q, P> {
  return definition;
}

/** A job name this worker does not know. Unrecoverable: retrying cannot help, so it fails at once. */
export class UnknownJobError extends UnrecoverableError {
  constructor(queue: QueueName, name: string) {
    super(`Unknown job "${name}" on queue "${queue}" (no file in jobs/definitions/ defines it)`);
    this.name = "UnknownJobError";
  }
}

/** A job whose data does not match its definition's payload schema. Retrying cannot help either. */
export class InvalidJobPayloadError extends UnrecoverableError {
  constructor(queue: QueueName, name: string, problem: string) {
    super(`Invalid payload for job "${name}" on queue "${queue}": ${problem}`);
    this.name = "InvalidJobPayloadError";
  }
}

/** A queue processor that dispatches on the BullMQ job name; unknown names fail with UnknownJobError. */
export function byJobName<Q extends QueueName>(queue: Q, handlers: Record<string, QueueProcessor<Q>>): QueueProcessor<Q> {
  return async (job, ctx) => {
    const handler = Object.prototype.hasOwnProperty.call(handlers, job.name) ? handlers[job.name] : undefined;
    if (!handler) throw new UnknownJobError(queue, job.name);
    return handler(job, ctx);
  };
}

/** The definition as a processor of its one job name: the payload is parsed first. */
export function processorOf<Q extends QueueName>(definition: JobDefinition<Q>): QueueProcessor<Q> {
  return async (job, ctx) => {
    const parsed = definition.payload.safeParse(job.data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new InvalidJobPayloadError(
        definition.queue,
        job.name,
        issue ? `${issue.path.join(".") || "(data)"}: ${issue.message}` : "does not match",
      );
    }
    return definition.handle(parsed.data, job, ctx);
  };
}
