/** Runs once when the Next.js server starts: refuse to serve without production secrets; record peer addresses. */
export async function register(): Promise<void> {
  // Next.js sets NEXT_RUNTIME; the check needs Node APIs, which the edge runtime lacks.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { assertSecretsConfigured } = await import("./env");
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
}
