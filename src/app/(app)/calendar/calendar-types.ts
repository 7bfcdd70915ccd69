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
