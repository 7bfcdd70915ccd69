/**
 * Publishing one attempt of a post to each of its networks, exactly once per post and network.
 *
 * For every network a publish log row is *claimed* before the network is called and *completed*
 * with the network's post id and URL afterwards. A retry, a second job or a restarted worker
 * finds the row and never posts twice:
 *   published / failed / needs_review  → final, nothing to do;
 *   retrying                           → a transient failure: nothing was posted, claim it again;
 *   publishing                         → another run claimed it. Before the claim's deadline plus
 *                                        a margin: its call may still be in flight, so wait and
 *                                        look again. After: its worker died; ask the network
 *                                        whether the post exists before anything else.
 * Each claim carries its deadline (deadlineAt, written in the claiming statement: claimedAt +
 * NETWORK_TIMEOUT_MS, or + VIDEO_PUBLISH_TIMEOUT_MS for a video to a network that takes videos,
 * whose upload needs minutes; a row claimed before the column existed has none and keeps claimedAt
 * + NETWORK_TIMEOUT_MS). A claim's calls all end before its deadline (the claim is taken once a
 * network slot is free, and the call's abort signal is set to the stored deadline), and every
 * process reads the same stored deadline rather than recomputing it: that is what makes the age
 * rule safe.
 * A call that timed out after the request went out asks the network too, within half the margin
 * after the deadline; only when the post is not there (or the network cannot say) is it marked
 * needs_review, never re-posted.
 * Every write to a claim is conditional on it still being that claim (in `publishing`, same
 * claimedAt): of two runs that find one orphan, one takes it over and the other waits for it.
 */
import { env } from "@/env";
import { networkLabel, NETWORKS, postQuotaText, type NetworkKey } from "@/lib/networks";
import { outcomeOfLog, settledErrorMessage, type NetworkOutcome } from "@/lib/publish-outcome";
import { db, Prisma, type Post, type PublishLog } from "@/server/db";
import { logger } from "@/server/logger";
import { getProvider } from "@/server/integrations/social";
import { PublishError, type PublishedPost, type SocialProvider } from "@/server/integrations/social/types";
import { isUsable, toProviderAccount } from "@/server/services/accounts/connected";
import { renewEndedToken } from "@/server/services/accounts/refresh";
import { mediaKeyFromUrl, mimeTypeOfKey } from "@/server/services/media/storage";
import { claimInBatch, claimMany, completePublishedInBatch, loadAccount, loadPost, settleInBatch, type ClaimFound, type ClaimRequest } from "./batch";
import { observePublishLateness } from "@/server/services/ops/metrics";
import { networkSlot } from "./concurrency";
import { cooldownLeftMs, startCooldown, takePostQuota } from "./limits";
import { postSettled } from "./events";
import { mediaForPublishing } from "./media";

/** How long past its deadline a claim stays "in flight" (clock skew, the completing write). */
export const ORPHAN_MARGIN_MS = 5_000;

/** The age past which a claim without its own deadline (claimed before deadlineAt existed) is orphaned. */
export function orphanAgeMs(): number {
  return env().NETWORK_TIMEOUT_MS + ORPHAN_MARGIN_MS;
}

/**
 * How long the calls of a claim may take: a video going to a network that takes videos uploads it
 * (streamed, possibly hundreds of MB) and gets VIDEO_PUBLISH_TIMEOUT_MS; anything else NETWORK_TIMEOUT_MS.
 */
export function claimTimeoutMs(post: Pick<Post, "mediaKeys">, platform: NetworkKey): number {
  const video = post.mediaKeys.some((stored) => {
    const key = mediaKeyFromUrl(stored);
    return key !== null && mimeTypeOfKey(key).startsWith("video/");
  });
  return video && NETWORKS[platform]?.media.video ? env().VIDEO_PUBLISH_TIMEOUT_MS : env().NETWORK_TIMEOUT_MS;
}

/** When the calls of a claim end at the latest: its stored deadline (older rows: claimedAt + NETWORK_TIMEOUT_MS). */
export function claimDeadlineAt(log: Pick<PublishLog, "claimedAt" | "deadlineAt">): number {
  return log.deadlineAt?.getTime() ?? log.claimedAt.getTime() + env().NETWORK_TIMEOUT_MS;
}

