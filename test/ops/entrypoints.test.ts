/**
 * The image's entrypoints as plain processes (issue 27): the commands of docker-compose.prod.yml's
 * migrate and worker services (and the image's default web command when a production build
 * exists), with NODE_ENV=production and the secrets given as the image gets them. Nothing
 * migrates at start-up except the migrate step: a worker against an empty database does not.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { parse } from "yaml";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { env } from "@/env";
import { closeQueues, setQueuePrefix, aliveWorkers } from "@/server/queue";
import { disconnectRedis } from "@/server/redis";
import { verifySecretFingerprints } from "@/server/services/ops/secrets-fingerprint";
import { cleanupPrefix, ROOT, uniquePrefix, waitFor, type Spawned } from "../worker/helpers";
import { freePort, spawnWith } from "./helpers";

const { services } = parse(readFileSync(path.join(ROOT, "docker-compose.prod.yml"), "utf8"), { merge: true }) as {
  services: Record<string, { command: string[] }>;
};
const spawned: Spawned[] = [];
const prefixes: string[] = [];
const scratch = `postpilot_ops_entry_${process.pid}`;
const base = new URL(process.env.DATABASE_URL!);
const scratchUrl = new URL(base);
scratchUrl.pathname = `/${scratch}`;

afterEach(async () => {
  for (const p of spawned.splice(0)) p.killGroup();
  await closeQueues();
});
afterAll(async () => {
  for (const prefix of prefixes) await cleanupPrefix(prefix);
  await disconnectRedis();
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
  await admin.end();
});

/** As the image runs them: production, secrets from the environment. */
const imageEnv = () => ({ NODE_ENV: "production", AUTH_SECRET: env().AUTH_SECRET, TOKEN_ENCRYPTION_KEY: env().TOKEN_ENCRYPTION_KEY });

function run(command: string[], extraEnv: Record<string, string>, extraArgs: string[] = []): Spawned {
  const [bin, ...args] = command;
  const p = spawnWith(bin === "node" ? process.execPath : bin!, [...args, ...extraArgs], { ...imageEnv(), ...extraEnv });
  spawned.push(p);
  return p;
}

async function tables(url: URL): Promise<string[]> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).rows.map((r) => r.tablename);
  } finally {
    await client.end();
  }
}

