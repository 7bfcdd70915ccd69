import { setTimeout as sleep } from "node:timers/promises";
import { heartbeatKey, type MaintenanceJob } from "@/server/queue";
import { purgeOAuthStates } from "@/server/services/accounts/oauth";
import { refreshExpiringTokens } from "@/server/services/accounts/refresh";
import { sweepDuePosts } from "@/server/services/publishing/sweeper";
import { flagPostsAtRisk } from "@/server/services/publishing/preflight";
import { refreshInsights } from "@/server/services/insights/insights";
import { sweepVideoQueue } from "@/server/services/video/sweeper";
import { expireAllEndedCardPeriods } from "@/server/services/billing/membership";
import { byJobName, type AppJob, type ProcessorContext, type QueueProcessor } from "./types";

/** Upper bound of `holdMs` so a heartbeat can never block a worker slot for long. */
export const MAX_HEARTBEAT_HOLD_MS = 30_000;

/** Writes the current time (epoch ms) to `<prefix>:worker:heartbeat`, after an optional hold. */
export async function heartbeat(job: AppJob<"maintenance">, ctx: ProcessorContext): Promise<{ at: number }> {
  const data = job.data as Extract<MaintenanceJob, { task: "heartbeat" }>;
  const requested = Number(data.holdMs ?? 0);
  const holdMs = Number.isFinite(requested) ? Math.min(Math.max(requested, 0), MAX_HEARTBEAT_HOLD_MS) : 0;
  if (holdMs > 0) await sleep(holdMs);
  const at = Date.now();
  await ctx.redis.set(heartbeatKey(ctx.prefix), String(at));
  return { at };
}

/** Renews access tokens about to end, and forgets OAuth states nobody can use any more. */
export async function refreshTokens(): Promise<Awaited<ReturnType<typeof refreshExpiringTokens>> & { purgedStates: number }> {
  const summary = await refreshExpiringTokens();
  const purgedStates = await purgeOAuthStates();
  return { ...summary, purgedStates };
}

/** One handler per `MaintenanceJob["task"]` (the job name); TypeScript flags a task without one. */
const tasks: { [T in MaintenanceJob["task"]]: QueueProcessor<"maintenance"> } = {
  heartbeat,
  // Due posts, and AI videos waiting for generation without a job.
  "sweep-due-posts": async () => ({ ...(await sweepDuePosts()), videos: await sweepVideoQueue() }),
  "refresh-tokens": refreshTokens,
  "refresh-insights": () => refreshInsights(),
  "expire-card-periods": () => expireAllEndedCardPeriods(),
  "preflight-posts": () => flagPostsAtRisk(),
};

export const maintenanceProcessor = byJobName("maintenance", tasks);
