import type { Redis } from "ioredis";
import { redis } from "@/server/redis";
import { getQueuePrefix } from "./queues";

/** The worker runs a `maintenance/heartbeat` job this often. */
export const HEARTBEAT_INTERVAL_MS = 30_000;

/** Redis key holding the time (epoch ms, as a string) of the worker's last heartbeat. */
export function heartbeatKey(prefix: string = getQueuePrefix()): string {
  return `${prefix}:worker:heartbeat`;
}

/**
 * When the worker last wrote its heartbeat, or null if never. A health check can call the worker
 * alive when this is younger than about 3 × HEARTBEAT_INTERVAL_MS.
 */
export async function lastWorkerHeartbeat(): Promise<Date | null> {
  const value = await redis().get(heartbeatKey());
  const ms = value ? Number(value) : NaN;
  return Number.isFinite(ms) ? new Date(ms) : null;
}

/**
 * Worker processes you can count (issue 27). The `heartbeat` job above runs on whichever worker
 * takes it, so it proves that jobs run, not how many workers there are. Each worker process also
 * beats on its own (jobs/worker-runtime.ts): it writes its name into one sorted set with the time
 * its beat expires as the score, every third of WORKER_HEARTBEAT_TTL_MS. A member whose expiry has
 * passed is a worker that died without saying goodbye (SIGKILL, a lost machine); a graceful stop
 * removes its member at once.
 */
export function workersKey(prefix: string = getQueuePrefix()): string {
  return `${prefix}:workers:alive`;
}

/** One worker's beat: "alive until now + ttl"; also forgets members that expired long ago. */
export async function beatWorker(client: Redis, prefix: string, name: string, ttlMs: number, now = Date.now()): Promise<void> {
  const key = workersKey(prefix);
  await client
    .multi()
    .zadd(key, now + ttlMs, name)
    // Dead members stay listed (as dead) for an hour, then go.
    .zremrangebyscore(key, "-inf", now - 3600_000)
    .exec();
}

/** A worker that stops gracefully leaves the count at once. */
export async function forgetWorker(client: Redis, prefix: string, name: string): Promise<void> {
  await client.zrem(workersKey(prefix), name);
}

/** Names of the worker processes whose beat has not expired (read-only). */
export async function aliveWorkers(now = Date.now(), client: Redis = redis()): Promise<string[]> {
  return client.zrangebyscore(workersKey(), now, "+inf");
}
