"use client";
import type { ReactNode } from "react";
import { SessionProvider } from "next-auth/react";
import { MantineProvider } from "@mantine/core";
import { theme } from "@/components/theme";

/**
 * Mantine's theme for the pages built from Mantine components (signed-in area, admin, and the public
 * pages with forms or live data). Static public pages are plain HTML and do without it. Toasts
 * (ToastHost) and the sign-in modal (AuthModalHost) live outside, loaded on first use.
 */
export function MantineShell({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      {children}
    </MantineProvider>
  );
}

/** The signed-in areas: Mantine, and next-auth's session (the profile form refreshes it after a rename). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider basePath="/api/nextauth">
      <MantineShell>{children}</MantineShell>
    </SessionProvider>
  );
}
