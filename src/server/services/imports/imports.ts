/**
 * Bulk import of posts (issue 28): upload → dry run (./check.ts, stored as a PostImport with its
 * report) → run, all-or-nothing or skipping bad rows, inline for small files and on the worker
 * (jobs/definitions/run-import.ts) for large ones, with progress on the row.
 *
 * Every post is created through the lifecycle's batch entry point (createPosts(), the rows of
 * ../posts/lifecycle.ts that savePost takes, checked by the same validator), 250 rows at a time, so the
 * workspace's approval policy (a contributor's scheduled rows go to review), the plan's post cap
 * and the networks' rules apply exactly as in the composer. Idempotency: each row is claimed by the
 * hash of its content in ImportedRow (primary key workspace + hash) before its post is created, so
 * the same row uploaded again, in the same file or a fixed one, is skipped, even by two runs at
 * once. All-or-nothing: nothing starts unless every row passed the dry run and the plan has room for
 * all; a row that still fails during the run (its time passed meanwhile, an image that no longer
 * downloads) stops the run and the posts it already created are deleted through the lifecycle
 * (their publish jobs with them), so nothing stays half-imported.
 */
import type { Readable } from "node:stream";
import { db, Prisma, type PostImport } from "@/server/db";
import { AppError, Forbidden, NotFound, ValidationError } from "@/server/errors";
import { logger } from "@/server/logger";
import { enqueue } from "@/server/queue";
import { notify } from "@/server/services/notifications/notify";
import { recordWebhookEvent } from "@/server/services/webhooks/record";
import { checkPostRoom } from "@/server/services/posts/cap";
import { deletePost } from "@/server/services/posts/posts";
import { createPosts, type BatchResult } from "@/server/services/posts/transition";
import { memberActor, type Actor } from "@/server/services/workspaces/actor";
import { roleAtLeast, type WorkspaceRole } from "@/server/services/workspaces/roles";
import { checkRows, keptProblems, type Problem, type ReadyRow } from "./check";
import { readImportFile } from "./format";
import { downloadMedia } from "./media";

/** Files with more ready rows than this run on the worker; smaller ones during the request. */
export const INLINE_IMPORT_ROWS = 25;
/** Rows created at once during a run: one batch of createPosts (one room, one insert, one history statement). */
const RUN_BATCH = 250;
/** Media downloads at once within a batch. */
const MEDIA_CONCURRENCY = 6;
/** Posts deleted at once when an all-or-nothing run gives back what it created. */
const ROLLBACK_CONCURRENCY = 6;
/** How often the run writes its progress. */
const PROGRESS_EVERY_MS = 500;

export type ImportModeName = "all_or_nothing" | "skip_bad";

export interface PresentedImport {
  id: string;
  fileName: string;
  format: string;
  fileHash: string;
  status: PostImport["status"];
  mode: ImportModeName | null;
  totalRows: number;
  readyRows: number;
  duplicateRows: number;
  problemRows: number;
  /** Problems of the whole file (columns): nothing can be imported until they are fixed. */
  fileProblems: boolean;
  problems: Problem[];
  processed: number;
  created: number;
  skipped: number;
  failed: number;
  failures: Problem[];
  error: string | null;
  /** Whether the run goes (or went) to the worker. */
  onWorker: boolean;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export function presentImport(row: PostImport): PresentedImport {
  const problems = (row.problems as unknown as Problem[]) ?? [];
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format,
    fileHash: row.fileHash,
    status: row.status,
    mode: row.mode,
    totalRows: row.totalRows,
    readyRows: row.readyRows,
    duplicateRows: row.duplicateRows,
    problemRows: row.problemRows,
    fileProblems: problems.some((p) => p.file),
    problems,
    processed: row.processed,
    created: row.created,
    skipped: row.skipped,
    failed: row.failed,
    failures: (row.failures as unknown as Problem[]) ?? [],
    error: row.error,
    onWorker: row.readyRows > INLINE_IMPORT_ROWS,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  };
}

/** Upload: reads the file as it streams in and stores its dry run. Creates no post. */
export async function checkImport(actor: Actor, file: Readable | AsyncIterable<Buffer | Uint8Array>, fileName: string): Promise<PresentedImport> {
  // A client's file name, shown back: printable characters only.
  const name = (fileName.replace(/[\u0000-\u001f\u007f\ud800-\udfff]/g, "").trim() || "import").slice(0, 200);
  const read = await readImportFile(file, name);
  const checked = await checkRows(actor, read);
  const created = await db.postImport.create({
    data: {
      workspaceId: actor.workspaceId,
      userId: actor.userId,
      fileName: name,
      format: read.format,
      fileHash: read.fileHash,
      totalRows: checked.totalRows,
      readyRows: checked.ready.length,
      duplicateRows: checked.duplicateRows,
      problemRows: checked.problemRows,
      problems: keptProblems(checked.problems),
      rows: checked.ready as unknown as Prisma.InputJsonValue,
    },
  });
  return presentImport(created);
}

