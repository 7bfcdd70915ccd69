import { Badge, Container, Stack, Text, Title } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { LandingCta } from "@/app/(site)/_landing/LandingCta";
import classes from "@/app/(site)/_landing/landing.module.css";

export function Hero() {
  return (
    <section className={classes.hero}>
      <Container size="md" py={{ base: 64, sm: 96 }}>
        <Stack align="center" ta="center" gap="lg">
          <Badge size="lg" variant="light" leftSection={<IconSparkles size={14} />}>
            AI-assisted social media manager
          </Badge>
          <Title order={1} className={classes.heroTitle}>
            Plan, write and publish your posts{" "}
            <Text component="span" inherit variant="gradient" gradient={{ from: "indigo", to: "cyan", deg: 90 }}>
              on autopilot
            </Text>
          </Title>
          <Text size="xl" c="dimmed" maw={640}>
            Write posts yourself or let AI draft them from a topic or a link, schedule them to all your networks from
            one dashboard, and see everything on a calendar.
          </Text>
          <LandingCta />
        </Stack>
      </Container>
    </section>
  );
}