/** A claim in `publishing` not completed by then belongs to a run that is gone (see the header). */
export function orphanedAt(log: Pick<PublishLog, "claimedAt" | "deadlineAt">): number {
  return claimDeadlineAt(log) + ORPHAN_MARGIN_MS;
}

export interface AttemptResult {
  /** false: some network failed transiently and the attempt should run again later */
  done: boolean;
  /**
   * Set when some network must be waited for without it counting as a try: its claim is held by
   * another run whose call may still be in flight, or its account is cooling down after a 429
   * (limits.ts). Run the attempt again after this long.
   */
  inFlightElsewhereMs?: number;
  /** the post was changed or deleted since this attempt was scheduled; nothing was done */
  stale: boolean;
  outcomes: NetworkOutcome[];
  retryAfterMs?: number;
}

type Claim = { kind: "claimed"; log: PublishLog } | { kind: "final"; log: PublishLog } | { kind: "orphaned"; log: PublishLog };

/**
 * A network's outcome from its row as it stands. A row still in `publishing` is another run's claim
 * (one that took an orphan over first, or a call still in flight): retrying, waited for without
 * counting a try, until that claim would be orphaned in turn.
 */
function outcomeOf(log: PublishLog): NetworkResult {
  const outcome = outcomeOfLog(log, "retrying");
  return log.status === "publishing" ? { ...outcome, inFlightElsewhereMs: Math.max(1, orphanedAt(log) - Date.now()) } : outcome;
}

/**
 * Claims (post, platform, attempt) in a statement that locks the post row (batch.ts), so an edit or
 * a reschedule cannot slip between the check of the attempt number and the claim: a new claim, or
 * a `retrying` one taken again, or else the row that stops us (published by an earlier attempt,
 * final, or in `publishing`).
 */
async function claim(postId: string, platform: string, attempt: number, timeoutMs: number): Promise<Claim | "stale"> {
  for (let look = 0; look < 3; look += 1) {
    const found = await claimWithFallback({ postId, platform, attempt, timeoutMs });
    if (found === "stale") return "stale";
    if (found?.kind === "claimed") return { kind: "claimed", log: found.log };
    if (found?.kind === "earlier") return { kind: "final", log: found.log };
    // With no claim, `existing` (from the statement's snapshot) is the row that stopped us. None,
    // or one still `retrying`, means a run we waited for changed it after our snapshot: look again.
    if (found && found.log.status === "publishing") return { kind: "orphaned", log: found.log };
    if (found && found.log.status !== "retrying") return { kind: "final", log: found.log };
  }
  throw new Error(`could not claim ${platform} for post ${postId}`);
}

/**
 * The batch statement of the moment; should Postgres ever pick it as a deadlock victim (it locks
 * posts in id order, so only an unusual plan could), the claim is made again on its own.
 */
async function claimWithFallback(request: ClaimRequest): Promise<ClaimFound> {
  try {
    return await claimInBatch(request);
  } catch (err) {
    if (!/deadlock detected/i.test((err as Error).message)) throw err;
    return (await claimMany([request]))[0]!;
  }
}

/**
 * Writes to the claim this run holds, or the orphaned one it found, only while it is still that
 * claim (in `publishing`, same claimedAt): a run that took it over or settled it meanwhile is never
 * overwritten. Answers the row as it stands: ours after the write, else the other run's.
 */
async function writeClaim(log: PublishLog, data: Prisma.PublishLogUpdateManyMutationInput): Promise<PublishLog> {
  const [written] = await db.publishLog.updateManyAndReturn({ where: { id: log.id, status: "publishing", claimedAt: log.claimedAt }, data });
  return written ?? currentRow(log);
}

async function currentRow(log: PublishLog): Promise<PublishLog> {
  const row = await db.publishLog.findUnique({ where: { id: log.id } });
  if (!row) throw new Error(`publish log ${log.id} is gone`);
  return row;
}

