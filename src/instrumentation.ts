/** Runs once when the Next.js server starts: refuse to serve without production secrets. */
export async function register(): Promise<void> {
  // Next.js sets NEXT_RUNTIME; the check needs Node APIs, which the edge runtime lacks.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { assertSecretsConfigured } = await import("./env");
    assertSecretsConfigured();
  }
}
