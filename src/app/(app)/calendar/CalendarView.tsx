"use client";
import dynamic from "next/dynamic";
import { useEffect, useMemo, useRef, useState } from "react";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { IconAlertCircle, IconPlus, IconRefresh } from "@tabler/icons-react";
import { Alert } from "@/components/static/Alert";
import { CompactButton } from "@/components/static/compact";
import { Group, Stack } from "@/components/static/layout";
import { Skeleton } from "@/components/static/feedback";
import { Card } from "@/components/static/surfaces";
import { Text, Title } from "@/components/static/text";
import { notifyInfo, notifySuccess } from "@/components/notify";
import { EditPostDialog } from "@/components/posts/LazyEditPostDialog";
import { PostThreadDialog } from "@/components/posts/thread/LazyPostThreadDialog";
import type { ThreadPost } from "@/components/posts/thread/PostThreadDialog";
import { notifyServerError } from "@/components/posts/feedback";
import { formatDateTime } from "@/lib/time";
import type { CalendarPostItem, PostItem } from "@/components/posts/types";
import { useAppUser, useRefreshPosts } from "@/components/app/use-app-user";
import { useLoadErrorToast } from "@/components/posts/use-load-error-toast";
import { rescueFocus } from "@/components/use-focus-return";
import { useOpenedOnce } from "@/components/use-opened-once";
import { useTRPC } from "@/trpc/react";
import type { CalendarEntry } from "./calendar-types";
import { perDayOf } from "./calendar-views";
import { postTime } from "./post-time";
import { rangeOf } from "./month-grid";
import { PostCalendar, type CalendarPlace } from "./PostCalendar";
import { dayIn } from "@/lib/zone-clock";
import { listOfDay, listOfStatus, type ListSpec } from "./post-lists";
import { CalendarStats } from "./CalendarStats";
import { PlatformsAndLegend } from "./PlatformsAndLegend";
import { showPublishedPost } from "./published-notice";

// The summary list dialog (Modal with ScrollArea, which bring floating-ui) loads when first opened
// and then stays mounted, so closing still animates.
const PostListDialog = dynamic(() => import("./PostListDialog").then((m) => m.PostListDialog), { ssr: false });
// "Move to…" (date pickers): loaded when first asked for, then stays mounted.
const MoveDialog = dynamic(() => import("./MoveDialog").then((m) => m.MoveDialog), { ssr: false });

const LOAD_FAILED = "Failed to load calendar data. Please refresh the page.";
/** Posts per page of the summary dialogs. */
const LIST_PAGE = 50;
const QUARTER_HOUR = 900_000;

/**
 * The time, read when the page is drawn and again at every quarter hour (a day starts at one on
 * every clock), so "today" moves on at midnight while the page stays open.
 */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), QUARTER_HOUR - (now % QUARTER_HOUR) + 1000);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}

