/**
 * OAuth 2.1 for the MCP server (issue 28), as the MCP authorization specification asks of an
 * authorization server: dynamic client registration (RFC 7591), the authorization code flow with
 * PKCE (S256 only), rotated refresh tokens, revocation (RFC 7009) and resource indicators (RFC 8707).
 *
 * A member's consent is a grant: a client, a workspace, a role (the member's there) and scopes. Its
 * access tokens are ApiKey rows (`oauthGrantId` set, an expiry of MCP_ACCESS_TOKEN_TTL_SECONDS), so
 * a request with one is authenticated by the API keys' one path (api-keys/authenticate.ts): the lower
 * of the token's role and the member's current one, the token's scopes, refused once revoked or expired.
 * Codes, refresh tokens and client secrets are kept as SHA-256 only (decisions.md, "MCP server").
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import { db, type Prisma } from "@/server/db";
import { API_KEY_PREFIX, API_KEY_SCOPES, type ApiKeyScope } from "@/lib/api-keys";
import { displayPrefix, hashApiKey, newSecret } from "@/server/services/api-keys/keys";
import { findMembership } from "@/server/services/workspaces/membership";
import type { WorkspaceRole } from "@/server/services/workspaces/roles";

/** An OAuth error answer (RFC 6749 §5.2): the code a client acts on and a sentence for people. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

/** Where the MCP server and this authorization server live (APP_URL). */
export function oauthUrls() {
  const base = env().APP_URL.replace(/\/+$/, "");
  return {
    issuer: base,
    resource: `${base}/api/mcp`,
    authorization: `${base}/oauth/authorize`,
    token: `${base}/api/oauth/token`,
    registration: `${base}/api/oauth/register`,
    revocation: `${base}/api/oauth/revoke`,
    resourceMetadata: `${base}/.well-known/oauth-protected-resource/api/mcp`,
  };
}

/** What a connector gets when it asks for no scope: everything but admin (keys, members, billing). */
export const DEFAULT_SCOPES: ApiKeyScope[] = ["read", "write", "publish", "ai"];

export const AUTH_METHODS = ["none", "client_secret_post", "client_secret_basic"] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

const CODE_TTL_MS = 5 * 60_000;
const MAX_REDIRECT_URIS = 10;

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

function randomToken(prefix: string): string {
  return prefix + randomBytes(32).toString("base64url");
}

/** Refresh tokens are not bearer credentials anywhere: their own prefix, never `pp_live_`. */
const REFRESH_PREFIX = "pp_refresh_";

// ---------------------------------------------------------------------------------------------
// Registration
// ---------------------------------------------------------------------------------------------

function isLoopback(host: string): boolean {
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

/**
 * A redirect URI a client may register: https, or http on this machine's loopback (native clients,
 * RFC 8252); outside production any http (the tests' and local tools'). No fragments, no javascript:.
 */
function redirectUriProblem(uri: string): string | null {
  if (uri.length > 2000) return "redirect_uris must be at most 2000 characters each";
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return `redirect_uri is not a URL: ${uri.slice(0, 100)}`;
  }
  if (url.hash) return "redirect_uris must not have a fragment";
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && (isLoopback(url.hostname) || env().NODE_ENV !== "production")) return null;
  return "redirect_uris must use https (or http on localhost)";
}

export interface RegisteredClient {
  client_id: string;
  client_secret?: string;
  client_id_issued_at: number;
  client_name: string;
  redirect_uris: string[];
  token_endpoint_auth_method: AuthMethod;
  grant_types: string[];
  response_types: string[];
  scope: string;
}

