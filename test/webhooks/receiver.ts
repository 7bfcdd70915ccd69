/**
 * A webhook receiver for the tests and the bench: a plain HTTP server that records every request
 * (headers, raw body, when) and answers as told: fail the first N, always answer a status, redirect,
 * or be down (connections dropped). verifySignature() is written from the documented scheme only
 * (README "Webhooks"), not with the app's code.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
  status: number;
}

export class Receiver {
  server: http.Server | null = null;
  port = 0;
  received: Received[] = [];
  failFirst = 0;
  status = 200;
  down = false;
  redirectTo: string | null = null;

  async start(port = 0): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        if (this.down) {
          req.socket.destroy();
          return;
        }
        let status = this.status;
        if (this.failFirst > 0) {
          this.failFirst--;
          status = 500;
        }
        if (this.redirectTo) status = 302;
        this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now(), status });
        res.writeHead(status, this.redirectTo ? { location: this.redirectTo } : { "content-type": "text/plain" });
        res.end(status < 300 ? "ok" : "nope");
      });
    });
    this.server.keepAliveTimeout = 1;
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Successfully received events (2xx), parsed, in arrival order. */
  events(): { id: string; type: string; createdAt: string; workspaceId: string; data: Record<string, unknown> & { post?: { id: string } } }[] {
    return this.received.filter((r) => r.status < 300).map((r) => JSON.parse(r.body));
  }
}

/** The documented check: HMAC-SHA256 of "<t>.<raw body>" with the secret, hex, compared in constant time; t within the tolerance. */
export function verifySignature(secret: string, header: string | undefined, rawBody: string, toleranceSeconds = 300): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(",").map((kv) => kv.split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isFinite(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(`${parts.t}.${rawBody}`).digest("hex"));
  const given = Buffer.from(parts.v1 ?? "");
  return expected.length === given.length && timingSafeEqual(expected, given);
}
