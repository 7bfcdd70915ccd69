/**
 * Set-based database work of the publish hot path. Publish jobs run many at once (a burst at the
 * top of the hour); each still claims, calls and completes on its own (the exactly-once rules of
 * publisher.ts are per post and network), but the reads and writes that the jobs of one moment
 * make are gathered by DataLoader into one statement each: one read of many posts, one of their
 * accounts, one claim statement that locks many posts, one completion update, one statement that
 * settles many posts and writes their activity rows. Round trips per post fall from about ten to
 * a fraction of one; a burst no longer queues behind the connection pool. These statements run on
 * the driver (`sql`, see db.ts): at a thousand posts a second Prisma's per-statement CPU was a third
 * of the worker's.
 */
import { randomUUID } from "node:crypto";
import DataLoader from "dataloader";
import { db, Prisma, sql, type Post, type PublishLog, type SocialAccount } from "@/server/db";
import { WORKER_EVENTS } from "@/server/services/posts/history";
import { notifyPostsFailed } from "@/server/services/notifications/system-events";

/** How long a batch gathers before it goes out: short against a network call, long enough to fill. */
const GATHER_MS = 2;
const MAX_BATCH = 500;

function loader<K, V>(load: (keys: readonly K[]) => Promise<V[]>): DataLoader<K, V> {
  return new DataLoader<K, V>(async (keys) => load(keys), {
    cache: false,
    maxBatchSize: MAX_BATCH,
    batchScheduleFn: (run) => setTimeout(run, GATHER_MS),
  });
}

/** Prisma reads a NULL list column as []; rows read on the driver get the same. */
function listsOrEmpty<Row>(rows: Row[], lists: (keyof Row)[]): Row[] {
  for (const row of rows) for (const list of lists) row[list] ??= [] as Row[keyof Row];
  return rows;
}

