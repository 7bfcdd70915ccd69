/** Helpers for declaring a procedure's REST door (served by trpc-to-openapi under /api). */
import { z } from "zod";
import type { OpenApiMethod } from "trpc-to-openapi";
import { NotImplemented } from "@/server/errors";
import type { ScopedMeta, ScopeOf } from "@/server/api/scopes";

export function rest(
  method: OpenApiMethod,
  path: `/${string}`,
  tag: string,
  options: { protect?: boolean; summary?: string; scope?: ScopeOf; idempotent?: false } = {},
): ScopedMeta {
  const protect = options.protect ?? true;
  // Every signed-in write takes an Idempotency-Key (src/server/api/idempotency.ts): documented with it.
  const requestHeaders = method !== "GET" && protect && options.idempotent !== false ? idempotencyHeader : undefined;
  const meta: ScopedMeta = { openapi: { method, path, tags: [tag], protect, summary: options.summary, requestHeaders } };
  if (options.scope) meta.scope = options.scope;
  if (options.idempotent === false) meta.idempotent = false;
  return meta;
}

const idempotencyHeader = z.object({
  "Idempotency-Key": z
    .string()
    .max(255)
    .optional()
    .describe(
      "Any unique string (e.g. a UUID): a retry with the same key and body answers the first result and creates nothing twice; the same key with another body is a 409. Kept 24 hours, per workspace and caller.",
    ),
});

/** Resolver of a route whose feature is filed separately: it validated and authorised already. */
export function notImplemented(): never {
  throw NotImplemented();
}
