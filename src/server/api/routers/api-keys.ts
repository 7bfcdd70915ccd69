import { z } from "zod";
import { createTRPCRouter, workspaceProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { idParam } from "@/server/api/schemas/common";
import { createApiKey, listApiKeys, revokeApiKey } from "@/server/services/api-keys/keys";
import { roleAtLeast, WORKSPACE_ROLES } from "@/server/services/workspaces/roles";
import { apiKeySchema, createApiKeyInput } from "./api-keys.schemas";

/**
 * The active workspace's API keys (issue 28), for its admins and owner (and, through the API, keys
 * with the admin scope). The secret is in create's answer only.
 */
export const apiKeysRouter = createTRPCRouter({
  list: workspaceProcedure("ADMIN")
    .meta(
      rest("GET", "/api-keys", "api-keys", {
        summary: "The workspace's API keys with their last use (never their secrets), and the roles you may give a new key",
      }),
    )
    .input(z.void())
    .output(z.object({ success: z.literal(true), keys: z.array(apiKeySchema), grantableRoles: z.array(z.enum(WORKSPACE_ROLES)) }))
    .query(async ({ ctx }) =>
      ok({ keys: await listApiKeys(ctx.actor), grantableRoles: WORKSPACE_ROLES.filter((role) => roleAtLeast(ctx.workspace.role, role)) }),
    ),

  // Not replayed for Idempotency-Key retries: the secret would have to be kept to answer it again.
  create: workspaceProcedure("ADMIN")
    .meta(
      rest("POST", "/api-keys", "api-keys", {
        summary: "Create an API key: a name, a role (at most yours), scopes and an optional expiry; the secret is answered once",
        idempotent: false,
      }),
    )
    .input(createApiKeyInput)
    .output(z.object({ success: z.literal(true), message: z.string(), key: apiKeySchema, secret: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const maker = { role: ctx.workspace.role, scopes: ctx.apiKey?.scopes ?? null };
      const made = await createApiKey(ctx.actor, maker, { ...input, expiresAt: input.expiresAt ? new Date(input.expiresAt) : null });
      return ok({ message: "API key created. Copy it now: it is not shown again.", ...made });
    }),

  revoke: workspaceProcedure("ADMIN")
    .meta(rest("DELETE", "/api-keys/{id}", "api-keys", { summary: "Revoke an API key: the next request with it is refused" }))
    .input(idParam)
    .output(z.object({ success: z.literal(true), message: z.string(), key: apiKeySchema }))
    .mutation(async ({ ctx, input }) => ok({ message: "API key revoked", key: await revokeApiKey(ctx.actor, input.id) })),
});
