/**
 * Which text generator writes now: the provider an admin picked (ai_provider), with its key, model,
 * max tokens and temperature, handed to the registry's entry. A provider that needs a key and has
 * none falls back to the offline generator. Re-read on every call: admins change them live.
 */
import { env } from "@/env";
import { textGeneratorDefinition, type GeneratorConnection, type TextGenerator } from "@/server/integrations/ai/generators";
import { getAiSettings, type AiSettings } from "@/server/services/admin/settings";

export interface ConfiguredTextGenerator {
  generator: TextGenerator;
  model: string;
  maxTokens: number;
  temperature: number;
}

/** What the chosen provider's client and health check are handed. */
export function connectionFor(settings: AiSettings): GeneratorConnection {
  return { apiKey: settings.apiKey, baseUrl: textGeneratorDefinition(settings.provider).baseUrl(), timeoutMs: env().AI_TEXT_TIMEOUT_MS };
}

/** True when the chosen provider can be called: it needs no key, or it has one. */
export function isUsable(settings: AiSettings): boolean {
  return textGeneratorDefinition(settings.provider).settings.apiKey === null || settings.apiKey !== null;
}

let cached: { key: string; generator: TextGenerator } | undefined;

export async function getTextGenerator(): Promise<ConfiguredTextGenerator> {
  const settings = await getAiSettings();
  const { model, maxTokens, temperature } = settings;
  if (!isUsable(settings)) return { generator: textGeneratorDefinition("offline").create(connectionFor(settings)), model, maxTokens, temperature };
  const connection = connectionFor(settings);
  // One client per provider, key and address: the SDK keeps its connections between calls.
  const cacheKey = [settings.provider, connection.apiKey, connection.baseUrl, connection.timeoutMs].join("\u0000");
  if (cached?.key !== cacheKey) cached = { key: cacheKey, generator: textGeneratorDefinition(settings.provider).create(connection) };
  return { generator: cached.generator, model, maxTokens, temperature };
}
