/**
 * A client's decision through a review link: approve a post waiting for review, or ask for changes
 * with a comment. It takes the same lifecycle actions as a member's review (approveReview /
 * requestChanges in the post lifecycle table), acting as the link: who acted is the link's label,
 * recorded beside the action (ReviewLinkAction).
 */
import { db } from "@/server/db";
import { AppError, ValidationError } from "@/server/errors";
import type { Actor } from "@/server/services/workspaces/actor";
import type { OpenReviewLink } from "./links";
import { postOfLink, reviewPostPreview, type ReviewPostPreview } from "./preview";
import { REVIEWABLE_STATUSES } from "./statuses";
import { reviewActions } from "./review-actions";

export type LinkDecision = { action: "approved" } | { action: "changes_requested"; comment: string };

export const COMMENT_MAX = 2000;
export const TIME_PASSED = "The time planned for this post has passed while it waited for review. Ask the team to choose a new time.";
export const NOT_WAITING_FOR_REVIEW = "This post is no longer waiting for review, so it cannot be approved or sent back from this link.";

/**
 * The member a link's actions are attributed to where the lifecycle needs a member (the post's last
 * editor): the admin who shared it, else the workspace's owner. The label says who really acted.
 */
async function linkActor(link: OpenReviewLink): Promise<Actor> {
  const workspace = await db.workspace.findUniqueOrThrow({ where: { id: link.workspaceId }, select: { ownerId: true } });
  // via "link": the post's history (transition()) records the decision with the link's label, in its transaction.
  const through = { via: "link" as const, viaLabel: link.label, reviewLinkId: link.id };
  return { userId: link.createdById ?? workspace.ownerId, workspaceId: link.workspaceId, ownerUserId: workspace.ownerId, ...through };
}

export async function decideThroughLink(link: OpenReviewLink, postId: string, decision: LinkDecision): Promise<ReviewPostPreview> {
  const comment = decision.action === "changes_requested" ? decision.comment.trim() : null;
  if (decision.action === "changes_requested" && !comment) throw ValidationError("Say what should change.");
  if (comment && comment.length > COMMENT_MAX) throw ValidationError(`A comment is at most ${COMMENT_MAX} characters.`);
  // Outside the link (another workspace's post, not chosen, not in the range): 404, as for no post.
  const post = await postOfLink(link, postId);
  if (!(REVIEWABLE_STATUSES as readonly string[]).includes(post.status)) throw new AppError("CONFLICT", NOT_WAITING_FOR_REVIEW);
  const actor = await linkActor(link);
  // The lifecycle locks the post and checks its status again: a second decision, or one racing a
  // member's, is refused there (409) and nothing is recorded.
  try {
    if (decision.action === "approved") await reviewActions.approve(actor, postId);
    else await reviewActions.requestChanges(actor, postId, comment!);
  } catch (err) {
    // The approver would pick a new time; a client cannot, so the team is asked to.
    if (err instanceof AppError && err.extra.newTimeNeeded) throw new AppError("CONFLICT", TIME_PASSED);
    throw err;
  }
  await db.reviewLinkAction.create({ data: { linkId: link.id, postId, action: decision.action, label: link.label, comment } });
  return reviewPostPreview(link, postId);
}
