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

/** The quick figures (scheduled, published, accounts, prompts). `usage` is undefined while loading. */
export function UsageStats({ usage }: { usage: BillingUsage | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <StatCard
        label="Scheduled posts"
        value={usage?.postsScheduled}
        icon={<IconCalendarEvent size={22} />}
        color="blue"
        testId="stat-scheduled"
        size="md"
      />
      <StatCard
        label="Published this month"
        value={usage?.postsPublished}
        icon={<IconSend size={22} />}
        color="teal"
        testId="stat-published"
        size="md"
      />
      <StatCard
        label="Connected accounts"
        value={usage?.accountsConnected}
        icon={<IconLink size={22} />}
        color="grape"
        testId="stat-accounts"
        size="md"
      />
      <StatCard
        label="AI prompts used"
        value={usage?.aiSuggestionsUsed}
        icon={<IconSparkles size={22} />}
        color="orange"
        testId="stat-prompts"
        size="md"
      />
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
