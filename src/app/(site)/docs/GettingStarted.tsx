import { IconBrandChrome, IconBrandEdge, IconBrandFirefox, IconBrandSafari } from "@tabler/icons-react";
import { Badge, Card, FilledThemeIcon, StackList } from "@/components/static/docs";
import { Group, SimpleGrid, Stack } from "@/components/static/layout";
import { Anchor, Text, Title } from "@/components/static/text";

const STEPS = [
  {
    title: "Create your account",
    text: (
      <>
        Sign up with your e-mail address, or with Google where this server has Google sign-in enabled. New accounts start on the Free Trial plan with
        25 AI prompts a month.
      </>
    ),
  },
  {
    title: "Connect your social accounts",
    text: (
      <>
        Open <Anchor href="/accounts">Accounts</Anchor> and choose a network. You are sent to the network to approve access and come back connected;
        PostPilot never sees your network password.
      </>
    ),
  },
  {
    title: "Create your first post",
    text: (
      <>
        In <Anchor href="/create-post">Create Post</Anchor>, write the post yourself, generate it with AI from a topic, or let AI write it from a
        link. Add images or videos and pick the networks to post to.
      </>
    ),
  },
  {
    title: "Publish or schedule",
    text: (
      <>
        Publish right away or choose a date and time. Follow your posts in <Anchor href="/posts">Posts</Anchor> and{" "}
        <Anchor href="/calendar">Calendar</Anchor>, and their results on the dashboard.
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
        <Text dimmed>From sign-up to your first published post in four steps.</Text>
      </div>
      <StackList gap="md">
        {STEPS.map((step, index) => (
          <Card key={step.title} component="li">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <FilledThemeIcon size={36} radius="xl">
                <Text style={{ color: "var(--mantine-color-white)", fontWeight: 700 }}>{index + 1}</Text>
              </FilledThemeIcon>
              <div>
                <Title order={3} size="h4">
                  Step {index + 1}: {step.title}
                </Title>
                <Text dimmed style={{ marginTop: "calc(0.25rem * var(--mantine-scale))" }}>
                  {step.text}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </StackList>
      <div>
        <Title order={3} size="h4" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
          Supported browsers
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {BROWSERS.map(({ name, version, icon: Icon }) => (
            <Card key={name} padding="md" data-testid={`browser-${name}`}>
              <Group gap="sm" wrap="nowrap">
                <Icon size={28} stroke={1.5} aria-hidden />
                <Text style={{ fontWeight: 600 }}>{name}</Text>
                <Badge style={{ marginLeft: "auto" }}>{version}</Badge>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </div>
    </Stack>
  );
}
