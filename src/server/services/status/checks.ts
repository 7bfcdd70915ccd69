/**
 * Real service checks behind /api/health and /api/status/*: each one does the cheapest call that
 * proves the service works, bounded by HEALTH_CHECK_TIMEOUT_MS.
 */
import { env } from "@/env";
import { db } from "@/server/db";
import { redis } from "@/server/redis";
import { getMailer } from "@/server/integrations/mail";
import { textGeneratorDefinition } from "@/server/integrations/ai/generators";
import { getAiSettings } from "@/server/services/admin/settings";
import { connectionFor, isUsable } from "@/server/services/ai/generator";
import { aliveWorkers, HEARTBEAT_INTERVAL_MS, lastWorkerHeartbeat } from "@/server/queue/heartbeat";
import { recordCheckResults } from "./incidents";
import type { ServiceCheck, ServiceState } from "./types";

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function timed(name: string, probe: () => Promise<{ configured: boolean; description: string; status?: ServiceState }>): Promise<ServiceCheck> {
  const started = performance.now();
  try {
    const { configured, description, status = "operational" } = await withTimeout(probe(), env().HEALTH_CHECK_TIMEOUT_MS);
    return { name, status, configured, description, responseTime: Math.round(performance.now() - started), lastChecked: new Date() };
  } catch (err) {
    return {
      name,
      status: "outage",
      configured: true,
      description: `${name} is experiencing issues: ${(err as Error).message}`,
      responseTime: Math.round(performance.now() - started),
      lastChecked: new Date(),
    };
  }
}

export const checkDatabase = () =>
  timed("Database", async () => {
    await db.$queryRaw`SELECT 1`;
    return { configured: true, description: "PostgreSQL answers queries" };
  });

export const checkRedis = () =>
  timed("Queue", async () => {
    const pong = await redis().ping();
    if (pong !== "PONG") throw new Error(`unexpected answer ${pong}`);
    return { configured: true, description: "Redis answers; background jobs can run" };
  });

async function httpReachable(url: string, headers: Record<string, string>): Promise<void> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(env().HEALTH_CHECK_TIMEOUT_MS) });
  // Any answer below 500 proves the provider is up; 401 would mean a wrong key, which is an outage for us.
  if (res.status === 401 || res.status === 403) throw new Error(`credentials refused (${res.status})`);
  if (res.status >= 500) throw new Error(`answered ${res.status}`);
}

/**
 * The text generator an admin picked (GET /api/status/openai, the spec's path), named after it and
 * checked with the registry entry's own health check.
 */
export async function checkTextGenerator(): Promise<ServiceCheck> {
  const settings = await getAiSettings().catch((err: Error) => err);
  if (settings instanceof Error) {
    return timed("AI text", async () => {
      throw new Error(`its settings cannot be read: ${settings.message}`);
    });
  }
  const definition = textGeneratorDefinition(settings.provider);
  return timed(`AI text (${definition.label})`, async () => {
    // The key an admin saved wins over the environment's, as for the generator itself.
    if (!isUsable(settings)) return { configured: false, description: "Not configured: the offline text generator is in use" };
    const { description } = await definition.healthCheck(connectionFor(settings), AbortSignal.timeout(env().HEALTH_CHECK_TIMEOUT_MS));
    return { configured: definition.settings.apiKey !== null, description };
  });
}

export const checkFal = () =>
  timed("AI media (fal.ai)", async () => {
    const key = env().FAL_KEY;
    if (!key) return { configured: false, description: "Not configured: the offline media generator is in use" };
    await httpReachable(env().FAL_QUEUE_URL, { authorization: `Key ${key}` });
    return { configured: true, description: "fal.ai queue reachable" };
  });

export const checkEmail = () =>
  timed("E-mail", async () => {
    const mailer = getMailer();
    if (!mailer) return { configured: false, description: "Not configured: contact messages are stored, not e-mailed" };
    await mailer.verify();
    return { configured: true, description: "SMTP server accepts connections" };
  });

export const checkAuth = () =>
  timed("Authentication", async () => {
    if (!env().AUTH_SECRET) throw new Error("no AUTH_SECRET");
    await db.user.count({ take: 1 });
    return { configured: true, description: "Sign-in secret present and user store reachable" };
  });

/** A worker whose heartbeat is older than this is gone or stuck: scheduled posts are not going out. */
export const WORKER_STALE_MS = 3 * HEARTBEAT_INTERVAL_MS;

