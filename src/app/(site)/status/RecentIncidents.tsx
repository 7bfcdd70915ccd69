import { Badge, Card, Group, Stack, Text, Timeline, TimelineItem, Title } from "@mantine/core";
import { IconCheck, IconTool } from "@tabler/icons-react";

/** The spec's static list of recent incidents (no incident history is stored). */
const INCIDENTS = [
  {
    date: "12 November 2026",
    title: "Delayed publishing to X",
    kind: "incident" as const,
    duration: "38 minutes",
    text: "X rate-limited our publishing requests, so some scheduled posts went out up to 20 minutes late. Every post was retried automatically and none were lost.",
  },
  {
    date: "28 October 2026",
    title: "Slow AI text generation",
    kind: "incident" as const,
    duration: "1 hour 5 minutes",
    text: "Our AI text provider answered slowly. Generation took longer than usual and a few requests timed out and could be repeated once it recovered.",
  },
  {
    date: "4 October 2026",
    title: "Scheduled database maintenance",
    kind: "maintenance" as const,
    duration: "15 minutes",
    text: "Planned upgrade of the database server. Scheduled posts due during the window were published right after it ended.",
  },
];

export function RecentIncidents() {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="incidents-title">
      <Title order={2} size="h3" id="incidents-title" mb="lg">
        Recent incidents
      </Title>
      <Timeline bulletSize={28} lineWidth={2} active={INCIDENTS.length}>
        {INCIDENTS.map((incident) => (
          <TimelineItem
            key={incident.title}
            color={incident.kind === "maintenance" ? "blue" : "teal"}
            bullet={incident.kind === "maintenance" ? <IconTool size={16} /> : <IconCheck size={16} />}
            title={
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{incident.title}</Text>
                <Badge size="sm" variant="light" color={incident.kind === "maintenance" ? "blue" : "teal"}>
                  {incident.kind === "maintenance" ? "Completed" : "Resolved"}
                </Badge>
              </Group>
            }
          >
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {incident.date} · {incident.duration}
              </Text>
              <Text size="sm" c="dimmed">
                {incident.text}
              </Text>
            </Stack>
          </TimelineItem>
        ))}
      </Timeline>
    </Card>
  );
}
