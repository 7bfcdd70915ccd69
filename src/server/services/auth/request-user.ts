/** Resolves the signed-in user of a request from its bearer token or session cookie. */
import { env } from "@/env";
import { db, Prisma, sql } from "@/server/db";
import { membershipSubquery, type ActiveWorkspace } from "@/server/services/workspaces/membership";
import { verifySessionToken, type SessionClaims } from "./tokens";
import { presentedToken } from "./credential";
import type { AuthUser } from "./auth-user";
import { looksLikeApiKey } from "@/lib/api-keys";
import { userFromApiKey, type ApiKeyCredential } from "@/server/services/api-keys/authenticate";
import { hashApiKey } from "@/server/services/api-keys/keys";

export type { AuthUser } from "./auth-user";

/** The user's columns a request needs, with what the check reads (token version, last activity). */
type AuthRow = AuthUser & { tokenVersion: number; lastActiveAt: Date | null };

export const INACTIVE_ACCOUNT_MESSAGE = "Your account is not active. Please contact support.";
export const SUSPENDED_ACCOUNT_MESSAGE = "Your account has been suspended. Please contact support.";

export interface TokenCheck {
  user: AuthUser | null;
  error: string | null;
  /** The accepted token's claims (its id and expiry, for signing out). */
  claims?: SessionClaims;
  /**
   * The user's membership of the workspace the request names (null: the personal one), read in the
   * same round trip; null when they are not a member. Only workspace-scoped procedures look at it.
   */
  membership?: ActiveWorkspace | null;
  /** Set when the credential was an API key: its scopes bound what the request may call. */
  apiKey?: ApiKeyCredential;
}

/** A suspended or inactive user is refused whatever credential they present, and told why. */
function statusRefusal(status: AuthUser["status"]): string | null {
  if (status === "suspended") return SUSPENDED_ACCOUNT_MESSAGE;
  return status === "active" ? null : INACTIVE_ACCOUNT_MESSAGE;
}

/** Checks a token against the database: it must belong to an active user and not be revoked. */
export async function userFromToken(token: string, workspaceId: string | null = null): Promise<TokenCheck> {
  const claims = await verifySessionToken(token);
  if (!claims) return { user: null, error: "Invalid or expired token" };
  // Every API request passes here: the user, the revocation and the workspace membership in one round
  // trip, on the driver (db.ts).
  const [row] = await sql<AuthRow & { revoked: boolean; membership: ActiveWorkspace | null }>(Prisma.sql`
    SELECT "id", "name", "email", "role"::text AS "role", "status"::text AS "status", "subscription", "timeZone",
           "tokenVersion", "lastActiveAt", EXISTS (SELECT 1 FROM "RevokedToken" WHERE "jti" = ${claims.jti}) AS "revoked",
           ${membershipSubquery(Prisma.sql`u."id"`, workspaceId)} AS "membership"
    FROM "User" u WHERE "id" = ${claims.sub}`);
  if (!row || row.revoked) return { user: null, error: "Invalid or expired token" };
  const { revoked: _revoked, membership, ...user } = row;
  // Status first: a suspension also revokes the user's tokens, and they should hear why.
  const refusal = statusRefusal(user.status);
  if (refusal) return { user: null, error: refusal };
  if (user.tokenVersion !== claims.tv) return { user: null, error: "Invalid or expired token" };
  // Activity for daily/weekly active users; written at most every 5 minutes per user.
  if (!user.lastActiveAt || Date.now() - user.lastActiveAt.getTime() > 5 * 60_000) {
    await db.user.update({ where: { id: user.id }, data: { lastActiveAt: new Date() }, select: { id: true } });
  }
  const { tokenVersion: _tv, lastActiveAt: _la, ...authUser } = user;
  return { user: authUser, error: null, claims, membership };
}

/** The credential a request presents, read once per request (createContext). */
export interface PresentedCredential {
  token: string;
  /** An API key's SHA-256, hashed once: its check and its rate limit (api-key-rate.ts) both key on it. Null for a session token. */
  keyHash: string | null;
}

export function presentedCredential(headers: Headers): PresentedCredential | null {
  const token = presentedToken(headers);
  if (!token) return null;
  return { token, keyHash: looksLikeApiKey(token) ? hashApiKey(token) : null };
}

/** `workspaceId`: the workspace the request names (X-Workspace-Id or the switcher's cookie); null = personal. */
export async function resolveRequestUser(credential: PresentedCredential | null, workspaceId: string | null = null): Promise<TokenCheck> {
  if (!credential) return { user: null, error: null };
  if (credential.keyHash === null) return userFromToken(credential.token, workspaceId);
  const check = await userFromApiKey(credential.keyHash, workspaceId);
  const refusal = check.user && statusRefusal(check.user.status);
  return refusal ? { user: null, error: refusal } : check;
}

/**
 * Signing out: ends the presented token (cookie or bearer) only, so other devices stay signed in;
 * `allDevices` ends every session and token of the user (tokenVersion).
 */
export async function revokeToken(claims: Pick<SessionClaims, "sub" | "jti">, options: { allDevices?: boolean } = {}): Promise<void> {
  const now = new Date();
  // A rolling session may have copies expiring up to one lifetime from now; all share the id.
  const expiresAt = new Date(now.getTime() + env().AUTH_TOKEN_TTL_SECONDS * 1000);
  await db.revokedToken.upsert({
    where: { jti: claims.jti },
    create: { jti: claims.jti, userId: claims.sub, expiresAt },
    update: {},
  });
  if (options.allDevices) await db.user.update({ where: { id: claims.sub }, data: { tokenVersion: { increment: 1 } }, select: { id: true } });
  // Expired tokens are refused by their signature check anyway: their rows can go.
  await db.revokedToken.deleteMany({ where: { expiresAt: { lt: now } } });
}
