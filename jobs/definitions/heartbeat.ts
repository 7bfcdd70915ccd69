import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { HEARTBEAT_INTERVAL_MS, heartbeatKey } from "@/server/queue";
import { defineJob } from "../define";

/** Upper bound of `holdMs` so a heartbeat can never block a worker slot for long. */
export const MAX_HEARTBEAT_HOLD_MS = 30_000;

/** Writes the current time (epoch ms) to `<prefix>:worker:heartbeat`, after an optional hold. */
export default defineJob({
  queue: "maintenance",
  name: "heartbeat",
  payload: z.object({
    task: z.literal("heartbeat"),
    /** Wait this long (ms, capped) before writing the heartbeat; used to test graceful shutdown. */
    holdMs: z.number().optional(),
  }),
  every: () => HEARTBEAT_INTERVAL_MS,
  async handle(data, _job, ctx) {
    const requested = Number(data.holdMs ?? 0);
    const holdMs = Number.isFinite(requested) ? Math.min(Math.max(requested, 0), MAX_HEARTBEAT_HOLD_MS) : 0;
    if (holdMs > 0) await sleep(holdMs);
    const at = Date.now();
    await ctx.redis.set(heartbeatKey(ctx.prefix), String(at));
    return { at };
  },
});
