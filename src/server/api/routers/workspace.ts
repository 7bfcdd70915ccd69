import { z } from "zod";
import { createTRPCRouter, protectedProcedure, workspaceProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { listMemberships } from "@/server/services/workspaces/membership";
import { activeWorkspaceSchema, workspaceSummarySchema } from "./workspace.schemas";

/**
 * Workspaces (issue #26): which ones the caller belongs to, and which one a request acts in. Other
 * routers scope their procedures with workspaceProcedure(minimum role); REST callers choose the
 * workspace with the X-Workspace-Id header (default: their personal workspace).
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
        summary: "The workspace this request acts in (X-Workspace-Id, else your personal workspace) and your role there.",
      }),
    )
    .input(z.void())
    .output(z.object({ success: z.literal(true), data: activeWorkspaceSchema }))
    .query(({ ctx }) => ok({ data: { id: ctx.workspace.id, kind: ctx.workspace.kind, role: ctx.workspace.role } })),
});
