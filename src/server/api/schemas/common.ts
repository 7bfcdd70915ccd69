/** Zod building blocks shared by the routers, with the user-facing messages of the spec. */
import { z } from "zod";
import { NETWORK_KEYS, type NetworkKey } from "@/lib/networks";

/** A required, trimmed string; missing and blank both answer "{label} is required". */
export function requiredString(label: string, max = 1000) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

export const emailField = z
  .string({ error: (issue) => (issue.input === undefined ? "Email is required" : "Email must be text") })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Please enter a valid email address"));

export const idParam = z.object({ id: z.string().min(1).max(64) });

/** A required id in a body ("Post id is required"). */
export function idField(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`) })
    .min(1, `${label} is required`)
    .max(64, `${label} is not valid`);
}

/**
 * A JSON boolean only: trpc-to-openapi coerces a plain `z.boolean()` input on the REST door, so the
 * string "false" would become true. The pipe keeps the type strict.
 */
export function jsonBoolean(name: string) {
  return z.boolean({ error: `${name} must be true or false` }).pipe(z.boolean());
}

/** What every JSON answer of the REST door carries at least. */
export const okResponse = z.object({ success: z.boolean(), message: z.string().optional() });

/**
 * Placeholder output for routes whose features are filed separately: they exist, validate
 * and authorise, and answer 501 until their feature lands.
 */
export const pendingResponse = okResponse.loose();

/** Every network key (src/lib/networks.ts is the catalogue). */
export const NETWORKS = NETWORK_KEYS;
export type Network = NetworkKey;
export const networkField = z.enum(NETWORKS, { error: "Unknown platform" });

export { LENGTHS, TONES } from "@/lib/tones";

export const isoDateTime = z.iso.datetime({ offset: true, error: "Please provide a valid ISO date and time" });
