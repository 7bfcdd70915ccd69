import "@mantine/dates/styles.css";
import type { ReactNode } from "react";
import { AppFrame } from "@/components/layout/AppFrame";
import { requireUser } from "@/server/auth/page-guard";
import { MantineShell } from "@/components/providers";
import { TRPCReactProvider } from "@/trpc/react";

/**
 * The signed-in area. Visitors without a session are sent to /auth?callbackUrl=<this page>
 * before anything renders; the API checks every call again on its own.
 */
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  await requireUser("/dashboard");
  return (
    <MantineShell>
      <TRPCReactProvider>
        <AppFrame>{children}</AppFrame>
      </TRPCReactProvider>
    </MantineShell>
  );
}
