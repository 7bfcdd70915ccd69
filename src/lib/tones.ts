/**
 * The tones and lengths every AI text form offers (spec part 1 §5): the one home of the list, read
 * by the API schemas, the generators and the forms.
 */
export const TONES = ["professional", "casual", "friendly", "enthusiastic", "informative"] as const;
export type Tone = (typeof TONES)[number];

export const LENGTHS = ["short", "medium", "long"] as const;
export type Length = (typeof LENGTHS)[number];

export const TONE_LABELS: Record<Tone, string> = {
  professional: "Professional",
  casual: "Casual",
  friendly: "Friendly",
  enthusiastic: "Enthusiastic",
  informative: "Informative",
};

/** Lengths with the sentence counts the spec gives them. */
export const LENGTH_LABELS: Record<Length, string> = {
  short: "Short (1-2 sentences)",
  medium: "Medium (3-5 sentences)",
  long: "Long (6+ sentences)",
};
