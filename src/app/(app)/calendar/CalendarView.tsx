"use client";
import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle, IconCalendarEvent, IconCircleCheck, IconClock, IconExternalLink, IconFileText, IconPlugConnected, IconPlus, IconRefresh, IconStack2 } from "@tabler/icons-react";
import { LinkAnchor, LinkButton } from "@/components/links";
import { notifyInfo, notifySuccess } from "@/components/notify";
import { EditPostDialog } from "@/components/posts/LazyEditPostDialog";
import { notifyServerError } from "@/components/posts/feedback";
import { publishedLinks, STATUS_META } from "@/components/posts/PostBadges";
import { formatDateTime, startOfMonthIn } from "@/components/posts/time";
import type { PostItem, PostStatus } from "@/components/posts/types";
import { useAppUser, useRefreshPosts } from "@/components/posts/useAppUser";
import { useLoadErrorToast } from "@/components/posts/useLoadErrorToast";
import { networkLabel } from "@/lib/networks";
import { StatCard } from "@/components/StatCard";
import { useTRPC } from "@/trpc/react";
import type { CalendarEntry } from "./PostCalendar";
import { PostListDialog, postTime } from "./PostListDialog";
import classes from "./calendar.module.css";

// FullCalendar measures the DOM: render it in the browser only.
const PostCalendar = dynamic(() => import("./PostCalendar"), { ssr: false, loading: () => <Skeleton height={640} radius="md" /> });

const LOAD_FAILED = "Failed to load calendar data. Please refresh the page.";


type ListKind = "scheduled" | "published" | "draft";
const LIST_TITLES: Record<ListKind, string> = { scheduled: "Scheduled Posts", published: "Published Posts", draft: "Draft Posts" };

