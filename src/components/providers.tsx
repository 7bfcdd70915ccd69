"use client";
import type { ReactNode } from "react";
import { MantineProvider } from "@mantine/core";
import { theme } from "@/components/theme";

/**
 * Mantine's theme for the pages built from Mantine components (signed-in area, admin, and the public
 * pages with forms or live data). Static public pages are plain HTML and do without it. No other
 * provider is global: toasts (ToastHost) and the sign-in modal (AuthModalHost) load on first use,
 * the session is read by a fetch (session-user.ts), the tRPC client is added per area.
 *
 * The theme's CSS variables and Mantine's breakpoint classes come from src/app/theme-variables.css
 * (loaded on every page, generated from the same theme and checked by theme.test.ts), so the
 * provider does not compute and hydrate them again on each signed-in page.
 */
export function MantineShell({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  );
}
