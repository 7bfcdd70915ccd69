/**
 * Mobile speed of the signed-in pages (`npm run bench mobile`, issue 25): Lighthouse's mobile
 * preset (its default configuration: a phone screen, simulated slow 4G and a 4× slower CPU) on
 * /dashboard, /posts and /calendar for a user with a few hundred posts, signed in by its session
 * cookie. Prints, per page, the median of BENCH_MOBILE_RUNS (3) runs: performance score, total
 * blocking time, largest contentful paint, and the main-thread categories that took the most time
 * (of the median run). Target: score ≥ 90 and TBT ≤ 300 ms on each page.
 *
 * BENCH_MOBILE_PAGES=/posts,/calendar narrows the pages; BENCH_MOBILE_JSON=<dir> keeps every
 * Lighthouse report there (and with BENCH_MOBILE_TRACES=1 its Chrome trace, for DevTools); BENCH_MOBILE_SCREENS=<dir> (with BENCH_MOBILE_SCREENS_PREFIX, default
 * "mobile") also saves a phone-width screenshot of each page in the light and the dark scheme, of
 * both builds in an A/B run, and of the whole page with BENCH_MOBILE_SCREENS_FULL=1, at another
 * width with BENCH_MOBILE_SCREENS_WIDTH (412); BENCH_MOBILE_RUNS=0 takes the screenshots only (a
 * visual A/B of any routes, e.g. after a stylesheet change).
 * Builds when .next is stale and starts `next start` on BENCH_WEB_PORT (3191). Expects
 * bench/run.ts to have prepared the database and the environment.
 *
 * Besides Lighthouse's scores, which depend on the machine's load (its simulated 4× CPU multiplies
 * what it observes), each run reports figures that do not: script bytes the page loads, DOM
 * elements, main-thread tasks over 50 ms, and the number of style recalculations and layouts in
 * its trace (with their time).
 *
 * Lighthouse's CPU multiplier is relative to the machine it runs on, so the header also prints the
 * machine's benchmarkIndex (Lighthouse's "CPU/Memory Power") and the multiplier Lighthouse's
 * throttling guide suggests for it. BENCH_MOBILE_CPU_SLOWDOWN=<n> runs with that multiplier instead
 * of the preset's 4× (a calibrated figure, reported as such; the target is judged at 4×).
 *
 * The first row, "floor", is Lighthouse on an empty page (a title and a paragraph, no script or
 * stylesheet) served by the bench itself: what this machine's browser costs before any of the app's
 * work (committing the navigation, the first layout), to read the pages' figures against.
 * BENCH_MOBILE_FLOOR=0 leaves it out. BENCH_MOBILE_STATIC=1 adds a row per page, "<page> without
 * script": the page's server-rendered HTML with its stylesheets but none of its script, served the
 * same way, to tell what the markup and styles cost from what the script (hydration) costs.
 *
 * A/B in one run: BENCH_MOBILE_BASELINE=<dir> is a second checkout with its own production build
 * (`next build` there); it is served on BENCH_WEB_PORT+1 from the same database, and each page's
 * runs alternate between it and this build, so both see the same load. Rows "A" are the baseline.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildIfStale } from "../scripts/lib/build";
import { seed } from "../scripts/lib/prisma";
import { bin } from "../scripts/lib/project";
import { spawnTracked, stopProcesses, waitForPort } from "../scripts/lib/supervisor";
import { SetupError } from "../scripts/lib/terminal";
import { signIn } from "./bundle";

const HOST = "127.0.0.1";
const RUNS = Number(process.env.BENCH_MOBILE_RUNS ?? 3);
const SCREEN_WIDTH = Number(process.env.BENCH_MOBILE_SCREENS_WIDTH ?? 412);
const PAGES = (process.env.BENCH_MOBILE_PAGES ?? "/dashboard,/posts,/calendar").split(",");
const USER = { name: "Mobile Bench", email: "mobile-bench@example.com", password: "bench-password-3" };
const POSTS = Number(process.env.BENCH_MOBILE_POSTS ?? 300);
/** Lighthouse's mobile preset slows the CPU 4× (its constants' mobileSlow4G). */
const PRESET_CPU_SLOWDOWN = 4;
const CPU_SLOWDOWN = Number(process.env.BENCH_MOBILE_CPU_SLOWDOWN || PRESET_CPU_SLOWDOWN);
const NETWORKS = ["linkedin", "x", "threads", "facebook", "instagram"];
const STATUSES = ["published", "published", "scheduled", "scheduled", "scheduled", "draft", "failed"] as const;
const TOPICS = ["our spring launch", "hiring a designer", "next week's webinar", "three product tips", "a customer story"];

