/**
 * Restarting a child process that dies (the worker under `npm start`): again after a delay that
 * doubles with each quick death (1 s, 2 s, 4 s … up to 30 s) and starts over once a run lasted a
 * minute, so a crash loop does not spin while a one-off crash comes back at once.
 */
import type { ChildProcess } from "node:child_process";

export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** A run at least this long counts as healthy: the next death restarts after firstDelayMs again. */
  healthyAfterMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = { firstDelayMs: 1_000, maxDelayMs: 30_000, healthyAfterMs: 60_000 };

export interface KeepRunningOptions {
  label: string;
  /** Starts one run of the process. */
  start: () => ChildProcess;
  /** True once everything is stopping: a death then is expected and nothing restarts. */
  stopping: () => boolean;
  log: (line: string) => void;
  policy?: RestartPolicy;
}

/** Starts the process and starts it again whenever it exits while we are not stopping. */
export function keepRunning({ label, start, stopping, log, policy = DEFAULT_RESTART_POLICY }: KeepRunningOptions): { restarts: () => number } {
  let restarts = 0;
  let delayMs = policy.firstDelayMs;
  const run = () => {
    const startedAt = Date.now();
    const child = start();
    child.once("exit", (code, signal) => {
      if (stopping()) return;
      if (Date.now() - startedAt >= policy.healthyAfterMs) delayMs = policy.firstDelayMs;
      restarts += 1;
      log(
        `${label} exited unexpectedly (${signal ?? `code ${code}`}); restarting it in ${(delayMs / 1000).toFixed(delayMs < 1000 ? 1 : 0)} s (restart #${restarts}); the web app keeps serving`,
      );
      const timer = setTimeout(() => {
        if (!stopping()) run();
      }, delayMs);
      timer.unref?.();
      delayMs = Math.min(policy.maxDelayMs, delayMs * 2);
    });
  };
  run();
  return { restarts: () => restarts };
}
