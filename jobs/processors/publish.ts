import { DelayedError } from "bullmq";
import { RetryLaterError } from "@/server/queue";
import { publishAttempt } from "@/server/services/publishing/publisher";
import { byJobName, type AppJob, type ProcessorContext } from "./types";

/** Publishes one attempt of a post; transient network failures retry with backoff (Retry-After honoured). */
async function publishPost(job: AppJob<"publish">, ctx: ProcessorContext) {
  const finalTry = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  const result = await publishAttempt(job.data.postId, job.data.attempt, { finalTry });
  if (!result.done && result.inFlightElsewhereMs !== undefined && ctx.token) {
    // Another run's call may still be in flight: look again once it must have ended. Not a try.
    await job.moveToDelayed(Date.now() + result.inFlightElsewhereMs, ctx.token);
    throw new DelayedError();
  }
  if (!result.done) {
    const waiting = result.outcomes.filter((o) => o.status === "retrying").map((o) => `${o.platform}: ${o.error}`);
    throw new RetryLaterError(waiting.join("; "), result.retryAfterMs);
  }
  return { stale: result.stale, outcomes: result.outcomes };
}

export const publishProcessor = byJobName("publish", { "publish-post": publishPost });