/** Calendar of all posts, counters, connected platforms and a legend. */
export function CalendarView() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshPosts();
  const { timeZone, isLoading: userLoading } = useAppUser();
  // Today on the user's clock, and where the calendar is: this month until the user moves (the page
  // prefetched this month's grid on the server, so the month is drawn with the page).
  const today = dayIn(timeZone, useNow());
  const [chosen, setPlace] = useState<CalendarPlace | null>(null);
  const place: CalendarPlace = chosen ?? { view: "month", anchor: today };
  const range = userLoading ? null : { ...rangeOf(place.view, place.anchor), view: place.view };
  const perDay = perDayOf(place.view);
  const posts = useQuery({
    ...trpc.post.calendarSummary.queryOptions({ from: range?.from ?? "", to: range?.to ?? "", perDay }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
  const counts = useQuery(trpc.post.counts.queryOptions({}));
  const accounts = useQuery(trpc.accounts.list.queryOptions());
  const update = useMutation(trpc.post.update.mutationOptions());
  const [editing, setEditing] = useState<PostItem | null>(null);
  const [thread, setThread] = useState<ThreadPost | null>(null);
  // After a move or a save (the event is drawn anew) or a deletion (gone): once the calendar has
  // reloaded, focus goes to the event, or to the page when it left the view.
  const focusAfterReload = useRef<{ id: string | null; since: number } | null>(null);
  const [moving, setMoving] = useState<CalendarPostItem | null>(null);
  const [list, setList] = useState<ListSpec | null>(null);
  // Every dialog is mounted (and its chunk loaded) from its first opening on.
  const moveLoaded = useOpenedOnce(moving !== null);
  const listLoaded = useOpenedOnce(list !== null);
  const editorLoaded = useOpenedOnce(editing !== null);
  const threadLoaded = useOpenedOnce(thread !== null);
  const listed = useInfiniteQuery({
    ...trpc.post.list.infiniteQueryOptions(
      { showAll: "true", limit: LIST_PAGE, status: list?.status, from: list?.from, to: list?.to },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
    enabled: list !== null,
  });
  const isPlaceholderData = posts.isPlaceholderData;

  const failed = posts.isError || counts.isError;
  useLoadErrorToast(failed, LOAD_FAILED);

  const loaded = !!counts.data;
  const entries = useMemo<CalendarEntry[]>(
    () =>
      (posts.data?.data ?? []).flatMap((post) => {
        const start = postTime(post);
        return start ? [{ post, start: new Date(start) }] : [];
      }),
    [posts.data],
  );
  const dayCounts = useMemo(() => Object.fromEntries((posts.data?.days ?? []).map((d) => [d.date, d.count])), [posts.data]);
  const listedPosts = useMemo(() => (listed.data?.pages ?? []).flatMap((page) => page.data), [listed.data]);

  const connected = (accounts.data?.data ?? []).filter((a) => a.isActive && !a.isExpired);

  async function openPost(post: CalendarPostItem) {
    if (post.status !== "published") {
      // The calendar holds what it draws of each post; the editor needs all of it.
      try {
        setEditing((await queryClient.fetchQuery(trpc.post.byId.queryOptions({ id: post.id }))).post);
      } catch (error) {
        notifyServerError(error, "Could Not Open Post", "Failed to load the post. Please try again.");
      }
      return;
    }
    if (post.links.length === 0) {
      notifyInfo("URL Not Available", "There is no link to this post on the networks.");
      return;
    }
    showPublishedPost(post, timeZone, () => setThread(post));
  }

  /** A new time for a scheduled post, dropped on the calendar or chosen in "Move to…": whether it was saved. */
  async function reschedule(post: CalendarPostItem, start: Date): Promise<boolean> {
    try {
      await update.mutateAsync({ id: post.id, scheduledAt: start.toISOString() });
    } catch (error) {
      notifyServerError(error, "Update Failed", "Failed to update post. Please try again.");
      return false;
    }
    notifySuccess("Post Updated!", `Rescheduled to ${formatDateTime(start, timeZone)}.`);
    focusAfterReload.current = { id: post.id, since: Date.now() };
    void refresh();
    return true;
  }

  function reload() {
    void posts.refetch();
    void counts.refetch();
    void accounts.refetch();
  }

  const refreshing = posts.isFetching || counts.isFetching || accounts.isFetching;

  useEffect(() => {
    const pending = focusAfterReload.current;
    if (!pending || posts.isFetching || posts.dataUpdatedAt <= pending.since) return;
    focusAfterReload.current = null;
    requestAnimationFrame(() => {
      const event = pending.id
        ? document.querySelector<HTMLElement>(`[data-testid="post-calendar"] [data-post-id="${CSS.escape(pending.id)}"] [data-event-open]`)
        : null;
      if (event) event.focus();
      else rescueFocus();
    });
  }, [posts.isFetching, posts.dataUpdatedAt]);

  return (
    <Stack gap="lg" data-testid="calendar-page">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Calendar</Title>
          <Text dimmed>Your scheduled and published posts by day. Drag a scheduled post, or use its “Move to…” button, to move it.</Text>
        </div>
        <Group gap="sm">
          <CompactButton variant="default" leftSection={<IconRefresh size={16} />} onClick={reload} loading={refreshing}>
            Refresh
          </CompactButton>
          <CompactButton href="/create-post" leftSection={<IconPlus size={16} />}>
            Create Post
          </CompactButton>
        </Group>
      </Group>

      <CalendarStats counts={counts.data?.data} connectedCount={accounts.data ? connected.length : undefined} />

      {failed && !loaded && !posts.data && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error">
          {LOAD_FAILED}
        </Alert>
      )}

      <PlatformsAndLegend
        connected={accounts.data ? connected : undefined}
        counts={counts.data?.data}
        onList={(kind) => setList(listOfStatus(kind))}
      />

      <Card radius="md" padding="md">
        {userLoading ? (
          <Skeleton height={640} radius="md" />
        ) : (
          <PostCalendar
            place={place}
            today={today}
            onPlaceChange={setPlace}
            entries={entries}
            timeZone={timeZone}
            loading={range === null || posts.isPending || isPlaceholderData}
            dayCounts={dayCounts}
            perDay={perDay}
            onMoreClick={(date) => setList(listOfDay(date))}
            onPostClick={(post) => void openPost(post)}
            onMoveClick={setMoving}
            onReschedule={(p, s, revert) => void reschedule(p, s).then((saved) => saved || revert())}
          />
        )}
      </Card>

      {listLoaded && (
        <PostListDialog
          title={list?.title ?? null}
          posts={listedPosts}
          loading={listed.isPending}
          hasMore={listed.hasNextPage}
          loadingMore={listed.isFetchingNextPage}
          onLoadMore={() => void listed.fetchNextPage()}
          timeZone={timeZone}
          onClose={() => setList(null)}
          onEdit={(post) => {
            setList(null);
            setEditing(post);
          }}
        />
      )}
      {moveLoaded && <MoveDialog post={moving} timeZone={timeZone} onMove={reschedule} onClose={() => setMoving(null)} />}
      {editorLoaded && (
        <EditPostDialog
          post={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => (focusAfterReload.current = { id: saved.id, since: Date.now() })}
          onDeleted={() => (focusAfterReload.current = { id: null, since: Date.now() })}
          onOpenThread={(post) => {
            setEditing(null);
            setThread(post);
          }}
        />
      )}
      {threadLoaded && <PostThreadDialog post={thread} onClose={() => setThread(null)} />}
    </Stack>
  );
}
