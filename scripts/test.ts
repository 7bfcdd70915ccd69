/**
 * `npm test` (tsx scripts/test.ts [all|unit|integration|e2e] [file filters...], default all).
 * Filters after the phase narrow it to matching test files (`npm run test:e2e -- e2e/posts.spec.ts`).
 *
 * Prepares isolated services, then runs vitest `unit`, vitest `integration`, vitest `multinode`
 * (web nodes and workers as processes, on the production build) and Playwright, and
 * ends with one line `Tests: N passed, N failed[, N skipped]`; exits non-zero when anything
 * failed or a phase could not run.
 *
 * - PostgreSQL: TEST_DATABASE_URL, else postgresql://postgres@127.0.0.1:5432/postpilot_test; when
 *   nothing answers there (and TEST_DATABASE_URL is unset) an embedded server on port 54330 under
 *   .data/test-postgres. Vitest uses that database, Playwright's web server the same server's
 *   `postpilot_e2e` (…_test → …_e2e). Both are reset (`npm run db:reset`) and seeded first.
 * - Redis: TEST_REDIS_URL or redis://127.0.0.1:6379/15 for vitest and DB index 14 for the e2e web
 *   server (TEST_E2E_REDIS_DB); both indexes are flushed first, tests may FLUSHDB them.
 * - E2E_PORT (3100) and E2E_FAKE_PORT (4010, control on +1) move the browser tests' servers.
 * `.env` is deliberately not loaded: tests must not pick up real API keys or the dev database.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { databaseName, ensurePostgres, withDatabase } from "./lib/postgres";
import { buildIfStale } from "./lib/build";
import { resetDatabase, seed } from "./lib/prisma";
import { bin, ROOT } from "./lib/project";
import { ensureRedis, flushRedisDb, withRedisDb } from "./lib/redis";
import {
  markShuttingDown,
  portAnswers,
  runCommand,
  ShuttingDown,
  signalChild,
  stopProcesses,
  trackedChildren,
  watchLaunchers,
} from "./lib/supervisor";
import { paint, redact, say, SetupError } from "./lib/terminal";

type Phase = "unit" | "integration" | "e2e";
type Env = Record<string, string | undefined>;

const DEFAULT_TEST_DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/postpilot_test";
const DEFAULT_TEST_REDIS_URL = "redis://127.0.0.1:6379/15";
const E2E_REDIS_DB = Number(process.env.TEST_E2E_REDIS_DB || 14);
const RESULTS_DIR = path.join(ROOT, "test-results");

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const problems: string[] = [];
const cleanups: Array<() => Promise<void>> = [];
let signalsSeen = 0;

function summaryLine(): string {
  return `Tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`;
}

let finishing: Promise<never> | undefined;

/** Stops what we started, prints the problems and the closing line, exits. */
function finish(code: number): Promise<never> {
  finishing ??= finishNow(code);
  return finishing;
}

async function finishNow(code: number): Promise<never> {
  markShuttingDown();
  await stopProcesses(trackedChildren(), "SIGTERM", 40_000);
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  for (const p of problems) process.stdout.write(`${paint(31, "✗")} ${p}\n`);
  process.stdout.write(`${summaryLine()}\n`);
  process.exit(code);
}

let lastSignalAt = 0;

function onSignal(signal: NodeJS.Signals): void {
  // A repeat within a second is the echo of the same Ctrl-C through tsx's signal relay.
  const now = Date.now();
  if (signalsSeen > 0 && now - lastSignalAt < 1000) return;
  lastSignalAt = now;
  signalsSeen += 1;
  if (signalsSeen === 1) {
    problems.push(`interrupted by ${signal}`);
    void finish(signal === "SIGINT" ? 130 : 143);
  } else {
    for (const child of trackedChildren()) signalChild(child, signalsSeen === 2 ? signal : "SIGKILL");
  }
}

/** `postpilot_test` → `postpilot_e2e`; any other name gets `_e2e` appended. */
function e2eDatabaseName(testDb: string): string {
  return testDb.endsWith("_test") ? `${testDb.slice(0, -"_test".length)}_e2e` : `${testDb}_e2e`;
}