const posts = loader<string, Post | null>(async (ids) => {
  const rows = listsOrEmpty(await sql<Post>(Prisma.sql`SELECT * FROM "Post" WHERE id = ANY(${[...new Set(ids)]}::text[])`), [
    "platforms",
    "mediaKeys",
    "mediaAlt",
    "publishWarnings",
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
});

/** The post, read together with the other posts loaded at the same moment. */
export function loadPost(id: string): Promise<Post | null> {
  return posts.load(id);
}

type AccountKey = { workspaceId: string; platform: string };

const accounts = loader<AccountKey, SocialAccount | null>(async (keys) => {
  // Newest first, so that where a workspace holds two accounts of one network the oldest one wins
  // (the map below keeps the last row of a key): the same account every time.
  const rows = listsOrEmpty(
    await sql<SocialAccount>(Prisma.sql`
      SELECT a.* FROM "SocialAccount" a
      JOIN unnest(${keys.map((k) => k.workspaceId)}::text[], ${keys.map((k) => k.platform)}::text[]) AS k("workspaceId", platform)
        ON a."workspaceId" = k."workspaceId" AND a.platform = k.platform
      ORDER BY a."createdAt" DESC, a."id" DESC`),
    ["scopes"],
  );
  const byKey = new Map(rows.map((row) => [`${row.workspaceId}\u0000${row.platform}`, row]));
  return keys.map((k) => byKey.get(`${k.workspaceId}\u0000${k.platform}`) ?? null);
});

/** The workspace's account on `platform` (read fresh: tokens change), batched with the others. */
export function loadAccount(workspaceId: string, platform: string): Promise<SocialAccount | null> {
  return accounts.load({ workspaceId, platform });
}

/** `timeoutMs`: how long the claim's calls may take; the claim stores claimedAt + timeoutMs as its deadlineAt. */
export type ClaimRequest = { postId: string; platform: string; attempt: number; timeoutMs: number };
/**
 * What the claim statement found for one request: `stale` (the post is no longer scheduled at
 * this attempt), or the row claimed now, published by an earlier attempt, or the existing row of
 * this attempt that stopped the claim (read from the statement's snapshot), or none of these
 * (a run we waited for changed the row after our snapshot: the caller looks again).
 */
export type ClaimFound = "stale" | { kind: "claimed" | "earlier" | "existing"; log: PublishLog } | null;

type FoundRow = PublishLog & { reqPostId: string; reqPlatform: string; kind: "claimed" | "earlier" | "existing" | null };

/**
 * Claims many (post, network, attempt) at once. The posts are locked in id order (two batches of
 * two processes cannot deadlock), so an edit or reschedule cannot slip between the attempt check
 * and the claim. A request whose (post, network) is already in the statement runs in the next one:
 * one statement never claims the same row twice.
 */
export async function claimMany(requests: readonly ClaimRequest[]): Promise<ClaimFound[]> {
  const results: ClaimFound[] = new Array(requests.length).fill(null);
  let pending = requests.map((request, index) => ({ request, index }));
  while (pending.length > 0) {
    const seen = new Set<string>();
    const now: typeof pending = [];
    const later: typeof pending = [];
    for (const item of pending) {
      const key = `${item.request.postId}\u0000${item.request.platform}`;
      (seen.has(key) ? later : now).push(item);
      seen.add(key);
    }
    const found = await claimStatement(now.map((item) => item.request));
    now.forEach((item, i) => (results[item.index] = found[i]!));
    pending = later;
  }
  return results;
}

async function claimStatement(requests: ClaimRequest[]): Promise<ClaimFound[]> {
  const claimedAt = new Date();
  const rows = await sql<FoundRow>(Prisma.sql`
    WITH req AS (
      SELECT * FROM unnest(${requests.map((r) => r.postId)}::text[], ${requests.map((r) => r.platform)}::text[],
        ${requests.map((r) => r.attempt)}::int[], ${requests.map(() => randomUUID())}::text[],
        ${requests.map((r) => new Date(claimedAt.getTime() + r.timeoutMs))}::timestamptz[]) AS r("postId", platform, attempt, "newId", "deadlineAt")
    ), locked AS (
      SELECT p.id, p."publishAttempt" FROM "Post" p
      WHERE p.id IN (SELECT "postId" FROM req) AND p.status = 'scheduled'
      ORDER BY p.id FOR UPDATE
    ), ok AS (
      SELECT req.* FROM req JOIN locked ON locked.id = req."postId" AND locked."publishAttempt" = req.attempt
    ), earlier AS (
      SELECT DISTINCT ON (l."postId", l.platform) l.* FROM "PublishLog" l
      JOIN ok ON l."postId" = ok."postId" AND l.platform = ok.platform
      WHERE l.status = 'published' ORDER BY l."postId", l.platform, l.attempt
    ), claimed AS (
      INSERT INTO "PublishLog" (id, "postId", platform, attempt, status, tries, "claimedAt", "deadlineAt")
      SELECT ok."newId", ok."postId", ok.platform, ok.attempt, 'publishing', 1, ${claimedAt}::timestamptz, ok."deadlineAt" FROM ok
      WHERE NOT EXISTS (SELECT 1 FROM earlier e WHERE e."postId" = ok."postId" AND e.platform = ok.platform)
      ON CONFLICT ("postId", platform, attempt) DO UPDATE
        SET status = 'publishing', tries = "PublishLog".tries + 1, "claimedAt" = EXCLUDED."claimedAt", "deadlineAt" = EXCLUDED."deadlineAt"
        WHERE "PublishLog".status = 'retrying'
      RETURNING *
    ), found AS (
      SELECT 'claimed' AS kind, * FROM claimed
      UNION ALL SELECT 'earlier' AS kind, * FROM earlier
      UNION ALL SELECT 'existing' AS kind, l.* FROM "PublishLog" l
        JOIN ok ON l."postId" = ok."postId" AND l.platform = ok.platform AND l.attempt = ok.attempt
    )
    SELECT ok."postId" AS "reqPostId", ok.platform AS "reqPlatform", found.* FROM ok
    LEFT JOIN found ON found."postId" = ok."postId" AND found.platform = ok.platform`);
  const byRequest = new Map<string, FoundRow[]>();
  for (const row of rows) {
    const key = `${row.reqPostId}\u0000${row.reqPlatform}`;
    byRequest.set(key, [...(byRequest.get(key) ?? []), row]);
  }
  return requests.map((request) => {
    const mine = byRequest.get(`${request.postId}\u0000${request.platform}`) ?? [];
    if (mine.length === 0) return "stale";
    const pick = (kind: string) => mine.find((row) => row.kind === kind);
    const row = pick("claimed") ?? pick("earlier") ?? pick("existing");
    if (!row) return null;
    const { reqPostId: _p, reqPlatform: _n, kind, ...log } = row;
    return { kind: kind!, log };
  });
}

const claims = loader<ClaimRequest, ClaimFound>((requests) => claimMany(requests));

/** Claims one (post, network, attempt) in the statement of the moment (see claimMany). */
export function claimInBatch(request: ClaimRequest): Promise<ClaimFound> {
  return claims.load(request);
}

export type Completion = {
  id: string;
  /** The claim being completed: a row taken over by another run since (a new claimedAt) is left alone. */
  claimedAt: Date;
  /** The post's workspace, for its history row. */
  workspaceId: string;
  platformPostId: string;
  platformPostUrl: string | null;
  completedAt: Date;
  latenessMs: number | null;
};

/**
 * One update for the completions of the moment, and in the same statement each post's history row
 * (history.ts). Only a claim still in `publishing` with its claimedAt is completed (null otherwise).
 */
const completions = loader<Completion, PublishLog | null>(async (done) => {
  const rows = await sql<PublishLog>(Prisma.sql`
    WITH v AS (
      SELECT * FROM unnest(${done.map((d) => d.id)}::text[], ${done.map((d) => d.platformPostId)}::text[], ${done.map((d) => d.platformPostUrl)}::text[],
        ${done.map((d) => d.completedAt)}::timestamptz[], ${done.map((d) => d.latenessMs)}::int[], ${done.map((d) => d.workspaceId)}::text[],
        ${done.map(() => randomUUID())}::text[], ${done.map((d) => d.claimedAt)}::timestamptz[])
        AS v(id, "platformPostId", "platformPostUrl", "completedAt", "latenessMs", "workspaceId", "eventId", "claimedAt")
    ), completed AS (
      UPDATE "PublishLog" AS l SET status = 'published', "platformPostId" = v."platformPostId", "platformPostUrl" = v."platformPostUrl",
        error = NULL, "completedAt" = v."completedAt", "latenessMs" = v."latenessMs"
      FROM v WHERE l.id = v.id AND l.status = 'publishing' AND l."claimedAt" = v."claimedAt"
      RETURNING l.*, v."workspaceId" AS "eventWorkspaceId", v."eventId"
    ), history AS (
      INSERT INTO "PostEvent" (id, "postId", "workspaceId", action, detail, via, "createdAt")
      SELECT "eventId", "postId", "eventWorkspaceId", ${WORKER_EVENTS.published},
        jsonb_build_object('network', platform, 'url', "platformPostUrl", 'attempt', attempt), 'app', "completedAt" FROM completed
    )
    SELECT * FROM completed`);
  const byId = new Map(
    rows.map(({ eventWorkspaceId: _w, eventId: _e, ...row }: PublishLog & { eventWorkspaceId?: string; eventId?: string }) => [row.id, row]),
  );
  return done.map((d) => byId.get(d.id) ?? null);
});

/** Completes a claim as published, in one update with the other completions of the moment; null when it is no longer this claim. */
export function completePublishedInBatch(completion: Completion): Promise<PublishLog | null> {
  return completions.load(completion);
}

export type Settlement = {
  postId: string;
  attempt: number;
  status: "published" | "failed";
  errorMessage: string | null;
  /** The activity row's details (JSON). */
  details: string;
  /** A failure's history detail (JSON: the reason, each network's outcome); null: published (each network has its own row). */
  failure: string | null;
};

type SettledRow = { id: string; status: string; workspaceId: string; userId: string; content: string; errorMessage: string | null };

function settleStatement(settle: readonly Settlement[]): Prisma.Sql {
  const now = new Date();
  return Prisma.sql`
    WITH v AS (
      SELECT * FROM unnest(${settle.map((s) => s.postId)}::text[], ${settle.map((s) => s.attempt)}::int[], ${settle.map((s) => s.status)}::text[],
        ${settle.map((s) => s.errorMessage)}::text[], ${settle.map(() => randomUUID())}::text[], ${settle.map((s) => s.details)}::text[],
        ${settle.map(() => randomUUID())}::text[], ${settle.map((s) => s.failure)}::text[])
        AS v(id, attempt, status, "errorMessage", "activityId", details, "eventId", failure)
    ), settled AS (
      UPDATE "Post" AS p SET status = v.status::"PostStatus", "errorMessage" = v."errorMessage", "updatedAt" = ${now}::timestamptz,
        "publishedAt" = CASE WHEN v.status = 'published' THEN ${now}::timestamptz ELSE p."publishedAt" END
      FROM v WHERE p.id = v.id AND p.status = 'scheduled' AND p."publishAttempt" = v.attempt
      RETURNING p.id, p."userId", p."workspaceId", p.content, v.status, v."errorMessage", v."activityId", v.details, v."eventId", v.failure
    ), activity AS (
      INSERT INTO "ActivityLog" (id, "userId", action, details, "createdAt")
      SELECT "activityId", "userId", 'post.' || status, details::jsonb, ${now}::timestamptz FROM settled
    ), history AS (
      INSERT INTO "PostEvent" (id, "postId", "workspaceId", action, "fromStatus", "toStatus", detail, via, "createdAt")
      SELECT "eventId", id, "workspaceId", ${WORKER_EVENTS.failed}, 'scheduled', 'failed', failure::jsonb, 'app', ${now}::timestamptz
      FROM settled WHERE failure IS NOT NULL
    )
    SELECT id, status, "workspaceId", "userId", content, "errorMessage" FROM settled`;
}

const settlements = loader<Settlement, boolean>(async (settle) => {
  // A batch with failures also tells their members, in the transaction that records them (issue 26):
  // one membership read and one insert for the batch. A batch of successes stays one statement.
  const rows = settle.some((s) => s.status === "failed")
    ? await db.$transaction(async (tx) => {
        const settled = await tx.$queryRaw<SettledRow[]>(settleStatement(settle));
        const failed = settled.filter((row) => row.status === "failed");
        await notifyPostsFailed(tx, failed);
        return settled;
      })
    : await sql<SettledRow>(settleStatement(settle));
  const settledIds = new Set(rows.map((row) => row.id));
  return settle.map((s) => settledIds.has(s.postId));
});

/**
 * Moves a post from scheduled (at this attempt) to published or failed and writes its activity
 * row (and a failure's history row), in one statement with the other settlements of the moment.
 * false: it had changed.
 */
export function settleInBatch(settlement: Settlement): Promise<boolean> {
  return settlements.load(settlement);
}
