/**
 * The posts list, the calendar and their counters at real size (50,000 posts per user): every
 * read is one indexed query, filtered, sorted and counted on the server, and paged by a keyset
 * cursor on (sort key, id) so pages never repeat or skip a post when others are added or change
 * status in between.
 */
import { Prisma, sql, sqlWithSettings, type PostStatus } from "@/server/db";
import { AppError, ValidationError } from "@/server/errors";
import { enforceRateLimits } from "@/server/services/rate-limit";
import { dayjs, startOfMonthIn } from "@/lib/time";
import { VersionedCache } from "./versioned-cache";
import {
  POST_ROW_COLUMNS,
  POST_SUMMARY_COLUMNS,
  presentPostRow,
  presentPostSummary,
  type PostRow,
  type PostSummaryRow,
  type PresentedPost,
  type PresentedPostSummary,
} from "./present";
import { POST_STATUSES } from "@/lib/post-statuses";

/** The calendar's one rule: a published post sits where it went out, every other one where it is (or was) due. */
const placedAt = (status: PostStatus) => (status === "published" ? Prisma.sql`"publishedAt"` : Prisma.sql`"scheduledAt"`);

/** How a page is ordered. Each order has an index that starts with (workspaceId, status?, key, id). */
type Order = "created" | "scheduled" | "published" | "calendar";

const ORDERS: Record<Order, { key: Prisma.Sql; direction: "ASC" | "DESC" }> = {
  created: { key: Prisma.sql`"createdAt"`, direction: "DESC" },
  scheduled: { key: Prisma.sql`"scheduledAt"`, direction: "ASC" },
  published: { key: Prisma.sql`"publishedAt"`, direction: "DESC" },
  // placedAt as one expression, to order a page of several statuses.
  calendar: { key: Prisma.sql`(CASE WHEN "status" = 'published' THEN ${placedAt("published")} ELSE ${placedAt("scheduled")} END)`, direction: "ASC" },
};

/** The tab order of the posts page: soonest first for scheduled, newest first for the rest. */
function orderFor(status: PostStatus | undefined): Order {
  if (status === "scheduled") return "scheduled";
  if (status === "published") return "published";
  return "created";
}

/** Whose posts a list reads (the active workspace), and who asks (searches are one budget per member). */
export interface ListScope {
  workspaceId: string;
  memberId: string;
}

export interface PostFilter {
  /** case-insensitive substring of the text */
  q?: string;
  /** network key (x, linkedin, ...) */
  platform?: string;
}

export interface PostPageQuery extends PostFilter {
  status?: PostStatus;
  /** [from, to): posts on the calendar in that range (published by publishedAt, others by scheduledAt) */
  range?: { from: Date; to: Date };
  cursor?: string;
  limit: number;
}

interface CursorValue {
  key: Date;
  id: string;
}

export function encodeCursor(value: CursorValue): string {
  return Buffer.from(JSON.stringify([value.key.toISOString(), value.id])).toString("base64url");
}

const BAD_CURSOR = "Invalid cursor: pass the nextCursor of a previous page unchanged.";

export function decodeCursor(cursor: string): CursorValue {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === "string" && typeof parsed[1] === "string") {
      const key = new Date(parsed[0]);
      if (!Number.isNaN(key.getTime()) && parsed[1].length > 0 && parsed[1].length <= 64) return { key, id: parsed[1] };
    }
  } catch {
    // falls through to the 400 below
  }
  throw ValidationError(BAD_CURSOR);
}

/** `%`, `_` and `\` are literal characters of a search, not ILIKE wildcards. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Terms shorter than this have no trigram: the trigram index cannot narrow them and, forced,
 * reads every entry of the member (300-900 ms at 50,000 posts). They walk the member's own
 * (workspaceId, ...) btree instead (see searchSettings).
 */
export const SHORT_TERM_CHARS = 3;

/** Searches (list pages and tab counts with a term) per member per window: list + counts per settled keystroke. */
export const SEARCH_RATE = { limit: 40, windowSeconds: 20 } as const;

/** No one search holds a connection (and a core) longer than this; the member is asked for a narrower term. */
export const SEARCH_TIMEOUT_MS = 2_000;

function searchTerm(filter: PostFilter): string {
  return filter.q?.trim() ?? "";
}

function isShortTerm(q: string): boolean {
  return [...q].length < SHORT_TERM_CHARS;
}

/** Per member, so one member's searches cannot take the database from the others (issue 24). */
async function throttleSearch(userId: string): Promise<void> {
  await enforceRateLimits([{ bucket: "posts:search", key: userId, ...SEARCH_RATE }], "Too many searches in a short time.");
}

