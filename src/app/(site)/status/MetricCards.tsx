"use client";
import type { ReactNode } from "react";
import { Grid, ThemeIcon } from "@/components/static/cards";
import { Card, Group, Text } from "@/components/static/ui";
import type { healthMetrics } from "@/app/(site)/status/status-model";
import type { StatusIcons } from "./status-icons";

function MetricCard({
  label,
  value,
  note,
  icon,
  color,
  testId,
}: {
  label: string;
  value: string;
  note: string;
  icon: ReactNode;
  color: string;
  testId: string;
}) {
  return (
    <Card padding="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" dimmed style={{ fontWeight: 500 }}>
            {label}
          </Text>
          <Text style={{ fontSize: "calc(1.75rem * var(--mantine-scale))", fontWeight: 700, lineHeight: 1.2 }} data-testid={testId}>
            {value}
          </Text>
          <Text size="xs" dimmed style={{ marginTop: "calc(0.25rem * var(--mantine-scale))" }}>
            {note}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/** Uptime, requests, response time and success rate of the checks run from this page. */
export function MetricCards({ metrics, icons }: { metrics: ReturnType<typeof healthMetrics>; icons: StatusIcons["metrics"] }) {
  return (
    <Grid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
      <MetricCard label="Uptime" value={metrics.uptime} note="Service level target" icon={icons.uptime} color="teal" testId="metric-uptime" />
      <MetricCard
        label="Total Requests"
        value={String(metrics.totalRequests)}
        note="Status checks run from this page"
        icon={icons.requests}
        color="indigo"
        testId="metric-requests"
      />
      <MetricCard
        label="Avg Response Time"
        value={metrics.avgResponseTime === null ? "—" : `${metrics.avgResponseTime} ms`}
        note="Round trip, measured in your browser"
        icon={icons.responseTime}
        color="blue"
        testId="metric-response-time"
      />
      <MetricCard
        label="Success Rate"
        value={metrics.successRate === null ? "—" : `${metrics.successRate}%`}
        note="Of the checks run from this page"
        icon={icons.successRate}
        color="green"
        testId="metric-success-rate"
      />
    </Grid>
  );
}
