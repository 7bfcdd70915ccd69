import { Avatar, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBulb, IconShieldLock, IconTargetArrow, IconUsers } from "@tabler/icons-react";
import { LinkButton } from "@/components/links";
import { pageMetadata } from "@/app/(site)/_shared/metadata";

export const metadata = pageMetadata(
  "About",
  "Why PostPilot exists: our mission, our story since 2023, the values we work by and the team behind it.",
);

const VALUES = [
  {
    icon: IconUsers,
    title: "User-Centric",
    text: "We build for the people who post every day: fewer clicks, clear screens and features that earn their place.",
  },
  {
    icon: IconTargetArrow,
    title: "Results-Driven",
    text: "A post is only worth the attention it gets. We measure what reaches your audience and help you improve it.",
  },
  {
    icon: IconBulb,
    title: "Innovation",
    text: "We put new AI to work where it saves real time, from a first draft to a month of planned content.",
  },
  {
    icon: IconShieldLock,
    title: "Security",
    text: "Your accounts are yours. Access tokens are encrypted, payments go through a certified provider and you can run PostPilot yourself.",
  },
];

const TEAM = [
  { name: "Sofia Jansen", role: "Co-founder & CEO", initials: "SJ", bio: "Ran social media for a growing agency and wanted one calm place to do it all." },
  { name: "Daniel Okafor", role: "Co-founder & CTO", initials: "DO", bio: "Builds the scheduler and the integrations that keep posts going out on time." },
  { name: "Mei Lin", role: "Head of Product", initials: "ML", bio: "Talks to users every week and turns what she hears into the next release." },
];

const STATS = [
  { value: "10K+", label: "Users" },
  { value: "1M+", label: "Posts published" },
  { value: "50+", label: "Countries" },
  { value: "99.9%", label: "Uptime" },
];

export default function AboutPage() {
  return (
    <Container size="lg" py={48}>
      <Stack gap={64}>
        <Stack gap="md" ta="center" align="center">
          <Title order={1}>About PostPilot</Title>
          <Text size="xl" c="dimmed" maw={720}>
            Our mission is to give every creator, small business and team the social media presence they deserve, without
            spending their days on it. PostPilot writes with you, plans with you and publishes for you.
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" data-testid="about-stats">
          {STATS.map((stat) => (
            <Card key={stat.label} withBorder radius="md" padding="lg" ta="center">
              <Text fz={36} fw={800} c="indigo" lh={1.1}>
                {stat.value}
              </Text>
              <Text c="dimmed" size="sm" mt={4}>
                {stat.label}
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        <Stack gap="md" component="section" aria-labelledby="story-title" maw={760} mx="auto">
          <Title order={2} id="story-title">
            Our story
          </Title>
          <Text>
            PostPilot started in 2023, when our founders were managing a handful of brands across five networks with a
            spreadsheet, a calendar and far too many browser tabs. Writing took hours, posting at the right time meant
            setting alarms, and nobody could say which posts actually worked.
          </Text>
          <Text>
            We built the tool we wanted: one dashboard to write, schedule and publish, with AI that drafts a post from a
            topic or a link and turns one subject into a month of content. What began as an internal tool is now used by
            people all over the world, and it is open source, so anyone can run it on their own servers.
          </Text>
        </Stack>

        <Stack gap="lg" component="section" aria-labelledby="values-title">
          <Title order={2} id="values-title" ta="center">
            Our values
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <Card key={title} withBorder radius="md" padding="lg">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  <Icon size={24} stroke={1.6} />
                </ThemeIcon>
                <Title order={3} size="h4" mt="md">
                  {title}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="lg" component="section" aria-labelledby="team-title">
          <Title order={2} id="team-title" ta="center">
            The team
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {TEAM.map((member) => (
              <Card key={member.name} withBorder radius="md" padding="xl" ta="center" data-testid="team-card">
                <Avatar size={80} radius={80} color="indigo" mx="auto">
                  {member.initials}
                </Avatar>
                <Title order={3} size="h4" mt="md">
                  {member.name}
                </Title>
                <Text c="indigo" fw={500} size="sm">
                  {member.role}
                </Text>
                <Text size="sm" c="dimmed" mt="sm">
                  {member.bio}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="md" align="center" ta="center">
          <Title order={2}>Want to talk to us?</Title>
          <Text c="dimmed">Questions, ideas or partnerships: we answer within 24 hours.</Text>
          <LinkButton href="/contact" size="md">
            Contact us
          </LinkButton>
        </Stack>
      </Stack>
    </Container>
  );
}
