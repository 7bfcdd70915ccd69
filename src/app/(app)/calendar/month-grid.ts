/**
 * The calendar's days and where each post goes, on the user's clock: the month grid (six
 * Monday-first weeks, as FullCalendar's month view laid it out, so the ranges asked of the server
 * are unchanged), the week, navigation, titles, and each day cell's posts and "+N more". Pure
 * functions of their inputs, for the server's render and the browser's alike.
 */
import type { CalendarViewName } from "./calendar-views";
import { dayIn, instantOfWallClock, zonedArray } from "@/lib/zone-clock";

export { dayIn };

const DAY_MS = 86_400_000;
/** Weeks the month view shows, whatever the month (a fixed height, and the next month's first days). */
export const WEEKS_SHOWN = 6;

const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A calendar day ("YYYY-MM-DD") `n` days later (earlier when negative). */
export function addDays(day: string, n: number): string {
  return dayOf(msOf(day) + n * DAY_MS);
}

/** The Monday of the week a calendar day is in. */
function mondayOf(day: string): string {
  const ms = msOf(day);
  return dayOf(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS);
}

/** The days the month view of `anchor`'s month shows: [from, to) as calendar days. */
export function monthGridOf(anchor: string): { from: string; to: string } {
  const from = mondayOf(`${anchor.slice(0, 8)}01`);
  return { from, to: addDays(from, WEEKS_SHOWN * 7) };
}

/** The days the month view shows first, on the zone's calendar (the page prefetches them on the server). */
export function currentMonthGrid(timeZone: string, now = new Date()): { from: string; to: string } {
  return monthGridOf(dayIn(timeZone, now));
}

/** The Monday-first week of a calendar day: [from, to). */
export function weekOf(anchor: string): { from: string; to: string } {
  const from = mondayOf(anchor);
  return { from, to: addDays(from, 7) };
}

/** The days `view` shows around the calendar day `anchor`. */
export function rangeOf(view: CalendarViewName, anchor: string): { from: string; to: string } {
  return view === "week" ? weekOf(anchor) : monthGridOf(anchor);
}

/**
 * The day shown after "Next" (`step` 1) or "Previous" (-1): a week on, or the same day of the next
 * month (the 31st becomes the month's last day), as FullCalendar moved its current date.
 */
export function stepAnchor(view: CalendarViewName, anchor: string, step: 1 | -1): string {
  if (view === "week") return addDays(anchor, 7 * step);
  const [y, m, d] = anchor.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + step, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return dayOf(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)));
}

