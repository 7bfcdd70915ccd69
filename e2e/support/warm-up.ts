/**
 * Playwright's global setup (after the web servers are up, before the first test): loads the routes
 * the specs start with once, so that the first spec of a freshly started server does not spend its
 * 5 s expectations on loading cold server modules. `npm test` starts several servers side by side
 * (one per shard), and a first sign-up on each took longer than 5 s while all of them warmed up at
 * once. Only GETs without a session: nothing is written.
 */
import type { FullConfig } from "@playwright/test";

const ROUTES = [
  "/api/health/ready",
  "/api/nextauth/session",
  "/api/nextauth/providers",
  "/api/nextauth/csrf",
  "/",
  "/auth",
  "/pricing",
  "/dashboard",
  "/posts",
  "/calendar",
  "/create-post",
  "/accounts",
];

export default async function warmUp(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  for (const route of ROUTES) {
    // Whatever the answer (a redirect to /auth included), the route's modules are loaded now.
    await fetch(new URL(route, baseURL), { redirect: "manual", signal: AbortSignal.timeout(60_000) })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
}
