/**
 * Contract fake of the OpenAI Chat Completions API: `POST /v1/chat/completions` answering the
 * documented JSON shape (`object: "chat.completion"`, choices[].message, finish_reason, usage) and
 * the documented error body (`{ error: { message, type, param, code } }`). The app's real OpenAI
 * implementation (the official SDK) talks to it through OPENAI_BASE_URL.
 *
 *   const fake = new OpenAIFake();
 *   await fake.start();
 *   Object.assign(process.env, fake.envVars()); resetEnvForTests();
 *   fake.setMode({ kind: "error", status: 500 });
 *   fake.requests   // what the app sent: headers and JSON body
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_OPENAI_KEY = "sk-test-fake-openai-key";

export type FakeMode = { kind: "ok" } | { kind: "error"; status: 500 | 503 } | { kind: "rateLimit" } | { kind: "slow"; delayMs: number };

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    max_tokens?: number;
    max_completion_tokens?: number;
    temperature?: number;
    n?: number;
  };
}

export class OpenAIFake {
  private server: Server | undefined;
  private mode: FakeMode = { kind: "ok" };
  private counter = 0;
  readonly requests: RecordedRequest[] = [];
  /** Keys the fake accepts. */
  keys = new Set<string>([FAKE_OPENAI_KEY]);
  /** What the "model" answers; by default it echoes a recognisable text. */
  reply: (req: RecordedRequest) => string = (req) => `Model post for: ${req.body.messages.at(-1)?.content.split("\n")[0] ?? ""}`;

  get baseUrl(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1`;
  }

  envVars(): Record<string, string> {
    return { OPENAI_API_KEY: FAKE_OPENAI_KEY, OPENAI_BASE_URL: this.baseUrl };
  }

  setMode(mode: FakeMode): void {
    this.mode = mode;
  }

  reset(): void {
    this.mode = { kind: "ok" };
    this.requests.length = 0;
    this.keys = new Set([FAKE_OPENAI_KEY]);
    this.reply = (req) => `Model post for: ${req.body.messages.at(-1)?.content.split("\n")[0] ?? ""}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private error(res: ServerResponse, status: number, message: string, type: string, code: string | null, headers: Record<string, string> = {}) {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify({ error: { message, type, param: null, code } }));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      return this.error(res, 404, `Unknown request URL: ${req.method} ${req.url}`, "invalid_request_error", "unknown_url");
    }
    let body: RecordedRequest["body"];
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      return this.error(res, 400, "We could not parse the JSON body of your request.", "invalid_request_error", null);
    }
    const recorded: RecordedRequest = { path: req.url, authorization: req.headers.authorization, body };
    this.requests.push(recorded);

    const key = req.headers.authorization?.replace(/^Bearer /, "");
    if (!key || !this.keys.has(key)) {
      return this.error(res, 401, "Incorrect API key provided.", "invalid_request_error", "invalid_api_key");
    }
    if (typeof body.model !== "string" || !Array.isArray(body.messages) || body.messages.length === 0) {
      return this.error(res, 400, "Missing required parameter: 'model' or 'messages'.", "invalid_request_error", "missing_required_parameter");
    }
    const mode = this.mode;
    if (mode.kind === "error") return this.error(res, mode.status, "The server had an error while processing your request.", "server_error", null);
    if (mode.kind === "rateLimit") {
      return this.error(res, 429, "Rate limit reached for requests.", "requests", "rate_limit_exceeded", { "retry-after-ms": "10" });
    }
    if (mode.kind === "slow") {
      await new Promise((r) => setTimeout(r, mode.delayMs));
      if (res.destroyed) return;
    }
    const content = this.reply(recorded);
    this.counter += 1;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: `chatcmpl-fake${this.counter}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: "stop" }],
        usage: { prompt_tokens: 42, completion_tokens: Math.ceil(content.length / 4), total_tokens: 42 + Math.ceil(content.length / 4) },
      }),
    );
  }
}