async function ownImport(actor: Actor, importId: string): Promise<PostImport> {
  const found = await db.postImport.findFirst({ where: { id: importId, workspaceId: actor.workspaceId } });
  if (!found) throw NotFound("Import");
  return found;
}

export async function getImport(actor: Actor, importId: string): Promise<PresentedImport> {
  return presentImport(await ownImport(actor, importId));
}

/** The workspace's latest imports (without their rows). */
export async function listImports(actor: Actor): Promise<PresentedImport[]> {
  const rows = await db.postImport.findMany({
    where: { workspaceId: actor.workspaceId },
    orderBy: { createdAt: "desc" },
    take: 20,
  });
  return rows.map((row) => ({ ...presentImport(row), problems: [], failures: [] }));
}

/**
 * Starts the import of a checked file in `mode`. all_or_nothing needs every row to have passed the
 * dry run and the plan to have room for all of them. Small files run now, large ones on the worker.
 */
export async function startImport(actor: Actor, importId: string, mode: ImportModeName): Promise<PresentedImport> {
  const found = await ownImport(actor, importId);
  if (found.userId !== actor.userId) throw Forbidden("Only the member who uploaded this file can import it.");
  if (found.status !== "checked") throw new AppError("CONFLICT", "This file was imported already: upload it again to import what changed.");
  const problems = (found.problems as unknown as Problem[]) ?? [];
  if (problems.some((p) => p.file)) throw ValidationError("Fix the file's columns first (see the report), then upload it again.");
  if (mode === "all_or_nothing" && found.problemRows > 0) {
    throw ValidationError(
      `${found.problemRows} ${found.problemRows === 1 ? "row has" : "rows have"} problems: fix them and upload the file again, or import skipping them.`,
    );
  }
  if (found.readyRows === 0) throw ValidationError("No row is ready to import: every row has a problem or was imported already.");
  if (mode === "all_or_nothing") await checkPostRoom(actor.ownerUserId, found.readyRows);
  const onWorker = found.readyRows > INLINE_IMPORT_ROWS;
  const claimed = await db.postImport.updateMany({ where: { id: importId, status: "checked" }, data: { status: "queued", mode } });
  if (claimed.count === 0) throw new AppError("CONFLICT", "This file was imported already: upload it again to import what changed.");
  if (onWorker) await enqueue("maintenance", { task: "run-import", importId }, { jobId: `run-import-${importId}` });
  else await runImport(importId);
  return getImport(actor, importId);
}

interface Tally {
  processed: number;
  created: number;
  skipped: number;
  failed: number;
  failures: Problem[];
  createdPosts: string[];
}

/** The column a refusal of savePost is about, for the report. */
function columnOf(error: AppError): string {
  const title = String(error.extra.title ?? "");
  if (error.extra.postsLimitReached) return "-";
  if (/content|text/i.test(title)) return "text";
  if (/schedule|date|time/i.test(title)) return "time";
  if (/platform|network|connect/i.test(title) || /connect/i.test(error.message)) return "networks";
  if (/media|alt/i.test(title) || /media/i.test(error.message)) return "media";
  return "-";
}

/** The actor of a run: the uploader, still a member who may create posts there. */
async function runActor(imp: PostImport): Promise<Actor> {
  const membership = await db.membership.findFirst({ where: { workspaceId: imp.workspaceId, userId: imp.userId }, select: { role: true } });
  if (!membership || !roleAtLeast(membership.role as WorkspaceRole, "CONTRIBUTOR")) {
    throw ValidationError("The member who uploaded this file can no longer create posts in this workspace.");
  }
  return { ...(await memberActor(imp.userId, imp.workspaceId)), role: membership.role as WorkspaceRole };
}

/** What became of one row of a batch: created, skipped (imported already), refused, or not tried (all-or-nothing). */
type RowResult = "created" | "skipped" | "withheld" | Problem;

const UNEXPECTED = new AppError("SERVICE_UNAVAILABLE", "This row could not be imported (an unexpected error): try again.");

