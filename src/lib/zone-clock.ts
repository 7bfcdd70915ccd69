/**
 * Instants read on a named time zone's clock and back (the posts' times, the calendar's days), for
 * the server and the pages alike. Output is assembled from numbers, never a formatted string, so
 * the server's and the browser's ICU versions draw the same text.
 *
 * In the browser the first use of Intl on a page costs 25-70 ms (ICU loads its data; measured in
 * Chromium), four times that on a phone, in the middle of hydration. So the signed-in layout sends
 * the user's zone as a table of its UTC offsets over the years around now (`zoneOffsetsOver`, on the
 * server), the page registers it (`registerZoneOffsets`) and reads clocks from it without Intl.
 * Instants outside the table, and zones without one, are read with Intl as before.
 */

/** A zone's offsets over [from, to): from each change on (sorted by instant), minutes east of UTC. */
export interface ZoneOffsets {
  zone: string;
  from: number;
  to: number;
  changes: Array<[at: number, offsetMinutes: number]>;
}

const DAY_MS = 86_400_000;
/** The table's span around now: posts shown and scheduled fall in it. */
const TABLE_PAST_DAYS = 2 * 366;
const TABLE_FUTURE_DAYS = 3 * 366;

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

/** The zone's clock at an instant, read with Intl. */
function intlZonedArray(ms: number, zone: string): number[] {
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

function intlOffsetAt(ms: number, zone: string): number {
  const second = Math.floor(ms / 1000) * 1000; // Intl reads whole seconds
  return Math.round((arrayToUtc(intlZonedArray(second, zone)) - second) / 60_000);
}

/**
 * The table of a zone's offsets around `now`, worked out with Intl: one reading a day, and where two
 * days differ, the instant of the change found to the second.
 */
export function zoneOffsetsOver(zone: string, now = Date.now()): ZoneOffsets {
  const from = Math.floor(now / DAY_MS - TABLE_PAST_DAYS) * DAY_MS;
  const to = from + (TABLE_PAST_DAYS + TABLE_FUTURE_DAYS) * DAY_MS;
  let offset = intlOffsetAt(from, zone);
  const changes: Array<[number, number]> = [[from, offset]];
  for (let day = from + DAY_MS; day <= to; day += DAY_MS) {
    const next = intlOffsetAt(day, zone);
    if (next === offset) continue;
    // The change lies in (day - 1 day, day]: halve down to the second.
    let before = day - DAY_MS;
    let after = day;
    while (after - before > 1000) {
      const mid = before + Math.floor((after - before) / 2000) * 1000;
      if (intlOffsetAt(mid, zone) === offset) before = mid;
      else after = mid;
    }
    changes.push([after, next]);
    offset = next;
  }
  return { zone, from, to, changes };
}

/** Tables worked out here, by zone and day: the signed-in layout asks for one on every page. */
const madeToday = new Map<string, ZoneOffsets>();

/** The zone's table for today, worked out once a day; null for a name Intl does not know. */
export function todaysZoneOffsets(zone: string, now = Date.now()): ZoneOffsets | null {
  const key = `${zone} ${Math.floor(now / DAY_MS)}`;
  let table = madeToday.get(key);
  if (!table) {
    try {
      table = zoneOffsetsOver(zone, now);
    } catch {
      return null; // RangeError: not a zone
    }
    if (madeToday.size >= 1000) madeToday.clear();
    madeToday.set(key, table);
  }
  return table;
}

/** Tables the page was given, by zone. */
const tables = new Map<string, ZoneOffsets>();

/** Makes a zone's table known to this page (or process): idempotent, the newest table of a zone wins. */
export function registerZoneOffsets(table: ZoneOffsets): void {
  const known = tables.get(table.zone);
  if (!known || known.from !== table.from || known.to !== table.to) tables.set(table.zone, table);
}

/** Whether a zone has a table: it was checked where the table was made, so the name is valid. */
export function hasZoneOffsets(zone: string): boolean {
  return zone === "UTC" || tables.has(zone);
}

function tableOffsetAt(ms: number, zone: string): number | undefined {
  if (zone === "UTC" || zone === "Etc/UTC") return 0;
  const table = tables.get(zone);
  if (!table || ms < table.from || ms >= table.to) return undefined;
  const { changes } = table;
  // The last change at or before ms (binary search; tables hold a handful of changes a year).
  let low = 0;
  let high = changes.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (changes[mid]![0] <= ms) low = mid;
    else high = mid - 1;
  }
  return changes[low]![1];
}

/** [year, month (0-11), day, hour, minute, second, ms] of an instant on the zone's clock. */
export function zonedArray(ms: number, zone: string): number[] {
  const offset = tableOffsetAt(ms, zone);
  if (offset === undefined) return intlZonedArray(ms, zone);
  const d = new Date(ms + offset * 60_000);
  return [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()];
}

/** Minutes the zone's clock is ahead of UTC at an instant (Berlin in winter: 60). */
function offsetAt(ms: number, zone: string): number {
  return tableOffsetAt(ms, zone) ?? intlOffsetAt(ms, zone);
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

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mar 4, 2026, 9:30 AM" on the zone's clock (what en-US Intl writes, with a plain space before AM). */
export function formatDateTime(value: Date | string, zone: string): string {
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return "Invalid Date"; // as dayjs said
  const [y, m, d, h, min] = zonedArray(at, zone) as [number, number, number, number, number];
  return `${MONTHS[m]} ${d}, ${y}, ${h % 12 === 0 ? 12 : h % 12}:${pad(min)} ${h < 12 ? "AM" : "PM"}`;
}
