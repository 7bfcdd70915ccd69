import type { Metadata } from "next";
import { Prefetched } from "@/trpc/prefetch";
import { DashboardView } from "./DashboardView";

export const metadata: Metadata = {
  title: "Dashboard",
  description: "Your posts, stats, connected accounts and AI usage at a glance.",
};

export default function DashboardPage() {
  return (
    <Prefetched
      queries={(trpc, queryClient) =>
        Promise.all([
          queryClient.prefetchQuery(trpc.dashboard.overview.queryOptions()),
          queryClient.prefetchQuery(trpc.dashboard.stats.queryOptions()),
        ])
      }
    >
      {/* No Suspense boundary of its own: React would stream it apart from the shell and reveal it 300 ms after the first paint (docs/decisions.md). */}
      <DashboardView />
    </Prefetched>
  );
}
