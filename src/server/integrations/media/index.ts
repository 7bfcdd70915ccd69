/**
 * The media generator to use now: fal.ai when FAL_KEY is set, else the labelled offline generator.
 * (There is no admin-saved fal key: the admin settings of the spec hold the OpenAI key only.)
 */
import { env } from "@/env";
import { FalMediaGenerator } from "./fal";
import { OfflineMediaGenerator } from "./offline-media";
import type { MediaGenerator } from "./types";

export * from "./types";
export { OFFLINE_LABEL } from "./offline-media";

let cached: { key: string; generator: MediaGenerator } | undefined;

export function getMediaGenerator(): MediaGenerator {
  const config = env();
  const options = config.FAL_KEY
    ? {
        credentials: config.FAL_KEY,
        queueUrl: config.FAL_QUEUE_URL,
        imageModel: config.FAL_IMAGE_MODEL,
        videoModel: config.FAL_VIDEO_MODEL,
        pollIntervalMs: config.FAL_POLL_INTERVAL_MS,
        timeoutMs: config.FAL_TIMEOUT_MS,
      }
    : null;
  // Keyed by the whole configuration: tests (and a changed environment) get a matching client.
  const key = JSON.stringify(options);
  if (cached?.key !== key) {
    cached = { key, generator: options ? new FalMediaGenerator(options) : new OfflineMediaGenerator() };
  }
  return cached.generator;
}