function problemOf(error: unknown, importId: string, row: ReadyRow): Problem {
  if (error instanceof AppError)
    return { row: row.row, column: error.extra.column ? String(error.extra.column) : columnOf(error), message: error.message };
  logger.error({ err: error, importId, row: row.row }, "import row failed");
  return { row: row.row, column: "-", message: UNEXPECTED.message };
}

/** Runs `work` over `items`, `width` at a time, answering in order. */
async function inLanes<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return out;
}

/**
 * Creates one batch's posts: claims the rows' hashes in one statement (a row claimed already, by an
 * earlier import or a run at the same time, is skipped), fetches their media, and creates the posts
 * through the lifecycle's batch entry point (createPosts: the composer's rules, the plan's room for
 * the batch at once), linking each claim to its post in the creating transaction. A row not created
 * gives its claim back. All-or-nothing: a refused row (its media included) creates nothing of the batch.
 */
async function importBatch(
  actor: Actor,
  importId: string,
  rows: readonly ReadyRow[],
  allOrNothing: boolean,
): Promise<{ results: RowResult[]; postIds: string[] }> {
  const claimed = new Set(
    (
      await db.$queryRaw<{ rowHash: string }[]>`
        INSERT INTO "ImportedRow" ("workspaceId", "rowHash", "importId")
        SELECT ${actor.workspaceId}, h, ${importId} FROM unnest(${rows.map((r) => r.hash)}::text[]) AS h
        ON CONFLICT DO NOTHING RETURNING "rowHash"`
    ).map((r) => r.rowHash),
  );
  // A hash twice in one batch: its first row has the claim.
  const mine = rows.map((row) => claimed.delete(row.hash));
  const results: RowResult[] = rows.map((_, i) => (mine[i] ? "withheld" : "skipped"));
  const tried = rows.flatMap((row, i) => (mine[i] ? [{ i, row }] : []));

  const media = await inLanes(tried, MEDIA_CONCURRENCY, async ({ row }): Promise<string[] | Problem> => {
    try {
      const urls: string[] = [];
      for (const url of row.media) urls.push(await downloadMedia(actor, url));
      return urls;
    } catch (error) {
      return problemOf(error, importId, row);
    }
  });
  const items = tried.flatMap(({ i, row }, n) => {
    const urls = media[n]!;
    if (!Array.isArray(urls)) {
      results[i] = urls;
      return [];
    }
    const at = row.at ? new Date(row.at) : null;
    const input = { content: row.text, platforms: row.networks, at, mediaUrls: urls, mediaAlt: row.mediaAlt, source: "manual" as const };
    return [{ i, row, item: { action: row.draft ? ("draft" as const) : ("schedule" as const), input } }];
  });
  const postIds: string[] = [];
  if (!(allOrNothing && items.length < tried.length)) {
    let created: BatchResult[];
    try {
      created = await createPosts(
        actor,
        items.map((x) => x.item),
        {
          all: allOrNothing,
          onCreated: async (tx, posts) => {
            await tx.$executeRaw`
              UPDATE "ImportedRow" r SET "postId" = v.post
                FROM unnest(${posts.map((p) => items[p.index]!.row.hash)}::text[], ${posts.map((p) => p.post.id)}::text[]) AS v(hash, post)
               WHERE r."workspaceId" = ${actor.workspaceId} AND r."rowHash" = v.hash AND r."importId" = ${importId}`;
          },
        },
      );
    } catch (error) {
      // Its transaction rolled back: nothing of the batch was written, and each of its rows says so.
      logger.error({ err: error, importId, rows: items.length }, "import batch failed");
      created = items.map(() => ({ error: error instanceof AppError ? error : UNEXPECTED }));
    }
    created.forEach((result, n) => {
      const { i, row } = items[n]!;
      if ("post" in result) postIds.push(result.post.id);
      results[i] = "post" in result ? "created" : "error" in result ? problemOf(result.error, importId, row) : "withheld";
    });
  }
  // Claims of rows not created go back, so that the row can be imported again.
  const released = rows.filter((_, i) => mine[i] && results[i] !== "created").map((r) => r.hash);
  if (released.length > 0) {
    await db.importedRow.deleteMany({ where: { workspaceId: actor.workspaceId, importId, rowHash: { in: released }, postId: null } });
  }
  return { results, postIds };
}

/**
 * Runs a queued import (the worker's job, or the request for a small file). Safe to call twice: only
 * the call that moves it from queued to running works on it.
 */
