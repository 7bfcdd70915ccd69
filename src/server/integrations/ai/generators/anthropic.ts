/**
 * Anthropic's Messages API over fetch: POST {base}/v1/messages with x-api-key and
 * anthropic-version; the answer's text blocks are the post. Errors come as
 * `{type: "error", error: {type, message}}` (401 authentication_error, 429 rate_limit_error with
 * retry-after, 529 overloaded_error). Base URL: ANTHROPIC_BASE_URL; health check: GET {base}/v1/models.
 */
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

export const ANTHROPIC_VERSION = "2023-06-01";
/** One more try after a 429/529/5xx, when the vendor asks to wait no longer than this. */
const MAX_RETRY_WAIT_MS = 2_000;

interface MessagesAnswer {
  type?: string;
  model?: string;
  content?: { type: string; text?: string }[];
  stop_reason?: string | null;
  error?: { type?: string; message?: string };
}

function headers(apiKey: string): Record<string, string> {
  return { "x-api-key": apiKey, "anthropic-version": ANTHROPIC_VERSION, "content-type": "application/json" };
}

const root = (baseUrl: string) => baseUrl.replace(/\/$/, "");

/** retry-after in seconds (the header Anthropic sends); absent: a short pause. */
function retryWaitMs(res: Response): number {
  const header = res.headers.get("retry-after");
  if (header === null) return 500;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : Infinity;
}

export class AnthropicTextGenerator implements TextGenerator {
  readonly kind = "anthropic" as const;

  constructor(private readonly options: { apiKey: string; baseUrl: string; timeoutMs: number }) {}

  async generate(request: TextRequest): Promise<TextResult> {
    const body = JSON.stringify({
      model: request.model,
      max_tokens: request.maxTokens,
      // Anthropic accepts 0 to 1; the admin's setting goes to 2 for OpenAI.
      temperature: Math.min(request.temperature, 1),
      system: request.system,
      messages: [{ role: "user", content: request.prompt }],
    });
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let res: Response;
    let answer: MessagesAnswer;
    try {
      for (let attempt = 0; ; attempt++) {
        res = await fetch(`${root(this.options.baseUrl)}/v1/messages`, { method: "POST", headers: headers(this.options.apiKey), body, signal });
        const retryable = res.status === 429 || res.status === 529 || res.status >= 500;
        const wait = retryable && attempt === 0 ? retryWaitMs(res) : Infinity;
        if (wait <= MAX_RETRY_WAIT_MS) {
          await res.body?.cancel();
          await new Promise((resolve) => setTimeout(resolve, wait));
          continue;
        }
        answer = (await res.json().catch(() => ({}))) as MessagesAnswer;
        break;
      }
    } catch (err) {
      throw new TextGenerationError(`Anthropic call failed: ${(err as Error).message}`);
    }
    if (!res.ok || answer.type === "error") {
      const detail = answer.error ? `${answer.error.type ?? "error"}: ${answer.error.message ?? ""}` : "no error body";
      throw new TextGenerationError(`Anthropic answered ${res.status}: ${detail}`, res.status);
    }
    const text = (answer.content ?? [])
      .filter((block) => block.type === "text" && typeof block.text === "string")
      .map((block) => block.text)
      .join("")
      .trim();
    if (!text) throw new TextGenerationError("Anthropic answered without text");
    return { text, model: answer.model || request.model, offline: false };
  }
}

export const anthropicGenerator: TextGeneratorDefinition = {
  id: "anthropic",
  label: TEXT_GENERATORS.anthropic.label,
  settings: {
    apiKey: { envVar: "ANTHROPIC_API_KEY", label: "Anthropic API key", placeholder: "sk-ant-..." },
    models: ["claude-haiku-4-5", "claude-sonnet-4-5", "claude-opus-4-1"],
    defaultModel: "claude-haiku-4-5",
    maxTemperature: 1,
  },
  baseUrl: () => env().ANTHROPIC_BASE_URL,
  create: (connection: GeneratorConnection) =>
    new AnthropicTextGenerator({ apiKey: connection.apiKey ?? "", baseUrl: connection.baseUrl, timeoutMs: connection.timeoutMs }),
  async healthCheck(connection, signal) {
    const { "content-type": _, ...auth } = headers(connection.apiKey ?? "");
    await probe(`${root(connection.baseUrl)}/v1/models?limit=1`, auth, signal);
    return { description: "Anthropic API reachable" };
  },
};
