/**
 * Instants read on a named time zone's clock and back, with the browser's (or Node's) Intl data
 * only: the month grid places posts with it, and FullCalendar's week view through its plugin
 * (named-time-zone.ts). Output is assembled from parts, never a formatted string, so the server's
 * and the browser's ICU versions draw the same text.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let fmt = formatters.get(zone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(zone, fmt);
  }
  return fmt;
}

/** [year, month (0-11), day, hour, minute, second, ms] of an instant on the zone's clock. */
export function zonedArray(ms: number, zone: string): number[] {
  const values: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(ms))) {
    if (part.type !== "literal") values[part.type] = Number(part.value);
  }
  const millis = ((ms % 1000) + 1000) % 1000;
  return [values.year ?? 1970, (values.month ?? 1) - 1, values.day ?? 1, (values.hour ?? 0) % 24, values.minute ?? 0, values.second ?? 0, millis];
}

export function arrayToUtc(a: number[]): number {
  return Date.UTC(a[0] ?? 1970, a[1] ?? 0, a[2] ?? 1, a[3] ?? 0, a[4] ?? 0, a[5] ?? 0, a[6] ?? 0);
}

/** Minutes the zone's clock is ahead of UTC at an instant (Berlin in winter: 60). */
function offsetAt(ms: number, zone: string): number {
  return Math.round((arrayToUtc(zonedArray(ms, zone)) - ms) / 60_000);
}

/**
 * The offset (minutes east of UTC) of a wall-clock reading in the zone. The offset at the reading
 * taken as UTC is right except near a DST change: refined once. A reading that does not exist (the
 * hour skipped in spring) comes out an hour later; one that exists twice (autumn) as the later one.
 */
export function offsetOfWallClock(a: number[], zone: string): number {
  const wall = arrayToUtc(a);
  const first = offsetAt(wall, zone);
  return offsetAt(wall - first * 60_000, zone);
}

/** The instant a clock in the zone shows as `a` ([year, month 0-11, day, hour, minute, second, ms]). */
export function instantOfWallClock(a: number[], zone: string): number {
  return arrayToUtc(a) - offsetOfWallClock(a, zone) * 60_000;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "YYYY-MM-DD" of an instant on the zone's calendar. */
export function dayIn(zone: string, at: Date | number): string {
  const [y, m, d] = zonedArray(typeof at === "number" ? at : at.getTime(), zone) as [number, number, number];
  return `${y}-${pad(m + 1)}-${pad(d)}`;
}

/** The time an event shows, as FullCalendar's month view drew it: "9:05am", "12:30pm". */
export function shownTime(at: Date | number, zone: string): string {
  const [, , , h, m] = zonedArray(typeof at === "number" ? at : at.getTime(), zone) as [number, number, number, number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(m)}${h < 12 ? "am" : "pm"}`;
}
