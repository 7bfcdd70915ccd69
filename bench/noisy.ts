/**
 * Noisy neighbour at real size (issue 24, item 4): how much one member's searches cost another
 * member. The 50,000-post member runs NOISY_LOOPS loops that search without pause (list pages and
 * tab counts, 1-2 character terms and longer ones, each spelled in a new letter case so the counts
 * cache misses), while another member's first list page is timed one request after another. Three
 * phases in one run, same seed and server:
 *   quiet      nobody else searching (the baseline);
 *   throttled  the noisy member as the server sees it (its search throttle answers 429 past the limit);
 *   unthrottled the same, with the bench clearing that member's throttle window every 100 ms, so the
 *              search plans alone are measured (what a member costs within the throttle's budget);
 *   control    the same loops asking for their first list page without a term: what requests sent
 *              without pause cost the server whatever they ask (sign-in check, routing, JSON).
 * The member rate (MEMBER_REQUEST_RATE, member-rate.ts) holds the noisy member's excess in every
 * phase; run with MEMBER_REQUEST_RATE=100000 MEMBER_REQUEST_BURST=100000 to see the server without it.
 * Prints p50 / p99 / max of the neighbour's list per phase, each as a multiple of the quiet one,
 * and how the noisy member's requests were answered.
 */
import { Redis } from "ioredis";
import { db } from "@/server/db";
import { signSessionToken } from "@/server/services/auth/tokens";
import { ORIGIN, type RealSizeData } from "./real-size";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
/**
 * The neighbour asks for a page every NEIGHBOUR_EVERY_MS, like a member browsing (and within the
 * member rate, MEMBER_REQUEST_RATE, so that the figures are the server's, not the neighbour's own
 * turn being held).
 */
const NEIGHBOUR_EVERY_MS = Number(process.env.BENCH_NEIGHBOUR_EVERY_MS ?? 75);
const NOISY_LOOPS = Number(process.env.BENCH_NOISY_LOOPS ?? 8);
const TERMS = ["a", "e", "ab", "zq", "st", "customer story", "webinar", "product tips"];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** `text` with its letters upper-cased where the bits of `n` say so (a cache miss per spelling). */
function spelling(text: string, n: number): string {
  let bit = 0;
  return [...text].map((ch) => (/[a-z]/.test(ch) ? ((n >> bit++) & 1 ? ch.toUpperCase() : ch) : ch)).join("");
}

interface Timed {
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
}

/** The neighbour's first list page, one request every NEIGHBOUR_EVERY_MS (or after the last answer, if later), for `seconds`. */
async function timeNeighbour(token: string, seconds: number): Promise<Timed> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    const t0 = performance.now();
    const res = await fetch(`${ORIGIN}/api/dashboard/posts?showAll=true&limit=30`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) errors += 1;
    const took = performance.now() - t0;
    latencies.push(took);
    if (took < NEIGHBOUR_EVERY_MS) await new Promise((resolve) => setTimeout(resolve, NEIGHBOUR_EVERY_MS - took));
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? NaN, requests: latencies.length, errors };
}

/** NOISY_LOOPS loops of searches (or plain list pages) by the big member until `stop()`; counts the answers by status. */
function startNoise(data: RealSizeData, search = true): { stop: () => Promise<Record<number, number>> } {
  const answers: Record<number, number> = {};
  let running = true;
  let n = 0;
  async function loop(offset: number) {
    while (running) {
      const i = n++;
      const term = spelling(TERMS[(i + offset) % TERMS.length]!, i);
      const path = !search
        ? "/api/dashboard/posts?showAll=true&limit=30"
        : i % 2 === 0
          ? `/api/dashboard/posts/counts?q=${encodeURIComponent(term)}`
          : `/api/dashboard/posts?showAll=true&limit=30&q=${encodeURIComponent(term)}`;
      try {
        // In the workspace seed's active team, which holds the big member's 50,000 posts.
        const res = await fetch(`${ORIGIN}${path}`, { headers: { authorization: `Bearer ${data.token}`, "x-workspace-id": data.workspaceId } });
        await res.arrayBuffer();
        answers[res.status] = (answers[res.status] ?? 0) + 1;
      } catch {
        answers[0] = (answers[0] ?? 0) + 1;
      }
    }
  }
  const loops = Array.from({ length: NOISY_LOOPS }, (_, k) => loop(k));
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

export async function runNoisyBench(data: RealSizeData, redisUrl: string): Promise<void> {
  const neighbour = await db.user.findUniqueOrThrow({ where: { id: "bench-user-1" } });
  const neighbourToken = await signSessionToken({ sub: neighbour.id, tv: neighbour.tokenVersion });
  const neighbourPosts = await db.post.count({ where: { userId: neighbour.id } });
  console.log(
    `noisy-neighbour bench: ${NOISY_LOOPS} search loops by the 50,000-post member, ${SECONDS} s per phase, neighbour has ${neighbourPosts} posts, server ${ORIGIN}`,
  );
  await timeNeighbour(neighbourToken, 1); // warm-up

  const rows: Record<string, string | number>[] = [];
  const quiet = await timeNeighbour(neighbourToken, SECONDS);
  const row = (phase: string, t: Timed, noisy: Record<number, number> | null) => ({
    phase,
    "p50 ms": t.p50.toFixed(1),
    "p99 ms": t.p99.toFixed(1),
    "max ms": t.max.toFixed(1),
    "p50 ×": (t.p50 / quiet.p50).toFixed(2),
    "p99 ×": (t.p99 / quiet.p99).toFixed(2),
    "max ×": (t.max / quiet.max).toFixed(2),
    requests: t.requests,
    errors: t.errors,
    "noisy answers": noisy
      ? Object.entries(noisy)
          .map(([status, count]) => `${status}: ${count}`)
          .join(", ")
      : "-",
  });
  rows.push(row("quiet", quiet, null));

  const throttled = startNoise(data);
  const underThrottle = await timeNeighbour(neighbourToken, SECONDS);
  rows.push(row("throttled", underThrottle, await throttled.stop()));

  // The throttle's window cleared every 100 ms: the cost of the search plans themselves.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const clearing = setInterval(() => void redis.del(`ratelimit:posts:search:${data.bigUserId}`).catch(() => undefined), 100);
  const unthrottled = startNoise(data);
  try {
    const withoutThrottle = await timeNeighbour(neighbourToken, SECONDS);
    rows.push(row("unthrottled", withoutThrottle, await unthrottled.stop()));
  } finally {
    clearInterval(clearing);
    await redis.quit();
  }

  const control = startNoise(data, false);
  const underControl = await timeNeighbour(neighbourToken, SECONDS);
  rows.push(row("control (no term)", underControl, await control.stop()));
  console.table(rows);
}
