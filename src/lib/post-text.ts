/** How long a post's text may be and how it is counted: one home for the server's rules and the editors. */
import { textLength } from "./networks";

/** Longest text per entry path (spec part 1, §5): the wizard allows 3000 characters, the edit dialog 2000. */
export const WIZARD_MAX_CHARS = 3000;
export const EDIT_MAX_CHARS = 2000;

/** Counts characters as people see them (an emoji is one), not UTF-16 code units. */
export function visibleLength(text: string): number {
  return textLength(text, "graphemes");
}
