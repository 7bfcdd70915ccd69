import { z } from "zod";
import { env } from "@/env";
import { enqueueDeliveries } from "@/server/services/webhooks/deliver";
import { dispatchWebhookEvents } from "@/server/services/webhooks/dispatch";
import { defineJob } from "../define";

/** Recorded webhook events into deliveries and their jobs (issue 28), until the outbox is empty. */
export default defineJob({
  queue: "maintenance",
  name: "dispatch-webhooks",
  payload: z.object({ task: z.literal("dispatch-webhooks") }),
  every: () => env().WEBHOOK_DISPATCH_INTERVAL_MS,
  handle: async () => {
    let events = 0;
    let deliveries = 0;
    for (let round = 0; round < 20; round++) {
      const done = await dispatchWebhookEvents();
      await enqueueDeliveries(done.deliveries);
      events += done.events;
      deliveries += done.deliveries.length;
      if (done.events === 0) break;
    }
    return { events, deliveries };
  },
});
