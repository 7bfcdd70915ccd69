/** The zod schemas of the imports router (src/server/api/routers/imports.ts). */
import { z } from "zod";
import { NETWORK_KEYS } from "@/lib/networks";
import { POST_STATUSES } from "@/lib/post-statuses";
import { isoDateTime } from "@/server/api/schemas/common";

const problemSchema = z.object({
  row: z.number().int().describe("The row: a CSV's header is row 1, its first post row 2; a JSON file's posts are 1, 2, ..."),
  column: z.string(),
  message: z.string(),
  file: z.literal(true).optional().describe("A problem of the whole file (its columns): nothing can be imported until it is fixed."),
});

export const importSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  format: z.string(),
  fileHash: z.string(),
  status: z.enum(["checked", "queued", "running", "finished", "failed"]),
  mode: z.enum(["all_or_nothing", "skip_bad"]).nullable(),
  totalRows: z.number().int(),
  readyRows: z.number().int(),
  duplicateRows: z.number().int().describe("Rows imported into this workspace before (or repeated in the file): skipped."),
  problemRows: z.number().int(),
  fileProblems: z.boolean(),
  problems: z.array(problemSchema).describe("The dry run's problems by row and column (at most 5,000)."),
  processed: z.number().int(),
  created: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  failures: z.array(problemSchema).describe("Rows that failed during the run."),
  error: z.string().nullable(),
  onWorker: z.boolean(),
  createdAt: z.date(),
  startedAt: z.date().nullable(),
  finishedAt: z.date().nullable(),
});

export const checkImportInput = z.object({
  fileName: z.string().trim().min(1, "Name the file (.csv or .json)").max(200),
  content: z
    .string()
    .min(1, "The file is empty")
    .max(900_000, "Send files over 900 KB as multipart to POST /api/imports/upload")
    .describe("The file's text (CSV or JSON); larger files: multipart to POST /api/imports/upload."),
});

export const runImportInput = z.object({
  id: z.string().min(1).max(64),
  mode: z.enum(["all_or_nothing", "skip_bad"], { error: "mode is all_or_nothing or skip_bad" }),
});

export const exportInput = z.object({
  format: z.enum(["csv", "json"], { error: "format is csv or json" }).default("csv"),
  status: z
    .string()
    .max(200)
    .optional()
    .describe(`Statuses, comma-separated, among ${POST_STATUSES.join(", ")}.`)
    .transform((value, ctx) => {
      if (!value) return undefined;
      const list = value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      const unknown = list.filter((s) => !(POST_STATUSES as readonly string[]).includes(s));
      if (unknown.length) {
        ctx.addIssue({ code: "custom", message: `status must be among ${POST_STATUSES.join(", ")}` });
        return z.NEVER;
      }
      return list as (typeof POST_STATUSES)[number][];
    }),
  from: isoDateTime.optional().describe("Posts scheduled or published from this time on."),
  to: isoDateTime.optional().describe("... and before this time."),
  network: z.enum(NETWORK_KEYS, { error: `network must be one of ${NETWORK_KEYS.join(", ")}` }).optional(),
});

export const exportSchema = z.object({
  success: z.literal(true),
  fileName: z.string(),
  contentType: z.string(),
  count: z.number().int(),
  content: z.string().describe("The file's text: the same as GET /api/exports/posts/download with these filters."),
});
