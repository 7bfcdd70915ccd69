/**
 * API benchmark at real size: the production server under 50 concurrent keep-alive connections,
 * one target after another in one run: a static page, GET /api/dashboard, the posts list's first
 * page, a page 40,000 posts deep, a search, the tab counts and a calendar month, in the workspace
 * seed's active team (bench/real-size.ts: its member belongs to 5 workspaces). Prints requests/s,
 * p50 and p99 of each, and each p99 as a multiple of the static page's (target: at most 3x, the
 * deep page as fast as the first).
 */
import { db } from "@/server/db";
import { perDayOf } from "@/app/(app)/calendar/calendar-views";
import { encodeCursor } from "@/server/services/posts/list";
import { monthGrid, ORIGIN, type RealSizeData } from "./real-size";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = 1;

interface Target {
  name: string;
  /** one path, or the path of the n-th request (targets that must miss the server's caches) */
  path: string | ((n: number) => string);
  auth: boolean;
}

export interface Result {
  name: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** every request's time in ms, sorted */
  latencies: number[];
  /** the measured run's length */
  elapsedSeconds: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Numbers the requests of path functions, across a target's warm-up and measured run. */
let requestsSent = 0;

export interface Drive {
  name: string;
  /** one path, or the path of the n-th request (targets that must miss the server's caches) */
  path: string | ((n: number) => string);
  /** the headers of the requests of connection `c` (0 to connections - 1) */
  headers: (c: number) => Record<string, string>;
  seconds: number;
  connections?: number;
}

/** `connections` keep-alive loops, each sending the next request when its answer is read, for `seconds`; a non-200 answer is an error. */
export async function drive({ name, path, headers, seconds, connections = CONNECTIONS }: Drive): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  async function loop(c: number) {
    const sent = headers(c);
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const url = typeof path === "string" ? path : path(requestsSent++);
        const res = await fetch(`${ORIGIN}${url}`, { headers: sent });
        await res.arrayBuffer();
        if (res.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: connections }, (_, c) => loop(c)));
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsedSeconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    latencies,
    elapsedSeconds,
  };
}

/** A target of this bench, every connection with the big user's token in the active workspace. */
function load(target: Target, data: RealSizeData, seconds: number): Promise<Result> {
  // In the workspace seed's active workspace (the team holding the 50,000 posts), as the switcher would choose it.
  const headers: Record<string, string> = target.auth ? { authorization: `Bearer ${data.token}`, "x-workspace-id": data.workspaceId } : {};
  return drive({ name: target.name, path: target.path, headers: () => headers, seconds });
}

/** The cursor the list hands out after the post `depth` posts down the newest-first list. */
async function cursorAt(userId: string, depth: number): Promise<string> {
  const post = await db.post.findFirstOrThrow({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: depth - 1,
    select: { id: true, createdAt: true },
  });
  return encodeCursor({ key: post.createdAt, id: post.id });
}

/** `text` with its letters upper-cased where the bits of `n` say so: a different spelling for each n below 2^letters. */
function caseVariant(text: string, n: number): string {
  let bit = 0;
  return [...text].map((ch) => (/[a-z]/.test(ch) ? ((n >> bit++) & 1 ? ch.toUpperCase() : ch) : ch)).join("");
}

/** The 42 days from `offset` days after `from` (YYYY-MM-DD). */
function sixWeeksFrom(from: string, offset: number): { from: string; to: string } {
  const start = new Date(`${from}T00:00:00Z`).getTime() + offset * 86_400_000;
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { from: day(start), to: day(start + 42 * 86_400_000) };
}

export async function runApiBench(data: RealSizeData): Promise<void> {
  const deep = await cursorAt(data.bigUserId, 40_000);
  const month = monthGrid(2);
  const inMonth = await db.post.count({
    where: {
      userId: data.bigUserId,
      OR: [
        { status: "published", publishedAt: { gte: new Date(month.from), lt: new Date(month.to) } },
        { status: { not: "published" }, scheduledAt: { gte: new Date(month.from), lt: new Date(month.to) } },
      ],
    },
  });
  const targets: Target[] = [
    { name: "static page /about", path: "/about", auth: false },
    { name: "GET /api/dashboard", path: "/api/dashboard", auth: true },
    { name: "posts: first page", path: "/api/dashboard/posts?showAll=true&limit=30", auth: true },
    { name: "posts: 40,000 deep", path: `/api/dashboard/posts?showAll=true&limit=30&cursor=${deep}`, auth: true },
    { name: "posts: search", path: "/api/dashboard/posts?showAll=true&limit=30&q=customer%20story", auth: true },
    { name: "posts: tab counts", path: "/api/dashboard/posts/counts?q=customer%20story", auth: true },
    // The calendar page's one request for a month; then the same range in the spec's full post shape.
    {
      name: `calendar month (${inMonth} posts)`,
      path: `/api/dashboard/calendar/summary?from=${month.from}&to=${month.to}&perDay=${perDayOf("month")}`,
      auth: true,
    },
    { name: "calendar month, full posts", path: `/api/dashboard/calendar?from=${month.from}&to=${month.to}&perDay=${perDayOf("month")}`, auth: true },
    // The same work with every request missing the web process's posts-version caches (what a
    // request costs right after the user's posts changed): the counts of the same search spelled in
    // another letter case each time (8,192 spellings, more than the counts cache holds), and a
    // 6-week range starting one day later each time (200 ranges of the coming months, more than the
    // calendar cache's 20,000 posts).
    {
      name: "posts: tab counts, uncached",
      path: (n) => `/api/dashboard/posts/counts?q=${encodeURIComponent(caseVariant("customer story", n))}`,
      auth: true,
    },
    {
      name: "calendar 6 weeks, uncached",
      path: (n) => {
        const range = sixWeeksFrom(month.from, n % 200);
        return `/api/dashboard/calendar/summary?from=${range.from}&to=${range.to}&perDay=${perDayOf("month")}`;
      },
      auth: true,
    },
  ];
  console.log(`api bench: ${CONNECTIONS} connections, ${SECONDS} s per target (after ${WARMUP_SECONDS} s warm-up), server ${ORIGIN}`);
  const results: Result[] = [];
  for (const target of targets) {
    await load(target, data, WARMUP_SECONDS);
    results.push(await load(target, data, SECONDS));
  }
  const staticP99 = results[0]!.p99;
  const rows = results.map((r) => ({
    target: r.name,
    "req/s": r.perSecond.toFixed(0),
    "p50 ms": r.p50.toFixed(1),
    "p99 ms": r.p99.toFixed(1),
    "p99 / static": (r.p99 / staticP99).toFixed(2),
    errors: r.errors,
  }));
  console.table(rows);
  console.log(
    `calendar month: ${month.from} to ${month.to} (6 weeks), the calendar page's one request (/summary): ${perDayOf("month")} posts a day (the month view shows ${perDayOf("month") - 1}) and every day's count`,
  );
}
