/**
 * Per-key request limits (issue 28): a fixed window in Redis (rate-limit.ts), so it holds across web
 * processes, counted by createContext beside the key's database check (in parallel: the Redis round
 * trip hides behind it; one command, rate-limit.ts) and enforced before any procedure runs (trpc.ts). Every answer to a key
 * carries the IETF draft's RateLimit-Limit, -Remaining and -Reset (each door's responseMeta); a 429
 * carries Retry-After. Keyed by the secret's hash: an unknown key only spends its own window.
 * Redis unreachable: the limit is not enforced (as sign-in's), the request goes on.
 */
import { env } from "@/env";
import { logger } from "@/server/logger";
import type { PresentedCredential } from "@/server/services/auth/request-user";
import { countInWindow } from "@/server/services/rate-limit";

export interface KeyRate {
  limit: number;
  remaining: number;
  resetSeconds: number;
  /** Set when the key is over its limit: the seconds to wait. */
  retryAfter: number | null;
}

export const API_KEY_RATE_MESSAGE = "This API key has made too many requests. Please wait before retrying.";

/** Counts the request against its API key; null for requests without one (or when Redis is down). */
export async function takeApiKeyTurn(credential: PresentedCredential | null): Promise<KeyRate | null> {
  const keyHash = credential?.keyHash;
  if (!keyHash) return null;
  const limit = env().API_KEY_RATE_LIMIT;
  try {
    const { count, resetSeconds } = await countInWindow({
      bucket: "api-key",
      key: keyHash,
      windowSeconds: env().API_KEY_RATE_WINDOW_SECONDS,
    });
    return { limit, remaining: Math.max(0, limit - count), resetSeconds, retryAfter: count > limit ? resetSeconds : null };
  } catch (err) {
    logger.warn({ err: (err as Error).message }, "API key rate limiter unavailable; request allowed");
    return null;
  }
}

/** The headers of an answer to a counted request (none for requests without a key). */
export function rateHeaders(rate: KeyRate | null | undefined): Record<string, string> {
  if (!rate) return {};
  const headers: Record<string, string> = {
    "RateLimit-Limit": String(rate.limit),
    "RateLimit-Remaining": String(rate.remaining),
    "RateLimit-Reset": String(rate.resetSeconds),
    "RateLimit-Policy": `${rate.limit};w=${env().API_KEY_RATE_WINDOW_SECONDS}`,
  };
  if (rate.retryAfter !== null) headers["Retry-After"] = String(rate.retryAfter);
  return headers;
}

/** `to` with the rate headers `from` carried (the REST door rewrites error answers). */
export function withRateHeadersOf(from: Response, to: Response): Response {
  for (const name of ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy", "Retry-After"]) {
    const value = from.headers.get(name);
    if (value !== null) to.headers.set(name, value);
  }
  return to;
}