/** Settles the claim (failed or needs_review), see writeClaim. */
function complete(log: PublishLog, data: Prisma.PublishLogUpdateManyMutationInput): Promise<PublishLog> {
  return writeClaim(log, { ...data, completedAt: new Date() });
}

/** Completes a claim as published, recording how late it went out (the on-time promise). */
async function completePublished(log: PublishLog, post: Post, on: PublishedPost): Promise<PublishLog> {
  const completedAt = new Date();
  const latenessMs = post.scheduledAt ? Math.max(0, completedAt.getTime() - post.scheduledAt.getTime()) : null;
  if (latenessMs !== null) observePublishLateness(log.platform, latenessMs);
  const completed = await completePublishedInBatch({
    id: log.id,
    claimedAt: log.claimedAt,
    workspaceId: post.workspaceId,
    platformPostId: on.platformPostId,
    platformPostUrl: on.platformPostUrl ?? null,
    completedAt,
    latenessMs,
  });
  if (completed) return completed;
  // Another run took the claim over (ours outlived its deadline and margin): its verdict stands.
  logger.warn({ postId: post.id, platform: log.platform, platformPostId: on.platformPostId }, "a published claim had been taken over; not recorded");
  return currentRow(log);
}

function signal(): AbortSignal {
  return AbortSignal.timeout(env().NETWORK_TIMEOUT_MS);
}

/**
 * The follow-up of our own call that timed out (asking the network whether the post exists) ends
 * half a margin after the claim's deadline, leaving the other half for writing its verdict: from
 * the deadline plus the whole margin on, another run may take the claim for orphaned and reconcile
 * it itself. Not asked in time: the network cannot say, so needs_review.
 */
function followUpSignal(log: PublishLog): AbortSignal {
  const untilMs = orphanedAt(log) - ORPHAN_MARGIN_MS / 2 - Date.now();
  return AbortSignal.timeout(Math.max(1, Math.min(env().NETWORK_TIMEOUT_MS, untilMs)));
}

/** Every call made under a claim ends by the claim's deadline (see the header). */
function claimDeadline(log: PublishLog): AbortSignal {
  return AbortSignal.timeout(Math.max(1, claimDeadlineAt(log) - Date.now()));
}

type NetworkResult = NetworkOutcome & { retryAfterMs?: number; inFlightElsewhereMs?: number };

/**
 * Claims and publishes inside a network slot, so that waiting for a slot never eats the call's
 * time. An account the network told (429) to wait is not called by any process until the reset.
 */
function publishToNetwork(post: Post, platform: NetworkKey, attempt: number, finalTry: boolean, title: string | undefined): Promise<NetworkResult> {
  return networkSlot(platform, env().NETWORK_CONCURRENCY).run(async () => {
    // Looked at once the slot is ours: a 429 may have come back while we waited for it.
    const coolingMs = await cooldownLeftMs(platform, post.userId);
    if (coolingMs > 0) {
      const error = `${networkLabel(platform)} asked to wait before the next post (rate limit); will retry.`;
      return { platform, status: "retrying", error, platformPostUrl: null, inFlightElsewhereMs: coolingMs };
    }
    // The network's documented per-account cap (shared by every process): wait for the window, not a 429.
    const quotaWaitMs = await takePostQuota(platform, post.userId, `${post.id}:${attempt}`);
    if (quotaWaitMs > 0) {
      const error = `${networkLabel(platform)} allows ${postQuotaText(platform)} from one account; this post goes out when the window has room.`;
      return { platform, status: "retrying", error, platformPostUrl: null, inFlightElsewhereMs: quotaWaitMs };
    }
    return claimAndPublish(post, platform, attempt, finalTry, title);
  });
}

