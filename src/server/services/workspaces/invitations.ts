/**
 * Invitations to team workspaces (issue 26): an admin invites an address with a role; the link (a
 * random token, kept as its SHA-256 only) is e-mailed when SMTP is set and always shown once to copy;
 * it expires after INVITATION_TTL_DAYS, can be revoked or replaced by a new link, and is accepted by
 * a signed-in user with that address, within the owner's plan's member limit.
 */
import { recordWebhookEvent } from "@/server/services/webhooks/record";
import { createHash, randomBytes } from "node:crypto";
import { db, Prisma } from "@/server/db";
import { AppError, Conflict, Forbidden, NotFound } from "@/server/errors";
import { notify } from "@/server/services/notifications/notify";
import { sendInvitationEmail, invitationLink } from "./invitation-mail";
import type { ActiveWorkspace } from "./membership";
import { WORKSPACE_ROLE_LABEL, type WorkspaceRole } from "./roles";
import { assertRoom, assertTeam, lockedSeats } from "./teams";

export const INVITATION_TTL_DAYS = 7;
export type InvitableRole = Exclude<WorkspaceRole, "OWNER">;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function newToken(now: Date) {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000) };
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: WorkspaceRole;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
}

export interface IssuedInvitation {
  invitation: PendingInvitation;
  /** The link to copy: shown once, never stored. */
  link: string;
  emailSent: boolean;
}

const PENDING_SELECT = { id: true, email: true, role: true, createdAt: true, expiresAt: true, invitedBy: { select: { name: true } } } as const;

function pendingView(row: Prisma.InvitationGetPayload<{ select: typeof PENDING_SELECT }>, now: Date): PendingInvitation {
  const { invitedBy, ...rest } = row;
  return { ...rest, invitedBy: invitedBy?.name ?? null, expired: row.expiresAt <= now };
}

interface Inviter {
  workspace: ActiveWorkspace;
  userId: string;
}

/** Invites `email` with `role`; an earlier open invitation of the same address is replaced. */
export async function inviteMember(by: Inviter, input: { email: string; role: InvitableRole }, now = new Date()): Promise<IssuedInvitation> {
  assertTeam(by.workspace, "Invite people to a team workspace; a personal workspace is yours alone");
  if (input.role === "ADMIN" && by.workspace.role !== "OWNER") throw Forbidden("Only the workspace's owner invites admins");
  const email = input.email.trim().toLowerCase();
  const issued = newToken(now);
  const created = await db.$transaction(async (tx) => {
    // Replaced first, so that its seat is free for the new one (rolled back with the rest on a refusal).
    await tx.invitation.updateMany({ where: { workspaceId: by.workspace.id, email, acceptedAt: null, revokedAt: null }, data: { revokedAt: now } });
    const seats = await lockedSeats(tx, by.workspace.id);
    const member = await tx.membership.findFirst({
      where: { workspaceId: by.workspace.id, user: { email: { equals: email, mode: "insensitive" } } },
      select: { userId: true },
    });
    if (member) throw Conflict(`${email} is already a member of this workspace`);
    assertRoom(seats, { countPending: true });
    return tx.invitation.create({
      data: {
        workspaceId: by.workspace.id,
        email,
        role: input.role,
        tokenHash: issued.tokenHash,
        invitedById: by.userId,
        expiresAt: issued.expiresAt,
      },
      select: { ...PENDING_SELECT, workspace: { select: { name: true } } },
    });
  });
  const link = invitationLink(issued.token);
  const { workspace, ...row } = created;
  const emailSent = await sendInvitationEmail({
    to: email,
    link,
    workspaceName: workspace.name,
    inviterName: row.invitedBy?.name ?? "A member",
    role: input.role,
    expiresAt: issued.expiresAt,
  });
  return { invitation: pendingView(row, now), link, emailSent };
}

/** Invitations not yet accepted or revoked, newest first (expired ones too, flagged, so they can be renewed). */
export async function listPendingInvitations(workspaceId: string, now = new Date()): Promise<PendingInvitation[]> {
  const rows = await db.invitation.findMany({
    where: { workspaceId, acceptedAt: null, revokedAt: null },
    select: PENDING_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: 200,
  });
  return rows.map((row) => pendingView(row, now));
}

export async function revokeInvitation(workspaceId: string, invitationId: string, now = new Date()): Promise<void> {
  const { count } = await db.invitation.updateMany({
    where: { id: invitationId, workspaceId, acceptedAt: null, revokedAt: null },
    data: { revokedAt: now },
  });
  if (count === 0) throw NotFound("Invitation");
}

/** A new link for an open invitation (the old one stops working), valid for another INVITATION_TTL_DAYS. */
export async function renewInvitationLink(by: Inviter, invitationId: string, now = new Date()): Promise<IssuedInvitation> {
  const issued = newToken(now);
  const row = await db.$transaction(async (tx) => {
    const open = await tx.invitation.findFirst({ where: { id: invitationId, workspaceId: by.workspace.id, acceptedAt: null, revokedAt: null } });
    if (!open) throw NotFound("Invitation");
    // An expired invitation no longer holds a seat: renewing it takes one again.
    assertRoom(await lockedSeats(tx, by.workspace.id, open.id), { countPending: true });
    return tx.invitation.update({
      where: { id: open.id },
      data: { tokenHash: issued.tokenHash, expiresAt: issued.expiresAt },
      select: PENDING_SELECT,
    });
  });
  return { invitation: pendingView(row, now), link: invitationLink(issued.token), emailSent: false };
}

