/**
 * The answer of "publish now": the request waits, bounded, for the worker to settle the attempt,
 * woken by the end of the attempt's publish job (BullMQ queue events, keyed by the job id that
 * names the attempt), not by reading the post in a loop; then reports per network. Networks still
 * going after the bound answer "pending" and the post settles in the background (docs/decisions.md).
 */
import { outcomeOfLog, publishSummary, type NetworkOutcome } from "@/lib/publish-outcome";
import { db } from "@/server/db";
import { NotFound } from "@/server/errors";
import { watchJob } from "@/server/queue";
import { publishJobId } from "@/server/services/publishing/scheduler";
import { presentPost, POST_INCLUDE } from "./present";

/** How long a "publish now" request waits for the networks before answering "in progress". */
export const PUBLISH_WAIT_MS = 15_000;

async function readPost(workspaceId: string, postId: string) {
  const post = await db.post.findFirst({ where: { id: postId, workspaceId }, include: POST_INCLUDE });
  if (!post) throw NotFound("Post");
  return post;
}

/** Waits for the worker to settle attempt `attempt` of the post (or for another change of it), then reports per network. */
export async function awaitOutcome(workspaceId: string, postId: string, attempt: number, waitMs = PUBLISH_WAIT_MS) {
  const deadline = Date.now() + waitMs;
  const job = watchJob("publish", publishJobId(postId, attempt));
  let post;
  try {
    // Once the watch sees every later end of the job, one read tells whether it already ended.
    await job.ready(deadline - Date.now());
    post = await readPost(workspaceId, postId);
    while (post.status === "scheduled" && post.publishAttempt === attempt && Date.now() < deadline) {
      await job.next(deadline - Date.now());
      post = await readPost(workspaceId, postId);
    }
  } finally {
    job.stop();
  }
  const presented = presentPost(post);
  const settled = post.status !== "scheduled";
  const results: NetworkOutcome[] = post.platforms.map((platform) => {
    const log = presented.publishLogs.find((l) => l.platform === platform);
    if (!log || !settled) return { platform, status: "pending", error: null, platformPostUrl: null };
    return outcomeOfLog(log, "pending");
  });
  return { ...publishSummary(results), results, post: presented };
}

export type PublishOutcome = Awaited<ReturnType<typeof awaitOutcome>>;

export const SUBMITTED_FOR_REVIEW = "Submitted for review: it goes out once an editor approves it.";

/** The answer of a "publish now" that, under the workspace's approval policy, submitted the post for review instead. */
export async function submittedOutcome(workspaceId: string, postId: string): Promise<PublishOutcome> {
  return { allPublished: true, message: SUBMITTED_FOR_REVIEW, results: [], post: presentPost(await readPost(workspaceId, postId)) };
}
