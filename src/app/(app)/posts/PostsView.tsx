"use client";
import { useEffect, useMemo, useRef, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAlertCircle, IconPlus, IconSearch } from "@tabler/icons-react";
import { Alert } from "@/components/static/Alert";
import { Grid, ThemeIcon } from "@/components/static/cards";
import { CompactBadge, CompactButton } from "@/components/static/compact";
import { CloseButton, NativeSelect, SectionedInput } from "@/components/static/form";
import { Tabs } from "@/components/static/Tabs";
import { spacing } from "@/components/static/box";
import { Group, Stack } from "@/components/static/layout";
import { Skeleton } from "@/components/static/feedback";
import { Text, Title } from "@/components/static/text";
import { notifySuccess } from "@/components/notify";
import { rescueFocus } from "@/components/use-focus-return";
import { useOpenedOnce } from "@/components/use-opened-once";
import { ConfirmDialog } from "@/components/posts/ConfirmDialog";
import { EditPostDialog } from "@/components/posts/LazyEditPostDialog";
import { PostThreadDialog } from "@/components/posts/thread/LazyPostThreadDialog";
import { notifyPublishResult, notifyServerError } from "@/components/posts/feedback";
import type { PostItem, PostStatus } from "@/components/posts/types";
import { useAppUser, useRefreshPosts } from "@/components/app/use-app-user";
import { useWorkspaceRole } from "@/components/app/use-workspace-role";
import { useLoadErrorToast } from "@/components/posts/use-load-error-toast";
import { useTRPC } from "@/trpc/react";
import { PostCard, type PostAction } from "./PostCard";
import { listFilter, listInput, listViewOf, nextCursor, PLATFORM_FILTER, type ListView } from "./list-view";
import { visibleTabs } from "./tabs";
import { REVIEW_ACTIONS, useReviewActions, type ReviewAction } from "./use-review-actions";

const LOAD_FAILED = "Failed to load posts. Please refresh the page.";

/**
 * The view lives in the URL (?tab=&q=&platform=), so reload, back and a shared link land on it.
 * Typing replaces the entry (no history entry per key); the tab and the filter push one.
 */
