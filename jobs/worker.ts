/**
 * Worker process entry: `node --import tsx jobs/worker.ts [--queue-prefix=<prefix>]`. Run it as one
 * process (node with tsx's loader), not through the tsx CLI: the CLI relays SIGTERM to a child
 * process and SIGKILLs it if the child does not acknowledge within 30 ms, which on a busy machine
 * cuts the graceful shutdown below short.
 * Configuration comes from env() like the web tier; the only flag is the BullMQ key prefix
 * (default "postpilot"), which tests use to isolate their queues.
 *
 * SIGTERM / SIGINT: stop taking jobs, let in-flight ones finish (up to SHUTDOWN_GRACE_MS), close
 * queues and Redis, exit 0. If the grace period passes we exit anyway: the unfinished jobs' locks
 * expire and BullMQ's stalled-job detection hands them to the next worker, so nothing is lost.
 * A second signal exits at once (code 1).
 */
import { parseArgs } from "node:util";
import { assertSecretsConfigured, env } from "@/env";
import { setProcessRole } from "@/server/process-role";
import { logger } from "@/server/logger";
import { checkOrExit } from "@/server/services/ops/startup";
import { serveMetrics } from "@/server/services/ops/metrics-server";
import { closeQueues } from "@/server/queue";
import { disconnectRedis } from "@/server/redis";
import { SHUTDOWN_GRACE_MS, startWorker, type WorkerHandle } from "./worker-runtime";

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: { "queue-prefix": { type: "string" } },
  strict: true,
});

let stopping = false;

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    logger.warn({ signal }, "second signal: exiting without waiting");
    process.exit(1);
  }
  stopping = true;
  logger.info({ signal }, "shutdown requested");
  // Backstop in case closing connections hangs after the grace period.
  setTimeout(() => {
    logger.error("shutdown took too long; exiting");
    process.exit(0);
  }, SHUTDOWN_GRACE_MS + 5_000).unref();
  try {
    // Its BullMQ workers take jobs before start() returns: close (and drain) them even then.
    const handle = await starting.catch(() => undefined);
    await handle?.close();
    await closeQueues();
    await disconnectRedis();
  } catch (err) {
    logger.error({ err: (err as Error).message }, "error during shutdown");
  }
  process.exit(0);
}

process.on("SIGTERM", (s) => void shutdown(s));
process.on("SIGINT", (s) => void shutdown(s));
process.on("unhandledRejection", (reason) => {
  logger.error({ err: reason instanceof Error ? reason.message : String(reason) }, "unhandled rejection");
});

setProcessRole("worker");
assertSecretsConfigured();

async function start(): Promise<WorkerHandle> {
  // Secrets that differ from the database's fingerprints: refuse (services/ops/secrets-fingerprint.ts).
  await checkOrExit("worker");
  const { WORKER_METRICS_PORT: port, WORKER_METRICS_HOST: host, METRICS_TOKEN: token } = env();
  if (port > 0) {
    await serveMetrics(port, host, token);
    logger.info({ port, host }, "worker metrics at /metrics");
  }
  return startWorker({ prefix: flags["queue-prefix"] });
}

/** The worker being started: a signal during the start waits for it, then drains what it took. */
const starting = start();
starting.catch((err: Error) => {
  logger.fatal({ err: err.message }, "worker failed to start");
  process.exit(1);
});