/** RFC 7591: registers a client from its metadata (already parsed as JSON); answers its id (and secret). */
export async function registerClient(metadata: unknown): Promise<RegisteredClient> {
  if (!metadata || typeof metadata !== "object" || Array.isArray(metadata)) {
    throw new OAuthError("invalid_client_metadata", "Send the client's metadata as a JSON object");
  }
  const m = metadata as Record<string, unknown>;
  const uris = m.redirect_uris;
  if (!Array.isArray(uris) || uris.length === 0 || !uris.every((u) => typeof u === "string")) {
    throw new OAuthError("invalid_redirect_uri", "redirect_uris must be a non-empty list of URLs");
  }
  if (uris.length > MAX_REDIRECT_URIS) throw new OAuthError("invalid_redirect_uri", `At most ${MAX_REDIRECT_URIS} redirect_uris`);
  for (const uri of uris as string[]) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new OAuthError("invalid_redirect_uri", problem);
  }
  const method = (m.token_endpoint_auth_method ?? "none") as AuthMethod;
  if (!AUTH_METHODS.includes(method)) {
    throw new OAuthError("invalid_client_metadata", `token_endpoint_auth_method must be one of ${AUTH_METHODS.join(", ")}`);
  }
  const grantTypes = Array.isArray(m.grant_types) ? m.grant_types : ["authorization_code", "refresh_token"];
  if (!grantTypes.every((g) => g === "authorization_code" || g === "refresh_token")) {
    throw new OAuthError("invalid_client_metadata", "grant_types may be authorization_code and refresh_token only");
  }
  const responseTypes = Array.isArray(m.response_types) ? m.response_types : ["code"];
  if (!responseTypes.every((r) => r === "code")) throw new OAuthError("invalid_client_metadata", "response_types may be code only");
  const rawName = typeof m.client_name === "string" ? m.client_name.trim() : "";
  const name = (rawName || "MCP client").slice(0, 100);
  const id = `ppc_${randomBytes(16).toString("base64url")}`;
  const secret = method === "none" ? undefined : randomToken("ppcs_");
  const row = await db.oAuthClient.create({
    data: { id, name, redirectUris: uris as string[], secretHash: secret ? sha256(secret) : null, authMethod: method },
  });
  return {
    client_id: row.id,
    ...(secret ? { client_secret: secret } : {}),
    client_id_issued_at: Math.floor(row.createdAt.getTime() / 1000),
    client_name: row.name,
    redirect_uris: row.redirectUris,
    token_endpoint_auth_method: method,
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    scope: API_KEY_SCOPES.join(" "),
  };
}

// ---------------------------------------------------------------------------------------------
// Authorization request (the consent page and its form)
// ---------------------------------------------------------------------------------------------

export interface AuthorizationRequest {
  clientId: string;
  clientName: string;
  redirectUri: string;
  codeChallenge: string;
  scopes: ApiKeyScope[];
  resource: string;
  state: string | null;
}

/** A request that cannot be sent back to the client (unknown client or redirect URI): shown on the page. */
export class AuthorizationPageError extends Error {}

/** Parses `scope` (space-separated): unknown scopes are an error; none asked means DEFAULT_SCOPES. */
export function parseScopes(scope: string | null | undefined): ApiKeyScope[] | null {
  const words = (scope ?? "").split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...DEFAULT_SCOPES];
  if (!words.every((w) => (API_KEY_SCOPES as readonly string[]).includes(w))) return null;
  return API_KEY_SCOPES.filter((s) => words.includes(s));
}

/**
 * Checks an authorization request's parameters. Problems with the client or its redirect URI throw
 * AuthorizationPageError (never redirect to an unverified address); the rest answer a redirect URL
 * carrying the error, as RFC 6749 §4.1.2.1 says.
 */
export async function checkAuthorizationRequest(
  params: Record<string, string | undefined>,
): Promise<{ ok: true; request: AuthorizationRequest } | { ok: false; redirectTo: string }> {
  const clientId = params.client_id ?? "";
  const client = clientId.length <= 100 ? await db.oAuthClient.findUnique({ where: { id: clientId } }) : null;
  if (!client) throw new AuthorizationPageError("This application is not registered (unknown client_id).");
  const redirectUri = params.redirect_uri ?? (client.redirectUris.length === 1 ? client.redirectUris[0]! : "");
  if (!client.redirectUris.includes(redirectUri)) throw new AuthorizationPageError("The redirect_uri is not one this application registered.");
  const state = params.state ?? null;
  const fail = (error: string, description: string) => ({
    ok: false as const,
    redirectTo: redirectWith(redirectUri, { error, error_description: description, state }),
  });
  if (params.response_type !== "code") return fail("unsupported_response_type", "response_type must be code");
  const challenge = params.code_challenge ?? "";
  if (!/^[A-Za-z0-9_-]{43,128}$/.test(challenge)) return fail("invalid_request", "code_challenge (PKCE) is required");
  if (params.code_challenge_method !== "S256") return fail("invalid_request", "code_challenge_method must be S256");
  const scopes = parseScopes(params.scope);
  if (!scopes) return fail("invalid_scope", `scope may name ${API_KEY_SCOPES.join(", ")}`);
  const { resource: ours } = oauthUrls();
  const resource = params.resource ?? ours;
  if (resource !== ours) return fail("invalid_target", `resource must be ${ours}`);
  return { ok: true, request: { clientId, clientName: client.name, redirectUri, codeChallenge: challenge, scopes, resource, state } };
}

export function redirectWith(redirectUri: string, params: Record<string, string | null>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value !== null) url.searchParams.set(key, value);
  url.searchParams.set("iss", oauthUrls().issuer);
  return url.toString();
}

/**
 * The member's answer on the consent page. Approving in a workspace they belong to records a grant
 * with their role there and the scopes asked, and answers the redirect carrying a one-time code.
 */
