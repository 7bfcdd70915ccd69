"use client";
import { Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCalendarEvent, IconLink, IconSend, IconSparkles } from "@tabler/icons-react";
import { usagePercent } from "@/components/billing/rules";
import { isUnlimited } from "@/lib/plans";
import { StatCard } from "@/components/StatCard";
import type { BillingUsage } from "./types";

function UsageRow({ label, used, limit, testId }: { label: string; used: number; limit: number; testId: string }) {
  const unlimited = isUnlimited(limit);
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600} data-testid={testId}>
          {used} / {unlimited ? "Unlimited" : limit}
        </Text>
      </Group>
      <Progress value={usagePercent(used, limit)} color={!unlimited && used >= limit ? "red" : "blue"} aria-label={`${label} used`} />
    </div>
  );
}

const STATS = [
  { label: "Scheduled posts", pick: (u: BillingUsage) => u.postsScheduled, icon: IconCalendarEvent, color: "blue", testId: "stat-scheduled" },
  { label: "Published this month", pick: (u: BillingUsage) => u.postsPublished, icon: IconSend, color: "teal", testId: "stat-published" },
  { label: "Connected accounts", pick: (u: BillingUsage) => u.accountsConnected, icon: IconLink, color: "grape", testId: "stat-accounts" },
  { label: "AI prompts used", pick: (u: BillingUsage) => u.aiSuggestionsUsed, icon: IconSparkles, color: "orange", testId: "stat-prompts" },
] as const;

/** The quick figures (scheduled, published, accounts, prompts). `usage` is undefined while loading. */
export function UsageStats({ usage }: { usage: BillingUsage | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      {STATS.map(({ label, pick, icon: Icon, color, testId }) => (
        <StatCard key={testId} label={label} value={usage && pick(usage)} icon={<Icon size={22} />} color={color} testId={testId} size="md" />
      ))}
    </SimpleGrid>
  );
}

/** Usage this month against the plan's limits. `usage` is undefined while loading. */
export function UsageThisMonth({ usage }: { usage: BillingUsage | undefined }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Usage this month
      </Title>
      {usage ? (
        <Stack gap="md">
          <UsageRow label="AI prompts" used={usage.aiSuggestionsUsed} limit={usage.monthlyLimit.aiSuggestions} testId="usage-prompts" />
          <UsageRow label="Connected accounts" used={usage.accountsConnected} limit={usage.monthlyLimit.accounts} testId="usage-accounts" />
          <UsageRow label="Scheduled posts" used={usage.postsScheduled} limit={usage.monthlyLimit.posts} testId="usage-posts" />
        </Stack>
      ) : (
        <Skeleton height={100} />
      )}
    </Card>
  );
}
