import { LandingCta } from "@/app/(site)/_landing/LandingCta";
import classes from "@/app/(site)/_landing/landing.module.css";
import { Container, Stack } from "@/components/static/layout";
import { Paper } from "@/components/static/surfaces";
import { Anchor, Text, Title } from "@/components/static/text";

export function FinalCta() {
  return (
    <Container size="lg" style={{ paddingBlock: "calc(3rem * var(--mantine-scale))" }} component="section">
      <Paper radius="lg" className={classes.cta}>
        <Stack align="center" gap="md" style={{ textAlign: "center" }}>
          <Title order={2}>Ready to take off?</Title>
          <Text size="lg" style={{ maxWidth: "calc(35rem * var(--mantine-scale))" }}>
            Start with the Free Trial: 25 AI prompts a month, no card required. Upgrade when you need more.
          </Text>
          <LandingCta secondary={false} />
          <Anchor href="/pricing" size="sm">
            Compare plans
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
