/**
 * The offline text generator: used when no OpenAI key is configured. It is a template writer,
 * not a model, and says so (`offline: true`, answers carry `generator: "offline"`).
 *
 * Deterministic: the same brief always gives the same text (choices come from a hash of it).
 * It honours the tone (vocabulary, openers, emoji), the length (short 1-2 sentences, medium 3-5,
 * long 6+) and the character limit of the chosen networks.
 */
import { createHash } from "node:crypto";

export const TONE_KEYS = ["professional", "casual", "friendly", "enthusiastic", "informative"] as const;
export type Tone = (typeof TONE_KEYS)[number];
export const LENGTH_KEYS = ["short", "medium", "long"] as const;
export type Length = (typeof LENGTH_KEYS)[number];

/** Sentences the offline generator writes per length (spec: short 1-2, medium 3-5, long 6+). */
export const OFFLINE_SENTENCES: Record<Length, number> = { short: 2, medium: 4, long: 7 };

/** What a post is about, in structured form (the model gets the same as a prompt). */
export interface TextBrief {
  topic: string;
  tone: Tone;
  length: Length;
  /** Longest text the chosen networks accept. */
  charLimit: number;
  /** Material to build on (a fetched page): its title and its readable text. */
  source?: { url: string; title: string; text: string };
  /** Distinguishes several variations of one brief (suggestions). */
  variant?: number;
}

interface ToneVoice {
  openers: ((t: string) => string)[];
  body: ((t: string) => string)[];
  closers: ((t: string) => string)[];
  /** Emoji appended to some sentences; none for a professional or informative voice. */
  emoji: string[];
  hashtags: boolean;
  /** Body sentences build on each other (First, Second...): always start from the first. */
  ordered?: boolean;
}

const VOICES: Record<Tone, ToneVoice> = {
  professional: {
    openers: [
      (t) => `Here is a considered perspective on ${t}.`,
      (t) => `${cap(t)} deserves a clear strategy.`,
      (t) => `Leaders are paying close attention to ${t}.`,
    ],
    body: [
      (t) => `Organisations that approach ${t} deliberately build a measurable advantage.`,
      () => `The key is aligning the effort with clear business objectives.`,
      () => `Start with the outcomes that matter and measure progress consistently.`,
      (t) => `Teams that invest in ${t} early tend to see stronger results over time.`,
      () => `Small, well-governed steps reduce risk while building capability.`,
      () => `Clear ownership and regular reviews keep the initiative on track.`,
      () => `Sharing lessons across teams multiplies the value of every success.`,
    ],
    closers: [
      () => `How is your organisation approaching this?`,
      () => `I would welcome your perspective in the comments.`,
    ],
    emoji: [],
    hashtags: true,
  },
  casual: {
    openers: [
      (t) => `So, let's talk about ${t} for a sec.`,
      (t) => `Been thinking a lot about ${t} lately.`,
      (t) => `Okay, real talk about ${t}.`,
    ],
    body: [
      () => `Honestly, it's way simpler than it looks.`,
      (t) => `You don't need a big plan to get started with ${t}.`,
      () => `Just try one thing this week and see how it goes.`,
      () => `Worst case, you learn something new.`,
      () => `Most people overthink this part, no joke.`,
      () => `Keep it chill and keep it going.`,
      () => `Little wins add up faster than you'd think.`,
    ],
    closers: [() => `Anyway, what's your take?`, () => `Curious what you all think.`],
    emoji: ["😎", "🙌", "👀"],
    hashtags: false,
  },
  friendly: {
    openers: [
      (t) => `Hi friends, let's chat about ${t}!`,
      (t) => `Hello everyone, I wanted to share a few thoughts on ${t}.`,
      (t) => `Hey there, ${t} has been on my mind and I'd love to share.`,
    ],
    body: [
      () => `It's something we can all explore together.`,
      (t) => `Everyone's journey with ${t} looks a little different, and that's okay.`,
      () => `I've found that a kind, patient approach works wonders.`,
      () => `Please don't hesitate to reach out if you have questions.`,
      () => `We're all learning as we go, so be gentle with yourself.`,
      () => `Sharing what works helps the whole community grow.`,
      () => `Thanks so much for being part of this wonderful group.`,
    ],
    closers: [() => `I'd love to hear your stories below!`, () => `Wishing you a lovely week ahead!`],
    emoji: ["😊", "💛", "🤗"],
    hashtags: false,
  },
  enthusiastic: {
    openers: [
      (t) => `Big news: ${t} is taking off!`,
      (t) => `I can't stop talking about ${t}!`,
      (t) => `Get ready, because ${t} is a total game changer!`,
    ],
    body: [
      () => `The possibilities here are incredible!`,
      (t) => `Every day brings a new breakthrough in ${t}!`,
      () => `This is the perfect moment to jump in!`,
      () => `The energy around this is absolutely amazing!`,
      () => `Imagine what we can build together!`,
      () => `Momentum is building fast and it's thrilling to watch!`,
      () => `Nothing beats seeing real results come to life!`,
    ],
    closers: [() => `Let's go!`, () => `Who's in?`],
    emoji: ["🚀", "🎉", "🔥", "✨"],
    hashtags: true,
  },
  informative: {
    openers: [
      (t) => `Did you know that ${t} is reshaping how people work?`,
      (t) => `Key facts about ${t}.`,
      (t) => `A quick explainer on ${t}.`,
    ],
    body: [
      (t) => `First, ${t} works best when its goals are defined up front.`,
      () => `Second, consistent measurement shows what is actually working.`,
      () => `Third, documented processes make results repeatable.`,
      () => `Research consistently links structured adoption to better outcomes.`,
      () => `Common pitfalls include unclear ownership and missing data.`,
      () => `A phased rollout lowers risk and speeds up learning.`,
      () => `Reviewing results monthly keeps the approach current.`,
    ],
    closers: [() => `Save this post for later reference.`, () => `Follow for more practical breakdowns.`],
    emoji: [],
    hashtags: true,
    ordered: true,
  },
};

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A stable number from the brief: the same brief picks the same phrases. */
function seed(...parts: (string | number | undefined)[]): number {
  const digest = createHash("sha256").update(parts.map((p) => String(p ?? "")).join("\u0000")).digest();
  return digest.readUInt32BE(0);
}

