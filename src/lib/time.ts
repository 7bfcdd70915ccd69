/**
 * Dates and times in the user's own time zone (an IANA name from the profile), for the server and
 * the pages alike (dayjs with its utc and timezone plugins, in one place). Pages show every time in
 * that zone and send the server ISO UTC strings.
 */
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import timezone from "dayjs/plugin/timezone";
import { hasZoneOffsets } from "./zone-clock";

dayjs.extend(utc);
dayjs.extend(timezone);

export function isValidTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  // Known without Intl (its first use on a page is slow in a browser: zone-clock.ts).
  if (hasZoneOffsets(zone)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The browser's zone, for the moment before the profile has loaded. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** "YYYY-MM-DD" of today in a zone (the minimum of every schedule date picker). */
export function todayIn(zone: string): string {
  return dayjs().tz(zone).format("YYYY-MM-DD");
}

/** An instant as the date ("YYYY-MM-DD") and time ("HH:mm") a clock in the zone shows. */
export function zonedParts(value: Date | string, zone: string): { date: string; time: string } {
  const d = dayjs(value).tz(zone);
  return { date: d.format("YYYY-MM-DD"), time: d.format("HH:mm") };
}

/** The instant of a wall-clock date and time in a zone, or null when either is missing or invalid. */
export function zonedToDate(date: string | null | undefined, time: string | null | undefined, zone: string): Date | null {
  if (!date || !time || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const d = dayjs.tz(`${date} ${time}`, "YYYY-MM-DD HH:mm", zone);
  return d.isValid() ? d.toDate() : null;
}

/** The instant of a wall-clock date and time ("2026-03-29", "09:00") in a time zone; DST-correct. */
export function zonedDateTime(date: string, time: string, zone: string): Date {
  return dayjs.tz(`${date} ${time}`, "YYYY-MM-DD HH:mm", zone).toDate();
}

/** "Mar 4, 2026, 9:30 AM" in the zone. */
export { formatDateTime } from "./zone-clock";

export function formatDate(value: Date | string, zone: string): string {
  return dayjs(value).tz(zone).format("MMM D, YYYY");
}

/** Per zone: the month `now` fell in last time (dayjs's time-zone arithmetic costs about 0.6 ms a call). */
const monthOfZone = new Map<string, { start: Date; end: Date }>();

/** The first instant of the current month in the user's time zone. */
export function startOfMonthIn(zone: string, now = new Date()): Date {
  const known = monthOfZone.get(zone);
  if (known && now >= known.start && now < known.end) return known.start;
  const start = dayjs(now).tz(zone).startOf("month");
  const month = { start: start.toDate(), end: start.add(1, "month").tz(zone).startOf("month").toDate() };
  if (monthOfZone.size > 1000) monthOfZone.clear();
  monthOfZone.set(zone, month);
  return month.start;
}

/** A short readable name of the zone, e.g. "Europe/Berlin (GMT+1)". */
export function describeTimeZone(zone: string): string {
  try {
    const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" })
      .formatToParts(new Date())
      .find((p) => p.type === "timeZoneName")?.value;
    return part ? `${zone} (${part})` : zone;
  } catch {
    return zone;
  }
}

export { dayjs };

/** Whether an instant is still ahead of now. */
export function isFuture(value: Date): boolean {
  return value.getTime() > Date.now();
}
