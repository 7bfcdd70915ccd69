/**
 * One benchmark worker process: the real worker (publish, maintenance and webhooks queues, schedules on) at
 * its default settings, under the queue prefix given. bench/scheduler.ts starts, kills and
 * restarts these. Usage: node --import tsx bench/worker.ts <prefix>
 */
import { startWorker } from "../jobs/worker-runtime";

const prefix = process.argv[2];
if (!prefix) throw new Error("usage: bench/worker.ts <queue prefix>");

startWorker({ prefix, queues: ["publish", "maintenance", "webhooks"] }).then(
  (handle) => {
    // SIGTERM at the end of a run: close and exit normally (a CPU profile is written then).
    process.once("SIGTERM", () => void handle.close().finally(() => process.exit(0)));
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
