/**
 * First-load JavaScript per route (`npm run bench bundle`): builds the app when .next is stale,
 * starts `next start` on 127.0.0.1, signs in a user and an admin the way the browser does, fetches
 * every page's HTML and sums the gzipped size of the `<script src>` chunks it loads (Next 16 no
 * longer prints this). Public pages have a budget of 150 kB, signed-in pages 250 kB (issue 15).
 *
 * Sizes are gzip level 9 of the bytes the server sends, in kB of 1000 bytes (as Next used to
 * report); `nomodule` polyfills are left out (modern browsers skip them). BENCH_WEB_PORT (3190)
 * moves the server; BENCH_BUNDLE_JSON=<file> also writes every route's figures and chunk list
 * there. Expects bench/run.ts to have prepared the database and the environment.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildIfStale } from "../scripts/lib/build";
import { seed } from "../scripts/lib/prisma";
import { bin, ROOT } from "../scripts/lib/project";
import { spawnTracked, stopProcesses, waitForPort } from "../scripts/lib/supervisor";
import { SetupError } from "../scripts/lib/terminal";

const PUBLIC_BUDGET_KB = 150;
const SIGNED_IN_BUDGET_KB = 250;
const HOST = "127.0.0.1";
const USER = { name: "Bundle Bench", email: "bundle-bench@example.com", password: "bench-password-1" };
const ADMIN = { email: "bundle-admin@example.com", password: "bench-password-2" };

export interface RouteSize {
  route: string;
  audience: "public" | "signed-in";
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  budgetKb: number;
  chunks: string[];
  /** Set when the page answered with a redirect instead of HTML. */
  redirectsTo?: string;
}

/** Page routes of the build, from its manifest: `(site)` pages are public, the rest need a session. */
function builtPageRoutes(): Array<{ route: string; audience: RouteSize["audience"] }> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, ".next", "app-path-routes-manifest.json"), "utf8")) as Record<string, string>;
  return Object.entries(manifest)
    .filter(([entry, route]) => entry.endsWith("/page") && !route.startsWith("/_") && !route.includes("["))
    .map(([entry, route]) => ({ route, audience: entry.startsWith("/(site)/") ? ("public" as const) : ("signed-in" as const) }))
    .sort((a, b) => (a.audience === b.audience ? a.route.localeCompare(b.route) : a.audience === "public" ? -1 : 1));
}

/** The chunks a page's HTML loads: every `<script src>` except `nomodule` ones, once each. */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (/\snomodule\b/i.test(tag)) continue;
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
    if (src) sources.add(src.replace(/&amp;/g, "&"));
  }
  return [...sources];
}

