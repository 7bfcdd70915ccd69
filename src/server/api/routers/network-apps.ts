import { z } from "zod";
import { createTRPCRouter, workspaceProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { NETWORK_KEYS } from "@/lib/networks";
import { listNetworkApps, removeNetworkApp, saveNetworkApp } from "@/server/services/accounts/network-apps";

/** A network app as answered: whether it is set and the last four characters, never the values. */
const networkAppSchema = z.object({
  network: z.enum(NETWORK_KEYS),
  label: z.string(),
  ownApp: z.object({ clientIdLast4: z.string(), clientSecretLast4: z.string(), updatedAt: z.date() }).nullable(),
  serverApp: z.boolean(),
});
const networkInput = z.object({ network: z.enum(NETWORK_KEYS, { error: "network must be one of the catalogue's networks" }) });
const credential = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(4, `${what} must be at least 4 characters`)
    .max(512, `${what} must be at most 512 characters`)
    .regex(/^[\x21-\x7e]+$/, `${what} must be printable characters without spaces`);

/**
 * A workspace's own developer apps at the networks (issue 26), admins only: they decide whose app
 * (rate limits, legal identity) the workspace's accounts connect through. Secrets are write-only.
 */
export const networkAppsRouter = createTRPCRouter({
  list: workspaceProcedure("ADMIN")
    .meta(
      rest("GET", "/workspaces/current/network-apps", "workspaces", {
        summary: "The active workspace's own network apps (set or not; never the secrets)",
      }),
    )
    .input(z.void())
    .output(z.object({ success: z.literal(true), data: z.array(networkAppSchema) }))
    .query(async ({ ctx }) => ok({ data: await listNetworkApps(ctx.workspace.id) })),
  save: workspaceProcedure("ADMIN")
    .meta(rest("PUT", "/workspaces/current/network-apps/{network}", "workspaces", { summary: "Set the active workspace's own app for a network" }))
    .input(networkInput.extend({ clientId: credential("Client ID"), clientSecret: credential("Client secret") }))
    .output(z.object({ success: z.literal(true), message: z.string(), data: networkAppSchema }))
    .mutation(async ({ ctx, input }) => {
      const data = await saveNetworkApp(ctx.actor, input.network, input);
      return ok({ message: `${data.label} app saved for this workspace.`, data });
    }),
  remove: workspaceProcedure("ADMIN")
    .meta(
      rest("DELETE", "/workspaces/current/network-apps/{network}", "workspaces", {
        summary: "Remove the active workspace's own app for a network (the server's is used)",
      }),
    )
    .input(networkInput)
    .output(z.object({ success: z.literal(true), message: z.string(), data: networkAppSchema }))
    .mutation(async ({ ctx, input }) => {
      const data = await removeNetworkApp(ctx.actor, input.network);
      return ok({ message: `${data.label} app removed: new connections use the server's app.`, data });
    }),
});
