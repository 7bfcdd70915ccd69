/**
 * The AI text generators by id and label: the client-safe half of the registry in
 * src/server/integrations/ai/generators (which adds each one's settings, health check and client).
 * A new vendor is one entry here and one file there; the compiler finds the rest.
 */
export const TEXT_GENERATORS = {
  openai: { label: "OpenAI" },
  anthropic: { label: "Anthropic" },
  /** The labelled template writer used when the chosen vendor has no key (or when an admin picks it). */
  offline: { label: "Offline generator" },
} as const satisfies Record<string, { label: string }>;

export type TextGeneratorId = keyof typeof TEXT_GENERATORS;
export const TEXT_GENERATOR_IDS = Object.keys(TEXT_GENERATORS) as [TextGeneratorId, ...TextGeneratorId[]];
/** The vendor an installation uses until an admin picks another (today's behaviour). */
export const DEFAULT_TEXT_GENERATOR: TextGeneratorId = "openai";

export function isTextGeneratorId(value: string): value is TextGeneratorId {
  return Object.hasOwn(TEXT_GENERATORS, value);
}

/** What wrote a text: "Offline generator" (never dressed as a model), else the model's name or the vendor's. */
export function generatorLabel(generator: TextGeneratorId, model: string | null): string {
  return generator === "offline" ? TEXT_GENERATORS.offline.label : (model ?? TEXT_GENERATORS[generator].label);
}
