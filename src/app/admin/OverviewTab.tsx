"use client";
import { useQuery } from "@tanstack/react-query";
import { Badge, Button, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconBrain, IconCalendarTime, IconCurrencyEuro, IconFileText, IconUsers } from "@tabler/icons-react";
import { useTRPC } from "@/trpc/react";
import { formatEuro, formatNumber, formatPercent } from "./format";
import { MetricCard } from "./MetricCard";
import { useLoadError } from "./use-load-error";

export interface OverviewTabProps {
  /** Switches to the Users tab (from the Overview). */
  onOpenUsers: () => void;
}

export function OverviewTab({ onOpenUsers }: OverviewTabProps) {
  const trpc = useTRPC();
  const stats = useQuery(trpc.admin.stats.queryOptions());
  useLoadError(stats.error);
  const s = stats.data;
  const growth = s?.growthRate ?? 0;

  const roles = s
    ? [
        { label: "Free", value: s.freeUsers, color: "gray" },
        { label: "Pro", value: s.paidUsers, color: "grape" },
        { label: "Admin", value: s.adminUsers, color: "indigo" },
      ]
    : [];

  return (
    <Stack gap="lg" data-testid="admin-overview">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        <MetricCard
          label="Total users"
          value={s && formatNumber(s.totalUsers)}
          icon={<IconUsers size={22} />}
          testId="stat-total-users"
          extra={
            s && (
              <Badge color={growth > 0 ? "teal" : "gray"} variant="light" size="sm" title="Growth over the last 30 days">
                {growth > 0 ? "+" : ""}
                {formatPercent(growth)}
              </Badge>
            )
          }
        />
        <MetricCard label="Revenue" value={s && formatEuro(s.revenue)} icon={<IconCurrencyEuro size={22} />} color="teal" hint="All time" />
        <MetricCard label="Total posts" value={s && formatNumber(s.totalPosts)} icon={<IconFileText size={22} />} color="blue" />
        <MetricCard label="Scheduled posts" value={s && formatNumber(s.scheduledPosts)} icon={<IconCalendarTime size={22} />} color="orange" />
        <MetricCard
          label="AI prompts used"
          value={s && formatNumber(s.aiPromptsUsed)}
          icon={<IconBrain size={22} />}
          color="grape"
          hint="All time, net of refunds"
        />
      </SimpleGrid>

      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h4">
            Users by account type
          </Title>
          <Button variant="light" size="xs" onClick={onOpenUsers}>
            Manage users
          </Button>
        </Group>
        {!s ? (
          <Skeleton height={90} />
        ) : (
          <Stack gap="sm">
            {roles.map((r) => (
              <div key={r.label}>
                <Group justify="space-between" mb={4}>
                  <Text size="sm">{r.label}</Text>
                  <Text size="sm" fw={600}>
                    {formatNumber(r.value)}
                    <Text span size="xs" c="dimmed" ml={6}>
                      {s.totalUsers > 0 ? formatPercent(Math.round((r.value / s.totalUsers) * 1000) / 10) : "0%"}
                    </Text>
                  </Text>
                </Group>
                <Progress
                  value={s.totalUsers > 0 ? (r.value / s.totalUsers) * 100 : 0}
                  color={r.color}
                  size="sm"
                  aria-label={`${r.label} share of users`}
                />
              </div>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
