/**
 * The HTTP side of the MCP server's OAuth 2.1 authorization server (issue 28): the metadata documents
 * (RFC 8414, RFC 9728), dynamic client registration (RFC 7591), the token endpoint, revocation
 * (RFC 7009) and the consent form's POST. The rules live in services/oauth; these parse requests and
 * answer in OAuth's shapes (`{ error, error_description }`, never a 5xx for bad input).
 */
import "server-only";
import { API_KEY_SCOPE_LABEL, API_KEY_SCOPES } from "@/lib/api-keys";
import { listMemberships } from "@/server/services/workspaces/membership";
import { WORKSPACE_ROLE_LABEL } from "@/server/services/workspaces/roles";
import { createContext } from "@/server/api/trpc";
import { CROSS_SITE_MESSAGE, isCrossSiteCookieMutation, readBodyWithin } from "@/server/api/request-guards";
import { responseForError } from "@/server/api/error-response";
import { errorResponse } from "@/server/api/error-body";
import { AppError } from "@/server/errors";
import { enforceRateLimits } from "@/server/services/rate-limit";
import {
  AUTH_METHODS,
  AuthorizationPageError,
  DEFAULT_SCOPES,
  OAuthError,
  checkAuthorizationRequest,
  decideAuthorization,
  exchangeCode,
  oauthUrls,
  refreshTokens,
  registerClient,
  revokeToken,
  type ClientCredentials,
} from "@/server/services/oauth/oauth";

const MAX_OAUTH_BODY_BYTES = 64 * 1024;

/** Registrations one address may make an hour (each is a row; connectors register once). */
export const REGISTRATIONS_PER_HOUR = 30;

/** Browser-based MCP clients (the inspector, web apps) read these cross-origin; none uses cookies. */
const CORS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Authorization, Content-Type, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID",
  "Access-Control-Expose-Headers": "WWW-Authenticate, Mcp-Session-Id",
};

export function withCors(res: Response): Response {
  for (const [name, value] of Object.entries(CORS)) res.headers.set(name, value);
  return res;
}

export function corsPreflight(): Response {
  return withCors(new Response(null, { status: 204 }));
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return withCors(Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } }));
}

function oauthError(err: OAuthError): Response {
  const headers: Record<string, string> = err.status === 401 ? { "WWW-Authenticate": 'Basic realm="postpilot"' } : {};
  return json({ error: err.error, error_description: err.description }, err.status, headers);
}

/** OAuth errors in their shape; anything else as every route handler answers it. */
function oauthHandler(where: string, handler: (req: Request) => Promise<Response>) {
  return async (req: Request): Promise<Response> => {
    try {
      return await handler(req);
    } catch (err) {
      if (err instanceof OAuthError) return oauthError(err);
      if (err instanceof AppError && err.code === "TOO_MANY_REQUESTS") {
        return json({ error: "slow_down", error_description: err.message }, 429, { "Retry-After": String(err.extra.retryAfter ?? 60) });
      }
      return withCors(responseForError(err, where));
    }
  };
}

/** RFC 9728: the MCP endpoint's protected resource metadata. */
export function protectedResourceMetadata(): Response {
  const urls = oauthUrls();
  return json({
    resource: urls.resource,
    authorization_servers: [urls.issuer],
    // What the tools need; clients that ask for these by default get no admin scope (it may still be asked for).
    scopes_supported: [...DEFAULT_SCOPES],
    bearer_methods_supported: ["header"],
    resource_name: "PostPilot MCP server",
    resource_documentation: `${urls.issuer}/docs`,
  });
}

/** RFC 8414: this authorization server's metadata. */
export function authorizationServerMetadata(): Response {
  const urls = oauthUrls();
  return json({
    issuer: urls.issuer,
    authorization_endpoint: urls.authorization,
    token_endpoint: urls.token,
    registration_endpoint: urls.registration,
    revocation_endpoint: urls.revocation,
    scopes_supported: [...API_KEY_SCOPES],
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: [...AUTH_METHODS],
    revocation_endpoint_auth_methods_supported: [...AUTH_METHODS],
    authorization_response_iss_parameter_supported: true,
  });
}

async function readText(req: Request): Promise<string> {
  const read = await readBodyWithin(req, MAX_OAUTH_BODY_BYTES);
  if (!read.ok) throw new OAuthError("invalid_request", "Request body too large", 413);
  return Buffer.from(read.bytes).toString("utf8");
}

/** A form body (token, revoke), or JSON, which some clients send: string fields only. */
async function readParams(req: Request): Promise<Record<string, string | undefined>> {
  const text = await readText(req);
  const type = req.headers.get("content-type") ?? "";
  const out: Record<string, string | undefined> = {};
  if (type.includes("application/json")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new OAuthError("invalid_request", "The body is not valid JSON");
    }
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      for (const [k, v] of Object.entries(parsed)) if (typeof v === "string") out[k] = v;
    }
    return out;
  }
  for (const [k, v] of new URLSearchParams(text)) if (out[k] === undefined) out[k] = v;
  return out;
}

