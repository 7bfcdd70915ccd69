/**
 * The dry run of an import (issue 28): every row checked against the rules the app applies when a
 * post is saved (posts/rules.ts: text, networks' own limits, networks connected in the workspace,
 * networks that need media, a time in the future) and the format's own (ISO times with an offset,
 * media URLs that are http(s) on public addresses), every problem reported by row and column,
 * before anything is created. Rows already imported into the workspace are counted as duplicates.
 */
import { createHash } from "node:crypto";
import { NETWORKS, POST_NETWORKS, networkLabel, textLimitProblems, type NetworkKey } from "@/lib/networks";
import { visibleLength, WIZARD_MAX_CHARS } from "@/lib/post-text";
import { db, Prisma } from "@/server/db";
import { AppError } from "@/server/errors";
import { checkPublicHost } from "@/server/lib/guarded-fetch";
import { hostKey, parsePublicUrl, SafeFetchError } from "@/server/lib/safe-fetch";
import { workspaceTextLimits, workspaceUsablePlatforms } from "@/server/services/accounts/connected";
import { ownMediaKey } from "@/server/services/media/storage";
import { MAX_ALT_CHARS } from "@/server/services/posts/rules";
import type { Actor } from "@/server/services/workspaces/actor";
import { PER_NETWORK_TEXT_PREFIX, RESERVED_COLUMNS, type FieldValue, type FileProblem, type RawRow, type ReadFile } from "./format";

/** A row ready to be created, as the run reads it. */
export interface ReadyRow {
  row: number;
  /** sha256 of the row's content: the same row is imported once per workspace. */
  hash: string;
  text: string;
  networks: NetworkKey[];
  /** ISO time; null: a draft without a date. */
  at: string | null;
  /** Created as a draft (no time, or status "draft"). */
  draft: boolean;
  media: string[];
  mediaAlt: string[];
}

export interface Problem extends FileProblem {
  /** A problem of the whole file (its columns): nothing can be imported until it is fixed. */
  file?: true;
}

export interface CheckedFile {
  ready: ReadyRow[];
  problems: Problem[];
  problemRows: number;
  duplicateRows: number;
  totalRows: number;
}

/** At most this many problems are kept and shown (their count is always exact). */
export const MAX_PROBLEMS_KEPT = 5000;
const MAX_MEDIA = 4;
/** A scheduled time must be at least this far ahead when checked (the run checks again). */
const TIME_PATTERN = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

const NOT_YET = "Not yet supported: leave this column empty (it is reserved for the composer's next features).";

function text(value: FieldValue | undefined): string {
  if (value === undefined) return "";
  return Array.isArray(value) ? value.join("\n") : value;
}

function list(value: FieldValue | undefined, separator: RegExp): string[] {
  if (value === undefined) return [];
  const items = Array.isArray(value) ? value : value.split(separator);
  return items.map((v) => v.trim()).filter(Boolean);
}

/** networks: keys or labels, any case. */
const NETWORK_BY_NAME = new Map<string, NetworkKey>(
  POST_NETWORKS.flatMap((key) => [
    [key.toLowerCase(), key] as [string, NetworkKey],
    [NETWORKS[key].label.toLowerCase(), key] as [string, NetworkKey],
    [NETWORKS[key].shortLabel.toLowerCase(), key] as [string, NetworkKey],
  ]),
);
NETWORK_BY_NAME.set("twitter", "x" as NetworkKey);

export function rowHash(row: Pick<ReadyRow, "text" | "networks" | "at" | "draft" | "media" | "mediaAlt">): string {
  const at = row.at ? new Date(row.at).getTime() : null;
  const canonical = JSON.stringify([row.text, [...row.networks].sort(), at, row.draft, row.media, row.mediaAlt]);
  return createHash("sha256").update(canonical).digest("hex");
}

interface Context {
  usable: Set<string>;
  textLimits: Partial<Record<NetworkKey, number>>;
  now: number;
  /** host → null (public) or the problem, checked once per host. */
  hosts: Map<string, Promise<string | null>>;
}

function mediaProblem(error: unknown): string {
  if (error instanceof SafeFetchError) {
    switch (error.kind) {
      case "invalid_url":
        return "Not a media URL we can fetch: use an http(s) address without a user name or password.";
      case "insecure":
        return "Use an https address for media.";
      case "refused":
        return "This address is private or not public: media can only be fetched from public addresses.";
      case "failed":
        return "This address could not be resolved.";
    }
  }
  return "This media URL could not be checked.";
}

