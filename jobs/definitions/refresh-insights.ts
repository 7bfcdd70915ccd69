import { z } from "zod";
import { env } from "@/env";
import { refreshInsights } from "@/server/services/insights/insights";
import { defineJob } from "../define";

/** Reads engagement numbers of recently published posts from the networks. */
export default defineJob({
  queue: "maintenance",
  name: "refresh-insights",
  payload: z.object({ task: z.literal("refresh-insights") }),
  every: () => env().INSIGHTS_REFRESH_INTERVAL_MS,
  handle: () => refreshInsights(),
});
