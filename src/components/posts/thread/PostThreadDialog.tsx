"use client";
import { useState } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Anchor, Button, Group, Loader, Stack, Tabs, Text } from "@mantine/core";
import { Modal } from "@/components/Modal";
import { useAppUser } from "@/components/app/use-app-user";
import { truncate } from "@/components/posts/text";
import { networkLabel } from "@/lib/networks";
import { formatDateTime } from "@/lib/time";
import { useTRPC } from "@/trpc/react";
import { PostComments } from "./PostComments";

/** The post the dialog is about: its id and text (for the title). */
export interface ThreadPost {
  id: string;
  content: string;
}

/**
 * "Comments & history" of a post (issue 26): the members' comment thread and who did what to the
 * post, when (in the viewer's time zone). Opened from a post card and the calendar; focus goes back
 * to the opener on closing (Modal).
 */
export function PostThreadDialog({ post, onClose }: { post: ThreadPost | null; onClose: () => void }) {
  const [tab, setTab] = useState<string | null>("comments");
  return (
    <Modal opened={post !== null} onClose={onClose} title="Comments & history" size="lg" centered>
      {post && (
        <Stack gap="sm" data-testid="post-thread">
          <Text size="sm" c="dimmed">
            {truncate(post.content, 120)}
          </Text>
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="comments">Comments</Tabs.Tab>
              <Tabs.Tab value="history">History</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="comments" pt="sm">
              <PostComments postId={post.id} />
            </Tabs.Panel>
            <Tabs.Panel value="history" pt="sm">
              <PostHistory postId={post.id} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Modal>
  );
}

type HistoryEvent = {
  id: string;
  summary: string;
  detail: Record<string, unknown>;
  via: "app" | "api" | "link";
  viaLabel: string | null;
  actor: { id: string; name: string } | null;
  createdAt: Date;
};

function byWhom(event: HistoryEvent): string {
  const who = event.actor ? `by ${event.actor.name}` : "by PostPilot";
  if (event.via === "api") return `${who} through the API`;
  if (event.via === "link") return `${who} through the review link "${event.viaLabel ?? ""}"`;
  return who;
}

/** The parts of an event's detail a person needs: the network and its link, the new time, the reason, a reviewer's comment. */
function EventDetail({ event, timeZone }: { event: HistoryEvent; timeZone: string }) {
  const { network, url, scheduledAt, reason, comment } = event.detail as {
    network?: string;
    url?: string | null;
    scheduledAt?: string | null;
    reason?: string;
    comment?: string;
  };
  return (
    <>
      {network && (
        <Text size="sm">
          on {networkLabel(network)}
          {url && (
            <>
              {" · "}
              <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
                View on {networkLabel(network)}
              </Anchor>
            </>
          )}
        </Text>
      )}
      {scheduledAt && <Text size="sm">for {formatDateTime(scheduledAt, timeZone)}</Text>}
      {reason && <Text size="sm">Reason: {reason}</Text>}
      {comment && (
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          “{comment}”
        </Text>
      )}
    </>
  );
}

function PostHistory({ postId }: { postId: string }) {
  const trpc = useTRPC();
  const { timeZone } = useAppUser();
  const history = useInfiniteQuery(
    trpc.post.activity.infiniteQueryOptions({ id: postId, limit: 30 }, { getNextPageParam: (page) => page.nextCursor ?? undefined }),
  );
  if (history.isPending) return <Loader size="sm" aria-label="Loading history" />;
  if (history.isError) return <Text size="sm">The history could not be loaded. Close and open it again.</Text>;
  const events = history.data.pages.flatMap((page) => page.data) as HistoryEvent[];
  return (
    <Stack gap="xs">
      <ol aria-label="History, newest first" style={{ listStyle: "none", margin: 0, padding: 0 }} data-testid="post-history">
        {events.map((event) => (
          <li key={event.id} style={{ padding: "6px 0", borderBottom: "1px solid var(--mantine-color-default-border)" }}>
            <Group justify="space-between" gap="xs" align="flex-start">
              <Text size="sm" fw={600}>
                {event.summary}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={new Date(event.createdAt).toISOString()}>
                {formatDateTime(event.createdAt, timeZone)}
              </Text>
            </Group>
            <EventDetail event={event} timeZone={timeZone} />
            <Text size="xs" c="dimmed">
              {byWhom(event)}
            </Text>
          </li>
        ))}
      </ol>
      {events.length === 0 && <Text size="sm">Nothing has happened to this post yet.</Text>}
      {history.hasNextPage && (
        <Group justify="center">
          <Button variant="default" size="xs" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            Show older
          </Button>
        </Group>
      )}
    </Stack>
  );
}