async function claimAndPublish(
  post: Post,
  platform: NetworkKey,
  attempt: number,
  finalTry: boolean,
  title: string | undefined,
): Promise<NetworkResult> {
  const timeoutMs = claimTimeoutMs(post, platform);
  const claimed = await claim(post.id, platform, attempt, timeoutMs);
  if (claimed === "stale") throw new StaleAttempt();
  if (claimed.kind === "final") return outcomeOf(claimed.log);
  let log = claimed.log;
  const label = networkLabel(platform);
  if (claimed.kind === "orphaned") {
    // A claim before its own deadline (+ margin) may be a live call of a stalled or re-queued run:
    // never reconcile under it. The deadline is the one its claimer stored, not ours to recompute;
    // outcomeOf waits until that claim's orphan time.
    if (orphanedAt(log) > Date.now()) return outcomeOf(log);
  }

  // A network that cannot be called settles the claim. An orphaned claim's call may have posted,
  // and without the network nobody can tell: needs_review, never "failed" (a republish would post again).
  const cannotCall = (reason: string) =>
    claimed.kind === "orphaned"
      ? complete(log, {
          status: "needs_review",
          error: `The last try to publish on ${label} was interrupted and cannot be checked: ${reason.replace(/\.?$/, ".")} Check your ${label} profile before republishing.`,
        })
      : complete(log, { status: "failed", error: reason });

  // The post's workspace's account (issue 26): a team's post goes out on the team's account.
  const stored = await loadAccount(post.workspaceId, platform);
  const provider = getProvider(platform);
  if (!stored || !provider) {
    log = await cannotCall(`${label} is not connected. Connect it on the Accounts page and republish.`);
    return outcomeOf(log);
  }
  // An access token that ended while the worker was down is renewed now (once, under the lock
  // shared by every worker); only a refused renewal fails the post.
  const { account, outcome: renewal } = await renewEndedToken(stored);
  if (renewal === "retry") {
    const error = `Could not renew the ${label} access token just now; will retry.`;
    if (finalTry) {
      log = await cannotCall(`${error.replace(/; will retry\.$/, ".")} Gave up after ${log.tries} tries.`);
      return outcomeOf(log);
    }
    // An orphaned claim stays as it is, to be reconciled by the next try; `retrying` would let it be posted blindly.
    if (claimed.kind === "orphaned") return { platform, status: "retrying", error, platformPostUrl: null };
    log = await writeClaim(log, { status: "retrying", error });
    return outcomeOf(log);
  }
  if (!isUsable(account)) {
    // Never call the network with a token we know is dead.
    log = await cannotCall(`Reconnect your ${label} account`);
    return outcomeOf(log);
  }
  const providerAccount = toProviderAccount(account);

  if (claimed.kind === "orphaned") {
    const found = await reconcile(provider, providerAccount, post, log, signal());
    if (found === "unknown") {
      log = await complete(log, {
        status: "needs_review",
        error: `The last try to publish on ${label} was interrupted; check your ${label} profile before republishing.`,
      });
      return outcomeOf(log);
    }
    if (found) {
      log = await completePublished(log, post, found);
      return outcomeOf(log);
    }
    // The interrupted call never reached the network: safe to post now, under a claim (and deadline)
    // of ours, if no other run took the orphan over first (then we wait for that run's claim).
    const claimedAt = new Date();
    log = await writeClaim(log, { tries: { increment: 1 }, claimedAt, deadlineAt: new Date(claimedAt.getTime() + timeoutMs) });
    if (log.claimedAt.getTime() !== claimedAt.getTime()) return outcomeOf(log);
  }

  let published: PublishedPost;
  try {
    const media = await mediaForPublishing(post.mediaKeys, post.mediaAlt);
    published = await provider.publish({
      account: providerAccount,
      text: post.content,
      title,
      media,
      signal: claimDeadline(log),
      idempotencyKey: log.id,
    });
  } catch (err) {
    const failure = err instanceof PublishError ? err : new PublishError("transient", `${label}: ${(err as Error).message}`);
    if (failure.kind === "transient") await startCooldown(platform, post.userId, failure.status, failure.retryAfterMs);
    if (failure.kind === "unknown") {
      // The request went out and no answer came: the network itself knows whether the post exists.
      // Asked before the claim could be taken for orphaned: the answer lands before another run's takeover.
      const found = await reconcile(provider, providerAccount, post, log, followUpSignal(log));
      if (found && found !== "unknown") {
        log = await completePublished(log, post, found);
        return outcomeOf(log);
      }
      log = await complete(log, { status: "needs_review", error: `${failure.message} Check your ${label} profile before republishing.` });
      return outcomeOf(log);
    }
    if (failure.kind === "permanent" || finalTry) {
      const reason =
        failure.kind === "transient" ? `${failure.message.replace(/; will retry\.$/, ".")} Gave up after ${log.tries} tries.` : failure.message;
      log = await complete(log, { status: "failed", error: reason });
      return outcomeOf(log);
    }
    log = await writeClaim(log, { status: "retrying", error: failure.message });
    return { ...outcomeOf(log), retryAfterMs: failure.retryAfterMs };
  }
  // Outside the try: if this write fails (database gone) the post is live and the claim stays in
  // `publishing`, so a later run reconciles it; it must never be taken for a failed call.
  log = await completePublished(log, post, published);
  return outcomeOf(log);
}

