import { describe, expect, it } from "vitest";
import { truncate, visibleLength } from "./text";
import { formatDateTime, isValidTimeZone, zonedParts, zonedToDate } from "./time";

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

describe("text helpers", () => {
  it("counts what people see", () => {
    expect(visibleLength("héllo 👋🏽")).toBe(7);
  });

  it("truncates with an ellipsis only when needed", () => {
    expect(truncate("Short", 12)).toBe("Short");
    expect(truncate("Excited to share our roadmap", 12)).toBe("Excited to s…");
    expect(truncate("  spaced\n\nout  ", 20)).toBe("spaced out");
  });
});