/** Signs in through next-auth's credentials endpoint (as the login form does); returns the cookie header. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const csrfResponse = await fetch(`${base}/api/nextauth/csrf`);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  keep(csrfResponse);
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const response = await fetch(`${base}/api/nextauth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader() },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  keep(response);
  if (![...jar.keys()].some((name) => name.endsWith("next-auth.session-token"))) {
    throw new SetupError(`signing in ${email} gave no session cookie (HTTP ${response.status})`);
  }
  return cookieHeader();
}

async function measureRoutes(base: string, cookies: { user: string; admin: string }): Promise<RouteSize[]> {
  const chunkSizes = new Map<string, { raw: number; gzip: number }>();
  const chunkSize = async (src: string) => {
    let size = chunkSizes.get(src);
    if (!size) {
      const response = await fetch(new URL(src, base));
      if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
      chunkSizes.set(src, size);
    }
    return size;
  };

  const results: RouteSize[] = [];
  for (const { route, audience } of builtPageRoutes()) {
    const cookie = audience === "public" ? "" : route.startsWith("/admin") ? cookies.admin : cookies.user;
    const response = await fetch(base + route, { redirect: "manual", headers: cookie ? { cookie } : {} });
    const budgetKb = audience === "public" ? PUBLIC_BUDGET_KB : SIGNED_IN_BUDGET_KB;
    if (response.status >= 300 && response.status < 400) {
      results.push({
        route,
        audience,
        scripts: 0,
        rawBytes: 0,
        gzipBytes: 0,
        budgetKb,
        chunks: [],
        redirectsTo: response.headers.get("location") ?? "?",
      });
      continue;
    }
    if (!response.ok) throw new Error(`${route}: HTTP ${response.status}`);
    // Same-origin chunks only: a vendor's own script (none today) is not part of our bundle.
    const sources = scriptSources(await response.text()).filter((src) => src.startsWith("/"));
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const src of sources) {
      const size = await chunkSize(src);
      rawBytes += size.raw;
      gzipBytes += size.gzip;
    }
    results.push({ route, audience, scripts: sources.length, rawBytes, gzipBytes, budgetKb, chunks: sources });
  }
  return results;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function printTable(results: RouteSize[]): void {
  const rows = results.map((r) => {
    if (r.redirectsTo) return [r.route, r.audience, "", "", "", "", `redirects to ${r.redirectsTo}`];
    const over = r.gzipBytes / 1000 > r.budgetKb;
    return [r.route, r.audience, String(r.scripts), kb(r.rawBytes), kb(r.gzipBytes), String(r.budgetKb), over ? "OVER BUDGET" : "ok"];
  });
  const header = ["route", "audience", "scripts", "raw kB", "gzip kB", "budget kB", ""];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i >= 2 && i <= 5 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const measured = results.filter((r) => !r.redirectsTo);
  const over = measured.filter((r) => r.gzipBytes / 1000 > r.budgetKb);
  console.log(
    over.length === 0
      ? `all ${measured.length} routes within budget (public ${PUBLIC_BUDGET_KB} kB, signed-in ${SIGNED_IN_BUDGET_KB} kB gzipped)`
      : `${over.length} of ${measured.length} routes over budget: ${over.map((r) => `${r.route} +${kb(r.gzipBytes - r.budgetKb * 1000)} kB`).join(", ")}`,
  );
}

export async function runBundleBench(): Promise<RouteSize[]> {
  const port = Number(process.env.BENCH_WEB_PORT ?? 3190);
  const base = `http://${HOST}:${port}`;
  const env = { ...process.env, PORT: String(port), APP_URL: base, NEXTAUTH_URL: `${base}/api/nextauth`, NEXT_TELEMETRY_DISABLED: "1" };
  await buildIfStale(env);

  // The admin through the seed (ADMIN_EMAIL/ADMIN_PASSWORD), the user through the sign-up service.
  await seed(process.env.DATABASE_URL ?? "", { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const { resetEnvForTests } = await import("@/env");
  resetEnvForTests(); // configuration is read once; modules imported before bench/run.ts set it may have read it
  const { registerUser } = await import("@/server/services/auth/sign-in");
  const { disconnectDb } = await import("@/server/db");
  await registerUser({ ...USER, ip: "127.0.0.1" });
  await disconnectDb();

  const web = spawnTracked(bin("next"), ["start", "-H", HOST, "-p", String(port)], { env, stdio: ["ignore", "ignore", "inherit"] });
  try {
    const up = await waitForPort(HOST, port, { timeoutMs: 120_000, alive: () => web.exitCode === null });
    if (!up) throw new SetupError(`next start did not open ${base}`);
    const cookies = { user: await signIn(base, USER.email, USER.password), admin: await signIn(base, ADMIN.email, ADMIN.password) };
    const results = await measureRoutes(base, cookies);
    console.log(`first-load JavaScript per route (gzip -9 of the <script src> chunks in each page's HTML, ${new Date().toISOString().slice(0, 10)})`);
    printTable(results);
    if (process.env.BENCH_BUNDLE_JSON) writeFileSync(process.env.BENCH_BUNDLE_JSON, JSON.stringify(results, null, 2));
    return results;
  } finally {
    await stopProcesses([web], "SIGTERM", 10_000);
  }
}
