/**
 * The AI text generator registry: one entry per vendor (its settings, health check and client).
 * Ids and labels live in src/lib/ai-generators.ts; `satisfies` makes a missing entry a compile error.
 */
import type { TextGeneratorId } from "@/lib/ai-generators";
import { anthropicGenerator } from "./anthropic";
import { offlineGenerator } from "./offline-text";
import { openaiGenerator } from "./openai";
import type { TextGeneratorDefinition } from "./types";

export const TEXT_GENERATOR_REGISTRY = {
  openai: openaiGenerator,
  anthropic: anthropicGenerator,
  offline: offlineGenerator,
} as const satisfies Record<TextGeneratorId, TextGeneratorDefinition>;

export function textGeneratorDefinition(id: TextGeneratorId): TextGeneratorDefinition {
  return TEXT_GENERATOR_REGISTRY[id];
}

export { OfflineTextGenerator } from "./offline-text";
export { TextGenerationError } from "./types";
export type { GeneratorConnection, TextGenerator, TextGeneratorDefinition, TextRequest, TextResult } from "./types";
