/**
 * A workspace's API keys (issue 28): made, listed and revoked by its admins. The secret is shown once
 * and only its SHA-256 is kept: a key is 190 random bits, so a fast hash is as safe as a slow one
 * (nothing to brute-force) and costs microseconds on every request (decisions.md, "API keys").
 */
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/server/db";
import { Forbidden, NotFound, ValidationError } from "@/server/errors";
import { API_KEY_PREFIX, API_KEY_SECRET_LENGTH, type ApiKeyScope } from "@/lib/api-keys";
import type { Actor } from "@/server/services/workspaces/actor";
import { roleAtLeast, WORKSPACE_ROLE_LABEL, type WorkspaceRole } from "@/server/services/workspaces/roles";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Keys a workspace may hold at once (unrevoked): the page lists them all. */
export const MAX_ACTIVE_KEYS = 100;

/** Revoked keys stay listed this long (who made it, its last use), then drop off the page. */
const REVOKED_SHOWN_DAYS = 30;

export function hashApiKey(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** `pp_live_` and 32 base62 characters, drawn without modulo bias (OAuth access tokens are made alike). */
export function newSecret(): string {
  let out = "";
  while (out.length < API_KEY_SECRET_LENGTH) {
    for (const byte of randomBytes(48)) {
      if (byte < 248 && out.length < API_KEY_SECRET_LENGTH) out += BASE62[byte % 62];
    }
  }
  return API_KEY_PREFIX + out;
}

/** What lists show of a key: enough to recognise it, never enough to use it. */
export function displayPrefix(secret: string): string {
  return `${secret.slice(0, API_KEY_PREFIX.length + 4)}…`;
}

export type ApiKeyStatus = "active" | "expired" | "revoked";

export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  role: WorkspaceRole;
  scopes: ApiKeyScope[];
  status: ApiKeyStatus;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  createdAt: Date;
  revokedAt: Date | null;
  createdBy: { id: string; name: string };
}

const SUMMARY_SELECT = {
  id: true,
  name: true,
  prefix: true,
  role: true,
  scopes: true,
  expiresAt: true,
  lastUsedAt: true,
  createdAt: true,
  revokedAt: true,
  createdBy: { select: { id: true, name: true } },
} as const;

type SummaryRow = Omit<ApiKeySummary, "status">;

function summaryOf(row: SummaryRow, now = new Date()): ApiKeySummary {
  const status: ApiKeyStatus = row.revokedAt ? "revoked" : row.expiresAt && row.expiresAt <= now ? "expired" : "active";
  return { ...row, status };
}

export interface NewApiKey {
  name: string;
  role: WorkspaceRole;
  scopes: ApiKeyScope[];
  expiresAt: Date | null;
}

/** Who makes the key: their role in the workspace, and the scopes of the key they call with (null: signed in). */
export interface KeyMaker {
  role: WorkspaceRole;
  scopes: readonly ApiKeyScope[] | null;
}

/** Makes a key; answers it with its secret, which is never shown again. */
export async function createApiKey(actor: Actor, maker: KeyMaker, input: NewApiKey): Promise<{ key: ApiKeySummary; secret: string }> {
  if (!roleAtLeast(maker.role, input.role)) {
    throw Forbidden(`A key's role cannot be above yours (${WORKSPACE_ROLE_LABEL[maker.role]})`, { maxRole: maker.role });
  }
  // A key cannot mint a key that reaches further than itself.
  const beyond = maker.scopes ? input.scopes.filter((scope) => !maker.scopes!.includes(scope)) : [];
  if (beyond.length > 0) throw Forbidden(`A key cannot grant scopes it does not have: ${beyond.join(", ")}`);
  if (input.expiresAt && input.expiresAt.getTime() <= Date.now()) throw ValidationError("The expiry must be in the future");
  const active = await db.apiKey.count({ where: { workspaceId: actor.workspaceId, revokedAt: null, oauthGrantId: null } });
  if (active >= MAX_ACTIVE_KEYS) throw ValidationError(`A workspace holds at most ${MAX_ACTIVE_KEYS} API keys; revoke one first`);
  const secret = newSecret();
  const row = await db.apiKey.create({
    data: {
      workspaceId: actor.workspaceId,
      name: input.name,
      prefix: displayPrefix(secret),
      hash: hashApiKey(secret),
      role: input.role,
      scopes: [...new Set(input.scopes)],
      expiresAt: input.expiresAt,
      createdById: actor.userId,
    },
    select: SUMMARY_SELECT,
  });
  return { key: summaryOf(row), secret };
}

/** The workspace's keys, newest first: every unrevoked one, and those revoked in the last 30 days. */
export async function listApiKeys(actor: Actor): Promise<ApiKeySummary[]> {
  const since = new Date(Date.now() - REVOKED_SHOWN_DAYS * 86_400_000);
  const rows = await db.apiKey.findMany({
    // OAuth access tokens (MCP connectors) are ApiKey rows too, but not keys anyone made here.
    where: { workspaceId: actor.workspaceId, oauthGrantId: null, OR: [{ revokedAt: null }, { revokedAt: { gte: since } }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_ACTIVE_KEYS * 3,
    select: SUMMARY_SELECT,
  });
  const now = new Date();
  return rows.map((row) => summaryOf(row, now));
}

/** Revokes a key of the workspace: the next request with it is refused (keys are checked on every request). */
export async function revokeApiKey(actor: Actor, id: string): Promise<ApiKeySummary> {
  await db.apiKey.updateMany({ where: { id, workspaceId: actor.workspaceId, oauthGrantId: null, revokedAt: null }, data: { revokedAt: new Date() } });
  const row = await db.apiKey.findFirst({ where: { id, workspaceId: actor.workspaceId, oauthGrantId: null }, select: SUMMARY_SELECT });
  if (!row) throw NotFound("API key");
  return summaryOf(row);
}
