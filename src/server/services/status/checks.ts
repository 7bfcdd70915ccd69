/**
 * Real service checks behind /api/health and /api/status/*: each one does the cheapest call that
 * proves the service works, bounded by HEALTH_CHECK_TIMEOUT_MS.
 */
import { env } from "@/env";
import { db } from "@/server/db";
import { redis } from "@/server/redis";
import { getMailer } from "@/server/integrations/mail";
import { getAiSettings } from "@/server/services/admin/settings";
import { HEARTBEAT_INTERVAL_MS, lastWorkerHeartbeat } from "@/server/queue/heartbeat";
import { recordCheckResults } from "./incidents";

export type ServiceState = "operational" | "degraded" | "outage";

export interface ServiceCheck {
  name: string;
  status: ServiceState;
  /** false when the service has no credentials and the app uses its local fallback */
  configured: boolean;
  description: string;
  responseTime: number;
  lastChecked: Date;
}

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

async function timed(
  name: string,
  probe: () => Promise<{ configured: boolean; description: string }>,
): Promise<ServiceCheck> {
  const started = performance.now();
  try {
    const { configured, description } = await withTimeout(probe(), env().HEALTH_CHECK_TIMEOUT_MS);
    return { name, status: "operational", configured, description, responseTime: Math.round(performance.now() - started), lastChecked: new Date() };
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

export const checkOpenAI = () =>
  timed("AI text (OpenAI)", async () => {
    // The key an admin saved wins over OPENAI_API_KEY, as for the generator itself.
    const key = (await getAiSettings()).apiKey;
    if (!key) return { configured: false, description: "Not configured: the offline text generator is in use" };
    await httpReachable(`${env().OPENAI_BASE_URL.replace(/\/$/, "")}/models`, { authorization: `Bearer ${key}` });
    return { configured: true, description: "OpenAI API reachable" };
  });

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

/** The background worker, by its heartbeat (issue 14 item 1): missing or stale is an outage. */
export const checkWorker = () =>
  timed("Worker", async () => {
    const age = await workerHeartbeatAge();
    if (age === null) throw new Error("no heartbeat from the background worker; scheduled posts are not being published");
    if (age * 1000 > WORKER_STALE_MS) throw new Error(`last heartbeat ${age} s ago; the worker is gone or stuck and scheduled posts are not being published`);
    return { configured: true, description: `Background worker alive (heartbeat ${age} s ago)` };
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
    responseTime: Math.round(performance.now() - started),
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    services: checks,
    timestamp: new Date(),
  };
}
