import type { Metadata } from "next";
import { Suspense } from "react";
import { Container, Loader, Paper, Stack, Text, Title } from "@/components/static/ui";
import { AuthPanel } from "@/app/(site)/auth/AuthPanel";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Log in to PostPilot or create your free account.",
};

/**
 * Plain HTML; the forms are a client island of plain React state (static/form.tsx look-alikes of
 * Mantine's inputs) that calls next-auth and the REST door with fetch: no Mantine React code and no
 * tRPC client on this page.
 */
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
            <AuthPanel />
          </Suspense>
        </Paper>
      </Stack>
    </Container>
  );
}