/**
 * Planner settings for a search statement (constants, never user input): a time limit always;
 * a short term never touches the trigram index (GIN is only read by bitmap scans) nor the whole
 * table, so it walks the member's btree: in page order for a list (stopping at the page's LIMIT,
 * at once for a frequent term), one pass over the member's rows for counts. A long term's counts go
 * through the trigram index (see queryCounts).
 */
function searchSettings(q: string, purpose: "page" | "counts"): string {
  const settings = [`SET LOCAL statement_timeout = ${SEARCH_TIMEOUT_MS}`];
  if (isShortTerm(q)) settings.push("SET LOCAL enable_bitmapscan = off", "SET LOCAL enable_seqscan = off");
  else if (purpose === "counts") settings.push("SET LOCAL enable_seqscan = off");
  return settings.join("; ");
}

/** A search statement under its time limit; a timeout is a 503 with advice. */
async function searchStatement<Row>(q: string, purpose: "page" | "counts", query: Prisma.Sql): Promise<Row[]> {
  try {
    return await sqlWithSettings<Row>(searchSettings(q, purpose), query);
  } catch (err) {
    // 57014: canceled by statement_timeout.
    if ((err as { code?: string }).code === "57014") {
      throw new AppError("SERVICE_UNAVAILABLE", "This search took too long. Try a longer or more specific term.");
    }
    throw err;
  }
}

function filterSql(workspaceId: string, filter: PostFilter): Prisma.Sql[] {
  const where = [Prisma.sql`"workspaceId" = ${workspaceId}`];
  const q = searchTerm(filter);
  // ILIKE with a leading wildcard is served by the GIN index on (workspaceId, content trigrams) for terms
  // of 3 characters or more; shorter ones by the member's btree (searchSettings).
  if (q) where.push(Prisma.sql`"content" ILIKE ${likePattern(q)}`);
  if (filter.platform) where.push(Prisma.sql`${filter.platform} = ANY("platforms")`);
  return where;
}

function rangeSql(range: { from: Date; to: Date }, status: PostStatus | undefined): Prisma.Sql {
  // Two index-friendly halves (workspaceId, status, publishedAt) and (workspaceId, status, scheduledAt), not one CASE.
  const published = Prisma.sql`("status" = 'published' AND ${placedAt("published")} >= ${range.from} AND ${placedAt("published")} < ${range.to})`;
  const others = POST_STATUSES.filter((s) => s !== "published" && (!status || s === status));
  // Compared as the enum (not ::text) so the status column of the index is used.
  const dated = Prisma.sql`("status" = ANY(${others}::"PostStatus"[]) AND ${placedAt("scheduled")} >= ${range.from} AND ${placedAt("scheduled")} < ${range.to})`;
  if (status === "published") return published;
  if (status) return dated;
  return Prisma.sql`(${published} OR ${dated})`;
}

export interface PostPage {
  data: PresentedPost[];
  nextCursor: string | null;
}

/** One page of a workspace's posts, filtered and ordered on the server. */
export async function pagePosts(scope: ListScope, query: PostPageQuery): Promise<PostPage> {
  const order = ORDERS[query.range ? "calendar" : orderFor(query.status)];
  const where = filterSql(scope.workspaceId, query);
  if (query.range) where.push(rangeSql(query.range, query.status));
  else if (query.status) where.push(Prisma.sql`"status" = ${query.status}::"PostStatus"`);
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    // A row comparison uses the (…, key, id) index as a range start, so page 400 costs what page 1 does.
    where.push(
      order.direction === "ASC"
        ? Prisma.sql`(${order.key}, "id") > (${after.key}, ${after.id})`
        : Prisma.sql`(${order.key}, "id") < (${after.key}, ${after.id})`,
    );
  }
  const direction = Prisma.raw(order.direction);
  // The page's ids come from the (…, key, id) index; only those rows are read in full, in the same round trip.
  const q = searchTerm(query);
  if (q) await throttleSearch(scope.memberId);
  const run = <Row>(statement: Prisma.Sql) => (q ? searchStatement<Row>(q, "page", statement) : sql<Row>(statement));
  const rows = await run<PostRow & { key: Date }>(Prisma.sql`
    WITH page AS (
      SELECT "id", ${order.key} AS "key" FROM "Post"
      WHERE ${Prisma.join(where, " AND ")} AND ${order.key} IS NOT NULL
      ORDER BY ${order.key} ${direction}, "id" ${direction}
      LIMIT ${query.limit + 1}
    )
    SELECT page."key", ${POST_ROW_COLUMNS}
    FROM page JOIN "Post" p ON p."id" = page."id"
    ORDER BY page."key" ${direction}, page."id" ${direction}`);
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  return {
    data: pageRows.map(presentPostRow),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ key: last.key, id: last.id }) : null,
  };
}

