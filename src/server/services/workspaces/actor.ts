/** Who acts, and where: what a workspace-scoped service receives instead of a bare user id (issue 26). */
import { Prisma, sql } from "@/server/db";
import type { ApprovalPolicy } from "@/lib/post-statuses";
import type { WorkspaceRole } from "./roles";

export interface Actor {
  /** The member acting: a post's author or last editor, the one whose activity is recorded. */
  userId: string;
  /** The active workspace: what is read and written belongs to it. */
  workspaceId: string;
  /** The workspace's owner, whose plan pays (post cap). */
  ownerUserId: string;
  /** The member's role there, as read for this request (absent outside a member's request: the worker, a review link). */
  role?: WorkspaceRole;
  /**
   * The workspace's approval policy as read with the member's role for this request (with `role`:
   * whether approval applies needs no query). Absent outside a member's request: then it is read.
   */
  approvalPolicy?: ApprovalPolicy;
  /** The door the action came through, for a post's history (absent: the app's pages). */
  via?: "app" | "api" | "link";
  /** A client review link's label, when `via` is link. */
  viaLabel?: string;
  /** The client review link acted through, when `via` is link (its label is viaLabel). */
  reviewLinkId?: string;
}

/** A member acting in a given workspace, outside a request (the worker, for the row it works on). */
export async function memberActor(userId: string, workspaceId: string): Promise<Actor> {
  const [row] = await sql<{ ownerId: string }>(Prisma.sql`SELECT "ownerId" FROM "Workspace" WHERE "id" = ${workspaceId}`);
  if (!row) throw new Error(`workspace ${workspaceId} does not exist`);
  return { userId, workspaceId, ownerUserId: row.ownerId };
}

/** The actor in a user's personal workspace, for work not yet scoped by a request (the AI videos' posts). */
export async function personalActor(userId: string): Promise<Actor> {
  const [row] = await sql<{ id: string }>(Prisma.sql`SELECT "id" FROM "Workspace" WHERE "personalOwnerId" = ${userId}`);
  if (!row) throw new Error(`user ${userId} has no personal workspace`);
  return { userId, workspaceId: row.id, ownerUserId: userId };
}
