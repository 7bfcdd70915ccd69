"use client";
import { useMemo, useState, type ReactNode } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, Badge, CloseButton, Group, Select, SimpleGrid, Skeleton, Stack, Tabs, Text, TextInput, ThemeIcon, Title } from "@mantine/core";
import { IconAlertCircle, IconCalendarTime, IconCircleCheck, IconFileText, IconPlus, IconSearch } from "@tabler/icons-react";
import { LinkButton } from "@/components/links";
import { notifySuccess } from "@/components/notify";
import { ConfirmDialog } from "@/components/posts/ConfirmDialog";
import { EditPostDialog } from "@/components/posts/LazyEditPostDialog";
import { notifyPublishResult, notifyServerError } from "@/components/posts/feedback";
import type { PostItem, PostStatus } from "@/components/posts/types";
import { useAppUser, useRefreshPosts } from "@/components/posts/useAppUser";
import { useLoadErrorToast } from "@/components/posts/useLoadErrorToast";
import { useTRPC } from "@/trpc/react";
import { PostCard, type PostAction } from "./PostCard";

const LOAD_FAILED = "Failed to load posts. Please refresh the page.";

const PLATFORM_FILTER = [
  { value: "all", label: "All Platforms" },
  { value: "linkedin", label: "LinkedIn" },
  { value: "x", label: "X" },
  { value: "facebook", label: "Facebook" },
  { value: "threads", label: "Threads" },
  { value: "instagram", label: "Instagram" },
  { value: "tiktok", label: "TikTok" },
  { value: "youtube", label: "YouTube" },
  { value: "sandbox", label: "Sandbox" },
];

const TABS: { value: PostStatus; label: string; empty: string; hint: string; icon: ReactNode }[] = [
  { value: "published", label: "Published", empty: "No published posts", hint: "Posts you publish show up here with links to the networks.", icon: <IconCircleCheck size={26} /> },
  { value: "scheduled", label: "Scheduled", empty: "No scheduled posts", hint: "Schedule a post and it waits here until it goes out.", icon: <IconCalendarTime size={26} /> },
  { value: "draft", label: "Drafts", empty: "No drafts", hint: "Posts you save as drafts, and drafts from your AI content plans, wait here.", icon: <IconFileText size={26} /> },
  { value: "failed", label: "Failed", empty: "No failed posts", hint: "Nothing failed. Posts that could not be published would show up here.", icon: <IconAlertCircle size={26} /> },
];

function time(value: Date | null | undefined): number {
  return value ? new Date(value).getTime() : 0;
}

/** Soonest first for scheduled posts, newest first for the rest. */
function sortPosts(status: PostStatus, posts: PostItem[]): PostItem[] {
  const copy = [...posts];
  if (status === "scheduled") return copy.sort((a, b) => time(a.scheduledAt) - time(b.scheduledAt));
  if (status === "published") return copy.sort((a, b) => time(b.publishedAt) - time(a.publishedAt));
  if (status === "failed") return copy.sort((a, b) => time(b.updatedAt) - time(a.updatedAt));
  return copy.sort((a, b) => time(b.createdAt) - time(a.createdAt));
}

