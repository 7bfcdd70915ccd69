"use client";
import { IconMoon, IconSun } from "@tabler/icons-react";
import { COLOR_SCHEME_STORAGE_KEY as STORAGE_KEY } from "@/components/color-scheme";
import classes from "@/components/layout/ColorSchemeToggle.module.css";
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

/** Light/dark switch. Both icons are rendered and one is hidden by CSS, so server and client markup agree. */
export function ColorSchemeToggle() {
  return (
    <IconButton aria-label="Toggle color scheme" title="Toggle color scheme" onClick={toggleColorScheme}>
      <span className={`${classes.icon} ${classes.moon}`}>
        <IconMoon size={18} stroke={1.6} />
      </span>
      <span className={`${classes.icon} ${classes.sun}`}>
        <IconSun size={18} stroke={1.6} />
      </span>
    </IconButton>
  );
}
