/**
 * Contract fake of fal.ai's queue API, as the official client (`@fal-ai/client`) calls it:
 *
 *   POST /{owner}/{alias}[/{sub/path}]         submit (Authorization: Key <key>, JSON input)
 *        → { request_id, status: "IN_QUEUE", queue_position, response_url, status_url, cancel_url }
 *   GET  /{owner}/{alias}/requests/{id}/status → 202 { status: IN_QUEUE | IN_PROGRESS } … 200 { status: COMPLETED [, error] }
 *   GET  /{owner}/{alias}/requests/{id}        → the model's output ({ images: [{ url, width, height, content_type }] }
 *                                                 or { video: { url, content_type } }), or an error { detail }
 *   PUT  /{owner}/{alias}/requests/{id}/cancel → 202 { status: "CANCELLATION_REQUESTED" }
 *   GET  /files/{name}                          the result files (fal's CDN), served by the same fake
 *
 * (Status, result and cancel drop the model's sub-path, as the client does.) Results are real
 * files made with ffmpeg: a PNG at the requested image_size, a one-second MP4 at the aspect ratio.
 *
 *   const fake = new FalFake(); await fake.start();
 *   Object.assign(process.env, fake.envVars()); resetEnvForTests();
 *   fake.setMode({ kind: "failed" });
 *
 * For resuming after a worker restart: `hold()` keeps new requests IN_PROGRESS until `release()`,
 * `forget(id)` makes fal answer 404 for a request (expired), `submits` counts accepted submits.
 */
import { execFile } from "node:child_process";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import ffmpeg from "@ffmpeg-installer/ffmpeg";

export const FAKE_FAL_KEY = "fal-test-key-id:fal-test-key-secret";

export type FalFakeMode =
  | { kind: "ok" }
  /** The submit call is refused (401 bad key, 422 invalid input, …). */
  | { kind: "submitError"; status: number; detail: string }
  /** The request runs, then ends COMPLETED with an error; its result answers 422. */
  | { kind: "failed"; detail: string }
  /** The status answers a terminal status the client does not know (FAILED, as some gateways do). */
  | { kind: "statusFailed" }
  /** The request never finishes (for timeouts). */
  | { kind: "stuck" }
  /** Every answer is delayed. */
  | { kind: "slow"; delayMs: number }
  /** The result's file URL answers 404 (expired CDN file). */
  | { kind: "missingFile" }
  /** The result's file is not an image/video. */
  | { kind: "garbageFile" };

export interface FalRecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | undefined;
}

interface FakeRequest {
  id: string;
  model: string;
  input: Record<string, unknown>;
  polls: number;
  cancelled: boolean;
  /** Held requests answer IN_PROGRESS until `release()`. */
  held: boolean;
}

function makeFile(args: string[], name: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    void mkdtemp(path.join(tmpdir(), "fal-fake-")).then((dir) => {
      execFile(ffmpeg.path, ["-hide_banner", "-loglevel", "error", ...args, path.join(dir, name)], (err) => {
        const done = err ? Promise.reject(err) : readFile(path.join(dir, name));
        void done.then(resolve, reject).finally(() => rm(dir, { recursive: true, force: true }));
      });
    });
  });
}

export class FalFake {
  private server: Server | undefined;
  private mode: FalFakeMode = { kind: "ok" };
  private counter = 0;
  private readonly queue = new Map<string, FakeRequest>();
  private readonly files = new Map<string, { bytes: Buffer; type: string }>();
  readonly requests: FalRecordedRequest[] = [];
  /** Ids of the requests fal accepted since the last reset, oldest first (each one is billed). */
  readonly submitted: string[] = [];
  private holding = false;
  /** Status polls a request answers IN_QUEUE / IN_PROGRESS before COMPLETED. */
  pollsUntilDone = 2;

