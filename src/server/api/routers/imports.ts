import { Readable } from "node:stream";
import { z } from "zod";
import { createTRPCRouter, workspaceProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { idParam } from "@/server/api/schemas/common";
import { checkImport, getImport, listImports, startImport } from "@/server/services/imports/imports";
import { exportPosts } from "@/server/services/imports/export";
import { checkImportInput, exportInput, exportSchema, importSchema, runImportInput } from "./imports.schemas";

/**
 * Bulk import and export of posts (issue 28). A file is uploaded (multipart to the route
 * POST /api/imports/upload, or its text here), checked (the dry run, every problem by row and
 * column), then run all-or-nothing or skipping bad rows; large files run on the worker.
 */
export const importsRouter = createTRPCRouter({
  list: workspaceProcedure("CONTRIBUTOR")
    .meta(rest("GET", "/imports", "imports", { summary: "The workspace's latest imports (without their reports)" }))
    .input(z.void())
    .output(z.object({ success: z.literal(true), imports: z.array(importSchema) }))
    .query(async ({ ctx }) => ok({ imports: await listImports(ctx.actor) })),

  get: workspaceProcedure("CONTRIBUTOR")
    .meta(rest("GET", "/imports/{id}", "imports", { summary: "An import: its dry-run report by row and column, then its progress and result" }))
    .input(idParam)
    .output(z.object({ success: z.literal(true), import: importSchema }))
    .query(async ({ ctx, input }) => ok({ import: await getImport(ctx.actor, input.id) })),

  check: workspaceProcedure("CONTRIBUTOR")
    .meta(
      rest("POST", "/imports", "imports", {
        summary: "Dry run of an import file sent as text (CSV or JSON, up to 900 KB; larger: multipart to /api/imports/upload): creates nothing",
      }),
    )
    .input(checkImportInput)
    .output(z.object({ success: z.literal(true), import: importSchema }))
    .mutation(async ({ ctx, input }) =>
      ok({ import: await checkImport(ctx.actor, Readable.from([Buffer.from(input.content, "utf8")]), input.fileName) }),
    ),

  run: workspaceProcedure("CONTRIBUTOR")
    .meta(
      rest("POST", "/imports/{id}/run", "imports", {
        summary: "Import a checked file: all_or_nothing, or skip_bad rows; large files run on the worker (poll GET /imports/{id})",
        // It may schedule posts: what sends posts out needs the publish scope.
        scope: "publish",
      }),
    )
    .input(runImportInput)
    .output(z.object({ success: z.literal(true), message: z.string(), import: importSchema }))
    .mutation(async ({ ctx, input }) => {
      const started = await startImport(ctx.actor, input.id, input.mode);
      const message =
        started.status === "queued" || started.status === "running"
          ? "Import started"
          : started.status === "finished"
            ? "Import finished"
            : "Import failed";
      return ok({ message, import: started });
    }),

  export: workspaceProcedure("CLIENT")
    .meta(
      rest("GET", "/exports/posts", "imports", {
        summary: "Export posts (filters: status, time range, network) as CSV or JSON text with outcomes and links",
      }),
    )
    .input(exportInput)
    .output(exportSchema)
    .query(async ({ ctx, input }) => {
      const file = await exportPosts(
        ctx.actor,
        {
          status: input.status,
          from: input.from ? new Date(input.from) : undefined,
          to: input.to ? new Date(input.to) : undefined,
          network: input.network,
        },
        input.format,
      );
      return ok(file);
    }),
});
