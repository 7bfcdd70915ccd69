/**
 * `npm start` (tsx scripts/run.ts start) and `npm run dev` (tsx scripts/run.ts dev): the one
 * command that brings PostPilot up on a fresh checkout.
 *
 *  1. reads DATABASE_URL, REDIS_URL, PORT (3000), APP_URL (http://localhost:PORT), DATA_DIR
 *     from the environment or `.env`;
 *  2. ensures PostgreSQL (an embedded one under <DATA_DIR>/postgres when DATABASE_URL is unset)
 *     and Redis, applies migrations, seeds;
 *  3. start: builds when .next/BUILD_ID is missing or older than the sources, then runs
 *     `next start` and the worker; dev: `next dev` and `tsx watch jobs/worker.ts`;
 *  4. Ctrl-C / SIGTERM: stops web and worker (one signal each, then waits), then the services
 *     it started. If the web app dies, the worker is stopped and the exit code is non-zero; a
 *     worker that dies is restarted with backoff (1 s doubling to 30 s) and the web app keeps serving.
 *
 * RUN_LOG_FILE (the browser tests set it): everything this run prints, web, worker and the tools it
 * runs included, goes to that file instead of the terminal; scripts/test.ts shows its tail when a
 * spec fails.
 */
import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import type { ChildProcess } from "node:child_process";
import { ensurePostgres } from "./lib/postgres";
import { migrate, seed } from "./lib/prisma";
import { bin, loadDotEnv, ROOT } from "./lib/project";
import { DEFAULT_REDIS_URL, ensureRedis } from "./lib/redis";
import {
  isShuttingDown,
  markShuttingDown,
  ShuttingDown,
  signalChild,
  spawnTracked,
  stopProcesses,
  trackedChildren,
  waitForPort,
  watchLaunchers,
} from "./lib/supervisor";
import { paint, redact, say, SetupError } from "./lib/terminal";
import { devSecretsFile, loadDevSecrets } from "../src/dev-secrets";
import { buildIfStale } from "./lib/build";
import { isLocalDatabase } from "./lib/database-url";
import { keepRunning } from "./lib/restart";

type Mode = "dev" | "start";
type Env = Record<string, string | undefined>;

/** Web and worker get this long to stop after the signal (the worker's own limit is 30 s). */
const CHILD_GRACE_MS = 35_000;

const cleanups: Array<() => Promise<void>> = [];
const appChildren: ChildProcess[] = [];
let exitCode = 0;
let stopping: Promise<void> | undefined;
let signalsSeen = 0;

function fail(message: string): never {
  throw new SetupError(message);
}

/** Web, worker and any tool still running (each once: app children are tracked too). */
function liveChildren(): ChildProcess[] {
  return [...new Set([...appChildren, ...trackedChildren()])];
}

/** Stops the app children, then the services we started (in reverse order), then exits. */
function shutdown(code: number, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (stopping) return stopping;
  exitCode = exitCode || code;
  markShuttingDown();
  stopping = (async () => {
    const children = liveChildren();
    if (children.some((c) => c.exitCode === null && c.signalCode === null)) say("stopping web and worker…");
    await stopProcesses(children, signal, CHILD_GRACE_MS);
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (err) {
        process.stderr.write(`cleanup failed: ${(err as Error).message}\n`);
      }
    }
    say(exitCode === 0 ? "stopped." : `stopped (exit code ${exitCode}).`);
    process.exit(exitCode);
  })();
  return stopping;
}

let lastSignalAt = 0;

function onSignal(signal: NodeJS.Signals): void {
  // One Ctrl-C can arrive twice: from the terminal and again from tsx's relay (`tsx scripts/run.ts`
  // re-sends it when we do not acknowledge it within 30 ms). Repeats within a second are that echo.
  const now = Date.now();
  if (signalsSeen > 0 && now - lastSignalAt < 1000) return;
  lastSignalAt = now;
  signalsSeen += 1;
  if (signalsSeen === 1) {
    process.stdout.write("\n");
    say(`${signal} received`);
    void shutdown(signal === "SIGINT" ? 130 : 143, signal === "SIGHUP" ? "SIGTERM" : signal);
  } else if (signalsSeen === 2) {
    // Second Ctrl-C: pass it on (the worker then exits without waiting for its jobs).
    say(`${signal} again: telling web and worker to stop now (once more kills them)`);
    for (const child of liveChildren()) signalChild(child, signal);
  } else {
    for (const child of liveChildren()) signalChild(child, "SIGKILL");
  }
}

