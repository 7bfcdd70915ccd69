/**
 * Notification e-mail (issue 26): each recipient gets ONE digest of their notifications not yet
 * e-mailed, once their notifications have been quiet for DIGEST_QUIET_MS (or the oldest has waited
 * DIGEST_MAX_WAIT_MS), so a failed burst of 500 posts is one e-mail, not 500. Kinds the member
 * muted (profile) and members who turned e-mail off are skipped; the bell shows everything anyway.
 *
 * Exactly once per row: a run claims a recipient's rows with one conditional update (a lease), so
 * two workers never take the same row; sent rows are stamped emailedAt. A worker killed between
 * claim and send leaves a lease that lapses after CLAIM_LEASE_MS, and the rows go out in a later
 * run (a kill after the SMTP answer and before the stamp is the one window that can repeat a digest).
 */
import { randomUUID } from "node:crypto";
import { env } from "@/env";
import { db, Prisma, sql } from "@/server/db";
import { getMailer } from "@/server/integrations/mail";
import type { Mailer } from "@/server/integrations/mail/types";
import { logger } from "@/server/logger";
import { digestMessage, type DigestItem } from "./digest-text";
import { isNotificationKind } from "./kinds";

/** How often the worker looks for digests to send. */
export const DIGEST_INTERVAL_MS = 60_000;
/** A recipient's digest waits until nothing new arrived for them for this long (a burst settles)... */
export const DIGEST_QUIET_MS = 2 * 60_000;
/** ...but no notification waits longer than this. */
export const DIGEST_MAX_WAIT_MS = 10 * 60_000;
/** A claim a run did not finish (killed worker) lapses after this; SMTP answers well within it. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Recipients per run; the rest go in the next run. */
const RECIPIENTS_PER_RUN = 200;

type ClaimedRow = DigestItem & { id: string; userId: string };

export interface DigestSummary {
  /** Digests e-mailed. */
  sent: number;
  /** Notifications in them. */
  notifications: number;
  /** Notifications not e-mailed: muted kinds, e-mail off, or no SMTP. */
  skipped: number;
  /** Digests SMTP refused (their rows go out in a later run). */
  failed: number;
}

/**
 * Claims the rows of recipients whose digest is due, for one run (`claim`). Rows claimed by a live
 * run are skipped; a lapsed claim is taken over.
 */
export async function claimDueNotifications(now: Date, claim: string): Promise<ClaimedRow[]> {
  const free = Prisma.sql`n."emailedAt" IS NULL AND (n."emailLease" IS NULL OR n."emailLease" < ${now}) AND n."createdAt" <= ${now}`;
  return sql<ClaimedRow>(Prisma.sql`
    WITH due AS (
      SELECT n."userId" FROM "Notification" n WHERE ${free}
       GROUP BY n."userId"
      HAVING max(n."createdAt") <= ${new Date(now.getTime() - DIGEST_QUIET_MS)}
          OR min(n."createdAt") <= ${new Date(now.getTime() - DIGEST_MAX_WAIT_MS)}
       LIMIT ${RECIPIENTS_PER_RUN}
    )
    UPDATE "Notification" n SET "emailClaim" = ${claim}, "emailLease" = ${new Date(now.getTime() + CLAIM_LEASE_MS)}
      FROM due WHERE n."userId" = due."userId" AND ${free}
    RETURNING n."id", n."userId", n."kind", n."title", n."body", n."link", n."createdAt",
      (SELECT w."name" FROM "Workspace" w WHERE w."id" = n."workspaceId") AS "workspaceName"`);
}

/** Stamps the claimed rows done (sent or skipped); a row another run took over is left to it. */
async function finish(ids: string[], claim: string, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await sql(Prisma.sql`
    UPDATE "Notification" SET "emailedAt" = ${now}, "emailClaim" = NULL, "emailLease" = NULL
     WHERE "id" = ANY(${ids}::text[]) AND "emailClaim" = ${claim}`);
}

/** Without SMTP nothing is e-mailed: the queue is emptied so that configuring it later sends no backlog. */
async function skipAll(now: Date): Promise<number> {
  const [row] = await sql<{ n: number }>(Prisma.sql`
    WITH done AS (
      UPDATE "Notification" SET "emailedAt" = ${now}
       WHERE "id" IN (SELECT "id" FROM "Notification" WHERE "emailedAt" IS NULL AND "createdAt" <= ${now} LIMIT 10000)
      RETURNING 1)
    SELECT count(*)::int AS n FROM done`);
  return row?.n ?? 0;
}

/** The worker's periodic job: one digest per due recipient. */
export async function sendNotificationDigests(now = new Date(), mailer: Mailer | null = getMailer()): Promise<DigestSummary> {
  const summary: DigestSummary = { sent: 0, notifications: 0, skipped: 0, failed: 0 };
  if (!mailer) {
    summary.skipped = await skipAll(now);
    return summary;
  }
  const claim = randomUUID();
  const rows = await claimDueNotifications(now, claim);
  if (rows.length === 0) return summary;
  const byUser = new Map<string, ClaimedRow[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  const users = await db.user.findMany({
    where: { id: { in: [...byUser.keys()] } },
    select: { id: true, name: true, email: true, status: true, emailNotifications: true, notificationEmailOff: true },
  });
  for (const user of users) {
    const mine = byUser.get(user.id) ?? [];
    const off = new Set(user.notificationEmailOff);
    const wanted = user.emailNotifications && user.status === "active" ? mine.filter((row) => !off.has(row.kind)) : [];
    summary.skipped += mine.length - wanted.length;
    if (wanted.length > 0) {
      try {
        const items = wanted.filter((row) => isNotificationKind(row.kind)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
        await mailer.send({ to: user.email, ...digestMessage(user.name, items, env().APP_URL) });
        summary.sent += 1;
        summary.notifications += wanted.length;
      } catch (err) {
        // Left claimed: the lease lapses and a later run tries again (a mail host that is down
        // is not asked once a minute).
        summary.failed += 1;
        logger.warn({ userId: user.id, notifications: wanted.length, err: (err as Error).message }, "notification digest not sent");
        continue;
      }
    }
    await finish(
      mine.map((row) => row.id),
      claim,
      now,
    );
  }
  return summary;
}