/** Calendar of all posts, counters, connected platforms and a legend. */
export function CalendarView() {
  const trpc = useTRPC();
  const refresh = useRefreshPosts();
  const { timeZone, isLoading: userLoading } = useAppUser();
  const posts = useQuery(trpc.dashboard.posts.queryOptions({ showAll: "true", limit: 200 }));
  const published = useQuery(trpc.dashboard.publishedPosts.queryOptions({ limit: 200 }));
  const accounts = useQuery(trpc.dashboard.accounts.queryOptions());
  const update = useMutation(trpc.post.update.mutationOptions());
  const [editing, setEditing] = useState<PostItem | null>(null);
  const [list, setList] = useState<ListKind | null>(null);

  const failed = posts.isError || published.isError;
  useLoadErrorToast(failed, LOAD_FAILED);

  const loaded = !!posts.data && !!published.data;
  const all = useMemo(() => {
    const byId = new Map<string, PostItem>();
    for (const post of posts.data?.data ?? []) byId.set(post.id, post);
    for (const post of published.data?.data ?? []) byId.set(post.id, post);
    return [...byId.values()];
  }, [posts.data, published.data]);

  const entries = useMemo<CalendarEntry[]>(
    () => all.flatMap((post) => {
      const start = postTime(post);
      return start ? [{ post, start: new Date(start) }] : [];
    }),
    [all],
  );

  const byStatus = useMemo(() => {
    const groups: Record<PostStatus, PostItem[]> = { scheduled: [], published: [], draft: [], failed: [] };
    for (const post of all) groups[post.status].push(post);
    const at = (p: PostItem) => new Date(postTime(p) ?? 0).getTime();
    groups.scheduled.sort((a, b) => at(a) - at(b));
    groups.published.sort((a, b) => at(b) - at(a));
    groups.draft.sort((a, b) => at(b) - at(a));
    return groups;
  }, [all]);

  const monthStart = startOfMonthIn(timeZone).getTime();
  const publishedThisMonth = byStatus.published.filter((p) => p.publishedAt && new Date(p.publishedAt).getTime() >= monthStart).length;
  const connected = (accounts.data?.data ?? []).filter((a) => a.isActive && !a.isExpired);

  function openPost(post: PostItem) {
    if (post.status !== "published") {
      setEditing(post);
      return;
    }
    const links = publishedLinks(post);
    if (links.length === 0) {
      notifyInfo("URL Not Available", "There is no link to this post on the networks.");
      return;
    }
    notifications.show({
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
        </Stack>
      ),
    });
  }

  async function reschedule(post: PostItem, start: Date, revert: () => void) {
    try {
      await update.mutateAsync({ id: post.id, scheduledAt: start.toISOString() });
      notifySuccess("Post Updated!", `Rescheduled to ${formatDateTime(start, timeZone)}.`);
      void refresh();
    } catch (error) {
      revert();
      notifyServerError(error, "Update Failed", "Failed to update post. Please try again.");
    }
  }

  function reload() {
    void posts.refetch();
    void published.refetch();
    void accounts.refetch();
  }

  const refreshing = posts.isFetching || published.isFetching || accounts.isFetching;

  return (
    <Stack gap="lg" data-testid="calendar-page">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Calendar</Title>
          <Text c="dimmed">Your scheduled and published posts by day. Drag a scheduled post to move it.</Text>
        </div>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={reload} loading={refreshing}>
            Refresh
          </Button>
          <LinkButton href="/create-post" leftSection={<IconPlus size={16} />}>
            Create Post
          </LinkButton>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatCard size="md" label="Scheduled Posts" value={loaded ? byStatus.scheduled.length : undefined} icon={<IconClock size={22} />} color="blue" testId="count-scheduled" />
        <StatCard size="md" label="Published This Month" value={loaded ? publishedThisMonth : undefined} icon={<IconCircleCheck size={22} />} color="teal" testId="count-published-month" />
        <StatCard size="md" label="Connected Accounts" value={accounts.data ? connected.length : undefined} icon={<IconPlugConnected size={22} />} color="grape" testId="count-accounts" />
        <StatCard size="md" label="Total Posts" value={loaded ? all.length : undefined} icon={<IconStack2 size={22} />} color="orange" testId="count-total" />
      </SimpleGrid>

      {failed && !loaded && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error">
          {LOAD_FAILED}
        </Alert>
      )}

      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" gap="md" align="flex-start">
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              Connected platforms
            </Text>
            {!accounts.data ? (
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
              {(["scheduled", "published", "failed", "draft"] as const).map((status) => (
                <Group key={status} gap={6} wrap="nowrap">
                  <span className={classes.legendDot} style={{ backgroundColor: STATUS_META[status].hex }} aria-hidden />
                  <Text size="sm">{STATUS_META[status].label}</Text>
                </Group>
              ))}
            </Group>
          </Stack>
        </Group>
        <Group gap="xs" mt="md">
          <Button size="xs" variant="light" color="blue" leftSection={<IconCalendarEvent size={14} />} onClick={() => setList("scheduled")} disabled={!loaded}>
            Scheduled ({byStatus.scheduled.length})
          </Button>
          <Button size="xs" variant="light" color="teal" leftSection={<IconCircleCheck size={14} />} onClick={() => setList("published")} disabled={!loaded}>
            Published ({byStatus.published.length})
          </Button>
          <Button size="xs" variant="light" color="gray" leftSection={<IconFileText size={14} />} onClick={() => setList("draft")} disabled={!loaded}>
            Drafts ({byStatus.draft.length})
          </Button>
        </Group>
      </Card>

      {!(failed && !loaded) && (
        <Card withBorder radius="md" padding="md">
          {userLoading || !loaded ? (
            <Skeleton height={640} radius="md" />
          ) : (
            <PostCalendar entries={entries} timeZone={timeZone} onPostClick={openPost} onReschedule={(p, s, r) => void reschedule(p, s, r)} />
          )}
        </Card>
      )}

      <PostListDialog
        title={list ? LIST_TITLES[list] : null}
        posts={list ? byStatus[list] : []}
        timeZone={timeZone}
        onClose={() => setList(null)}
        onEdit={(post) => {
          setList(null);
          setEditing(post);
        }}
      />
      <EditPostDialog post={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
