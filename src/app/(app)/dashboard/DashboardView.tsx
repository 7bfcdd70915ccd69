"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import {
  Alert,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from "@mantine/core";
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCalendarEvent,
  IconChartBar,
  IconClock,
  IconPlugConnected,
  IconRefresh,
  IconRocket,
  IconEye,
  IconHeart,
} from "@tabler/icons-react";
import { LinkAnchor, LinkButton } from "@/components/links";
import { notifyInfo, notifySuccess } from "@/components/notify";
import { hasPremiumAccess, isFreeTrial } from "@/lib/access";
import { isUnlimited } from "@/lib/plans";
import { EditPostDialog } from "@/components/posts/LazyEditPostDialog";
import { notifyServerError } from "@/components/posts/feedback";
import { NetworkBadges, PublishedLinks, StatusBadge } from "@/components/posts/PostBadges";
import { formatDateTime } from "@/lib/time";
import type { PostItem, SocialAccountItem } from "@/components/posts/types";
import { useAppUser, useRefreshPosts } from "@/components/app/use-app-user";
import { useLoadErrorToast } from "@/components/posts/use-load-error-toast";
import { networkLabel } from "@/lib/networks";
import { StatCard } from "@/components/StatCard";
import { useTRPC } from "@/trpc/react";
import { QuickActions } from "./QuickActions";
import classes from "./dashboard.module.css";

const LOAD_FAILED = "Failed to load dashboard data. Please refresh the page.";
const UPCOMING_SHOWN = 5;
const RECENT_SHOWN = 3;

function Section({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder padding="lg" radius="md" data-testid={testId}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

function PostRow({ post, when, onOpen, children }: { post: PostItem; when: string; onOpen: (post: PostItem) => void; children?: ReactNode }) {
  return (
    <div className={classes.postRow} data-post-id={post.id}>
      {/* Named by what it shows (text, status, networks, time): a label of its own hid the rest and
          did not contain the visible text (axe: label-content-name-mismatch). */}
      <UnstyledButton onClick={() => onOpen(post)} w="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text size="sm" lineClamp={2} style={{ flex: 1 }}>
            {post.content}
          </Text>
          <StatusBadge status={post.status} />
        </Group>
        <Group gap="xs" mt={6} justify="space-between">
          <NetworkBadges platforms={post.platforms} />
          <Text size="xs" c="dimmed">
            {when}
          </Text>
        </Group>
      </UnstyledButton>
      {children}
    </div>
  );
}

function AccountRow({ account }: { account: SocialAccountItem }) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="account-row">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {account.accountName}
        </Text>
        <Text size="xs" c="dimmed">
          {networkLabel(account.platform)}
          {account.username ? ` · @${account.username}` : ""}
        </Text>
      </div>
      {account.isExpired ? (
        <Badge color="red" variant="light" size="sm">
          Expired
        </Badge>
      ) : (
        <Badge color="teal" variant="light" size="sm">
          Active
        </Badge>
      )}
    </Group>
  );
}

/** Impressions and interactions (likes, comments, shares) summed over posts and networks. */
function insightTotals(posts: PostItem[]) {
  let impressions = 0;
  let interactions = 0;
  for (const post of posts) {
    for (const i of Object.values(post.insights)) {
      impressions += i.impressions;
      interactions += i.likes + i.comments + i.shares;
    }
  }
  return { impressions, interactions };
}

