/**
 * A fair share of this process for every member: each member runs at most
 * MEMBER_REQUESTS_IN_FLIGHT procedures at once; the rest wait their turn (cheaply: a promise in a
 * queue, no database work), and past MEMBER_REQUESTS_WAITING waiting ones the member gets 429.
 * One member sending requests without pause then costs another member about as much as a few
 * requests in flight do, not as much as their whole flood (issue 24, item 4; bench: `npm run
 * bench noisy`).
 *
 * Per process on purpose: what is shared is each process's event loop and connection pool, and
 * keeping the count in memory costs no round trip. Several web processes each give a member its
 * share (decisions.md, "Per-member requests in flight").
 */
import pLimit, { type LimitFunction } from "p-limit";
import { env } from "@/env";
import { TooManyRequests } from "@/server/errors";

const slots = new Map<string, LimitFunction>();

/** Runs `work` within the member's share; refuses with 429 when too many of theirs already wait. */
export async function withinMemberShare<T>(memberId: string, work: () => Promise<T>): Promise<T> {
  let limit = slots.get(memberId);
  if (!limit) {
    limit = pLimit(env().MEMBER_REQUESTS_IN_FLIGHT);
    slots.set(memberId, limit);
  }
  if (limit.pendingCount >= env().MEMBER_REQUESTS_WAITING) {
    throw TooManyRequests("Too many requests at once. Please wait for your earlier requests to finish.", 1);
  }
  try {
    return await limit(work);
  } finally {
    if (limit.activeCount === 0 && limit.pendingCount === 0 && slots.get(memberId) === limit) slots.delete(memberId);
  }
}
