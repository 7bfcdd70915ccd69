import { z } from "zod";
import { env } from "@/env";
import { sweepDuePosts } from "@/server/services/publishing/sweeper";
import { sweepVideoQueue } from "@/server/services/video/sweeper";
import { defineJob } from "../define";

/** Due posts whose publish job is missing, and AI videos waiting for generation without a job. */
export default defineJob({
  queue: "maintenance",
  name: "sweep-due-posts",
  payload: z.object({ task: z.literal("sweep-due-posts") }),
  every: () => env().SWEEPER_INTERVAL_MS,
  handle: async () => ({ ...(await sweepDuePosts()), videos: await sweepVideoQueue() }),
});
