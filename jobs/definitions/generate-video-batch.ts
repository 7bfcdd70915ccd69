import { z } from "zod";
import { env } from "@/env";
import { getMediaGenerator } from "@/server/integrations/media";
import { Semaphore } from "@/server/services/publishing/concurrency";
import { generateQueueEntry } from "@/server/services/video/generation";
import { defineJob } from "../define";

/** Video encoding is CPU-heavy (offline) or slow and costly (fal): a few at a time per worker. */
let slots: Semaphore | undefined;

/** Generates one queue entry (script, video, thumbnail); safe to re-run after a crash or retry. */
export default defineJob({
  queue: "video",
  name: "generate-video-batch",
  payload: z.object({ queueEntryId: z.string() }),
  async handle(data, job, ctx) {
    slots ??= new Semaphore(env().VIDEO_GENERATION_CONCURRENCY);
    const finalTry = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const outcome = await slots.run(() =>
      generateQueueEntry(data.queueEntryId, {
        generator: getMediaGenerator(),
        signal: ctx.signal,
        finalTry,
        onProgress: (percent) => job.updateProgress(percent),
      }),
    );
    return { outcome };
  },
});
