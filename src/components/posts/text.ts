/** Text helpers shared by the post screens. */

let segmenter: Intl.Segmenter | null = null;

/** Characters as people see them (an emoji is one), the way the server counts them. */
export function visibleLength(text: string): number {
  if (typeof Intl === "undefined" || !("Segmenter" in Intl)) return [...text].length;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}

/** Cuts text to `max` characters and adds an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : flat;
}
