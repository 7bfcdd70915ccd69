/**
 * FullCalendar only understands named time zones ("Europe/Berlin") through a plugin; this one
 * uses the browser's Intl data, so no Luxon or Moment is needed. With it, the calendar lays
 * posts out on the user's own clock and event dates stay real instants.
 */
import { createPlugin } from "@fullcalendar/core";
import { NamedTimeZoneImpl } from "@fullcalendar/core/internal";

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

function arrayToUtc(a: number[]): number {
  return Date.UTC(a[0] ?? 1970, a[1] ?? 0, a[2] ?? 1, a[3] ?? 0, a[4] ?? 0, a[5] ?? 0, a[6] ?? 0);
}

/** Minutes the zone's clock is ahead of UTC at an instant (Berlin in winter: 60). */
function offsetAt(ms: number, zone: string): number {
  return Math.round((arrayToUtc(zonedArray(ms, zone)) - ms) / 60_000);
}

class IntlNamedTimeZone extends NamedTimeZoneImpl {
  offsetForArray(a: number[]): number {
    const wall = arrayToUtc(a);
    // The offset at the wall-clock reading taken as UTC is right except near a DST change: refine once.
    const first = offsetAt(wall, this.timeZoneName);
    return offsetAt(wall - first * 60_000, this.timeZoneName);
  }

  timestampToArray(ms: number): number[] {
    return zonedArray(ms, this.timeZoneName);
  }
}

export const intlTimeZonePlugin = createPlugin({ name: "postpilot-intl-time-zone", namedTimeZonedImpl: IntlNamedTimeZone });
