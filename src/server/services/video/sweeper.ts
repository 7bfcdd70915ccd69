/**
 * Videos waiting for generation with no live job (Redis flushed, enqueue failed, a job that gave
 * up) are queued again or, when their job ended, failed with a refund. Run with the posts' sweeper.
 */
import { db } from "@/server/db";
import { logger } from "@/server/logger";
import { jobFate } from "@/server/queue";
import { failEntry } from "./generation";
import { enqueueGeneration, videoJobId } from "./entries";

/** Entries younger than this are left alone: their job may just be on its way. */
const GRACE_MS = 60_000;

export async function sweepVideoQueue(now = new Date()): Promise<{ requeued: number; failed: number }> {
  const stuck = await db.videoQueueEntry.findMany({
    where: { status: { in: ["pending", "generating"] }, updatedAt: { lt: new Date(now.getTime() - GRACE_MS) } },
    select: { id: true, userId: true, workspaceId: true, aiPromptsUsed: true },
    take: 500,
  });
  let requeued = 0;
  let failed = 0;
  for (const entry of stuck) {
    const { fate, failedReason } = await jobFate("video", videoJobId(entry.id));
    if (fate === "lost") {
      await enqueueGeneration(entry.id);
      requeued += 1;
    } else if (fate === "ended") {
      const reason = failedReason ? `Video generation did not finish (${failedReason}).` : "Video generation did not finish.";
      if (await failEntry(entry, `${reason} Your ${entry.aiPromptsUsed} AI prompts were refunded.`)) failed += 1;
    }
  }
  if (requeued || failed) logger.info({ requeued, failed }, "sweeper settled waiting videos");
  return { requeued, failed };
}
