/**
 * Team workspaces (issue 26): created by users whose plan includes teams (src/lib/teams.ts), renamed
 * by their admins; the member limit every admission checks (invitation, acceptance) lives here too.
 */
import { db, Prisma } from "@/server/db";
import { AppError, Forbidden, ValidationError } from "@/server/errors";
import type { AccessSubject } from "@/lib/access";
import { teamAllowance, WORKSPACE_PAUSED_MESSAGE } from "@/lib/teams";
import type { ActiveWorkspace, WorkspaceSummary } from "./membership";

export const TEAM_PLAN_REQUIRED_MESSAGE = "Team workspaces come with the Pro and Enterprise plans. Upgrade to create one.";

/** Creates a team workspace owned (and paid for) by `user`, who becomes its OWNER. */
export async function createTeamWorkspace(user: { id: string } & AccessSubject, name: string): Promise<WorkspaceSummary> {
  const allowance = teamAllowance(user);
  if (!allowance) throw Forbidden(TEAM_PLAN_REQUIRED_MESSAGE, { requiresUpgrade: true });
  return db.$transaction(async (tx) => {
    // One creation at a time per owner, so two clicks cannot pass the count together.
    await tx.$queryRaw(Prisma.sql`SELECT "id" FROM "User" WHERE "id" = ${user.id} FOR UPDATE`);
    const owned = await tx.workspace.count({ where: { ownerId: user.id, kind: "team" } });
    if (owned >= allowance.workspaces) {
      throw Forbidden(`Your plan includes ${allowance.workspaces} team workspaces and you own ${owned}.`, { requiresUpgrade: true });
    }
    const created = await tx.workspace.create({
      data: { name, kind: "team", ownerId: user.id, memberships: { create: { userId: user.id, role: "OWNER" } } },
      select: { id: true, name: true },
    });
    return { ...created, kind: "team" as const, role: "OWNER" as const };
  });
}

export function assertTeam(workspace: Pick<ActiveWorkspace, "kind">, message = "A personal workspace has no other members."): void {
  if (workspace.kind !== "team") throw ValidationError(message);
}

export async function renameWorkspace(workspace: Pick<ActiveWorkspace, "id" | "kind">, name: string): Promise<{ id: string; name: string }> {
  assertTeam(workspace, "Your personal workspace keeps its name");
  return db.workspace.update({ where: { id: workspace.id }, data: { name }, select: { id: true, name: true } });
}

export interface SeatCount {
  members: number;
  /** Invitations that can still be accepted. */
  pending: number;
  limit: number;
  ownerSubscription: string;
}

/**
 * The workspace's seats, read inside `tx` after locking the workspace row, so that concurrent
 * invitations and acceptances are counted one after the other. `exceptInvitationId`: an invitation
 * being replaced or accepted, not counted as pending.
 */
export async function lockedSeats(tx: Prisma.TransactionClient, workspaceId: string, exceptInvitationId?: string): Promise<SeatCount> {
  // The lock first, on its own: a statement's snapshot is taken when it starts, so counts read in the
  // locking statement would miss what the transaction we waited for committed.
  await tx.$queryRaw(Prisma.sql`SELECT "id" FROM "Workspace" WHERE "id" = ${workspaceId} FOR UPDATE`);
  const [row] = await tx.$queryRaw<Array<{ role: AccessSubject["role"]; subscription: string; members: number; pending: number }>>(Prisma.sql`
    WITH w AS (SELECT "id", "ownerId" FROM "Workspace" WHERE "id" = ${workspaceId})
    SELECT o."role"::text AS "role", o."subscription",
           (SELECT count(*)::int FROM "Membership" m WHERE m."workspaceId" = w."id") AS "members",
           (SELECT count(*)::int FROM "Invitation" i WHERE i."workspaceId" = w."id" AND i."acceptedAt" IS NULL
              AND i."revokedAt" IS NULL AND i."expiresAt" > now() AND i."id" IS DISTINCT FROM ${exceptInvitationId ?? null}) AS "pending"
    FROM w JOIN "User" o ON o."id" = w."ownerId"`);
  if (!row) throw new AppError("NOT_FOUND", "Workspace not found");
  const allowance = teamAllowance({ role: row.role, subscription: row.subscription });
  return { members: row.members, pending: row.pending, limit: allowance?.members ?? 0, ownerSubscription: row.subscription };
}

/** Refuses an admission (counting pending invitations or not) that would pass the owner's plan's member limit. */
export function assertRoom(seats: SeatCount, { countPending }: { countPending: boolean }): void {
  if (seats.limit === 0) throw Forbidden(WORKSPACE_PAUSED_MESSAGE, { workspacePaused: true });
  const taken = seats.members + (countPending ? seats.pending : 0);
  if (taken >= seats.limit) {
    const counted = countPending ? " (pending invitations count)" : "";
    throw Forbidden(`This workspace has reached its limit of ${seats.limit} members on its owner's ${seats.ownerSubscription} plan${counted}.`, {
      memberLimit: seats.limit,
    });
  }
}
