/** Helpers for declaring a procedure's REST door (served by trpc-to-openapi under /api). */
import type { OpenApiMethod } from "trpc-to-openapi";
import { NotImplemented } from "@/server/errors";
import type { ProcedureMeta, ScopeOf } from "@/server/api/scopes";

export function rest(
  method: OpenApiMethod,
  path: `/${string}`,
  tag: string,
  options: { protect?: boolean; summary?: string; scope?: ScopeOf; idempotent?: false } = {},
): ProcedureMeta {
  const meta: ProcedureMeta = { openapi: { method, path, tags: [tag], protect: options.protect ?? true, summary: options.summary } };
  if (options.scope) meta.scope = options.scope;
  if (options.idempotent === false) meta.idempotent = false;
  return meta;
}

/** Resolver of a route whose feature is filed separately: it validated and authorised already. */
export function notImplemented(): never {
  throw NotImplemented();
}
