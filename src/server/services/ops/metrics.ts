/**
 * Prometheus metrics (issue 27) with prom-client: one registry per process, kept on globalThis
 * (Next bundles the instrumentation hook apart from the /api/metrics route, and both must fill and
 * read the same one). The web process exposes it at /api/metrics (METRICS_TOKEN), a worker at
 * WORKER_METRICS_PORT (/metrics). Labels are bounded: routes are templates (routeLabel), networks
 * and queues are fixed lists.
 */
import { timingSafeEqual } from "node:crypto";
import client from "prom-client";
import { poolUsage } from "@/server/db";
import type { ProcessRole } from "@/server/process-role";

interface Metrics {
  registry: client.Registry;
  httpDuration: client.Histogram<"method" | "route" | "status">;
  jobDuration: client.Histogram<"queue" | "job" | "outcome">;
  jobRetries: client.Counter<"queue" | "job">;
  jobFailures: client.Counter<"queue" | "job">;
  publishLateness: client.Histogram<"network">;
  queueDepthCollectors: Array<() => Promise<Array<{ queue: string; state: string; count: number }>>>;
}

const KEY = Symbol.for("postpilot.metrics");
const holder = globalThis as unknown as { [KEY]?: Metrics };

function create(): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: "postpilot_" });
  const queueDepthCollectors: Metrics["queueDepthCollectors"] = [];
  new client.Gauge({
    name: "postpilot_db_pool_connections",
    help: "PostgreSQL pool of this process: open (total), idle, clients waiting for one, and the pool's size (max)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const usage = poolUsage();
      this.reset();
      if (!usage) return;
      for (const state of ["total", "idle", "waiting", "max"] as const) this.set({ state }, usage[state]);
    },
  });
  new client.Gauge({
    name: "postpilot_queue_jobs",
    help: "Jobs per BullMQ queue and state (worker only; read from Redis at scrape time)",
    labelNames: ["queue", "state"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const collect of queueDepthCollectors) {
        for (const row of await collect().catch(() => [])) this.set({ queue: row.queue, state: row.state }, row.count);
      }
    },
  });
  return {
    registry,
    queueDepthCollectors,
    httpDuration: new client.Histogram({
      name: "postpilot_http_request_duration_seconds",
      help: "Web requests by route template, method and status",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    jobDuration: new client.Histogram({
      name: "postpilot_job_duration_seconds",
      help: "Jobs run by this worker, from start to end, by queue, job and outcome (completed/failed)",
      labelNames: ["queue", "job", "outcome"],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
      registers: [registry],
    }),
    jobRetries: new client.Counter({
      name: "postpilot_job_retries_total",
      help: "Job tries that failed and will be tried again",
      labelNames: ["queue", "job"],
      registers: [registry],
    }),
    jobFailures: new client.Counter({
      name: "postpilot_job_failures_total",
      help: "Jobs that failed for good (no tries left, or not retryable)",
      labelNames: ["queue", "job"],
      registers: [registry],
    }),
    publishLateness: new client.Histogram({
      name: "postpilot_publish_lateness_seconds",
      help: "How long after its scheduled time a post went out, per network",
      labelNames: ["network"],
      buckets: [0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 900],
      registers: [registry],
    }),
  };
}

export function metrics(): Metrics {
  holder[KEY] ??= create();
  return holder[KEY];
}

/** The exposition text and its content type. */
export async function exposition(role?: ProcessRole): Promise<{ body: string; contentType: string }> {
  const m = metrics();
  if (role) m.registry.setDefaultLabels({ role });
  return { body: await m.registry.metrics(), contentType: m.registry.contentType };
}

export function observePublishLateness(network: string, latenessMs: number): void {
  metrics().publishLateness.observe({ network }, latenessMs / 1000);
}

/** Whether a scrape may read the metrics: a bearer token equal to METRICS_TOKEN (compared in constant time). */
export function metricsAuthorized(authorization: string | null | undefined, token: string | undefined): boolean {
  if (!token) return false;
  const given = /^Bearer (.+)$/i.exec(authorization ?? "")?.[1] ?? "";
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|c[a-z0-9]{20,}|[A-Za-z0-9_-]{24,})$/;

/**
 * A route template for a request path, so that label values stay few: ids become `:id`, tRPC calls
 * keep their procedure names (a batch counts as "batch"), Next's assets are one route, and answers
 * that matched nothing (404) are "unmatched".
 */
export function routeLabel(pathname: string, status: number): string {
  if (status === 404) return "unmatched";
  if (pathname.startsWith("/_next/")) return "/_next/*";
  const trpc = /^\/api\/trpc\/([^/?]+)/.exec(pathname);
  if (trpc) {
    const procedures = decodeURIComponent(trpc[1]!);
    return procedures.includes(",") ? "/api/trpc/batch" : `/api/trpc/${procedures.replace(/[^A-Za-z0-9.]/g, "")}`;
  }
  // API routes: up to four segments with ids replaced; pages: their first segment (a page's own
  // parameters, e.g. a sandbox handle, would otherwise make a label per value).
  const segments = pathname.split("/").filter(Boolean);
  const clean = (s: string) => (ID_SEGMENT.test(s) ? ":id" : s.replace(/[^A-Za-z0-9._~-]/g, "_").slice(0, 40));
  if (segments[0] === "api") return `/${segments.slice(0, 4).map(clean).join("/")}${segments.length > 4 ? "/*" : ""}`;
  if (segments.length === 0) return "/";
  return `/${clean(segments[0]!)}${segments.length > 1 ? "/*" : ""}`;
}
