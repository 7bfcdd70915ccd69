import { z } from "zod";
import type { OpenApiMethod } from "trpc-to-openapi";
import { createTRPCRouter, workspaceProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import type { Network } from "@/server/api/schemas/common";
import { NETWORKS, OAUTH_NETWORK_KEYS, type AuthMethodOf, type ConnectMethod, type OAuthNetworkKey } from "@/lib/networks";
import { connectionStatus, disconnect } from "@/server/services/accounts/manage";
import { CONNECT_ROLE, startConnection } from "@/server/services/accounts/oauth";
import type { Actor } from "@/server/services/workspaces/actor";
import { chooseAccount, pendingChoices } from "@/server/services/accounts/choose";
import { connectWithAppPassword } from "@/server/services/accounts/app-password";
import { connectSandbox, requireSandbox, sandboxAccount, sandboxFeed, setSandboxNextPost } from "@/server/services/accounts/sandbox";
import { sandboxEnabled } from "@/env";
import { SANDBOX_BEHAVIOURS } from "@/server/integrations/social/sandbox";
import { listAccounts } from "@/server/services/dashboard/dashboard";
import { accountSchema, authInput, authOutput, statusOutput, disconnectOutput, pageSchema, sandboxAccountSchema } from "./accounts.schemas";

/*
 * Roles (issue 26; docs/decisions.md): any member reads the workspace's connections (status, list);
 * connecting, reconnecting, choosing a Page and disconnecting need an admin (CONNECT_ROLE): they decide
 * which identities the workspace speaks as and hand us their tokens; the sandbox's next-post
 * setting changes how the next publish behaves, so an editor (who publishes) may set it.
 */
const readAccounts = () => workspaceProcedure("CLIENT");
const manageAccounts = () => workspaceProcedure(CONNECT_ROLE);

function authProcedure(network: Network, method: OpenApiMethod) {
  return manageAccounts()
    .meta(rest(method, `/${network}/auth`, "accounts", { summary: `Start connecting a ${network} account: answers the network's consent URL` }))
    .input(authInput)
    .output(authOutput);
}

function authResolver(network: Network) {
  return async ({ ctx, input }: { ctx: { actor: Actor }; input: z.infer<typeof authInput> }) =>
    ok(await startConnection(ctx.actor, network, input?.returnTo));
}

/** The spec connects with GET (a query) everywhere but YouTube, which uses POST (a mutation): the catalogue's connect.authMethod. */
const authQuery = (network: Network) => authProcedure(network, "GET").query(authResolver(network));
const authMutation = (network: Network) => authProcedure(network, "POST").mutation(authResolver(network));
type AuthFor<M extends ConnectMethod> = M extends "POST" ? ReturnType<typeof authMutation> : ReturnType<typeof authQuery>;

/**
 * Connect, status and disconnect for one network, with the methods the catalogue gives it (the spec
 * fixes them per network: YouTube connects with POST; LinkedIn disconnects with DELETE, the others with POST).
 * The OAuth callback is a browser redirect, not an API call: src/app/api/[network]/callback/route.ts.
 */
function networkProcedures<K extends OAuthNetworkKey>(network: K) {
  const connect = NETWORKS[network].connect;
  if (connect.kind !== "oauth") throw new Error(`${network} does not connect through OAuth`);
  const auth = (connect.authMethod === "POST" ? authMutation(network) : authQuery(network)) as AuthFor<AuthMethodOf<K>>;
  return {
    auth,
    status: readAccounts()
      .meta(rest("GET", `/${network}/status`, "accounts", { summary: `Connection status of ${network}` }))
      .input(z.void())
      .output(statusOutput)
      .query(async ({ ctx }) => ok(await connectionStatus(ctx.workspace.id, network))),
    disconnect: manageAccounts()
      .meta(rest(connect.disconnectMethod, `/${network}/disconnect`, "accounts", { summary: `Disconnect ${network}` }))
      .input(z.void())
      .output(disconnectOutput)
      .mutation(async ({ ctx }) => {
        const { message } = await disconnect(ctx.actor, network);
        return ok({ message });
      }),
  };
}

function networkRouter<K extends OAuthNetworkKey>(network: K) {
  return createTRPCRouter(networkProcedures(network));
}

/**
 * Facebook: a member who manages several Pages chooses one after logging in (additions to the
 * spec's /api/facebook/* endpoints, which keep their shapes).
 */
const facebookPages = {
  pages: manageAccounts()
    .meta(
      rest("GET", "/facebook/pages", "accounts", { summary: "The Facebook Pages to choose from after logging in (empty when no choice is waiting)" }),
    )
    .input(z.void())
    .output(z.object({ success: z.literal(true), pages: z.array(pageSchema) }))
    .query(async ({ ctx }) => ({ success: true as const, pages: await pendingChoices(ctx.workspace.id, "facebook") })),
  selectPage: manageAccounts()
    .meta(rest("POST", "/facebook/pages/select", "accounts", { summary: "Connect the chosen Facebook Page" }))
    .input(
      z.object({
        pageId: z.string({ error: "pageId is required" }).trim().min(1, "pageId is required").max(64, "pageId must be at most 64 characters"),
      }),
    )
    .output(z.object({ success: z.literal(true), message: z.string(), accountName: z.string() }))
    .mutation(async ({ ctx, input }) => ({ success: true as const, ...(await chooseAccount(ctx.actor, "facebook", input.pageId)) })),
};

/**
 * The built-in sandbox network (not a real network): connect is one call with no OAuth round-trip,
 * status says whether the server offers it at all, settings make the next post misbehave.
 */
const sandboxRouter = createTRPCRouter({
  auth: manageAccounts()
    .meta(rest("POST", "/sandbox/auth", "accounts", { summary: "Connect the built-in sandbox network in one call (no keys, no consent page)" }))
    .input(z.void())
    .output(z.object({ success: z.literal(true), message: z.string(), account: sandboxAccountSchema }))
    .mutation(async ({ ctx }) => ok(await connectSandbox(ctx.actor))),
  status: readAccounts()
    .meta(rest("GET", "/sandbox/status", "accounts", { summary: "Connection status of the sandbox network" }))
    .input(z.void())
    .output(statusOutput.extend({ available: z.boolean(), sandbox: sandboxAccountSchema.nullable() }))
    .query(async ({ ctx }) => {
      if (!sandboxEnabled()) return ok({ available: false, connected: false, account: null, sandbox: null });
      return ok({ available: true, ...(await connectionStatus(ctx.workspace.id, "sandbox")), sandbox: await sandboxAccount(ctx.workspace.id) });
    }),
  disconnect: manageAccounts()
    .meta(rest("POST", "/sandbox/disconnect", "accounts", { summary: "Disconnect the sandbox network" }))
    .input(z.void())
    .output(disconnectOutput)
    .mutation(async ({ ctx }) => {
      requireSandbox();
      const { message } = await disconnect(ctx.actor, "sandbox");
      return ok({ message });
    }),
  settings: workspaceProcedure("EDITOR")
    .meta(rest("PUT", "/sandbox/settings", "accounts", { summary: "Make the sandbox's next post fail, be rate-limited or be slow (null: normal)" }))
    .input(z.object({ nextPost: z.enum(SANDBOX_BEHAVIOURS, { error: "nextPost must be fail, rate_limit, slow or null" }).nullable() }))
    .output(z.object({ success: z.literal(true), message: z.string(), account: sandboxAccountSchema }))
    .mutation(async ({ ctx, input }) => ok(await setSandboxNextPost(ctx.workspace.id, input.nextPost))),
  // The feed of an account of the active workspace: any member reads it (issue 26).
  feed: workspaceProcedure("CLIENT")
    .meta(rest("GET", "/sandbox/feed", "accounts", { summary: "A page of a sandbox feed (its owner's posts, newest first); 404 for anyone else" }))
    .input(z.object({ handle: z.string().min(1, "handle is required").max(100), cursor: z.string().max(64).nullish() }))
    .output(
      z.object({
        success: z.literal(true),
        handle: z.string(),
        accountName: z.string(),
        posts: z.array(
          z.object({
            id: z.string(),
            text: z.string(),
            mediaUrls: z.array(z.string()),
            createdAt: z.date(),
            insights: z.object({ impressions: z.number(), clicks: z.number(), likes: z.number(), comments: z.number(), shares: z.number() }),
          }),
        ),
        nextCursor: z.string().nullable(),
      }),
    )
    .query(async ({ ctx, input }) => ok(await sandboxFeed({ workspaceId: ctx.workspace.id }, input.handle, input.cursor ?? null))),
});

function statusProcedure(network: Network) {
  return readAccounts()
    .meta(rest("GET", `/${network}/status`, "accounts", { summary: `Connection status of ${network}` }))
    .input(z.void())
    .output(statusOutput)
    .query(async ({ ctx }) => ({ success: true as const, ...(await connectionStatus(ctx.workspace.id, network)) }));
}

function disconnectProcedure(network: Network) {
  return manageAccounts()
    .meta(rest("POST", `/${network}/disconnect`, "accounts", { summary: `Disconnect ${network}` }))
    .input(z.void())
    .output(disconnectOutput)
    .mutation(async ({ ctx }) => {
      const { message } = await disconnect(ctx.actor, network);
      return { success: true as const, message };
    });
}

/**
 * Bluesky (beyond the spec): connect is one call with the member's handle and an app password
 * (created in Bluesky's settings); no consent page. The app password is stored encrypted and
 * never returned.
 */
const blueskyRouter = createTRPCRouter({
  auth: manageAccounts()
    .meta(rest("POST", "/bluesky/auth", "accounts", { summary: "Connect a Bluesky account with its handle and an app password" }))
    .input(
      z.object({
        identifier: z.string().trim().min(1, "Enter your Bluesky handle").max(253, "That handle is too long"),
        appPassword: z.string().trim().min(1, "Enter an app password").max(100, "That app password is too long"),
        /** The member's own PDS (default: BLUESKY_SERVICE_URL). */
        service: z.string().trim().max(253, "That server address is too long").optional(),
      }),
    )
    .output(
      z.object({ success: z.literal(true), message: z.string(), account: z.object({ accountName: z.string(), username: z.string().nullable() }) }),
    )
    .mutation(async ({ ctx, input }) => {
      const { message, accountName, username } = await connectWithAppPassword(ctx.actor, "bluesky", input, ctx.ip);
      return { success: true as const, message, account: { accountName, username } };
    }),
  status: statusProcedure("bluesky"),
  disconnect: disconnectProcedure("bluesky"),
});

/**
 * Mastodon (beyond the spec): auth takes the instance the member is on, registers our app there
 * (once per instance) and answers that instance's consent URL; its callback is /api/mastodon/callback.
 */
const mastodonRouter = createTRPCRouter({
  auth: manageAccounts()
    .meta(
      rest("POST", "/mastodon/auth", "accounts", { summary: "Start connecting a Mastodon account on the named instance: answers its consent URL" }),
    )
    .input(
      z.object({
        instance: z.string().trim().min(1, "Name your Mastodon instance, e.g. mastodon.social").max(253, "That instance name is too long"),
        returnTo: z.string().max(512, "returnTo must be at most 512 characters").optional(),
      }),
    )
    .output(authOutput)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      ...(await startConnection(ctx.actor, "mastodon", input.returnTo, { instance: input.instance, source: ctx.ip })),
    })),
  status: statusProcedure("mastodon"),
  disconnect: disconnectProcedure("mastodon"),
});

/** One router per OAuth network of the catalogue, keyed by network (typed per key for the client). */
const oauthRouters = Object.fromEntries(OAUTH_NETWORK_KEYS.map((key) => [key, networkRouter(key)])) as {
  [K in OAuthNetworkKey]: ReturnType<typeof networkRouter<K>>;
};

export const accountsRouter = createTRPCRouter({
  // The member's connected accounts (served at the spec's /dashboard/accounts).
  list: readAccounts()
    .meta(rest("GET", "/dashboard/accounts", "dashboard", { summary: "List the workspace's connected social accounts" }))
    .input(z.void())
    .output(z.object({ success: z.literal(true), data: z.array(accountSchema) }))
    .query(async ({ ctx }) => ok({ data: await listAccounts(ctx.workspace.id) })),
  ...oauthRouters,
  // The catalogue's app-password and instance-oauth networks (their own auth inputs).
  bluesky: blueskyRouter,
  mastodon: mastodonRouter,
  // Facebook adds the Page choice to its connect, status and disconnect.
  facebook: createTRPCRouter({ ...networkProcedures("facebook"), ...facebookPages }),
  sandbox: sandboxRouter,
});
