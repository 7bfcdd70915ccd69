/**
 * The web process's graceful stop (issue 27): on SIGTERM, readiness turns 503 at once while the
 * server keeps serving for WEB_DRAIN_MS (a load balancer or Kubernetes notices and stops sending
 * new requests), then the listening sockets close, in-flight requests get WEB_SHUTDOWN_GRACE_MS to
 * finish, and the process exits 0. SIGINT (Ctrl-C) skips the drain. A second signal exits at once.
 *
 * `next start` closes its server on SIGTERM by itself unless NEXT_MANUAL_SIG_HANDLE is set; the
 * web commands set it (package.json `web`, scripts/run.ts, the Dockerfile) and
 * src/instrumentation.ts installs this. State lives on globalThis: Next bundles the
 * instrumentation hook and the route handlers separately, and both must see one flag.
 */
import type { Server } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

interface DrainState {
  draining: boolean;
  servers: Set<Server>;
  installed: boolean;
}

const KEY = Symbol.for("postpilot.drain");
const holder = globalThis as unknown as { [KEY]?: DrainState };

function state(): DrainState {
  holder[KEY] ??= { draining: false, servers: new Set(), installed: false };
  return holder[KEY];
}

/** True from the first SIGTERM/SIGINT on: readiness answers 503. */
export function isDraining(): boolean {
  return state().draining;
}

export interface DrainOptions {
  drainMs: number;
  graceMs: number;
  log: (message: string, details?: Record<string, unknown>) => void;
  /** Defaults to process.exit. */
  exit?: (code: number) => void;
}

/**
 * Remembers every HTTP server of this process that serves a request (the hook runs after Next
 * opened its port, so `listen` cannot be watched), and installs the signal handlers.
 */
export function installGracefulShutdown(serverClass: typeof Server, options: DrainOptions): void {
  const s = state();
  if (s.installed) return;
  s.installed = true;
  const proto = serverClass.prototype as Server;
  const emit = proto.emit;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request" || event === "connection") s.servers.add(this);
    return (emit as (event: string | symbol, ...rest: unknown[]) => boolean).apply(this, [event, ...args]);
  } as Server["emit"];

  const exit = options.exit ?? ((code: number) => process.exit(code));
  let signals = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      options.log("second signal: exiting now", { signal });
      exit(1);
      return;
    }
    s.draining = true;
    // Ctrl-C is a person at a terminal: no drain, and in-flight requests get 2 s at most.
    const drainMs = signal === "SIGTERM" ? options.drainMs : 0;
    const graceMs = signal === "SIGTERM" ? options.graceMs : Math.min(options.graceMs, 2000);
    options.log("shutdown requested: readiness now answers 503", { signal, drainMs, graceMs });
    void (async () => {
      if (drainMs > 0) await sleep(drainMs);
      const closed = [...s.servers].map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeIdleConnections?.();
          }),
      );
      const inTime = await Promise.race([Promise.all(closed).then(() => true), sleep(graceMs, false)]);
      options.log(inTime ? "web server stopped" : "grace period elapsed with requests still open; exiting", { signal });
      exit(0);
    })();
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
