import { z } from "zod";
import { runImport } from "@/server/services/imports/imports";
import { defineJob } from "../define";

/** A large import file's posts (issue 28): created 250 rows at a time, progress written between batches. */
export default defineJob({
  queue: "maintenance",
  name: "run-import",
  payload: z.object({ task: z.literal("run-import"), importId: z.string() }),
  async handle(data, _job, ctx) {
    await runImport(data.importId, { signal: ctx.signal });
    ctx.log.info({ importId: data.importId }, "import run done");
  },
});
