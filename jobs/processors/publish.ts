import { RetryLaterError } from "@/server/queue";
import { publishAttempt } from "@/server/services/publishing/publisher";
import { byJobName, type AppJob } from "./types";

/** Publishes one attempt of a post; transient network failures retry with backoff (Retry-After honoured). */
async function publishPost(job: AppJob<"publish">) {
  const finalTry = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  const result = await publishAttempt(job.data.postId, job.data.attempt, { finalTry });
  if (!result.done) {
    const waiting = result.outcomes.filter((o) => o.status === "retrying").map((o) => `${o.platform}: ${o.error}`);
    throw new RetryLaterError(waiting.join("; "), result.retryAfterMs);
  }
  return { stale: result.stale, outcomes: result.outcomes };
}

export const publishProcessor = byJobName("publish", { "publish-post": publishPost });
