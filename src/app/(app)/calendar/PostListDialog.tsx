"use client";
import { Button, Group, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import { NetworkBadges, PublishedLinks, StatusBadge } from "@/components/posts/PostBadges";
import { truncate } from "@/components/posts/text";
import { formatDateTime } from "@/components/posts/time";
import type { PostItem } from "@/components/posts/types";

/** Start time shown for a post in lists. */
export function postTime(post: PostItem): Date | null {
  if (post.status === "published") return post.publishedAt ?? post.scheduledAt;
  if (post.status === "failed") return post.scheduledAt ?? post.updatedAt;
  if (post.status === "draft") return post.scheduledAt ?? post.createdAt;
  return post.scheduledAt;
}

/** The summary buttons' list: each post's first 150 characters, networks and time. */
export function PostListDialog({
  title,
  posts,
  timeZone,
  onClose,
  onEdit,
}: {
  title: string | null;
  posts: PostItem[];
  timeZone: string;
  onClose: () => void;
  onEdit: (post: PostItem) => void;
}) {
  return (
    <Modal opened={title !== null} onClose={onClose} title={title} size="lg" centered scrollAreaComponent={ScrollArea.Autosize}>
      {posts.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          No posts here yet.
        </Text>
      ) : (
        <Stack gap="sm" data-testid="post-list-dialog">
          {posts.map((post) => {
            const at = postTime(post);
            return (
              <Stack key={post.id} gap={6} p="sm" style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: "var(--mantine-radius-md)" }}>
                <Group justify="space-between" gap="xs">
                  <Group gap={6}>
                    <StatusBadge status={post.status} />
                    <NetworkBadges platforms={post.platforms} />
                  </Group>
                  {at && (
                    <Text size="xs" c="dimmed">
                      {formatDateTime(at, timeZone)}
                    </Text>
                  )}
                </Group>
                <Text size="sm">{truncate(post.content, 150)}</Text>
                <Group justify="space-between" gap="xs">
                  <PublishedLinks post={post} size="xs" />
                  {post.status !== "published" && (
                    <Button size="compact-xs" variant="light" ml="auto" onClick={() => onEdit(post)}>
                      Edit
                    </Button>
                  )}
                </Group>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}
