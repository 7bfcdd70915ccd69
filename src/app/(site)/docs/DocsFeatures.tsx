import {
  IconBulb,
  IconCalendarEvent,
  IconChartBar,
  IconListDetails,
  IconMovie,
  IconPencilPlus,
  IconPhoto,
  IconPlugConnected,
} from "@tabler/icons-react";
import { Card, List } from "@/components/static/docs";
import { SimpleGrid, Stack } from "@/components/static/layout";
import { ThemeIcon } from "@/components/static/surfaces";
import { ListItem, Text, Title } from "@/components/static/text";

const FEATURES = [
  {
    icon: IconPencilPlus,
    title: "AI writing",
    points: [
      "Generate a post from a topic in a professional, casual, friendly, enthusiastic or informative tone",
      "Short, medium or long posts",
      "Write from a link: AI reads the page and drafts a post about it",
      "Suggestions: several variations to copy or use as a starting point",
    ],
  },
  {
    icon: IconCalendarEvent,
    title: "Scheduling and publishing",
    points: [
      "Publish now or at a date and time you choose",
      "One post to several networks at once",
      "Failed posts show the network's error and can be published again",
    ],
  },
  {
    icon: IconBulb,
    title: "AI content plans (Pro)",
    points: [
      "Turn one subject into a 7, 15 or 30-day plan with one post per day",
      "Review and edit each post, then approve the plan to schedule it",
      "A plan costs one AI prompt per day",
    ],
  },
  {
    icon: IconMovie,
    title: "AI short videos (premium)",
    points: [
      "Video settings: theme, length (15, 30 or 60 seconds), batch size and posting times",
      "Generate batches for TikTok and YouTube Shorts and publish them when ready",
    ],
  },
  {
    icon: IconPhoto,
    title: "AI images and media",
    points: ["Images sized for each network in several styles and qualities", "Upload your own images and videos"],
  },
  {
    icon: IconListDetails,
    title: "Posts and calendar",
    points: [
      "Posts list with search, network filter and Published, Scheduled, Drafts and Failed tabs",
      "Month and week calendar; drag a post to reschedule it",
    ],
  },
  {
    icon: IconPlugConnected,
    title: "Connected accounts",
    points: ["LinkedIn, X, Threads, Facebook Pages, Instagram, TikTok and YouTube", "Access tokens are stored encrypted and renewed automatically"],
  },
  {
    icon: IconChartBar,
    title: "Dashboard and insights",
    points: ["Upcoming posts, recent activity and AI prompt usage at a glance", "Impressions, clicks and engagement of published posts"],
  },
];

export function DocsFeatures() {
  return (
    <Stack gap="xl">
      <div>
        <Title order={2} size="h3">
          Features
        </Title>
        <Text dimmed>What you can do with PostPilot, area by area.</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {FEATURES.map(({ icon: Icon, title, points }) => (
          <Card key={title}>
            <ThemeIcon size={40}>
              <Icon size={22} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} size="h4" style={{ marginTop: "var(--mantine-spacing-md)", marginBottom: "var(--mantine-spacing-xs)" }}>
              {title}
            </Title>
            <List size="sm" spacing={4} style={{ color: "var(--mantine-color-dimmed)" }}>
              {points.map((point) => (
                <ListItem key={point}>{point}</ListItem>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
