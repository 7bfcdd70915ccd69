/**
 * One token renewal per account at a time, across every web and worker process (a Redis lock).
 *
 * Networks that rotate refresh tokens (X, TikTok, Bluesky) spend the one used: a second process
 * renewing with the same token at the same moment is refused ("invalid_grant") and would mark a
 * healthy account for reconnection. Whoever holds the lock renews; the others wait, then read the
 * account again and find the new token. The lock outlives the renewal call (NETWORK_TIMEOUT_MS)
 * by a margin, so a holder that dies frees it on its own.
 */
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { env } from "@/env";
import { redis } from "@/server/redis";

const MARGIN_MS = 5_000;
const POLL_MS = 50;
/** Deletes the lock only if it is still ours (it may have expired and been taken by another). */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/** Not under the queue prefix: every process on this Redis shares the accounts' database. */
const lockKey = (accountId: string) => `postpilot:account-refresh:${accountId}`;

/**
 * Runs `renew` while holding the account's renewal lock. `wait: false` answers "busy" at once when
 * another process holds it (the periodic job: that account is being renewed already); `wait: true`
 * waits for the holder, up to the life of its lock, then answers "busy" if it is still held.
 */
export async function withRenewalLock<T>(accountId: string, options: { wait: boolean }, renew: () => Promise<T>): Promise<T | "busy"> {
  const ttl = env().NETWORK_TIMEOUT_MS + MARGIN_MS;
  const token = randomUUID();
  const key = lockKey(accountId);
  const deadline = Date.now() + ttl;
  for (;;) {
    if ((await redis().set(key, token, "PX", ttl, "NX")) === "OK") break;
    if (!options.wait || Date.now() >= deadline) return "busy";
    await sleep(POLL_MS);
  }
  try {
    return await renew();
  } finally {
    await redis()
      .eval(RELEASE, 1, key, token)
      .catch(() => undefined); // it expires by itself
  }
}
