/**
 * Idempotency keys (issue 28): the first request with a key claims it by inserting a row (the
 * primary key serialises parallel retries in PostgreSQL), runs, and keeps its answer; retries with
 * the same key and request wait for that answer and get it back; the same key with another request
 * is a conflict. Kept 24 hours (pruneIdempotencyKeys, a maintenance job).
 */
import { createHash } from "node:crypto";
import { Prisma, sql } from "@/server/db";
import { Conflict, ValidationError } from "@/server/errors";

export interface IdempotencyScope {
  /** The active workspace ("" for calls outside one). */
  workspaceId: string;
  /** The user, or `key:<id>` for an API key: keys of one caller never meet another's. */
  callerId: string;
  key: string;
}

export const KEEP_HOURS = 24;
/** A claim this old whose request never answered (its process died) may be taken over by a retry. */
const STALE_CLAIM_SECONDS = 120;
/** How long a retry waits for the first request's answer before it is told to come back. */
const WAIT_FOR_ANSWER_MS = 30_000;
const POLL_MS = 40;

export const KEY_REUSED_MESSAGE = "This Idempotency-Key was already used with a different request";
export const STILL_RUNNING_MESSAGE = "A request with this Idempotency-Key is still being processed; retry it later";

/** Printable ASCII, at most 255 characters (as Stripe's keys). */
export function checkIdempotencyKey(key: string): string {
  const trimmed = key.trim();
  if (trimmed === "" || trimmed.length > 255 || !/^[\x21-\x7e]+$/.test(trimmed)) {
    throw ValidationError("Idempotency-Key must be 1 to 255 printable ASCII characters");
  }
  return trimmed;
}

/** JSON with object keys sorted, so that `{a, b}` and `{b, a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** What makes two requests the same: the procedure and its input. */
export function requestFingerprint(procedure: string, input: unknown): string {
  return createHash("sha256").update(procedure).update("\n").update(canonical(input)).digest("hex");
}

export type Claim = { kind: "mine"; lockedAt: Date } | { kind: "answered"; answer: unknown };

/**
 * Claims the key for this request, or waits for the answer of the request that holds it.
 * Throws 409 when the key was used with another request, or its first request is still running.
 */
export async function claimIdempotencyKey(scope: IdempotencyScope, fingerprint: string): Promise<Claim> {
  const deadline = Date.now() + WAIT_FOR_ANSWER_MS;
  for (;;) {
    // A row past its 24 hours, or a stale claim of the same request, is taken over as if new.
    const [mine] = await sql<{ lockedAt: Date }>(Prisma.sql`
      INSERT INTO "IdempotencyKey" ("workspaceId", "callerId", "key", "fingerprint")
      VALUES (${scope.workspaceId}, ${scope.callerId}, ${scope.key}, ${fingerprint})
      ON CONFLICT ("workspaceId", "callerId", "key") DO UPDATE
        SET "fingerprint" = EXCLUDED."fingerprint", "lockedAt" = now(), "completedAt" = NULL, "answer" = NULL, "createdAt" = now()
        WHERE "IdempotencyKey"."createdAt" < now() - ${`${KEEP_HOURS} hours`}::interval
           OR ("IdempotencyKey"."completedAt" IS NULL AND "IdempotencyKey"."fingerprint" = EXCLUDED."fingerprint"
               AND "IdempotencyKey"."lockedAt" < now() - ${`${STALE_CLAIM_SECONDS} seconds`}::interval)
      RETURNING "lockedAt"`);
    if (mine) return { kind: "mine", lockedAt: mine.lockedAt };
    const [held] = await sql<{ fingerprint: string; completedAt: Date | null; answer: string | null }>(Prisma.sql`
      SELECT "fingerprint", "completedAt", "answer" #>> '{}' AS "answer" FROM "IdempotencyKey"
      WHERE "workspaceId" = ${scope.workspaceId} AND "callerId" = ${scope.callerId} AND "key" = ${scope.key}`);
    // Gone: the first request failed and let go of the key; claim it again.
    if (!held) continue;
    if (held.fingerprint !== fingerprint) throw Conflict(KEY_REUSED_MESSAGE);
    if (held.completedAt) return { kind: "answered", answer: JSON.parse(held.answer ?? "null") as unknown };
    if (Date.now() > deadline) throw Conflict(STILL_RUNNING_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Keeps the answer of the request that holds the claim (not of one that lost it as stale), as a
 * JSON string: jsonb would reorder its keys, and a retry gets the first answer byte for byte.
 */
export async function completeIdempotencyKey(scope: IdempotencyScope, lockedAt: Date, answer: unknown): Promise<void> {
  await sql(Prisma.sql`
    UPDATE "IdempotencyKey" SET "completedAt" = now(), "answer" = to_jsonb(${JSON.stringify(answer)}::text)
    WHERE "workspaceId" = ${scope.workspaceId} AND "callerId" = ${scope.callerId} AND "key" = ${scope.key} AND "lockedAt" = ${lockedAt}`);
}

/** The request failed: nothing to replay, so a retry runs it again. */
export async function releaseIdempotencyKey(scope: IdempotencyScope, lockedAt: Date): Promise<void> {
  await sql(Prisma.sql`
    DELETE FROM "IdempotencyKey"
    WHERE "workspaceId" = ${scope.workspaceId} AND "callerId" = ${scope.callerId} AND "key" = ${scope.key}
      AND "lockedAt" = ${lockedAt} AND "completedAt" IS NULL`);
}

/** Drops keys past their 24 hours (the maintenance job); answers how many. */
export async function pruneIdempotencyKeys(): Promise<{ pruned: number }> {
  const rows = await sql<{ n: number }>(Prisma.sql`
    WITH gone AS (DELETE FROM "IdempotencyKey" WHERE "createdAt" < now() - ${`${KEEP_HOURS} hours`}::interval RETURNING 1)
    SELECT count(*)::int AS "n" FROM gone`);
  return { pruned: rows[0]?.n ?? 0 };
}