function basicCredentials(req: Request): ClientCredentials | null {
  const match = /^Basic\s+(.+)$/i.exec(req.headers.get("authorization")?.trim() ?? "");
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  const part = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, " "));
    } catch {
      return s;
    }
  };
  return { clientId: part(decoded.slice(0, colon)), clientSecret: part(decoded.slice(colon + 1)) };
}

function clientCredentials(req: Request, params: Record<string, string | undefined>): ClientCredentials {
  return basicCredentials(req) ?? { clientId: params.client_id ?? null, clientSecret: params.client_secret ?? null };
}

/** POST /api/oauth/register */
export const register = oauthHandler("oauth.register", async (req) => {
  const ctx = await createContext({ headers: req.headers });
  await enforceRateLimits(
    [{ bucket: "oauth-register:ip", key: ctx.ip, limit: REGISTRATIONS_PER_HOUR, windowSeconds: 3600 }],
    "Too many client registrations from your address.",
  );
  const text = await readText(req);
  let metadata: unknown;
  try {
    metadata = JSON.parse(text);
  } catch {
    throw new OAuthError("invalid_client_metadata", "Send the client's metadata as JSON");
  }
  return json(await registerClient(metadata), 201);
});

/** POST /api/oauth/token */
export const token = oauthHandler("oauth.token", async (req) => {
  const params = await readParams(req);
  const credentials = clientCredentials(req, params);
  if (params.grant_type === "authorization_code") return json(await exchangeCode(credentials, params));
  if (params.grant_type === "refresh_token") return json(await refreshTokens(credentials, params));
  throw new OAuthError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
});

/** POST /api/oauth/revoke */
export const revoke = oauthHandler("oauth.revoke", async (req) => {
  const params = await readParams(req);
  if (!params.token) throw new OAuthError("invalid_request", "token is required");
  await revokeToken(clientCredentials(req, params), params.token);
  return withCors(new Response(null, { status: 200, headers: { "Cache-Control": "no-store" } }));
});

/**
 * POST /api/oauth/authorize: the consent page's form (the signed-in member's session cookie, from our
 * own pages only). Answers 303 to the client's redirect URI with a code or access_denied.
 */
export async function consent(req: Request): Promise<Response> {
  try {
    if (isCrossSiteCookieMutation(req)) return errorResponse(403, CROSS_SITE_MESSAGE);
    const ctx = await createContext({ headers: req.headers });
    const params = await readParams(req);
    if (!ctx.user || ctx.apiKey) {
      // Consent is a member's own act in the browser, never an API key's.
      return errorResponse(401, ctx.authError ?? "Sign in to approve access");
    }
    const checked = await checkAuthorizationRequest(params);
    if (!checked.ok) return Response.redirect(checked.redirectTo, 303);
    const approve = params.decision === "approve";
    const target = await decideAuthorization(ctx.user.id, checked.request, { approve, workspaceId: params.workspace_id ?? "" });
    return Response.redirect(target, 303);
  } catch (err) {
    if (err instanceof AuthorizationPageError) return errorResponse(400, err.message);
    if (err instanceof OAuthError) return errorResponse(err.status, err.description);
    return responseForError(err, "oauth.consent");
  }
}

/** What the consent page (src/app/oauth/authorize/page.tsx) shows for a request and a signed-in member. */
export type ConsentScreen =
  | { kind: "error"; message: string }
  | { kind: "redirect"; to: string }
  | {
      kind: "consent";
      clientName: string;
      redirectHost: string;
      scopes: Array<{ scope: string; label: string }>;
      workspaces: Array<{ id: string; name: string; role: string }>;
    };

export async function consentScreen(params: Record<string, string | undefined>, userId: string): Promise<ConsentScreen> {
  let checked: Awaited<ReturnType<typeof checkAuthorizationRequest>>;
  try {
    checked = await checkAuthorizationRequest(params);
  } catch (err) {
    if (err instanceof AuthorizationPageError) return { kind: "error", message: err.message };
    throw err;
  }
  if (!checked.ok) return { kind: "redirect", to: checked.redirectTo };
  const { request } = checked;
  const workspaces = await listMemberships(userId);
  return {
    kind: "consent",
    clientName: request.clientName,
    redirectHost: new URL(request.redirectUri).host,
    scopes: request.scopes.map((scope) => ({ scope, label: API_KEY_SCOPE_LABEL[scope] })),
    workspaces: workspaces.map((w) => ({ id: w.id, name: w.name, role: WORKSPACE_ROLE_LABEL[w.role] })),
  };
}
