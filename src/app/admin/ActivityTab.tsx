"use client";
import { useQuery } from "@tanstack/react-query";
import { Badge, Card, Grid, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { formatDateTime } from "@/lib/time";
import { useAppUser } from "@/components/app/use-app-user";
import { useTRPC } from "@/trpc/react";
import { useLoadError } from "./use-load-error";

const SUBJECTS: Record<string, string> = {
  general: "General Inquiry",
  support: "Technical Support",
  billing: "Billing Question",
  feature: "Feature Request",
  partnership: "Partnership",
};

/** The area an action belongs to, for its badge colour. */
function colorOf(type: string): string {
  if (type.startsWith("admin.")) return "indigo";
  if (type.startsWith("post.")) return type === "post.failed" ? "red" : "blue";
  if (type.startsWith("account.")) return "teal";
  if (type.startsWith("plan.")) return "grape";
  if (type === "contact.message") return "orange";
  if (type === "user.deleted") return "red";
  return "gray";
}

export function ActivityTab() {
  const trpc = useTRPC();
  const { timeZone } = useAppUser();
  const activity = useQuery(trpc.admin.activity.queryOptions());
  useLoadError(activity.error);
  const data = activity.data;

  return (
    <Grid gap="lg" data-testid="admin-activity">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="md">
            Recent activity
          </Title>
          {!data ? (
            <Stack gap="xs">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={44} />
              ))}
            </Stack>
          ) : data.items.length === 0 ? (
            <Text c="dimmed" size="sm">
              Nothing has happened yet.
            </Text>
          ) : (
            <Stack gap={0}>
              {data.items.map((item) => (
                <Group
                  key={item.id}
                  justify="space-between"
                  wrap="nowrap"
                  py={8}
                  style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
                  data-testid="activity-item"
                >
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Badge color={colorOf(item.type)} variant="dot" size="sm" style={{ flexShrink: 0 }}>
                      {item.type.split(".")[0]}
                    </Badge>
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} truncate>
                        {item.action}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {item.user}
                      </Text>
                    </div>
                  </Group>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {formatDateTime(item.timestamp, timeZone)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder radius="md" padding="lg">
          <Group gap="sm" mb="md">
            <IconMail size={20} />
            <Title order={2} size="h4">
              Contact messages
            </Title>
          </Group>
          {!data ? (
            <Skeleton height={120} />
          ) : data.contactMessages.length === 0 ? (
            <Text c="dimmed" size="sm">
              No messages yet.
            </Text>
          ) : (
            <Stack gap="sm">
              {data.contactMessages.map((m) => (
                <Card key={m.id} withBorder radius="sm" padding="sm" data-testid="contact-message">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" fw={600} truncate>
                      {m.name}
                    </Text>
                    <Badge size="xs" variant="light">
                      {SUBJECTS[m.subject] ?? m.subject}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    <a href={`mailto:${m.email}`} style={{ color: "inherit" }}>
                      {m.email}
                    </a>{" "}
                    · {formatDateTime(m.createdAt, timeZone)}
                  </Text>
                  <Text size="sm" mt={6} lineClamp={4} style={{ whiteSpace: "pre-wrap" }}>
                    {m.message}
                  </Text>
                </Card>
              ))}
            </Stack>
          )}
        </Card>
      </Grid.Col>
    </Grid>
  );
}
