/**
 * The lifecycle's review actions as a review link takes them. The one seam between review links and
 * the approval workflow (branch review: approveReview / requestChanges rows of the lifecycle table).
 */
import type { Actor } from "@/server/services/workspaces/actor";
import { NotImplemented } from "@/server/errors";
import type { ViaReviewLink } from "./decide";

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
