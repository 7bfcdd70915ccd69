/**
 * The approval workflow's entry points and what it tells members (issue 26). Each move is a row of
 * the lifecycle table (approveReview, requestChanges, withdraw; submissions are the `reviewed`
 * moves of the editors' rows) performed by transition(), which writes the notices
 * (./review-notices.ts) inside the transaction that commits the move.
 */
import { db } from "@/server/db";
import type { Actor } from "@/server/services/workspaces/actor";
import { getPost } from "./posts";
import type { PresentedPost } from "./present";
import { transition } from "./transition";

/** Approve a post in review: scheduled at the time asked (or `at`, a new one), or published now as asked. */
export const approveReview = async (actor: Actor, postId: string, at?: Date): Promise<PresentedPost> =>
  getPost(actor, (await transition(actor, "approveReview", postId, { at })).post!.id);

/** Send a post in review back to its author with a note (kept on the post: Post.reviewNote). */
export const requestChanges = async (actor: Actor, postId: string, note: string): Promise<PresentedPost> =>
  getPost(actor, (await transition(actor, "requestChanges", postId, { note })).post!.id);

/** Take a post out of review, back to a draft. */
export const withdrawReview = async (actor: Actor, postId: string): Promise<PresentedPost> =>
  getPost(actor, (await transition(actor, "withdraw", postId)).post!.id);

/** How many posts of the workspace wait for a review (the sidebar's count, the tab's). */
export async function reviewQueueCount(workspaceId: string): Promise<number> {
  return db.post.count({ where: { workspaceId, status: "in_review" } });
}
