"use client";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import FullCalendar from "@fullcalendar/react";
import { Fragment } from "@fullcalendar/core/preact";
import timeGridPlugin from "@fullcalendar/timegrid";
import interactionPlugin from "@fullcalendar/interaction";
import type {
  DayCellMountArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventInput,
  EventMountArg,
  MoreLinkArg,
  MoreLinkContentArg,
} from "@fullcalendar/core";
import { STATUS_META } from "@/components/posts/PostBadges";
import type { CalendarPostItem } from "@/components/posts/types";
import { CALENDAR_VIEWS } from "./calendar-views";
import type { CalendarPostsProps } from "./calendar-types";
import { eventLabel, eventTitle } from "./event-label";
import { intlTimeZonePlugin } from "./named-time-zone";
import classes from "./calendar.module.css";

const WEEK = CALENDAR_VIEWS.week.type;
const PLUGINS = [timeGridPlugin, interactionPlugin, intlTimeZonePlugin];
const VIEWS = { [WEEK]: { dayMaxEvents: CALENDAR_VIEWS.week.dayMaxEvents, eventMaxStack: CALENDAR_VIEWS.week.dayMaxEvents } };
const EVENT_TIME_FORMAT = { hour: "numeric", minute: "2-digit", meridiem: "short" } as const;
/**
 * Characters of the post text put in an event (whole words; the cell clips what does not fit): more
 * than a cell shows, few enough that a long post costs no layout.
 */
const TITLE_CHARS = 60;

/**
 * What moreLinkClick returns when the page handles the click: FullCalendar opens its popover for a
 * falsy answer and changes view for a string, and does nothing for any other value.
 */
const HANDLED_BY_PAGE = true as unknown as string;

/**
 * A day cell was named by its date only (aria-labelledby its number) while it shows its events too
 * (axe: label-content-name-mismatch); the number inside still says the date.
 */
function unnameDayCell(arg: DayCellMountArg) {
  arg.el.removeAttribute("aria-labelledby");
}

function postOf(event: { extendedProps: Record<string, unknown> }): CalendarPostItem {
  return event.extendedProps.post as CalendarPostItem;
}

/** The labels already worked out, per post object (a new fetch brings new objects): dayjs's zone maths is slow. */
const labels = new WeakMap<CalendarPostItem, { key: string; label: string }>();

/** An event's name, worked out once per post object, time and zone (dayjs's zone maths is slow). */
function labelOf(post: CalendarPostItem, at: Date, timeZone: string, timeText: string): string {
  const key = `${at.getTime()} ${timeZone} ${timeText}`;
  let known = labels.get(post);
  if (known?.key !== key) {
    known = { key, label: eventLabel(post, at, timeZone, STATUS_META[post.status].label, timeText) };
    labels.set(post, known);
  }
  return known.label;
}

/**
 * FullCalendar draws with its own Preact and hands content generators Preact's createElement:
 * content built with it is drawn in the same pass. React elements would each become a portal that
 * FullCalendar's React wrapper re-renders (and then re-measures the whole calendar) on every change.
 */
