/**
 * A video that is on the calendar publishes as a post (source "video") through the posts'
 * exactly-once pipeline; its queue entry mirrors that post's state. The publisher and the sweeper
 * call this after they settle a post, so it imports nothing but the database.
 */
import { db, type VideoStatus } from "@/server/db";

const FROM_POST: Record<string, VideoStatus> = { draft: "ready", scheduled: "scheduled", published: "published", failed: "failed" };

/** Sets the queue entry of `postId` (if any) to the post's current state. Idempotent. */
export async function syncVideoEntryFromPost(postId: string): Promise<void> {
  const post = await db.post.findUnique({ where: { id: postId }, select: { status: true, errorMessage: true, scheduledAt: true, videoEntry: { select: { id: true } } } });
  if (!post?.videoEntry) return;
  const status = FROM_POST[post.status] ?? "ready";
  await db.videoQueueEntry.updateMany({
    where: { id: post.videoEntry.id, status: { not: status } },
    data: { status, errorMessage: status === "failed" ? (post.errorMessage ?? "Publishing failed") : null },
  });
}
