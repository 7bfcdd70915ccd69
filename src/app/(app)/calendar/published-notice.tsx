"use client";
import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconExternalLink, IconMessageCircle } from "@tabler/icons-react";
import { showToast } from "@/components/notify";
import type { CalendarPostItem } from "@/components/posts/types";
import { formatDateTime } from "@/lib/time";
import { networkLabel } from "@/lib/networks";

/** A published post opened on the calendar: when it went out and its links on the networks. */
export function showPublishedPost(post: CalendarPostItem, timeZone: string, onOpenThread: () => void) {
  const links = post.links;
  const id = `published-${post.id}`;
  showToast({
    id,
    title: "Published post",
    color: "blue",
    autoClose: 8000,
    message: (
      <Stack gap={2}>
        <Text size="sm">Published {post.publishedAt ? formatDateTime(post.publishedAt, timeZone) : ""}.</Text>
        {links.map((l) => (
          <Anchor key={l.platform} href={l.url} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span">
              View on {networkLabel(l.platform)} <IconExternalLink size={12} />
            </Group>
          </Anchor>
        ))}
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconMessageCircle size={12} />}
          onClick={() => {
            notifications.hide(id);
            onOpenThread();
          }}
        >
          Comments & history
        </Button>
      </Stack>
    ),
  });
}
