/**
 * PostgreSQL restarts in the middle of a burst (our OWN embedded server on its own port, never
 * the shared one): the worker process keeps running, its jobs wait for the database instead of
 * failing, and every post is published exactly once.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { disconnectDb } from "@/server/db";
import { closeQueues, setQueuePrefix } from "@/server/queue";
import { ensurePostgres, type PostgresHandle } from "../../scripts/lib/postgres";
import { resetDatabase } from "../../scripts/lib/prisma";
import { SocialNetworkFake } from "../fakes/social-network";
import { ROOT, cleanupPrefix, spawnProcess, uniquePrefix, waitFor, type Spawned } from "../worker/helpers";
import { expectExactlyOnce, onNetwork, scheduleBurst, waitSettled } from "./burst";

const PORT = Number(process.env.FAULTS_POSTGRES_PORT ?? 54341);
const DATA_DIR = path.join(".data", `faults-postgres-${process.pid}`);
const fake = new SocialNetworkFake();
const prefix = uniquePrefix("pg-restart");
const sharedDatabaseUrl = process.env.DATABASE_URL;
let postgres: PostgresHandle;
let worker: Spawned | undefined;

async function startOwnPostgres(): Promise<PostgresHandle> {
  return ensurePostgres({ dataDir: DATA_DIR, port: PORT, database: "faults" });
}

beforeAll(async () => {
  await fake.start();
  postgres = await startOwnPostgres();
  await resetDatabase(postgres.url);
  await disconnectDb();
  Object.assign(process.env, fake.envVars(), { DATABASE_URL: postgres.url, PUBLISH_RETRY_DELAY_MS: "200", NETWORK_TIMEOUT_MS: "3000" });
  resetEnvForTests();
  await closeQueues();
  setQueuePrefix(prefix);
}, 120_000);

afterAll(async () => {
  worker?.killGroup();
  await disconnectDb();
  await postgres?.stop();
  rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
  rmSync(path.join(ROOT, `${DATA_DIR}.password`), { force: true });
  rmSync(path.join(ROOT, `${DATA_DIR}.log`), { force: true });
  process.env.DATABASE_URL = sharedDatabaseUrl;
  resetEnvForTests();
  await closeQueues();
  await cleanupPrefix(prefix);
  await fake.stop();
});

describe("PostgreSQL restarted mid-burst", () => {
  it("publishes every post exactly once once the database is back", async () => {
    fake.setBehaviour("x", { latencyMs: 40 });
    const burst = await scheduleBurst(fake, "pg-restart", { posts: 150, dueAt: new Date(Date.now() + 4000) });
    worker = spawnProcess(process.execPath, ["--import", "tsx", "test/publishing/fixtures/publish-worker.ts", prefix]);
    try {
      await waitFor("the burst to be under way", async () => onNetwork(fake, burst) >= 20, { timeoutMs: 40_000, intervalMs: 20 });
      await disconnectDb(); // the test's own client reconnects after the restart
      await postgres.stop();
      const stoppedAt = Date.now();
      await sleep(3000);
      postgres = await startOwnPostgres();
      await waitSettled(burst, 90_000);
      console.log(`postgres restart: ${burst.ids.length} posts settled ${Date.now() - stoppedAt} ms after the stop (3 s down)`);
      await expectExactlyOnce(fake, burst);
    } catch (err) {
      console.error(`worker output:\n${worker.output().slice(-4000)}`);
      throw err;
    }
  }, 180_000);
});