/** After a crash: did the interrupted call create the post? null = no; "unknown" = cannot tell. */
async function reconcile(
  provider: SocialProvider,
  account: ReturnType<typeof toProviderAccount>,
  post: Post,
  log: PublishLog,
  until: AbortSignal,
): Promise<PublishedPost | null | "unknown"> {
  if (!provider.findRecentPost) return "unknown";
  try {
    const since = new Date(log.claimedAt.getTime() - 60_000);
    return await provider.findRecentPost({ account, text: post.content, since, signal: until });
  } catch (err) {
    logger.warn({ postId: post.id, platform: log.platform, err: (err as Error).message }, "could not reconcile an interrupted publish");
    return "unknown";
  }
}

class StaleAttempt extends Error {}

/** Marks the post published or failed once every network has a final answer, with its activity row. */
async function finish(post: Post, outcomes: NetworkOutcome[]): Promise<void> {
  const errorMessage = settledErrorMessage(outcomes);
  const status = errorMessage === null ? "published" : "failed";
  const details = JSON.stringify({ postId: post.id, platforms: outcomes.map((o) => ({ platform: o.platform, status: o.status })) });
  const failure =
    status === "failed"
      ? JSON.stringify({ reason: errorMessage, networks: outcomes.map((o) => ({ network: o.platform, status: o.status, error: o.error ?? null })) })
      : null;
  const settled = await settleInBatch({ postId: post.id, attempt: post.publishAttempt, status, errorMessage, details, failure });
  if (settled) await postSettled([post.id]);
}

/** Runs one publish attempt; `finalTry` turns transient failures into final ones. */
export async function publishAttempt(postId: string, attempt: number, options: { finalTry: boolean }): Promise<AttemptResult> {
  const post = await loadPost(postId);
  if (!post || post.status !== "scheduled" || post.publishAttempt !== attempt) return { done: true, stale: true, outcomes: [] };
  let results: NetworkResult[];
  const title = post.title ?? undefined;
  try {
    results = await Promise.all(post.platforms.map((p) => publishToNetwork(post, p as NetworkKey, attempt, options.finalTry, title)));
  } catch (err) {
    if (err instanceof StaleAttempt) return { done: true, stale: true, outcomes: [] };
    throw err;
  }
  const outcomes = results.map(({ retryAfterMs: _r, inFlightElsewhereMs: _w, ...o }) => o);
  if (results.some((r) => r.status === "retrying")) {
    const hints = results.map((r) => Math.max(r.retryAfterMs ?? 0, r.inFlightElsewhereMs ?? 0));
    // Only waits for another run's call: not a failed try of ours.
    const onlyWaiting = results.every((r) => r.status !== "retrying" || r.inFlightElsewhereMs !== undefined);
    return {
      done: false,
      stale: false,
      outcomes,
      retryAfterMs: Math.max(...hints) || undefined,
      ...(onlyWaiting && { inFlightElsewhereMs: Math.max(...results.map((r) => r.inFlightElsewhereMs ?? 0)) }),
    };
  }
  await finish(post, outcomes);
  return { done: true, stale: false, outcomes };
}
