import { describe, expect, it } from "vitest";
import { intlTimeZonePlugin } from "./named-time-zone";
import { zonedArray } from "@/lib/zone-clock";

type Impl = new (zone: string) => { offsetForArray(a: number[]): number; timestampToArray(ms: number): number[] };
const Zone = (intlTimeZonePlugin as unknown as { namedTimeZonedImpl: Impl }).namedTimeZonedImpl;

describe("FullCalendar time-zone plugin", () => {
  it("reads an instant on the zone's clock", () => {
    expect(zonedArray(Date.UTC(2026, 6, 11, 1, 0, 0, 250), "America/New_York")).toEqual([2026, 6, 10, 21, 0, 0, 250]);
    expect(zonedArray(Date.UTC(2026, 0, 1, 0, 0), "UTC")).toEqual([2026, 0, 1, 0, 0, 0, 0]);
  });

  it("gives the offset of a wall-clock reading, in minutes east of UTC", () => {
    const berlin = new Zone("Europe/Berlin");
    expect(berlin.offsetForArray([2026, 0, 15, 9, 0, 0, 0])).toBe(60);
    expect(berlin.offsetForArray([2026, 6, 15, 9, 0, 0, 0])).toBe(120);
    expect(new Zone("America/New_York").offsetForArray([2026, 6, 15, 9, 0, 0, 0])).toBe(-240);
    expect(new Zone("Asia/Kolkata").offsetForArray([2026, 6, 15, 9, 0, 0, 0])).toBe(330);
  });

  it("round-trips timestamps", () => {
    const zone = new Zone("Australia/Sydney");
    const ms = Date.UTC(2026, 3, 5, 15, 30);
    const wall = zone.timestampToArray(ms);
    const offset = zone.offsetForArray(wall);
    expect(Date.UTC(wall[0]!, wall[1]!, wall[2]!, wall[3]!, wall[4]!, wall[5]!, wall[6]!) - offset * 60_000).toBe(ms);
  });
});
