/**
 * Runs once when the Next.js server starts: refuse to serve without production secrets (or with
 * secrets that differ from the ones the database was started with); record peer addresses, request
 * ids and timings; install the graceful stop with its readiness drain; warn when the connection
 * budget is exceeded. Next may already serve requests while this runs, so the request hooks come
 * first and the database checks last.
 */
export async function register(): Promise<void> {
  // Next.js sets NEXT_RUNTIME; the check needs Node APIs, which the edge runtime lacks.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { assertSecretsConfigured, env } = await import("./env");
  // Per-source limits need the TCP peer address, which Next.js does not pass to route handlers.
  const [{ Server }, { stampPeerAddresses }] = await Promise.all([import("node:http"), import("./server/lib/client-address")]);
  stampPeerAddresses(Server);
  try {
    assertSecretsConfigured();
  } catch (err) {
    // Next only logs errors thrown here and keeps serving; a server without its secrets must stop.
    console.error((err as Error).message);
    process.exit(1);
  }
  const [{ logger }, { observeHttp }, { installGracefulShutdown }] = await Promise.all([
    import("./server/logger"),
    import("./server/services/ops/http-observe"),
    import("./server/services/ops/drain"),
  ]);
  observeHttp(Server, logger);
  if (process.env.NEXT_MANUAL_SIG_HANDLE) {
    installGracefulShutdown(Server, {
      drainMs: env().WEB_DRAIN_MS,
      graceMs: env().WEB_SHUTDOWN_GRACE_MS,
      log: (message, details) => logger.info(details ?? {}, message),
    });
  } else if (env().NODE_ENV === "production") {
    logger.warn("NEXT_MANUAL_SIG_HANDLE is not set: Next.js closes at once on SIGTERM, without the readiness drain (use `npm run web`)");
  }
  const { checkOrExit } = await import("./server/services/ops/startup");
  await checkOrExit("web");
}
