/**
 * The built-in sandbox network: not a real network. Publishing stores the post in a local feed
 * (the SandboxPost table, shown at /sandbox/<handle>) instead of calling a vendor, so a new user
 * can walk the whole product without keys. It goes through the same pipeline as the real networks
 * (claimed publish log, retries, reconciliation through findRecentPost, needs_review).
 *
 * The account card can make it misbehave on the next post (SocialAccount.sandboxNextPost, read and
 * cleared here in one statement so a retry sees the next behaviour):
 *   fail       → a permanent error (the post ends Failed; Republish then works);
 *   rate_limit → a 429 with Retry-After; the retry succeeds;
 *   slow       → no answer (a timeout), and the post reaches the feed only a moment after it (a
 *                network that finished late): the pipeline's timeout path asks the feed at once,
 *                does not find it yet, and marks the post needs_review, never re-posting. The call
 *                holds its worker slot for at most SANDBOX_SLOW_HOLD_MS, and only one slow call per
 *                member waits at a time in a process (others answer the timeout at once): a member
 *                setting "slow" over and over cannot occupy the worker's publish slots.
 *
 * The account's platformUserId is the owner's user id; its username is the feed's handle.
 */
import { createHash } from "node:crypto";
import { env } from "@/env";
import { db } from "@/server/db";
import { logger } from "@/server/logger";
import { PublishError, type PostMetrics, type ProviderAccount, type PublishedPost, type PublishRequest, type SocialProvider } from "./types";

export const SANDBOX_BEHAVIOURS = ["fail", "rate_limit", "slow"] as const;
export type SandboxBehaviour = (typeof SANDBOX_BEHAVIOURS)[number];

/** What the sandbox's 429 asks the client to wait (the pipeline's retry honours it). */
export const SANDBOX_RETRY_AFTER_SECONDS = 1;

/** The feed page of a handle (relative to APP_URL). */
export function sandboxFeedPath(handle: string): string {
  return `/sandbox/${encodeURIComponent(handle)}`;
}

function feedUrl(handle: string, postId: string): string {
  return `${env().APP_URL.replace(/\/+$/, "")}${sandboxFeedPath(handle)}#post-${postId}`;
}

/** Reads and clears the misbehaviour set for the next post, atomically (web and worker share it). */
async function takeNextBehaviour(userId: string): Promise<SandboxBehaviour | null> {
  const rows = await db.$queryRaw<{ behaviour: string | null }[]>`
    UPDATE "SocialAccount" AS a SET "sandboxNextPost" = NULL
    FROM (SELECT id, "sandboxNextPost" AS behaviour FROM "SocialAccount"
          WHERE "userId" = ${userId} AND platform = 'sandbox' AND "sandboxNextPost" IS NOT NULL FOR UPDATE) AS old
    WHERE a.id = old.id
    RETURNING old.behaviour`;
  const behaviour = rows[0]?.behaviour;
  return (SANDBOX_BEHAVIOURS as readonly string[]).includes(behaviour ?? "") ? (behaviour as SandboxBehaviour) : null;
}

function owner(account: ProviderAccount): { userId: string; handle: string } {
  return { userId: account.platformUserId, handle: account.username ?? account.platformUserId };
}

async function storePost(account: ProviderAccount, request: PublishRequest): Promise<PublishedPost> {
  const { userId, handle } = owner(account);
  // The feed belongs where its account does (issue 26): the workspace of the account with this handle.
  const home = await db.socialAccount.findFirst({
    where: { platform: "sandbox", platformUserId: userId, username: handle },
    select: { workspaceId: true },
  });
  const post = await db.sandboxPost.create({
    data: { userId, ...(home ? { workspaceId: home.workspaceId } : {}), handle, text: request.text, mediaUrls: request.media.map((m) => m.url) },
  });
  return { platformPostId: post.id, platformPostUrl: feedUrl(handle, post.id) };
}

/** How long after the publish timeout a "slow" post lands on the feed. */
export const SANDBOX_LATE_POST_MS = 1_000;

/** The longest a "slow" call holds its slot: the outcome (a timeout, then needs_review) is the same. */
export const SANDBOX_SLOW_HOLD_MS = 3_000;

/** Members with a slow call waiting in this process (at most one each). */
const slowInFlight = new Set<string>();

/**
 * Resolves when the publish's time is over (the pipeline's timeout aborts the signal) or after
 * SANDBOX_SLOW_HOLD_MS, whichever comes first; at once when this member already has one waiting.
 */
async function outlast(userId: string, signal: AbortSignal): Promise<void> {
  if (signal.aborted || slowInFlight.has(userId)) return;
  slowInFlight.add(userId);
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  try {
    await new Promise<void>((resolve) => {
      onAbort = resolve;
      timer = setTimeout(resolve, SANDBOX_SLOW_HOLD_MS);
      signal.addEventListener("abort", onAbort, { once: true });
    });
  } finally {
    clearTimeout(timer);
    if (onAbort) signal.removeEventListener("abort", onAbort);
    slowInFlight.delete(userId);
  }
}

/** Deterministic numbers from the post's id: the same post always shows the same simulated insights. */
export function simulatedMetrics(platformPostId: string): PostMetrics {
  const bytes = createHash("sha256").update(platformPostId).digest();
  const impressions = 200 + (bytes.readUInt16BE(0) % 1800);
  return {
    impressions,
    clicks: Math.floor(impressions * (0.01 + (bytes[2]! % 40) / 1000)),
    likes: Math.floor(impressions * (0.02 + (bytes[3]! % 60) / 1000)),
    comments: bytes[4]! % 12,
    shares: bytes[5]! % 9,
  };
}

export const sandboxProvider: SocialProvider = {
  network: "sandbox",

  async publish(request) {
    const { userId } = owner(request.account);
    const behaviour = await takeNextBehaviour(userId);
    if (behaviour === "fail") {
      throw new PublishError("permanent", "Sandbox: the post was refused because the sandbox was told to fail the next post.", undefined, 400);
    }
    if (behaviour === "rate_limit") {
      throw new PublishError("transient", "Sandbox: rate limited (429); will retry.", SANDBOX_RETRY_AFTER_SECONDS * 1000, 429);
    }
    if (behaviour === "slow") {
      // No answer in time; the post still lands on the feed a moment later, as from a slow network.
      await outlast(userId, request.signal);
      setTimeout(() => {
        storePost(request.account, request).catch((err: unknown) =>
          logger.warn({ err: (err as Error).message }, "sandbox: could not store a late post"),
        );
      }, SANDBOX_LATE_POST_MS);
      throw new PublishError(
        "unknown",
        "Sandbox: no answer before the publish timeout (the sandbox was told to be slow); the post may still appear.",
      );
    }
    return storePost(request.account, request);
  },

  async findRecentPost({ account, text, since }) {
    const { userId, handle } = owner(account);
    const post = await db.sandboxPost.findFirst({ where: { userId, handle, text, createdAt: { gte: since } }, orderBy: { createdAt: "desc" } });
    return post ? { platformPostId: post.id, platformPostUrl: feedUrl(handle, post.id) } : null;
  },

  async metrics({ platformPostId }) {
    return simulatedMetrics(platformPostId);
  },

  async deletePost({ account, platformPostId }) {
    await db.sandboxPost.deleteMany({ where: { id: platformPostId, userId: owner(account).userId } });
  },
};
