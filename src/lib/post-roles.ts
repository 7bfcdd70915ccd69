/**
 * Who may take each post action in a workspace: the lowest role (every higher one passes), and for
 * the actions on someone else's post, the role from which that is allowed (the post's author may
 * always). One home for three readers: the lifecycle table's `role` column
 * (src/server/services/posts/lifecycle.ts) is this table; the procedures that take an action declare
 * its role from there (workspaceProcedure(LIFECYCLE.delete.role)); and the post cards show only the
 * actions the member's role allows (postActionsFor), so a button is never offered that the server
 * would refuse for the role. Plain data: the browser reads it.
 */
import { roleAtLeast, type WorkspaceRole } from "./workspace-roles";

export const POST_ACTION_ROLES = {
  draft: "CONTRIBUTOR",
  schedule: "CONTRIBUTOR",
  now: "CONTRIBUTOR",
  keep: "CONTRIBUTOR",
  edit: "CONTRIBUTOR",
  approve: "CONTRIBUTOR",
  publishNow: "CONTRIBUTOR",
  republish: "CONTRIBUTOR",
  video: "EDITOR",
  approveReview: "EDITOR",
  requestChanges: "EDITOR",
  withdraw: "CONTRIBUTOR",
  delete: "EDITOR",
} as const satisfies Record<string, WorkspaceRole>;

export type PostActionName = keyof typeof POST_ACTION_ROLES;

/** Someone else's post only from this role up (its author may always): withdrawing it from review. */
export const OTHERS_POST_ROLES: Partial<Record<PostActionName, WorkspaceRole>> = { withdraw: "EDITOR" };

/** The member looking at a post: their role in the active workspace and who they are. */
export interface PostViewer {
  role: WorkspaceRole;
  userId: string;
}

/** Whether `viewer`'s role allows `action` on a post written by `authorId` (the table's statuses are the server's business). */
export function roleAllows(action: PostActionName, viewer: PostViewer, authorId: string | null): boolean {
  if (!roleAtLeast(viewer.role, POST_ACTION_ROLES[action])) return false;
  const others = OTHERS_POST_ROLES[action];
  return !others || authorId === viewer.userId || roleAtLeast(viewer.role, others);
}
