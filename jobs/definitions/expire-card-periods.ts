import { z } from "zod";
import { expireAllEndedCardPeriods } from "@/server/services/billing/membership";
import { defineJob } from "../define";

/** Ends one-month card purchases whose month is over (back to the Free Trial). */
export default defineJob({
  queue: "maintenance",
  name: "expire-card-periods",
  payload: z.object({ task: z.literal("expire-card-periods") }),
  every: () => 15 * 60_000,
  handle: () => expireAllEndedCardPeriods(),
});
