/**
 * Notification retention (docs/decisions.md "Notification retention"): a periodic job deletes
 * notifications their member has read more than READ_RETENTION_DAYS ago, and the read ones beyond
 * the newest KEEP_PER_USER of a member. Unread ones are never deleted (nothing unseen is lost), nor
 * ones the e-mail batcher has not finished with. Deletes go in batches of BATCH rows, each its own
 * short statement (no long lock on the table the bell reads), at most MAX_BATCHES per run: a backlog
 * is worked off over several runs rather than in one long one.
 */
import { Prisma, sql } from "@/server/db";

export const READ_RETENTION_DAYS = 90;
export const KEEP_PER_USER = 500;
export const RETENTION_BATCH = 1_000;
const MAX_BATCHES = 20;
/** Members who read something this recently are checked against the cap (the job runs hourly). */
const RECENT_READERS_HOURS = 3;

export interface RetentionOptions {
  now?: Date;
  days?: number;
  keepPerUser?: number;
  batch?: number;
}

export interface RetentionResult {
  /** Read more than `days` ago. */
  expired: number;
  /** Read, beyond the newest `keepPerUser` of their member. */
  overCap: number;
}

/** One run of the retention job: both rules, in batches. */
export async function pruneNotifications(options: RetentionOptions = {}): Promise<RetentionResult> {
  const now = options.now ?? new Date();
  const days = options.days ?? READ_RETENTION_DAYS;
  const keep = options.keepPerUser ?? KEEP_PER_USER;
  const batch = options.batch ?? RETENTION_BATCH;
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  let expired = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    // The readAt index finds them; each batch is a short statement of its own.
    const [row] = await sql<{ n: number }>(Prisma.sql`
      WITH gone AS (
        DELETE FROM "Notification" WHERE "id" IN (
          SELECT "id" FROM "Notification"
           WHERE "readAt" < ${cutoff} AND "emailedAt" IS NOT NULL
           LIMIT ${batch}
           FOR UPDATE SKIP LOCKED)
        RETURNING 1)
      SELECT count(*)::int AS "n" FROM gone`);
    const n = row?.n ?? 0;
    expired += n;
    if (n < batch) break;
  }

  // The cap: only members who read recently can have gained read notifications beyond it.
  const since = new Date(now.getTime() - RECENT_READERS_HOURS * 3_600_000);
  const readers = await sql<{ userId: string }>(Prisma.sql`
    SELECT DISTINCT "userId" FROM "Notification" WHERE "readAt" >= ${since} AND "readAt" <= ${now}`);
  let overCap = 0;
  let batches = 0;
  for (const { userId } of readers) {
    while (batches < MAX_BATCHES) {
      batches++;
      // The member's newest `keep` stay, read or not; read ones past them go (the bell's index orders them).
      const [row] = await sql<{ n: number }>(Prisma.sql`
        WITH gone AS (
          DELETE FROM "Notification" WHERE "id" IN (
            SELECT "id" FROM (
              SELECT "id", "readAt", "emailedAt" FROM "Notification" WHERE "userId" = ${userId}
               ORDER BY "createdAt" DESC, "id" DESC OFFSET ${keep}) older
             WHERE older."readAt" IS NOT NULL AND older."emailedAt" IS NOT NULL
             LIMIT ${batch})
          RETURNING 1)
        SELECT count(*)::int AS "n" FROM gone`);
      const n = row?.n ?? 0;
      overCap += n;
      if (n < batch) break;
    }
    if (batches >= MAX_BATCHES) break;
  }
  return { expired, overCap };
}
