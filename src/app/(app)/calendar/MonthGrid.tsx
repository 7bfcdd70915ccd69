"use client";
import { memo, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { STATUS_META } from "@/components/posts/PostBadges";
import type { CalendarPostItem } from "@/components/posts/types";
import { CALENDAR_VIEWS } from "./calendar-views";
import type { CalendarEntry } from "./calendar-types";
import { eventLabel, eventTitle } from "./event-label";
import { layoutMonth, longDate, movedToDay, WEEKDAYS, type DayCell } from "./month-grid";
import { shownTime } from "@/lib/zone-clock";
import classes from "./calendar.module.css";

/**
 * Characters of the post text drawn in an event (whole words; the cell clips what does not fit):
 * more than a cell shows, few enough that a long post costs nothing.
 */
const TITLE_CHARS = 40;
/** Pixels a mouse moves with its button down before a drag begins (a click moves less). */
const DRAG_START_PX = 5;
/** A finger held this long on a scheduled post picks it up (shorter touches scroll or tap). */
const TOUCH_HOLD_MS = 500;
/** A finger that moves this far before the hold ends is scrolling. */
const TOUCH_SLOP_PX = 8;

/** What an event draws and says, worked out once per post object, time and zone. */
interface EventView {
  time: string;
  title: string;
  label: string;
}
const views = new WeakMap<CalendarPostItem, { key: string; view: EventView }>();

function viewOf(post: CalendarPostItem, start: Date, timeZone: string): EventView {
  const key = `${start.getTime()} ${timeZone}`;
  const known = views.get(post);
  if (known?.key === key) return known.view;
  const time = shownTime(start, timeZone);
  const view = { time, title: eventTitle(post.content, TITLE_CHARS), label: eventLabel(post, start, timeZone, STATUS_META[post.status].label, time) };
  views.set(post, { key, view });
  return view;
}

/**
 * One post in a day cell: a button that opens it, named with the time shown, its whole text, date
 * and time, networks and status, and for a scheduled post a "Move to…" button (the keyboard's way
 * to do what dragging does). Clicks and drags are handled once, on the grid.
 */
const EventItem = memo(function EventItem({ post, start, timeZone }: { post: CalendarPostItem; start: Date; timeZone: string }) {
  const { time, title, label } = viewOf(post, start, timeZone);
  const editable = post.status === "scheduled";
  return (
    <li
      className={classes.event}
      style={{ backgroundColor: STATUS_META[post.status].fill }}
      data-post-id={post.id}
      data-status={post.status}
      data-editable={editable ? "true" : "false"}
      title={post.content.slice(0, 300)}
    >
      <button type="button" className={classes.eventText} aria-label={label} data-event-open="">
        <b className={classes.eventTime}>{time}</b> {title}
      </button>
      {editable && <button type="button" className={classes.eventMoveIcon} aria-label={`Move to…: ${label}`} title="Move to…" data-event-move="" />}
    </li>
  );
});

const Day = memo(function Day({ day, timeZone }: { day: DayCell<CalendarPostItem>; timeZone: string }) {
  const className = [classes.day, day.inMonth ? "" : classes.otherMonth, day.today ? classes.today : ""].filter(Boolean).join(" ");
  return (
    <td className={className} data-date={day.date} aria-current={day.today ? "date" : undefined}>
      <div className={classes.dayNumber}>{Number(day.date.slice(8))}</div>
      {day.shown.length > 0 && (
        <ul className={classes.events}>
          {day.shown.map(({ post, start }) => (
            <EventItem key={post.id} post={post} start={start} timeZone={timeZone} />
          ))}
        </ul>
      )}
      {day.more > 0 && (
        <button
          type="button"
          className={classes.more}
          data-more-link=""
          aria-haspopup="dialog"
          aria-label={`+${day.more} more posts on ${longDate(day.date)}`}
        >
          {`+${day.more} more`}
        </button>
      )}
    </td>
  );
});

/** A post being dragged: where it started, and the day cell under the pointer. */
interface Drag {
  id: string;
  pointerId: number;
  x: number;
  y: number;
  el: HTMLElement;
  touch: boolean;
  started: boolean;
  hold?: ReturnType<typeof setTimeout>;
  over: HTMLElement | null;
}

/**
 * The month view: six Monday-first weeks of day cells on the user's clock, each with its first
 * posts (CALENDAR_VIEWS.month.dayMaxEvents) and "+N more" for the rest of the day's count. Drawn on
 * the server with the page's data, so the first paint is the whole month; nothing is measured.
 * Scheduled posts are dragged to another day (mouse or pen: press and move; touch: hold, then
 * move) keeping their time of day; `onReschedule` saves the move and calls `revert` when the server
 * refuses. Until then the post is drawn on its new day.
 */
export function MonthGrid({
  entries,
  timeZone,
  anchor,
  today,
  dayCounts,
  labelledBy,
  onPostClick,
  onMoveClick,
  onMoreClick,
  onReschedule,
}: {
  entries: CalendarEntry[];
  timeZone: string;
  /** "YYYY-MM-DD": a day of the month shown */
  anchor: string;
  /** "YYYY-MM-DD" today on the user's clock */
  today: string;
  /** posts per day in all (the server's count), of which the first few are in `entries` */
  dayCounts: Record<string, number>;
  /** id of the month's title */
  labelledBy: string;
  onPostClick: (post: CalendarPostItem) => void;
  onMoveClick: (post: CalendarPostItem) => void;
  /** "+N more" of a day: the page lists that day's posts */
  onMoreClick: (date: string) => void;
  onReschedule: (post: CalendarPostItem, start: Date, revert: () => void) => void;
}) {
  // Posts dropped on a new day, drawn there until the next fetch brings the server's word.
  const [moved, setMoved] = useState<{ of: CalendarEntry[]; at: Record<string, Date> }>({ of: entries, at: {} });
  const movedNow = moved.of === entries ? moved.at : undefined;
  const weeks = useMemo(
    () => layoutMonth({ entries, timeZone, anchor, today, dayCounts, maxShown: CALENDAR_VIEWS.month.dayMaxEvents, moved: movedNow }),
    [entries, timeZone, anchor, today, dayCounts, movedNow],
  );
  const byId = useMemo(() => new Map(entries.map((e) => [e.post.id, e])), [entries]);

  const drag = useRef<Drag | null>(null);
  // A drag ends with a click on the post it started on: that click is not an "open".
  const dragEnded = useRef(0);

  function endDrag(d: Drag) {
    clearTimeout(d.hold);
    d.el.removeAttribute("data-dragging");
    d.el.style.transform = "";
    d.over?.removeAttribute("data-drop-target");
    if (d.started && d.el.hasPointerCapture(d.pointerId)) d.el.releasePointerCapture(d.pointerId);
    drag.current = null;
  }

  function begin(d: Drag) {
    d.started = true;
    d.el.setAttribute("data-dragging", "");
    d.el.setPointerCapture(d.pointerId);
  }

  // While a touch drag is on, the page must not scroll under the finger; Escape puts the post back.
  useEffect(() => {
    const noScroll = (e: TouchEvent) => {
      if (drag.current?.started) e.preventDefault();
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === "Escape" && drag.current) endDrag(drag.current);
    };
    document.addEventListener("touchmove", noScroll, { passive: false });
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("touchmove", noScroll);
      document.removeEventListener("keydown", escape);
    };
  }, []);

  function onPointerDown(e: ReactPointerEvent) {
    if (e.button !== 0 || drag.current) return;
    const el = (e.target as Element).closest<HTMLElement>("[data-post-id][data-editable='true']");
    if (!el) return;
    const d: Drag = {
      id: el.dataset.postId!,
      pointerId: e.pointerId,
      x: e.clientX,
      y: e.clientY,
      el,
      touch: e.pointerType === "touch",
      started: false,
      over: null,
    };
    if (d.touch) d.hold = setTimeout(() => drag.current === d && begin(d), TOUCH_HOLD_MS);
    drag.current = d;
  }

  function onPointerMove(e: ReactPointerEvent) {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.started) {
      const distance = Math.hypot(dx, dy);
      if (d.touch) {
        if (distance > TOUCH_SLOP_PX) endDrag(d);
        return;
      }
      if (distance < DRAG_START_PX) return;
      begin(d);
    }
    d.el.style.transform = `translate(${dx}px, ${dy}px)`;
    // The dragged post lets the pointer through (pointer-events: none while dragging).
    const over = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>("td[data-date]") ?? null;
    if (over !== d.over) {
      d.over?.removeAttribute("data-drop-target");
      over?.setAttribute("data-drop-target", "");
      d.over = over;
    }
  }

  function onPointerUp(e: ReactPointerEvent) {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointerId) return;
    const date = d.over?.dataset.date;
    const started = d.started;
    endDrag(d);
    if (!started) return;
    dragEnded.current = e.timeStamp;
    const entry = byId.get(d.id);
    if (!entry || !date) return;
    const from = movedNow?.[d.id] ?? entry.start;
    const start = movedToDay(from, date, timeZone);
    if (start.getTime() === from.getTime()) return;
    const id = d.id;
    setMoved((m) => ({ of: entries, at: { ...(m.of === entries ? m.at : {}), [id]: start } }));
    onReschedule(entry.post, start, () =>
      setMoved((m) => {
        if (m.of !== entries) return m;
        const { [id]: _dropped, ...rest } = m.at;
        return { of: entries, at: rest };
      }),
    );
  }

  function onPointerCancel(e: ReactPointerEvent) {
    if (drag.current && e.pointerId === drag.current.pointerId) endDrag(drag.current);
  }

  function onClick(e: React.MouseEvent) {
    const target = e.target as Element;
    // The click that ends a drag (same pointer release) opens nothing.
    if (dragEnded.current && e.timeStamp - dragEnded.current < 50) return;
    const more = target.closest<HTMLElement>("[data-more-link]");
    if (more) {
      const date = more.closest<HTMLElement>("td[data-date]")?.dataset.date;
      if (date) onMoreClick(date);
      return;
    }
    const button = target.closest("[data-event-open], [data-event-move]");
    const id = button?.closest<HTMLElement>("[data-post-id]")?.dataset.postId;
    const entry = id ? byId.get(id) : undefined;
    if (!button || !entry) return;
    if (button.hasAttribute("data-event-move")) onMoveClick(entry.post);
    else onPostClick(entry.post);
  }

  return (
    <table
      className={classes.month}
      aria-labelledby={labelledBy}
      onClick={onClick}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onContextMenu={(e) => drag.current?.started && e.preventDefault()}
    >
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day.short} scope="col" className={classes.weekday}>
              <abbr title={day.long}>{day.short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.date}>
            {week.map((day) => (
              <Day key={day.date} day={day} timeZone={timeZone} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
