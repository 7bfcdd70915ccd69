/**
 * The calendar's two views and how many posts a day each shows. A view fetches one more than it
 * shows: FullCalendar draws its "+N more" link only when it holds more events than it shows, and the
 * link's number comes from the day's full count (PostCalendar's MoreLinkText).
 */
export const CALENDAR_VIEWS = {
  month: { type: "dayGridMonth", dayMaxEvents: 3 },
  week: { type: "timeGridWeek", dayMaxEvents: 5 },
} as const;

export type CalendarViewName = keyof typeof CALENDAR_VIEWS;

/** Posts fetched per day on screen in `view`. */
export function perDayOf(view: CalendarViewName): number {
  return CALENDAR_VIEWS[view].dayMaxEvents + 1;
}

export function viewNamed(type: string): CalendarViewName {
  return type === CALENDAR_VIEWS.week.type ? "week" : "month";
}
