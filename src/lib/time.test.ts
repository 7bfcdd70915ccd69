import { describe, expect, it } from "vitest";
import { formatDateTime, isValidTimeZone, startOfMonthIn, zonedDateTime, zonedParts, zonedToDate } from "./time";

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

describe("time-zone helpers", () => {
  it("turns a wall-clock date and time in a zone into the right instant", () => {
    expect(zonedToDate("2026-03-10", "09:30", "Europe/Berlin")?.toISOString()).toBe("2026-03-10T08:30:00.000Z");
    expect(zonedToDate("2026-07-10", "09:30", "Europe/Berlin")?.toISOString()).toBe("2026-07-10T07:30:00.000Z");
    expect(zonedToDate("2026-07-10", "21:00", "America/New_York")?.toISOString()).toBe("2026-07-11T01:00:00.000Z");
  });

  it("refuses missing or malformed input", () => {
    expect(zonedToDate(null, "09:00", "UTC")).toBeNull();
    expect(zonedToDate("2026-07-10", "", "UTC")).toBeNull();
    expect(zonedToDate("10/07/2026", "09:00", "UTC")).toBeNull();
  });

  it("shows an instant on the zone's clock", () => {
    expect(zonedParts(new Date("2026-07-11T01:00:00Z"), "America/New_York")).toEqual({ date: "2026-07-10", time: "21:00" });
    expect(formatDateTime(new Date("2026-12-05T09:15:00Z"), "Asia/Tokyo")).toBe("Dec 5, 2026, 6:15 PM");
  });

  it("round-trips across a daylight-saving change", () => {
    const at = zonedToDate("2026-10-25", "12:00", "Europe/Berlin");
    expect(at && zonedParts(at, "Europe/Berlin")).toEqual({ date: "2026-10-25", time: "12:00" });
  });

  it("knows valid zones", () => {
    expect(isValidTimeZone("Europe/Berlin")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
  });
});