/** Auth and token-encryption secrets for a local `npm start`: the ones from the environment, else
 * the ones of <DATA_DIR>/dev-secrets.json (src/dev-secrets.ts, which src/env.ts reads too: one
 * writer, one file). Not done when NODE_ENV=production is set explicitly: then they must be given. */
function localSecrets(dataDir: string): Env {
  const authSecret = process.env.AUTH_SECRET || process.env.NEXTAUTH_SECRET;
  const tokenKey = process.env.TOKEN_ENCRYPTION_KEY;
  if ((authSecret && tokenKey) || process.env.NODE_ENV === "production") return {};
  // A database on another machine is shared with other machines: secrets invented here would differ
  // from theirs (issue 27). They must come from the environment or .env, the same on every machine.
  if (!isLocalDatabase(process.env.DATABASE_URL)) {
    fail(
      `DATABASE_URL points at another machine (${redact(process.env.DATABASE_URL!)}), so AUTH_SECRET and TOKEN_ENCRYPTION_KEY are not generated here: set both in .env, with the same values on every machine (docs/deploy.md). Missing: ${[!authSecret && "AUTH_SECRET", !tokenKey && "TOKEN_ENCRYPTION_KEY"].filter(Boolean).join(", ")}`,
    );
  }
  const secrets = loadDevSecrets(path.resolve(ROOT, dataDir));
  if (secrets.created) {
    say(
      `generated AUTH_SECRET and TOKEN_ENCRYPTION_KEY in ${path.relative(ROOT, devSecretsFile(path.resolve(ROOT, dataDir)))} (keep that file; set both in .env for a real deployment)`,
    );
  }
  return {
    AUTH_SECRET: authSecret || secrets.AUTH_SECRET,
    TOKEN_ENCRYPTION_KEY: tokenKey || secrets.TOKEN_ENCRYPTION_KEY,
  };
}

/**
 * Runs this same command again as a child whose output (file descriptors 1 and 2, so the tools it
 * runs with inherited output too: migrate, seed, build) goes to `file`, and passes its exit code
 * on. Signals reach the child from its process group (Playwright stops the group) or from here.
 */
function runWithOutputIn(file: string): void {
  const fd = openSync(file, "w");
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: ["ignore", fd, fd],
    env: { ...process.env, RUN_LOG_FILE: "" },
  });
  closeSync(fd);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => child.kill(signal));
  child.once("error", (err) => {
    process.stderr.write(`could not start ${process.argv[1]}: ${err.message}\n`);
    process.exit(1);
  });
  child.once("exit", (code, signal) => process.exit(code ?? (signal ? 128 + os.constants.signals[signal] : 1)));
}