describe("the image's entrypoints", () => {
  it("migrate: creates the schema on an empty database, and a second run changes nothing", async () => {
    const first = run(services.migrate!.command, { DATABASE_URL: scratchUrl.toString() });
    expect((await first.exited).code, first.output()).toBe(0);
    expect(await tables(scratchUrl)).toEqual(expect.arrayContaining(["Post", "User", "_prisma_migrations", "AdminSetting"]));
    const again = run(services.migrate!.command, { DATABASE_URL: scratchUrl.toString() });
    expect((await again.exited).code, again.output()).toBe(0);
    expect(again.output()).toMatch(/No pending migrations/);
  }, 180_000);

  it("worker: starts against the migrated database, beats, and stops on SIGTERM with 0", async () => {
    const prefix = uniquePrefix("entry-worker");
    prefixes.push(prefix);
    setQueuePrefix(prefix);
    const worker = run(services.worker!.command, {}, [`--queue-prefix=${prefix}`]);
    try {
      await waitFor("the worker to beat", async () => (await aliveWorkers()).length === 1, { timeoutMs: 60_000 });
      worker.child.kill("SIGTERM");
      expect((await worker.exited).code).toBe(0);
    } catch (err) {
      console.error(worker.output());
      throw err;
    }
  }, 120_000);

  it("worker: does not migrate an empty database at start-up", async () => {
    const empty = new URL(base);
    empty.pathname = `/${scratch}_empty`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${scratch}_empty"`);
    await admin.query(`CREATE DATABASE "${scratch}_empty"`);
    await admin.end();
    const prefix = uniquePrefix("entry-empty");
    prefixes.push(prefix);
    const worker = run(services.worker!.command, { DATABASE_URL: empty.toString() }, [`--queue-prefix=${prefix}`]);
    await waitFor("the worker to start", async () => /worker started|worker failed to start/.test(worker.output()), { timeoutMs: 60_000 });
    worker.child.kill("SIGTERM");
    await worker.exited;
    expect(await tables(empty)).toEqual([]);
    const drop = new pg.Client({ connectionString: base.toString() });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS "${scratch}_empty" WITH (FORCE)`);
    await drop.end();
  }, 120_000);

  // The web command needs a production build (.next): a full `npm test` runs this file once its
  // build is there (scripts/test.ts NEEDS_BUILD); alone, it runs when a build is left from a previous
  // run (`npx next build` first makes it run here). Without a build it is skipped
  // (test/ops/web-drain.test.ts covers the same modules around a plain server).
  it.skipIf(!existsSync(path.join(ROOT, ".next", "BUILD_ID")))(
    "web (next start): live, ready, X-Request-Id, /api/metrics, and on SIGTERM ready 503 before the port closes",
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const web = run(["node", ...services.web!.command.slice(1)], {
        PORT: String(port),
        NEXT_MANUAL_SIG_HANDLE: "true",
        WEB_DRAIN_MS: "2000",
        METRICS_TOKEN: "entry-token",
      });
      try {
        await waitFor("the web app to answer", async () => (await fetch(`${base}/api/health/live`).catch(() => null))?.status === 200, {
          timeoutMs: 90_000,
          intervalMs: 500,
        });
        const ready = await fetch(`${base}/api/health/ready`, { headers: { "x-request-id": "entry-req-1" } });
        expect(ready.status).toBe(200);
        expect(ready.headers.get("x-request-id")).toBe("entry-req-1");
        await ready.text();
        // A response is counted when it has been written out, which can trail its headers.
        const count = async () => {
          const res = await fetch(`${base}/api/metrics`, { headers: { authorization: "Bearer entry-token" } });
          expect(res.status).toBe(200);
          const text = await res.text();
          expect(text).toMatch(/^postpilot_db_pool_connections\{state="max",role="web"\} 10$/m);
          const line = text
            .split("\n")
            .find(
              (l) =>
                l.startsWith("postpilot_http_request_duration_seconds_count{") &&
                l.includes('route="/api/health/ready"') &&
                l.includes('status="200"'),
            );
          return Number(line?.split(" ").at(-1) ?? 0);
        };
        await waitFor("the ready request to be counted", async () => (await count()) >= 1, { timeoutMs: 5_000 });
        expect((await fetch(`${base}/api/metrics`)).status).toBe(401);

        web.child.kill("SIGTERM");
        await waitFor("readiness to turn 503", async () => (await fetch(`${base}/api/health/ready`)).status === 503, { timeoutMs: 1500 });
        const notReadyAt = Date.now();
        let closedAt = 0;
        await waitFor(
          "the port to close",
          async () => {
            const answer = await fetch(`${base}/api/health/live`).catch(() => null);
            if (answer) return false;
            closedAt = Date.now();
            return true;
          },
          { timeoutMs: 30_000, intervalMs: 100 },
        );
        expect(closedAt - notReadyAt).toBeGreaterThan(1000);
        expect((await web.exited).code).toBe(0);
      } catch (err) {
        console.error(web.output());
        throw err;
      }
    },
    150_000,
  );

  it.skipIf(!existsSync(path.join(ROOT, ".next", "BUILD_ID")))(
    "web (next start) whose AUTH_SECRET differs from the database's fingerprint refuses to start, naming it",
    async () => {
      expect(await verifySecretFingerprints(imageEnv())).toBeNull();
      const port = await freePort();
      const web = run(["node", ...services.web!.command.slice(1)], {
        PORT: String(port),
        NEXT_MANUAL_SIG_HANDLE: "true",
        AUTH_SECRET: "not-the-one-this-database-knows",
      });
      const exit = await web.exited;
      expect(exit.code).toBe(1);
      expect(web.output()).toMatch(/Refusing to start: AUTH_SECRET differs from the one this database was first started with/);
      expect(web.output()).not.toContain("not-the-one-this-database-knows");
    },
    120_000,
  );
});
