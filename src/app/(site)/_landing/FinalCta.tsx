import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import { LandingCta } from "@/app/(site)/_landing/LandingCta";
import { LinkAnchor } from "@/components/links";
import classes from "@/app/(site)/_landing/landing.module.css";

export function FinalCta() {
  return (
    <Container size="lg" py={48} component="section">
      <Paper radius="lg" p={{ base: "xl", sm: 48 }} className={classes.cta}>
        <Stack align="center" ta="center" gap="md">
          <Title order={2}>Ready to take off?</Title>
          <Text size="lg" maw={560}>
            Start with the Free Trial: 25 AI prompts a month, no card required. Upgrade when you need more.
          </Text>
          <LandingCta secondary={false} />
          <LinkAnchor href="/pricing" size="sm">
            Compare plans
          </LinkAnchor>
        </Stack>
      </Paper>
    </Container>
  );
}
