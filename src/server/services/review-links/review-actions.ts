/**
 * The lifecycle's review actions as a review link takes them: the same approveReview and
 * requestChanges rows of the post lifecycle table a member's review takes (services/posts/review.ts),
 * with the link as who acted (Actor.via): the author's notification names the link's label.
 */
import { approveReview, requestChanges } from "@/server/services/posts/review";
import type { Actor } from "@/server/services/workspaces/actor";

export const reviewActions = {
  /** approveReview: the post goes out as its author asked; the author is notified. */
  async approve(actor: Actor, postId: string): Promise<void> {
    await approveReview(actor, postId);
  },
  /** requestChanges with the comment (kept on the post as the review note); the author is notified. */
  async requestChanges(actor: Actor, postId: string, comment: string): Promise<void> {
    await requestChanges(actor, postId, comment);
  },
};
