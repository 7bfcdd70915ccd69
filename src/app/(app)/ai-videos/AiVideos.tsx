"use client";
import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Alert, Badge, Card, Center, Group, Loader, Stack, Tabs, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertCircle, IconChartBar, IconCircleCheck, IconLoader, IconLock, IconSettings } from "@tabler/icons-react";
import { LinkAnchor, LinkButton } from "@/components/links";
import { formatUsage, quotaReached } from "@/components/ai/usage";
import { useLoadErrorToast } from "@/components/posts/use-load-error-toast";
import { useTRPC } from "@/trpc/react";
import { AnalyticsTab } from "./AnalyticsTab";
import { QueueList } from "./QueueList";
import { SettingsTab } from "./SettingsTab";
import { COMPLETED, GENERATING, type VideoEntry } from "./types";

type Tab = "settings" | "generating" | "completed" | "analytics";

/** How often the queue is re-read while videos are being generated (spec: video status every 3 s). */
const POLL_MS = 3000;

/** Newest batch first; within a batch video 1, 2, … 10. */
function sortEntries(entries: VideoEntry[]): VideoEntry[] {
  return [...entries].sort(
    (a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || a.title.localeCompare(b.title, undefined, { numeric: true }),
  );
}

/** /ai-videos: locked for non-premium users; otherwise settings, the generation queue and analytics. */
export function AiVideos() {
  const trpc = useTRPC();
  const status = useQuery(trpc.video.status.queryOptions());
  useLoadErrorToast(status.isError, "Failed to load AI video generation. Please refresh the page.");

  if (status.isLoading) {
    return (
      <Center py="xl" data-testid="ai-videos-loading">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">Loading AI video generation…</Text>
        </Group>
      </Center>
    );
  }
  if (!status.data) return null;
  if (!status.data.available) return <LockedPage message={status.data.message} />;
  return (
    <VideoWorkspace used={status.data.user.aiPromptsUsed} limit={status.data.user.aiPromptsLimit} promptsPerVideo={status.data.promptsPerVideo} />
  );
}

function LockedPage({ message }: { message: string }) {
  return (
    <Card withBorder radius="md" padding="xl" maw={640} mx="auto" mt="xl" data-testid="ai-videos-locked">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="violet" aria-hidden>
          <IconLock size={34} />
        </ThemeIcon>
        <Badge color="violet" variant="filled">
          PREMIUM
        </Badge>
        <Title order={1} size="h2">
          AI Video Generation
        </Title>
        <Text c="dimmed">{message}</Text>
        <Text size="sm" c="dimmed">
          Create short videos for TikTok and YouTube Shorts from a theme, generated in batches and published at your preferred times.
        </Text>
        <LinkButton href="/pricing" size="md">
          Upgrade to unlock
        </LinkButton>
      </Stack>
    </Card>
  );
}

function VideoWorkspace({ used, limit, promptsPerVideo }: { used: number; limit: number; promptsPerVideo: number }) {
  const trpc = useTRPC();
  const [tab, setTab] = useState<Tab>("settings");
  const queue = useQuery({
    ...trpc.video.queue.queryOptions(),
    // Live progress while anything is waiting or being generated.
    refetchInterval: (query) => (query.state.data?.queue.some((e) => GENERATING.includes(e.status)) ? POLL_MS : false),
  });
  useLoadErrorToast(queue.isError, "Failed to load the video queue. Please refresh the page.");
  const entries = useMemo(() => sortEntries(queue.data?.queue ?? []), [queue.data]);
  const generating = entries.filter((e) => GENERATING.includes(e.status));
  const completed = entries.filter((e) => COMPLETED.includes(e.status));
  const exhausted = quotaReached(used, limit);

  return (
    <Stack gap="lg" data-testid="ai-videos">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>AI Videos</Title>
          <Text c="dimmed">Short videos for TikTok and YouTube Shorts, generated in batches from your themes.</Text>
        </div>
        <Text size="sm" c={exhausted ? "red" : "dimmed"} fw={exhausted ? 600 : undefined} data-testid="video-usage">
          AI prompts used: {formatUsage(used, limit)} · {promptsPerVideo} per video
        </Text>
      </Group>
      {exhausted && (
        <Alert color="red" variant="filled" icon={<IconAlertCircle size={18} />} data-testid="video-quota-notice">
          You have used all your AI prompts ({formatUsage(used, limit)}). Video generation is disabled until your prompts reset.{" "}
          <LinkAnchor href="/pricing" c="white" td="underline">
            Upgrade your plan
          </LinkAnchor>{" "}
          to continue.
        </Alert>
      )}
      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)}>
        <Tabs.List>
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} />}>
            Settings
          </Tabs.Tab>
          <Tabs.Tab value="generating" leftSection={<IconLoader size={16} />} data-testid="tab-generating">
            Generating ({generating.length})
          </Tabs.Tab>
          <Tabs.Tab value="completed" leftSection={<IconCircleCheck size={16} />} data-testid="tab-completed">
            Completed ({completed.length})
          </Tabs.Tab>
          <Tabs.Tab value="analytics" leftSection={<IconChartBar size={16} />}>
            Analytics
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings" pt="md">
          <SettingsTab exhausted={exhausted} onQueued={() => setTab("generating")} />
        </Tabs.Panel>
        <Tabs.Panel value="generating" pt="md">
          <QueueList entries={generating} kind="generating" loading={queue.isLoading} />
        </Tabs.Panel>
        <Tabs.Panel value="completed" pt="md">
          <QueueList entries={completed} kind="completed" loading={queue.isLoading} />
        </Tabs.Panel>
        <Tabs.Panel value="analytics" pt="md">
          <AnalyticsTab entries={entries} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
