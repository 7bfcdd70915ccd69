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
