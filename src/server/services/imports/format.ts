/**
 * The import file format (issue 28), CSV or JSON, and its streaming reader. One column set for both:
 *
 *   text        the post's text (required)
 *   networks    network keys or names of accounts connected in the workspace: "x; linkedin"
 *               (separated by ; , | or spaces); a JSON array in JSON
 *   time        ISO 8601 with an offset ("2026-12-01T09:00:00+01:00" or "...Z"); empty: a draft
 *   media       up to 4 image/video URLs (http/https, fetched through the SSRF-safe fetcher; our
 *               own /api/media/<key> URLs of this workspace are used as they are), separated by
 *               spaces, new lines or |; a JSON array in JSON
 *   media_alt   alt text per media file, separated by |; a JSON array in JSON
 *   status      optional: draft (created as a draft, its time kept as the draft's date) or
 *               scheduled; published and failed rows (an export's) are refused
 *   id          optional (exports carry it): a row naming a post of this workspace is skipped
 *   queue, first_comment, thread, text_<network>
 *               reserved for the composer's next features (the posting queue, first comments,
 *               thread parts, per-network text): a non-empty value is reported "not yet supported"
 *   published_at, links, outcome, error, created_at
 *               written by exports, ignored on import (so an export imports back as it is)
 *
 * Rows are numbered as a spreadsheet shows them: a CSV's header is row 1, its first post row 2; a
 * JSON file's posts are rows 1, 2, ... (an array, or `{ "posts": [...] }`). Limits: 10 MB, 10,000
 * rows, 64 columns, 64 KB per row; the file must be UTF-8 (a BOM is fine).
 */
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parse as csvParser, CsvError } from "csv-parse";
import { NETWORK_KEYS } from "@/lib/networks";
import { AppError, ValidationError } from "@/server/errors";

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_COLUMNS = 64;
export const MAX_ROW_CHARS = 64 * 1024;
export const IMPORT_TOO_LARGE_MESSAGE = "An import file can be at most 10 MB: split it into smaller files.";

export type ImportFormat = "csv" | "json";

/** Columns an import reads. */
export const IMPORT_COLUMNS = ["text", "networks", "time", "media", "media_alt", "status", "id"] as const;
/** Reserved for features the composer adds next: a value is "not yet supported". */
export const RESERVED_COLUMNS = ["queue", "first_comment", "thread"] as const;
/** Written by exports, ignored by imports. */
export const EXPORT_ONLY_COLUMNS = ["published_at", "links", "outcome", "error", "created_at"] as const;
/** Per-network text: text_x, text_linkedin, ... (reserved). */
export const PER_NETWORK_TEXT_PREFIX = "text_";

export type FieldValue = string | string[];

/** One row as read, before checking: its number and its fields by normalised column name. */
export interface RawRow {
  row: number;
  fields: Record<string, FieldValue>;
}

export interface FileProblem {
  row: number;
  column: string;
  message: string;
}

export interface ReadFile {
  format: ImportFormat;
  fileHash: string;
  rows: RawRow[];
  /** Problems of the file as a whole (unknown or repeated columns): nothing can be imported until fixed. */
  fileProblems: FileProblem[];
}

/** "Media Alt" → media_alt. */
export function normaliseColumn(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

export function isKnownColumn(column: string): boolean {
  if ((IMPORT_COLUMNS as readonly string[]).includes(column)) return true;
  if ((RESERVED_COLUMNS as readonly string[]).includes(column)) return true;
  if ((EXPORT_ONLY_COLUMNS as readonly string[]).includes(column)) return true;
  if (column.startsWith(PER_NETWORK_TEXT_PREFIX)) return (NETWORK_KEYS as readonly string[]).includes(column.slice(PER_NETWORK_TEXT_PREFIX.length));
  return false;
}

function encodingError(): AppError {
  return ValidationError('The file is not UTF-8 text. Save it as "CSV UTF-8" (or JSON in UTF-8) and upload it again.', { title: "Encoding" });
}

/** The file's bytes as UTF-8 text chunks, hashed and counted on the way; invalid UTF-8 is a 400. */
async function* utf8Chunks(source: AsyncIterable<Buffer | Uint8Array>, hash: ReturnType<typeof createHash>): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  let bytes = 0;
  let first = true;
  for await (const raw of source) {
    const chunk = Buffer.from(raw);
    if (first && chunk.length >= 2 && ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))) {
      throw ValidationError('The file is UTF-16 text. Save it as "CSV UTF-8" and upload it again.', { title: "Encoding" });
    }
    first = false;
    bytes += chunk.length;
    if (bytes > MAX_IMPORT_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", IMPORT_TOO_LARGE_MESSAGE);
    hash.update(chunk);
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      throw encodingError();
    }
    if (text.includes("\u0000")) throw encodingError();
    if (text) yield text;
  }
  let rest: string;
  try {
    rest = decoder.decode();
  } catch {
    throw encodingError();
  }
  if (rest) yield rest;
}

