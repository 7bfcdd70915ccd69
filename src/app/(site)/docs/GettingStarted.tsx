import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBrandChrome, IconBrandEdge, IconBrandFirefox, IconBrandSafari } from "@tabler/icons-react";
import { LinkAnchor } from "@/components/links";

const STEPS = [
  {
    title: "Create your account",
    text: (
      <>
        Sign up with your e-mail address, or with Google where this server has Google sign-in enabled. New accounts
        start on the Free Trial plan with 25 AI prompts a month.
      </>
    ),
  },
  {
    title: "Connect your social accounts",
    text: (
      <>
        Open <LinkAnchor href="/accounts">Accounts</LinkAnchor> and choose a network. You are sent to the network to
        approve access and come back connected; PostPilot never sees your network password.
      </>
    ),
  },
  {
    title: "Create your first post",
    text: (
      <>
        In <LinkAnchor href="/create-post">Create Post</LinkAnchor>, write the post yourself, generate it with AI from a
        topic, or let AI write it from a link. Add images or videos and pick the networks to post to.
      </>
    ),
  },
  {
    title: "Publish or schedule",
    text: (
      <>
        Publish right away or choose a date and time. Follow your posts in <LinkAnchor href="/posts">Posts</LinkAnchor>{" "}
        and <LinkAnchor href="/calendar">Calendar</LinkAnchor>, and their results on the dashboard.
      </>
    ),
  },
];

const BROWSERS = [
  { name: "Chrome", version: "90+", icon: IconBrandChrome },
  { name: "Firefox", version: "88+", icon: IconBrandFirefox },
  { name: "Safari", version: "14+", icon: IconBrandSafari },
  { name: "Edge", version: "90+", icon: IconBrandEdge },
];

export function GettingStarted() {
  return (
    <Stack gap="xl">
      <div>
        <Title order={2} size="h3">
          Getting started
        </Title>
        <Text c="dimmed">From sign-up to your first published post in four steps.</Text>
      </div>
      <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: "none" }}>
        {STEPS.map((step, index) => (
          <Card key={step.title} component="li" withBorder radius="md" padding="lg">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon size={36} radius="xl" aria-hidden>
                <Text fw={700} c="white">
                  {index + 1}
                </Text>
              </ThemeIcon>
              <div>
                <Title order={3} size="h4">
                  Step {index + 1}: {step.title}
                </Title>
                <Text c="dimmed" mt={4}>
                  {step.text}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </Stack>
      <div>
        <Title order={3} size="h4" mb="sm">
          Supported browsers
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {BROWSERS.map(({ name, version, icon: Icon }) => (
            <Card key={name} withBorder radius="md" padding="md" data-testid={`browser-${name}`}>
              <Group gap="sm" wrap="nowrap">
                <Icon size={28} stroke={1.5} aria-hidden />
                <Text fw={600}>{name}</Text>
                <Badge variant="light" ml="auto">
                  {version}
                </Badge>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </div>
    </Stack>
  );
}