export type InvitationState = "pending" | "expired" | "revoked" | "accepted";

export interface InvitationPreview {
  workspaceName: string;
  inviterName: string | null;
  email: string;
  role: WorkspaceRole;
  state: InvitationState;
  expiresAt: Date;
  /** Why it cannot be accepted as things stand (null: it can, by a user signed in with `email`). */
  problem: string | null;
}

const INVALID_LINK = "This invitation link is not valid. Ask the workspace's admins for a new one.";

async function findByToken(token: string) {
  const found = await db.invitation.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { workspace: { select: { name: true } }, invitedBy: { select: { name: true } } },
  });
  if (!found) throw new AppError("NOT_FOUND", INVALID_LINK);
  return found;
}

type Found = Awaited<ReturnType<typeof findByToken>>;

function stateOf(inv: Found, now: Date): InvitationState {
  if (inv.acceptedAt) return "accepted";
  if (inv.revokedAt) return "revoked";
  return inv.expiresAt <= now ? "expired" : "pending";
}

/** The message for an invitation that cannot be accepted in `state` (null for pending). */
function stateProblem(inv: Found, state: InvitationState): string | null {
  const who = inv.invitedBy?.name ? `${inv.invitedBy.name}` : "the workspace's admins";
  if (state === "expired") return `This invitation expired on ${inv.expiresAt.toUTCString()}. Ask ${who} for a new one.`;
  if (state === "revoked") return `This invitation was withdrawn. Ask ${who} for a new one if you should join "${inv.workspace.name}".`;
  if (state === "accepted") return "This invitation has already been accepted.";
  return null;
}

function wrongAddress(inv: Found, viewerEmail: string): string | null {
  if (viewerEmail.toLowerCase() === inv.email) return null;
  return `This invitation is for ${inv.email}, and you are signed in as ${viewerEmail}. Sign in with ${inv.email} to accept it.`;
}

/** What the /invite/[token] page shows; `viewer` is the signed-in user, if any. */
export async function previewInvitation(token: string, viewer: { email: string } | null, now = new Date()): Promise<InvitationPreview> {
  const inv = await findByToken(token);
  const state = stateOf(inv, now);
  return {
    workspaceName: inv.workspace.name,
    inviterName: inv.invitedBy?.name ?? null,
    email: inv.email,
    role: inv.role,
    state,
    expiresAt: inv.expiresAt,
    problem: stateProblem(inv, state) ?? (viewer ? wrongAddress(inv, viewer.email) : null),
  };
}

/**
 * Accepts the invitation as `user`: one transaction admits them (within the member limit, counted
 * under the workspace's lock), marks the invitation accepted and tells the inviter and the admins.
 */
export async function acceptInvitation(
  token: string,
  user: { id: string; email: string; name: string },
  now = new Date(),
): Promise<{ id: string; name: string; kind: "team"; role: WorkspaceRole }> {
  const inv = await findByToken(token);
  const problem = stateProblem(inv, stateOf(inv, now));
  if (problem) throw Conflict(problem);
  const wrong = wrongAddress(inv, user.email);
  if (wrong) throw Forbidden(wrong);
  return db.$transaction(async (tx) => {
    const seats = await lockedSeats(tx, inv.workspaceId, inv.id);
    const already = await tx.membership.findUnique({ where: { workspaceId_userId: { workspaceId: inv.workspaceId, userId: user.id } } });
    if (already) throw Conflict(`You are already a member of "${inv.workspace.name}".`);
    assertRoom(seats, { countPending: false });
    // Guarded: a revocation or a second acceptance that landed meanwhile wins.
    const { count } = await tx.invitation.updateMany({
      where: { id: inv.id, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
      data: { acceptedAt: now },
    });
    if (count === 0) throw Conflict("This invitation is no longer open. Ask the workspace's admins for a new one.");
    await tx.membership.create({ data: { workspaceId: inv.workspaceId, userId: user.id, role: inv.role } });
    await recordWebhookEvent(tx, {
      workspaceId: inv.workspaceId,
      type: "member.joined",
      data: { member: { userId: user.id, name: user.name, role: inv.role }, invitationId: inv.id },
    });
    const admins = await tx.membership.findMany({
      where: { workspaceId: inv.workspaceId, role: { in: ["OWNER", "ADMIN"] } },
      select: { userId: true },
    });
    await notify(tx, {
      kind: "invitation_accepted",
      recipientIds: [...(inv.invitedById ? [inv.invitedById] : []), ...admins.map((a) => a.userId)],
      workspaceId: inv.workspaceId,
      actorUserId: user.id,
      title: `${user.name} joined ${inv.workspace.name}`,
      body: `${user.name} accepted the invitation and joined as ${WORKSPACE_ROLE_LABEL[inv.role]}.`,
      link: "/workspace",
    });
    return { id: inv.workspaceId, name: inv.workspace.name, kind: "team" as const, role: inv.role };
  });
}
