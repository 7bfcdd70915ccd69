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
import { NETWORKS, type NetworkKey } from "@/lib/networks";
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

/** One account of one network, as a Map key. */
export const accountRef = (platform: string, userId: string) => `${platform}\u0000${userId}`;

/** The cooldowns of many accounts in one round trip (the preflight check), keyed by accountRef. */
export async function cooldownsLeftMs(accounts: { platform: string; userId: string }[]): Promise<Map<string, number>> {
  const left = new Map<string, number>();
  if (accounts.length === 0) return left;
  try {
    const pipeline = redis().pipeline();
    for (const a of accounts) pipeline.pttl(accountKey(a.platform, a.userId));
    const answers = (await pipeline.exec()) ?? [];
    accounts.forEach((a, i) => {
      const ms = Number(answers[i]?.[1] ?? 0);
      if (ms > 0) left.set(accountRef(a.platform, a.userId), ms);
    });
  } catch (err) {
    logger.warn({ err: (err as Error).message }, "could not read publishing cooldowns");
  }
  return left;
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

function quotaKey(platform: string, userId: string): string {
  return `${getQueuePrefix()}:quota:${platform}:user:${userId}`;
}

/**
 * A moving window of the account's posts (a sorted set: member = the post and network, score = when):
 * drops what left the window, then either records this post (0) or answers how long until the
 * oldest one leaves it. A member already in the window (a retried post) is not counted twice.
 */
const TAKE_QUOTA = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
if redis.call('ZSCORE', KEYS[1], ARGV[4]) then return 0 end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + tonumber(ARGV[2]) - tonumber(ARGV[1]))
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 0`;

/**
 * Takes one post from the account's documented quota on `platform` (the catalogue's postQuota),
 * shared by every worker process. 0 = go ahead; otherwise how long (ms) until the window has room.
 * Networks without a documented per-account cap, and an unreachable Redis, answer 0.
 */
export async function takePostQuota(platform: NetworkKey, userId: string, postRef: string, now = Date.now()): Promise<number> {
  const quota = NETWORKS[platform]?.postQuota;
  if (!quota) return 0;
  try {
    const waitMs = await redis().eval(TAKE_QUOTA, 1, quotaKey(platform, userId), now, quota.windowMs, quota.posts, postRef);
    return Number(waitMs) || 0;
  } catch (err) {
    logger.warn({ platform, err: (err as Error).message }, "could not count a publishing quota");
    return 0;
  }
}
