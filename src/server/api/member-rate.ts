/**
 * A request rate per member, applied first thing on both API doors and by the proxy for pages,
 * before any session check, body read or database work (issue 24, item 4). Past a burst, a member's requests are held (a timer, no CPU) until their turn at
 * MEMBER_REQUEST_RATE a second; one that would wait longer than MEMBER_REQUEST_MAX_WAIT_MS is
 * answered 429 with Retry-After at once.
 *
 * Why hold rather than refuse: a client sending requests without pause waits for each answer, so
 * holding its excess slows it to its rate at no cost, whereas quick refusals invite the next
 * request at once and a flood of cheap 429s still fills the event loop that the other members
 * share. The per-member slots (member-slots.ts) still bound how many procedures of one member run
 * together once admitted.
 *
 * Members are told apart by the credential they present, unverified (a signature check is the
 * request's own business, later): forging credentials only buys answers of 401. Requests without
 * one pass untouched (sign-in, sign-up and contact have their own per-source limits). Per process,
 * like the slots: each web process protects its own event loop (decisions.md).
 */
import { env } from "@/env";
import { presentedToken } from "@/server/services/auth/credential";

export interface MemberRateSettings {
  /** Requests a second a member is admitted at, once their burst is spent. */
  perSecond: number;
  /** Requests a member may send at once before any is held. */
  burst: number;
  /** The longest a request is held; past it the answer is 429. */
  maxWaitMs: number;
}

export type RateDecision = { kind: "go"; waitMs: number } | { kind: "refuse"; retryAfterSeconds: number };

/** How many members are remembered before the idle ones are forgotten (bounded memory). */
const SWEEP_AT = 10_000;

/**
 * A generic cell rate algorithm per key: `next` is when the key's next request would be due if it
 * came one interval after the last admitted one; a request may run `burst - 1` intervals ahead of it.
 */
export class MemberRate {
  private readonly due = new Map<string, number>();

  constructor(
    private readonly settings: MemberRateSettings,
    private readonly now: () => number = () => performance.now(),
  ) {}

  take(key: string): RateDecision {
    const now = this.now();
    const interval = 1000 / this.settings.perSecond;
    const next = Math.max(this.due.get(key) ?? now, now);
    const waitMs = next - now - (this.settings.burst - 1) * interval;
    if (waitMs > this.settings.maxWaitMs) {
      return { kind: "refuse", retryAfterSeconds: Math.max(1, Math.ceil((waitMs - this.settings.maxWaitMs) / 1000)) };
    }
    if (this.due.size >= SWEEP_AT && !this.due.has(key)) this.forgetIdle(now);
    this.due.set(key, next + interval);
    return { kind: "go", waitMs: Math.max(0, waitMs) };
  }

  /** Members whose next turn has passed are as good as new: drop them. */
  private forgetIdle(now: number): void {
    for (const [key, next] of this.due) if (next <= now) this.due.delete(key);
  }
}

export const MEMBER_RATE_MESSAGE = "Too many requests. Please slow down and try again in a moment.";

/** Media downloads are not counted: a list of posts loads dozens at once, and serving them is I/O. */
function counted(pathname: string): boolean {
  return !pathname.startsWith("/api/media/");
}

// One per process on globalThis: the proxy and the route handlers are bundled apart and would
// otherwise each keep their own count.
const shared = globalThis as typeof globalThis & { postpilotMemberRate?: MemberRate };

/** Starts counting afresh with the settings of the moment (tests change them). */
export function resetMemberRatesForTests(): void {
  shared.postpilotMemberRate = undefined;
}

/**
 * Holds the request until its member's turn. Answers the seconds to put in Retry-After when the
 * member is too far ahead for that, else null (admitted, after the wait if any).
 */
export async function awaitMemberTurn(request: Request): Promise<number | null> {
  if (!counted(new URL(request.url).pathname)) return null;
  const credential = presentedToken(request.headers);
  if (!credential) return null;
  shared.postpilotMemberRate ??= new MemberRate({
    perSecond: env().MEMBER_REQUEST_RATE,
    burst: env().MEMBER_REQUEST_BURST,
    maxWaitMs: env().MEMBER_REQUEST_MAX_WAIT_MS,
  });
  const decision = shared.postpilotMemberRate.take(credential);
  if (decision.kind === "refuse") return decision.retryAfterSeconds;
  if (decision.waitMs > 0) await new Promise((resolve) => setTimeout(resolve, decision.waitMs));
  return null;
}
