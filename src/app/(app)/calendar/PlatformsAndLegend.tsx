"use client";
import { Badge, Button, Card, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconCalendarEvent, IconCircleCheck, IconFileText } from "@tabler/icons-react";
import { LinkAnchor } from "@/components/links";
import { STATUS_META } from "@/components/posts/PostBadges";
import type { SocialAccountItem } from "@/components/posts/types";
import { networkLabel } from "@/lib/networks";
import type { PostCounts } from "./calendar-types";
import type { ListKind } from "./post-lists";
import classes from "./calendar.module.css";

/**
 * The connected platforms, the status legend and the buttons that list every scheduled, published
 * or draft post. `connected` and `counts` are undefined while loading.
 */
export function PlatformsAndLegend({
  connected,
  counts,
  onList,
}: {
  connected: SocialAccountItem[] | undefined;
  counts: PostCounts | undefined;
  onList: (kind: ListKind) => void;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" gap="md" align="flex-start">
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Connected platforms
          </Text>
          {!connected ? (
            <Skeleton height={22} width={200} />
          ) : connected.length === 0 ? (
            <Text size="sm" c="dimmed">
              No platforms connected. <LinkAnchor href="/accounts">Connect your accounts</LinkAnchor>.
            </Text>
          ) : (
            <Group gap={6} data-testid="connected-platforms">
              {connected.map((a) => (
                <Badge key={a.id} variant="light" tt="none" size="lg" radius="sm">
                  {networkLabel(a.platform)} · {a.username ? `@${a.username}` : a.accountName}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Legend
          </Text>
          <Group gap="md" data-testid="calendar-legend">
            {(["scheduled", "published", "failed", "draft", "in_review", "changes_requested"] as const).map((status) => (
              <Group key={status} gap={6} wrap="nowrap">
                <span className={classes.legendDot} style={{ backgroundColor: STATUS_META[status].fill }} aria-hidden />
                <Text size="sm">{STATUS_META[status].label}</Text>
              </Group>
            ))}
          </Group>
        </Stack>
      </Group>
      <Group gap="xs" mt="md">
        <Button
          size="xs"
          variant="light"
          color="blue"
          leftSection={<IconCalendarEvent size={14} />}
          onClick={() => onList("scheduled")}
          disabled={!counts}
        >
          Scheduled ({counts?.scheduled ?? "…"})
        </Button>
        <Button
          size="xs"
          variant="light"
          color="teal"
          leftSection={<IconCircleCheck size={14} />}
          onClick={() => onList("published")}
          disabled={!counts}
        >
          Published ({counts?.published ?? "…"})
        </Button>
        <Button size="xs" variant="light" color="gray" leftSection={<IconFileText size={14} />} onClick={() => onList("draft")} disabled={!counts}>
          Drafts ({counts?.draft ?? "…"})
        </Button>
      </Group>
    </Card>
  );
}
