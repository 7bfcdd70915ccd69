import { networkLabel } from "@/lib/networks";
import { formatDateTime } from "@/lib/time";

/** What a calendar event is called for screen readers: its whole text, time, networks and status. */
export function eventLabel(post: { content: string; platforms: string[] }, start: Date, timeZone: string, statusLabel: string): string {
  const networks = post.platforms.map(networkLabel).join(", ");
  return `${post.content.trim()}. ${formatDateTime(start, timeZone)}${networks ? `, ${networks}` : ""}, ${statusLabel}`;
}
