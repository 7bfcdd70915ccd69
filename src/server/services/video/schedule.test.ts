import { describe, expect, it } from "vitest";
import { dailyTimes, nextSlots } from "./schedule";

describe("video slots", () => {
  it("uses the earliest preferred times, as many per day as the frequency", () => {
    expect(dailyTimes(["18:00", "09:00", "12:00"], "2x_day")).toEqual(["09:00", "12:00"]);
    expect(dailyTimes(["18:00"], "3x_day")).toEqual(["18:00"]);
  });

  it("places a batch at the preferred times in the user's zone, starting after now", () => {
    // 10:00 in Berlin (UTC+1 in January): today's 09:00 is past, 18:00 is next.
    const now = new Date("2026-01-15T09:00:00Z");
    const slots = nextSlots({ preferredTimes: ["09:00", "18:00"], postingFrequency: "2x_day", zone: "Europe/Berlin", count: 3, now });
    expect(slots.map((d) => d.toISOString())).toEqual(["2026-01-15T17:00:00.000Z", "2026-01-16T08:00:00.000Z", "2026-01-16T17:00:00.000Z"]);
  });

  it("continues after the setting's last slot and follows daylight saving time", () => {
    const now = new Date("2026-03-27T12:00:00Z");
    const after = new Date("2026-03-28T08:00:00Z"); // Berlin 09:00 on the 28th (UTC+1)
    const slots = nextSlots({ preferredTimes: ["09:00"], postingFrequency: "1x_day", zone: "Europe/Berlin", count: 2, now, after });
    // Clocks go forward on the 29th: 09:00 is then 07:00 UTC.
    expect(slots.map((d) => d.toISOString())).toEqual(["2026-03-29T07:00:00.000Z", "2026-03-30T07:00:00.000Z"]);
  });

  it("leaves time to generate: a slot within the lead time is skipped", () => {
    const now = new Date("2026-01-15T08:55:00Z");
    const slots = nextSlots({ preferredTimes: ["09:00"], postingFrequency: "1x_day", zone: "UTC", count: 1, now });
    expect(slots[0]!.toISOString()).toBe("2026-01-16T09:00:00.000Z");
  });
});