async function checkHost(ctx: Context, url: URL): Promise<string | null> {
  const key = `${url.protocol}//${hostKey(url)}`;
  let found = ctx.hosts.get(key);
  if (!found) {
    found = checkPublicHost(url.toString()).then(
      () => null,
      (error: unknown) => mediaProblem(error),
    );
    ctx.hosts.set(key, found);
  }
  return found;
}

/** One row's problems, or the row ready to create. */
async function checkRow(
  ctx: Context,
  raw: RawRow,
): Promise<{ problems: FileProblem[]; ready: Omit<ReadyRow, "hash"> | null; ownKeys: string[]; id?: string }> {
  const problems: FileProblem[] = [];
  const add = (column: string, message: string) => problems.push({ row: raw.row, column, message });
  const f = raw.fields;
  if (typeof f.__invalid === "string") {
    add("-", f.__invalid);
    return { problems, ready: null, ownKeys: [] };
  }
  if (typeof f.__extra === "string") add("-", `This row has ${f.__extra} cells, more than the header's columns: check for a comma outside quotes.`);

  // Reserved columns.
  for (const column of RESERVED_COLUMNS) if (text(f[column]).trim()) add(column, NOT_YET);
  for (const column of Object.keys(f)) {
    if (column.startsWith(PER_NETWORK_TEXT_PREFIX) && text(f[column]).trim()) {
      add(
        column,
        `Not yet supported: a text per network (${networkLabel(column.slice(PER_NETWORK_TEXT_PREFIX.length))}) comes with the composer's next features; put the text in "text".`,
      );
    }
  }

  // Status (exports carry it).
  const status = text(f.status).trim().toLowerCase();
  if (status && !["draft", "scheduled", "in_review", "changes_requested"].includes(status)) {
    add("status", `A ${status} post is not imported again: remove the row, or clear its status and give it a future time.`);
  }

  // Text.
  const content = text(f.text).trim();
  if (!content) add("text", "Please add some content to your post.");
  else if (visibleLength(content) > WIZARD_MAX_CHARS)
    add("text", `The text is ${visibleLength(content)} characters; the limit is ${WIZARD_MAX_CHARS}.`);

  // Networks.
  const networks: NetworkKey[] = [];
  for (const name of list(f.networks, /[;,|\s]+/)) {
    const key = NETWORK_BY_NAME.get(name.toLowerCase());
    if (!key) add("networks", `Unknown network "${name}". Use one of: ${POST_NETWORKS.join(", ")}.`);
    else if (!ctx.usable.has(key)) add("networks", `No ${networkLabel(key)} account is connected in this workspace (or it needs reconnecting).`);
    else if (!networks.includes(key)) networks.push(key);
  }
  for (const key of networks) {
    if (content) for (const problem of textLimitProblems(key, content, ctx.textLimits[key])) add("text", problem);
  }

  // Time.
  const time = text(f.time).trim();
  let at: string | null = null;
  if (time) {
    const parsed = new Date(time.replace(" ", "T"));
    if (!TIME_PATTERN.test(time) || Number.isNaN(parsed.getTime())) {
      add("time", `"${time}" is not a time with its offset: write it as 2030-03-02T09:00:00+01:00 (or ...Z for UTC), or leave it empty for a draft.`);
    } else {
      at = parsed.toISOString();
      if (parsed.getTime() <= ctx.now && status !== "draft")
        add("time", `${time} is in the past: give a future time, or leave it empty for a draft.`);
    }
  }
  const draft = !time || status === "draft";
  if (!draft && networks.length === 0 && !problems.some((p) => p.column === "networks"))
    add("networks", "A scheduled post needs at least one network.");

  // Media.
  const media = list(f.media, Array.isArray(f.media) ? /$^/ : /[\s|]+/);
  const ownKeys: string[] = [];
  if (media.length > MAX_MEDIA) add("media", `A post can carry at most ${MAX_MEDIA} media files; this row has ${media.length}.`);
  for (const url of media.slice(0, MAX_MEDIA)) {
    const own = ownMediaKey(url);
    if (own) {
      ownKeys.push(own);
      continue;
    }
    try {
      const parsed = parsePublicUrl(url);
      const problem = await checkHost(ctx, parsed);
      if (problem) add("media", `${url}: ${problem}`);
    } catch (error) {
      add("media", `${url}: ${mediaProblem(error)}`);
    }
  }
  const altGiven = f.media_alt !== undefined && text(f.media_alt).trim() !== "";
  const mediaAlt = altGiven
    ? Array.isArray(f.media_alt)
      ? f.media_alt.map((a) => a.trim())
      : text(f.media_alt)
          .split("|")
          .map((a) => a.trim())
    : [];
  if (altGiven && mediaAlt.length !== media.length) add("media_alt", `Give one alt text per media file (${media.length}), separated by |, or none.`);
  if (mediaAlt.some((a) => visibleLength(a) > MAX_ALT_CHARS)) add("media_alt", `An alt text can be at most ${MAX_ALT_CHARS} characters.`);
  if (!draft && media.length === 0) {
    const needing = networks.filter((p) => NETWORKS[p].media.requiresMedia);
    if (needing.length > 0) add("media", `${needing.map(networkLabel).join(" and ")} needs an image or a video.`);
  }

  if (problems.length > 0) return { problems, ready: null, ownKeys };
  const id = text(f.id).trim() || undefined;
  return {
    problems,
    ready: { row: raw.row, text: content, networks, at, draft, media: media, mediaAlt: altGiven ? mediaAlt : media.map(() => "") },
    ownKeys,
    id,
  };
}

