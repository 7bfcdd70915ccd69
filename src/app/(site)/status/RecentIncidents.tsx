"use client";
import type { ReactNode } from "react";
import { Badge } from "@/components/static/cards";
import { SectionCard, Timeline, TimelineItem } from "@/components/static/panels";
import { Group, Stack } from "@/components/static/layout";
import { Text, Title } from "@/components/static/text";
import { incidentDuration } from "./incident-duration";
import { useLiveProcedure } from "./use-live-procedure";

function formatDay(date: Date): string {
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
}

function formatClock(date: Date): string {
  return date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
}

/**
 * The spec's recent-incidents list, filled from real history: outages the status checks and the
 * worker heartbeat recorded (GET /api/status/incidents), reloaded after each round of checks.
 * `bullets`: the timeline's icons, rendered by the server page.
 */
export function RecentIncidents({ reloadKey, bullets }: { reloadKey: number; bullets: { ongoing: ReactNode; resolved: ReactNode } }) {
  const incidents = useLiveProcedure("status.incidents", reloadKey, 2);
  const list = incidents.data?.incidents ?? [];

  return (
    <SectionCard padding="lg" aria-labelledby="incidents-title" data-testid="recent-incidents">
      <Title order={2} size="h3" id="incidents-title" style={{ marginBottom: "var(--mantine-spacing-lg)" }}>
        Recent incidents
      </Title>
      {incidents.loading ? (
        <Text size="sm" dimmed>
          Loading incident history…
        </Text>
      ) : incidents.error ? (
        <Text size="sm" dimmed>
          The incident history could not be loaded.
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" dimmed data-testid="no-incidents">
          No incidents in the last 90 days.
        </Text>
      ) : (
        <Timeline bulletSize={28} lineWidth={2}>
          {list.map((incident) => {
            const ongoing = incident.endedAt === null;
            return (
              <TimelineItem
                key={incident.id}
                color={ongoing ? "red" : "teal"}
                bullet={ongoing ? bullets.ongoing : bullets.resolved}
                data-testid="incident"
                title={
                  <Group gap="xs" wrap="wrap">
                    <Text style={{ fontWeight: 600 }}>{incident.service} outage</Text>
                    <Badge size="sm" color={ongoing ? "red" : "teal"}>
                      {ongoing ? "Ongoing" : "Resolved"}
                    </Badge>
                  </Group>
                }
              >
                <Stack gap={2}>
                  <Text size="xs" dimmed>
                    {formatDay(incident.startedAt)} {formatClock(incident.startedAt)} · {incidentDuration(incident.startedAt, incident.endedAt)}
                  </Text>
                  <Text size="sm" dimmed>
                    {incident.description}
                  </Text>
                </Stack>
              </TimelineItem>
            );
          })}
        </Timeline>
      )}
    </SectionCard>
  );
}