/** All posts, by status, with search, a network filter and per-post actions. */
export function PostsView() {
  const trpc = useTRPC();
  const refresh = useRefreshPosts();
  const { timeZone } = useAppUser();
  const posts = useQuery(trpc.dashboard.posts.queryOptions({ showAll: "true", limit: 100 }));
  const approve = useMutation(trpc.post.approve.mutationOptions());
  const publishNow = useMutation(trpc.post.publishNow.mutationOptions());
  const republish = useMutation(trpc.post.republish.mutationOptions());
  const remove = useMutation(trpc.post.delete.mutationOptions());

  const [search, setSearch] = useState("");
  const [platform, setPlatform] = useState("all");
  const [tab, setTab] = useState<PostStatus>("published");
  const [editing, setEditing] = useState<PostItem | null>(null);
  const [deleting, setDeleting] = useState<PostItem | null>(null);
  const [busy, setBusy] = useState<{ id: string; action: PostAction } | null>(null);

  useLoadErrorToast(posts.isError, LOAD_FAILED);

  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (posts.data?.data ?? []).filter(
      (p) => (platform === "all" || p.platforms.includes(platform)) && (!needle || p.content.toLowerCase().includes(needle)),
    );
  }, [posts.data, search, platform]);

  const byStatus = useMemo(() => {
    const groups: Record<PostStatus, PostItem[]> = { published: [], scheduled: [], draft: [], failed: [] };
    for (const post of filtered) groups[post.status].push(post);
    for (const status of Object.keys(groups) as PostStatus[]) groups[status] = sortPosts(status, groups[status]);
    return groups;
  }, [filtered]);

  async function run(action: PostAction, post: PostItem) {
    if (action === "edit") return setEditing(post);
    if (action === "delete") return setDeleting(post);
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
      void refresh();
    }
  }

  const searching = search.trim() !== "" || platform !== "all";

  return (
    <Stack gap="lg" data-testid="posts-page">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Posts</Title>
          <Text c="dimmed">Your published, scheduled, draft and failed posts.</Text>
        </div>
        <LinkButton href="/create-post" leftSection={<IconPlus size={18} />}>
          Create Post
        </LinkButton>
      </Group>

      <Group gap="sm" align="flex-end">
        <TextInput
          placeholder="Search posts…"
          aria-label="Search posts"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          rightSection={
            search ? (
              <CloseButton size="sm" onClick={() => setSearch("")} aria-label="Clear search" />
            ) : undefined
          }
          style={{ flex: 1, minWidth: 220 }}
          data-testid="posts-search"
        />
        <Select
          aria-label="Platform"
          data={PLATFORM_FILTER}
          value={platform}
          onChange={(v) => setPlatform(v ?? "all")}
          allowDeselect={false}
          w={200}
          data-testid="posts-platform-filter"
        />
      </Group>

      {posts.isError && !posts.data ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error">
          {LOAD_FAILED}
        </Alert>
      ) : (
        <Tabs value={tab} onChange={(v) => v && setTab(v as PostStatus)} keepMounted={false}>
          <Tabs.List>
            {TABS.map((t) => (
              <Tabs.Tab
                key={t.value}
                value={t.value}
                rightSection={
                  <Badge size="sm" variant={tab === t.value ? "filled" : "light"} color={t.value === "failed" && byStatus.failed.length > 0 ? "red" : undefined} circle={byStatus[t.value].length < 10}>
                    {posts.data ? byStatus[t.value].length : "…"}
                  </Badge>
                }
                data-testid={`tab-${t.value}`}
              >
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((t) => (
            <Tabs.Panel key={t.value} value={t.value} pt="md">
              {!posts.data ? (
                <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} height={180} radius="md" />
                  ))}
                </SimpleGrid>
              ) : byStatus[t.value].length === 0 ? (
                <Stack align="center" py={48} gap="xs" ta="center" data-testid="posts-empty">
                  <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
                    {t.icon}
                  </ThemeIcon>
                  <Text fw={600}>{searching ? "No posts match your search" : t.empty}</Text>
                  <Text size="sm" c="dimmed" maw={420}>
                    {searching ? "Try other words or another platform." : t.hint}
                  </Text>
                  {!searching && (
                    <LinkButton href="/create-post" variant="light" mt="xs" leftSection={<IconPlus size={16} />}>
                      Create Post
                    </LinkButton>
                  )}
                </Stack>
              ) : (
                <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
                  {byStatus[t.value].map((post) => (
                    <PostCard key={post.id} post={post} timeZone={timeZone} busy={busy?.id === post.id ? busy.action : null} onAction={(a, p) => void run(a, p)} />
                  ))}
                </SimpleGrid>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}

      <EditPostDialog post={editing} onClose={() => setEditing(null)} />
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