/** Checks every row of a read file for the actor's workspace: the dry run. Writes nothing. */
export async function checkRows(actor: Actor, file: ReadFile, now = new Date()): Promise<CheckedFile> {
  const ctx: Context = {
    usable: await workspaceUsablePlatforms(actor.workspaceId),
    textLimits: await workspaceTextLimits(actor.workspaceId),
    now: now.getTime(),
    hosts: new Map(),
  };
  const problems: Problem[] = file.fileProblems.map((p) => ({ ...p, file: true as const }));
  const checked: { ready: Omit<ReadyRow, "hash">; ownKeys: string[]; id?: string }[] = [];
  const problemRowNumbers = new Set<number>();
  for (const raw of file.rows) {
    const result = await checkRow(ctx, raw);
    if (result.problems.length > 0) {
      problemRowNumbers.add(raw.row);
      problems.push(...result.problems);
    } else checked.push({ ready: result.ready!, ownKeys: result.ownKeys, id: result.id });
  }

  // Our own media URLs must be files of this workspace.
  const ownKeys = [...new Set(checked.flatMap((c) => c.ownKeys))];
  if (ownKeys.length > 0) {
    const found = new Set(
      (
        await db.mediaAsset.findMany({
          where: { workspaceId: actor.workspaceId, storageKey: { in: ownKeys }, status: "completed" },
          select: { storageKey: true },
        })
      ).map((m) => m.storageKey),
    );
    for (const c of checked) {
      const missing = c.ownKeys.filter((k) => !found.has(k));
      if (missing.length > 0) {
        problemRowNumbers.add(c.ready.row);
        problems.push({ row: c.ready.row, column: "media", message: "This media file is not in this workspace: give a public URL of it instead." });
      }
    }
  }

  // Duplicates: rows already imported here, posts of this workspace named by id, rows repeated in the file.
  const candidates = checked.filter((c) => !problemRowNumbers.has(c.ready.row)).map((c) => ({ ...c, hash: rowHash(c.ready) }));
  const existing = new Set<string>();
  for (let i = 0; i < candidates.length; i += 1000) {
    const hashes = candidates.slice(i, i + 1000).map((c) => c.hash);
    const rows = await db.importedRow.findMany({ where: { workspaceId: actor.workspaceId, rowHash: { in: hashes } }, select: { rowHash: true } });
    for (const r of rows) existing.add(r.rowHash);
  }
  const ids = [...new Set(candidates.flatMap((c) => (c.id ? [c.id] : [])))];
  const existingIds = new Set<string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db.post.findMany({ where: { workspaceId: actor.workspaceId, id: { in: ids.slice(i, i + 1000) } }, select: { id: true } });
    for (const r of rows) existingIds.add(r.id);
  }
  const seen = new Set<string>();
  const ready: ReadyRow[] = [];
  let duplicateRows = 0;
  for (const c of candidates) {
    if (existing.has(c.hash) || seen.has(c.hash) || (c.id && existingIds.has(c.id))) {
      duplicateRows += 1;
      continue;
    }
    seen.add(c.hash);
    ready.push({ ...c.ready, hash: c.hash });
  }
  problems.sort((a, b) => a.row - b.row);
  return { ready, problems, problemRows: problemRowNumbers.size, duplicateRows, totalRows: file.rows.length };
}

/** The problems kept on the import row. */
export function keptProblems(problems: Problem[]): Prisma.InputJsonValue {
  return problems.slice(0, MAX_PROBLEMS_KEPT) as unknown as Prisma.InputJsonValue;
}

/** Whether an error is one of ours to show on a row (else it is logged and shown generically). */
export function isShownError(error: unknown): error is AppError {
  return error instanceof AppError;
}
