"use client";
import { Stack } from "@/components/static/layout";
import { Skeleton } from "@/components/static/feedback";
import { Text } from "@/components/static/text";
import { PublishedLinks } from "@/components/posts/PostBadges";
import { formatDateTime } from "@/lib/time";
import type { PostItem } from "@/components/posts/types";
import { PostRow, Section } from "./parts";

const RECENT_SHOWN = 3;

/** The latest published posts with their links. `published` is undefined while loading. */
export function RecentActivity({
  published,
  timeZone,
  onOpen,
}: {
  published: PostItem[] | undefined;
  timeZone: string;
  onOpen: (post: PostItem) => void;
}) {
  const recent = (published ?? []).slice(0, RECENT_SHOWN);
  return (
    <Section title="Recent Activity" testId="recent-activity">
      {!published ? (
        <Skeleton height={64} radius="default" />
      ) : recent.length === 0 ? (
        <Text size="sm" dimmed>
          Nothing published yet.
        </Text>
      ) : (
        <Stack gap="xs">
          {recent.map((post) => (
            <PostRow key={post.id} post={post} when={post.publishedAt ? formatDateTime(post.publishedAt, timeZone) : ""} onOpen={onOpen}>
              <div style={{ marginTop: 6 }}>
                <PublishedLinks post={post} size="xs" />
              </div>
            </PostRow>
          ))}
        </Stack>
      )}
    </Section>
  );
}
