import { DelayedError } from "bullmq";
import { z } from "zod";
import { isDatabaseUnavailable } from "@/server/db";
import { RetryLaterError } from "@/server/queue";
import { publishAttempt } from "@/server/services/publishing/publisher";
import { defineJob, type AppJob, type ProcessorContext } from "../define";

/** While the database is unreachable, a publish job looks again this often (without using up tries). */
export const DATABASE_WAIT_MS = 2_000;

/** Runs the job again after `ms` without counting a try (BullMQ's moveToDelayed + DelayedError). */
async function later(job: AppJob<"publish">, ctx: ProcessorContext, ms: number): Promise<never> {
  if (!ctx.token) throw new RetryLaterError("waiting", ms);
  await job.moveToDelayed(Date.now() + ms, ctx.token);
  throw new DelayedError();
}

/** Publishes one attempt of a post; transient network failures retry with backoff (Retry-After honoured). */
export default defineJob({
  queue: "publish",
  name: "publish-post",
  payload: z.object({ postId: z.string(), attempt: z.number().int() }),
  async handle(data, job, ctx) {
    const finalTry = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    let result: Awaited<ReturnType<typeof publishAttempt>>;
    try {
      result = await publishAttempt(data.postId, data.attempt, { finalTry });
    } catch (err) {
      // A database restart is not the network's failure: the post must not use up its tries (and
      // end failed) while the database is away. A call already made is found by its claim later.
      if (!isDatabaseUnavailable(err)) throw err;
      ctx.log.warn({ postId: data.postId, err: (err as Error).message.split("\n").at(-1) }, "database unavailable; the post will be tried again");
      return later(job, ctx, DATABASE_WAIT_MS);
    }
    // Another run's call may still be in flight: look again once it must have ended. Not a try.
    if (!result.done && result.inFlightElsewhereMs !== undefined) return later(job, ctx, result.inFlightElsewhereMs);
    if (!result.done) {
      const waiting = result.outcomes.filter((o) => o.status === "retrying").map((o) => `${o.platform}: ${o.error}`);
      throw new RetryLaterError(waiting.join("; "), result.retryAfterMs);
    }
    return { stale: result.stale, outcomes: result.outcomes };
  },
});
