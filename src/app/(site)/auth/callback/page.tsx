import type { Metadata } from "next";
import { Suspense } from "react";
import { Container, Paper } from "@mantine/core";
import { SignInProgress } from "@/components/auth/SignInProgress";
import { CallbackHandler } from "@/app/(site)/auth/callback/CallbackHandler";

export const metadata: Metadata = {
  title: "Signing in",
  description: "Completing your PostPilot sign-in.",
};

export default function AuthCallbackPage() {
  return (
    <Container size={460} py={96}>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Suspense fallback={<SignInProgress />}>
          <CallbackHandler />
        </Suspense>
      </Paper>
    </Container>
  );
}
