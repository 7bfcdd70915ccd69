import { IconBulb, IconShieldLock, IconTargetArrow, IconUsers } from "@tabler/icons-react";
import { pageMetadata } from "@/app/(site)/_shared/metadata";
import classes from "@/app/(site)/about/about.module.css";
import { Button } from "@/components/static/buttons";
import { Container, SimpleGrid, Stack } from "@/components/static/layout";
import { Card, ThemeIcon } from "@/components/static/surfaces";
import { Text, Title } from "@/components/static/text";

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
  {
    name: "Sofia Jansen",
    role: "Co-founder & CEO",
    initials: "SJ",
    bio: "Ran social media for a growing agency and wanted one calm place to do it all.",
  },
  {
    name: "Daniel Okafor",
    role: "Co-founder & CTO",
    initials: "DO",
    bio: "Builds the scheduler and the integrations that keep posts going out on time.",
  },
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
    <Container size="lg" style={{ paddingBlock: "calc(3rem * var(--mantine-scale))" }}>
      <Stack gap={64}>
        <Stack gap="md" align="center" style={{ textAlign: "center" }}>
          <Title order={1}>About PostPilot</Title>
          <Text size="xl" dimmed style={{ maxWidth: "calc(45rem * var(--mantine-scale))" }}>
            Our mission is to give every creator, small business and team the social media presence they deserve, without spending their days on it.
            PostPilot writes with you, plans with you and publishes for you.
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" data-testid="about-stats">
          {STATS.map((stat) => (
            <Card key={stat.label} padding="lg" style={{ textAlign: "center" }}>
              <Text
                style={{
                  color: "var(--mantine-color-indigo-text)",
                  fontSize: "calc(2.25rem * var(--mantine-scale))",
                  fontWeight: 800,
                  lineHeight: 1.1,
                }}
              >
                {stat.value}
              </Text>
              <Text dimmed size="sm" style={{ marginTop: "calc(0.25rem * var(--mantine-scale))" }}>
                {stat.label}
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        <Stack
          gap="md"
          component="section"
          aria-labelledby="story-title"
          style={{ maxWidth: "calc(47.5rem * var(--mantine-scale))", marginInline: "auto" }}
        >
          <Title order={2} id="story-title">
            Our story
          </Title>
          <Text>
            PostPilot started in 2023, when our founders were managing a handful of brands across five networks with a spreadsheet, a calendar and far
            too many browser tabs. Writing took hours, posting at the right time meant setting alarms, and nobody could say which posts actually
            worked.
          </Text>
          <Text>
            We built the tool we wanted: one dashboard to write, schedule and publish, with AI that drafts a post from a topic or a link and turns one
            subject into a month of content. What began as an internal tool is now used by people all over the world, and it is open source, so anyone
            can run it on their own servers.
          </Text>
        </Stack>

        <Stack gap="lg" component="section" aria-labelledby="values-title">
          <Title order={2} id="values-title" style={{ textAlign: "center" }}>
            Our values
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <Card key={title} padding="lg">
                <ThemeIcon size={44}>
                  <Icon size={24} stroke={1.6} />
                </ThemeIcon>
                <Title order={3} size="h4" style={{ marginTop: "var(--mantine-spacing-md)" }}>
                  {title}
                </Title>
                <Text size="sm" dimmed style={{ marginTop: "calc(0.25rem * var(--mantine-scale))" }}>
                  {text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="lg" component="section" aria-labelledby="team-title">
          <Title order={2} id="team-title" style={{ textAlign: "center" }}>
            The team
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {TEAM.map((member) => (
              <Card key={member.name} padding="xl" style={{ textAlign: "center" }} data-testid="team-card">
                <div className={`m_f85678b6 mantine-Avatar-root ${classes.avatar}`}>
                  <span className="m_104cd71f mantine-Avatar-placeholder">{member.initials}</span>
                </div>
                <Title order={3} size="h4" style={{ marginTop: "var(--mantine-spacing-md)" }}>
                  {member.name}
                </Title>
                <Text size="sm" style={{ color: "var(--mantine-color-indigo-text)", fontWeight: 500 }}>
                  {member.role}
                </Text>
                <Text size="sm" dimmed style={{ marginTop: "var(--mantine-spacing-sm)" }}>
                  {member.bio}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="md" align="center" style={{ textAlign: "center" }}>
          <Title order={2}>Want to talk to us?</Title>
          <Text dimmed>Questions, ideas or partnerships: we answer within 24 hours.</Text>
          <Button href="/contact" size="md">
            Contact us
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
