/**
 * Liveness and readiness of a web process (issue 27), for load balancers and Kubernetes probes.
 *
 * - live: the process answers; no I/O at all (a database outage must not get every web node
 *   restarted).
 * - ready: this node should get traffic: not shutting down (drain.ts), PostgreSQL answers a
 *   `SELECT 1` and Redis a PING, each bounded by HEALTH_CHECK_TIMEOUT_MS. Nothing is written, and
 *   the worker is not asked about: a worker outage is the status page's business (/api/health),
 *   not a reason to pull every web node out of the balancer.
 */
import { checkDatabase, checkRedis } from "@/server/services/status/checks";
import { isDraining } from "./drain";

export interface Readiness {
  ready: boolean;
  /** Why not, in words (absent when ready). */
  reason?: string;
  checks: { name: string; ok: boolean; responseTime: number }[];
}

export async function readiness(): Promise<Readiness> {
  if (isDraining()) return { ready: false, reason: "shutting down", checks: [] };
  const results = await Promise.all([checkDatabase(), checkRedis()]);
  const checks = results.map((c) => ({ name: c.name, ok: c.status === "operational", responseTime: c.responseTime }));
  const failing = results.filter((c) => c.status !== "operational");
  // A SIGTERM that arrived while checking wins.
  if (isDraining()) return { ready: false, reason: "shutting down", checks };
  // Names only: the probe is public, and a driver's error can name internal hosts (logs have it).
  if (failing.length > 0) return { ready: false, reason: `${failing.map((c) => c.name).join(" and ")} not answering`, checks };
  return { ready: true, checks };
}
