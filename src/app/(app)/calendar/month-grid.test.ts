import { describe, expect, it } from "vitest";
import { currentMonthGrid } from "./month-grid";

describe("currentMonthGrid", () => {
  it("is the six Monday-first weeks around the month on the zone's calendar", () => {
    // 2026-11-30 20:00 UTC is already 1 December in Auckland.
    expect(currentMonthGrid("Pacific/Auckland", new Date("2026-11-30T20:00:00Z"))).toEqual({ from: "2026-11-30", to: "2027-01-11" });
    expect(currentMonthGrid("UTC", new Date("2026-11-30T20:00:00Z"))).toEqual({ from: "2026-10-26", to: "2026-12-07" });
    // A month starting on a Monday starts its grid that day.
    expect(currentMonthGrid("Europe/Berlin", new Date("2026-06-15T12:00:00Z"))).toEqual({ from: "2026-06-01", to: "2026-07-13" });
  });
});
