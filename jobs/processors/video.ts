import { env } from "@/env";
import { getMediaGenerator } from "@/server/integrations/media";
import { Semaphore } from "@/server/services/publishing/concurrency";
import { generateQueueEntry } from "@/server/services/video/generation";
import { byJobName, type AppJob, type ProcessorContext } from "./types";

/** Video encoding is CPU-heavy (offline) or slow and costly (fal): a few at a time per worker. */
let slots: Semaphore | undefined;

/** Generates one queue entry (script, video, thumbnail); safe to re-run after a crash or retry. */
async function generateVideo(job: AppJob<"video">, ctx: ProcessorContext) {
  slots ??= new Semaphore(env().VIDEO_GENERATION_CONCURRENCY);
  const finalTry = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  const outcome = await slots.run(() =>
    generateQueueEntry(job.data.queueEntryId, {
      generator: getMediaGenerator(),
      signal: ctx.signal,
      finalTry,
      onProgress: (percent) => job.updateProgress(percent),
    }),
  );
  return { outcome };
}

export const videoProcessor = byJobName("video", { "generate-video-batch": generateVideo });