/**
 * A few hundred posts over this month (in the user's zone, UTC here): published ones before now,
 * scheduled ones after, drafts and failures in between; one to three networks each.
 */
async function seedUser(): Promise<void> {
  const { registerUser } = await import("@/server/services/auth/sign-in");
  const { db, disconnectDb } = await import("@/server/db");
  const { encryptSecret } = await import("@/server/lib/crypto");
  const { user } = await registerUser({ ...USER, timeZone: "UTC", ip: "127.0.0.1" });
  const userId = user.id;
  await db.user.update({ where: { id: userId }, data: { role: "paid", subscription: "Pro" } });
  await db.socialAccount.createMany({
    data: NETWORKS.slice(0, 3).map((platform) => ({
      userId,
      platform,
      platformUserId: `bench-${platform}`,
      accountName: `Mobile Bench on ${platform}`,
      username: "mobilebench",
      accessTokenEnc: encryptSecret("bench-token"),
      scopes: [],
    })),
  });
  const now = new Date();
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const monthEnd = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const span = monthEnd - monthStart;
  await db.post.createMany({
    data: Array.from({ length: POSTS }, (_, i) => {
      // Spread evenly over the month, at working hours, with a published/scheduled split at now.
      const at = new Date(monthStart + Math.floor(((i + 0.5) * span) / POSTS / 3_600_000) * 3_600_000);
      const past = at.getTime() < now.getTime();
      const status = past ? (i % 7 === 6 ? "failed" : i % 5 === 4 ? "draft" : "published") : STATUSES[2 + (i % 5)]!;
      const platforms = NETWORKS.slice(i % NETWORKS.length, (i % NETWORKS.length) + 1 + (i % 3));
      return {
        userId,
        content: `Post ${i + 1} about ${TOPICS[i % TOPICS.length]}: what we learned this week, and what comes next for the team. #update`,
        platforms,
        status,
        scheduledAt: status === "published" ? null : at,
        publishedAt: status === "published" ? at : null,
        errorMessage: status === "failed" ? "The network answered 503" : null,
        createdAt: new Date(at.getTime() - 86_400_000),
      };
    }),
  });
  await disconnectDb();
}

interface PageFigures {
  score: number;
  /** Lighthouse's measure of this machine's CPU ("CPU/Memory Power"), taken with each run */
  benchmarkIndex: number;
  /** script bytes transferred (compressed, as loaded) */
  jsBytes: number;
  domNodes: number;
  longTasks: number;
  styleRecalcs: number;
  styleMs: number;
  layouts: number;
  layoutMs: number;
  tbt: number;
  lcp: number;
  /** main-thread time by category (ms), largest first */
  mainThread: Array<{ group: string; ms: number }>;
  /** script evaluation per URL (ms), largest first */
  bootup: Array<{ url: string; ms: number }>;
  lhr: unknown;
  trace: unknown;
}

interface AuditDetails {
  items?: Array<Record<string, unknown>>;
}

