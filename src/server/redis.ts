import { Redis, type RedisOptions } from "ioredis";
import { env } from "@/env";
import { logger } from "@/server/logger";

/** Connection options parsed from REDIS_URL; BullMQ wants options (not a shared client) so close() can end them. */
export function redisConnectionOptions(): RedisOptions {
  const url = new URL(env().REDIS_URL);
  return {
    host: url.hostname || "127.0.0.1",
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === "rediss:" ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

const globalForRedis = globalThis as unknown as { redis?: Redis };

/** Shared client for small things (rate limits, health); created on first use. */
export function redis(): Redis {
  if (!globalForRedis.redis) {
    const client = new Redis({
      ...redisConnectionOptions(),
      // Requests from the web tier should fail fast when Redis is down rather than hang.
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    });
    // ioredis reconnects by itself; log the outage once instead of on every retry.
    let reported = false;
    client.on("error", (err) => {
      if (!reported) logger.warn({ err: err.message }, "redis unavailable");
      reported = true;
    });
    client.on("ready", () => {
      reported = false;
    });
    globalForRedis.redis = client;
  }
  return globalForRedis.redis;
}

export async function disconnectRedis(): Promise<void> {
  const client = globalForRedis.redis;
  globalForRedis.redis = undefined;
  if (client) await client.quit().catch(() => client.disconnect());
}
