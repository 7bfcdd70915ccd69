/** AI images and videos (MediaAsset rows recorded and charged by the web request). */
import { processMediaAsset } from "@/server/services/media/generate";
import { byJobName } from "./types";

export const mediaProcessor = byJobName("media", {
  "generate-media": async (job, ctx) => {
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const result = await processMediaAsset(job.data.mediaAssetId, { attachToPostId: job.data.attachToPostId, signal: ctx.signal, finalAttempt });
    ctx.log.info({ mediaAssetId: job.data.mediaAssetId, ...result }, "media job done");
    return result;
  },
});
