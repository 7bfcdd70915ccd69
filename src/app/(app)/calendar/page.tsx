import type { Metadata } from "next";
import { isValidTimeZone } from "@/lib/time";
import { Prefetched } from "@/trpc/prefetch";
import { perDayOf } from "./calendar-views";
import { CalendarView } from "./CalendarView";
import { currentMonthGrid } from "./month-grid";

export const metadata: Metadata = {
  title: "Calendar",
  description: "See your scheduled and published posts on a calendar.",
};

export default function CalendarPage() {
  return (
    <Prefetched
      queries={async (trpc, queryClient) => {
        const counts = Promise.all([
          queryClient.prefetchQuery(trpc.post.counts.queryOptions({})),
          queryClient.prefetchQuery(trpc.accounts.list.queryOptions()),
        ]);
        // The month on screen first is the user's (CalendarView asks for the same grid).
        const { user } = await queryClient.fetchQuery(trpc.auth.me.queryOptions());
        if (isValidTimeZone(user.timeZone)) {
          await queryClient.prefetchQuery(trpc.post.calendarSummary.queryOptions({ ...currentMonthGrid(user.timeZone), perDay: perDayOf("month") }));
        }
        await counts;
        // The user is the layout's to hand over (src/app/(app)/layout.tsx); a second copy here would be
        // applied after hydration and re-render the page.
        queryClient.removeQueries({ queryKey: trpc.auth.me.queryKey() });
      }}
    >
      {/* No Suspense boundary of its own: React would stream it apart from the shell and reveal it 300 ms after the first paint (docs/decisions.md). */}
      <CalendarView />
    </Prefetched>
  );
}
