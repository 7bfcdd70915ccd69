/**
 * Which scope an API key needs for a procedure (issue 28), declared once: by the procedure kind
 * (src/server/api/trpc.ts) for its queries and mutations, or by the procedure's meta where its
 * kind's default does not fit (AI procedures need `ai`, actions that send a post out `publish`).
 * Handlers never check scopes. Requests signed in with a session are not limited by scopes.
 */
import type { OpenApiMeta } from "trpc-to-openapi";
import { AppError } from "@/server/errors";
import type { ApiKeyScope } from "@/lib/api-keys";

/** A fixed scope, or one read from the raw input (POST /posts/save: `mode` schedule or now publishes). */
export type ScopeOf = ApiKeyScope | ((rawInput: unknown) => ApiKeyScope);

export type ScopedMeta = OpenApiMeta & {
  /** The scope an API key needs, instead of its kind's default. */
  scope?: ScopeOf;
  /** false: the answer must not be kept for Idempotency-Key retries (it carries a secret shown once). */
  idempotent?: false;
};

/** What a procedure kind asks of a key by default, for reading and for changing. */
export interface KindScopes {
  query: ApiKeyScope;
  mutation: ApiKeyScope;
}

/** Workspace procedures below the admin role: read to read, write to change. */
export const WORKSPACE_SCOPES: KindScopes = { query: "read", mutation: "write" };
/** Workspace procedures for admins and owners (keys, members, settings) and the site's admin area. */
export const ADMIN_SCOPES: KindScopes = { query: "admin", mutation: "admin" };
/** The creator's own account (profile, password, billing, connecting accounts): changing it is admin. */
export const ACCOUNT_SCOPES: KindScopes = { query: "read", mutation: "admin" };

/** Sends a post out when the input's `mode` is schedule or now; else a write. */
export function publishWhenModeSendsOut(rawInput: unknown): ApiKeyScope {
  const mode = rawInput && typeof rawInput === "object" ? (rawInput as { mode?: unknown }).mode : undefined;
  return mode === "schedule" || mode === "now" ? "publish" : "write";
}

export function requiredScope(meta: ScopedMeta | undefined, type: string, kind: KindScopes, rawInput: () => unknown): ApiKeyScope {
  const declared = meta?.scope;
  if (typeof declared === "function") return declared(rawInput());
  if (declared) return declared;
  return type === "query" ? kind.query : kind.mutation;
}

export function missingScope(scope: ApiKeyScope): AppError {
  return new AppError("FORBIDDEN", `This API key does not have the "${scope}" scope`, { requiredScope: scope });
}
