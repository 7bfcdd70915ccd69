/** Helpers for declaring a procedure's REST door (served by trpc-to-openapi under /api). */
import type { OpenApiMeta, OpenApiMethod } from "trpc-to-openapi";
import { NotImplemented } from "@/server/errors";

export function rest(method: OpenApiMethod, path: `/${string}`, tag: string, options: { protect?: boolean; summary?: string } = {}): OpenApiMeta {
  return { openapi: { method, path, tags: [tag], protect: options.protect ?? true, summary: options.summary } };
}

/** Resolver of a route whose feature is filed separately: it validated and authorised already. */
export function notImplemented(): never {
  throw NotImplemented();
}