type H = (type: string | typeof Fragment, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/**
 * Tabler's arrows-move outline icon, drawn with FullCalendar's Preact (a React icon cannot be), as
 * one path (Tabler draws eight): every element of an event is styled and measured again each time
 * FullCalendar lays out its row.
 */
const MOVE_ICON_PATH = "M18 9l3 3l-3 3M15 12h6M6 9l-3 3l3 3M3 12h6M9 18l3 3l3 -3M12 15v6M15 6l-3 -3l-3 3M12 3v6";

function moveIcon(h: H) {
  const svg = {
    xmlns: "http://www.w3.org/2000/svg",
    width: 12,
    height: 12,
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    "stroke-width": 2,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    "aria-hidden": "true",
  };
  return h("svg", svg, h("path", { d: MOVE_ICON_PATH }));
}

/**
 * An event's content: a button that opens the post, named with its time, whole text, date,
 * networks and status, and for a scheduled post a "Move to…" button, the keyboard's way to do what
 * dragging does. FullCalendar's own focusable event (no role, only the drawn text) is turned off
 * (eventInteractive={false}); its click handler still sees clicks on both buttons. The buttons go
 * straight into FullCalendar's own `.fc-event-main` (a fragment, no wrapper of ours): the fewer
 * elements an event has, the less its row's repeated measuring costs.
 */
function eventContent(arg: EventContentArg, h: H, timeZone: string) {
  const post = postOf(arg.event);
  const max = TITLE_CHARS;
  const label = labelOf(post, arg.event.extendedProps.at as Date, timeZone, arg.timeText);
  return h(
    Fragment,
    null,
    h(
      "button",
      { type: "button", className: classes.eventOpen, "aria-label": label, "data-event-open": "" },
      // The space keeps the time and the text two words for assistive technology (not drawn in a flex row).
      arg.timeText ? h("span", { className: classes.eventTime }, arg.timeText) : null,
      " ",
      h("span", { className: classes.eventTitle }, eventTitle(post.content, max)),
    ),
    post.status === "scheduled"
      ? h(
          "button",
          { type: "button", className: classes.eventMove, "aria-label": `Move to…: ${label}`, title: "Move to…", "data-event-move": "" },
          moveIcon(h),
        )
      : null,
  );
}

/**
 * "+N more" from the server's count of the day: the calendar holds only a day's first posts, so
 * FullCalendar's own number (`hidden`) misses the ones never fetched. The day is read from the cell
 * once the link is in it.
 */
function moreLinkContent(hidden: number, h: H, dayCounts: Record<string, number>, perDay: number) {
  const text = (el: Element) => {
    const date = el.closest("[data-date]")?.getAttribute("data-date");
    const total = date ? dayCounts[date] : undefined;
    const notFetched = total === undefined ? 0 : total - Math.min(total, perDay);
    return `+${hidden + notFetched} more`;
  };
  return h(
    "span",
    {
      ref: (el: Element | null) => {
        if (!el) return;
        // The text node Preact keeps: changed in place, so its next render still finds it.
        const fill = () => {
          const node = el.firstChild;
          const wanted = text(el);
          if (node && node.nodeValue !== wanted) node.nodeValue = wanted;
        };
        // Preact sets refs once the link's elements exist; the cell may take it in only just after.
        if (el.closest("[data-date]")) fill();
        else queueMicrotask(fill);
      },
    },
    `+${hidden} more`,
  );
}

/**
 * The week view (FullCalendar's time grid), loaded when the user first switches to it: the month
 * view is the page's own grid (MonthGrid). The page's toolbar drives it (`anchor`, a day of the
 * week shown). Scheduled posts can be dragged to a new time; `onReschedule` saves it and calls
 * `revert` when the server refuses.
 */
export default function WeekCalendar({
  entries,
  timeZone,
  anchor,
  dayCounts,
  perDay,
  onMoreClick,
  onPostClick,
  onMoveClick,
  onReschedule,
}: {
  /** "YYYY-MM-DD": a day of the week on screen */
  anchor: string;
} & CalendarPostsProps) {
  // FullCalendar's React wrapper hands every render's props to resetOptions: options that keep their
  // identity cost nothing there, while a new function redraws every event and measures the grid again.
  // Handlers read the latest props through a ref, so they never change.
  const latest = useRef({ onMoreClick, onPostClick, onMoveClick, onReschedule });
  useLayoutEffect(() => {
    latest.current = { onMoreClick, onPostClick, onMoveClick, onReschedule };
  });
  const calendar = useRef<FullCalendar>(null);
  // The page's toolbar moved to another week.
  useEffect(() => {
    calendar.current?.getApi().gotoDate(anchor);
  }, [anchor]);
  const events = useMemo<EventInput[]>(
    () =>
      entries.map(({ post, start }) => ({
        id: post.id,
        title: post.content,
        start,
        allDay: false,
        backgroundColor: STATUS_META[post.status].fill,
        borderColor: STATUS_META[post.status].fill,
        textColor: "#fff",
        editable: post.status === "scheduled",
        durationEditable: false,
        extendedProps: { post, at: start },
      })),
    [entries],
  );
  const handlers = useMemo(
    () => ({
      moreLinkClick: (arg: MoreLinkArg) => {
        arg.jsEvent.preventDefault();
        const cellDate = (arg.jsEvent.target as Element | null)?.closest("[data-date]")?.getAttribute("data-date");
        latest.current.onMoreClick(cellDate ?? arg.date.toISOString().slice(0, 10));
        return HANDLED_BY_PAGE;
      },
      eventClick: (arg: EventClickArg) => {
        arg.jsEvent.preventDefault();
        const target = arg.jsEvent.target as Element | null;
        if (target?.closest("[data-event-move]")) latest.current.onMoveClick(postOf(arg.event));
        else latest.current.onPostClick(postOf(arg.event));
      },
      eventDrop: (arg: EventDropArg) => {
        const start = arg.event.start;
        if (!start) return arg.revert();
        latest.current.onReschedule(postOf(arg.event), start, arg.revert);
      },
    }),
    [],
  );
  const zoned = useMemo(
    () => ({
      eventContent: (arg: EventContentArg, h: H) => eventContent(arg, h, timeZone),
      eventDidMount: (arg: EventMountArg) => {
        const post = postOf(arg.event);
        arg.el.setAttribute("data-post-id", post.id);
        arg.el.setAttribute("data-status", post.status);
        arg.el.setAttribute("data-editable", String(post.status === "scheduled"));
        arg.el.setAttribute("title", post.content.slice(0, 300));
      },
    }),
    [timeZone],
  );
  const moreLink = useCallback((arg: MoreLinkContentArg, h: H) => moreLinkContent(arg.num, h, dayCounts, perDay), [dayCounts, perDay]);

  return (
    <FullCalendar
      ref={calendar}
      plugins={PLUGINS}
      initialView={WEEK}
      initialDate={anchor}
      timeZone={timeZone}
      firstDay={1}
      headerToolbar={false}
      views={VIEWS}
      height={760}
      scrollTime="08:00:00"
      nowIndicator
      eventDisplay="block"
      eventTimeFormat={EVENT_TIME_FORMAT}
      eventDurationEditable={false}
      events={events}
      eventInteractive={false}
      eventContent={zoned.eventContent}
      moreLinkContent={moreLink}
      moreLinkClick={handlers.moreLinkClick}
      eventDidMount={zoned.eventDidMount}
      dayCellDidMount={unnameDayCell}
      eventClick={handlers.eventClick}
      eventDrop={handlers.eventDrop}
    />
  );
}
