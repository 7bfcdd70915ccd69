import { z } from "zod";
import { createTRPCRouter, protectedProcedure, workspaceProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { isWorkspacePaused, listMemberships } from "@/server/services/workspaces/membership";
import { createTeamWorkspace, renameWorkspace } from "@/server/services/workspaces/teams";
import { currentWorkspaceSchema, workspaceNameSchema, workspaceSummarySchema } from "./workspace.schemas";

/**
 * Workspaces (issue #26): which ones the caller belongs to, which one a request acts in, creating a
 * team and renaming it. Other routers scope their procedures with workspaceProcedure(minimum role);
 * REST callers choose the workspace with the X-Workspace-Id header (default: their personal workspace).
 * Members and invitations: members.ts and invitations.ts.
 */
export const workspaceRouter = createTRPCRouter({
  list: protectedProcedure
    .meta(
      rest("GET", "/workspaces", "workspaces", {
        summary: "The workspaces you belong to (personal first), with your role in each; pass one's id as X-Workspace-Id.",
      }),
    )
    .input(z.void())
    .output(z.object({ success: z.literal(true), data: z.array(workspaceSummarySchema) }))
    .query(async ({ ctx }) => {
      const all = await listMemberships(ctx.user.id);
      // An API key belongs to one workspace: it sees that one, with the role it acts with there.
      const key = ctx.apiKey;
      if (!key) return ok({ data: all });
      const role = ctx.membership?.id === key.workspaceId ? ctx.membership.role : null;
      return ok({ data: all.filter((w) => w.id === key.workspaceId).map((w) => ({ ...w, role: role ?? w.role })) });
    }),

  current: workspaceProcedure("CLIENT")
    .meta(
      rest("GET", "/workspaces/current", "workspaces", {
        summary:
          "The workspace this request acts in (X-Workspace-Id, else your personal workspace), your role there, and whether writing is paused (its owner's plan lapsed).",
      }),
    )
    .input(z.void())
    .output(z.object({ success: z.literal(true), data: currentWorkspaceSchema }))
    .query(({ ctx }) => {
      const { id, name, kind, role } = ctx.workspace;
      return ok({ data: { id, name, kind, role, paused: isWorkspacePaused(ctx.workspace) } });
    }),

  create: protectedProcedure
    .meta(
      rest("POST", "/workspaces", "workspaces", {
        summary: "Create a team workspace you own (Pro and Enterprise plans; the number per plan is on /pricing). Your plan pays for it.",
      }),
    )
    .input(z.object({ name: workspaceNameSchema }))
    .output(z.object({ success: z.literal(true), message: z.string(), data: workspaceSummarySchema }))
    .mutation(async ({ ctx, input }) => ok({ message: "Team workspace created", data: await createTeamWorkspace(ctx.user, input.name) })),

  rename: workspaceProcedure("ADMIN")
    .meta(rest("PATCH", "/workspaces/current", "workspaces", { summary: "Rename the active team workspace (admin or owner)." }))
    .input(z.object({ name: workspaceNameSchema }))
    .output(z.object({ success: z.literal(true), message: z.string(), data: z.object({ id: z.string(), name: z.string() }) }))
    .mutation(async ({ ctx, input }) => ok({ message: "Workspace renamed", data: await renameWorkspace(ctx.workspace, input.name) })),
});
