/** Text helpers shared by the post screens. */

/** Characters as people see them, counted the way the server counts them. */
export { visibleLength } from "@/lib/post-text";

/** Cuts text to `max` characters and adds an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : flat;
}
