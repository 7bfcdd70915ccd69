/**
 * Incident history behind /status (issue 13 defect 11): every status check that runs (the status
 * page's checks, /api/health of a monitor) records its result here. A service's incident opens
 * when its check turns to outage and closes when it answers again; at most one is open per
 * service (the unique `openKey`), so concurrent checks never open two.
 */
import { db } from "@/server/db";
import { logger } from "@/server/logger";
import type { ServiceCheck } from "./types";

/** How far back /status lists incidents. */
export const INCIDENT_WINDOW_DAYS = 90;
const MAX_LISTED = 20;

/**
 * Opens or closes incidents from the checks' results. Never fails the check that called it.
 * Writes only on a change (issue 27): one read of the open incidents, then an insert when a
 * service turns to outage or an update when it is back; a monitor probing a steady state every few
 * seconds (/api/health) writes nothing.
 */
export async function recordCheckResults(checks: readonly ServiceCheck[]): Promise<void> {
  try {
    const names = checks.filter((c) => c.status !== "degraded").map((c) => c.name);
    if (names.length === 0) return;
    const open = new Set((await db.serviceIncident.findMany({ where: { openKey: { in: names } }, select: { openKey: true } })).map((i) => i.openKey));
    for (const check of checks) {
      if (check.status === "outage" && !open.has(check.name)) {
        await db.$executeRaw`
          INSERT INTO "ServiceIncident" (id, service, "openKey", description, "startedAt")
          VALUES (gen_random_uuid()::text, ${check.name}, ${check.name}, ${check.description.slice(0, 500)}, ${check.lastChecked})
          ON CONFLICT ("openKey") DO NOTHING`;
      } else if (check.status === "operational" && open.has(check.name)) {
        await db.serviceIncident.updateMany({ where: { openKey: check.name }, data: { openKey: null, endedAt: check.lastChecked } });
      }
    }
  } catch (err) {
    // The database itself may be the service that is down: the check's answer matters more.
    logger.warn({ err: (err as Error).message }, "could not record service incidents");
  }
}

export interface IncidentView {
  id: string;
  service: string;
  description: string;
  startedAt: Date;
  endedAt: Date | null;
}

/** Incidents that started or were still open in the last 90 days, newest first. */
export async function recentIncidents(now = new Date()): Promise<IncidentView[]> {
  const since = new Date(now.getTime() - INCIDENT_WINDOW_DAYS * 24 * 3600_000);
  return db.serviceIncident.findMany({
    where: { OR: [{ startedAt: { gte: since } }, { endedAt: null }, { endedAt: { gte: since } }] },
    orderBy: { startedAt: "desc" },
    take: MAX_LISTED,
    select: { id: true, service: true, description: true, startedAt: true, endedAt: true },
  });
}
