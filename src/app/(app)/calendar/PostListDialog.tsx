"use client";
import { Button, Group, Loader, ScrollArea, Stack, Text } from "@mantine/core";
import { Modal } from "@/components/Modal";
import { NetworkBadges, PublishedLinks, StatusBadge } from "@/components/posts/PostBadges";
import { actionName, truncate } from "@/components/posts/text";
import { formatDateTime } from "@/lib/time";
import type { PostItem } from "@/components/posts/types";
import { postTime } from "./post-time";

/** The summary buttons' list, paged: each post's first 150 characters, networks and time. */
export function PostListDialog({
  title,
  posts,
  loading,
  hasMore,
  loadingMore,
  onLoadMore,
  timeZone,
  onClose,
  onEdit,
}: {
  title: string | null;
  /** the pages loaded so far */
  posts: PostItem[];
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  timeZone: string;
  onClose: () => void;
  onEdit: (post: PostItem) => void;
}) {
  return (
    <Modal opened={title !== null} onClose={onClose} title={title} size="lg" centered scrollAreaComponent={ScrollArea.Autosize}>
      {loading ? (
        <Group justify="center" py="md">
          <Loader size="sm" />
        </Group>
      ) : posts.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          No posts here yet.
        </Text>
      ) : (
        <Stack gap="sm" data-testid="post-list-dialog">
          {posts.map((post) => {
            const at = postTime(post);
            return (
              <Stack
                key={post.id}
                data-post-id={post.id}
                gap={6}
                p="sm"
                style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: "var(--mantine-radius-md)" }}
              >
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
                    <Button size="compact-xs" variant="light" ml="auto" onClick={() => onEdit(post)} aria-label={actionName("Edit", post.content)}>
                      Edit
                    </Button>
                  )}
                </Group>
              </Stack>
            );
          })}
          {hasMore && (
            <Group justify="center">
              <Button variant="default" size="xs" loading={loadingMore} onClick={onLoadMore} data-testid="post-list-more">
                Load more
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
