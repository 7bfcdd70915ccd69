/**
 * The offline text generator: used when the chosen provider has no key (or an admin picks it).
 * It is a template writer, not a model, and says so (`offline: true`, answers carry
 * `generator: "offline"`).
 *
 * Deterministic: the same brief always gives the same text (choices come from a hash of it).
 * It honours the tone (vocabulary, openers, emoji) and the length (short 1-2 sentences, medium 3-5,
 * long 6+); the AI service fits its text, like any generator's, to the chosen networks' limit.
 */
import { createHash } from "node:crypto";
import { TEXT_GENERATORS } from "@/lib/ai-generators";
import type { Length, Tone } from "@/lib/tones";
import type { TextBrief } from "@/server/services/ai/brief";
import type { TextGenerator, TextGeneratorDefinition, TextRequest, TextResult } from "./types";

/** Sentences the offline generator writes per length (spec: short 1-2, medium 3-5, long 6+). */
export const OFFLINE_SENTENCES: Record<Length, number> = { short: 2, medium: 4, long: 7 };

interface ToneVoice {
  /** The sentence after the headline that sets the voice. `focus` is the topic as a noun phrase, or null. */
  leadIns: ((focus: string | null) => string)[];
  body: ((focus: string | null) => string)[];
  closers: string[];
  /** Emoji appended to some sentences; none for a professional or informative voice. */
  emoji: string[];
  hashtags: boolean;
  /** Body sentences build on each other (First, Second...): always start from the first. */
  ordered?: boolean;
}

/** "it" when the topic is a whole clause that cannot stand inside a sentence. */
const it = (focus: string | null) => focus ?? "this";

const VOICES: Record<Tone, ToneVoice> = {
  professional: {
    leadIns: [
      () => `More organisations are taking a hard look at this.`,
      (f) => `Here is how I would approach ${it(f)} with a clear strategy.`,
      () => `The teams that get this right share a few habits worth copying.`,
    ],
    body: [
      () => `Start from the outcome that matters and measure progress consistently.`,
      () => `Clear ownership keeps the effort from drifting.`,
      () => `Small, well-governed steps reduce risk while building capability.`,
      (f) => `Investing in ${it(f)} early tends to pay off over time.`,
      () => `Regular reviews turn lessons into better decisions.`,
      () => `Sharing what works across teams multiplies every success.`,
      () => `Above all, keep it simple enough to sustain.`,
    ],
    closers: [`How is your organisation approaching this?`, `I would welcome your perspective in the comments.`],
    emoji: [],
    hashtags: true,
  },
  casual: {
    leadIns: [() => `So, been thinking about this a lot lately.`, () => `Okay, real talk for a sec.`, () => `Honestly, it's simpler than it looks.`],
    body: [
      () => `You don't need a big plan to get started.`,
      () => `Just try one thing this week and see how it goes.`,
      () => `Worst case, you learn something new.`,
      () => `Most people overthink this part, no joke.`,
      (f) => `Once ${it(f)} clicks, you won't go back.`,
      () => `Keep it chill and keep it going.`,
      () => `Little wins add up faster than you'd think.`,
    ],
    closers: [`Anyway, what's your take?`, `Curious what you all think.`],
    emoji: ["😎", "🙌", "👀"],
    hashtags: false,
  },
  friendly: {
    leadIns: [
      () => `Hi friends, I wanted to share a few thoughts on this.`,
      () => `Hello everyone, this one has been on my mind.`,
      () => `Hey there, let's chat about it together.`,
    ],
    body: [
      () => `It's something we can all explore together.`,
      () => `Everyone's journey looks a little different, and that's okay.`,
      () => `I've found that a kind, patient approach works wonders.`,
      () => `Please don't hesitate to reach out if you have questions.`,
      () => `We're all learning as we go, so be gentle with yourself.`,
      () => `Sharing what works helps the whole community grow.`,
      () => `Thanks so much for being part of this wonderful group.`,
    ],
    closers: [`I'd love to hear your stories below!`, `Wishing you a lovely week ahead!`],
    emoji: ["😊", "💛", "🤗"],
    hashtags: false,
  },
  enthusiastic: {
    leadIns: [
      () => `I can't stop thinking about this!`,
      () => `Get ready, because this is a total game changer!`,
      () => `This is the moment to jump in!`,
    ],
    body: [
      () => `The possibilities here are incredible!`,
      () => `Every week brings a new breakthrough!`,
      () => `The energy around this is absolutely amazing!`,
      () => `Imagine what we can build together!`,
      () => `Momentum is building fast and it's thrilling to watch!`,
      () => `Nothing beats seeing real results come to life!`,
      (f) => `${cap(it(f))} is only getting started!`,
    ],
    closers: [`Let's go!`, `Who's in?`],
    emoji: ["🚀", "🎉", "🔥", "✨"],
    hashtags: true,
  },
  informative: {
    leadIns: [() => `A quick explainer in three points.`, () => `Here are the key facts, briefly.`, () => `What the evidence says, in short.`],
    body: [
      () => `First, it works best when the goals are defined up front.`,
      () => `Second, consistent measurement shows what is actually working.`,
      () => `Third, documented processes make results repeatable.`,
      () => `Research consistently links structured adoption to better outcomes.`,
      () => `Common pitfalls include unclear ownership and missing data.`,
      () => `A phased rollout lowers risk and speeds up learning.`,
      () => `Reviewing results monthly keeps the approach current.`,
    ],
    closers: [`Save this post for later reference.`, `Follow for more practical breakdowns.`],
    emoji: [],
    hashtags: true,
    ordered: true,
  },
};

