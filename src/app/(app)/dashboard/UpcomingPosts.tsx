"use client";
import { Skeleton, Stack, Text } from "@mantine/core";
import { LinkAnchor } from "@/components/links";
import { formatDateTime } from "@/lib/time";
import type { PostItem } from "@/components/posts/types";
import { PostRow, Section } from "./parts";

const UPCOMING_SHOWN = 5;

/** The next scheduled posts, soonest first, and how many more there are. `posts` is undefined while loading. */
export function UpcomingPosts({
  posts,
  scheduledCount,
  timeZone,
  onOpen,
}: {
  posts: PostItem[] | undefined;
  scheduledCount: number | undefined;
  timeZone: string;
  onOpen: (post: PostItem) => void;
}) {
  const upcoming = posts ?? [];
  const moreUpcoming = Math.max((scheduledCount ?? upcoming.length) - UPCOMING_SHOWN, 0);
  return (
    <Section
      title="Upcoming Posts"
      testId="upcoming-posts"
      action={
        <LinkAnchor href="/create-post" size="sm">
          New post
        </LinkAnchor>
      }
    >
      {!posts ? (
        <Stack gap="xs">
          <Skeleton height={64} />
          <Skeleton height={64} />
        </Stack>
      ) : upcoming.length === 0 ? (
        <Text size="sm" c="dimmed">
          No upcoming posts. <LinkAnchor href="/create-post">Schedule your first post</LinkAnchor>.
        </Text>
      ) : (
        <Stack gap="xs">
          {upcoming.slice(0, UPCOMING_SHOWN).map((post) => (
            <PostRow key={post.id} post={post} when={post.scheduledAt ? formatDateTime(post.scheduledAt, timeZone) : ""} onOpen={onOpen} />
          ))}
          {moreUpcoming > 0 && (
            <LinkAnchor href="/posts" size="sm" ta="center" data-testid="upcoming-more">
              +{moreUpcoming} more
            </LinkAnchor>
          )}
        </Stack>
      )}
    </Section>
  );
}