function tooManyRows(): AppError {
  return ValidationError(`An import takes at most ${MAX_IMPORT_ROWS.toLocaleString("en")} rows: split the file.`, { title: "Too many rows" });
}

function csvProblem(error: CsvError): AppError {
  const line = (error as CsvError & { lines?: number }).lines;
  const where = line ? ` (near line ${line})` : "";
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return ValidationError(`The CSV has a quote that is never closed${where}: check the quotes around that text.`, { title: "Malformed CSV" });
    case "CSV_INVALID_CLOSING_QUOTE":
    case "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE":
      return ValidationError(`The CSV has text right after a closing quote${where}: a quote inside a quoted text is written twice ("").`, {
        title: "Malformed CSV",
      });
    case "CSV_MAX_RECORD_SIZE":
      return ValidationError(`A row of the CSV is longer than ${MAX_ROW_CHARS.toLocaleString("en")} characters${where}.`, { title: "Malformed CSV" });
    default:
      return ValidationError(`The CSV could not be read${where}: ${error.message}`, { title: "Malformed CSV" });
  }
}

/** Reads a CSV: header, then rows; the header's problems are the file's. */
async function readCsv(text: AsyncIterable<string>): Promise<Omit<ReadFile, "fileHash" | "format">> {
  let header: string[] | null = null;
  const rows: RawRow[] = [];
  const fileProblems: FileProblem[] = [];
  let recordNumber = 0;
  const parser = csvParser({ bom: true, relax_column_count: true, skip_empty_lines: false, max_record_size: MAX_ROW_CHARS });
  try {
    await pipeline(Readable.from(text), parser, async (records: AsyncIterable<string[]>) => {
      for await (const record of records) {
        recordNumber += 1;
        if (!header) {
          if (record.length > MAX_IMPORT_COLUMNS) {
            throw ValidationError(`The file has ${record.length.toLocaleString("en")} columns; an import takes at most ${MAX_IMPORT_COLUMNS}.`, {
              title: "Too many columns",
            });
          }
          header = record.map(normaliseColumn);
          const seen = new Set<string>();
          header.forEach((column, i) => {
            const name = record[i]!.trim();
            if (!column) fileProblems.push({ row: 1, column: `column ${i + 1}`, message: "This column has no name." });
            else if (!isKnownColumn(column)) fileProblems.push({ row: 1, column: name, message: `Unknown column "${name}" (see the template).` });
            else if (seen.has(column)) fileProblems.push({ row: 1, column: name, message: `The column "${name}" appears twice.` });
            seen.add(column);
          });
          if (!seen.has("text")) fileProblems.push({ row: 1, column: "text", message: 'The file has no "text" column (see the template).' });
          continue;
        }
        // An empty line is no post (but still counts as a row, as in a spreadsheet).
        if (record.every((cell) => cell.trim() === "")) continue;
        if (rows.length >= MAX_IMPORT_ROWS) throw tooManyRows();
        const fields: Record<string, FieldValue> = {};
        header.forEach((column, i) => {
          if (column && record[i] !== undefined) fields[column] = record[i]!;
        });
        if (record.length > header.length) {
          const extra = record.slice(header.length);
          if (extra.some((cell) => cell.trim() !== "")) fields["__extra"] = `${record.length}`;
        }
        rows.push({ row: recordNumber, fields });
      }
    });
  } catch (error) {
    if (error instanceof CsvError) throw csvProblem(error);
    throw error;
  }
  if (!header) throw ValidationError("The file is empty: it needs a header row and one row per post (see the template).", { title: "Empty file" });
  return { rows, fileProblems };
}

