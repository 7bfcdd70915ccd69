/**
 * Per-user rate limits of the AI features whose failures are refunded or whose first use is free
 * (regeneration, generate-from-link and suggestions from a URL, refresh-insights): without them, refunds and free attempts
 * make unlimited provider calls possible (issue 14 item 19). Limits are per user and per window;
 * over the limit the caller gets 429 JSON with a message and `retryAfter`.
 */
import { enforceRateLimits } from "@/server/services/rate-limit";

export const AI_RATE_LIMITS = {
  regenerate: { limit: 20, windowSeconds: 600, message: "Too many regenerations." },
  generateFromLink: { limit: 20, windowSeconds: 600, message: "Too many posts generated from links." },
  refreshInsights: { limit: 10, windowSeconds: 600, message: "Too many insight refreshes." },
} as const;

export type ThrottledFeature = keyof typeof AI_RATE_LIMITS;

export async function throttleUser(userId: string, feature: ThrottledFeature): Promise<void> {
  const rule = AI_RATE_LIMITS[feature];
  await enforceRateLimits([{ bucket: `user:${feature}`, key: userId, limit: rule.limit, windowSeconds: rule.windowSeconds }], rule.message);
}
