/**
 * The lifecycle's review actions as a review link takes them. The one seam between review links and
 * the approval workflow (branch review: approveReview / requestChanges rows of the lifecycle table).
 */
import type { Actor } from "@/server/services/workspaces/actor";
import { NotImplemented } from "@/server/errors";

/** Who acts through a link: its label, for the history and the author's notification. */
export interface ViaReviewLink {
  kind: "review_link";
  linkId: string;
  label: string;
}

export interface ReviewActions {
  /** approveReview: the post goes out as its author asked; the author is notified. */
  approve(actor: Actor, postId: string, via: ViaReviewLink): Promise<void>;
  /** requestChanges with the comment; the author is notified. */
  requestChanges(actor: Actor, postId: string, comment: string, via: ViaReviewLink): Promise<void>;
}

export const reviewActions: ReviewActions = {
  approve: async () => {
    throw NotImplemented();
  },
  requestChanges: async () => {
    throw NotImplemented();
  },
};
