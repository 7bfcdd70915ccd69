import type { ReactNode } from "react";
import { MantineShell } from "@/components/providers";
import { TRPCReactProvider } from "@/trpc/react";

/**
 * Public pages built from Mantine components (forms, live data): they bring Mantine's provider and
 * the tRPC client themselves; the static public pages ship neither (see src/app/layout.tsx).
 */
export function MantinePage({ children, withApi }: { children: ReactNode; withApi: boolean }) {
  return <MantineShell>{withApi ? <TRPCReactProvider>{children}</TRPCReactProvider> : children}</MantineShell>;
}

/** The layout of a public page that calls the API. */
export default function MantineApiPageLayout({ children }: { children: ReactNode }) {
  return <MantinePage withApi>{children}</MantinePage>;
}
