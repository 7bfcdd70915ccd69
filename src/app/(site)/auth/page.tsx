import type { Metadata } from "next";
import { Suspense } from "react";
import { Container, Loader, Paper, Stack, Text, Title } from "@/components/static/ui";
import { AuthPanel } from "@/app/(site)/auth/AuthPanel";
import { MantinePage } from "@/app/(site)/_shared/MantinePage";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Log in to PostPilot or create your free account.",
};

/** The frame is plain HTML; only the forms bring Mantine and the tRPC client (sign-up calls the API). */
export default function AuthPage() {
  return (
    <Container size={460} style={{ paddingBlock: "calc(4rem * var(--mantine-scale))" }}>
      <Stack gap="lg">
        <Stack gap={4} style={{ textAlign: "center" }}>
          <Title order={1}>Welcome to PostPilot</Title>
          <Text dimmed>Log in or create an account to plan, write and publish your posts.</Text>
        </Stack>
        <Paper withBorder shadow="sm" radius="md" style={{ padding: "var(--mantine-spacing-xl)" }}>
          <Suspense
            fallback={
              <div className="m_4451eb3a mantine-Center-root" style={{ paddingBlock: "var(--mantine-spacing-xl)" }}>
                <Loader />
              </div>
            }
          >
            <MantinePage withApi>
              <AuthPanel />
            </MantinePage>
          </Suspense>
        </Paper>
      </Stack>
    </Container>
  );
}