export interface PostCounts {
  published: number;
  scheduled: number;
  draft: number;
  failed: number;
  /** The approval workflow's (issue 26): waiting for a review, and sent back to their authors. */
  in_review: number;
  changes_requested: number;
  total: number;
  /** published since the start of the current month on the user's clock */
  publishedThisMonth: number;
}

/** Tab counts per workspace, search, network and month start (a few numbers each). */
const countsCache = new VersionedCache<PostCounts>(5_000);

/**
 * Posts per tab for the current search and network filter, in one grouped query, or as computed
 * under the same posts version (versioned-cache.ts): never older than the last committed write.
 */
export async function countPosts(scope: ListScope, filter: PostFilter, timeZone: string, now = new Date()): Promise<PostCounts> {
  const monthStart = startOfMonthIn(timeZone, now);
  const q = searchTerm(filter);
  // Counted before the cache: a cached answer is cheap, but a member's searches are one budget.
  if (q) await throttleSearch(scope.memberId);
  const { workspaceId } = scope;
  const counts = await countsCache.get(workspaceId, [q, filter.platform ?? "", monthStart.getTime()], () =>
    queryCounts(workspaceId, filter, monthStart),
  );
  return { ...counts };
}

async function queryCounts(workspaceId: string, filter: PostFilter, monthStart: Date): Promise<PostCounts> {
  const query = Prisma.sql`
    SELECT "status"::text AS "status", COUNT(*)::int AS "count",
           (COUNT(*) FILTER (WHERE "publishedAt" >= ${monthStart}))::int AS "this_month"
    FROM "Post" WHERE ${Prisma.join(filterSql(workspaceId, filter), " AND ")}
    GROUP BY "status"`;
  // For a search matching thousands of a big account's posts PostgreSQL prefers a parallel scan of
  // the whole table (about 4x the CPU of the trigram index's bitmap scan, measured at 50,000 posts),
  // which starves concurrent requests: counts of a search go through the trigram index (a term too
  // short for trigrams through the member's btree instead, searchSettings).
  type Row = { status: PostStatus; count: number; this_month: number };
  const q = searchTerm(filter);
  const rows = q ? await searchStatement<Row>(q, "counts", query) : await sql<Row>(query);
  const counts: PostCounts = { published: 0, scheduled: 0, draft: 0, failed: 0, in_review: 0, changes_requested: 0, total: 0, publishedThisMonth: 0 };
  for (const row of rows) {
    counts[row.status] = row.count;
    counts.total += row.count;
    if (row.status === "published") counts.publishedThisMonth = row.this_month;
  }
  return counts;
}

/** The longest range one request may ask for: a month view shows at most six weeks. */
export const MAX_RANGE_DAYS = 62;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayStarts = new Map<string, number>();

/**
 * A range bound: a calendar day ("2026-04-05", its first instant on the user's clock, so a month
 * view asks for what the user sees) or an ISO instant with an offset.
 */
export function parseRangeBound(value: string, timeZone: string, name: string): Date {
  // A day's first instant in a zone never changes: remembered (dayjs's zone arithmetic costs about 0.6 ms a call).
  const dayKey = DAY.test(value) ? `${timeZone} ${value}` : undefined;
  const known = dayKey === undefined ? undefined : dayStarts.get(dayKey);
  if (known !== undefined) return new Date(known);
  const at = dayKey !== undefined ? dayjs.tz(value, timeZone) : dayjs(value);
  if (!at.isValid() || (DAY.test(value) && at.tz(timeZone).format("YYYY-MM-DD") !== value)) {
    throw ValidationError(`Invalid ${name}: use a date (YYYY-MM-DD) or an ISO date-time.`);
  }
  if (dayKey !== undefined) {
    if (dayStarts.size >= 5000) dayStarts.clear();
    dayStarts.set(dayKey, at.valueOf());
  }
  return at.toDate();
}

export function parseRange(from: string | undefined, to: string | undefined, timeZone: string): { from: Date; to: Date } | undefined {
  if (from === undefined && to === undefined) return undefined;
  if (from === undefined || to === undefined) throw ValidationError("Pass both from and to, or neither.");
  const range = { from: parseRangeBound(from, timeZone, "from"), to: parseRangeBound(to, timeZone, "to") };
  if (range.to <= range.from) throw ValidationError("to must be after from.");
  if (range.to.getTime() - range.from.getTime() > MAX_RANGE_DAYS * 86_400_000) {
    throw ValidationError(`A range covers at most ${MAX_RANGE_DAYS} days.`);
  }
  return range;
}

