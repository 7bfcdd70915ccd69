"use client";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { useQuery } from "@tanstack/react-query";
import { IconAlertCircle, IconAlertTriangle, IconCalendarEvent, IconClock, IconPlugConnected, IconRocket } from "@tabler/icons-react";
import { Alert } from "@/components/static/Alert";
import { CompactButton } from "@/components/static/compact";
import { Group, SimpleGrid, Stack } from "@/components/static/layout";
import { Anchor, Text, Title } from "@/components/static/text";
import { notifyInfo } from "@/components/notify";
import { hasPremiumAccess, isFreeTrial } from "@/lib/access";
import { EditPostDialog } from "@/components/posts/LazyEditPostDialog";
import type { PostItem } from "@/components/posts/types";
import { useAppUser } from "@/components/app/use-app-user";
import { useLoadErrorToast } from "@/components/posts/use-load-error-toast";
import { StatCard } from "@/components/StatCard";
import { useOpenedOnce } from "@/components/use-opened-once";
import { useTRPC } from "@/trpc/react";
import { QuickActions } from "./QuickActions";
import { UpcomingPosts } from "./UpcomingPosts";
import { RecentActivity } from "./RecentActivity";
import { AiPromptUsage } from "./AiPromptUsage";
import { QuickInsights } from "./QuickInsights";
import { AccountOverview } from "./AccountOverview";
import classes from "./dashboard.module.css";

const LOAD_FAILED = "Failed to load dashboard data. Please refresh the page.";

/** The view's last element: the page's first paint waits for it (below). */
const DASHBOARD_END_ID = "dashboard-end";

/** The signed-in home: quick actions, stats, upcoming and recent posts, accounts, insights and AI usage (one file per section). */
export function DashboardView() {
  const trpc = useTRPC();
  const { timeZone } = useAppUser();
  const overview = useQuery({ ...trpc.dashboard.overview.queryOptions(), refetchOnWindowFocus: false });
  const stats = useQuery({ ...trpc.dashboard.stats.queryOptions(), refetchOnWindowFocus: false });
  const [editing, setEditing] = useState<PostItem | null>(null);
  // The editor (date pickers, selects) loads and mounts on its first opening.
  const editorLoaded = useOpenedOnce(editing !== null);

  useLoadErrorToast(overview.isError, LOAD_FAILED);

  // Reload when the window regains focus (e.g. back from connecting an account), unless already loading.
  const queries = useRef({ overview, stats });
  useEffect(() => {
    queries.current = { overview, stats };
  });
  useEffect(() => {
    const onFocus = () => {
      const { overview: o, stats: s } = queries.current;
      if (!o.isFetching) void o.refetch();
      if (!s.isFetching) void s.refetch();
    };
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, []);

  const data = overview.data;
  const user = data?.user ?? stats.data?.data.user ?? null;

  function openPost(post: PostItem) {
    if (post.status === "published") {
      notifyInfo("Published post", "This post has already been published. Published posts cannot be edited.");
      return;
    }
    setEditing(post);
  }

  if (overview.isError && !data) {
    return (
      <Stack gap="lg">
        <Title order={1}>Dashboard</Title>
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error">
          {LOAD_FAILED}
        </Alert>
      </Stack>
    );
  }

  const atRisk = data?.stats.scheduledPostsAtRisk ?? 0;

  return (
    <Stack gap="lg" data-testid="dashboard">
      {/*
        The first paint waits until the whole view is parsed (React puts the link in <head>; browsers
        without rel=expect ignore it). Painted half parsed, the phone layout, which moves the action
        cards last with CSS, drew them under the figures and then moved them away as the rest arrived:
        a layout shift of 0.26-0.47 in a third of loads. Only here: elsewhere the DOM order is the
        order on screen, and an early first paint is worth more.
      */}
      <link rel="expect" href={`#${DASHBOARD_END_ID}`} blocking="render" />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Dashboard</Title>
          <Text dimmed>{user ? `Welcome back, ${user.name || user.email}!` : "Welcome back!"}</Text>
        </div>
        {isFreeTrial(user) && (
          <CompactButton href="/pricing" leftSection={<IconRocket size={18} />} variant="gradient" gradient={{ from: "indigo", to: "grape" }}>
            Upgrade Plan
          </CompactButton>
        )}
      </Group>

      {/* On a phone the figures come first and the action cards after them (dashboard.module.css). */}
      <div className={classes.actionsBlock}>
        <QuickActions premium={hasPremiumAccess(user)} />
      </div>

      {atRisk > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Scheduled posts at risk" data-testid="posts-at-risk">
          {atRisk === 1 ? "1 scheduled post" : `${atRisk} scheduled posts`} will not go out as planned unless you fix {atRisk === 1 ? "it" : "them"}{" "}
          first. <Anchor href="/posts?tab=scheduled">See what to fix</Anchor>.
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" className={classes.statsBlock}>
        <StatCard label="Scheduled Posts" value={data?.stats.scheduledPosts} icon={<IconClock size={26} />} color="blue" testId="stat-scheduled" />
        <StatCard
          label="Connected Accounts"
          value={data?.stats.connectedAccounts}
          icon={<IconPlugConnected size={26} />}
          color="teal"
          testId="stat-accounts"
        />
        <StatCard
          label="Posts This Month"
          value={data?.stats.postsThisMonth}
          icon={<IconCalendarEvent size={26} />}
          color="grape"
          testId="stat-month"
        />
      </SimpleGrid>

      {/* Mantine's Grid (gap md) and its two columns; spans and orders in dashboard.module.css. */}
      <div className={`${classes.detailsBlock} m_410352e9 mantine-Grid-root`} style={{ "--grid-gap": "var(--mantine-spacing-md)" } as CSSProperties}>
        <div className="m_dee7bd2f mantine-Grid-inner">
          <div className={`m_96bdd299 mantine-Grid-col ${classes.mainCol}`}>
            <Stack gap="md">
              <UpcomingPosts posts={data?.posts} scheduledCount={data?.stats.scheduledPosts} timeZone={timeZone} onOpen={openPost} />
              <RecentActivity published={data?.publishedPosts} timeZone={timeZone} onOpen={openPost} />
            </Stack>
          </div>
          <div className={`m_96bdd299 mantine-Grid-col ${classes.sideCol}`}>
            <Stack gap="md">
              <AiPromptUsage user={user} />
              <QuickInsights published={data?.publishedPosts} engagement={stats.data?.data.averageEngagementRate} />
              <AccountOverview accounts={data?.socialAccounts} />
            </Stack>
          </div>
        </div>
      </div>

      {editorLoaded && <EditPostDialog post={editing} onClose={() => setEditing(null)} />}
      <span id={DASHBOARD_END_ID} hidden />
    </Stack>
  );
}
