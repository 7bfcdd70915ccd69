/**
 * A video that is on the calendar publishes as a post (source "video") through the posts'
 * exactly-once pipeline; its queue entry mirrors that post's state. The publisher and the sweeper
 * call this after they settle posts, so it imports nothing but the database.
 */
import { db, type PostStatus, type VideoStatus } from "@/server/db";

// In review or awaiting changes, a video's post is not going out: its video is ready, not scheduled.
const FROM_POST: Record<PostStatus, VideoStatus> = {
  draft: "ready",
  scheduled: "scheduled",
  published: "published",
  failed: "failed",
  in_review: "ready",
  changes_requested: "ready",
};

/**
 * Sets the queue entries of these posts (those that have one) to their posts' current state, in
 * one statement: a burst settles hundreds of posts a second, and nearly none of them is a video.
 * Idempotent.
 */
export async function syncVideoEntriesFromPosts(postIds: string[]): Promise<void> {
  if (postIds.length === 0) return;
  const [postStatuses, videoStatuses] = [Object.keys(FROM_POST), Object.values(FROM_POST)];
  await db.$executeRaw`
    UPDATE "VideoQueueEntry" AS e
    SET status = m.video::"VideoStatus", "updatedAt" = now(),
      "errorMessage" = CASE WHEN m.video = 'failed' THEN COALESCE(p."errorMessage", 'Publishing failed') ELSE NULL END
    FROM "Post" AS p JOIN unnest(${postStatuses}::text[], ${videoStatuses}::text[]) AS m(post, video) ON m.post = p.status::text
    WHERE e."postId" = p.id AND p.id = ANY(${postIds}::text[]) AND e.status::text <> m.video`;
}

/** The queue entry of one post (see syncVideoEntriesFromPosts). */
export async function syncVideoEntryFromPost(postId: string): Promise<void> {
  await syncVideoEntriesFromPosts([postId]);
}
