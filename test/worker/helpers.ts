import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { QUEUE_NAMES, bullConnection } from "@/server/queue";
import { redisConnectionOptions } from "@/server/redis";

export const ROOT = new URL("../../", import.meta.url).pathname;

/** A prefix no other run (or test) shares, e.g. `test-worker-m1x2y3-ab12cd`. */
export function uniquePrefix(label: string): string {
  return `test-${label}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
}

export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  { timeoutMs = 15_000, intervalMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}

/** Obliterate every queue under `prefix`, then delete any key left under it (scheduler, heartbeat). */
export async function cleanupPrefix(prefix: string): Promise<void> {
  for (const name of QUEUE_NAMES) {
    const queue = new Queue(name, { connection: bullConnection(), prefix });
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
  }
  const client = new Redis(redisConnectionOptions());
  try {
    let cursor = "0";
    do {
      const [next, keys] = await client.scan(cursor, "MATCH", `${prefix}:*`, "COUNT", 500);
      cursor = next;
      if (keys.length > 0) await client.del(...keys);
    } while (cursor !== "0");
  } finally {
    await client.quit();
  }
}

export interface Spawned {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** SIGKILL the whole process group (cleanup; no-op when already gone). */
  killGroup: () => void;
}

/** Start a process in its own process group, collecting its output (`env`: the whole environment, when given). */
export function spawnProcess(command: string, args: string[], env?: NodeJS.ProcessEnv): Spawned {
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: env ?? { ...process.env, NODE_ENV: "test", LOG_LEVEL: "info" },
  });
  let out = "";
  child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return {
    child,
    output: () => out,
    exited,
    killGroup: () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    },
  };
}
