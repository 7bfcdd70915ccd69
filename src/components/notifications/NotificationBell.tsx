"use client";
import dynamic from "next/dynamic";
import { Skeleton } from "@/components/static/ui";

/** What shows until the bell's chunk arrives: its size, so the header does not jump. */
function BellPlaceholder() {
  return <Skeleton height={34} width={34} />;
}

// The bell (its unread count, popover and list) loads as its own chunk after the page: none of it
// is in any page's first load, and the list itself is asked for only when the popover opens.
const NotificationCenter = dynamic(() => import("./NotificationCenter"), { ssr: false, loading: BellPlaceholder });

/** The app frame's notification bell (issue 26). */
export function NotificationBell() {
  return <NotificationCenter />;
}
