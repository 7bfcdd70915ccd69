/** The zod schemas of the connected apps router (src/server/api/routers/connected-apps.ts). */
import { z } from "zod";
import { API_KEY_SCOPES } from "@/lib/api-keys";
import { WORKSPACE_ROLES } from "@/server/services/workspaces/roles";

export const connectedAppSchema = z.object({
  id: z.string(),
  clientName: z.string().describe("The name the app registered with"),
  workspace: z.object({ id: z.string(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string() }).describe("The member who connected it"),
  role: z.enum(WORKSPACE_ROLES),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  connectedAt: z.date(),
  lastUsedAt: z.date().nullable().describe("The latest use of any of its access tokens"),
});
