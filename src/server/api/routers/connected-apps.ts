import { z } from "zod";
import { createTRPCRouter, workspaceProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { idParam } from "@/server/api/schemas/common";
import { roleAtLeast, type WorkspaceRole } from "@/server/services/workspaces/roles";
import { disconnectApp, listConnectedApps, type Viewer } from "@/server/services/oauth/connected-apps";
import { connectedAppSchema } from "./connected-apps.schemas";

function viewer(ctx: { actor: { userId: string; workspaceId: string }; workspace: { role: WorkspaceRole } }): Viewer {
  return { userId: ctx.actor.userId, workspaceId: ctx.actor.workspaceId, role: ctx.workspace.role };
}

/**
 * The active workspace's connected apps (OAuth grants: MCP connectors). Every member sees and
 * disconnects their own; admins and the owner see and disconnect everyone's (decisions.md,
 * "Connected apps"). With an API key, disconnecting needs the admin scope, as managing keys does.
 */
export const connectedAppsRouter = createTRPCRouter({
  list: workspaceProcedure("CLIENT")
    .meta(
      rest("GET", "/connected-apps", "connected-apps", {
        summary: "The apps connected to the workspace through OAuth (yours; everyone's for admins) with their last use",
      }),
    )
    .input(z.void())
    .output(z.object({ success: z.literal(true), apps: z.array(connectedAppSchema), seesAll: z.boolean() }))
    .query(async ({ ctx }) => ok({ apps: await listConnectedApps(viewer(ctx)), seesAll: roleAtLeast(ctx.workspace.role, "ADMIN") })),

  revoke: workspaceProcedure("CLIENT")
    .meta(
      rest("DELETE", "/connected-apps/{id}", "connected-apps", {
        summary: "Disconnect an app: its grant and every access token end at once, refused on the next request",
        scope: "admin",
      }),
    )
    .input(idParam)
    .output(z.object({ success: z.literal(true), message: z.string(), app: z.object({ id: z.string(), clientName: z.string() }) }))
    .mutation(async ({ ctx, input }) => {
      const app = await disconnectApp(viewer(ctx), input.id);
      return ok({ message: `${app.clientName} disconnected`, app });
    }),
});
