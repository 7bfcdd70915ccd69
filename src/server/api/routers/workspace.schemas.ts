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

export const workspaceNameSchema = z.string().trim().min(1, "Give the workspace a name").max(80, "A workspace name has at most 80 characters");

/** The active workspace as the app frame shows it: its name, and whether writing is paused (the owner's plan). */
export const currentWorkspaceSchema = activeWorkspaceSchema.extend({ name: z.string(), paused: z.boolean() });
