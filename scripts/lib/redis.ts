/**
 * Redis for the scripts: ensureRedis() pings REDIS_URL and starts a local `redis-server` if it is
 * the default local URL and nothing answers; plus the FLUSHDB and DB-index helpers the tests use.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { ROOT } from "./project";
import { exited, tiedToUs } from "./supervisor";
import { SetupError, paint, redact, say } from "./terminal";

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
    return u.protocol === "redis:" && ["127.0.0.1", "localhost", "[::1]"].includes(u.hostname) && (u.port === "" || u.port === "6379") && !u.password;
  } catch {
    return false;
  }
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)));
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
    const [cmd, argv] = tiedToUs("redis-server", ["--port", String(port), "--bind", "127.0.0.1", ...storage], "TERM");
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
