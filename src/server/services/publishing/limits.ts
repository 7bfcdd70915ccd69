/**
 * Limits every worker process shares, in Redis. When a network answers 429 with a reset time
 * (Retry-After, X's x-rate-limit-reset), that account cools down until then: no process calls it
 * again before the reset, so scaling out never keeps hammering an account the network has told to
 * wait. Each process still caps its own concurrent calls per network (concurrency.ts). No global
 * lock: a cooldown is one key per account that anyone reads with one PTTL. (A 503 is one call's
 * bad moment, retried by that post alone; it does not stop the network for everyone.)
 *
 * Redis being unreachable never stops publishing: the check then answers "no cooldown" (the
 * network would answer 429 again, which the retry policy handles).
 */
import { logger } from "@/server/logger";
import { getQueuePrefix } from "@/server/queue";
import { redis } from "@/server/redis";

function accountKey(platform: string, userId: string): string {
  return `${getQueuePrefix()}:cooldown:${platform}:user:${userId}`;
}

/** How long (ms) calls for this user's account on `platform` must still wait; 0 = go ahead. */
export async function cooldownLeftMs(platform: string, userId: string): Promise<number> {
  try {
    return Math.max(0, await redis().pttl(accountKey(platform, userId)));
  } catch (err) {
    logger.warn({ platform, err: (err as Error).message }, "could not read publishing cooldowns");
    return 0;
  }
}

/**
 * Records a 429's "wait this long" for the account. Only ever lengthens a cooldown (PEXPIRE GT
 * keeps the later reset when processes race).
 */
export async function startCooldown(platform: string, userId: string, status: number | undefined, retryAfterMs: number | undefined): Promise<void> {
  if (!retryAfterMs || retryAfterMs <= 0 || status !== 429) return;
  const key = accountKey(platform, userId);
  try {
    await redis().multi().set(key, "1", "PX", retryAfterMs, "NX").pexpire(key, retryAfterMs, "GT").exec();
  } catch (err) {
    logger.warn({ platform, err: (err as Error).message }, "could not record a publishing cooldown");
  }
}
