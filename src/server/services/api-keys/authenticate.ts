/**
 * A request that presents an API key (`Authorization: Bearer pp_live_…`): the key, its creator and the
 * creator's membership of the key's workspace in one round trip by the unique index on the hash,
 * like a session token's check (request-user.ts). The request acts as the creator with the lower of
 * the key's role and the creator's current role, in the key's workspace only.
 */
import { Prisma, sql } from "@/server/db";
import type { ApiKeyScope } from "@/lib/api-keys";
import type { AuthUser } from "@/server/services/auth/auth-user";
import { membershipInSubquery, type ActiveWorkspace } from "@/server/services/workspaces/membership";
import { roleAtLeast, type WorkspaceRole } from "@/server/services/workspaces/roles";

/** What a procedure learns about the key a request came with (scopes are checked by the procedure kind). */
export interface ApiKeyCredential {
  id: string;
  workspaceId: string;
  scopes: ApiKeyScope[];
  /**
   * An OAuth access token (MCP connectors, services/oauth): the resource (RFC 8707 audience) it was
   * issued for; null for a key made on the API keys page, which every door accepts.
   */
  resource?: string | null;
}

export const INVALID_API_KEY_MESSAGE = "Invalid API key";
export const REVOKED_API_KEY_MESSAGE = "This API key has been revoked";
export const EXPIRED_API_KEY_MESSAGE = "This API key has expired";
export const REVOKED_ACCESS_TOKEN_MESSAGE = "This access token has been revoked";
export const EXPIRED_ACCESS_TOKEN_MESSAGE = "This access token has expired";
export const ORPHANED_API_KEY_MESSAGE = "This API key's creator is no longer a member of its workspace";

/** lastUsedAt is written at most this often per key, not on every request. */
const LAST_USED_EVERY_MS = 60_000;

type KeyRow = AuthUser & {
  keyId: string;
  workspaceId: string;
  keyRole: WorkspaceRole;
  scopes: ApiKeyScope[];
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  resource: string | null;
  membership: ActiveWorkspace | null;
};

export interface ApiKeyCheck {
  user: AuthUser | null;
  error: string | null;
  membership?: ActiveWorkspace | null;
  apiKey?: ApiKeyCredential;
}

/**
 * `keyHash`: the presented key's SHA-256 (hashApiKey; computed once per request, the rate limit keys on it too).
 * `workspaceId`: the workspace the request names; another than the key's answers no membership (404).
 */
export async function userFromApiKey(keyHash: string, workspaceId: string | null): Promise<ApiKeyCheck> {
  const [row] = await sql<KeyRow>(Prisma.sql`
    SELECT k."id" AS "keyId", k."workspaceId", k."role"::text AS "keyRole", k."scopes"::text[] AS "scopes",
           k."expiresAt", k."revokedAt", k."lastUsedAt", g."resource",
           u."id", u."name", u."email", u."role"::text AS "role", u."status"::text AS "status", u."subscription", u."timeZone",
           ${membershipInSubquery(Prisma.sql`k."createdById"`, Prisma.sql`k."workspaceId"`)} AS "membership"
    FROM "ApiKey" k JOIN "User" u ON u."id" = k."createdById" LEFT JOIN "OAuthGrant" g ON g."id" = k."oauthGrantId"
    WHERE k."hash" = ${keyHash}`);
  if (!row) return { user: null, error: INVALID_API_KEY_MESSAGE };
  const oauth = row.resource !== null;
  if (row.revokedAt) return { user: null, error: oauth ? REVOKED_ACCESS_TOKEN_MESSAGE : REVOKED_API_KEY_MESSAGE };
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
    return { user: null, error: oauth ? EXPIRED_ACCESS_TOKEN_MESSAGE : EXPIRED_API_KEY_MESSAGE };
  }
  if (!row.membership) return { user: null, error: ORPHANED_API_KEY_MESSAGE };
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_EVERY_MS) await touchLastUsed(row.keyId);
  const { keyId, workspaceId: keyWorkspaceId, keyRole, scopes, membership, resource, ...user } = row;
  const role = roleAtLeast(membership.role, keyRole) ? keyRole : membership.role;
  const authUser: AuthUser = {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    subscription: user.subscription,
    timeZone: user.timeZone,
  };
  return {
    user: authUser,
    error: null,
    membership: workspaceId === null || workspaceId === keyWorkspaceId ? { ...membership, role } : null,
    apiKey: { id: keyId, workspaceId: keyWorkspaceId, scopes, resource },
  };
}

/** Conditional, so that concurrent requests of one key write it once. */
async function touchLastUsed(keyId: string): Promise<void> {
  await sql(Prisma.sql`
    UPDATE "ApiKey" SET "lastUsedAt" = now()
    WHERE "id" = ${keyId} AND ("lastUsedAt" IS NULL OR "lastUsedAt" < now() - ${`${LAST_USED_EVERY_MS} milliseconds`}::interval)`);
}
