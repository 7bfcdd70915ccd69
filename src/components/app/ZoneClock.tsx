"use client";
import type { ReactNode } from "react";
import { registerZoneOffsets, type ZoneOffsets } from "@/lib/zone-clock";

/**
 * Makes the user's zone table (worked out by the signed-in layout on the server) known to the page
 * before anything below it renders a time: a parent renders before its children, on the server and
 * while hydrating. Times are then read without Intl, whose first use costs a phone a long task
 * (src/lib/zone-clock.ts).
 */
export function ZoneClock({ offsets, children }: { offsets: ZoneOffsets | null; children: ReactNode }) {
  if (offsets) registerZoneOffsets(offsets);
  return children;
}
