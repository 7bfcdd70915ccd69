/**
 * The workspace's approval policy (issue 26): whose posts go to review before they are scheduled or
 * published. everyone: every member's; contributors: contributors' (team default); never: nobody's
 * (personal workspaces, the spec's behaviour). Read on each transition that can submit, so a change
 * of policy or role applies to the member's next request.
 */
import type { ApprovalPolicy } from "@/lib/post-statuses";
import { db, Prisma, sql } from "@/server/db";
import { ValidationError } from "@/server/errors";
import type { Actor } from "./actor";
import { roleAtLeast, type WorkspaceRole } from "./roles";

/** Whether `role`'s posts need approval under `policy` (clients never write: their requests are refused first). */
export function approvalApplies(policy: ApprovalPolicy, role: WorkspaceRole | null): boolean {
  if (policy === "everyone") return true;
  if (policy === "contributors") return role === "CONTRIBUTOR" || role === "CLIENT";
  return false;
}

/**
 * Whether the acting member's posts need approval in the active workspace now. A member's request
 * carries the policy and the role, read with the membership on this request (so a change applies to
 * the next request): no query. Otherwise (the worker, a review link) one primary-key lookup.
 */
export async function actorNeedsApproval(actor: Actor): Promise<boolean> {
  if (actor.role && actor.approvalPolicy) return approvalApplies(actor.approvalPolicy, actor.role);
  return readApprovalNeed(actor);
}

/** The lookup itself: the workspace's policy and the member's stored role (lowered to the request's role, if any). */
export async function readApprovalNeed(actor: Pick<Actor, "userId" | "workspaceId" | "role">): Promise<boolean> {
  const [row] = await sql<{ policy: ApprovalPolicy; role: WorkspaceRole | null }>(Prisma.sql`
    SELECT w."approvalPolicy"::text AS "policy", m."role"::text AS "role"
      FROM "Workspace" w LEFT JOIN "Membership" m ON m."workspaceId" = w."id" AND m."userId" = ${actor.userId}
     WHERE w."id" = ${actor.workspaceId}`);
  if (!row) return false;
  // An API key or OAuth token acts with the lower of its role and its creator's (authenticate.ts): a
  // contributor's key made by an editor submits for review like a contributor.
  const role = row.role && actor.role && !roleAtLeast(actor.role, row.role) ? actor.role : row.role;
  return approvalApplies(row.policy, role);
}

export async function getApprovalPolicy(workspaceId: string): Promise<ApprovalPolicy> {
  const workspace = await db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { approvalPolicy: true } });
  return workspace.approvalPolicy;
}

/** Sets the policy; posts already in review stay there (they are approved or sent back as before). */
export async function setApprovalPolicy(workspaceId: string, policy: ApprovalPolicy): Promise<ApprovalPolicy> {
  const workspace = await db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { kind: true } });
  // A personal workspace has one member, its owner: "everyone" would leave nobody to approve.
  if (workspace.kind === "personal" && policy === "everyone") {
    throw ValidationError("A personal workspace has nobody else to approve its posts: choose contributors or never.");
  }
  await db.workspace.update({ where: { id: workspaceId }, data: { approvalPolicy: policy } });
  return policy;
}
