"use client";
import type { ReactNode } from "react";
import { MantineProvider } from "@mantine/core";
import { cssVariablesResolver, theme } from "@/components/theme";

/**
 * Mantine's theme for the pages built from Mantine components (signed-in area, admin, and the public
 * pages with forms or live data). Static public pages are plain HTML and do without it. No other
 * provider is global: toasts (ToastHost) and the sign-in modal (AuthModalHost) load on first use,
 * the session is read by a fetch (session-user.ts), the tRPC client is added per area.
 */
export function MantineShell({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      {children}
    </MantineProvider>
  );
}
