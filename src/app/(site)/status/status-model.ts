/**
 * The status page's rules (spec part 2 §4, §9), kept free of React so they can be tested alone.
 */

/** Service status values of the spec. The server answers operational, degraded or outage. */
export type ServiceStatus = "checking" | "operational" | "degraded" | "outage" | "maintenance";

export const STATUS_LABEL: Record<ServiceStatus, string> = {
  checking: "Checking",
  operational: "Operational",
  degraded: "Degraded",
  outage: "Outage",
  maintenance: "Maintenance",
};

export const STATUS_COLOR: Record<ServiceStatus, string> = {
  checking: "gray",
  operational: "teal",
  degraded: "yellow",
  outage: "red",
  maintenance: "blue",
};

export const OVERALL_TEXT: Record<"checking" | "operational" | "degraded" | "outage", string> = {
  checking: "Checking System Status...",
  operational: "All Systems Operational",
  degraded: "Some Systems Experiencing Issues",
  outage: "Service Disruption",
};

export type OverallStatus = keyof typeof OVERALL_TEXT;

/**
 * Checking if none is checked; operational if all checked are operational; outage if none are;
 * otherwise degraded.
 */
export function overallStatus(checked: readonly ServiceStatus[]): OverallStatus {
  const done = checked.filter((s) => s !== "checking");
  if (done.length === 0) return "checking";
  const up = done.filter((s) => s === "operational").length;
  if (up === done.length) return "operational";
  if (up === 0) return "outage";
  return "degraded";
}

/** One check run from the page: did the call succeed, and how long did the round trip take. */
export interface CheckSample {
  ok: boolean;
  elapsedMs: number;
}

export interface HealthMetrics {
  /** Fixed by the spec. */
  uptime: string;
  /** The spec shows a random figure; we show the number of checks this page has run instead. */
  totalRequests: number;
  /** Mean round trip in whole milliseconds, null before the first check. */
  avgResponseTime: number | null;
  /** Share of successful checks in percent (one decimal), null before the first check. */
  successRate: number | null;
}

export const UPTIME = "99.9%";

export function healthMetrics(samples: readonly CheckSample[]): HealthMetrics {
  const total = samples.length;
  if (total === 0) return { uptime: UPTIME, totalRequests: 0, avgResponseTime: null, successRate: null };
  const elapsed = samples.reduce((sum, s) => sum + s.elapsedMs, 0);
  const ok = samples.filter((s) => s.ok).length;
  return {
    uptime: UPTIME,
    totalRequests: total,
    avgResponseTime: Math.round(elapsed / total),
    successRate: Math.round((ok / total) * 1000) / 10,
  };
}

/** "X is experiencing issues: timed out" → "timed out" (the toast title already says the first part). */
export function withoutPrefix(text: string, prefix: string): string {
  const rest = text.startsWith(prefix) ? text.slice(prefix.length).replace(/^[\s:.,-]+/, "") : text;
  return rest.trim();
}

/** The spec's six service cards, checked one after another in this order (spec part 2 §7). */
export type ServiceKey = "health" | "database" | "openai" | "falai" | "email" | "auth";

/** What a card shows before its first check answers. */
export interface ServiceInfo {
  key: ServiceKey;
  name: string;
  about: string;
}
