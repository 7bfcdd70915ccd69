"use client";
import { useMutation } from "@tanstack/react-query";
import { IconChartBar, IconEye, IconHeart, IconRefresh } from "@tabler/icons-react";
import { notifySuccess } from "@/components/notify";
import { CompactButton } from "@/components/static/compact";
import { spacing } from "@/components/static/box";
import { Group, SimpleGrid } from "@/components/static/layout";
import { Skeleton } from "@/components/static/feedback";
import { ThemeIcon } from "@/components/static/surfaces";
import { Text } from "@/components/static/text";
import { notifyServerError } from "@/components/posts/feedback";
import type { PostItem } from "@/components/posts/types";
import { useRefreshPosts } from "@/components/app/use-app-user";
import { useTRPC } from "@/trpc/react";
import { formatCount } from "@/lib/numbers";
import { Section } from "./parts";

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

/**
 * The average engagement rate and the reach of the latest published posts, with a button that
 * fetches their insights again. `published` is undefined while loading, `engagement` likewise.
 */
export function QuickInsights({ published, engagement }: { published: PostItem[] | undefined; engagement: number | undefined }) {
  const trpc = useTRPC();
  const refresh = useRefreshPosts();
  const refreshInsights = useMutation(trpc.dashboard.refreshInsights.mutationOptions());
  const totals = published ? insightTotals(published) : null;

  async function handleRefreshInsights() {
    try {
      const result = await refreshInsights.mutateAsync();
      notifySuccess("Insights Updated", `Updated insights for ${result.updatedCount} posts.`);
      void refresh();
    } catch (error) {
      notifyServerError(error, "Error", "Failed to refresh insights. Please try again.");
    }
  }

  return (
    <Section title="Quick Insights" testId="quick-insights">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} variant="light" color="orange">
          <IconChartBar size={24} />
        </ThemeIcon>
        <div>
          <Text size="sm" dimmed>
            Average engagement rate
          </Text>
          {engagement === undefined ? (
            <Skeleton height={28} width={64} />
          ) : (
            <Text style={{ fontSize: spacing(26), fontWeight: 700, lineHeight: 1.2 }} data-testid="avg-engagement">
              {engagement.toFixed(1)}%
            </Text>
          )}
        </div>
      </Group>
      {totals && (
        <SimpleGrid cols={{ base: 2 }} spacing="xs" style={{ marginTop: "var(--mantine-spacing-md)" }}>
          <Group gap={6} wrap="nowrap">
            <IconEye size={16} />
            <Text size="sm">{formatCount(totals.impressions)} impressions</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconHeart size={16} />
            <Text size="sm">{formatCount(totals.interactions)} interactions</Text>
          </Group>
        </SimpleGrid>
      )}
      {published?.some((p) => "sandbox" in p.insights) && (
        <Text size="xs" dimmed style={{ marginTop: spacing(4) }}>
          Includes simulated insights of the sandbox (not a real network).
        </Text>
      )}
      {published && (
        <Text size="xs" dimmed style={{ marginTop: "var(--mantine-spacing-xs)" }}>
          {published.length === 0
            ? "Publish posts to see their reach here."
            : `Across your ${published.length} most recent published post${published.length === 1 ? "" : "s"}.`}
        </Text>
      )}
      <CompactButton
        style={{ marginTop: "var(--mantine-spacing-md)" }}
        fullWidth
        variant="light"
        leftSection={<IconRefresh size={16} />}
        loading={refreshInsights.isPending}
        onClick={() => void handleRefreshInsights()}
      >
        Refresh insights
      </CompactButton>
    </Section>
  );
}
