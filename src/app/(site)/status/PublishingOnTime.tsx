"use client";
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { Badge, Card, Group, Text, Title } from "@mantine/core";
import { useTRPC } from "@/trpc/react";
import { STATUS_COLOR, STATUS_LABEL } from "./status-model";

/**
 * The on-time promise, visible (issue 16): how late the last hour's scheduled posts went out and
 * whether due posts are waiting (GET /api/status/publishing). Beside the spec's six service cards,
 * not one of them, so the spec's checks and their order stay as they are.
 */
export function PublishingOnTime({ reloadKey }: { reloadKey?: number }) {
  const trpc = useTRPC();
  const publishing = useQuery(trpc.status.publishing.queryOptions(undefined, { retry: false }));
  const { refetch } = publishing;
  useEffect(() => {
    if (reloadKey) void refetch();
  }, [reloadKey, refetch]);
  const status = publishing.isError ? "outage" : (publishing.data?.status ?? "checking");

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="publishing-title" data-testid="publishing-on-time" data-status={status}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="publishing-title">
          On-time publishing
        </Title>
        <Badge color={STATUS_COLOR[status]} variant="light">
          {STATUS_LABEL[status]}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" data-testid="publishing-lateness">
        {publishing.isLoading ? "Checking…" : publishing.isError ? publishing.error.message : publishing.data?.description}
      </Text>
    </Card>
  );
}
