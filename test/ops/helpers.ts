import { createServer } from "node:net";
import { spawnProcess, type Spawned } from "../worker/helpers";

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

/** spawnProcess (test/worker/helpers.ts) with the test environment plus `env`. */
export function spawnWith(command: string, args: string[], env: Record<string, string | undefined>): Spawned {
  return spawnProcess(command, args, { ...process.env, NODE_ENV: "test", LOG_LEVEL: "info", ...env });
}

/** The worker as the image and `npm run worker` run it. */
export function spawnWorker(prefix: string, env: Record<string, string | undefined> = {}): Spawned {
  return spawnWith(process.execPath, ["--import", "tsx", "jobs/worker.ts", `--queue-prefix=${prefix}`], env);
}
