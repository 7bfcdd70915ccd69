/** Text helpers shared by the post screens. */

/** Characters as people see them, counted the way the server counts them. */
export { visibleLength } from "@/lib/post-text";

/** Cuts text to `max` characters and adds an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : flat;
}

/**
 * The name of a button repeated on every post ("Edit", "Delete"): the word shown, then the post it
 * acts on, so a list of them can be told apart by ear (the visible word comes first, as speech
 * users say it).
 */
export function actionName(verb: string, content: string): string {
  return `${verb}: ${truncate(content, 40)}`;
}
