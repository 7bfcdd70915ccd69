import { z } from "zod";
import { createTRPCRouter, workspaceMembersProcedure, workspaceProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { changeMemberRole, leaveWorkspace, listMembers, removeMember, transferOwnership } from "@/server/services/workspaces/members";
import { invitableRoleSchema, memberSchema, messageAnswer, userIdParam } from "./members.schemas";

/**
 * The active workspace's members (issue #26). Managing them stays open while the workspace is paused
 * (workspaceMembersProcedure), so that its owner can still tidy up.
 */
export const membersRouter = createTRPCRouter({
  list: workspaceProcedure("CLIENT")
    .meta(
      rest("GET", "/workspaces/current/members", "workspaces", {
        summary: "The active workspace's members, highest role first, with the AI prompts each spent there this month (e-mails: admins only).",
      }),
    )
    .input(z.void())
    .output(z.object({ success: z.literal(true), data: z.array(memberSchema) }))
    .query(async ({ ctx }) => ok({ data: await listMembers(ctx.workspace) })),

  changeRole: workspaceMembersProcedure("ADMIN")
    .meta(
      rest("PATCH", "/workspaces/current/members/{userId}", "workspaces", {
        summary: "Change a member's role (admin or owner; only the owner makes or removes admins). Counts from the member's next request.",
      }),
    )
    .input(userIdParam.extend({ role: invitableRoleSchema }))
    .output(messageAnswer.extend({ data: z.object({ userId: z.string(), role: z.string() }) }))
    .mutation(async ({ ctx, input }) =>
      ok({ message: "Role changed", data: await changeMemberRole({ workspace: ctx.workspace, userId: ctx.user.id }, input.userId, input.role) }),
    ),

  remove: workspaceMembersProcedure("ADMIN")
    .meta(
      rest("DELETE", "/workspaces/current/members/{userId}", "workspaces", {
        summary: "Remove a member (admin or owner; only the owner removes admins). Their posts and files stay in the workspace.",
      }),
    )
    .input(userIdParam)
    .output(messageAnswer)
    .mutation(async ({ ctx, input }) => {
      await removeMember({ workspace: ctx.workspace, userId: ctx.user.id }, input.userId);
      return ok({ message: "Member removed" });
    }),

  leave: workspaceMembersProcedure("CLIENT")
    .meta(
      rest("POST", "/workspaces/current/leave", "workspaces", {
        summary: "Leave the active team workspace (the owner transfers ownership first). Your posts there stay with the workspace.",
      }),
    )
    .input(z.void())
    .output(messageAnswer)
    .mutation(async ({ ctx }) => {
      await leaveWorkspace(ctx.workspace, ctx.user.id);
      return ok({ message: "You left the workspace" });
    }),

  transferOwnership: workspaceMembersProcedure("OWNER")
    .meta(
      rest("POST", "/workspaces/current/transfer", "workspaces", {
        summary: "Make another member the owner (whose plan then pays); you stay as an admin. Owner only.",
      }),
    )
    .input(userIdParam)
    .output(messageAnswer.extend({ data: z.object({ ownerUserId: z.string() }) }))
    .mutation(async ({ ctx, input }) =>
      ok({ message: "Ownership transferred", data: await transferOwnership({ workspace: ctx.workspace, userId: ctx.user.id }, input.userId) }),
    ),
});
