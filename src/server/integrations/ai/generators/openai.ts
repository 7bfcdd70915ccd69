/**
 * OpenAI (or any server speaking its Chat Completions API) through the official SDK. Base URL:
 * OPENAI_BASE_URL; health check: GET {base}/models.
 */
import OpenAI from "openai";
import { env } from "@/env";
import { TEXT_GENERATORS } from "@/lib/ai-generators";
import {
  probe,
  TextGenerationError,
  type GeneratorConnection,
  type TextGenerator,
  type TextGeneratorDefinition,
  type TextRequest,
  type TextResult,
} from "./types";

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

const root = (connection: GeneratorConnection) => connection.baseUrl.replace(/\/$/, "");

export const openaiGenerator: TextGeneratorDefinition = {
  id: "openai",
  label: TEXT_GENERATORS.openai.label,
  settings: {
    apiKey: { envVar: "OPENAI_API_KEY", label: "OpenAI API key", placeholder: "sk-..." },
    models: ["gpt-4.1-nano", "gpt-4o-mini", "gpt-4o", "gpt-4-turbo", "gpt-4", "gpt-3.5-turbo"],
    defaultModel: "gpt-4.1-nano",
    maxTemperature: 2,
  },
  baseUrl: () => env().OPENAI_BASE_URL,
  create: (connection) => new OpenAITextGenerator({ apiKey: connection.apiKey ?? "", baseURL: connection.baseUrl, timeoutMs: connection.timeoutMs }),
  async healthCheck(connection, signal) {
    await probe(`${root(connection)}/models`, { authorization: `Bearer ${connection.apiKey ?? ""}` }, signal);
    return { description: "OpenAI API reachable" };
  },
};
