/**
 * The zone tables must read every clock exactly as Intl does: the pages format times from the table
 * and the server renders the same times with Intl, and any difference is a wrong time on screen
 * (and a hydration mismatch).
 */
import { describe, expect, it } from "vitest";
import {
  dayIn,
  formatDateTime,
  hasZoneOffsets,
  instantOfWallClock,
  registerZoneOffsets,
  todaysZoneOffsets,
  zonedArray,
  zoneOffsetsOver,
} from "./zone-clock";

const NOW = Date.UTC(2026, 10, 27, 12);
const ZONES = [
  "Europe/Berlin",
  "America/New_York",
  "Australia/Lord_Howe",
  "Asia/Kolkata",
  "America/Santiago",
  "Pacific/Chatham",
  "Africa/Casablanca",
  "UTC",
];

const readers = new Map<string, Intl.DateTimeFormat>();

function intlReading(ms: number, zone: string): string {
  let reader = readers.get(zone);
  reader ??= new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  });
  readers.set(zone, reader);
  return reader.format(new Date(ms)).replace(/\s/g, " ");
}

describe("zone offset tables", () => {
  it("find every change of offset in the span, to the second", () => {
    const berlin = zoneOffsetsOver("Europe/Berlin", NOW);
    // Two changes a year over five years, plus the starting entry.
    expect(berlin.changes.length).toBeGreaterThanOrEqual(10);
    expect(berlin.changes).toContainEqual([Date.UTC(2026, 2, 29, 1), 120]);
    expect(berlin.changes).toContainEqual([Date.UTC(2026, 9, 25, 1), 60]);
    const kolkata = zoneOffsetsOver("Asia/Kolkata", NOW);
    expect(kolkata.changes).toEqual([[kolkata.from, 330]]);
  });

  it("read the same clock as Intl, hour by hour and around each change, in zones with odd rules", () => {
    for (const zone of ZONES) {
      const table = zoneOffsetsOver(zone, NOW);
      registerZoneOffsets(table);
      const instants: number[] = [];
      for (let ms = table.from; ms < table.to; ms += 3_600_000 * 7 + 60_000 * 13) instants.push(ms);
      for (const [at] of table.changes) instants.push(at - 1000, at, at + 1000, at + 1_799_000);
      for (const ms of instants) {
        expect(formatDateTime(new Date(ms), zone), `${zone} at ${new Date(ms).toISOString()}`).toBe(intlReading(ms, zone));
      }
    }
  });

  it("fall back to Intl outside their span and for zones without a table", () => {
    registerZoneOffsets(zoneOffsetsOver("Europe/Berlin", NOW));
    const longAgo = Date.UTC(2001, 6, 1, 10);
    expect(formatDateTime(new Date(longAgo), "Europe/Berlin")).toBe("Jul 1, 2001, 12:00 PM");
    expect(hasZoneOffsets("Asia/Tokyo")).toBe(false);
    expect(formatDateTime(new Date(NOW), "Asia/Tokyo")).toBe("Nov 27, 2026, 9:00 PM");
  });

  it("turn a wall clock into its instant across a change, as before", () => {
    registerZoneOffsets(zoneOffsetsOver("Europe/Berlin", NOW));
    // 02:30 on 2026-03-29 does not exist in Berlin: it comes out an hour later (03:30 CEST).
    expect(new Date(instantOfWallClock([2026, 2, 29, 2, 30, 0, 0], "Europe/Berlin")).toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(dayIn("Europe/Berlin", Date.UTC(2026, 9, 24, 22, 30))).toBe("2026-10-25");
    expect(zonedArray(Date.UTC(2026, 9, 25, 0, 59, 59, 250), "Europe/Berlin")).toEqual([2026, 9, 25, 2, 59, 59, 250]);
  });

  it("are made once a day per zone, and not for names that are no zone", () => {
    expect(todaysZoneOffsets("Europe/Berlin", NOW)).toBe(todaysZoneOffsets("Europe/Berlin", NOW + 3_600_000));
    expect(todaysZoneOffsets("Mars/Olympus_Mons", NOW)).toBeNull();
  });
});
