import type { Metadata } from "next";
import { Suspense } from "react";
import { SignInProgress } from "@/components/auth/SignInProgress";
import { Container } from "@/components/static/layout";
import { Paper } from "@/components/static/surfaces";
import { CallbackHandler } from "@/app/(site)/auth/callback/CallbackHandler";

export const metadata: Metadata = {
  title: "Signing in",
  description: "Completing your PostPilot sign-in.",
};

/** Plain HTML and a small client handler: no Mantine and no tRPC client on this page. */
export default function AuthCallbackPage() {
  return (
    <Container size={460} style={{ paddingBlock: "calc(6rem * var(--mantine-scale))" }}>
      <Paper withBorder shadow="sm" radius="md" style={{ padding: "var(--mantine-spacing-xl)" }}>
        <Suspense fallback={<SignInProgress />}>
          <CallbackHandler />
        </Suspense>
      </Paper>
    </Container>
  );
}