/** Words that start a clause or a question: such a topic is a headline, never a noun inside a sentence. */
const CLAUSE_START =
  /^(why|how|what|when|where|who|which|should|can|could|would|will|is|are|do|does|did|let|lets|let's|i|we|you|my|our|stop|start|make|get|don't|never|always)\b/i;
/** An inverted question ("Is it ready", "Should we..."); "Why teams should..." is a title, not a question. */
const QUESTION_START = /^(should|can|could|would|will|is|are|do|does|did)\b/i;

/** The topic as a noun phrase usable inside a sentence ("electric cars"), or null when it is a clause. */
function focusPhrase(topic: string): string | null {
  const words = topic.split(/\s+/);
  if (words.length > 5 || CLAUSE_START.test(topic) || /[,:;]/.test(topic)) return null;
  // Keep proper nouns and acronyms as written; lower-case only a capitalised first word.
  return /^[A-Z][a-z]/.test(topic) && !/^[A-Z][a-z]+[A-Z]/.test(words[0]!) ? topic.charAt(0).toLowerCase() + topic.slice(1) : topic;
}

/** The post's first line: the topic itself, as a statement or a question. */
function headline(topic: string, original: string, tone: Tone): string {
  const text = cap(topic);
  if (QUESTION_START.test(topic) || /\?\s*$/.test(original)) return `${text}?`;
  return tone === "enthusiastic" ? `${text}!` : `${text}.`;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A stable number from the brief: the same brief picks the same phrases. */
function seed(...parts: (string | number | undefined)[]): number {
  const digest = createHash("sha256")
    .update(parts.map((p) => String(p ?? "")).join("\u0000"))
    .digest();
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

/** Words that make poor hashtags. */
const TAG_STOPWORDS = new Set([
  "about",
  "should",
  "would",
  "could",
  "their",
  "there",
  "these",
  "those",
  "this",
  "that",
  "with",
  "from",
  "into",
  "your",
  "what",
  "when",
  "where",
  "which",
  "while",
  "things",
  "thing",
  "down",
  "more",
  "most",
  "some",
  "than",
  "then",
  "them",
  "they",
  "have",
  "will",
  "just",
  "very",
]);

function hashtagsFor(topic: string, max = 3): string {
  const words = topic
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 3 && !TAG_STOPWORDS.has(w.toLowerCase()))
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

/**
 * Writes the post: the topic as its headline, a lead-in in the tone's voice, body sentences, a
 * closer and hashtags. Pure and deterministic for the same brief; each regeneration (`attempt`)
 * rotates the lead-in, the body and the closer, so it never repeats the previous attempt's text.
 */
export function writeOfflinePost(brief: TextBrief): string {
  const voice = VOICES[brief.tone];
  const topic = topicPhrase(brief.source?.title || brief.topic);
  const focus = focusPhrase(topic);
  const attempt = brief.attempt ?? 0;
  const s = seed(brief.topic, brief.tone, brief.length, brief.variant, brief.source?.url);
  const total = OFFLINE_SENTENCES[brief.length];

  const sentences: string[] = [headline(topic, brief.source?.title || brief.topic, brief.tone)];
  if (total >= 2) sentences.push(voice.leadIns[(s + attempt) % voice.leadIns.length]!(focus));
  if (brief.source) sentences.push(...sourceSentences(brief.source.text, total - 3));
  // The closer is the last sentence; the body fills what is left, rotating from a seeded start.
  const bodyNeeded = Math.max(0, total - sentences.length - 1);
  const start = voice.ordered ? 0 : s + attempt * 2;
  for (let i = 0; i < bodyNeeded; i++) sentences.push(voice.body[(start + i) % voice.body.length]!(focus));
  if (total >= 3) sentences.push(voice.closers[((s >>> 3) + attempt) % voice.closers.length]!);

  // Emoji: after the lead-in and (for long posts) after the closer, never mid-word.
  if (voice.emoji.length > 0 && sentences.length > 1) {
    const e = voice.emoji[((s >>> 5) + attempt) % voice.emoji.length]!;
    sentences[1] = `${sentences[1]} ${e}`;
    if (voice.emoji.length > 1 && sentences.length > 2) {
      const e2 = voice.emoji[((s >>> 5) + attempt + 1) % voice.emoji.length]!;
      sentences[sentences.length - 1] = `${sentences[sentences.length - 1]} ${e2}`;
    }
  }

  let text = `${sentences[0]}\n\n${sentences.slice(1).join(" ")}`.trim();
  if (brief.source) text += `\n\nRead more: ${brief.source.url}`;
  const tags = voice.hashtags ? hashtagsFor(topic) : "";
  if (tags) text += `\n\n${tags}`;
  // Fitting to the networks' limit is the AI service's, for every generator (services/ai/brief.ts).
  return text;
}

/** The offline writer as a registry entry: no key, no network. */
export class OfflineTextGenerator implements TextGenerator {
  readonly kind = "offline" as const;

  async generate(request: TextRequest): Promise<TextResult> {
    return { text: writeOfflinePost(request.brief), model: "offline", offline: true };
  }
}

export const offlineGenerator: TextGeneratorDefinition = {
  id: "offline",
  label: TEXT_GENERATORS.offline.label,
  settings: { apiKey: null, models: ["offline"], defaultModel: "offline", maxTemperature: 2 },
  baseUrl: () => "",
  create: () => new OfflineTextGenerator(),
  healthCheck: async () => ({ description: "The offline text generator is in use" }),
};
