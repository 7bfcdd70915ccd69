import { z } from "zod";
import { createTRPCRouter, protectedProcedure, publicProcedure, workspaceMembersProcedure, workspaceProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import {
  acceptInvitation,
  inviteMember,
  listPendingInvitations,
  previewInvitation,
  renewInvitationLink,
  revokeInvitation,
} from "@/server/services/workspaces/invitations";
import { workspaceSummarySchema } from "./workspace.schemas";
import { invitationPreviewSchema, inviteInput, issuedInvitationSchema, messageAnswer, pendingInvitationSchema, tokenParam } from "./members.schemas";

const idParam = z.object({ id: z.string().min(1).max(64) });

/** Invitations to the active team workspace (admins and the owner), and accepting one by its link (issue #26). */
export const invitationsRouter = createTRPCRouter({
  pending: workspaceProcedure("ADMIN")
    .meta(
      rest("GET", "/workspaces/current/invitations", "workspaces", {
        summary: "Open invitations of the active workspace, newest first (expired ones flagged).",
      }),
    )
    .input(z.void())
    .output(z.object({ success: z.literal(true), data: z.array(pendingInvitationSchema) }))
    .query(async ({ ctx }) => ok({ data: await listPendingInvitations(ctx.workspace.id) })),

  create: workspaceProcedure("ADMIN")
    .meta(
      rest("POST", "/workspaces/current/invitations", "workspaces", {
        summary:
          "Invite an e-mail address with a role (only the owner invites admins). E-mailed when SMTP is set; the answer's link can be copied either way.",
      }),
    )
    .input(inviteInput)
    .output(issuedInvitationSchema)
    .mutation(async ({ ctx, input }) => {
      const issued = await inviteMember({ workspace: ctx.workspace, userId: ctx.user.id }, input);
      return ok({ message: issued.emailSent ? `Invitation sent to ${issued.invitation.email}` : "Invitation created: copy the link", ...issued });
    }),

  revoke: workspaceMembersProcedure("ADMIN")
    .meta(rest("DELETE", "/workspaces/current/invitations/{id}", "workspaces", { summary: "Revoke an open invitation: its link stops working." }))
    .input(idParam)
    .output(messageAnswer)
    .mutation(async ({ ctx, input }) => {
      await revokeInvitation(ctx.workspace.id, input.id);
      return ok({ message: "Invitation revoked" });
    }),

  renewLink: workspaceProcedure("ADMIN")
    .meta(
      rest("POST", "/workspaces/current/invitations/{id}/link", "workspaces", {
        summary: "A new link for an open invitation (the previous link stops working), valid for another 7 days.",
      }),
    )
    .input(idParam)
    .output(issuedInvitationSchema)
    .mutation(async ({ ctx, input }) =>
      ok({ message: "New invitation link", ...(await renewInvitationLink({ workspace: ctx.workspace, userId: ctx.user.id }, input.id)) }),
    ),

  preview: publicProcedure
    .meta(
      rest("GET", "/invitations/{token}", "workspaces", {
        protect: false,
        summary: "What an invitation link offers, and why it cannot be accepted if so.",
      }),
    )
    .input(tokenParam)
    .output(z.object({ success: z.literal(true), data: invitationPreviewSchema }))
    .query(async ({ ctx, input }) => ok({ data: await previewInvitation(input.token, ctx.user) })),

  accept: protectedProcedure
    .meta(
      rest("POST", "/invitations/{token}/accept", "workspaces", {
        summary: "Accept an invitation as the signed-in user (whose e-mail must be the invited one); answers the workspace joined.",
      }),
    )
    .input(tokenParam)
    .output(messageAnswer.extend({ data: workspaceSummarySchema }))
    .mutation(async ({ ctx, input }) => {
      const joined = await acceptInvitation(input.token, ctx.user);
      return ok({ message: `Welcome to ${joined.name}`, data: joined });
    }),
});