/** The signed-in home: quick actions, stats, upcoming and recent posts, accounts, insights and AI usage. */
export function DashboardView() {
  const trpc = useTRPC();
  const refresh = useRefreshPosts();
  const { timeZone } = useAppUser();
  const overview = useQuery({ ...trpc.dashboard.overview.queryOptions(), refetchOnWindowFocus: false });
  const stats = useQuery({ ...trpc.dashboard.stats.queryOptions(), refetchOnWindowFocus: false });
  const refreshInsights = useMutation(trpc.dashboard.refreshInsights.mutationOptions());
  const [editing, setEditing] = useState<PostItem | null>(null);

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

  async function handleRefreshInsights() {
    try {
      const result = await refreshInsights.mutateAsync();
      notifySuccess("Insights Updated", `Updated insights for ${result.updatedCount} posts.`);
      void refresh();
    } catch (error) {
      notifyServerError(error, "Error", "Failed to refresh insights. Please try again.");
    }
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

  const upcoming = data?.posts ?? [];
  const moreUpcoming = Math.max((data?.stats.scheduledPosts ?? upcoming.length) - UPCOMING_SHOWN, 0);
  const recent = (data?.publishedPosts ?? []).slice(0, RECENT_SHOWN);
  const atRisk = data?.stats.scheduledPostsAtRisk ?? 0;
  const used = user?.aiPromptsUsed ?? 0;
  const limit = user?.aiPromptsLimit ?? 0;
  const unlimited = isUnlimited(limit);
  const quotaReached = !unlimited && used >= limit;
  const engagement = stats.data?.data.averageEngagementRate;
  const totals = data ? insightTotals(data.publishedPosts) : null;

  return (
    <Stack gap="lg" data-testid="dashboard">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Dashboard</Title>
          <Text c="dimmed">{user ? `Welcome back, ${user.name || user.email}!` : "Welcome back!"}</Text>
        </div>
        {isFreeTrial(user) && (
          <LinkButton href="/pricing" leftSection={<IconRocket size={18} />} variant="gradient" gradient={{ from: "indigo", to: "grape" }}>
            Upgrade Plan
          </LinkButton>
        )}
      </Group>

      {/* On a phone the figures come first and the action cards after them (dashboard.module.css). */}
      <div className={classes.actionsBlock}>
        <QuickActions premium={hasPremiumAccess(user)} />
      </div>

      {atRisk > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Scheduled posts at risk" data-testid="posts-at-risk">
          {atRisk === 1 ? "1 scheduled post" : `${atRisk} scheduled posts`} will not go out as planned unless you fix {atRisk === 1 ? "it" : "them"}{" "}
          first. <LinkAnchor href="/posts?tab=scheduled">See what to fix</LinkAnchor>.
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

      <Grid gap="md" className={classes.detailsBlock}>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <Section
              title="Upcoming Posts"
              testId="upcoming-posts"
              action={
                <LinkAnchor href="/create-post" size="sm">
                  New post
                </LinkAnchor>
              }
            >
              {!data ? (
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
                    <PostRow key={post.id} post={post} when={post.scheduledAt ? formatDateTime(post.scheduledAt, timeZone) : ""} onOpen={openPost} />
                  ))}
                  {moreUpcoming > 0 && (
                    <LinkAnchor href="/posts" size="sm" ta="center" data-testid="upcoming-more">
                      +{moreUpcoming} more
                    </LinkAnchor>
                  )}
                </Stack>
              )}
            </Section>

            <Section title="Recent Activity" testId="recent-activity">
              {!data ? (
                <Skeleton height={64} />
              ) : recent.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Nothing published yet.
                </Text>
              ) : (
                <Stack gap="xs">
                  {recent.map((post) => (
                    <PostRow key={post.id} post={post} when={post.publishedAt ? formatDateTime(post.publishedAt, timeZone) : ""} onOpen={openPost}>
                      <div style={{ marginTop: 6 }}>
                        <PublishedLinks post={post} size="xs" />
                      </div>
                    </PostRow>
                  ))}
                </Stack>
              )}
            </Section>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <Section title="AI Prompt Usage" testId="ai-usage">
              {!user ? (
                <Skeleton height={40} />
              ) : (
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Text size="sm" c="dimmed">
                      {user.subscription || "Free Trial"}
                    </Text>
                    <Text size="sm" fw={600} c={quotaReached ? "red" : undefined} data-testid="ai-usage-text">
                      {unlimited ? `${used} used · Unlimited` : `${used} / ${limit} prompts used`}
                    </Text>
                  </Group>
                  {!unlimited && (
                    <Progress
                      value={limit > 0 ? Math.min((used / limit) * 100, 100) : 100}
                      color={quotaReached ? "red" : "indigo"}
                      size="sm"
                      aria-label="AI prompts used this period"
                    />
                  )}
                  {quotaReached && (
                    <Text size="xs" c="red">
                      You have used all your AI prompts. <LinkAnchor href="/pricing">Upgrade your plan</LinkAnchor> for more.
                    </Text>
                  )}
                </Stack>
              )}
            </Section>

            <Section title="Quick Insights" testId="quick-insights">
              <Group gap="md" wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant="light" color="orange" aria-hidden>
                  <IconChartBar size={24} />
                </ThemeIcon>
                <div>
                  <Text size="sm" c="dimmed">
                    Average engagement rate
                  </Text>
                  {engagement === undefined ? (
                    <Skeleton height={28} width={64} />
                  ) : (
                    <Text fz={26} fw={700} lh={1.2} data-testid="avg-engagement">
                      {engagement.toFixed(1)}%
                    </Text>
                  )}
                </div>
              </Group>
              {totals && (
                <SimpleGrid cols={2} spacing="xs" mt="md">
                  <Group gap={6} wrap="nowrap">
                    <IconEye size={16} />
                    <Text size="sm">{totals.impressions.toLocaleString("en-US")} impressions</Text>
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <IconHeart size={16} />
                    <Text size="sm">{totals.interactions.toLocaleString("en-US")} interactions</Text>
                  </Group>
                </SimpleGrid>
              )}
              {data?.publishedPosts.some((p) => "sandbox" in p.insights) && (
                <Text size="xs" c="dimmed" mt={4}>
                  Includes simulated insights of the sandbox (not a real network).
                </Text>
              )}
              {data && (
                <Text size="xs" c="dimmed" mt="xs">
                  {data.publishedPosts.length === 0
                    ? "Publish posts to see their reach here."
                    : `Across your ${data.publishedPosts.length} most recent published post${data.publishedPosts.length === 1 ? "" : "s"}.`}
                </Text>
              )}
              <Button
                mt="md"
                fullWidth
                variant="light"
                leftSection={<IconRefresh size={16} />}
                loading={refreshInsights.isPending}
                onClick={() => void handleRefreshInsights()}
              >
                Refresh insights
              </Button>
            </Section>

            <Section
              title="Account Overview"
              testId="account-overview"
              action={
                <LinkAnchor href="/accounts" size="sm">
                  Manage
                </LinkAnchor>
              }
            >
              {!data ? (
                <Skeleton height={40} />
              ) : data.socialAccounts.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No accounts connected yet. <LinkAnchor href="/accounts">Connect your social accounts</LinkAnchor> to start posting.
                </Text>
              ) : (
                <Stack gap="sm">
                  {data.socialAccounts.map((account) => (
                    <AccountRow key={account.id} account={account} />
                  ))}
                </Stack>
              )}
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>

      <EditPostDialog post={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
