/**
 * Fixed-window rate limits kept in Redis (shared by every web process).
 * If Redis is unreachable the limit is not enforced and a warning is logged: a Redis outage
 * must not lock every user out of signing in.
 */
import type { Redis } from "ioredis";
import { redis } from "@/server/redis";
import { logger } from "@/server/logger";
import { TooManyRequests } from "@/server/errors";

export interface RateLimitRule {
  /** e.g. "login:email" */
  bucket: string;
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * One hit and its window in one atomic step on the server: INCR, then the key's TTL, giving it the
 * window's expiry when it has none (a new window; also mends a key left without one). One command and
 * one answer per hit: no MULTI/EXEC, no second round trip, and no window can be left without an expiry
 * between two commands. ioredis sends it as EVALSHA and loads the script itself after a NOSCRIPT.
 * Answers [count, seconds until the window resets].
 */
const COUNT_IN_WINDOW_LUA = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then
  ttl = tonumber(ARGV[1])
  redis.call('EXPIRE', KEYS[1], ttl)
end
return {count, ttl}`;

type CountingRedis = Redis & { countInWindow(key: string, windowSeconds: number): Promise<[number, number]> };

const counting = new WeakSet<Redis>();

/** The shared client, with the counting script defined on it (once per client: it is made lazily and replaced on disconnect). */
function countingRedis(): CountingRedis {
  const client = redis();
  if (!counting.has(client)) {
    client.defineCommand("countInWindow", { numberOfKeys: 1, lua: COUNT_IN_WINDOW_LUA });
    counting.add(client);
  }
  return client as CountingRedis;
}

/** Counts one hit in the rule's window: the hits so far (this one included) and the seconds until it resets. */
export async function countInWindow(rule: Omit<RateLimitRule, "limit">): Promise<{ count: number; resetSeconds: number }> {
  const [count, ttl] = await countingRedis().countInWindow(`ratelimit:${rule.bucket}:${rule.key}`, rule.windowSeconds);
  return { count, resetSeconds: Math.max(ttl, 1) };
}

/** Counts one hit; returns seconds until the window resets when over the limit, else 0. */
async function hit(rule: RateLimitRule): Promise<number> {
  const { count, resetSeconds } = await countInWindow(rule);
  return count > rule.limit ? resetSeconds : 0;
}

/** Throws 429 with a readable message when any rule is over its limit. */
export async function enforceRateLimits(rules: RateLimitRule[], message: string): Promise<void> {
  let retryAfter = 0;
  try {
    for (const rule of rules) retryAfter = Math.max(retryAfter, await hit(rule));
  } catch (err) {
    logger.warn({ err: (err as Error).message }, "rate limiter unavailable; request allowed");
    return;
  }
  if (retryAfter > 0) {
    const minutes = Math.ceil(retryAfter / 60);
    throw TooManyRequests(`${message} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, retryAfter);
  }
}

export async function clearRateLimit(bucket: string, key: string): Promise<void> {
  await redis()
    .del(`ratelimit:${bucket}:${key}`)
    .catch(() => undefined);
}

/** Counts one event in a window without enforcing anything (e.g. failed logins that slow answers down). */
export async function countHit(bucket: string, key: string, windowSeconds: number): Promise<void> {
  await hit({ bucket, key, limit: Number.MAX_SAFE_INTEGER, windowSeconds }).catch(() => undefined);
}

/** Events counted in the current window (0 when Redis is unreachable). */
export async function countedHits(bucket: string, key: string): Promise<number> {
  const value = await redis()
    .get(`ratelimit:${bucket}:${key}`)
    .catch(() => null);
  return Number(value ?? 0);
}
