/**
 * Secrets that cannot silently differ (issue 27): the database keeps a fingerprint of AUTH_SECRET
 * and TOKEN_ENCRYPTION_KEY from the first start; a worker with another key refuses to start naming
 * it; `npm start` does not invent secrets for a database on another machine.
 */
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { env } from "@/env";
import { db } from "@/server/db";
import { disconnectRedis } from "@/server/redis";
import { fingerprint, fingerprintKey, matchesFingerprint, verifySecretFingerprints } from "@/server/services/ops/secrets-fingerprint";
import { isLocalDatabase } from "../../scripts/lib/database-url";
import { cleanupPrefix, uniquePrefix, type Spawned } from "../worker/helpers";
import { spawnWith, spawnWorker } from "./helpers";

const spawned: Spawned[] = [];
const prefixes: string[] = [];
afterEach(() => {
  for (const p of spawned.splice(0)) p.killGroup();
});
afterAll(async () => {
  for (const prefix of prefixes) await cleanupPrefix(prefix);
  await disconnectRedis();
});

const ours = () => ({ AUTH_SECRET: env().AUTH_SECRET, TOKEN_ENCRYPTION_KEY: env().TOKEN_ENCRYPTION_KEY });
const keys = [fingerprintKey("AUTH_SECRET"), fingerprintKey("TOKEN_ENCRYPTION_KEY")];

describe("secrets fingerprints", () => {
  it("a fingerprint proves equality without holding the secret", () => {
    const secret = "x".repeat(20) + "-the-secret";
    const stored = fingerprint(secret);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(Buffer.from(secret).toString("base64"));
    expect(matchesFingerprint(secret, stored)).toBe(true);
    expect(matchesFingerprint(`${secret}!`, stored)).toBe(false);
    expect(fingerprint(secret)).not.toBe(stored); // salted per install
    expect(matchesFingerprint(secret, "garbage")).toBe(false);
  });

  it("the first start stores them; the same secrets pass; a different key is named", async () => {
    await db.adminSetting.deleteMany({ where: { key: { in: keys } } });
    expect(await verifySecretFingerprints(ours())).toBeNull();
    const rows = await db.adminSetting.findMany({ where: { key: { in: keys } } });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.value).not.toContain(ours().AUTH_SECRET);
      expect(row.value).not.toContain(ours().TOKEN_ENCRYPTION_KEY);
    }
    expect(await verifySecretFingerprints(ours())).toBeNull();

    const refusal = await verifySecretFingerprints({ ...ours(), TOKEN_ENCRYPTION_KEY: "another-key-entirely-another-key" });
    expect(refusal).toMatch(/^Refusing to start: TOKEN_ENCRYPTION_KEY differs/);
    expect(refusal).not.toMatch(/AUTH_SECRET/);
    const both = await verifySecretFingerprints({ AUTH_SECRET: "a", TOKEN_ENCRYPTION_KEY: "b" });
    expect(both).toMatch(/AUTH_SECRET and TOKEN_ENCRYPTION_KEY differ/);
    // The stored fingerprints are those of the first start, untouched by the refusals.
    expect(await verifySecretFingerprints(ours())).toBeNull();
  });

  it("a worker whose TOKEN_ENCRYPTION_KEY differs refuses to start, naming it", async () => {
    expect(await verifySecretFingerprints(ours())).toBeNull();
    const prefix = uniquePrefix("secrets");
    prefixes.push(prefix);
    const worker = spawnWorker(prefix, { ...ours(), TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64") });
    spawned.push(worker);
    const exit = await worker.exited;
    expect(exit.code).toBe(1);
    expect(worker.output()).toMatch(/Refusing to start: TOKEN_ENCRYPTION_KEY differs from the one this database was first started with/);
    expect(worker.output()).not.toContain(Buffer.alloc(32, 7).toString("base64"));
    expect(worker.output()).not.toMatch(/worker started/);
  }, 60_000);
});

describe("npm start and shared databases", () => {
  it("knows which database URLs are this machine's", () => {
    expect(isLocalDatabase(undefined)).toBe(true);
    expect(isLocalDatabase("postgresql://postgres@127.0.0.1:5432/x")).toBe(true);
    expect(isLocalDatabase("postgresql://postgres@localhost/x")).toBe(true);
    expect(isLocalDatabase("postgresql://postgres@[::1]:5432/x")).toBe(true);
    expect(isLocalDatabase("postgresql://postgres@/x?host=/var/run/postgresql")).toBe(true);
    expect(isLocalDatabase("postgresql://app:pw@db.internal:5432/postpilot")).toBe(false);
    expect(isLocalDatabase("postgresql://app:pw@10.0.0.5/postpilot")).toBe(false);
  });

  it("refuses to generate secrets when DATABASE_URL points at another machine", async () => {
    const run = spawnWith(process.execPath, ["--import", "tsx", "scripts/run.ts", "start"], {
      DATABASE_URL: "postgresql://app:hunter2@db.example.internal:5432/postpilot",
      AUTH_SECRET: "",
      NEXTAUTH_SECRET: "",
      TOKEN_ENCRYPTION_KEY: "",
      DATA_DIR: ".data/test-ops-remote",
      NODE_ENV: "",
    });
    spawned.push(run);
    const exit = await run.exited;
    expect(exit.code).not.toBe(0);
    expect(run.output()).toMatch(/AUTH_SECRET and TOKEN_ENCRYPTION_KEY are not generated here/);
    expect(run.output()).not.toContain("hunter2");
    expect(run.output()).not.toMatch(/generated AUTH_SECRET/);
  }, 60_000);
});
