import { z } from "zod";
import { pruneIdempotencyKeys } from "@/server/services/idempotency/store";
import { defineJob } from "../define";

/** Idempotency keys past their 24 hours (issue 28): retries after that run as new requests anyway. */
export default defineJob({
  queue: "maintenance",
  name: "prune-idempotency-keys",
  payload: z.object({ task: z.literal("prune-idempotency-keys") }),
  every: () => 60 * 60_000,
  handle: () => pruneIdempotencyKeys(),
});