/** Seconds since the worker's last heartbeat, or null when it never wrote one (or Redis is down). */
export async function workerHeartbeatAge(now = Date.now()): Promise<number | null> {
  const last = await lastWorkerHeartbeat().catch(() => null);
  return last ? Math.max(0, Math.round((now - last.getTime()) / 1000)) : null;
}

/** How many worker processes are beating (issue 27); null when Redis cannot be read. */
export async function workersAliveCount(now = Date.now()): Promise<number | null> {
  return aliveWorkers(now)
    .then((names) => names.length)
    .catch(() => null);
}

const workersPhrase = (n: number | null) => (n === null || n === 0 ? "" : `; ${n} worker process${n === 1 ? "" : "es"} alive`);

/**
 * The background worker, by its heartbeat (issue 14 item 1): missing or stale is an outage. The
 * description counts the worker processes alive (each beats on its own), so one dead worker among
 * several shows as a smaller number while jobs still run.
 */
export const checkWorker = () =>
  timed("Worker", async () => {
    const [age, alive] = await Promise.all([workerHeartbeatAge(), workersAliveCount()]);
    if (age === null) throw new Error("no heartbeat from the background worker; scheduled posts are not being published");
    if (age * 1000 > WORKER_STALE_MS)
      throw new Error(`last heartbeat ${age} s ago; the worker is gone or stuck and scheduled posts are not being published`);
    return { configured: true, description: `Background worker alive (heartbeat ${age} s ago${workersPhrase(alive)})` };
  });

/** A due post still waiting after this long means publishing is behind (the publisher is degraded). */
export const PUBLISHING_BEHIND_MS = 2 * 60_000;

const seconds = (ms: number) => (ms < 10_000 ? (ms / 1000).toFixed(1) : String(Math.round(ms / 1000)));

/**
 * The on-time promise, visible (issue 16): how late the last hour's posts went out, and whether due
 * posts are waiting. Both reads use indexes (PublishLog.completedAt; Post.status+scheduledAt).
 */
export const checkPublishing = () =>
  timed("Publishing", async () => {
    const [row] = await db.$queryRaw<{ published: number; p50: number | null; p99: number | null; overdue: number; oldest: Date | null }[]>`
      SELECT l.published, l.p50, l.p99, o.overdue, o.oldest FROM
        (SELECT COUNT(*)::int AS published,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY "latenessMs") AS p50,
                percentile_cont(0.99) WITHIN GROUP (ORDER BY "latenessMs") AS p99
           FROM "PublishLog" WHERE "status" = 'published' AND "completedAt" > now() - interval '1 hour' AND "latenessMs" IS NOT NULL) l,
        (SELECT COUNT(*)::int AS overdue, MIN("scheduledAt") AS oldest
           FROM "Post" WHERE "status" = 'scheduled' AND "scheduledAt" < now() - ${PUBLISHING_BEHIND_MS} * interval '1 millisecond') o`;
    const onTime =
      row!.published === 0 || row!.p50 === null || row!.p99 === null
        ? "No scheduled posts went out in the last hour"
        : `Last hour: ${row!.published.toLocaleString("en-US")} scheduled posts, half within ${seconds(row!.p50)} s of their time, 99% within ${seconds(row!.p99)} s`;
    if (row!.overdue > 0 && row!.oldest) {
      const waitingMin = Math.max(1, Math.round((Date.now() - row!.oldest.getTime()) / 60_000));
      return {
        configured: true,
        status: "degraded" as const,
        description: `Publishing is behind: ${row!.overdue.toLocaleString("en-US")} due posts waiting (the oldest for ${waitingMin} min). ${onTime}.`,
      };
    }
    return { configured: true, description: `On time. ${onTime}.` };
  });

/** Overall state by the spec's rule: operational if all are, outage if none are, else degraded. */
export function overallStatus(checks: ServiceCheck[]): ServiceState {
  const up = checks.filter((c) => c.status === "operational").length;
  if (up === checks.length) return "operational";
  if (up === 0) return "outage";
  return "degraded";
}

const startedAt = Date.now();

export async function healthReport() {
  const started = performance.now();
  const checks = await Promise.all([checkDatabase(), checkRedis(), checkWorker()]);
  await recordCheckResults(checks);
  return {
    status: overallStatus(checks),
    workerHeartbeatAgeSeconds: await workerHeartbeatAge(),
    workersAlive: await workersAliveCount(),
    responseTime: Math.round(performance.now() - started),
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    services: checks,
    timestamp: new Date(),
  };
}
