/**
 * AI text generation: one interface, two implementations.
 *
 * - OpenAI (the official SDK, Chat Completions) when a key is configured: the admin's key
 *   (Admin → Settings) first, else OPENAI_API_KEY. Model, max tokens and temperature come from the
 *   admin settings (defaults gpt-4.1-nano, 2000, 0.7).
 * - The offline generator otherwise: deterministic templates, labelled `offline: true` so that no
 *   answer is ever mistaken for a model's.
 */
import OpenAI from "openai";
import { env } from "@/env";
import { getAiSettings } from "@/server/services/admin/settings";
import { writeOfflinePost, type TextBrief } from "./offline";

export interface TextRequest {
  system: string;
  prompt: string;
  maxTokens: number;
  temperature: number;
  model: string;
  /** The same request in structured form: what the offline generator writes from (a model reads `prompt`). */
  brief: TextBrief;
}

export interface TextResult {
  text: string;
  /** The model that wrote it, or "offline". */
  model: string;
  offline: boolean;
}

export interface TextGenerator {
  readonly kind: "openai" | "offline";
  generate(request: TextRequest): Promise<TextResult>;
}

/** The provider failed (error answer, timeout, empty answer); the caller refunds and answers 502. */
export class TextGenerationError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "TextGenerationError";
  }
}

export class OpenAITextGenerator implements TextGenerator {
  readonly kind = "openai" as const;
  private readonly client: OpenAI;

  constructor(options: { apiKey: string; baseURL: string; timeoutMs: number }) {
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 1, timeout: options.timeoutMs });
  }

  async generate(request: TextRequest): Promise<TextResult> {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await this.client.chat.completions.create({
        model: request.model,
        messages: [
          { role: "system", content: request.system },
          { role: "user", content: request.prompt },
        ],
        max_tokens: request.maxTokens,
        temperature: request.temperature,
        n: 1,
      });
    } catch (err) {
      if (err instanceof OpenAI.APIError) {
        throw new TextGenerationError(`OpenAI answered ${err.status ?? "no status"}: ${err.message}`, err.status ?? null);
      }
      throw new TextGenerationError(`OpenAI call failed: ${(err as Error).message}`);
    }
    const text = completion.choices[0]?.message?.content?.trim();
    if (!text) throw new TextGenerationError("OpenAI answered without text");
    return { text, model: completion.model || request.model, offline: false };
  }
}

export class OfflineTextGenerator implements TextGenerator {
  readonly kind = "offline" as const;

  async generate(request: TextRequest): Promise<TextResult> {
    return { text: writeOfflinePost(request.brief), model: "offline", offline: true };
  }
}

export interface ConfiguredTextGenerator {
  generator: TextGenerator;
  model: string;
  maxTokens: number;
  temperature: number;
}

let cachedClient: { key: string; generator: OpenAITextGenerator } | undefined;

/** The generator to use now, with the admin's model settings. Re-read on every call: admins change them live. */
export async function getTextGenerator(): Promise<ConfiguredTextGenerator> {
  const settings = await getAiSettings();
  const { model, maxTokens, temperature } = settings;
  if (!settings.apiKey) return { generator: new OfflineTextGenerator(), model, maxTokens, temperature };
  const { OPENAI_BASE_URL: baseURL, AI_TEXT_TIMEOUT_MS: timeoutMs } = env();
  const cacheKey = `${settings.apiKey}\u0000${baseURL}\u0000${timeoutMs}`;
  if (cachedClient?.key !== cacheKey) {
    cachedClient = { key: cacheKey, generator: new OpenAITextGenerator({ apiKey: settings.apiKey, baseURL, timeoutMs }) };
  }
  return { generator: cachedClient.generator, model, maxTokens, temperature };
}
