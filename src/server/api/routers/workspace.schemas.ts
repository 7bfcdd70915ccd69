/** The zod schemas of the workspace router (src/server/api/routers/workspace.ts). */
import { z } from "zod";
import { WORKSPACE_ROLES } from "@/server/services/workspaces/roles";

export const workspaceSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(["personal", "team"]),
  role: z.enum(WORKSPACE_ROLES),
});

export const activeWorkspaceSchema = z.object({
  id: z.string(),
  kind: z.enum(["personal", "team"]),
  role: z.enum(WORKSPACE_ROLES),
});
