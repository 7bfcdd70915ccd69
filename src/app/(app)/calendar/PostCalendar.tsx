"use client";
import { useEffect, useMemo, useRef, useState } from "react";
import { IconArrowsMove } from "@tabler/icons-react";
import FullCalendar from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/daygrid";
import timeGridPlugin from "@fullcalendar/timegrid";
import interactionPlugin from "@fullcalendar/interaction";
import type { EventClickArg, EventContentArg, EventDropArg, EventInput, EventMountArg } from "@fullcalendar/core";
import { STATUS_META } from "@/components/posts/PostBadges";
import type { CalendarPostItem } from "@/components/posts/types";
import { CALENDAR_VIEWS, viewNamed, type CalendarViewName } from "./calendar-views";
import { eventLabel, eventTitle } from "./event-label";
import { intlTimeZonePlugin } from "./named-time-zone";
import classes from "./calendar.module.css";

/** A post placed on the calendar at the time that matters for its status. */
export interface CalendarEntry {
  post: CalendarPostItem;
  start: Date;
}

const MONTH = CALENDAR_VIEWS.month.type;
const WEEK = CALENDAR_VIEWS.week.type;
/**
 * Characters of the post text put in an event (whole words; the cell clips what does not fit): more
 * than a cell shows, few enough that a long post costs no layout.
 */
const TITLE_CHARS = { [MONTH]: 40, [WEEK]: 60 } as const;

/**
 * What moreLinkClick returns when the page handles the click: FullCalendar opens its popover for a
 * falsy answer and changes view for a string, and does nothing for any other value.
 */
const HANDLED_BY_PAGE = true as unknown as string;

function postOf(event: { extendedProps: Record<string, unknown> }): CalendarPostItem {
  return event.extendedProps.post as CalendarPostItem;
}

/**
 * "+N more" from the server's count of the day: the calendar holds only a day's first posts, so
 * FullCalendar's own number (`hidden`) misses the ones never fetched. The day is read from the cell.
 */
function MoreLinkText({ hidden, dayCounts, perDay }: { hidden: number; dayCounts: Record<string, number>; perDay: number }) {
  const [date, setDate] = useState<string | null>(null);
  const total = date ? dayCounts[date] : undefined;
  const notFetched = total === undefined ? 0 : total - Math.min(total, perDay);
  return (
    <span
      ref={(el) => {
        const cellDate = el?.closest("[data-date]")?.getAttribute("data-date");
        if (cellDate && cellDate !== date) setDate(cellDate);
      }}
    >
      +{hidden + notFetched} more
    </span>
  );
}

/**
 * An event's content: a button that opens the post, named with its time, whole text, date,
 * networks and status, and for a scheduled post a "Move to…" button, the keyboard's way to do what
 * dragging does. FullCalendar's own focusable event (no role, only the drawn text) is turned off
 * (eventInteractive={false}); its click handler still sees clicks on both buttons.
 */
function EventContent({ arg, timeZone }: { arg: EventContentArg; timeZone: string }) {
  const post = postOf(arg.event);
  const max = arg.view.type === WEEK ? TITLE_CHARS[WEEK] : TITLE_CHARS[MONTH];
  const label = eventLabel(post, arg.event.extendedProps.at as Date, timeZone, STATUS_META[post.status].label, arg.timeText);
  return (
    <div className={classes.event}>
      <button type="button" className={classes.eventOpen} aria-label={label} data-event-open>
        {/* The space keeps the time and the text two words for assistive technology (not drawn in a flex row). */}
        {arg.timeText && <span className={classes.eventTime}>{arg.timeText}</span>}{" "}
        <span className={classes.eventTitle}>{eventTitle(post.content, max)}</span>
      </button>
      {post.status === "scheduled" && (
        <button type="button" className={classes.eventMove} aria-label={`Move to…: ${label}`} title="Move to…" data-event-move>
          <IconArrowsMove size={12} aria-hidden />
        </button>
      )}
    </div>
  );
}

/**
 * Month and week calendar of posts, on the user's clock. Scheduled posts can be dragged to a
 * new time; `onReschedule` saves it and calls `revert` when the server refuses.
 */
