import { networkLabel } from "@/lib/networks";
import { formatDateTime } from "@/lib/time";

/**
 * What a calendar event is called for screen readers: the time it shows, its whole text, the date
 * and time, networks and status. It starts with what is drawn (time, then the text's first words),
 * so that speech users can say what they see (axe: label-content-name-mismatch).
 */
export function eventLabel(
  post: { content: string; platforms: string[] },
  start: Date,
  timeZone: string,
  statusLabel: string,
  shownTime: string,
): string {
  const networks = post.platforms.map(networkLabel).join(", ");
  const text = post.content.trim().replace(/\s+/g, " ");
  return `${shownTime ? `${shownTime} ` : ""}${text}. ${formatDateTime(start, timeZone)}${networks ? `, ${networks}` : ""}, ${statusLabel}`;
}

/**
 * The text drawn on an event: whole words up to about `max` characters (the cell clips the rest
 * with an ellipsis). A word cut in half would not be part of the event's name.
 */
export function eventTitle(content: string, max: number): string {
  const words = content.trim().split(/\s+/);
  let shown = words[0] ?? "";
  let i = 1;
  for (; i < words.length; i++) {
    const next = `${shown} ${words[i]}`;
    if (next.length > max) break;
    shown = next;
  }
  return i < words.length || shown.length > max ? `${shown}…` : shown;
}
