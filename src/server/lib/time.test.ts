import { describe, expect, it } from "vitest";
import { isValidTimeZone, startOfMonthIn, zonedDateTime } from "./time";

describe("time zones", () => {
  it("maps wall-clock times to instants across a daylight-saving change", () => {
    // Europe/Amsterdam moves from UTC+1 to UTC+2 on 2026-03-29 at 02:00.
    expect(zonedDateTime("2026-03-28", "09:00", "Europe/Amsterdam").toISOString()).toBe("2026-03-28T08:00:00.000Z");
    expect(zonedDateTime("2026-03-29", "09:00", "Europe/Amsterdam").toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(zonedDateTime("2026-11-01", "09:00", "America/New_York").toISOString()).toBe("2026-11-01T14:00:00.000Z");
  });

  it("finds the start of the month in the user's zone", () => {
    const now = new Date("2026-12-01T03:00:00Z"); // still November in Los Angeles
    expect(startOfMonthIn("America/Los_Angeles", now).toISOString()).toBe("2026-11-01T07:00:00.000Z");
    expect(startOfMonthIn("UTC", now).toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });

  it("moves to the next month at its first instant, also when the month was looked up before", () => {
    // Remembered per zone: each answer must still be the month the given instant falls in.
    const zone = "America/Los_Angeles";
    expect(startOfMonthIn(zone, new Date("2026-11-15T12:00:00Z")).toISOString()).toBe("2026-11-01T07:00:00.000Z");
    expect(startOfMonthIn(zone, new Date("2026-12-01T07:59:59.999Z")).toISOString()).toBe("2026-11-01T07:00:00.000Z");
    expect(startOfMonthIn(zone, new Date("2026-12-01T08:00:00Z")).toISOString()).toBe("2026-12-01T08:00:00.000Z");
    expect(startOfMonthIn(zone, new Date("2026-03-20T12:00:00Z")).toISOString()).toBe("2026-03-01T08:00:00.000Z");
    expect(startOfMonthIn(zone, new Date("2026-04-01T06:59:59Z")).toISOString()).toBe("2026-03-01T08:00:00.000Z");
    expect(startOfMonthIn(zone, new Date("2026-04-01T07:00:00Z")).toISOString()).toBe("2026-04-01T07:00:00.000Z");
    expect(startOfMonthIn(zone, new Date("2026-11-30T12:00:00Z")).toISOString()).toBe("2026-11-01T07:00:00.000Z");
  });

  it("knows real zones", () => {
    expect(isValidTimeZone("Europe/Amsterdam")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });
});
