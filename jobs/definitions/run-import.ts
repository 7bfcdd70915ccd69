import { z } from "zod";
import { runImport } from "@/server/services/imports/imports";
import { defineJob } from "../define";

/** A large import file's posts (issue 28): created row by row, progress written on the import. */
export default defineJob({
  queue: "maintenance",
  name: "run-import",
  payload: z.object({ task: z.literal("run-import"), importId: z.string() }),
  async handle(data, _job, ctx) {
    await runImport(data.importId, { signal: ctx.signal });
    ctx.log.info({ importId: data.importId }, "import run done");
  },
});
