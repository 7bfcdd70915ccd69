import { z } from "zod";
import { env } from "@/env";
import { sweepWebhookDeliveries } from "@/server/services/webhooks/deliver";
import { defineJob } from "../define";

/** Due webhook deliveries without a job (a flushed Redis, a killed worker): their jobs again (issue 28). */
export default defineJob({
  queue: "maintenance",
  name: "sweep-webhooks",
  payload: z.object({ task: z.literal("sweep-webhooks") }),
  every: () => env().WEBHOOK_SWEEP_INTERVAL_MS,
  handle: () => sweepWebhookDeliveries(),
});
