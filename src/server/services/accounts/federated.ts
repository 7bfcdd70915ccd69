/**
 * Connects that make the server contact a host the member names (a Mastodon instance, a Bluesky
 * PDS or service): throttled per member and per source address (each attempt can hold a connection
 * to any public host for NETWORK_TIMEOUT_MS), and one answer for every host that is refused or does
 * not answer (private address, unknown name, connection refused, timeout), so that the answers
 * cannot tell which internal names exist.
 */
import { networkLabel, type NetworkKey } from "@/lib/networks";
import { AppError } from "@/server/errors";
import type { OAuthError } from "@/server/integrations/social/types";
import { logger } from "@/server/logger";
import { enforceRateLimits } from "@/server/services/rate-limit";

/** Connect attempts to member-named hosts, per member and per source address (one home for both). */
export const MEMBER_HOST_CONNECT_LIMITS = {
  perMember: { limit: 10, windowSeconds: 10 * 60 },
  perSource: { limit: 30, windowSeconds: 10 * 60 },
} as const;

export const CONNECT_RATE_LIMIT_BUCKETS = { perMember: "connect:member", perSource: "connect:source" } as const;

/** Counts one attempt; 429 with Retry-After over either limit, before any host is contacted. */
export async function throttleMemberHostConnect(userId: string, source: string): Promise<void> {
  const { perMember, perSource } = MEMBER_HOST_CONNECT_LIMITS;
  await enforceRateLimits(
    [
      { bucket: CONNECT_RATE_LIMIT_BUCKETS.perMember, key: userId, ...perMember },
      { bucket: CONNECT_RATE_LIMIT_BUCKETS.perSource, key: source, ...perSource },
    ],
    "Too many connection attempts.",
  );
}

/** The one answer for a member-named host we may not or could not reach. */
export function unreachableHostMessage(network: NetworkKey): string {
  return `Could not reach a ${networkLabel(network)} server at that address. Check the address and try again.`;
}

/** A connect's failure as the member sees it: unreachable hosts all alike (400), others as the connector said. */
export function connectFailure(network: NetworkKey, userId: string, err: OAuthError): AppError {
  if (err.unreachable) {
    // The real reason stays in the log (it names no secret): the operator may need it.
    logger.info({ network, userId, reason: err.message }, "member-named host unreachable or refused");
    return new AppError("BAD_REQUEST", unreachableHostMessage(network));
  }
  return new AppError(err.permanent ? "BAD_REQUEST" : "BAD_GATEWAY", err.message);
}
