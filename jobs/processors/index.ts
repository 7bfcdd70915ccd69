/** Registry: queue name → the processor of its jobs. Every queue must have one (checked by the type). */
import type { QueueName } from "@/server/queue";
import { onPostSettled } from "@/server/services/publishing/events";
import { syncVideoEntriesFromPosts } from "@/server/services/video/sync";
import { maintenanceProcessor } from "./maintenance";
import { mediaProcessor } from "./media";
import { publishProcessor } from "./publish";
import type { QueueProcessor } from "./types";
import { videoProcessor } from "./video";

// An AI video's queue entry follows its post's publishing outcome.
onPostSettled(syncVideoEntriesFromPosts);

export const processors: { [Q in QueueName]: QueueProcessor<Q> } = {
  publish: publishProcessor,
  media: mediaProcessor,
  video: videoProcessor,
  maintenance: maintenanceProcessor,
};

export * from "./types";
