import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";
import type { CalendarPostItem } from "@/components/posts/types";

/** The counters of the posts (GET /api/dashboard/posts/counts). */
export type PostCounts = inferRouterOutputs<AppRouter>["post"]["counts"]["data"];

/** A post placed on the calendar at the time that matters for its status. */
export interface CalendarEntry {
  post: CalendarPostItem;
  start: Date;
}

/** What both views of the calendar are given about the posts on screen and what to do with them. */
export interface CalendarPostsProps {
  entries: CalendarEntry[];
  timeZone: string;
  /** posts per day (YYYY-MM-DD on the user's clock) in all, of which at most `perDay` are in `entries` */
  dayCounts: Record<string, number>;
  perDay: number;
  /** "+N more" of a day: the page lists that day's posts */
  onMoreClick: (date: string) => void;
  onPostClick: (post: CalendarPostItem) => void;
  /** "Move to…" on a scheduled post: the page asks for the new date and time */
  onMoveClick: (post: CalendarPostItem) => void;
  onReschedule: (post: CalendarPostItem, start: Date, revert: () => void) => void;
}
