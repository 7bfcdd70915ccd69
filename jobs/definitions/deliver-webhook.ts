import { z } from "zod";
import { deliverOnce } from "@/server/services/webhooks/deliver";
import { defineJob } from "../define";

/** One try of a webhook delivery (issue 28); retries are new jobs at the delivery's next time. */
export default defineJob({
  queue: "webhooks",
  name: "deliver-webhook",
  payload: z.object({ deliveryId: z.string() }),
  handle: async (data) => ({ outcome: await deliverOnce(data.deliveryId) }),
});