function readJson(file: string): unknown {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{ name: string; status: string; message?: string; assertionResults: Array<{ status: string }> }>;
}

async function runVitest(project: "unit" | "integration" | "multinode", env: Env, filters: string[]): Promise<void> {
  const report = path.join(RESULTS_DIR, `vitest-${project}.json`);
  rmSync(report, { force: true });
  say(`vitest project ${project}`);
  const code = await runCommand(
    bin("vitest"),
    ["run", "--project", project, "--passWithNoTests", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...filters],
    { env },
  );
  const json = readJson(report) as VitestJson | undefined;
  if (!json || !Array.isArray(json.testResults)) {
    problems.push(`${project}: vitest produced no results (exit code ${code}); see its output above`);
    return;
  }
  // Files that failed outside any test (import error, failing hook) count as one failure each.
  const brokenFiles = json.testResults.filter((f) => f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed"));
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests + brokenFiles.length;
  totals.skipped += json.numPendingTests + json.numTodoTests;
  for (const f of brokenFiles) problems.push(`${project}: ${path.relative(ROOT, f.name)} failed to run`);
  if (code !== 0 && json.numFailedTests === 0 && brokenFiles.length === 0) {
    problems.push(`${project}: vitest exited with code ${code} (e.g. an unhandled error); see its output above`);
  }
}

interface PlaywrightJson {
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: Array<{ message?: string }>;
}

/** The e2e web app's and worker's output (scripts/run.ts writes it there under RUN_LOG_FILE). */
const E2E_APP_LOG = path.join(RESULTS_DIR, "e2e-app.log");
const APP_LOG_TAIL_LINES = 150;

/** The last lines of the e2e app's log, printed when a spec (or the run) failed. */
function printAppLogTail(): void {
  if (!existsSync(E2E_APP_LOG)) return;
  const lines = readFileSync(E2E_APP_LOG, "utf8").trimEnd().split("\n");
  const shown = lines.slice(-APP_LOG_TAIL_LINES);
  say(`the e2e web app and worker's last ${shown.length} of ${lines.length} lines (all in ${path.relative(ROOT, E2E_APP_LOG)}):`);
  process.stdout.write(`${shown.join("\n")}\n`);
}

async function runPlaywright(env: Env, filters: string[]): Promise<void> {
  const report = path.join(RESULTS_DIR, "e2e.json"); // set in playwright.config.ts
  rmSync(report, { force: true });
  rmSync(E2E_APP_LOG, { force: true });
  say("playwright (e2e)");
  const code = await runCommand(bin("playwright"), ["test", "--pass-with-no-tests", ...filters], { env: { ...env, E2E_APP_LOG } });
  const json = readJson(report) as PlaywrightJson | undefined;
  if (code !== 0 || !json?.stats || json.stats.unexpected > 0 || json.errors?.length) printAppLogTail();
  if (!json?.stats) {
    problems.push(`e2e: playwright produced no results (exit code ${code}); see its output above`);
    return;
  }
  const { expected, unexpected, flaky, skipped } = json.stats;
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  totals.skipped += skipped;
  for (const e of json.errors ?? []) problems.push(`e2e: ${(e.message ?? "error").split("\n")[0]}`);
  if (code !== 0 && unexpected === 0 && !json.errors?.length) {
    problems.push(`e2e: playwright exited with code ${code}; see its output above`);
  }
}

async function main(): Promise<void> {
  const arg = process.argv[2] ?? "all";
  const filters = process.argv.slice(3);
  const phases: Phase[] = arg === "all" ? ["unit", "integration", "e2e"] : arg === "unit" || arg === "integration" || arg === "e2e" ? [arg] : [];
  if (phases.length === 0) throw new SetupError(`usage: tsx scripts/test.ts [all|unit|integration|e2e] [file filters...] (got "${arg}")`);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, onSignal);
  watchLaunchers(() => onSignal("SIGTERM"));
  mkdirSync(RESULTS_DIR, { recursive: true });
  const needsVitestDb = phases.includes("unit") || phases.includes("integration");
  const needsE2e = phases.includes("e2e");

  // PostgreSQL
  let testUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  let embedded = false;
  if (!process.env.TEST_DATABASE_URL) {
    const u = new URL(testUrl);
    if (!(await portAnswers(u.hostname, Number(u.port || 5432)))) {
      say(`nothing answers on ${u.host}: using an embedded PostgreSQL for the tests`);
      embedded = true;
    }
  }
  const postgres = await ensurePostgres({
    url: embedded ? undefined : testUrl,
    dataDir: path.join(".data", "test-postgres"),
    port: 54330,
    database: databaseName(testUrl),
  });
  cleanups.push(() => postgres.stop());
  testUrl = postgres.url;
  const e2eUrl = withDatabase(testUrl, e2eDatabaseName(databaseName(testUrl)));

  // Redis
  const testRedisUrl = process.env.TEST_REDIS_URL || DEFAULT_TEST_REDIS_URL;
  const redis = await ensureRedis(testRedisUrl, ".data/test");
  cleanups.push(() => redis.stop());
  const e2eRedisUrl = withRedisDb(testRedisUrl, E2E_REDIS_DB);
  await flushRedisDb(testRedisUrl);
  if (needsE2e) await flushRedisDb(e2eRedisUrl);

  const vitestEnv: Env = {
    NODE_ENV: "test",
    DATABASE_URL: testUrl,
    REDIS_URL: testRedisUrl,
    DATA_DIR: ".data/test",
    APP_URL: "http://localhost:3000",
    NEXTAUTH_URL: "http://localhost:3000/api/nextauth",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const e2eEnv: Env = { ...vitestEnv, DATABASE_URL: e2eUrl, REDIS_URL: e2eRedisUrl, DATA_DIR: ".data/e2e" };
  if (needsVitestDb) {
    await resetDatabase(testUrl);
    await seed(testUrl, vitestEnv);
  }
  if (needsE2e) {
    await resetDatabase(e2eUrl);
    await seed(e2eUrl, e2eEnv);
  }

  // The browser tests' production build runs beside the vitest phases (minutes saved on a full run);
  // the web server's own check (scripts/run.ts start) then finds it up to date.
  const earlyBuild =
    needsE2e && phases.length > 1
      ? buildIfStale(e2eEnv, { logFile: path.join(RESULTS_DIR, "next-build.log") }).then(
          () => undefined,
          (err: unknown) => err,
        )
      : undefined;

  for (const phase of phases) {
    if (phase === "e2e") {
      const buildError = await earlyBuild;
      if (buildError instanceof ShuttingDown) throw buildError;
      if (buildError) {
        problems.push(`e2e: ${buildError instanceof Error ? buildError.message : String(buildError)}`);
        continue;
      }
      // Several web nodes and workers as processes (test/multinode) need the production build: they
      // run here, on the vitest database and Redis DB (free once the integration phase is over),
      // reset first so that nothing left from earlier tests is due. Skipped when the filters name
      // other files only.
      if (filters.length === 0 || filters.some((f) => f.includes("multinode"))) {
        if (!earlyBuild) await buildIfStale(e2eEnv, { logFile: path.join(RESULTS_DIR, "next-build.log") });
        await resetDatabase(testUrl);
        await seed(testUrl, vitestEnv);
        await flushRedisDb(testRedisUrl);
        await runVitest(
          "multinode",
          vitestEnv,
          filters.filter((f) => f.includes("multinode")),
        );
        if (filters.length > 0 && filters.every((f) => f.includes("multinode"))) continue;
      }
      // The web server itself is started by playwright.config.ts (webServer: scripts/run.ts start).
      await runPlaywright({ E2E_DATABASE_URL: e2eUrl, E2E_REDIS_URL: e2eRedisUrl, NEXT_TELEMETRY_DISABLED: "1" }, filters);
    } else {
      await runVitest(phase, vitestEnv, filters);
    }
  }
  say(`databases: ${redact(testUrl)}${needsE2e ? `, ${redact(e2eUrl)}` : ""}`);
  await finish(totals.failed > 0 || problems.length > 0 ? 1 : 0);
}

main().catch(async (err: unknown) => {
  if (err instanceof ShuttingDown) return; // a signal is being handled
  problems.push(err instanceof SetupError ? `could not run the tests: ${err.message}` : `${(err as Error)?.stack ?? String(err)}`);
  await finish(1);
});
