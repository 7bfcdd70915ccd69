/** The zod schemas of the API keys router (src/server/api/routers/api-keys.ts). */
import { z } from "zod";
import { API_KEY_SCOPES } from "@/lib/api-keys";
import { WORKSPACE_ROLES } from "@/server/services/workspaces/roles";
import { isoDateTime, requiredString } from "@/server/api/schemas/common";

const scopeField = z.enum(API_KEY_SCOPES, { error: `Scopes are among ${API_KEY_SCOPES.join(", ")}` });

export const createApiKeyInput = z.object({
  name: requiredString("Name", 100),
  role: z.enum(WORKSPACE_ROLES, { error: `Role is one of ${WORKSPACE_ROLES.join(", ")}` }),
  scopes: z.array(scopeField, { error: "Scopes must be a list" }).min(1, "Choose at least one scope").max(API_KEY_SCOPES.length),
  expiresAt: isoDateTime.nullable().optional(),
});

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  role: z.enum(WORKSPACE_ROLES),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  status: z.enum(["active", "expired", "revoked"]),
  expiresAt: z.date().nullable(),
  lastUsedAt: z.date().nullable(),
  createdAt: z.date(),
  revokedAt: z.date().nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
});
