"use client";
import type { ReactNode } from "react";
import { COLOR_SCHEME_STORAGE_KEY as STORAGE_KEY } from "@/components/color-scheme";
import { IconButton } from "@/components/static/buttons";

/**
 * Flips the scheme the way Mantine's manager would, without Mantine: the choice goes to
 * localStorage (ColorSchemeScript reads it on the next load) and to <html data-mantine-color-scheme>
 * (which Mantine's CSS variables follow). A storage event tells any MantineProvider on the page, so
 * its own state (read by e.g. the Stripe card form) follows too.
 */
function toggleColorScheme() {
  const next = document.documentElement.getAttribute("data-mantine-color-scheme") === "dark" ? "light" : "dark";
  document.documentElement.setAttribute("data-mantine-color-scheme", next);
  try {
    window.localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Storage refused (private mode): the switch still holds for this page.
  }
  window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEY, newValue: next, storageArea: window.localStorage }));
}

/** The light/dark switch's button: the island of ColorSchemeToggle, which renders its icons on the server. */
export function ColorSchemeButton({ children }: { children: ReactNode }) {
  return (
    <IconButton aria-label="Toggle color scheme" title="Toggle color scheme" onClick={toggleColorScheme}>
      {children}
    </IconButton>
  );
}
