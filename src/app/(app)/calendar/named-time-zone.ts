/**
 * FullCalendar only understands named time zones ("Europe/Berlin") through a plugin; this one
 * uses the browser's Intl data, so no Luxon or Moment is needed. With it, the calendar lays
 * posts out on the user's own clock and event dates stay real instants.
 */
import { createPlugin } from "@fullcalendar/core";
import { NamedTimeZoneImpl } from "@fullcalendar/core/internal";
import { offsetOfWallClock, zonedArray } from "@/lib/zone-clock";

class IntlNamedTimeZone extends NamedTimeZoneImpl {
  offsetForArray(a: number[]): number {
    return offsetOfWallClock(a, this.timeZoneName);
  }

  timestampToArray(ms: number): number[] {
    return zonedArray(ms, this.timeZoneName);
  }
}

export const intlTimeZonePlugin = createPlugin({ name: "postpilot-intl-time-zone", namedTimeZonedImpl: IntlNamedTimeZone });
