import { z } from "zod";
import { PREFLIGHT_INTERVAL_MS, flagPostsAtRisk } from "@/server/services/publishing/preflight";
import { defineJob } from "../define";

/** Flags scheduled posts that will not go out as planned, while there is time to fix them. */
export default defineJob({
  queue: "maintenance",
  name: "preflight-posts",
  payload: z.object({ task: z.literal("preflight-posts") }),
  every: () => PREFLIGHT_INTERVAL_MS,
  handle: () => flagPostsAtRisk(),
});
