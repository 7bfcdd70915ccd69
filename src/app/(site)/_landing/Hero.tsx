import { IconSparkles } from "@tabler/icons-react";
import { LandingCta } from "@/app/(site)/_landing/LandingCta";
import classes from "@/app/(site)/_landing/landing.module.css";
import { Container, Stack } from "@/components/static/layout";
import { Badge } from "@/components/static/surfaces";
import { GradientText, Text, Title } from "@/components/static/text";

export function Hero() {
  return (
    <section className={classes.hero}>
      <Container size="md" className={classes.heroInner}>
        <Stack align="center" gap="lg" style={{ textAlign: "center" }}>
          <Badge size="lg" leftSection={<IconSparkles size={14} />}>
            AI-assisted social media manager
          </Badge>
          <Title order={1} className={classes.heroTitle}>
            Plan, write and publish your posts <GradientText>on autopilot</GradientText>
          </Title>
          <Text size="xl" dimmed style={{ maxWidth: "calc(40rem * var(--mantine-scale))" }}>
            Write posts yourself or let AI draft them from a topic or a link, schedule them to all your networks from one dashboard, and see
            everything on a calendar.
          </Text>
          <LandingCta />
        </Stack>
      </Container>
    </section>
  );
}
