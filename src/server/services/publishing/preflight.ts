/**
 * The preflight check: finds scheduled posts that will not go out as planned while there is still
 * time to fix them (issue 16, "flagged to its owner before it is due, not after").
 *
 * Every PREFLIGHT_INTERVAL_MS the worker looks at the posts due within PREFLIGHT_HORIZON_MS and, per
 * network of each post, asks what the publisher will meet at the due time:
 * - the network is not connected (or was disconnected since scheduling);
 * - the account is marked for reconnection (its token could not be refreshed);
 * - its access token ends before the due time and cannot be renewed (no refresh token, or the
 *   refresh token ends first);
 * - the network asked us to slow down (a 429 cooldown) past the due time;
 * - an attached media file is gone from storage, or the media store cannot be reached to check it
 *   (each file is asked about at most once per run, and once per 10 minutes after it was seen).
 * Findings are stored on the post (`publishWarnings`, `publishWarningAt`) and shown on its card and
 * the dashboard; they are cleared as soon as the cause is (the next run, or when the post stops
 * being scheduled). Posts, accounts and cooldowns are read as sets: one query for the posts and
 * their accounts, one Redis round trip for the cooldowns, one update per changed warning list.
 */
import { networkLabel, type NetworkKey } from "@/lib/networks";
import { db, Prisma } from "@/server/db";
import { getConnector } from "@/server/integrations/social";
import { StorageUnavailableError } from "@/server/integrations/storage";
import { mediaKeyFromUrl, statMedia } from "@/server/services/media/storage";
import { notifyPostsAtRisk, type PostEvent } from "@/server/services/notifications/system-events";
import { accountRef, cooldownsLeftMs } from "./limits";

/** How far ahead posts are checked. */
export const PREFLIGHT_HORIZON_MS = 24 * 60 * 60_000;
/** How often the worker runs the check. */
export const PREFLIGHT_INTERVAL_MS = 2 * 60_000;

interface TargetRow {
  postId: string;
  userId: string;
  workspaceId: string;
  content: string;
  scheduledAt: Date;
  mediaKeys: string[];
  publishWarnings: string[];
  platform: string;
  accountId: string | null;
  isActive: boolean | null;
  isExpired: boolean | null;
  expiresAt: Date | null;
  hasRefreshToken: boolean | null;
  refreshExpiresAt: Date | null;
}

export interface PreflightSummary {
  checked: number;
  flagged: number;
  cleared: number;
}

const minutes = (ms: number) => Math.max(1, Math.round(ms / 60_000));

/** What stands in the way of one network of one post, or null. Pure, so the rules are testable alone. */
export function accountProblem(row: TargetRow, cooldownMs: number, now: Date): string | null {
  const label = networkLabel(row.platform);
  if (!row.accountId || row.isActive === false) return `${label} is not connected: connect it on Accounts, or this post will not go out there.`;
  if (row.isExpired) return `${label} needs to be reconnected: reconnect it on Accounts, or this post will not go out there.`;
  const dueMs = row.scheduledAt.getTime();
  if (row.expiresAt && row.expiresAt.getTime() < dueMs) {
    const connector = getConnector(row.platform as NetworkKey);
    const renewable =
      connector !== null &&
      (connector.refreshWith === "accessToken" || row.hasRefreshToken === true) &&
      (!row.refreshExpiresAt || row.refreshExpiresAt.getTime() > dueMs);
    if (!renewable) return `${label} access ends before this post is due: reconnect it on Accounts, or this post will not go out there.`;
  }
  const waitMs = now.getTime() + cooldownMs - dueMs;
  if (cooldownMs > 0 && waitMs > 0) return `${label} asked us to slow down: this post will go out about ${minutes(waitMs)} min late there.`;
  return null;
}

/**
 * Files seen in the store recently: stored files never change and are deleted only by us, so one
 * look every few minutes is enough (a bucket is asked once per file per window, not once per run
 * for every scheduled post).
 */
const SEEN_FOR_MS = 10 * 60_000;
const SEEN_MAX = 50_000;
const seenStored = new Map<string, number>();

/** One run's view of the media store: each file is asked about once, and not at all once the store failed. */
class MediaCheck {
  private readonly answers = new Map<string, "there" | "missing" | "unreadable">();
  private storeDown = false;

  private readonly now = Date.now();

  async state(key: string): Promise<"there" | "missing" | "unreadable"> {
    const known = this.answers.get(key);
    if (known) return known;
    let answer: "there" | "missing" | "unreadable";
    if ((seenStored.get(key) ?? 0) > this.now) answer = "there";
    else if (this.storeDown) answer = "unreadable";
    else {
      try {
        answer = (await statMedia(key)) ? "there" : "missing";
      } catch (error) {
        if (!(error instanceof StorageUnavailableError)) throw error;
        // Down or too slow: the rest of this run does not wait on it again.
        this.storeDown = true;
        answer = "unreadable";
      }
      if (answer === "there") {
        if (seenStored.size >= SEEN_MAX) seenStored.clear();
        seenStored.set(key, this.now + SEEN_FOR_MS);
      } else seenStored.delete(key);
    }
    this.answers.set(key, answer);
    return answer;
  }

