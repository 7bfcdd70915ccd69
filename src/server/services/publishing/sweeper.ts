/**
 * The sweeper: finds scheduled posts that are due and have no live job (Redis flushed, job lost,
 * enqueue failed) and queues them. Nothing due is ever silently skipped.
 */
import { db } from "@/server/db";
import { logger } from "@/server/logger";
import { jobFate } from "@/server/queue";
import { recordPostEvent, WORKER_EVENTS } from "@/server/services/posts/history";
import { postSettled } from "./events";
import { enqueuePublish, publishJobId } from "./scheduler";

const BATCH = 500;

export async function sweepDuePosts(now = new Date()): Promise<{ checked: number; requeued: number; failed: number }> {
  let checked = 0;
  let requeued = 0;
  let failed = 0;
  let cursor: string | undefined;
  for (;;) {
    const due = await db.post.findMany({
      where: { status: "scheduled", scheduledAt: { lte: now } },
      select: { id: true, publishAttempt: true, scheduledAt: true, workspaceId: true },
      orderBy: { id: "asc" },
      take: BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    if (due.length === 0) break;
    cursor = due[due.length - 1]!.id;
    checked += due.length;
    for (const post of due) {
      const { fate, failedReason } = await jobFate("publish", publishJobId(post.id, post.publishAttempt));
      if (fate === "lost") {
        await enqueuePublish({ ...post, scheduledAt: now });
        requeued += 1;
      } else if (fate === "ended") {
        // The job ended without settling the post (an unexpected error on its last try).
        const reason = `Publishing failed: ${failedReason ?? "the publish job ended without a result"}`;
        const updated = await db.$transaction(async (tx) => {
          const moved = await tx.post.updateMany({
            where: { id: post.id, status: "scheduled", publishAttempt: post.publishAttempt },
            data: { status: "failed", errorMessage: reason },
          });
          if (moved.count > 0) {
            const failure = { postId: post.id, workspaceId: post.workspaceId, actorUserId: null, action: WORKER_EVENTS.failed };
            await recordPostEvent(tx, { ...failure, fromStatus: "scheduled", toStatus: "failed", detail: { reason } });
          }
          return moved;
        });
        failed += updated.count;
        if (updated.count > 0) await postSettled([post.id]);
      }
    }
    if (due.length < BATCH) break;
  }
  if (requeued || failed) logger.info({ checked, requeued, failed }, "sweeper settled due posts");
  return { checked, requeued, failed };
}
