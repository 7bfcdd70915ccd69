"use client";
import { IconCircleCheck, IconClock, IconPlugConnected, IconStack2 } from "@tabler/icons-react";
import { SimpleGrid } from "@/components/static/layout";
import { StatCard } from "@/components/StatCard";
import type { PostCounts } from "./calendar-types";

/** The counters above the calendar. Each is undefined while loading. */
export function CalendarStats({ counts, connectedCount }: { counts: PostCounts | undefined; connectedCount: number | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <StatCard size="md" label="Scheduled Posts" value={counts?.scheduled} icon={<IconClock size={22} />} color="blue" testId="count-scheduled" />
      <StatCard
        size="md"
        label="Published This Month"
        value={counts?.publishedThisMonth}
        icon={<IconCircleCheck size={22} />}
        color="teal"
        testId="count-published-month"
      />
      <StatCard
        size="md"
        label="Connected Accounts"
        value={connectedCount}
        icon={<IconPlugConnected size={22} />}
        color="grape"
        testId="count-accounts"
      />
      <StatCard size="md" label="Total Posts" value={counts?.total} icon={<IconStack2 size={22} />} color="orange" testId="count-total" />
    </SimpleGrid>
  );
}