  get baseUrl(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  envVars(): Record<string, string> {
    return { FAL_KEY: FAKE_FAL_KEY, FAL_QUEUE_URL: this.baseUrl, FAL_POLL_INTERVAL_MS: "20", FAL_TIMEOUT_MS: "20000" };
  }

  setMode(mode: FalFakeMode): void {
    this.mode = mode;
  }

  reset(): void {
    this.mode = { kind: "ok" };
    this.requests.length = 0;
    this.pollsUntilDone = 2;
    this.holding = false;
    this.submitted.length = 0;
    this.queue.clear();
  }

  /** How many requests fal accepted since the last reset. */
  get submits(): number {
    return this.submitted.length;
  }

  /** New requests stay IN_PROGRESS (a long generation) until `release()`. */
  hold(): void {
    this.holding = true;
  }

  /** Lets every held request finish. */
  release(): void {
    this.holding = false;
    for (const request of this.queue.values()) request.held = false;
  }

  /** fal no longer knows the request (its status and result answer 404), as after it expired. */
  forget(requestId: string): void {
    this.queue.delete(requestId);
  }

  /** Requests that were cancelled through the queue API. */
  cancelled(): string[] {
    return [...this.queue.values()].filter((r) => r.cancelled).map((r) => r.id);
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res).catch(() => res.destroy()));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private json(res: ServerResponse, status: number, body: unknown) {
    if (res.destroyed) return;
    res.writeHead(status, { "content-type": "application/json", "x-fal-request-id": String(this.counter) });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? "/", this.baseUrl);
    let body: Record<string, unknown> | undefined;
    if (chunks.length > 0) {
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        return this.json(res, 400, { detail: "Invalid JSON body" });
      }
    }
    this.requests.push({ method: req.method ?? "", path: url.pathname, authorization: req.headers.authorization, body });
    const mode = this.mode;
    if (mode.kind === "slow") {
      await new Promise((r) => setTimeout(r, mode.delayMs));
      if (res.destroyed) return;
    }

    if (req.method === "GET" && url.pathname.startsWith("/files/")) {
      const file = this.files.get(url.pathname.slice("/files/".length));
      if (!file || mode.kind === "missingFile") return this.json(res, 404, { detail: "Not Found" });
      res.writeHead(200, { "content-type": file.type, "content-length": String(file.bytes.length) });
      return res.end(file.bytes);
    }

    if (req.headers.authorization !== `Key ${FAKE_FAL_KEY}`) {
      return this.json(res, 401, { detail: "Authentication is required to access this application." });
    }

    const parts = url.pathname.split("/").filter(Boolean);
    // /{owner}/{alias}/requests/{id}[/status|/cancel]
    if (parts[2] === "requests" && parts[3]) {
      const request = this.queue.get(parts[3]);
      const model = `${parts[0]}/${parts[1]}`;
      if (!request || !request.model.startsWith(model)) return this.json(res, 404, { detail: "Request not found" });
      if (req.method === "PUT" && parts[4] === "cancel") {
        request.cancelled = true;
        return this.json(res, 202, { status: "CANCELLATION_REQUESTED" });
      }
      if (req.method === "GET" && parts[4] === "status") return this.status(res, request);
      if (req.method === "GET" && parts.length === 4) return this.result(res, request);
      return this.json(res, 405, { detail: "Method Not Allowed" });
    }

    if (req.method === "POST" && parts.length >= 2) {
      if (mode.kind === "submitError") return this.json(res, mode.status, { detail: mode.detail });
      if (!body || typeof body.prompt !== "string" || body.prompt.length === 0) {
        return this.json(res, 422, { detail: [{ loc: ["body", "prompt"], msg: "field required", type: "value_error.missing" }] });
      }
      this.counter += 1;
      const id = `fake-${this.counter.toString().padStart(8, "0")}-0000-0000-0000-000000000000`;
      this.submitted.push(id);
      const model = parts.join("/");
      this.queue.set(id, { id, model, input: body, polls: 0, cancelled: false, held: this.holding });
      const base = `${this.baseUrl}/${parts[0]}/${parts[1]}/requests/${id}`;
      return this.json(res, 200, {
        request_id: id,
        status: "IN_QUEUE",
        queue_position: 0,
        response_url: base,
        status_url: `${base}/status`,
        cancel_url: `${base}/cancel`,
      });
    }
    return this.json(res, 404, { detail: "Not Found" });
  }

  private status(res: ServerResponse, request: FakeRequest) {
    const mode = this.mode;
    request.polls += 1;
    if (mode.kind === "stuck" || request.held || request.polls <= this.pollsUntilDone) {
      const status = request.polls === 1 ? "IN_QUEUE" : "IN_PROGRESS";
      return this.json(res, 202, { status, queue_position: status === "IN_QUEUE" ? 0 : undefined, response_url: "", logs: null });
    }
    if (mode.kind === "statusFailed") return this.json(res, 200, { status: "FAILED", error: "Internal worker error" });
    if (mode.kind === "failed") {
      return this.json(res, 200, { status: "COMPLETED", error: mode.detail, error_type: "content_policy_violation", logs: null, metrics: {} });
    }
    return this.json(res, 200, { status: "COMPLETED", logs: null, metrics: { inference_time: 1.2 } });
  }

  private async result(res: ServerResponse, request: FakeRequest) {
    const mode = this.mode;
    if (mode.kind === "failed")
      return this.json(res, 422, { detail: [{ loc: ["body", "prompt"], msg: mode.detail, type: "content_policy_violation" }] });
    if (request.held || request.polls <= this.pollsUntilDone) return this.json(res, 400, { detail: "Request is still in progress" });
    const isVideo = "duration" in request.input || "aspect_ratio" in request.input;
    const name = `${request.id}.${isVideo ? "mp4" : "png"}`;
    const fileUrl = `${this.baseUrl}/files/${name}`;
    if (isVideo) {
      const [w, h] = request.input.aspect_ratio === "9:16" ? [180, 320] : request.input.aspect_ratio === "1:1" ? [240, 240] : [320, 180];
      const bytes =
        mode.kind === "garbageFile"
          ? Buffer.from("not a video")
          : await makeFile(
              ["-f", "lavfi", "-i", `testsrc=s=${w}x${h}:d=1:r=10`, "-pix_fmt", "yuv420p", "-c:v", "libx264", "-preset", "ultrafast"],
              "v.mp4",
            );
      this.files.set(name, { bytes, type: "video/mp4" });
      return this.json(res, 200, { video: { url: fileUrl, content_type: "video/mp4", file_name: name, file_size: bytes.length } });
    }
    const size = (request.input.image_size ?? { width: 1024, height: 768 }) as { width: number; height: number };
    const bytes =
      mode.kind === "garbageFile"
        ? Buffer.from("<html>not an image</html>")
        : await makeFile(["-f", "lavfi", "-i", `testsrc=s=${size.width}x${size.height}:d=1:r=1`, "-frames:v", "1"], "i.png");
    this.files.set(name, { bytes, type: "image/png" });
    return this.json(res, 200, {
      images: [{ url: fileUrl, width: size.width, height: size.height, content_type: "image/png" }],
      timings: { inference: 1.2 },
      seed: 42,
      has_nsfw_concepts: [false],
      prompt: request.input.prompt,
    });
  }
}
