import { z } from "zod";
import type { OpenApiMethod } from "trpc-to-openapi";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { rest } from "@/server/api/rest";
import type { Network } from "@/server/api/schemas/common";
import { connectionStatus, disconnect } from "@/server/services/accounts/manage";
import { startConnection } from "@/server/services/accounts/oauth";
import { connectSandbox, requireSandbox, sandboxAccount, setSandboxNextPost } from "@/server/services/accounts/sandbox";
import { sandboxEnabled } from "@/env";
import { SANDBOX_BEHAVIOURS } from "@/server/integrations/social/sandbox";

const authInput = z
  .object({
    /** Same-origin path the browser returns to after the network (default /accounts). */
    returnTo: z.string().max(512, "returnTo must be at most 512 characters").optional(),
  })
  .optional();
const authOutput = z.object({ success: z.literal(true), authUrl: z.string() });
const statusOutput = z.object({
  success: z.literal(true),
  connected: z.boolean(),
  account: z
    .object({
      accountName: z.string(),
      username: z.string().nullable(),
      isExpired: z.boolean(),
      connectedAt: z.date(),
    })
    .nullable(),
});
const disconnectOutput = z.object({ success: z.literal(true), message: z.string() });

function authProcedure(network: Network, method: OpenApiMethod) {
  return protectedProcedure
    .meta(rest(method, `/${network}/auth`, "accounts", { summary: `Start connecting a ${network} account: answers the network's consent URL` }))
    .input(authInput)
    .output(authOutput);
}

function authResolver(network: Network) {
  return async ({ ctx, input }: { ctx: { user: { id: string } }; input: z.infer<typeof authInput> }) => ({
    success: true as const,
    ...(await startConnection(ctx.user, network, input?.returnTo)),
  });
}

/** The spec connects with GET (a query) everywhere but YouTube, which uses POST (a mutation). */
const authQuery = (network: Network) => authProcedure(network, "GET").query(authResolver(network));
const authMutation = (network: Network) => authProcedure(network, "POST").mutation(authResolver(network));

/**
 * Connect, status and disconnect for one network. The spec fixes the methods per network:
 * YouTube connects with POST; LinkedIn disconnects with DELETE, the others with POST.
 * The OAuth callback is a browser redirect, not an API call: src/app/api/[network]/callback/route.ts.
 */
function networkRouter<Auth extends ReturnType<typeof authQuery> | ReturnType<typeof authMutation>>(
  network: Network,
  auth: Auth,
  disconnectMethod: OpenApiMethod,
) {
  return createTRPCRouter({
    auth,
    status: protectedProcedure
      .meta(rest("GET", `/${network}/status`, "accounts"))
      .input(z.void())
      .output(statusOutput)
      .query(async ({ ctx }) => ({ success: true as const, ...(await connectionStatus(ctx.user.id, network)) })),
    disconnect: protectedProcedure
      .meta(rest(disconnectMethod, `/${network}/disconnect`, "accounts"))
      .input(z.void())
      .output(disconnectOutput)
      .mutation(async ({ ctx }) => {
        const { message } = await disconnect(ctx.user.id, network);
        return { success: true as const, message };
      }),
  });
}

const sandboxAccountSchema = z.object({
  handle: z.string(),
  /** The local feed page of the account (signed-in owner only). */
  feedPath: z.string(),
  /** How the next post misbehaves: fail, rate_limit, slow; null = normally. */
  nextPost: z.enum(SANDBOX_BEHAVIOURS).nullable(),
});

/**
 * The built-in sandbox network (not a real network): connect is one call with no OAuth round-trip,
 * status says whether the server offers it at all, settings make the next post misbehave.
 */
const sandboxRouter = createTRPCRouter({
  auth: protectedProcedure
    .meta(rest("POST", "/sandbox/auth", "accounts", { summary: "Connect the built-in sandbox network in one call (no keys, no consent page)" }))
    .input(z.void())
    .output(z.object({ success: z.literal(true), message: z.string(), account: sandboxAccountSchema }))
    .mutation(async ({ ctx }) => ({ success: true as const, ...(await connectSandbox(ctx.user.id)) })),
  status: protectedProcedure
    .meta(rest("GET", "/sandbox/status", "accounts"))
    .input(z.void())
    .output(statusOutput.extend({ available: z.boolean(), sandbox: sandboxAccountSchema.nullable() }))
    .query(async ({ ctx }) => {
      if (!sandboxEnabled()) return { success: true as const, available: false, connected: false, account: null, sandbox: null };
      return { success: true as const, available: true, ...(await connectionStatus(ctx.user.id, "sandbox")), sandbox: await sandboxAccount(ctx.user.id) };
    }),
  disconnect: protectedProcedure
    .meta(rest("POST", "/sandbox/disconnect", "accounts"))
    .input(z.void())
    .output(disconnectOutput)
    .mutation(async ({ ctx }) => {
      requireSandbox();
      const { message } = await disconnect(ctx.user.id, "sandbox");
      return { success: true as const, message };
    }),
  settings: protectedProcedure
    .meta(rest("PUT", "/sandbox/settings", "accounts", { summary: "Make the sandbox's next post fail, be rate-limited or be slow (null: normal)" }))
    .input(z.object({ nextPost: z.enum(SANDBOX_BEHAVIOURS, { error: "nextPost must be fail, rate_limit, slow or null" }).nullable() }))
    .output(z.object({ success: z.literal(true), message: z.string(), account: sandboxAccountSchema }))
    .mutation(async ({ ctx, input }) => ({ success: true as const, ...(await setSandboxNextPost(ctx.user.id, input.nextPost)) })),
});

export const accountsRouter = createTRPCRouter({
  linkedin: networkRouter("linkedin", authQuery("linkedin"), "DELETE"),
  x: networkRouter("x", authQuery("x"), "POST"),
  threads: networkRouter("threads", authQuery("threads"), "POST"),
  facebook: networkRouter("facebook", authQuery("facebook"), "POST"),
  instagram: networkRouter("instagram", authQuery("instagram"), "POST"),
  tiktok: networkRouter("tiktok", authQuery("tiktok"), "POST"),
  youtube: networkRouter("youtube", authMutation("youtube"), "POST"),
  sandbox: sandboxRouter,
});
