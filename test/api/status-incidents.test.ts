/**
 * /api/health and /status report the worker by its heartbeat (issue 14 item 1), and the status
 * checks record real incidents that /status lists (issue 13 defect 11).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { heartbeatKey } from "@/server/queue/heartbeat";
import { redis } from "@/server/redis";
import { rest } from "../helpers/api";

type Health = { success: boolean; status: string; message?: string; failing?: string[]; workerHeartbeatAgeSeconds: number | null };
type Incidents = { success: boolean; incidents: { service: string; description: string; startedAt: string; endedAt: string | null }[] };

const workerIncidents = async () => (await rest<Incidents>("GET", "/status/incidents")).body.incidents.filter((i) => i.service === "Worker");

beforeEach(async () => {
  await db.serviceIncident.deleteMany({});
  await redis().del(heartbeatKey());
});

describe("the worker's heartbeat in /api/health", () => {
  it("a worker that never beat is an outage: 503 degraded naming the worker", async () => {
    const res = await rest<Health>("GET", "/health");
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, status: "degraded", failing: ["Worker"], workerHeartbeatAgeSeconds: null });
    expect(res.body.message).toBe("Worker is experiencing issues");
  });

  it("a stuck worker (heartbeat older than 90 s) is an outage that says how old the heartbeat is", async () => {
    await redis().set(heartbeatKey(), String(Date.now() - 120_000));
    const res = await rest<Health & { services: { name: string; description: string }[] }>("GET", "/health");
    expect(res.status).toBe(503);
    expect(res.body.workerHeartbeatAgeSeconds).toBeGreaterThanOrEqual(120);
    expect(res.body.services.find((s) => s.name === "Worker")!.description).toMatch(/last heartbeat 12\d s ago/);
  });

  it("a fresh heartbeat is operational (200)", async () => {
    await redis().set(heartbeatKey(), String(Date.now()));
    const res = await rest<Health>("GET", "/health");
    expect(res.status).toBe(200);
    expect(res.body.workerHeartbeatAgeSeconds).toBeLessThanOrEqual(2);
  });
});

describe("incidents recorded by the status checks", () => {
  it("a fresh install has none", async () => {
    const res = await rest<Incidents>("GET", "/status/incidents");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, incidents: [] });
  });

  it("opens one incident when the worker goes away (however often it is checked) and closes it when it is back", async () => {
    await redis().set(heartbeatKey(), String(Date.now()));
    await rest("GET", "/health");
    expect(await workerIncidents()).toEqual([]);

    await redis().set(heartbeatKey(), String(Date.now() - 600_000));
    await Promise.all([rest("GET", "/health"), rest("GET", "/health"), rest("GET", "/health")]);
    const open = await workerIncidents();
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ endedAt: null });
    expect(open[0]!.description).toMatch(/worker is gone or stuck/);

    await redis().set(heartbeatKey(), String(Date.now()));
    await rest("GET", "/health");
    const closed = await workerIncidents();
    expect(closed).toHaveLength(1);
    expect(closed[0]!.endedAt).not.toBeNull();
    expect(new Date(closed[0]!.endedAt!).getTime()).toBeGreaterThanOrEqual(new Date(closed[0]!.startedAt).getTime());

    // A second outage is a second incident.
    await redis().del(heartbeatKey());
    await rest("GET", "/health");
    expect(await workerIncidents()).toHaveLength(2);
  });

  it("lists the last 90 days only, newest first", async () => {
    const day = 24 * 3600_000;
    await db.serviceIncident.createMany({
      data: [
        { service: "Database", description: "old", startedAt: new Date(Date.now() - 120 * day), endedAt: new Date(Date.now() - 120 * day + 60_000) },
        { service: "Queue", description: "recent", startedAt: new Date(Date.now() - 3 * day), endedAt: new Date(Date.now() - 3 * day + 60_000) },
        { service: "Database", description: "newest", startedAt: new Date(Date.now() - day), endedAt: new Date(Date.now() - day + 60_000) },
      ],
    });
    const res = await rest<Incidents>("GET", "/status/incidents");
    expect(res.body.incidents.map((i) => i.description)).toEqual(["newest", "recent"]);
  });
});
