import { createServer } from "node:net";
import { spawn } from "node:child_process";
import type { Spawned } from "../worker/helpers";
import { ROOT } from "../worker/helpers";

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Like spawnProcess (test/worker/helpers.ts), with extra environment. */
export function spawnWith(command: string, args: string[], env: Record<string, string | undefined>): Spawned {
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "info", ...env },
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

/** The worker as the image and `npm run worker` run it. */
export function spawnWorker(prefix: string, env: Record<string, string | undefined> = {}): Spawned {
  return spawnWith(process.execPath, ["--import", "tsx", "jobs/worker.ts", `--queue-prefix=${prefix}`], env);
}
