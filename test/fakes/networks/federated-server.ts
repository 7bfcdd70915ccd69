/**
 * The HTTP plumbing the Bluesky and Mastodon contract fakes share: a local server whose requests
 * arrive under made-up public host names (routed to it through guardedFetch's test hooks, as the
 * real clients reach member-named hosts), JSON answers, bodies, and requests left hanging (a crash
 * between the network's work and our reading of its answer) that are released on stop.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import type { GuardedFetchHooks } from "../../../src/server/lib/guarded-fetch";
import { ROUTED_TEST_ADDRESS } from "../../../src/server/lib/test-routing";

export interface FakeRequest {
  method: string;
  /** The Host header without port (which instance / PDS was asked). */
  host: string;
  url: URL;
  headers: IncomingMessage["headers"];
  body: Buffer;
  /** For requests the server was told to stream: the body as it arrives (`body` is then empty). */
  stream?: IncomingMessage;
}

export type FakeHandler = (req: FakeRequest, res: ServerResponse) => void | Promise<void>;

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(body === undefined ? "" : JSON.stringify(body));
}

/** Parses a form, JSON or multipart body the way the platform does (multipart through Request.formData). */
export async function formOf(req: FakeRequest): Promise<FormData> {
  const type = String(req.headers["content-type"] ?? "");
  return new Request("http://fake.invalid/", { method: "POST", headers: { "content-type": type }, body: new Uint8Array(req.body) }).formData();
}

export function jsonOf<T = Record<string, unknown>>(req: FakeRequest): T | null {
  try {
    return JSON.parse(req.body.toString("utf8")) as T;
  } catch {
    return null;
  }
}

/**
 * A request to a fake under one of its public names (what a browser at that host would send):
 * fetch() cannot set Host, so this speaks HTTP itself.
 */
export function requestAs(
  port: number,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingMessage["headers"]; body: string }> {
  const url = new URL(target);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method: init.method ?? "GET", path: `${url.pathname}${url.search}`, headers: { ...init.headers, host: url.host } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}

export class FederatedServer {
  private server: Server | null = null;
  private readonly hanging = new Set<ServerResponse>();
  port = 0;

  /** `streamed`: requests whose body the handler reads itself, as it arrives (large uploads). */
  constructor(
    private readonly handler: FakeHandler,
    private readonly streamed: (req: IncomingMessage) => boolean = () => false,
  ) {}

  async start(port = 0): Promise<void> {
    this.server = createServer((req, res) => {
      const host = String(req.headers.host ?? "")
        .replace(/:\d+$/, "")
        .toLowerCase();
      if (this.streamed(req)) {
        const request: FakeRequest = {
          method: req.method ?? "GET",
          host,
          url: new URL(req.url ?? "/", `http://${host || "fake.invalid"}`),
          headers: req.headers,
          body: Buffer.alloc(0),
          stream: req,
        };
        Promise.resolve(this.handler(request, res)).catch((err: Error) => {
          if (!res.headersSent) sendJson(res, 500, { error: "InternalServerError", message: err.message });
        });
        return;
      }
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const request: FakeRequest = {
          method: req.method ?? "GET",
          host,
          url: new URL(req.url ?? "/", `http://${host || "fake.invalid"}`),
          headers: req.headers,
          body: Buffer.concat(chunks),
        };
        Promise.resolve(this.handler(request, res)).catch((err: Error) => {
          if (!res.headersSent) sendJson(res, 500, { error: "InternalServerError", message: err.message });
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }

  /** Leaves a request unanswered until stop (the client's own timeout decides). */
  hang(res: ServerResponse): void {
    this.hanging.add(res);
    res.on("close", () => this.hanging.delete(res));
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }

  /**
   * guardedFetch hooks that route `hosts` to this server: they resolve to a public test address
   * (so the address check runs as for a real host) and connect here. Any other host resolves to
   * 127.0.0.1, which the check must refuse.
   */
  hooks(hosts: readonly string[]): GuardedFetchHooks {
    const names = new Set(hosts.map((h) => h.toLowerCase()));
    return {
      resolve: async (hostname) => (names.has(hostname.toLowerCase()) ? [ROUTED_TEST_ADDRESS] : ["127.0.0.1"]),
      connect: (_address, _port, hostname) => {
        if (!names.has(hostname.toLowerCase())) throw new Error(`the test hooks only reach ${[...names].join(", ")}`);
        return net.connect(this.port, "127.0.0.1");
      },
    };
  }

  /** GUARDED_FETCH_TEST_ROUTES entries for `hosts` (the e2e server, another process). */
  routes(hosts: readonly string[]): string {
    return hosts.map((h) => `${h}=127.0.0.1:${this.port}`).join(",");
  }
}
