/**
 * Turning a scheduled post into a delayed publish job, and back. The database stays the source
 * of truth: a job that cannot be queued (Redis down) or is lost (Redis flushed) is recreated by
 * the sweeper when the post is due.
 */
import { logger } from "@/server/logger";
import { enqueue, enqueueBulk, getQueue } from "@/server/queue";

/** One job per post and attempt; a reschedule is a new attempt, so an old job finds itself stale. */
export function publishJobId(postId: string, attempt: number): string {
  return `post-${postId}-a${attempt}`;
}

export interface SchedulablePost {
  id: string;
  publishAttempt: number;
  scheduledAt: Date | null;
}

export async function enqueuePublish(post: SchedulablePost): Promise<void> {
  const delay = Math.max(0, (post.scheduledAt?.getTime() ?? Date.now()) - Date.now());
  await enqueue("publish", { postId: post.id, attempt: post.publishAttempt }, { jobId: publishJobId(post.id, post.publishAttempt), delay });
}

/** Queues the job, or leaves it to the sweeper when the queue is unreachable. */
export async function schedulePublishJob(post: SchedulablePost): Promise<boolean> {
  try {
    await enqueuePublish(post);
    return true;
  } catch (err) {
    logger.warn({ postId: post.id, err: (err as Error).message }, "could not queue the publish job; the sweeper will queue it when due");
    return false;
  }
}

/**
 * Queues many posts' jobs in one Redis round trip (a batch of new posts, createPosts); when the
 * queue is unreachable they are left to the sweeper, like schedulePublishJob's.
 */
export async function schedulePublishJobs(posts: readonly SchedulablePost[]): Promise<boolean> {
  const now = Date.now();
  try {
    await enqueueBulk(
      "publish",
      posts.map((post) => ({
        data: { postId: post.id, attempt: post.publishAttempt },
        opts: { jobId: publishJobId(post.id, post.publishAttempt), delay: Math.max(0, (post.scheduledAt?.getTime() ?? now) - now) },
      })),
    );
    return true;
  } catch (err) {
    logger.warn({ posts: posts.length, err: (err as Error).message }, "could not queue the publish jobs; the sweeper will queue them when due");
    return false;
  }
}

/** Removes a waiting or delayed job; an active one finds the post changed and does nothing. */
export async function removePublishJob(postId: string, attempt: number): Promise<void> {
  try {
    const job = await getQueue("publish").getJob(publishJobId(postId, attempt));
    if (job && !(await job.isActive())) await job.remove();
  } catch (err) {
    logger.warn({ postId, err: (err as Error).message }, "could not remove an old publish job (it will find the post changed)");
  }
}
