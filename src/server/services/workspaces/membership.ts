/**
 * Which workspace a request acts in, and as what. Read on every request that names a workspace
 * scope (never cached), so a role change or a removal takes effect on the member's next request.
 */
import { Prisma, sql } from "@/server/db";
import type { AccessSubject } from "@/lib/access";
import type { ApprovalPolicy } from "@/lib/post-statuses";
import { teamAllowance } from "@/lib/teams";
import type { WorkspaceRole } from "./roles";

export type WorkspaceKind = "personal" | "team";

export interface ActiveWorkspace {
  id: string;
  name: string;
  kind: WorkspaceKind;
  /** The caller's role in it. */
  role: WorkspaceRole;
  /** Whose plan pays for it (AI prompts, limits). */
  ownerUserId: string;
  /** The owner's role and subscription, read with the membership: whether the team is paused. */
  ownerPlan: AccessSubject;
  /** Whose posts need approval here, read with the membership (no query of its own on a save). */
  approvalPolicy: ApprovalPolicy;
}

/**
 * A team workspace whose owner's plan no longer includes teams (a downgrade, a lapsed payment):
 * members keep reading, writing waits for the owner (workspaceAccess in src/server/api/trpc.ts).
 */
export function isWorkspacePaused(workspace: Pick<ActiveWorkspace, "kind" | "ownerPlan">): boolean {
  return workspace.kind === "team" && teamAllowance(workspace.ownerPlan) === null;
}

/** Workspace ids are ours (cuid or the migration's "w" + 32 hex): anything else cannot name one. */
const WORKSPACE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isWorkspaceId(value: string): boolean {
  return WORKSPACE_ID.test(value);
}

const OWNER_PLAN = Prisma.sql`json_build_object('role', o."role", 'subscription', o."subscription")`;

/**
 * The caller's membership of `workspaceId`, or of their personal workspace when it is null; null when
 * they are not a member (the caller answers 404: a workspace's existence is not revealed). One
 * primary-key (or unique-index) lookup joined to its workspace.
 */
export async function findMembership(userId: string, workspaceId: string | null): Promise<ActiveWorkspace | null> {
  if (workspaceId !== null && !isWorkspaceId(workspaceId)) return null;
  const [row] = await sql<{ membership: ActiveWorkspace | null }>(
    Prisma.sql`SELECT ${membershipSubquery(Prisma.sql`${userId}`, workspaceId)} AS "membership"`,
  );
  return row?.membership ?? null;
}

/**
 * The same lookup as a scalar subquery for the request's user query (src/server/services/auth/request-user.ts):
 * the token check and the membership in one round trip. `userColumn` is that query's user id column.
 * Answers a JSON object (ActiveWorkspace) or NULL.
 */
export function membershipSubquery(userColumn: Prisma.Sql, workspaceId: string | null): Prisma.Sql {
  if (workspaceId !== null && !isWorkspaceId(workspaceId)) return Prisma.sql`NULL::json`;
  return workspaceId === null
    ? Prisma.sql`(SELECT ${MEMBERSHIP_COLUMNS} FROM "Workspace" w JOIN "Membership" m ON m."workspaceId" = w."id" AND m."userId" = ${userColumn}
                  JOIN "User" o ON o."id" = w."ownerId" WHERE w."personalOwnerId" = ${userColumn})`
    : membershipInSubquery(userColumn, Prisma.sql`${workspaceId}`);
}

/** What an ActiveWorkspace is read as, one home for both lookups. */
const MEMBERSHIP_COLUMNS = Prisma.sql`json_build_object('id', w."id", 'name', w."name", 'kind', w."kind", 'role', m."role", 'ownerUserId', w."ownerId", 'ownerPlan', ${OWNER_PLAN}, 'approvalPolicy', w."approvalPolicy")`;

/** The membership of a user (column or value) in a workspace (column or value), as a scalar subquery (an API key's, too). */
export function membershipInSubquery(userColumn: Prisma.Sql, workspaceColumn: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT ${MEMBERSHIP_COLUMNS} FROM "Membership" m JOIN "Workspace" w ON w."id" = m."workspaceId"
                  JOIN "User" o ON o."id" = w."ownerId" WHERE m."workspaceId" = ${workspaceColumn} AND m."userId" = ${userColumn})`;
}

/** The id of a user's personal workspace (created with the user; see the workspaces migration). */
export async function personalWorkspaceId(userId: string): Promise<string | null> {
  const [row] = await sql<{ id: string }>(Prisma.sql`SELECT "id" FROM "Workspace" WHERE "personalOwnerId" = ${userId}`);
  return row?.id ?? null;
}

export interface WorkspaceSummary {
  id: string;
  name: string;
  kind: WorkspaceKind;
  role: WorkspaceRole;
}

/** Every workspace the user belongs to, personal first, then by name (for the switcher). */
export async function listMemberships(userId: string): Promise<WorkspaceSummary[]> {
  return sql<WorkspaceSummary>(Prisma.sql`
    SELECT w."id", w."name", w."kind"::text AS "kind", m."role"::text AS "role"
    FROM "Membership" m JOIN "Workspace" w ON w."id" = m."workspaceId"
    WHERE m."userId" = ${userId}
    ORDER BY (w."kind" = 'personal') DESC, lower(w."name"), w."id"`);
}
