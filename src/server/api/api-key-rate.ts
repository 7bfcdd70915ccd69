/**
 * Per-key request limits (issue 28): a fixed window in Redis (rate-limit.ts), so it holds across web
 * processes, taken on both doors before the procedure runs. Every answer to a key carries the IETF
 * draft's RateLimit-Limit, -Remaining and -Reset; a 429 carries Retry-After. Keyed by the secret's
 * hash without a database lookup: an unknown key only spends its own window before its 401.
 * Redis unreachable: the limit is not enforced (as sign-in's), the request goes on.
 */
import { env } from "@/env";
import { logger } from "@/server/logger";
import { looksLikeApiKey } from "@/lib/api-keys";
import { presentedToken } from "@/server/services/auth/credential";
import { hashApiKey } from "@/server/services/api-keys/keys";
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
export async function takeApiKeyTurn(headers: Headers): Promise<KeyRate | null> {
  const credential = presentedToken(headers);
  if (!credential || !looksLikeApiKey(credential)) return null;
  const limit = env().API_KEY_RATE_LIMIT;
  try {
    const { count, resetSeconds } = await countInWindow({
      bucket: "api-key",
      key: hashApiKey(credential),
      windowSeconds: env().API_KEY_RATE_WINDOW_SECONDS,
    });
    return { limit, remaining: Math.max(0, limit - count), resetSeconds, retryAfter: count > limit ? resetSeconds : null };
  } catch (err) {
    logger.warn({ err: (err as Error).message }, "API key rate limiter unavailable; request allowed");
    return null;
  }
}

/** The answer's headers for a counted request (on a copy: some answers' headers are immutable). */
export function withRateHeaders(res: Response, rate: KeyRate | null): Response {
  if (!rate) return res;
  const headers = new Headers(res.headers);
  headers.set("RateLimit-Limit", String(rate.limit));
  headers.set("RateLimit-Remaining", String(rate.remaining));
  headers.set("RateLimit-Reset", String(rate.resetSeconds));
  headers.set("RateLimit-Policy", `${rate.limit};w=${env().API_KEY_RATE_WINDOW_SECONDS}`);
  if (rate.retryAfter !== null) headers.set("Retry-After", String(rate.retryAfter));
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}
