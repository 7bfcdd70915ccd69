import { z } from "zod";
import { pruneWebhookEvents } from "@/server/services/webhooks/deliver";
import { defineJob } from "../define";

/** Webhook events (with their deliveries and tries) older than 30 days and no longer waiting (issue 28). */
export default defineJob({
  queue: "maintenance",
  name: "prune-webhook-events",
  payload: z.object({ task: z.literal("prune-webhook-events") }),
  every: () => 60 * 60_000,
  handle: () => pruneWebhookEvents(),
});
