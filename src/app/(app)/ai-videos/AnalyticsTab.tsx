"use client";
import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconChartLine, IconCircleCheck, IconClock, IconMovie, IconSparkles } from "@tabler/icons-react";
import { StatCard } from "@/components/StatCard";
import type { VideoEntry } from "./types";

/** Four counters from the queue and the 'Coming Soon' card for per-video performance. */
export function AnalyticsTab({ entries }: { entries: VideoEntry[] }) {
  const published = entries.filter((e) => e.status === "published").length;
  const scheduled = entries.filter((e) => e.status === "scheduled").length;
  const prompts = entries.reduce((sum, e) => sum + e.aiPromptsUsed, 0);
  return (
    <Stack gap="lg" data-testid="video-analytics">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <StatCard label="Total Videos" value={entries.length} icon={<IconMovie size={20} />} color="violet" testId="video-stat-total" />
        <StatCard label="Published" value={published} icon={<IconCircleCheck size={20} />} color="green" testId="video-stat-published" />
        <StatCard label="Scheduled" value={scheduled} icon={<IconClock size={20} />} color="blue" testId="video-stat-scheduled" />
        <StatCard label="AI Prompts Used" value={prompts} icon={<IconSparkles size={20} />} color="orange" testId="video-stat-prompts" />
      </SimpleGrid>
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconChartLine size={30} />
          </ThemeIcon>
          <Title order={2} size="h3">
            Coming Soon
          </Title>
          <Text c="dimmed" maw={460}>
            Views, likes and shares of your published videos on TikTok and YouTube Shorts will appear here.
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
