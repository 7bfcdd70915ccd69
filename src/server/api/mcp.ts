/**
 * The MCP server (issue 28) at /api/mcp: a third door to the same procedures, for AI agents. Streamable
 * HTTP in stateless mode (a fresh server and transport per request, answers as JSON; any web node
 * answers any request, nothing kept between them: decisions.md, "MCP server").
 *
 * Authenticated by an API key or an OAuth access token (services/oauth), both `Authorization: Bearer
 * pp_live_…` and checked by the API keys' one path (createContext): the workspace, the lower of the
 * credential's role and the member's, its scopes. Each tool's input is its procedure's zod schema, and
 * each call runs that procedure through a server-side caller with the request's context, so policies,
 * scopes, plans, AI charges and the post lifecycle apply exactly as on the other doors. A procedure's
 * refusal (a missing scope, a role too low) is a tool error carrying its message.
 */
import "server-only";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { createCaller } from "@/server/api/root";
import { createContext, workspaceAccess, type Context } from "@/server/api/trpc";
import { API_KEY_RATE_MESSAGE, rateHeaders } from "@/server/api/api-key-rate";
import { MEMBER_RATE_MESSAGE, awaitMemberTurn } from "@/server/api/member-rate";
import { MAX_JSON_BODY_BYTES } from "@/server/api/request-limits";
import { AppError } from "@/server/errors";
import { logger } from "@/server/logger";
import { INTERNAL_ERROR_MESSAGE } from "@/server/api/error-response";
import { idParam } from "@/server/api/schemas/common";
import { postPageInput } from "@/server/api/routers/post-list.schemas";
import { saveDraftInput, scheduleInput } from "@/server/api/routers/post.schemas";
import { generateInput } from "@/server/api/routers/ai.schemas";
import { presentedToken } from "@/server/services/auth/credential";
import { looksLikeApiKey, redactApiKeys } from "@/lib/api-keys";
import { actorNeedsApproval } from "@/server/services/workspaces/approval";
import { oauthUrls } from "@/server/services/oauth/oauth";

export const MCP_SERVER_NAME = "postpilot";
export const NO_CREDENTIAL_MESSAGE = "Send an API key or an OAuth access token: Authorization: Bearer pp_live_…";
export const NO_REVIEW_MESSAGE =
  "Your posts need no review in this workspace (its approval policy does not apply to your role): schedule it with schedule_post instead.";

type Caller = ReturnType<typeof createCaller>;

/** What a tool answers: the procedure's answer as JSON text, or its refusal as a tool error. */
async function run(call: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    const answer = await call();
    return { content: [{ type: "text", text: JSON.stringify(answer, null, 2) }] };
  } catch (err) {
    return { isError: true, content: [{ type: "text", text: refusalText(err) }] };
  }
}

function refusalText(err: unknown): string {
  if (err instanceof TRPCError) {
    if (err.code === "INTERNAL_SERVER_ERROR" && !(err.cause instanceof AppError)) {
      logger.error({ err: err.cause ?? err }, "mcp tool failed");
      return INTERNAL_ERROR_MESSAGE;
    }
    // The procedure's own message: zod's first issue, or the refusal naming the scope or role needed.
    const cause = err.cause;
    const message = cause instanceof z.ZodError ? (cause.issues[0]?.message ?? err.message) : err.message;
    return redactApiKeys(message);
  }
  if (err instanceof AppError) return redactApiKeys(err.message);
  logger.error({ err }, "mcp tool failed");
  return INTERNAL_ERROR_MESSAGE;
}