export interface CalendarDays<Entry = PresentedPost> {
  /** at most `perDay` posts of each day, in time order */
  data: Entry[];
  /** every day of the range that has posts, with how many it has in all */
  days: { date: string; count: number }[];
}

/**
 * What a calendar view needs, bounded however busy a day is: the first `perDay` posts of each day
 * of the range (days on the user's clock) and each day's full count, for "+N more".
 */
export function calendarDays(workspaceId: string, range: { from: Date; to: Date }, timeZone: string, perDay: number): Promise<CalendarDays> {
  return calendarOf<PostRow, PresentedPost>(workspaceId, range, timeZone, perDay, POST_ROW_COLUMNS, presentPostRow);
}

/** Calendar ranges as the calendar page draws them, weighed by their posts (about 20 MB at most). */
const calendarCache = new VersionedCache<CalendarDays<PresentedPostSummary>>(20_000, (days) => days.data.length + 1);

/**
 * calendarDays with each post as the calendar draws it (presentPostSummary), or as computed under
 * the same posts version: everything a summary holds changes only with a write to a post (a
 * published post's links are final once the post is), so it is never older than the last write.
 */
export function calendarSummaryDays(
  workspaceId: string,
  range: { from: Date; to: Date },
  timeZone: string,
  perDay: number,
): Promise<CalendarDays<PresentedPostSummary>> {
  return calendarCache.get(workspaceId, [range.from.getTime(), range.to.getTime(), timeZone, perDay], () =>
    calendarOf<PostSummaryRow, PresentedPostSummary>(workspaceId, range, timeZone, perDay, POST_SUMMARY_COLUMNS, presentPostSummary),
  );
}

async function calendarOf<Row, Entry>(
  workspaceId: string,
  range: { from: Date; to: Date },
  timeZone: string,
  perDay: number,
  columns: Prisma.Sql,
  present: (row: Row) => Entry,
): Promise<CalendarDays<Entry>> {
  // Each day's count from the indexes alone (no post is read), then, per day with posts, the first
  // `perDay` of each status straight off its (workspaceId, status, time, id) index, merged. A window over
  // every post of the range read all of them (2,800 in a busy month) to show 6 a day.
  const dayCounts = Prisma.join(
    POST_STATUSES.map(
      (status) => Prisma.sql`
      SELECT (${placedAt(status)} AT TIME ZONE ${timeZone})::date AS "day" FROM "Post"
       WHERE "workspaceId" = ${workspaceId} AND "status" = ${status}::"PostStatus" AND ${placedAt(status)} >= ${range.from} AND ${placedAt(status)} < ${range.to}`,
    ),
    " UNION ALL ",
  );
  const firstOfDay = Prisma.join(
    POST_STATUSES.map(
      (status) => Prisma.sql`
      (SELECT q.*, q.${placedAt(status)} AS "at" FROM "Post" q
        WHERE q."workspaceId" = ${workspaceId} AND q."status" = ${status}::"PostStatus" AND q.${placedAt(status)} >= d."from" AND q.${placedAt(status)} < d."to"
        ORDER BY q.${placedAt(status)}, q."id" LIMIT ${perDay})`,
    ),
    " UNION ALL ",
  );
  const rows = await sql<Row & { date: string; count: number }>(Prisma.sql`
    WITH counted AS (
      SELECT x."day", COUNT(*) AS "count" FROM (${dayCounts}) x GROUP BY x."day"
    ), days AS (
      SELECT c."day", c."count",
             GREATEST(c."day"::timestamp AT TIME ZONE ${timeZone}, ${range.from}::timestamptz) AS "from",
             LEAST((c."day" + 1)::timestamp AT TIME ZONE ${timeZone}, ${range.to}::timestamptz) AS "to"
        FROM counted c
    )
    SELECT d."day"::text AS "date", d."count"::int AS "count", ${columns}
      FROM days d
      CROSS JOIN LATERAL (SELECT * FROM (${firstOfDay}) u ORDER BY u."at", u."id" LIMIT ${perDay}) p
     ORDER BY p."at", p."id"`);
  const days = new Map<string, number>();
  for (const row of rows) days.set(row.date, row.count);
  return {
    data: rows.map(present),
    days: [...days].map(([date, count]) => ({ date, count })),
  };
}