/** Whether today is in the view's own period (the month, not the grid's days of other months; the week). */
export function showsToday(view: CalendarViewName, anchor: string, today: string): boolean {
  if (view === "month") return anchor.slice(0, 7) === today.slice(0, 7);
  const { from, to } = weekOf(anchor);
  return today >= from && today < to;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** Column headers, Monday first: what is drawn and what it stands for. */
export const WEEKDAYS = [
  { short: "Mon", long: "Monday" },
  { short: "Tue", long: "Tuesday" },
  { short: "Wed", long: "Wednesday" },
  { short: "Thu", long: "Thursday" },
  { short: "Fri", long: "Friday" },
  { short: "Sat", long: "Saturday" },
  { short: "Sun", long: "Sunday" },
] as const;

function parts(day: string): { y: number; m: number; d: number } {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return { y, m: m - 1, d };
}

/** "Friday, November 27, 2026". */
export function longDate(day: string): string {
  const { y, m, d } = parts(day);
  return `${WEEKDAYS[(new Date(Date.UTC(y, m, d)).getUTCDay() + 6) % 7]!.long}, ${MONTHS[m]} ${d}, ${y}`;
}

/** The toolbar's title: "November 2026"; a week "Nov 23 – 29, 2026", "Nov 30 – Dec 6, 2026", "Dec 28, 2026 – Jan 3, 2027". */
export function titleOf(view: CalendarViewName, anchor: string): string {
  const a = parts(anchor);
  if (view === "month") return `${MONTHS[a.m]} ${a.y}`;
  const { from, to } = weekOf(anchor);
  const s = parts(from);
  const e = parts(addDays(to, -1));
  const short = (p: { m: number }) => MONTHS[p.m]!.slice(0, 3);
  if (s.y !== e.y) return `${short(s)} ${s.d}, ${s.y} – ${short(e)} ${e.d}, ${e.y}`;
  if (s.m !== e.m) return `${short(s)} ${s.d} – ${short(e)} ${e.d}, ${e.y}`;
  return `${short(s)} ${s.d} – ${e.d}, ${e.y}`;
}

/**
 * The same time of day on the clock, on another calendar day: where a post dragged to `day` goes.
 * A time the clock skips that day (spring forward) comes out an hour later.
 */
export function movedToDay(at: Date, day: string, timeZone: string): Date {
  const [, , , h, min, s, ms] = zonedArray(at.getTime(), timeZone) as [number, number, number, number, number, number, number];
  const { y, m, d } = parts(day);
  return new Date(instantOfWallClock([y, m, d, h, min, s, ms], timeZone));
}

/** A post at the time that matters for its status. */
export interface Placed<P> {
  post: P;
  start: Date;
}

export interface DayCell<P> {
  /** "YYYY-MM-DD" on the user's clock */
  date: string;
  /** in the month the view is of (not a neighbour's day shown to fill the weeks) */
  inMonth: boolean;
  today: boolean;
  /** the posts drawn, in time order */
  shown: Placed<P>[];
  /** the day's other posts ("+N more"), fetched or not */
  more: number;
}

/**
 * The month view's weeks of day cells. Each post goes on its day on the zone's clock (a post at
 * 23:29 stays on its own day); a day shows its first `maxShown` posts in time order and "+N more"
 * for the rest of its full count (`dayCounts`: the server's count of each day, of which only the
 * first few posts were fetched). `moved` holds posts dragged to a new time that the server has not
 * yet confirmed: they are drawn there, and the days' counts follow.
 */
export function layoutMonth<P extends { id: string }>({
  entries,
  timeZone,
  anchor,
  today,
  dayCounts,
  maxShown,
  moved = {},
}: {
  entries: Placed<P>[];
  timeZone: string;
  anchor: string;
  today: string;
  dayCounts: Record<string, number>;
  maxShown: number;
  moved?: Record<string, Date>;
}): DayCell<P>[][] {
  const { from, to } = monthGridOf(anchor);
  const counts = { ...dayCounts };
  const byDay = new Map<string, Placed<P>[]>();
  for (const entry of entries) {
    const override = moved[entry.post.id];
    let placed = entry;
    if (override) {
      const was = dayIn(timeZone, entry.start);
      placed = { post: entry.post, start: override };
      const now = dayIn(timeZone, override);
      if (was !== now) {
        if (counts[was] !== undefined) counts[was] = Math.max(0, counts[was] - 1);
        if (counts[now] !== undefined) counts[now] += 1;
      }
    }
    const day = dayIn(timeZone, placed.start);
    if (day < from || day >= to) continue;
    const list = byDay.get(day);
    if (list) list.push(placed);
    else byDay.set(day, [placed]);
  }
  const month = anchor.slice(0, 7);
  const weeks: DayCell<P>[][] = [];
  for (let w = 0; w < WEEKS_SHOWN; w++) {
    const week: DayCell<P>[] = [];
    for (let i = 0; i < 7; i++) {
      const date = addDays(from, w * 7 + i);
      const posts = (byDay.get(date) ?? []).sort(
        (a, b) => a.start.getTime() - b.start.getTime() || (a.post.id < b.post.id ? -1 : a.post.id > b.post.id ? 1 : 0),
      );
      const shown = posts.slice(0, maxShown);
      const total = Math.max(counts[date] ?? 0, posts.length);
      week.push({ date, inMonth: date.slice(0, 7) === month, today: date === today, shown, more: total - shown.length });
    }
    weeks.push(week);
  }
  return weeks;
}