/** The server for one request: every tool calls its procedure with this request's context. */
export function buildMcpServer(ctx: Context): McpServer {
  const caller: Caller = createCaller(ctx);
  const server = new McpServer(
    { name: MCP_SERVER_NAME, title: "PostPilot", version: "1.0.0" },
    {
      instructions:
        "PostPilot schedules social media posts. The credential acts in one workspace with a role and scopes. " +
        "Times are ISO 8601 with an offset. A contributor's scheduled post is submitted for review instead.",
    },
  );
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

  server.registerTool(
    "list_workspaces",
    { title: "List workspaces", description: "The workspace this credential acts in, with the role it acts with.", annotations: readOnly },
    () => run(() => caller.workspace.list()),
  );
  server.registerTool(
    "list_accounts",
    { title: "List connected accounts", description: "The social accounts connected in the workspace (networks to post to).", annotations: readOnly },
    () => run(() => caller.accounts.list()),
  );
  server.registerTool(
    "create_draft",
    {
      title: "Create a draft",
      description: "Save a post as a draft (networks and date optional); pass id to update an existing draft.",
      inputSchema: saveDraftInput,
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    (input) => run(() => caller.post.saveDraft(input)),
  );
  server.registerTool(
    "schedule_post",
    {
      title: "Schedule a post",
      description:
        "Schedule a new post to the given networks at scheduledAt (ISO 8601 with offset, in the future). Needs the publish scope. " +
        "Where the workspace's approval policy applies (contributors by default in teams) it is submitted for review instead; the answer says which.",
      inputSchema: scheduleInput,
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
    },
    (input) => run(() => caller.post.schedule(input)),
  );
  server.registerTool(
    "list_posts",
    {
      title: "List and search posts",
      description: "A page of posts: q searches the text, status picks a tab, platform a network, from/to a calendar range; nextCursor pages on.",
      inputSchema: postPageInput,
      annotations: readOnly,
    },
    (input) => run(() => caller.post.list(input)),
  );
  server.registerTool(
    "get_post",
    {
      title: "Get a post's outcome and insights",
      description: "One post: its status, per-network outcome (publish logs with links or errors) and insights (impressions, likes, …).",
      inputSchema: idParam,
      annotations: readOnly,
    },
    (input) => run(() => caller.post.byId(input)),
  );
  server.registerTool(
    "generate_text",
    {
      title: "Generate post text with AI",
      description: "Write a post from a topic with the workspace's AI (1 AI prompt, charged to the workspace as in the app). Needs the ai scope.",
      inputSchema: generateInput,
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
    },
    (input) => run(() => caller.ai.generate(input)),
  );
  server.registerTool(
    "submit_for_review",
    {
      title: "Submit a post for review",
      description:
        "Submit a draft (or a post sent back with changes requested) for an editor's review; it goes out at its date once approved. " +
        "Only where the workspace's approval policy applies to you.",
      inputSchema: idParam,
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    (input) =>
      run(async () => {
        // The lifecycle's Approve move submits where the policy applies; elsewhere it would schedule at
        // once, which is not what this tool promises: refused first (the policy is read again in the move).
        const { actor } = workspaceAccess({ ...ctx, user: ctx.user! }, "CONTRIBUTOR");
        if (!(await actorNeedsApproval(actor))) throw new AppError("BAD_REQUEST", NO_REVIEW_MESSAGE);
        return caller.post.approve(input);
      }),
  );
  return server;
}

function jsonRpcError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ jsonrpc: "2.0", error: { code: status === 401 ? -32001 : -32000, message }, id: null }, { status, headers });
}

/** 401 as RFC 9728 and the MCP authorization spec say: where to learn how to get a token. */
function unauthorized(message: string, presented: boolean): Response {
  const { resourceMetadata } = oauthUrls();
  const params = [`resource_metadata="${resourceMetadata}"`];
  if (presented) params.push(`error="invalid_token"`, `error_description="${message.replace(/"/g, "'")}"`);
  return jsonRpcError(401, message, { "WWW-Authenticate": `Bearer ${params.join(", ")}` });
}

/** POST /api/mcp: one JSON-RPC message (or batch) answered in this request. */
export async function handleMcpRequest(req: Request): Promise<Response> {
  const token = presentedToken(new Headers({ authorization: req.headers.get("authorization") ?? "" }));
  // Bearer only (a browser's cookie is no credential here), and only keys or access tokens.
  if (!token) return unauthorized(NO_CREDENTIAL_MESSAGE, false);
  if (!looksLikeApiKey(token)) return unauthorized("Invalid access token: use an API key or an OAuth access token", true);
  // The member's share of the server, as on the other doors (member-rate.ts).
  const memberWait = await awaitMemberTurn(req);
  if (memberWait !== null) return jsonRpcError(429, MEMBER_RATE_MESSAGE, { "Retry-After": String(memberWait) });
  const ctx = await createContext({ headers: req.headers, door: "api", resource: oauthUrls().resource });
  const limits = rateHeaders(ctx.keyRate);
  if (ctx.keyRate?.retryAfter) return jsonRpcError(429, API_KEY_RATE_MESSAGE, { ...limits, "Retry-After": String(ctx.keyRate.retryAfter) });
  if (!ctx.user) return unauthorized(ctx.authError ?? "Invalid access token", true);
  const server = buildMcpServer(ctx);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MAX_JSON_BODY_BYTES,
  });
  await server.connect(transport);
  try {
    const res = await transport.handleRequest(req);
    for (const [name, value] of Object.entries(limits)) res.headers.set(name, value);
    return res;
  } finally {
    await server.close().catch(() => undefined);
  }
}

/** GET and DELETE: no sessions and no server-sent stream in stateless mode. */
export function mcpMethodNotAllowed(): Response {
  return jsonRpcError(405, "Method not allowed: send JSON-RPC messages with POST", { Allow: "POST" });
}
