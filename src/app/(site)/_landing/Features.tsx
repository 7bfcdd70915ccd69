import { Container, SimpleGrid, Stack } from "@/components/static/layout";
import { Card, ThemeIcon } from "@/components/static/surfaces";
import { Text, Title } from "@/components/static/text";
import { IconBulb, IconCalendarEvent, IconChartBar, IconMovie, IconPencilPlus, IconPhoto } from "@tabler/icons-react";

const FEATURES = [
  {
    icon: IconPencilPlus,
    title: "Write with AI",
    text: "Generate a post from a topic or a link in the tone and length you choose, then edit it to taste.",
  },
  {
    icon: IconCalendarEvent,
    title: "Schedule and publish",
    text: "Publish now or pick a date and time; PostPilot posts to every selected network for you.",
  },
  {
    icon: IconBulb,
    title: "AI content plans",
    text: "Turn one subject into a 7, 15 or 30-day plan with a post per day. Planning costs one AI prompt per day.",
  },
  {
    icon: IconMovie,
    title: "AI short videos",
    text: "Generate short videos for TikTok and YouTube Shorts from a content theme. An AI video costs 11 prompts.",
  },
  {
    icon: IconPhoto,
    title: "AI images",
    text: "Create images sized for each network in realistic or illustrated styles, right in the post editor.",
  },
  {
    icon: IconChartBar,
    title: "Insights",
    text: "Follow impressions, clicks and engagement of your published posts from the dashboard.",
  },
];

export function Features() {
  return (
    <Container size="lg" style={{ paddingBlock: "calc(4rem * var(--mantine-scale))" }} component="section" aria-labelledby="features-title">
      <Stack gap="xl">
        <Stack gap={4} style={{ textAlign: "center" }}>
          <Title order={2} id="features-title">
            Everything you need to stay consistent
          </Title>
          <Text dimmed size="lg">
            One place to create, plan and publish, with AI where it helps.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Card key={title} padding="lg">
              <ThemeIcon size={44}>
                <Icon size={24} stroke={1.6} />
              </ThemeIcon>
              <Text style={{ fontWeight: 700, marginTop: "var(--mantine-spacing-md)" }}>{title}</Text>
              <Text size="sm" dimmed style={{ marginTop: "calc(0.25rem * var(--mantine-scale))" }}>
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