export async function runImport(importId: string, hooks: { signal?: AbortSignal } = {}): Promise<void> {
  const claimed = await db.postImport.updateMany({ where: { id: importId, status: "queued" }, data: { status: "running", startedAt: new Date() } });
  if (claimed.count === 0) return;
  const imp = await db.postImport.findUniqueOrThrow({ where: { id: importId } });
  const rows = (imp.rows as unknown as ReadyRow[]) ?? [];
  const allOrNothing = imp.mode === "all_or_nothing";
  const tally: Tally = { processed: 0, created: 0, skipped: 0, failed: 0, failures: [], createdPosts: [] };
  let stop = null as Problem | null;
  let actor: Actor;
  try {
    actor = await runActor(imp);
  } catch (error) {
    await finishImport(imp, tally, error instanceof AppError ? error.message : "The import could not start.");
    return;
  }

  let lastWrite = Date.now();
  const writeProgress = async (force = false) => {
    if (!force && Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = Date.now();
    await db.postImport.update({
      where: { id: importId },
      data: { processed: tally.processed, created: tally.created, skipped: tally.skipped, failed: tally.failed },
    });
  };

  for (let start = 0; start < rows.length && !stop && !hooks.signal?.aborted; start += RUN_BATCH) {
    const { results, postIds } = await importBatch(actor, importId, rows.slice(start, start + RUN_BATCH), allOrNothing);
    tally.createdPosts.push(...postIds);
    for (const result of results) {
      if (result === "withheld") continue;
      tally.processed += 1;
      if (result === "created") tally.created += 1;
      else if (result === "skipped") tally.skipped += 1;
      else {
        tally.failed += 1;
        tally.failures.push(result);
        if (allOrNothing) stop ??= result;
      }
    }
    await writeProgress();
  }

  const aborted = hooks.signal?.aborted ?? false;
  if (allOrNothing && (stop || aborted)) {
    const why = stop ? `Row ${stop.row} (${stop.column}): ${stop.message}` : "The worker stopped before the import finished.";
    // Nothing half-imported: the posts this run created go again, through the lifecycle (a few at a time).
    await inLanes(tally.createdPosts, ROLLBACK_CONCURRENCY, (postId) =>
      deletePost(actor, postId).catch((error: unknown) => logger.warn({ err: error, importId, postId }, "import rollback: delete failed")),
    );
    await db.importedRow.deleteMany({ where: { importId } });
    tally.created = 0;
    await finishImport(imp, tally, `${why} Nothing was imported.`);
    return;
  }
  if (aborted) {
    await finishImport(
      imp,
      tally,
      `The worker stopped after ${tally.processed} rows: upload the file again to import the rest (rows imported already are skipped).`,
    );
    return;
  }
  await finishImport(imp, tally, null);
}

/** Marks the import finished (or failed) and tells the member, in one transaction. */
async function finishImport(imp: PostImport, tally: Tally, error: string | null): Promise<void> {
  await db.$transaction(async (tx) => {
    const finished = await tx.postImport.update({
      where: { id: imp.id },
      data: {
        status: error ? "failed" : "finished",
        processed: tally.processed,
        created: tally.created,
        skipped: tally.skipped,
        failed: tally.failed,
        failures: tally.failures.slice(0, 5000) as unknown as Prisma.InputJsonValue,
        error,
        finishedAt: new Date(),
      },
    });
    await importFinished(tx, finished);
  });
}

/**
 * The "import finished" moment (issue 28), inside the transaction that marks the import finished or
 * failed: the importing member is notified here, and the `import.finished` webhook event belongs
 * here too (one place for every consequence of an import ending).
 */
export async function importFinished(tx: Prisma.TransactionClient, imp: PostImport): Promise<void> {
  const title =
    imp.status === "finished"
      ? `Import of ${imp.fileName} finished: ${imp.created} ${imp.created === 1 ? "post" : "posts"} created${imp.failed ? `, ${imp.failed} ${imp.failed === 1 ? "row" : "rows"} failed` : ""}`
      : `Import of ${imp.fileName} failed: nothing was imported`;
  await notify(tx, {
    kind: "import_finished",
    recipientIds: [imp.userId],
    // The system reports it (an actor is never told of their own action).
    actorUserId: null,
    workspaceId: imp.workspaceId,
    title,
    body: imp.error ?? "",
    link: `/posts/import?import=${imp.id}`,
  });
  await recordWebhookEvent(tx, {
    workspaceId: imp.workspaceId,
    type: "import.finished",
    data: {
      importId: imp.id,
      fileName: imp.fileName,
      status: imp.status,
      created: imp.created,
      skipped: imp.skipped,
      failed: imp.failed,
      error: imp.error,
    },
  });
}