  /** How many attached files are gone, and how many could not be checked (the store is down or too slow). */
  async count(stored: string[]): Promise<{ missing: number; unreadable: number }> {
    let missing = 0;
    let unreadable = 0;
    for (const value of stored) {
      const key = mediaKeyFromUrl(value);
      if (!key) continue;
      const state = await this.state(key);
      if (state === "missing") missing += 1;
      if (state === "unreadable") unreadable += 1;
    }
    return { missing, unreadable };
  }
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export async function flagPostsAtRisk(now = new Date()): Promise<PreflightSummary> {
  const until = new Date(now.getTime() + PREFLIGHT_HORIZON_MS);
  // Warnings of posts that are no longer scheduled ahead (published, deleted from the schedule, due).
  const stale = await db.post.updateMany({
    where: { publishWarningAt: { not: null }, OR: [{ status: { not: "scheduled" } }, { scheduledAt: { lte: now } }, { scheduledAt: { gt: until } }] },
    data: { publishWarnings: [], publishWarningAt: null },
  });

  const rows = await db.$queryRaw<TargetRow[]>(Prisma.sql`
    SELECT p."id" AS "postId", p."userId", p."workspaceId", p."content", p."scheduledAt", COALESCE(p."mediaKeys", '{}') AS "mediaKeys",
           COALESCE(p."publishWarnings", '{}') AS "publishWarnings", t.platform,
           a."id" AS "accountId", a."isActive", a."isExpired", a."expiresAt",
           (a."refreshTokenEnc" IS NOT NULL) AS "hasRefreshToken", a."refreshExpiresAt"
      FROM "Post" p
      CROSS JOIN LATERAL unnest(p."platforms") WITH ORDINALITY AS t(platform, position)
      LEFT JOIN LATERAL (
        SELECT * FROM "SocialAccount" s WHERE s."workspaceId" = p."workspaceId" AND s."platform" = t.platform
        ORDER BY s."createdAt", s."id" LIMIT 1) a ON true
     WHERE p."status" = 'scheduled' AND p."scheduledAt" > ${now} AND p."scheduledAt" <= ${until}
     ORDER BY p."scheduledAt", p."id", t.position`); // a post's warnings in the order it names its networks

  const accounts = new Map(rows.map((r) => [accountRef(r.platform, r.userId), { platform: r.platform, userId: r.userId }]));
  const cooldowns = await cooldownsLeftMs([...accounts.values()]);

  const posts = new Map<string, { current: string[]; warnings: string[]; media: string[]; row: TargetRow }>();
  for (const row of rows) {
    const entry = posts.get(row.postId) ?? { current: row.publishWarnings, warnings: [], media: row.mediaKeys, row };
    posts.set(row.postId, entry);
    const problem = accountProblem(row, cooldowns.get(accountRef(row.platform, row.userId)) ?? 0, now);
    if (problem) entry.warnings.push(problem);
  }

  let flagged = 0;
  let cleared = stale.count;
  const media = new MediaCheck();
  const newlyAtRisk: (PostEvent & { warnings: string[] })[] = [];
  for (const [postId, entry] of posts) {
    const { missing, unreadable } = entry.media.length > 0 ? await media.count(entry.media) : { missing: 0, unreadable: 0 };
    if (missing > 0)
      entry.warnings.push(
        `${missing === 1 ? "An attached file is" : `${missing} attached files are`} missing: replace ${missing === 1 ? "it" : "them"}, or this post will fail.`,
      );
    if (unreadable > 0)
      entry.warnings.push(
        `${unreadable === 1 ? "An attached file" : `${unreadable} attached files`} could not be read from media storage: if storage is not back before this post is due, it will be late.`,
      );
    if (entry.warnings.length > 0) flagged += 1;
    if (sameList(entry.current, entry.warnings)) continue;
    if (entry.current.length === 0 && entry.warnings.length > 0) {
      // Newly at risk: flagged below together with the others, and its author told once.
      const { postId: id, workspaceId, userId, content } = entry.row;
      newlyAtRisk.push({ id, workspaceId, userId, content, warnings: entry.warnings });
      continue;
    }
    // Only a post still scheduled for that time is written: a concurrent edit or publish wins.
    await db.post.updateMany({
      where: { id: postId, status: "scheduled" },
      data: entry.warnings.length > 0 ? { publishWarnings: entry.warnings, publishWarningAt: now } : { publishWarnings: [], publishWarningAt: null },
    });
    if (entry.warnings.length === 0) cleared += 1;
  }
  await flagNewlyAtRisk(newlyAtRisk, now);
  return { checked: posts.size, flagged, cleared };
}

/**
 * Stores the warnings of posts that had none, and tells their members in the same transaction
 * (issue 26: when warnings first appear, not on every check). One statement for the posts, one for
 * the notifications; only a post still scheduled is flagged (a concurrent edit or publish wins).
 */
async function flagNewlyAtRisk(posts: (PostEvent & { warnings: string[] })[], now: Date): Promise<void> {
  if (posts.length === 0) return;
  const values = JSON.stringify(posts.map((p) => ({ id: p.id, warnings: p.warnings })));
  await db.$transaction(async (tx) => {
    const flagged = await tx.$queryRaw<{ id: string }[]>(Prisma.sql`
      UPDATE "Post" p SET "publishWarnings" = v.warnings, "publishWarningAt" = ${now}
        FROM jsonb_to_recordset(${values}::jsonb) AS v(id text, warnings text[])
       WHERE p."id" = v.id AND p."status" = 'scheduled'
      RETURNING p."id"`);
    const ids = new Set(flagged.map((row) => row.id));
    await notifyPostsAtRisk(
      tx,
      posts.filter((p) => ids.has(p.id)),
    );
  });
}
