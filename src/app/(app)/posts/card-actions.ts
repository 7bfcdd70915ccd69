/**
 * Which actions a post card offers: those of its status that the member's role allows, by the same
 * rules the server checks (src/lib/post-roles.ts, the lifecycle table's role column). The server
 * still decides every request; this only keeps a button from being offered that it would refuse.
 */
import { roleAllows, type PostActionName, type PostViewer } from "@/lib/post-roles";
import type { PostStatus } from "@/lib/post-statuses";
import type { PostAction } from "./post-actions";

export interface CardPost {
  status: PostStatus;
  authorId: string | null;
}

/** A card's action → the lifecycle action whose role it needs (thread: none, everyone may read it). */
const NEEDS: Record<Exclude<PostAction, "thread">, PostActionName> = {
  approveReview: "approveReview",
  requestChanges: "requestChanges",
  resubmit: "schedule",
  withdraw: "withdraw",
  approve: "approve",
  publishNow: "publishNow",
  republish: "republish",
  edit: "edit",
  delete: "delete",
};

/** The card's actions for its status, before roles. */
function byStatus(status: PostStatus): Exclude<PostAction, "thread">[] {
  switch (status) {
    case "in_review":
      return ["approveReview", "requestChanges", "withdraw", "edit", "delete"];
    case "changes_requested":
      return ["resubmit", "withdraw", "edit", "delete"];
    case "draft":
      return ["approve", "edit", "delete"];
    case "scheduled":
      return ["publishNow", "edit", "delete"];
    case "failed":
      return ["republish", "edit", "delete"];
    case "published":
      return ["delete"];
  }
}

/** The actions `viewer` is offered on `post` (none but the thread until the viewer is known). */
export function cardActions(post: CardPost, viewer: PostViewer | null): Set<PostAction> {
  const offered = new Set<PostAction>(["thread"]);
  if (!viewer) return offered;
  for (const action of byStatus(post.status)) if (roleAllows(NEEDS[action], viewer, post.authorId)) offered.add(action);
  return offered;
}