function useListUrl() {
  const params = useSearchParams();
  const pathname = usePathname();
  const view = listViewOf(params);
  function update(change: Partial<ListView>, mode: "push" | "replace") {
    const next = { ...view, ...change };
    const query = new URLSearchParams();
    if (next.tab !== "published") query.set("tab", next.tab);
    if (next.q) query.set("q", next.q);
    if (next.platform !== "all") query.set("platform", next.platform);
    const url = query.size ? `${pathname}?${query}` : pathname;
    // Next.js syncs useSearchParams with the History API: no server round trip for a view change.
    if (mode === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
  }
  return { ...view, update };
}

/** All posts, by status, with search, a network filter and per-post actions; paged on the server. */
export function PostsView() {
  const trpc = useTRPC();
  const refresh = useRefreshPosts();
  const { timeZone } = useAppUser();
  const url = useListUrl();
  const { tab, platform } = url;
  const [search, setSearch] = useState(url.q);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  // Keep the box in step when the URL changes underneath (back/forward), not when our own write lands.
  const urlQ = url.q;
  const [seenUrlQ, setSeenUrlQ] = useState(urlQ);
  if (seenUrlQ !== urlQ) {
    setSeenUrlQ(urlQ);
    if (urlQ !== debouncedSearch) setSearch(urlQ);
  }
  const updateUrl = url.update;
  useEffect(() => {
    if (debouncedSearch !== urlQ) updateUrl({ q: debouncedSearch }, "replace");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search writes the URL
  }, [debouncedSearch]);

  const counts = useQuery({ ...trpc.post.counts.queryOptions(listFilter(url)), placeholderData: keepPreviousData });
  const posts = useInfiniteQuery(trpc.post.list.infiniteQueryOptions(listInput(url), { getNextPageParam: nextCursor }));
  const approve = useMutation(trpc.post.approve.mutationOptions());
  const publishNow = useMutation(trpc.post.publishNow.mutationOptions());
  const republish = useMutation(trpc.post.republish.mutationOptions());
  const remove = useMutation(trpc.post.delete.mutationOptions());
  const workspace = useWorkspaceRole();
  const review = useReviewActions(timeZone, refresh);

  const [editing, setEditing] = useState<PostItem | null>(null);
  const [deleting, setDeleting] = useState<PostItem | null>(null);
  const [thread, setThread] = useState<PostItem | null>(null);
  const [busy, setBusy] = useState<{ id: string; action: PostAction } | null>(null);
  // The editor (date pickers, selects) and the thread load and mount on their first opening.
  const editorLoaded = useOpenedOnce(editing !== null);
  const threadLoaded = useOpenedOnce(thread !== null);

  useLoadErrorToast(posts.isError, LOAD_FAILED);

  // A post that changed status between two pages can come back on a refetch: show it once.
  const shown = useMemo(() => {
    const byId = new Map<string, PostItem>();
    for (const page of posts.data?.pages ?? []) for (const post of page.data) if (!byId.has(post.id)) byId.set(post.id, post);
    return [...byId.values()];
  }, [posts.data]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = posts;
  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: "600px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, shown.length]);

  async function run(action: PostAction, post: PostItem) {
    // Resubmitting a post sent back is editing it: the dialog's main action resubmits it.
    if (action === "edit" || action === "resubmit") return setEditing(post);
    if (action === "delete") return setDeleting(post);
    if (action === "thread") return setThread(post);
    if (REVIEW_ACTIONS.includes(action)) {
      setBusy({ id: post.id, action });
      return void review.run(action as ReviewAction, post).finally(() => setBusy(null));
    }
    setBusy({ id: post.id, action });
    try {
      if (action === "approve") {
        const answer = await approve.mutateAsync({ id: post.id });
        notifySuccess("Post Approved", answer.message);
      } else {
        const answer = action === "publishNow" ? await publishNow.mutateAsync({ id: post.id }) : await republish.mutateAsync({ id: post.id });
        notifyPublishResult(answer);
      }
    } catch (error) {
      notifyServerError(error, action === "approve" ? "Failed to approve post" : "Failed to publish post");
    } finally {
      setBusy(null);
      void refresh();
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      notifySuccess("Post deleted", "The post has been removed.");
    } catch (error) {
      notifyServerError(error, "Failed to delete post");
    } finally {
      setDeleting(null);
      // The deleted post's card (and its Delete button, where focus went back) disappears.
      void refresh().then(() => rescueFocus());
    }
  }

  const searching = urlQ !== "" || platform !== "all";
  const count = (status: PostStatus) => counts.data?.data[status];
  const tabs = visibleTabs(workspace.kind, counts.data?.data);

  const panel = (t: (typeof tabs)[number]) =>
    !posts.data ? (
      <Grid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={180} radius="md" />
        ))}
      </Grid>
    ) : shown.length === 0 ? (
      <Stack align="center" gap="xs" style={{ paddingBlock: spacing(48), textAlign: "center" }} data-testid="posts-empty">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          {t.icon}
        </ThemeIcon>
        <Text style={{ fontWeight: 600 }}>{searching ? "No posts match your search" : t.empty}</Text>
        <Text size="sm" dimmed style={{ maxWidth: spacing(420) }}>
          {searching ? "Try other words or another platform." : t.hint}
        </Text>
        {!searching && (
          <CompactButton href="/create-post" variant="light" style={{ marginTop: "var(--mantine-spacing-xs)" }} leftSection={<IconPlus size={16} />}>
            Create Post
          </CompactButton>
        )}
      </Stack>
    ) : (
      <Stack gap="md">
        <Grid cols={{ base: 1, md: 2, xl: 3 }} spacing="md" data-testid="posts-list">
          {shown.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              timeZone={timeZone}
              viewer={workspace.viewer}
              busy={busy?.id === post.id ? busy.action : null}
              onAction={(a, p) => void run(a, p)}
            />
          ))}
        </Grid>
        {hasNextPage && (
          <Group justify="center" ref={sentinel}>
            <CompactButton variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()} data-testid="posts-load-more">
              Load more
            </CompactButton>
          </Group>
        )}
      </Stack>
    );

  // Plain markup with Mantine's classes (static/*): the page hydrates without Mantine's component
  // layers apart from the dialogs (docs/decisions.md); the platform filter is a native select.
  return (
    <Stack gap="lg" data-testid="posts-page">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Posts</Title>
          <Text dimmed>Your published, scheduled, draft and failed posts, and those in review.</Text>
        </div>
        <Group gap="sm">
          <CompactButton href="/posts/import" variant="default">
            Import / export
          </CompactButton>
          <CompactButton href="/create-post" leftSection={<IconPlus size={18} />}>
            Create Post
          </CompactButton>
        </Group>
      </Group>

      <Group gap="sm" align="flex-end">
        <SectionedInput
          placeholder="Search posts…"
          aria-label="Search posts"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          rightSection={search ? <CloseButton size="sm" onClick={() => setSearch("")} aria-label="Clear search" /> : undefined}
          style={{ flex: 1, minWidth: 220 }}
          data-testid="posts-search"
        />
        <NativeSelect
          aria-label="Platform"
          data={PLATFORM_FILTER}
          value={platform}
          onChange={(event) => url.update({ platform: event.currentTarget.value }, "push")}
          rootStyle={{ width: 200 }}
          data-testid="posts-platform-filter"
        />
      </Group>

      {posts.isError && !posts.data ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error">
          {LOAD_FAILED}
        </Alert>
      ) : (
        <Tabs
          value={tab}
          onChange={(v) => url.update({ tab: v }, "push")}
          tabs={tabs.map((t) => ({
            value: t.value,
            label: t.label,
            "data-testid": `tab-${t.value}`,
            rightSection: (
              <CompactBadge
                size="sm"
                variant={tab === t.value ? "filled" : "light"}
                color={t.value === "failed" && (count("failed") ?? 0) > 0 ? "red" : undefined}
                circle={(count(t.value) ?? 0) < 10}
              >
                {count(t.value) ?? "…"}
              </CompactBadge>
            ),
            // Only the selected tab's panel has content (Mantine's keepMounted={false}).
            panel: t.value === tab ? panel(t) : null,
          }))}
        />
      )}

      {editorLoaded && <EditPostDialog post={editing} onClose={() => setEditing(null)} />}
      {threadLoaded && <PostThreadDialog post={thread} onClose={() => setThread(null)} />}
      {review.dialogs}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete post"
        message="Are you sure you want to delete this post?"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