export async function decideAuthorization(
  userId: string,
  request: AuthorizationRequest,
  decision: { approve: boolean; workspaceId: string },
): Promise<string> {
  if (!decision.approve)
    return redirectWith(request.redirectUri, { error: "access_denied", error_description: "The member denied access", state: request.state });
  const membership = await findMembership(userId, decision.workspaceId);
  if (!membership) throw new OAuthError("access_denied", "Choose a workspace you belong to", 403);
  const code = randomToken("ppac_");
  await db.oAuthGrant.create({
    data: {
      clientId: request.clientId,
      userId,
      workspaceId: membership.id,
      role: membership.role,
      scopes: request.scopes,
      resource: request.resource,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      codeHash: sha256(code),
      codeExpiresAt: new Date(Date.now() + CODE_TTL_MS),
    },
  });
  return redirectWith(request.redirectUri, { code, state: request.state });
}

// ---------------------------------------------------------------------------------------------
// Token endpoint
// ---------------------------------------------------------------------------------------------

export interface TokenAnswer {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token: string;
  scope: string;
}

/** The client a token request authenticates as: its id, and its secret unless it is public. */
export interface ClientCredentials {
  clientId: string | null;
  clientSecret: string | null;
}

function sameSecret(presented: string, hash: string): boolean {
  const a = Buffer.from(sha256(presented), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

async function authenticateClient(credentials: ClientCredentials) {
  const id = credentials.clientId ?? "";
  const client = id && id.length <= 100 ? await db.oAuthClient.findUnique({ where: { id } }) : null;
  if (!client) throw new OAuthError("invalid_client", "Unknown client", 401);
  if (client.secretHash && !(credentials.clientSecret && sameSecret(credentials.clientSecret, client.secretHash))) {
    throw new OAuthError("invalid_client", "Client authentication failed", 401);
  }
  return client;
}

type GrantRow = { id: string; userId: string; workspaceId: string; role: WorkspaceRole; scopes: ApiKeyScope[]; clientId: string };

async function issueTokens(grant: GrantRow, clientName: string): Promise<TokenAnswer> {
  const config = env();
  const access = newSecret();
  const refresh = randomToken(REFRESH_PREFIX);
  const now = Date.now();
  await db.$transaction([
    db.oAuthGrant.update({
      where: { id: grant.id },
      data: { refreshHash: sha256(refresh), refreshExpiresAt: new Date(now + config.MCP_REFRESH_TOKEN_TTL_DAYS * 86_400_000) },
    }),
    db.apiKey.create({
      data: {
        workspaceId: grant.workspaceId,
        name: clientName,
        prefix: displayPrefix(access),
        hash: hashApiKey(access),
        role: grant.role,
        scopes: grant.scopes,
        expiresAt: new Date(now + config.MCP_ACCESS_TOKEN_TTL_SECONDS * 1000),
        createdById: grant.userId,
        oauthGrantId: grant.id,
      },
      select: { id: true },
    }),
    // Access tokens that ended more than a day ago are of no use to anyone: they go.
    db.apiKey.deleteMany({ where: { oauthGrantId: grant.id, expiresAt: { lt: new Date(now - 86_400_000) } } }),
  ]);
  return {
    access_token: access,
    token_type: "Bearer",
    expires_in: config.MCP_ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: refresh,
    scope: grant.scopes.join(" "),
  };
}

function verifyPkce(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  return createHash("sha256").update(verifier).digest("base64url") === challenge;
}

/** grant_type=authorization_code: the code (once), its PKCE verifier, the same redirect URI and resource. */
export async function exchangeCode(credentials: ClientCredentials, params: Record<string, string | undefined>): Promise<TokenAnswer> {
  const client = await authenticateClient(credentials);
  const code = params.code ?? "";
  const grant = code ? await db.oAuthGrant.findUnique({ where: { codeHash: sha256(code) } }) : null;
  if (!grant || grant.clientId !== client.id || grant.revokedAt)
    throw new OAuthError("invalid_grant", "The authorization code is invalid or was already used");
  // One use: whoever clears the code first gets the tokens; a replayed code ends the whole grant.
  const taken = await db.oAuthGrant.updateMany({ where: { id: grant.id, codeHash: grant.codeHash }, data: { codeHash: null } });
  if (taken.count === 0) {
    await revokeGrant(grant.id);
    throw new OAuthError("invalid_grant", "The authorization code is invalid or was already used");
  }
  if (!grant.codeExpiresAt || grant.codeExpiresAt.getTime() <= Date.now())
    throw new OAuthError("invalid_grant", "The authorization code has expired");
  if ((params.redirect_uri ?? grant.redirectUri) !== grant.redirectUri)
    throw new OAuthError("invalid_grant", "redirect_uri does not match the authorization request");
  if (!verifyPkce(params.code_verifier ?? "", grant.codeChallenge))
    throw new OAuthError("invalid_grant", "code_verifier does not match the code_challenge (PKCE)");
  if (params.resource && params.resource !== grant.resource) throw new OAuthError("invalid_target", `resource must be ${grant.resource}`);
  return issueTokens(grant, client.name);
}

/** grant_type=refresh_token: rotates the refresh token (the old one stops working) and issues an access token. */
export async function refreshTokens(credentials: ClientCredentials, params: Record<string, string | undefined>): Promise<TokenAnswer> {
  const client = await authenticateClient(credentials);
  const refresh = params.refresh_token ?? "";
  const hash = refresh.startsWith(REFRESH_PREFIX) ? sha256(refresh) : null;
  const grant = hash ? await db.oAuthGrant.findUnique({ where: { refreshHash: hash } }) : null;
  if (!grant || grant.clientId !== client.id || grant.revokedAt || !grant.refreshExpiresAt || grant.refreshExpiresAt.getTime() <= Date.now()) {
    throw new OAuthError("invalid_grant", "The refresh token is invalid, expired or revoked");
  }
  if (params.resource && params.resource !== grant.resource) throw new OAuthError("invalid_target", `resource must be ${grant.resource}`);
  // A narrower scope may be asked for (RFC 6749 §6); never a wider one.
  let scopes = grant.scopes;
  if (params.scope) {
    const asked = parseScopes(params.scope);
    if (!asked || asked.some((s) => !grant.scopes.includes(s))) throw new OAuthError("invalid_scope", "scope may only narrow the grant's scopes");
    scopes = asked;
  }
  // Rotation: the presented token is spent whoever wins a race between two refreshes.
  const taken = await db.oAuthGrant.updateMany({ where: { id: grant.id, refreshHash: hash }, data: { refreshHash: null } });
  if (taken.count === 0) throw new OAuthError("invalid_grant", "The refresh token is invalid, expired or revoked");
  return issueTokens({ ...grant, scopes }, client.name);
}

// ---------------------------------------------------------------------------------------------
// Revocation
// ---------------------------------------------------------------------------------------------

/**
 * Ends a grant and every access token issued under it, in one transaction (the one home for it).
 * `alongside` writes in that transaction too (e.g. telling the member whose grant an admin ended).
 */
export async function revokeGrant(grantId: string, alongside?: (tx: Prisma.TransactionClient) => Promise<unknown>): Promise<void> {
  const now = new Date();
  await db.$transaction(async (tx) => {
    await tx.oAuthGrant.update({ where: { id: grantId }, data: { revokedAt: now, refreshHash: null, codeHash: null } });
    await tx.apiKey.updateMany({ where: { oauthGrantId: grantId, revokedAt: null }, data: { revokedAt: now } });
    if (alongside) await alongside(tx);
  });
}

/**
 * RFC 7009: a refresh token ends its whole grant (every access token with it); an access token ends
 * itself. Unknown tokens, or another client's, are answered the same (200, nothing said).
 */
export async function revokeToken(credentials: ClientCredentials, token: string): Promise<void> {
  const client = await authenticateClient(credentials);
  if (token.startsWith(REFRESH_PREFIX)) {
    const grant = await db.oAuthGrant.findUnique({ where: { refreshHash: sha256(token) }, select: { id: true, clientId: true } });
    if (grant && grant.clientId === client.id) await revokeGrant(grant.id);
    return;
  }
  if (token.startsWith(API_KEY_PREFIX)) {
    await db.apiKey.updateMany({
      where: { hash: hashApiKey(token), revokedAt: null, oauthGrant: { clientId: client.id } },
      data: { revokedAt: new Date() },
    });
  }
}

/**
 * Hourly (jobs/definitions/prune-oauth.ts): grants whose code was never exchanged, whose refresh token
 * ended, or that were revoked, a day on (their access tokens go with them, by the foreign key); access
 * tokens that ended a day ago; and registered clients that never got a grant within a week.
 */
export async function pruneOAuth(now = new Date()): Promise<{ grants: number; tokens: number; clients: number }> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const grants = await db.oAuthGrant.deleteMany({
    where: {
      OR: [
        // Never got tokens (the code expired, was refused, or nobody came back for it).
        { refreshExpiresAt: null, codeExpiresAt: { lt: dayAgo } },
        { refreshExpiresAt: { lt: dayAgo } },
        { revokedAt: { lt: dayAgo } },
      ],
    },
  });
  const tokens = await db.apiKey.deleteMany({ where: { oauthGrantId: { not: null }, expiresAt: { lt: dayAgo } } });
  const clients = await db.oAuthClient.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - 7 * 86_400_000) }, grants: { none: {} } } });
  return { grants: grants.count, tokens: tokens.count, clients: clients.count };
}
