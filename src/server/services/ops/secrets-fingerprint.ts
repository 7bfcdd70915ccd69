/**
 * Secrets that cannot silently differ (issue 27). Two processes with different AUTH_SECRETs sign
 * each other's sessions out; with different TOKEN_ENCRYPTION_KEYs one cannot read the accounts'
 * tokens the other saved, and posts fail at publish time. So the first process to start stores a
 * fingerprint of each secret in the database (AdminSetting, category "ops"), and every later web or
 * worker process compares its own: a mismatch refuses to start, naming the secret.
 *
 * A fingerprint is HMAC-SHA256(secret, "<random salt>"), the salt stored beside it: it proves
 * equality without revealing the secret, and the salt keeps one install's fingerprint from being
 * looked up in a table precomputed for another.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { db } from "@/server/db";

export const FINGERPRINTED_SECRETS = ["AUTH_SECRET", "TOKEN_ENCRYPTION_KEY"] as const;
export type FingerprintedSecret = (typeof FINGERPRINTED_SECRETS)[number];

export const fingerprintKey = (name: FingerprintedSecret) => `fingerprint:${name}`;

const VERSION = "v1";

export function fingerprint(secret: string, salt: string = randomBytes(16).toString("hex")): string {
  return `${VERSION}:${salt}:${createHmac("sha256", secret).update(`postpilot secret fingerprint ${salt}`).digest("hex")}`;
}

export function matchesFingerprint(secret: string, stored: string): boolean {
  const [version, salt] = stored.split(":");
  if (version !== VERSION || !salt) return false;
  const a = Buffer.from(fingerprint(secret, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

const WHAT_BREAKS: Record<FingerprintedSecret, string> = {
  AUTH_SECRET: "sessions and API tokens signed by one process would be refused by the other",
  TOKEN_ENCRYPTION_KEY: "the connected accounts' tokens saved by one process could not be read by the other, and their posts would fail",
};

/**
 * Stores the fingerprints missing from the database (the first start) and compares the others.
 * Returns the refusal message when a secret differs, else null.
 */
export async function verifySecretFingerprints(secrets: Record<FingerprintedSecret, string>): Promise<string | null> {
  // First start (or two at once): insert if missing; the first writer wins and everyone compares with it.
  await db.adminSetting.createMany({
    data: FINGERPRINTED_SECRETS.map((name) => ({ key: fingerprintKey(name), value: fingerprint(secrets[name]), category: "ops" })),
    skipDuplicates: true,
  });
  const rows = await db.adminSetting.findMany({ where: { key: { in: FINGERPRINTED_SECRETS.map(fingerprintKey) } } });
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const differing = FINGERPRINTED_SECRETS.filter((name) => !matchesFingerprint(secrets[name], stored.get(fingerprintKey(name)) ?? ""));
  if (differing.length === 0) return null;
  return [
    `Refusing to start: ${differing.join(" and ")} ${differing.length === 1 ? "differs" : "differ"} from the one${differing.length === 1 ? "" : "s"} this database was first started with.`,
    ...differing.map((name) => `  ${name}: ${WHAT_BREAKS[name]}.`),
    "Give every web and worker process the same values (restore them from your secrets backup; see docs/deploy.md).",
    `To replace a secret on purpose (every connected account must then be reconnected if it is TOKEN_ENCRYPTION_KEY), delete its fingerprint: DELETE FROM "AdminSetting" WHERE key IN (${differing.map((n) => `'${fingerprintKey(n)}'`).join(", ")});`,
  ].join("\n");
}
