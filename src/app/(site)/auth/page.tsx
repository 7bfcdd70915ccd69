import type { Metadata } from "next";
import { Suspense } from "react";
import { Center, Container, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { AuthPanel } from "@/app/(site)/auth/AuthPanel";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Log in to PostPilot or create your free account.",
};

export default function AuthPage() {
  return (
    <Container size={460} py={64}>
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1}>Welcome to PostPilot</Title>
          <Text c="dimmed">Log in or create an account to plan, write and publish your posts.</Text>
        </Stack>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Suspense
            fallback={
              <Center py="xl">
                <Loader />
              </Center>
            }
          >
            <AuthPanel />
          </Suspense>
        </Paper>
      </Stack>
    </Container>
  );
}
