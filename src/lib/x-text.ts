/**
 * The length of a post as X counts it against its 280 (docs.x.com, "Counting characters", and the
 * twitter-text v3 configuration it points to): the text in Unicode NFC; code points in four ranges
 * (Latin and the scripts up to U+10FF, and three runs of general punctuation) weigh 1, every other
 * one 2; an emoji weighs 2 however many code points it joins; a link weighs 23 (t.co) however long.
 *
 * Where this cannot know what X will decide, it errs towards the larger count, so a post it accepts
 * is never refused by X for its length: a link with `http(s)://`, or a bare domain under .com, .net
 * or .org (X links those), is a link; other bare domains count their own characters, since X
 * links only some of them. twitter-text itself is not used: it ships core-js 2 and a TLD list to
 * every page that has an editor.
 */

const LINK_WEIGHT = 23;

/** [first, last] code points of the ranges that weigh 1 (twitter-text v3 `ranges`). */
const LIGHT_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];

/** A link with its scheme, or a bare domain (www. included) under .com/.net/.org with an optional path. */
const LINK = /https?:\/\/\S+|(?<![\w@.\/-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|net|org)(?![\w-])(?:\/\S*)?/giu;

/** Punctuation that ends a sentence after a link rather than belonging to it. */
const TRAILING = /[.,:;!?'")\]}]+$/u;

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

let segmenter: Intl.Segmenter | undefined;

function codePointWeight(codePoint: number): number {
  return LIGHT_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last) ? 1 : 2;
}

/** Text with no link in it: 2 per emoji, otherwise the weight of each code point. */
function plainWeight(text: string): number {
  if (!text) return 0;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  let total = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (EMOJI.test(segment)) {
      total += 2;
      continue;
    }
    for (const char of segment) total += codePointWeight(char.codePointAt(0)!);
  }
  return total;
}

export function xWeightedLength(text: string): number {
  const normalized = text.normalize("NFC");
  let total = 0;
  let from = 0;
  for (const match of normalized.matchAll(LINK)) {
    const trailing = TRAILING.exec(match[0])?.[0] ?? "";
    total += plainWeight(normalized.slice(from, match.index)) + LINK_WEIGHT + plainWeight(trailing);
    from = match.index + match[0].length;
  }
  return total + plainWeight(normalized.slice(from));
}
