/**
 * A team's members (issue 26): the list with each one's AI prompts this month, role changes,
 * removal, leaving and ownership. Read per request (membership.ts), so every change here counts on
 * the member's next request. A departing member's posts, media and accounts stay with the workspace.
 * Who may call what is the procedure kind's (ADMIN+ or OWNER); the rules between roles are here.
 */
import { db, Prisma, sql } from "@/server/db";
import { AppError, Conflict, Forbidden, NotFound, ValidationError } from "@/server/errors";
import type { ActiveWorkspace } from "./membership";
import { roleAtLeast, type WorkspaceRole } from "./roles";
import { assertTeam } from "./teams";

export interface MemberRow {
  userId: string;
  name: string;
  /** Shown to admins and the owner only. */
  email: string | null;
  role: WorkspaceRole;
  joinedAt: Date;
  /** AI prompts this member spent in this workspace since the 1st of this month (UTC). */
  promptsThisMonth: number;
}

const ROLE_ORDER = Prisma.sql`CASE m."role" WHEN 'OWNER' THEN 0 WHEN 'ADMIN' THEN 1 WHEN 'EDITOR' THEN 2 WHEN 'CONTRIBUTOR' THEN 3 ELSE 4 END`;

export function monthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The members, highest role first, with what each spent this month (one statement, one ledger scan by index). */
export async function listMembers(workspace: Pick<ActiveWorkspace, "id" | "role">, now = new Date()): Promise<MemberRow[]> {
  const showEmails = roleAtLeast(workspace.role, "ADMIN");
  const rows = await sql<MemberRow>(Prisma.sql`
    WITH spent AS (
      SELECT "userId", sum("amount")::int AS "prompts" FROM "AiPromptLedger"
      WHERE "workspaceId" = ${workspace.id} AND "createdAt" >= ${monthStart(now)} GROUP BY "userId"
    )
    SELECT u."id" AS "userId", u."name", u."email", m."role"::text AS "role", m."createdAt" AS "joinedAt",
           coalesce(s."prompts", 0) AS "promptsThisMonth"
    FROM "Membership" m JOIN "User" u ON u."id" = m."userId" LEFT JOIN spent s ON s."userId" = m."userId"
    WHERE m."workspaceId" = ${workspace.id}
    ORDER BY ${ROLE_ORDER}, lower(u."name"), u."id"`);
  return showEmails ? rows : rows.map((row) => ({ ...row, email: null }));
}

interface Manager {
  workspace: ActiveWorkspace;
  userId: string;
}

async function targetRole(workspaceId: string, userId: string): Promise<WorkspaceRole> {
  const found = await db.membership.findUnique({ where: { workspaceId_userId: { workspaceId, userId } }, select: { role: true } });
  if (!found) throw NotFound("Member");
  return found.role;
}

const ONLY_OWNER_ADMINS = "Only the workspace's owner makes or removes admins";

/**
 * Changes a member's role. Admins change editors, contributors and clients; only the owner makes or
 * unmakes admins; the owner's own role changes only by transferring ownership.
 */
export async function changeMemberRole(by: Manager, targetUserId: string, role: Exclude<WorkspaceRole, "OWNER">): Promise<MemberRoleChange> {
  assertTeam(by.workspace);
  const current = await targetRole(by.workspace.id, targetUserId);
  if (current === "OWNER") throw Forbidden("The owner's role changes only by transferring ownership");
  if ((current === "ADMIN" || role === "ADMIN") && by.workspace.role !== "OWNER") throw Forbidden(ONLY_OWNER_ADMINS);
  // Guarded by the role read above: a concurrent change in between answers 409 instead of being overwritten.
  const { count } = await db.membership.updateMany({ where: { workspaceId: by.workspace.id, userId: targetUserId, role: current }, data: { role } });
  if (count === 0) throw Conflict("This member's role changed meanwhile; reload and try again");
  return { userId: targetUserId, role };
}

export interface MemberRoleChange {
  userId: string;
  role: WorkspaceRole;
}

/** Removes another member (leaving is leaveWorkspace). Their work stays in the workspace. */
export async function removeMember(by: Manager, targetUserId: string): Promise<void> {
  assertTeam(by.workspace);
  if (targetUserId === by.userId) throw ValidationError("To leave the workspace yourself, use Leave workspace");
  const current = await targetRole(by.workspace.id, targetUserId);
  if (current === "OWNER") throw Forbidden("The owner cannot be removed; the owner can transfer ownership and then leave");
  if (current === "ADMIN" && by.workspace.role !== "OWNER") throw Forbidden(ONLY_OWNER_ADMINS);
  await endMembership(by.workspace.id, targetUserId);
}

/**
 * Ends a membership (never the owner's: an ownership transfer may land meanwhile, so the statement
 * checks again) and, with it, the member's notifications of that workspace, whose links would lead
 * where they can no longer go. Their work stays in the workspace.
 */
async function endMembership(workspaceId: string, userId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.membership.deleteMany({ where: { workspaceId, userId, role: { not: "OWNER" } } });
    if (count > 0) await tx.notification.deleteMany({ where: { workspaceId, userId } });
  });
}

export const OWNER_CANNOT_LEAVE_MESSAGE = "The owner cannot leave the workspace: transfer ownership to another member first";

export async function leaveWorkspace(workspace: ActiveWorkspace, userId: string): Promise<void> {
  assertTeam(workspace, "You cannot leave your personal workspace");
  if (workspace.ownerUserId === userId) throw Conflict(OWNER_CANNOT_LEAVE_MESSAGE);
  await endMembership(workspace.id, userId);
}

/**
 * Makes another member the owner (whose plan then pays); the previous owner stays as an admin.
 * A new owner without a team plan leaves the workspace paused until they take one.
 */
export async function transferOwnership(by: Manager, newOwnerUserId: string): Promise<{ ownerUserId: string }> {
  assertTeam(by.workspace, "A personal workspace cannot be transferred");
  if (newOwnerUserId === by.userId) throw ValidationError("You already own this workspace");
  return db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<Array<{ ownerId: string }>>(
      Prisma.sql`SELECT "ownerId" FROM "Workspace" WHERE "id" = ${by.workspace.id} FOR UPDATE`,
    );
    if (locked?.ownerId !== by.userId) throw new AppError("FORBIDDEN", "Only the workspace's owner can do this");
    const { count } = await tx.membership.updateMany({ where: { workspaceId: by.workspace.id, userId: newOwnerUserId }, data: { role: "OWNER" } });
    if (count === 0) throw NotFound("Member");
    await tx.membership.update({ where: { workspaceId_userId: { workspaceId: by.workspace.id, userId: by.userId } }, data: { role: "ADMIN" } });
    await tx.workspace.update({ where: { id: by.workspace.id }, data: { ownerId: newOwnerUserId } });
    return { ownerUserId: newOwnerUserId };
  });
}
