/** The zod schemas of the members and invitations routers (members.ts, invitations.ts). */
import { z } from "zod";
import { WORKSPACE_ROLES } from "@/server/services/workspaces/roles";

const roleSchema = z.enum(WORKSPACE_ROLES);
export const invitableRoleSchema = z.enum(["ADMIN", "EDITOR", "CONTRIBUTOR", "CLIENT"], {
  message: "Choose a role: ADMIN, EDITOR, CONTRIBUTOR or CLIENT (ownership is transferred, not given)",
});

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  joinedAt: z.date(),
  promptsThisMonth: z.number().int(),
});

export const userIdParam = z.object({ userId: z.string().min(1).max(64) });

export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  invitedBy: z.string().nullable(),
  createdAt: z.date(),
  expiresAt: z.date(),
  expired: z.boolean(),
});

export const issuedInvitationSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  invitation: pendingInvitationSchema,
  link: z.string(),
  emailSent: z.boolean(),
});

export const inviteInput = z.object({
  email: z.string().trim().email("Enter a valid e-mail address").max(254),
  role: invitableRoleSchema,
});

export const tokenParam = z.object({ token: z.string().min(16).max(128) });

export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  inviterName: z.string().nullable(),
  email: z.string(),
  role: roleSchema,
  state: z.enum(["pending", "expired", "revoked", "accepted"]),
  expiresAt: z.date(),
  problem: z.string().nullable(),
});

export const messageAnswer = z.object({ success: z.literal(true), message: z.string() });
