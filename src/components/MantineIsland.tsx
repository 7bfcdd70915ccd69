"use client";
import { useContext, type ReactNode } from "react";
import { MantineContext, MantineProvider } from "@mantine/core";
import { theme } from "@/components/theme";

/**
 * Mantine components need a MantineProvider. Public pages render without one (no Mantine in their
 * first-load JavaScript), so the parts they load later (sign-in modal, toasts, signed-in header
 * controls, error screens) bring their own; inside a page that has one already this adds nothing.
 * Its CSS variables are in src/app/theme-variables.css (see providers.tsx).
 */
export function MantineIsland({ children }: { children: ReactNode }) {
  if (useContext(MantineContext)) return children;
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  );
}