/** NUL and unpaired surrogates (JSON escapes can make both) cannot be stored: the file is refused. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function storable(text: string): string {
  if (UNSTORABLE.test(text)) throw ValidationError("The JSON contains a NUL character or a broken \\u escape.", { title: "Malformed JSON" });
  return text;
}

function jsonField(value: unknown): FieldValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value))
    return value.map((v) => storable(typeof v === "string" ? v : v && typeof v === "object" && "url" in v ? String(v.url) : JSON.stringify(v)));
  if (typeof value === "string") return storable(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return storable(JSON.stringify(value));
}

/** Reads a JSON file: an array of posts, or `{ "posts": [...] }`, each an object with the CSV's columns. */
async function readJson(text: AsyncIterable<string>): Promise<Omit<ReadFile, "fileHash" | "format">> {
  let whole = "";
  for await (const chunk of text) whole += chunk;
  let parsed: unknown;
  try {
    parsed = JSON.parse(whole.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw ValidationError(`The JSON could not be read: ${(error as Error).message}`, { title: "Malformed JSON" });
  }
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === "object" && Array.isArray((parsed as { posts?: unknown }).posts)
      ? (parsed as { posts: unknown[] }).posts
      : null;
  if (!list) throw ValidationError('A JSON import is an array of posts, or { "posts": [...] } (see the template).', { title: "Malformed JSON" });
  if (list.length > MAX_IMPORT_ROWS) throw tooManyRows();
  const fileProblems: FileProblem[] = [];
  const rows: RawRow[] = [];
  const unknown = new Set<string>();
  list.forEach((item, index) => {
    const row = index + 1;
    if (!item || typeof item !== "object" || Array.isArray(item)) {
      rows.push({ row, fields: { __invalid: "A post is an object with text, networks, time and media." } });
      return;
    }
    const fields: Record<string, FieldValue> = {};
    const entries = Object.entries(item as Record<string, unknown>);
    if (entries.length > MAX_IMPORT_COLUMNS) {
      throw ValidationError(`Post ${row} has ${entries.length} fields; an import takes at most ${MAX_IMPORT_COLUMNS}.`, {
        title: "Too many columns",
      });
    }
    for (const [key, value] of entries) {
      storable(key);
      const column = normaliseColumn(key.replace(/([a-z])([A-Z])/g, "$1_$2"));
      if (!isKnownColumn(column)) {
        unknown.add(key);
        continue;
      }
      // Media as objects: { url, alt }.
      if (column === "media" && Array.isArray(value) && value.some((m) => m && typeof m === "object")) {
        fields.media = value.map((m) => storable(m && typeof m === "object" ? String((m as { url?: unknown }).url ?? "") : String(m)));
        fields.media_alt = value.map((m) => storable(m && typeof m === "object" ? String((m as { alt?: unknown }).alt ?? "") : ""));
        continue;
      }
      const field = jsonField(value);
      if (field !== undefined) fields[column] = field;
    }
    rows.push({ row, fields });
  });
  for (const key of unknown) fileProblems.push({ row: 0, column: key, message: `Unknown field "${key}" (see the template).` });
  return { rows, fileProblems };
}

/** The format of an upload: by its name, else by its first character. */
export function formatOf(fileName: string, firstText: string): ImportFormat {
  if (/\.json$/i.test(fileName)) return "json";
  if (/\.(csv|txt)$/i.test(fileName)) return "csv";
  return /^\s*[[{]/.test(firstText.replace(/^\uFEFF/, "")) ? "json" : "csv";
}

/**
 * Reads an uploaded file as it streams in: hashed, counted (10 MB), decoded as UTF-8, then parsed
 * (CSV by csv-parse, row by row). Malformed files are a ValidationError (400) naming the problem.
 */
export async function readImportFile(source: AsyncIterable<Buffer | Uint8Array>, fileName: string): Promise<ReadFile> {
  const hash = createHash("sha256");
  const chunks = utf8Chunks(source, hash);
  const first = await chunks.next();
  if (first.done) throw ValidationError("The file is empty: it needs a header row and one row per post (see the template).", { title: "Empty file" });
  const format = formatOf(fileName, first.value);
  const all = (async function* () {
    yield first.value;
    yield* chunks;
  })();
  const read = format === "json" ? await readJson(all) : await readCsv(all);
  return { format, fileHash: hash.digest("hex"), ...read };
}

// ─── Template ────────────────────────────────────────────────────────────────

const TEMPLATE_ROWS = [
  { text: "Our spring sale starts Monday! 🌷", networks: ["linkedin", "x"], time: "2030-03-02T09:00:00+01:00", media: [] as string[] },
  { text: "A draft to finish later (no time: saved as a draft)", networks: ["linkedin"], time: "", media: [] },
  { text: "With a picture", networks: ["instagram"], time: "2030-03-03T18:30:00Z", media: ["https://example.com/picture.jpg"] },
];

export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function templateCsv(): string {
  const header = ["text", "networks", "time", "media", "media_alt", "queue", "first_comment", "thread"];
  const lines = [header.join(",")];
  for (const row of TEMPLATE_ROWS)
    lines.push([row.text, row.networks.join("; "), row.time, row.media.join(" "), "", "", "", ""].map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export function templateJson(): string {
  return `${JSON.stringify(
    {
      posts: TEMPLATE_ROWS.map((row) => ({
        text: row.text,
        networks: row.networks,
        time: row.time || null,
        media: row.media.map((url) => ({ url, alt: "" })),
        queue: null,
        firstComment: null,
        thread: null,
      })),
    },
    null,
    2,
  )}\n`;
}
