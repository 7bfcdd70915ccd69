/**
 * Contract fake of Anthropic's Messages API: `POST /v1/messages` answering the documented message
 * shape (`type: "message"`, `content: [{type: "text", text}]`, `stop_reason`, `usage`) and
 * `GET /v1/models` (the list the health check reads). Errors carry the documented body
 * `{type: "error", error: {type, message}, request_id}`: 401 authentication_error, 400
 * invalid_request_error, 429 rate_limit_error (with retry-after, in seconds), 529
 * overloaded_error, 500 api_error. Requests without `anthropic-version` are refused, as the API does.
 *
 *   const fake = new AnthropicFake(); await fake.start();
 *   Object.assign(process.env, fake.envVars()); resetEnvForTests();
 *   fake.setMode({ kind: "rateLimit", times: 1, retryAfter: "0" });
 *   fake.requests   // what the app sent: path, headers and JSON body
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_ANTHROPIC_KEY = "sk-ant-test-fake-anthropic-key";
export const FAKE_ANTHROPIC_MODELS = ["claude-haiku-4-5", "claude-sonnet-4-5", "claude-opus-4-1"];

export type AnthropicFakeMode =
  | { kind: "ok" }
  /** `times` answers of the error, then ok again (absent: every answer). */
  | { kind: "rateLimit"; retryAfter?: string; times?: number }
  | { kind: "overloaded"; times?: number }
  | { kind: "error"; status: 500; times?: number }
  | { kind: "slow"; delayMs: number };

export interface AnthropicRecordedRequest {
  method: string;
  path: string;
  apiKey: string | undefined;
  version: string | undefined;
  body: {
    model: string;
    max_tokens: number;
    system?: string;
    temperature?: number;
    messages: { role: string; content: string }[];
  };
}

const defaultReply = (req: AnthropicRecordedRequest) => `Claude post for: ${req.body.messages.at(-1)?.content.split("\n")[0] ?? ""}`;

export class AnthropicFake {
  private server: Server | undefined;
  private mode: AnthropicFakeMode = { kind: "ok" };
  private failures = 0;
  private counter = 0;
  readonly requests: AnthropicRecordedRequest[] = [];
  keys = new Set<string>([FAKE_ANTHROPIC_KEY]);
  reply: (req: AnthropicRecordedRequest) => string = defaultReply;

  /** The API root, as ANTHROPIC_BASE_URL takes it (paths start with /v1). */
  get baseUrl(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  envVars(): Record<string, string> {
    return { ANTHROPIC_API_KEY: FAKE_ANTHROPIC_KEY, ANTHROPIC_BASE_URL: this.baseUrl };
  }

  setMode(mode: AnthropicFakeMode): void {
    this.mode = mode;
    this.failures = 0;
  }

  reset(): void {
    this.setMode({ kind: "ok" });
    this.requests.length = 0;
    this.keys = new Set([FAKE_ANTHROPIC_KEY]);
    this.reply = defaultReply;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private error(res: ServerResponse, status: number, type: string, message: string, headers: Record<string, string> = {}) {
    this.counter += 1;
    res.writeHead(status, { "content-type": "application/json", "request-id": `req_fake${this.counter}`, ...headers });
    res.end(JSON.stringify({ type: "error", error: { type, message }, request_id: `req_fake${this.counter}` }));
  }

  /** The mode's error, while it still has answers to give. */
  private modeError(res: ServerResponse): boolean {
    const mode = this.mode;
    if (mode.kind === "ok" || mode.kind === "slow") return false;
    if (mode.times !== undefined && this.failures >= mode.times) return false;
    this.failures += 1;
    if (mode.kind === "rateLimit") {
      this.error(res, 429, "rate_limit_error", "Number of request tokens has exceeded your per-minute rate limit", {
        "retry-after": mode.retryAfter ?? "30",
      });
    } else if (mode.kind === "overloaded") {
      this.error(res, 529, "overloaded_error", "Overloaded");
    } else {
      this.error(res, mode.status, "api_error", "Internal server error");
    }
    return true;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? "/", "http://fake");
    const apiKey = req.headers["x-api-key"] as string | undefined;
    const version = req.headers["anthropic-version"] as string | undefined;
    const authorised = () => {
      if (apiKey && this.keys.has(apiKey)) return true;
      this.error(res, 401, "authentication_error", "invalid x-api-key");
      return false;
    };

    if (req.method === "GET" && url.pathname === "/v1/models") {
      this.requests.push({ method: "GET", path: url.pathname, apiKey, version, body: { model: "", max_tokens: 0, messages: [] } });
      if (!authorised()) return;
      if (!version) return this.error(res, 400, "invalid_request_error", "anthropic-version: header is required");
      const data = FAKE_ANTHROPIC_MODELS.map((id) => ({ type: "model", id, display_name: id, created_at: "2025-10-01T00:00:00Z" }));
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(JSON.stringify({ data, has_more: false, first_id: data[0]!.id, last_id: data.at(-1)!.id }));
    }
    if (req.method !== "POST" || url.pathname !== "/v1/messages") {
      return this.error(res, 404, "not_found_error", `Not found: ${req.method} ${url.pathname}`);
    }
    let body: AnthropicRecordedRequest["body"];
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      return this.error(res, 400, "invalid_request_error", "The request body is not valid JSON.");
    }
    const recorded: AnthropicRecordedRequest = { method: "POST", path: url.pathname, apiKey, version, body };
    this.requests.push(recorded);
    if (!authorised()) return;
    if (!version) return this.error(res, 400, "invalid_request_error", "anthropic-version: header is required");
    if (typeof body.model !== "string" || !Number.isInteger(body.max_tokens) || body.max_tokens < 1) {
      return this.error(res, 400, "invalid_request_error", "model: Field required; max_tokens: Field required");
    }
    if (!Array.isArray(body.messages) || body.messages.length === 0 || body.messages.some((m) => m.role !== "user" && m.role !== "assistant")) {
      return this.error(res, 400, "invalid_request_error", "messages: at least one message with role user or assistant is required");
    }
    if (body.temperature !== undefined && (body.temperature < 0 || body.temperature > 1)) {
      return this.error(res, 400, "invalid_request_error", "temperature: range: 0 <= temperature <= 1");
    }
    if (this.modeError(res)) return;
    const mode = this.mode;
    if (mode.kind === "slow") {
      await new Promise((r) => setTimeout(r, mode.delayMs));
      if (res.destroyed) return;
    }
    const text = this.reply(recorded);
    this.counter += 1;
    res.writeHead(200, { "content-type": "application/json", "request-id": `req_fake${this.counter}` });
    res.end(
      JSON.stringify({
        id: `msg_fake${this.counter}`,
        type: "message",
        role: "assistant",
        model: body.model,
        content: [{ type: "text", text }],
        stop_reason: "end_turn",
        stop_sequence: null,
        usage: { input_tokens: 42, output_tokens: Math.ceil(text.length / 4) },
      }),
    );
  }
}
