"use client";
import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  IconActivity,
  IconBrain,
  IconCalendarTime,
  IconChartLine,
  IconCircleCheck,
  IconCircleX,
  IconCoin,
  IconCurrencyEuro,
  IconFileText,
  IconPercentage,
  IconRobot,
  IconSend,
  IconTrendingDown,
  IconTrendingUp,
  IconUserPlus,
  IconUsers,
  IconUserStar,
} from "@tabler/icons-react";
import { useTRPC } from "@/trpc/react";
import { formatEuro, formatNumber, formatPercent } from "./format";
import { MetricCard } from "./MetricCard";
import type { AdminAnalytics } from "./types";
import { useLoadError } from "./use-load-error";

interface Metric {
  key: keyof Omit<AdminAnalytics, "success">;
  label: string;
  icon: ReactNode;
  color: string;
  format: (n: number) => string;
  hint: string;
}

const GROUPS: { title: string; metrics: Metric[] }[] = [
  {
    title: "Users",
    metrics: [
      { key: "totalUsers", label: "Total users", icon: <IconUsers size={22} />, color: "indigo", format: formatNumber, hint: "Every account" },
      {
        key: "dailyActiveUsers",
        label: "Daily active",
        icon: <IconActivity size={22} />,
        color: "teal",
        format: formatNumber,
        hint: "Active in the last 24 hours",
      },
      {
        key: "weeklyActiveUsers",
        label: "Weekly active",
        icon: <IconActivity size={22} />,
        color: "teal",
        format: formatNumber,
        hint: "Active in the last 7 days",
      },
      {
        key: "newUsersThisMonth",
        label: "New this month",
        icon: <IconUserPlus size={22} />,
        color: "blue",
        format: formatNumber,
        hint: "Signed up since the 1st (UTC)",
      },
      {
        key: "userGrowthRate",
        label: "User growth",
        icon: <IconTrendingUp size={22} />,
        color: "blue",
        format: formatPercent,
        hint: "Sign-ups in 30 days / users before them",
      },
      { key: "paidUsers", label: "Pro users", icon: <IconUserStar size={22} />, color: "grape", format: formatNumber, hint: "Role paid" },
      {
        key: "conversionRate",
        label: "Conversion",
        icon: <IconPercentage size={22} />,
        color: "grape",
        format: formatPercent,
        hint: "Pro users / non-admin users",
      },
    ],
  },
  {
    title: "Revenue",
    metrics: [
      {
        key: "monthlyRevenue",
        label: "Monthly revenue",
        icon: <IconCurrencyEuro size={22} />,
        color: "teal",
        format: formatEuro,
        hint: "Charges in the last 30 days",
      },
      {
        key: "averageRevenuePerUser",
        label: "Revenue per paying user",
        icon: <IconCoin size={22} />,
        color: "teal",
        format: formatEuro,
        hint: "Monthly revenue / users charged",
      },
      {
        key: "churnRate",
        label: "Churn",
        icon: <IconTrendingDown size={22} />,
        color: "red",
        format: formatPercent,
        hint: "Subscriptions canceled in 30 days",
      },
      {
        key: "lifetimeValue",
        label: "Lifetime value",
        icon: <IconChartLine size={22} />,
        color: "teal",
        format: formatEuro,
        hint: "Per paying user, lifetime ≤ 36 months",
      },
    ],
  },
  {
    title: "Content and AI",
    metrics: [
      {
        key: "totalPosts",
        label: "Total posts",
        icon: <IconFileText size={22} />,
        color: "blue",
        format: formatNumber,
        hint: "Every post, any status",
      },
      {
        key: "postsPerDay",
        label: "Posts per day",
        icon: <IconFileText size={22} />,
        color: "blue",
        format: formatNumber,
        hint: "Average of the last 30 days",
      },
      {
        key: "aiGeneratedPosts",
        label: "AI-generated posts",
        icon: <IconRobot size={22} />,
        color: "grape",
        format: formatNumber,
        hint: "Written with AI",
      },
      {
        key: "aiUsagePercentage",
        label: "AI usage",
        icon: <IconPercentage size={22} />,
        color: "grape",
        format: formatPercent,
        hint: "Share of posts written with AI",
      },
      {
        key: "aiPromptsPerDay",
        label: "AI prompts per day",
        icon: <IconBrain size={22} />,
        color: "grape",
        format: formatNumber,
        hint: "Net of refunds, last 30 days",
      },
    ],
  },
  {
    title: "Publishing",
    metrics: [
      {
        key: "publishedPosts",
        label: "Published",
        icon: <IconCircleCheck size={22} />,
        color: "teal",
        format: formatNumber,
        hint: "Posts with status published",
      },
      {
        key: "scheduledPosts",
        label: "Scheduled",
        icon: <IconCalendarTime size={22} />,
        color: "orange",
        format: formatNumber,
        hint: "Waiting for their time",
      },
      { key: "failedPosts", label: "Failed", icon: <IconCircleX size={22} />, color: "red", format: formatNumber, hint: "Posts with status failed" },
      {
        key: "publishSuccessRate",
        label: "Publish success",
        icon: <IconSend size={22} />,
        color: "teal",
        format: formatPercent,
        hint: "Per network, finished attempts",
      },
    ],
  },
];

export function AnalyticsTab() {
  const trpc = useTRPC();
  const analytics = useQuery(trpc.admin.analytics.queryOptions());
  useLoadError(analytics.error);
  const a = analytics.data;
  return (
    <Stack gap="xl" data-testid="admin-analytics">
      {GROUPS.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <Title order={2} size="h4" mb="sm">
            {group.title}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {group.metrics.map((m) => (
              <MetricCard
                key={m.key}
                label={m.label}
                value={a && m.format(a[m.key] as number)}
                icon={m.icon}
                color={m.color}
                hint={m.hint}
                testId={`metric-${m.key}`}
              />
            ))}
          </SimpleGrid>
        </section>
      ))}
      <Text size="xs" c="dimmed">
        Computed from the database on each visit; times in UTC. The formulas are listed in docs/decisions.md.
      </Text>
    </Stack>
  );
}
