"use client";
import { lazy, Suspense, useId } from "react";
import type { CalendarViewName } from "./calendar-views";
import type { CalendarPostsProps } from "./calendar-types";
import { MonthGrid } from "./MonthGrid";
import { showsToday, stepAnchor, titleOf } from "./month-grid";
import classes from "./calendar.module.css";

// The week view is FullCalendar's time grid: its code loads when the user first switches to it.
const loadWeek = () => import("./WeekCalendar");
const WeekCalendar = lazy(loadWeek);

/** Where the calendar is: its view and a day of the period shown ("YYYY-MM-DD" on the user's clock). */
export interface CalendarPlace {
  view: CalendarViewName;
  anchor: string;
}

const PERIOD = { month: "month", week: "week" } as const;

/**
 * Month and week calendar of posts, on the user's clock: one toolbar (previous, next, today, the
 * title, Month/Week) over the month grid, drawn with the page, or the week view. Scheduled posts can
 * be dragged to a new day or time; `onReschedule` saves it and calls `revert` when the server refuses.
 */
export function PostCalendar({
  place,
  today,
  onPlaceChange,
  entries,
  timeZone,
  loading,
  dayCounts,
  perDay,
  onMoreClick,
  onPostClick,
  onMoveClick,
  onReschedule,
}: {
  place: CalendarPlace;
  /** "YYYY-MM-DD" today on the user's clock */
  today: string;
  onPlaceChange: (place: CalendarPlace) => void;
  /** the range on screen is still loading */
  loading: boolean;
} & CalendarPostsProps) {
  const titleId = useId();
  const { view, anchor } = place;
  const period = PERIOD[view];
  const viewButton = (name: CalendarViewName, text: string) => (
    <button
      type="button"
      className={classes.toolButton}
      aria-pressed={view === name}
      title={`${text} view`}
      // The week's code is fetched as soon as the user points at its button.
      onPointerEnter={name === "week" ? () => void loadWeek() : undefined}
      onClick={() => view !== name && onPlaceChange({ view: name, anchor })}
    >
      {text}
    </button>
  );
  return (
    <div className={classes.calendar} data-testid="post-calendar" data-view={view} data-loading={loading ? "true" : "false"} aria-busy={loading}>
      <div className={classes.toolbar}>
        <div className={classes.toolSection}>
          <div className={classes.toolGroup}>
            <button
              type="button"
              className={classes.toolButton}
              aria-label={`Previous ${period}`}
              title={`Previous ${period}`}
              onClick={() => onPlaceChange({ view, anchor: stepAnchor(view, anchor, -1) })}
            >
              <span className={classes.chevronLeft} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={classes.toolButton}
              aria-label={`Next ${period}`}
              title={`Next ${period}`}
              onClick={() => onPlaceChange({ view, anchor: stepAnchor(view, anchor, 1) })}
            >
              <span className={classes.chevronRight} aria-hidden="true" />
            </button>
          </div>
          <button
            type="button"
            className={classes.toolButton}
            title={`This ${period}`}
            disabled={showsToday(view, anchor, today)}
            onClick={() => onPlaceChange({ view, anchor: today })}
          >
            Today
          </button>
        </div>
        <h2 id={titleId} className={classes.title} aria-live="polite">
          {titleOf(view, anchor)}
        </h2>
        <div className={classes.toolGroup}>
          {viewButton("month", "Month")}
          {viewButton("week", "Week")}
        </div>
      </div>
      {view === "month" ? (
        <MonthGrid
          entries={entries}
          timeZone={timeZone}
          anchor={anchor}
          today={today}
          dayCounts={dayCounts}
          labelledBy={titleId}
          onPostClick={onPostClick}
          onMoveClick={onMoveClick}
          onMoreClick={onMoreClick}
          onReschedule={onReschedule}
        />
      ) : (
        <Suspense fallback={<div className={classes.weekLoading} aria-label="Loading the week" role="status" />}>
          <WeekCalendar
            entries={entries}
            timeZone={timeZone}
            anchor={anchor}
            dayCounts={dayCounts}
            perDay={perDay}
            onMoreClick={onMoreClick}
            onPostClick={onPostClick}
            onMoveClick={onMoveClick}
            onReschedule={onReschedule}
          />
        </Suspense>
      )}
    </div>
  );
}
