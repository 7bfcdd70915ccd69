/**
 * Retry timing for jobs that ask for it with `backoff: { type: RETRY_AFTER_BACKOFF, delay }`:
 * exponential from `delay`, but never sooner than a network's own Retry-After.
 */
import type { BackoffStrategy } from "bullmq";

export const RETRY_AFTER_BACKOFF = "retry-after";
const MAX_DELAY_MS = 15 * 60_000;

/** Thrown by a processor to be retried later; carries the network's hint when it gave one. */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = "RetryLaterError";
  }
}

export const retryAfterBackoff: BackoffStrategy = (attemptsMade, type, err, job) => {
  const base = (job?.opts.backoff as { delay?: number } | undefined)?.delay ?? 1000;
  const exponential = base * 2 ** Math.max(0, attemptsMade - 1);
  const hinted = err instanceof RetryLaterError ? (err.retryAfterMs ?? 0) : 0;
  return Math.min(MAX_DELAY_MS, Math.max(exponential, hinted));
};
