"use client";
import { Stack } from "@/components/static/layout";
import { Skeleton } from "@/components/static/feedback";
import { Anchor, Text } from "@/components/static/text";
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
        <Anchor href="/create-post" size="sm">
          New post
        </Anchor>
      }
    >
      {!posts ? (
        <Stack gap="xs">
          <Skeleton height={64} radius="default" />
          <Skeleton height={64} radius="default" />
        </Stack>
      ) : upcoming.length === 0 ? (
        <Text size="sm" dimmed>
          No upcoming posts. <Anchor href="/create-post">Schedule your first post</Anchor>.
        </Text>
      ) : (
        <Stack gap="xs">
          {upcoming.slice(0, UPCOMING_SHOWN).map((post) => (
            <PostRow key={post.id} post={post} when={post.scheduledAt ? formatDateTime(post.scheduledAt, timeZone) : ""} onOpen={onOpen} />
          ))}
          {moreUpcoming > 0 && (
            <Anchor href="/posts" size="sm" style={{ textAlign: "center" }} data-testid="upcoming-more">
              +{moreUpcoming} more
            </Anchor>
          )}
        </Stack>
      )}
    </Section>
  );
}