async function lighthouseRun(url: string, cookie: string, port: number): Promise<PageFigures> {
  const { default: lighthouse } = await import("lighthouse");
  const result = await lighthouse(url, {
    port,
    onlyCategories: ["performance"],
    extraHeaders: { Cookie: cookie },
    // Deep-merged over the preset's throttling (as the CLI's --throttling.cpuSlowdownMultiplier).
    ...(CPU_SLOWDOWN === PRESET_CPU_SLOWDOWN ? {} : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
    output: "json",
    logLevel: "error",
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.startsWith(url)) {
    throw new SetupError(`${url} ended on ${lhr.finalDisplayedUrl}: the session cookie was not accepted`);
  }
  const items = (id: string) => ((lhr.audits[id]?.details as AuditDetails | undefined)?.items ?? []) as Array<Record<string, unknown>>;
  const diagnostics = items("diagnostics")[0] ?? {};
  const trace = traceCounts(result.artifacts as unknown as { Trace?: { traceEvents: TraceEvent[] } });
  return {
    jsBytes: items("network-requests")
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0),
    domNodes: lhr.audits["dom-size"]?.numericValue ?? NaN,
    longTasks: Number(diagnostics.numTasksOver50ms ?? NaN),
    ...trace,
    trace: (result.artifacts as unknown as { Trace?: unknown }).Trace,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    mainThread: items("mainthread-work-breakdown")
      .map((item) => ({ group: String(item.groupLabel ?? item.group), ms: Number(item.duration) }))
      .sort((a, b) => b.ms - a.ms),
    bootup: items("bootup-time")
      .map((item) => ({ url: String(item.url).replace(/^https?:\/\/[^/]+/, ""), ms: Number(item.scripting) }))
      .sort((a, b) => b.ms - a.ms),
    lhr,
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: unknown;
}

/**
 * Style recalculations (UpdateLayoutTree) and layouts on the page's main thread, counted from
 * Lighthouse's trace (real time under its throttling, not the simulated figures).
 */
function traceCounts(artifacts: { Trace?: { traceEvents: TraceEvent[] } }): Pick<PageFigures, "styleRecalcs" | "styleMs" | "layouts" | "layoutMs"> {
  const events = artifacts.Trace?.traceEvents ?? [];
  // The page's renderer main thread: of the threads named CrRendererMain, the busiest.
  const mains = new Set(
    events
      .filter((e) => e.name === "thread_name" && (e.args as { name?: string } | undefined)?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === "X" && mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = (e: TraceEvent) => `${e.pid}:${e.tid}` === main;
  let styleRecalcs = 0;
  let styleMs = 0;
  let layouts = 0;
  let layoutMs = 0;
  for (const e of events) {
    if (e.ph !== "X" || !onMain(e)) continue;
    if (e.name === "UpdateLayoutTree") {
      styleRecalcs += 1;
      styleMs += (e.dur ?? 0) / 1000;
    } else if (e.name === "Layout") {
      layouts += 1;
      layoutMs += (e.dur ?? 0) / 1000;
    }
  }
  return { styleRecalcs, styleMs, layouts, layoutMs };
}

/** Phone-width screenshots of each page, light and dark, in Debian's Chromium. */
async function screenshots(base: string, cookie: string, dir: string, prefix: string): Promise<void> {
  const { chromium } = await import("@playwright/test");
  mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    for (const scheme of ["light", "dark"] as const) {
      const context = await browser.newContext({
        viewport: { width: SCREEN_WIDTH, height: 915 },
        deviceScaleFactor: 2,
        isMobile: SCREEN_WIDTH < 768,
        hasTouch: SCREEN_WIDTH < 768,
        colorScheme: scheme,
      });
      await context.addCookies(
        cookie.split("; ").map((pair) => {
          const at = pair.indexOf("=");
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
        }),
      );
      const page = await context.newPage();
      for (const route of PAGES) {
        await page.goto(base + route, { waitUntil: "networkidle" });
        await page.waitForTimeout(500); // let late fonts and transitions settle
        const file = path.join(dir, `${prefix}-${route.replace(/^\//, "")}-${scheme}.png`);
        // BENCH_MOBILE_SCREENS_FULL=1: the whole page, not only the first screen.
        await page.screenshot({ path: file, fullPage: process.env.BENCH_MOBILE_SCREENS_FULL === "1" });
        console.log(`screenshot ${file}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

const median = <T>(runs: T[], by: (run: T) => number): T => [...runs].sort((a, b) => by(a) - by(b))[Math.floor(runs.length / 2)]!;

/** One line of the results table: the medians of a page's runs, and every run. */
function summaryRow(page: string, list: PageFigures[]): Record<string, string> {
  return {
    page,
    score: String(median(list, (r) => r.score).score),
    "TBT ms": median(list, (r) => r.tbt).tbt.toFixed(0),
    "LCP s": (median(list, (r) => r.lcp).lcp / 1000).toFixed(2),
    "runs (score/TBT/LCP)": list.map((r) => `${r.score}/${r.tbt.toFixed(0)}/${(r.lcp / 1000).toFixed(1)}`).join("  "),
  };
}

/** Lighthouse, RUNS times, on a page the bench serves itself (the floor, or a page without its script). */
async function servedPageFigures(html: string, chromePort: number): Promise<PageFigures[]> {
  const { createServer } = await import("node:http");
  const server = createServer((_request, response) => response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html));
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  try {
    const { port } = server.address() as { port: number };
    const list: PageFigures[] = [];
    for (let run = 0; run < RUNS; run += 1) list.push(await lighthouseRun(`http://${HOST}:${port}/`, "", chromePort));
    return list;
  } finally {
    server.close();
  }
}

const EMPTY_PAGE = "<!doctype html><html lang=en><meta name=viewport content='width=device-width'><title>Floor</title><p>An empty page.</p></html>";

/**
 * The page's server-rendered HTML as the app sends it to the signed-in user, without its script
 * (scripts, the RSC payload they carry, module preloads): what the markup and stylesheets cost on
 * their own. Its stylesheets, images and fonts still come from the app (a base element).
 */
async function withoutScript(base: string, route: string, cookie: string): Promise<string> {
  const html = await (await fetch(base + route, { headers: { cookie } })).text();
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*as="script"[^>]*\/?>/gi, "")
    .replace(/<head>/i, `<head><base href="${base}/">`);
}

/**
 * The machine's class by its benchmarkIndex and the CPU multiplier that makes it a mid-tier phone,
 * from the tables of Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU
 * slowdown"); Lighthouse itself warns that scores suffer below 1000.
 */
function calibration(benchmarkIndex: number): { machine: string; multiplier: string } {
  if (benchmarkIndex >= 1500) return { machine: "high-end desktop", multiplier: "4× (2-10)" };
  if (benchmarkIndex >= 1000) return { machine: "low-end desktop", multiplier: "2× (1-5)" };
  if (benchmarkIndex >= 800) return { machine: "high-end phone", multiplier: "2× (1-5)" };
  return { machine: "mid-tier phone or slower", multiplier: "1×" };
}

interface Server {
  /** "A" the baseline build, "B" this one (or "" when there is no baseline) */
  label: string;
  base: string;
  cookie: string;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

export async function runMobileBench(): Promise<void> {
  const port = Number(process.env.BENCH_WEB_PORT ?? 3191);
  const base = `http://${HOST}:${port}`;
  const baselineDir = process.env.BENCH_MOBILE_BASELINE ? path.resolve(process.env.BENCH_MOBILE_BASELINE) : undefined;
  const envFor = (at: string, p: number) => ({
    ...process.env,
    PORT: String(p),
    APP_URL: at,
    NEXTAUTH_URL: `${at}/api/nextauth`,
    NEXT_TELEMETRY_DISABLED: "1",
  });
  const env = envFor(base, port);
  await buildIfStale(env);
  await seed(process.env.DATABASE_URL ?? "", env); // the plans the signed-in pages read
  const { resetEnvForTests } = await import("@/env");
  resetEnvForTests(); // configuration is read once; modules imported before bench/run.ts set it may have read it
  await seedUser();

  const web = spawnTracked(bin("next"), ["start", "-H", HOST, "-p", String(port)], { env, stdio: ["ignore", "ignore", "inherit"] });
  const processes = [web];
  const basePort = port + 1;
  const baselineBase = `http://${HOST}:${basePort}`;
  if (baselineDir) {
    if (!existsSync(path.join(baselineDir, ".next", "BUILD_ID"))) throw new SetupError(`${baselineDir} has no production build (.next/BUILD_ID)`);
    const baseline = spawnTracked(path.join(baselineDir, "node_modules", ".bin", "next"), ["start", "-H", HOST, "-p", String(basePort)], {
      cwd: baselineDir,
      env: envFor(baselineBase, basePort),
      stdio: ["ignore", "ignore", "inherit"],
    });
    processes.push(baseline);
  }
  const { launch } = await import("chrome-launcher");
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    const servers: Server[] = [];
    for (const [at, child, label] of [
      [base, web, baselineDir ? "B" : ""],
      ...(baselineDir ? [[baselineBase, processes[1]!, "A"] as const] : []),
    ] as const) {
      const p = Number(new URL(at).port);
      const up = await waitForPort(HOST, p, { timeoutMs: 120_000, alive: () => child.exitCode === null });
      if (!up) throw new SetupError(`next start did not open ${at}`);
      const cookie = await signIn(at, USER.email, USER.password);
      // Warm the server (first renders compile nothing in production, but fill its caches) once per page.
      for (const route of PAGES) await fetch(at + route, { headers: { cookie } });
      servers.push({ label, base: at, cookie });
    }
    servers.sort((a, b) => a.label.localeCompare(b.label));

    if (process.env.BENCH_MOBILE_SCREENS) {
      // With a baseline, both builds: "<prefix>-A-…" (before) and "<prefix>-B-…" (after).
      const prefix = process.env.BENCH_MOBILE_SCREENS_PREFIX ?? "mobile";
      for (const server of servers) {
        await screenshots(server.base, server.cookie, process.env.BENCH_MOBILE_SCREENS, server.label ? `${prefix}-${server.label}` : prefix);
      }
    }
    if (RUNS === 0) return; // screenshots only
    chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--no-sandbox", "--headless=new", "--disable-gpu"] });
    const jsonDir = process.env.BENCH_MOBILE_JSON;
    if (jsonDir) mkdirSync(jsonDir, { recursive: true });
    const rows: Array<Record<string, string>> = [];
    const proxies: Array<Record<string, string>> = [];
    const details: string[] = [];
    const benchmarkIndexes: number[] = [];
    if (process.env.BENCH_MOBILE_FLOOR !== "0") {
      const floor = await servedPageFigures(EMPTY_PAGE, chrome.port);
      rows.push(summaryRow("floor (empty page)", floor));
    }
    for (const route of PAGES) {
      const runs = new Map<string, PageFigures[]>(servers.map((s) => [s.label, []]));
      for (let run = 0; run < RUNS; run += 1) {
        // Alternate which build goes first, so neither always gets the warmer (or busier) moment.
        const order = run % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order) {
          // Lighthouse now and then fails to record a trace (NO_NAVSTART on a loaded machine): try again.
          let figures: PageFigures | undefined;
          for (let attempt = 1; !figures; attempt += 1) {
            try {
              figures = await lighthouseRun(server.base + route, server.cookie, chrome.port);
            } catch (error) {
              if (error instanceof SetupError || attempt === 3) throw error;
              console.log(`${route} run ${run + 1}: ${(error as Error).message.slice(0, 120)}; again`);
            }
          }
          runs.get(server.label)!.push(figures);
          benchmarkIndexes.push(figures.benchmarkIndex);
          if (jsonDir) {
            const name = `${route.replace(/^\//, "")}${server.label ? `-${server.label}` : ""}-${run + 1}.json`;
            writeFileSync(path.join(jsonDir, name), JSON.stringify(figures.lhr));
            if (process.env.BENCH_MOBILE_TRACES)
              writeFileSync(path.join(jsonDir, name.replace(/\.json$/, ".trace.json")), JSON.stringify(figures.trace));
          }
        }
      }
      if (process.env.BENCH_MOBILE_STATIC === "1") {
        const own = servers.find((s) => s.label !== "A")!;
        rows.push(summaryRow(`${route} without script`, await servedPageFigures(await withoutScript(own.base, route, own.cookie), chrome.port)));
      }
      for (const server of servers) {
        const list = runs.get(server.label)!;
        const page = server.label ? `${route} ${server.label}` : route;
        const typical = median(list, (r) => r.score);
        rows.push(summaryRow(page, list));
        const m = (by: (r: PageFigures) => number) => by(median(list, by));
        proxies.push({
          page,
          "JS kB": kB(m((r) => r.jsBytes)),
          "DOM elements": String(m((r) => r.domNodes)),
          "tasks > 50 ms": String(m((r) => r.longTasks)),
          "style recalcs (ms)": `${m((r) => r.styleRecalcs)} (${m((r) => r.styleMs).toFixed(0)})`,
          "layouts (ms)": `${m((r) => r.layouts)} (${m((r) => r.layoutMs).toFixed(0)})`,
        });
        details.push(
          `${page} main thread (median-score run, ms): ${typical.mainThread
            .slice(0, 5)
            .map((g) => `${g.group} ${g.ms.toFixed(0)}`)
            .join(", ")}`,
          `${page} script time by file: ${typical.bootup
            .slice(0, 4)
            .map((b) => `${b.url} ${b.ms.toFixed(0)}`)
            .join(", ")}`,
        );
      }
    }
    const [load1] = (await import("node:os")).loadavg();
    const machineIndex = median(benchmarkIndexes, (i) => i);
    const { machine, multiplier } = calibration(machineIndex);
    console.log(
      `Lighthouse ${RUNS}× mobile preset (median), ${new Date().toISOString().slice(0, 16)}Z, ${POSTS} posts, load average ${load1!.toFixed(2)}` +
        (baselineDir ? `; A = ${baselineDir}, B = this build, runs alternating` : ""),
    );
    console.log(
      `CPU ${CPU_SLOWDOWN}× slower${CPU_SLOWDOWN === PRESET_CPU_SLOWDOWN ? " (the preset)" : " (calibrated, not the preset's 4×)"}; ` +
        `this machine's benchmarkIndex ${machineIndex.toFixed(0)} (median of ${benchmarkIndexes.length}): a ${machine} in Lighthouse's throttling guide, ` +
        `which suggests ${multiplier} for a mid-tier phone`,
    );
    console.table(rows);
    console.log("Figures that do not depend on the machine's load (median of the runs; style and layout times are real, throttled time):");
    console.table(proxies);
    for (const line of details) console.log(line);
    const judged = rows.filter(
      (r) => !(r.page ?? "").endsWith(" A") && !(r.page ?? "").startsWith("floor") && !(r.page ?? "").endsWith("without script"),
    );
    const missed = judged.filter((r) => Number(r.score) < 90 || Number(r["TBT ms"]) > 300).map((r) => r.page);
    const at = CPU_SLOWDOWN === PRESET_CPU_SLOWDOWN ? "" : ` at ${CPU_SLOWDOWN}× CPU, not the target's measure (the preset's 4×)`;
    console.log(
      missed.length === 0
        ? `target met${at}: score ≥ 90 and TBT ≤ 300 ms on every page`
        : `target missed on ${missed.join(", ")}${at} (score ≥ 90 and TBT ≤ 300 ms)`,
    );
  } finally {
    chrome?.kill();
    await stopProcesses(processes, "SIGTERM", 10_000);
  }
}
