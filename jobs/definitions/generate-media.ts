import { z } from "zod";
import { processMediaAsset } from "@/server/services/media/generate";
import { defineJob } from "../define";

/** AI images and videos (MediaAsset rows recorded and charged by the web request). */
export default defineJob({
  queue: "media",
  name: "generate-media",
  /** attachToPostId: add the finished file to that post (a content plan's draft). */
  payload: z.object({ mediaAssetId: z.string(), attachToPostId: z.string().optional() }),
  async handle(data, job, ctx) {
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const result = await processMediaAsset(data.mediaAssetId, { attachToPostId: data.attachToPostId, signal: ctx.signal, finalAttempt });
    ctx.log.info({ mediaAssetId: data.mediaAssetId, ...result }, "media job done");
    return result;
  },
});
