/**
 * The Idempotency-Key header on every mutation of a signed-in procedure kind, on both doors (issue 28):
 * the first request's successful answer is kept and handed to retries with the same key and input,
 * which create nothing (store.ts). Errors are not kept: nothing was written, so a retry runs again.
 */
import superjson from "superjson";
import type { ScopedMeta } from "@/server/api/scopes";
import {
  checkIdempotencyKey,
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  requestFingerprint,
  type IdempotencyScope,
} from "@/server/services/idempotency/store";

export const IDEMPOTENCY_HEADER = "idempotency-key";

interface Caller {
  user: { id: string };
  headers: Headers;
  membership: { id: string } | null;
  apiKey?: { id: string } | null;
}

interface MiddlewareOptions<R> {
  ctx: Caller;
  type: string;
  path: string;
  meta: ScopedMeta | undefined;
  getRawInput: () => Promise<unknown>;
  next: () => Promise<R>;
}

/** Runs the procedure once per Idempotency-Key; retries get the first answer. */
export async function runIdempotently<R extends { ok: boolean }>(opts: MiddlewareOptions<R>): Promise<R> {
  const header = opts.ctx.headers.get(IDEMPOTENCY_HEADER);
  if (header === null || opts.type !== "mutation" || opts.meta?.idempotent === false) return opts.next();
  const scope: IdempotencyScope = {
    workspaceId: opts.ctx.membership?.id ?? "",
    callerId: opts.ctx.apiKey ? `key:${opts.ctx.apiKey.id}` : opts.ctx.user.id,
    key: checkIdempotencyKey(header),
  };
  const input = await opts.getRawInput().catch(() => undefined);
  const claim = await claimIdempotencyKey(scope, requestFingerprint(opts.path, input));
  if (claim.kind === "answered") {
    // The first request's output, as its resolver answered it (tRPC checks no marker on results).
    return { ok: true, data: superjson.deserialize(claim.answer as never), ctx: opts.ctx, marker: "middlewareMarker" } as unknown as R;
  }
  let result: R;
  try {
    result = await opts.next();
  } catch (err) {
    await releaseIdempotencyKey(scope, claim.lockedAt);
    throw err;
  }
  if (result.ok) await completeIdempotencyKey(scope, claim.lockedAt, superjson.serialize((result as unknown as { data: unknown }).data));
  else await releaseIdempotencyKey(scope, claim.lockedAt);
  return result;
}
