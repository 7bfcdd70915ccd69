/**
 * The AI service's brief and length fitting, shared by every text generator: the brief is what a
 * post is about in structured form (a model gets it as a prompt, the offline generator writes from
 * it), and every generator's answer is fitted to the chosen networks' limit here.
 */
import { textLength, type TextCounting } from "@/lib/networks";
import type { Length, Tone } from "@/lib/tones";

/** What a post is about, in structured form (the model gets the same as a prompt). */
export interface TextBrief {
  topic: string;
  tone: Tone;
  length: Length;
  /** Longest text the chosen networks accept. */
  charLimit: number;
  /** How the strictest of them counts, where that differs from characters (X's weights). */
  counting?: TextCounting;
  /** Material to build on (a fetched page): its title and its readable text. */
  source?: { url: string; title: string; text: string };
  /** Distinguishes several variations of one brief (suggestions). */
  variant?: number;
  /** Which regeneration this is (0 or absent: the first writing); each one gives another text. */
  attempt?: number;
}

/** Shortens text to `limit` characters: whole sentences first, then whole words with an ellipsis. */
export function fitToLimit(text: string, limit: number, counting?: TextCounting): string {
  // UTF-16 length is never below a network's count of graphemes or code points; X's weights can be
  // (a CJK character, a short link), so with them the larger of the two counts.
  const measure = (t: string) => (counting ? Math.max(t.length, textLength(t, counting)) : t.length);
  if (measure(text) <= limit) return text;
  const lines = text.split("\n");
  // Hashtag line first to go.
  while (lines.length > 1 && measure(text) > limit && /^#/.test(lines[lines.length - 1]!.trim())) {
    lines.pop();
    text = lines.join("\n").trimEnd();
  }
  if (measure(text) <= limit) return text;
  const sentences = text.split(/(?<=[.!?](?:\s\p{Extended_Pictographic})?)\s+/u);
  while (sentences.length > 1 && measure(sentences.join(" ")) > limit) sentences.pop();
  const joined = sentences.join(" ");
  if (measure(joined) <= limit) return joined;
  let cut = joined.slice(0, Math.max(0, limit - 1)).replace(/\s+\S*$/, "");
  // A weighted count can still be over: shorten further (a word, or for unspaced scripts a character, at a time).
  while (cut && measure(`${cut}…`) > limit) cut = /\s\S*$/.test(cut) ? cut.replace(/\s+\S*$/, "") : [...cut].slice(0, -1).join("");
  return `${cut}…`;
}
