import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
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
    <Container size="lg" py={64} component="section" aria-labelledby="features-title">
      <Stack gap="xl">
        <Stack gap={4} ta="center">
          <Title order={2} id="features-title">
            Everything you need to stay consistent
          </Title>
          <Text c="dimmed" size="lg">
            One place to create, plan and publish, with AI where it helps.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Card key={title} withBorder radius="md" padding="lg">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <Icon size={24} stroke={1.6} />
              </ThemeIcon>
              <Text fw={700} mt="md">
                {title}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
