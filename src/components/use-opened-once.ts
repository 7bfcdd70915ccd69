"use client";
import { useState } from "react";

/**
 * Whether a dialog has been open at least once: a `next/dynamic` dialog mounted from its first
 * opening on (and then kept, so that closing still animates) loads and evaluates its chunk then,
 * not after every page load. A dialog mounted closed loads its chunk with the page.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
