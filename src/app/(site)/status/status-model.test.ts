import { describe, expect, it } from "vitest";
import { OVERALL_TEXT, healthMetrics, overallStatus, withoutPrefix } from "./status-model";

describe("overall status", () => {
  it("is checking while nothing has been checked", () => {
    expect(overallStatus([])).toBe("checking");
    expect(overallStatus(["checking", "checking"])).toBe("checking");
    expect(OVERALL_TEXT[overallStatus([])]).toBe("Checking System Status...");
  });

  it("is operational when every checked service is, ignoring those still being checked", () => {
    expect(overallStatus(["operational", "operational"])).toBe("operational");
    expect(overallStatus(["operational", "checking"])).toBe("operational");
    expect(OVERALL_TEXT.operational).toBe("All Systems Operational");
  });

  it("is an outage when no checked service is operational", () => {
    expect(overallStatus(["outage", "outage", "checking"])).toBe("outage");
    expect(overallStatus(["degraded"])).toBe("outage");
    expect(OVERALL_TEXT.outage).toBe("Service Disruption");
  });

  it("is degraded otherwise", () => {
    expect(overallStatus(["operational", "outage"])).toBe("degraded");
    expect(overallStatus(["operational", "maintenance"])).toBe("degraded");
    expect(OVERALL_TEXT.degraded).toBe("Some Systems Experiencing Issues");
  });
});

describe("health metrics", () => {
  it("has a fixed uptime and no averages before the first check", () => {
    expect(healthMetrics([])).toEqual({ uptime: "99.9%", totalRequests: 0, avgResponseTime: null, successRate: null });
  });

  it("counts checks, averages their round trips and computes the success rate", () => {
    const m = healthMetrics([
      { ok: true, elapsedMs: 10 },
      { ok: true, elapsedMs: 21 },
      { ok: false, elapsedMs: 3000 },
    ]);
    expect(m.totalRequests).toBe(3);
    expect(m.avgResponseTime).toBe(1010);
    expect(m.successRate).toBe(66.7);
  });
});

describe("toast text", () => {
  it("drops the part the title already says", () => {
    expect(withoutPrefix("Database is experiencing issues: timed out after 3000 ms", "Database is experiencing issues")).toBe(
      "timed out after 3000 ms",
    );
    expect(withoutPrefix("Failed to fetch", "Database is experiencing issues")).toBe("Failed to fetch");
  });
});

describe("incident duration", () => {
  it("says how long an incident lasted, or that it is ongoing", async () => {
    const { incidentDuration } = await import("./incident-duration");
    const start = new Date("2026-11-12T10:00:00Z");
    expect(incidentDuration(start, new Date("2026-11-12T10:38:00Z"))).toBe("38 minutes");
    expect(incidentDuration(start, new Date("2026-11-12T11:05:00Z"))).toBe("1 hour 5 minutes");
    expect(incidentDuration(start, new Date("2026-11-12T12:00:00Z"))).toBe("2 hours");
    expect(incidentDuration(start, null, new Date("2026-11-12T10:01:00Z"))).toBe("ongoing for 1 minute");
  });
});