/** Copies a child's output line by line, prefixed with its name. */
function prefixOutput(child: ChildProcess, label: string, color: number): void {
  const prefix = `${paint(color, `[${label}]`)} `;
  const pipe = (stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) => {
    if (!stream) return;
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on("line", (line) => {
      // Terminal control noise (e.g. next dev's "show cursor" on exit) is not a line of output.
      if (line !== "" && line.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, "").trim() === "") return;
      out.write(prefix + line + "\n");
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
}

/**
 * Starts web or worker. The web app is what people see: if it dies, everything stops (non-zero).
 * The worker is restarted with backoff (scripts/lib/restart.ts) while the web app keeps serving.
 */
function startChild(label: string, color: number, command: string, args: string[], env: Env, { restart = false } = {}): void {
  const spawnOne = () => {
    const child = spawnTracked(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    appChildren.push(child);
    prefixOutput(child, label, color);
    child.once("error", (err) => {
      process.stderr.write(`${label}: could not start ${command}: ${err.message}\n`);
      void shutdown(1);
    });
    child.once("exit", () => {
      // A dead run is no longer ours to stop.
      appChildren.splice(appChildren.indexOf(child), 1);
    });
    if (!restart) {
      child.once("exit", (code, signal) => {
        if (isShuttingDown()) return;
        say(`${label} exited unexpectedly (${signal ?? `code ${code}`}); stopping the rest`);
        void shutdown(code && code !== 0 ? code : 1);
      });
    }
    return child;
  };
  if (restart) keepRunning({ label, start: spawnOne, stopping: isShuttingDown, log: say });
  else spawnOne();
}

async function main(): Promise<void> {
  const mode = process.argv[2] as Mode | undefined;
  if (mode !== "dev" && mode !== "start") fail("usage: tsx scripts/run.ts dev|start");

  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, onSignal);
  watchLaunchers(() => {
    if (signalsSeen > 0) return;
    say("the process that started us (npm?) is gone: stopping");
    onSignal("SIGTERM");
  });
  loadDotEnv();

  const port = Number(process.env.PORT || 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`PORT must be a port number, not "${process.env.PORT}"`);
  const appUrl = (process.env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, "");
  const dataDir = process.env.DATA_DIR || ".data";
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;

  // Before anything starts: a shared database without secrets in the environment stops here.
  const secrets = localSecrets(dataDir);

  // Redis first: the quicker check, and the one a new machine most likely lacks.
  const redis = await ensureRedis(redisUrl, dataDir, { persistent: true });
  cleanups.push(async () => {
    if (redis.started) say("stopping redis-server");
    await redis.stop();
  });
  const postgres = await ensurePostgres({
    url: process.env.DATABASE_URL || undefined,
    dataDir: path.join(dataDir, "postgres"),
    port: Number(process.env.EMBEDDED_POSTGRES_PORT || 54329),
    database: "postpilot",
  });
  cleanups.push(async () => {
    if (postgres.embedded) say("stopping the embedded PostgreSQL");
    await postgres.stop();
  });

  const childEnv: Env = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    APP_URL: appUrl,
    NEXTAUTH_URL: `${appUrl}/api/nextauth`,
    DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: "1",
    // The local set-up shows the built-in sandbox network unless .env / the shell says otherwise.
    SANDBOX_NETWORK: process.env.SANDBOX_NETWORK || "true",
    ...secrets,
  };
  if (process.stdout.isTTY && !process.env.NO_COLOR) childEnv.FORCE_COLOR ??= "1";

  await migrate(postgres.url, childEnv);
  await seed(postgres.url, childEnv);

  const workerEntry = path.join(ROOT, "jobs", "worker.ts");
  if (mode === "start") {
    await buildIfStale(childEnv);
    // The web process handles SIGTERM itself (src/server/services/ops/drain.ts). One machine has no
    // load balancer to drain, so Ctrl-C stops at once unless WEB_DRAIN_MS says otherwise.
    const webEnv = { ...childEnv, NEXT_MANUAL_SIG_HANDLE: "true", WEB_DRAIN_MS: process.env.WEB_DRAIN_MS || "0" };
    startChild("web", 34, bin("next"), ["start", "-p", String(port)], webEnv);
    // One process (node with tsx's loader), not the tsx CLI: the CLI relays SIGTERM to its child and
    // SIGKILLs it when the child does not answer within 30 ms, which a busy machine misses, so
    // the worker would lose its graceful shutdown.
    startChild("worker", 35, process.execPath, ["--import", "tsx", workerEntry], { ...childEnv, NODE_ENV: "production" }, { restart: true });
  } else {
    startChild("web", 34, bin("next"), ["dev", "-p", String(port)], childEnv);
    startChild("worker", 35, bin("tsx"), ["watch", "--clear-screen=false", workerEntry], childEnv, { restart: true });
  }

  const web = appChildren[0]!; // the web app starts first
  const up = await waitForPort("127.0.0.1", port, {
    timeoutMs: 180_000,
    alive: () => web.exitCode === null && web.signalCode === null,
  });
  if (isShuttingDown()) return;
  if (!up) fail(`the web app did not open port ${port} within 180 s`);
  say(paint(32, `PostPilot is ready at ${appUrl}`) + (mode === "dev" ? " (dev mode)" : "") + "  (Ctrl-C stops everything)");
}

if (process.env.RUN_LOG_FILE) runWithOutputIn(process.env.RUN_LOG_FILE);
else
  main().catch((err: unknown) => {
    if (err instanceof ShuttingDown) return; // a signal is being handled
    if (err instanceof SetupError) {
      process.stderr.write(`${paint(31, "error:")} ${err.message}\n`);
    } else {
      process.stderr.write(`${(err as Error)?.stack ?? String(err)}\n`);
    }
    void shutdown(1);
  });
