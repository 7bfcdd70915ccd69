"use client";
import { IconCalendarEvent, IconCircleCheck, IconFileText } from "@tabler/icons-react";
import { CompactBadge, CompactButton } from "@/components/static/compact";
import { Group, Stack } from "@/components/static/layout";
import { Skeleton } from "@/components/static/feedback";
import { Card } from "@/components/static/surfaces";
import { Anchor, Text } from "@/components/static/text";
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
    <Card radius="md" padding="md">
      <Group justify="space-between" gap="md" align="flex-start">
        <Stack gap={6}>
          <Text size="sm" style={{ fontWeight: 600 }}>
            Connected platforms
          </Text>
          {!connected ? (
            <Skeleton height={22} width={200} radius="default" />
          ) : connected.length === 0 ? (
            <Text size="sm" dimmed>
              No platforms connected. <Anchor href="/accounts">Connect your accounts</Anchor>.
            </Text>
          ) : (
            <Group gap={6} data-testid="connected-platforms">
              {connected.map((a) => (
                <CompactBadge key={a.id} variant="light" keepCase size="lg" radius="sm">
                  {networkLabel(a.platform)} · {a.username ? `@${a.username}` : a.accountName}
                </CompactBadge>
              ))}
            </Group>
          )}
        </Stack>
        <Stack gap={6}>
          <Text size="sm" style={{ fontWeight: 600 }}>
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
      <Group gap="xs" style={{ marginTop: "var(--mantine-spacing-md)" }}>
        <CompactButton
          size="xs"
          variant="light"
          color="blue"
          leftSection={<IconCalendarEvent size={14} />}
          onClick={() => onList("scheduled")}
          disabled={!counts}
        >
          Scheduled ({counts?.scheduled ?? "…"})
        </CompactButton>
        <CompactButton
          size="xs"
          variant="light"
          color="teal"
          leftSection={<IconCircleCheck size={14} />}
          onClick={() => onList("published")}
          disabled={!counts}
        >
          Published ({counts?.published ?? "…"})
        </CompactButton>
        <CompactButton
          size="xs"
          variant="light"
          color="gray"
          leftSection={<IconFileText size={14} />}
          onClick={() => onList("draft")}
          disabled={!counts}
        >
          Drafts ({counts?.draft ?? "…"})
        </CompactButton>
      </Group>
    </Card>
  );
}
