import type { Metadata } from "next";
import { Suspense } from "react";
import { Loader } from "@/components/static/feedback";
import { Container, Stack } from "@/components/static/layout";
import { Paper } from "@/components/static/surfaces";
import { Text, Title } from "@/components/static/text";
import { AuthPanel } from "@/app/(site)/auth/AuthPanel";
import { LoginPanel, SignupPanel } from "@/components/auth/AuthFields";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Log in to PostPilot or create your free account.",
};

/**
 * Plain HTML; the forms' fields (static/form.tsx look-alikes of Mantine's inputs) are rendered here,
 * on the server, inside small client islands of plain React state (tabs, submit, Google) that call
 * next-auth and the REST door with fetch: no Mantine React code and no tRPC client on this page.
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
            <AuthPanel login={<LoginPanel />} signup={<SignupPanel />} />
          </Suspense>
        </Paper>
      </Stack>
    </Container>
  );
}
