/** "YYYY-MM-DD" of an instant on a time zone's calendar. */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/**
 * The days the month view shows first (Monday-first, six weeks, as FullCalendar lays it out), so the
 * page can ask for them while the calendar's code is still loading; the calendar reports the same range.
 */
export function currentMonthGrid(timeZone: string, now = new Date()): { from: string; to: string } {
  const [year, month] = dayIn(timeZone, now).split("-").map(Number) as [number, number];
  const first = Date.UTC(year, month - 1, 1);
  const weekday = (new Date(first).getUTCDay() + 6) % 7; // Monday = 0
  const from = first - weekday * 86_400_000;
  const to = from + 42 * 86_400_000;
  return { from: new Date(from).toISOString().slice(0, 10), to: new Date(to).toISOString().slice(0, 10) };
}