export default function PostCalendar({
  entries,
  timeZone,
  loading,
  dayCounts,
  perDay,
  onMoreClick,
  onRangeChange,
  onPostClick,
  onMoveClick,
  onReschedule,
}: {
  entries: CalendarEntry[];
  timeZone: string;
  /** the range on screen is still loading */
  loading: boolean;
  /** posts per day (YYYY-MM-DD on the user's clock) in all, of which at most `perDay` are in `entries` */
  dayCounts: Record<string, number>;
  perDay: number;
  /** "+N more" of a day: the page lists that day's posts */
  onMoreClick: (date: string) => void;
  /** the calendar days on screen, [from, to) as YYYY-MM-DD on the user's clock, and the view showing them */
  onRangeChange: (from: string, to: string, view: CalendarViewName) => void;
  onPostClick: (post: CalendarPostItem) => void;
  /** "Move to…" on a scheduled post: the page asks for the new date and time */
  onMoveClick: (post: CalendarPostItem) => void;
  onReschedule: (post: CalendarPostItem, start: Date, revert: () => void) => void;
}) {
  const [view, setView] = useState<string>(MONTH);
  const root = useRef<HTMLDivElement>(null);
  // The toolbar's chevrons are <span role="img"> without a name inside buttons named by their title
  // ("Previous month"): decoration (axe: role-img-alt). FullCalendar draws them after its first
  // render and may draw them again; only the toolbar is watched.
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const hideIcons = () =>
      el.querySelectorAll(".fc-toolbar .fc-icon[role='img']").forEach((icon) => {
        icon.removeAttribute("role");
        icon.setAttribute("aria-hidden", "true");
      });
    hideIcons();
    const observer = new MutationObserver(hideIcons);
    observer.observe(el, { childList: true, subtree: true, attributeFilter: ["role"] });
    return () => observer.disconnect();
  }, []);
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

  return (
    <div ref={root} className={classes.calendar} data-testid="post-calendar" data-loading={loading ? "true" : "false"} aria-busy={loading}>
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, intlTimeZonePlugin]}
        initialView={MONTH}
        timeZone={timeZone}
        firstDay={1}
        headerToolbar={{ left: "prev,next today", center: "title", right: `${MONTH},${WEEK}` }}
        buttonText={{ today: "Today", month: "Month", week: "Week" }}
        views={{
          [MONTH]: { dayMaxEvents: CALENDAR_VIEWS.month.dayMaxEvents },
          [WEEK]: { dayMaxEvents: CALENDAR_VIEWS.week.dayMaxEvents, eventMaxStack: CALENDAR_VIEWS.week.dayMaxEvents },
        }}
        height={view === WEEK ? 760 : "auto"}
        scrollTime="08:00:00"
        nowIndicator
        eventDisplay="block"
        eventTimeFormat={{ hour: "numeric", minute: "2-digit", meridiem: "short" }}
        eventDurationEditable={false}
        events={events}
        eventInteractive={false}
        datesSet={(arg) => {
          setView(arg.view.type);
          // With a named time zone the strings carry the zone's offset: their date part is the user's day.
          onRangeChange(arg.startStr.slice(0, 10), arg.endStr.slice(0, 10), viewNamed(arg.view.type));
        }}
        eventContent={(arg) => <EventContent arg={arg} timeZone={timeZone} />}
        moreLinkContent={(arg) => <MoreLinkText hidden={arg.num} dayCounts={dayCounts} perDay={perDay} />}
        moreLinkClick={(arg) => {
          arg.jsEvent.preventDefault();
          const cellDate = (arg.jsEvent.target as Element | null)?.closest("[data-date]")?.getAttribute("data-date");
          onMoreClick(cellDate ?? arg.date.toISOString().slice(0, 10));
          return HANDLED_BY_PAGE;
        }}
        eventDidMount={(arg: EventMountArg) => {
          const post = postOf(arg.event);
          arg.el.setAttribute("data-post-id", post.id);
          arg.el.setAttribute("data-status", post.status);
          arg.el.setAttribute("data-editable", String(post.status === "scheduled"));
          arg.el.setAttribute("title", post.content.slice(0, 300));
        }}
        // A day cell was named by its date only (aria-labelledby its number) while it shows its
        // events too (axe: label-content-name-mismatch); the number inside still says the date.
        dayCellDidMount={(arg) => arg.el.removeAttribute("aria-labelledby")}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          const target = arg.jsEvent.target as Element | null;
          if (target?.closest("[data-event-move]")) onMoveClick(postOf(arg.event));
          else onPostClick(postOf(arg.event));
        }}
        eventDrop={(arg: EventDropArg) => {
          const start = arg.event.start;
          if (!start) return arg.revert();
          onReschedule(postOf(arg.event), start, arg.revert);
        }}
      />
    </div>
  );
}
