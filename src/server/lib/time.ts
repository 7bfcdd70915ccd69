/** Time-zone arithmetic, in one place (dayjs with its utc and timezone plugins). */
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import timezone from "dayjs/plugin/timezone";

dayjs.extend(utc);
dayjs.extend(timezone);

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
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

/** The instant of a wall-clock date and time ("2026-03-29", "09:00") in a time zone; DST-correct. */
export function zonedDateTime(date: string, time: string, zone: string): Date {
  return dayjs.tz(`${date} ${time}`, "YYYY-MM-DD HH:mm", zone).toDate();
}

export { dayjs };