/** The topic as a phrase inside a sentence: one line, no trailing punctuation, bounded. */
export function topicPhrase(topic: string, max = 120): string {
  let t = topic.replace(/\s+/g, " ").trim();
  // Sentence-ending marks inside the topic would break the sentence structure; keep the words.
  t = t.replace(/[.!?]+(\s|$)/g, (_m, space: string) => (space ? ", " : ""));
  t = t.replace(/[\s,;:]+$/g, "");
  if (t.length > max) t = `${t.slice(0, max).replace(/\s+\S*$/, "")}`;
  return t || "this topic";
}

function hashtagsFor(topic: string, max = 3): string {
  const words = topic
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 3)
    .slice(0, max);
  return words.map((w) => `#${cap(w.toLowerCase())}`).join(" ");
}

/** Up to `n` sentences of the source text, each bounded, for link-based posts. */
function sourceSentences(text: string, n: number): string[] {
  const out: string[] = [];
  if (n <= 0) return out;
  for (const raw of text.split(/(?<=[.!?])\s+/)) {
    const s = raw.trim();
    if (s.length < 25 || !/[.!?]$/.test(s) || s.length > 220) continue;
    out.push(s);
    if (out.length >= n) break;
  }
  return out;
}

/** Shortens text to `limit` characters: whole sentences first, then whole words with an ellipsis. */
export function fitToLimit(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const lines = text.split("\n");
  // Hashtag line first to go.
  while (lines.length > 1 && text.length > limit && /^#/.test(lines[lines.length - 1]!.trim())) {
    lines.pop();
    text = lines.join("\n").trimEnd();
  }
  if (text.length <= limit) return text;
  const sentences = text.split(/(?<=[.!?](?:\s\p{Extended_Pictographic})?)\s+/u);
  while (sentences.length > 1 && sentences.join(" ").length > limit) sentences.pop();
  const joined = sentences.join(" ");
  if (joined.length <= limit) return joined;
  const cut = joined.slice(0, Math.max(0, limit - 1)).replace(/\s+\S*$/, "");
  return `${cut}…`;
}

/** Writes the post. Pure and deterministic. */
export function writeOfflinePost(brief: TextBrief): string {
  const voice = VOICES[brief.tone];
  const topic = topicPhrase(brief.source?.title || brief.topic);
  const s = seed(brief.topic, brief.tone, brief.length, brief.variant, brief.source?.url);
  const total = OFFLINE_SENTENCES[brief.length];

  const sentences: string[] = [voice.openers[s % voice.openers.length]!(topic)];
  if (brief.source) {
    const fromPage = sourceSentences(brief.source.text, total - 2);
    sentences.push(...fromPage);
  }
  // The closer is the last sentence; the body fills what is left, rotating from a seeded start.
  const bodyNeeded = Math.max(0, total - sentences.length - 1);
  const start = voice.ordered ? 0 : s;
  for (let i = 0; i < bodyNeeded; i++) {
    sentences.push(voice.body[(start + i) % voice.body.length]!(topic));
  }
  if (total >= 2) sentences.push(voice.closers[(s >>> 3) % voice.closers.length]!(topic));

  // Emoji: after the opener and (for long posts) after the closer, never mid-word.
  if (voice.emoji.length > 0) {
    const e = voice.emoji[(s >>> 5) % voice.emoji.length]!;
    sentences[0] = `${sentences[0]} ${e}`;
    if (voice.emoji.length > 1 && sentences.length > 2) {
      const e2 = voice.emoji[((s >>> 5) + 1) % voice.emoji.length]!;
      sentences[sentences.length - 1] = `${sentences[sentences.length - 1]} ${e2}`;
    }
  }

  let text = sentences.join(" ");
  if (brief.source) text += `\n\nRead more: ${brief.source.url}`;
  const tags = voice.hashtags ? hashtagsFor(topic) : "";
  if (tags) text += `\n\n${tags}`;
  return fitToLimit(text, brief.charLimit);
}
