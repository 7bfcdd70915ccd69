"use client";
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { Badge, Card, Group, Stack, Text, Timeline, TimelineItem, Title } from "@mantine/core";
import { IconAlertTriangle, IconCheck } from "@tabler/icons-react";
import { useTRPC } from "@/trpc/react";
import { incidentDuration } from "./status-model";

function formatDay(date: Date): string {
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
}

function formatClock(date: Date): string {
  return date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
}

/**
 * The spec's recent-incidents list, filled from real history: outages the status checks and the
 * worker heartbeat recorded (GET /api/status/incidents), reloaded after each round of checks.
 */
export function RecentIncidents({ reloadKey }: { reloadKey?: number }) {
  const trpc = useTRPC();
  const incidents = useQuery(trpc.status.incidents.queryOptions());
  const { refetch } = incidents;
  useEffect(() => {
    if (reloadKey) void refetch();
  }, [reloadKey, refetch]);
  const list = incidents.data?.incidents ?? [];

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="incidents-title" data-testid="recent-incidents">
      <Title order={2} size="h3" id="incidents-title" mb="lg">
        Recent incidents
      </Title>
      {incidents.isLoading ? (
        <Text size="sm" c="dimmed">
          Loading incident history…
        </Text>
      ) : incidents.isError ? (
        <Text size="sm" c="dimmed">
          The incident history could not be loaded.
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-incidents">
          No incidents in the last 90 days.
        </Text>
      ) : (
        <Timeline bulletSize={28} lineWidth={2} active={list.length}>
          {list.map((incident) => {
            const ongoing = incident.endedAt === null;
            return (
              <TimelineItem
                key={incident.id}
                color={ongoing ? "red" : "teal"}
                bullet={ongoing ? <IconAlertTriangle size={16} /> : <IconCheck size={16} />}
                data-testid="incident"
                title={
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600}>{incident.service} outage</Text>
                    <Badge size="sm" variant="light" color={ongoing ? "red" : "teal"}>
                      {ongoing ? "Ongoing" : "Resolved"}
                    </Badge>
                  </Group>
                }
              >
                <Stack gap={2}>
                  <Text size="xs" c="dimmed">
                    {formatDay(incident.startedAt)} {formatClock(incident.startedAt)} · {incidentDuration(incident.startedAt, incident.endedAt)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {incident.description}
                  </Text>
                </Stack>
              </TimelineItem>
            );
          })}
        </Timeline>
      )}
    </Card>
  );
}
