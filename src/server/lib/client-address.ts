/**
 * The address a request came from, for per-source limits (login, sign-up, contact form).
 *
 * X-Forwarded-For is whatever the client wrote unless a proxy we run rewrote it, so it is read
 * only when TRUST_PROXY says how many proxies of ours stand in front (each appends the address
 * it saw; the entry that many places from the right was written by our outermost proxy).
 * Otherwise the TCP peer address is used. Next.js does not hand route handlers the socket, so
 * src/instrumentation.ts stamps each incoming request with it (PEER_ADDRESS_HEADER, overwriting
 * anything a client sent under that name).
 */
import type { IncomingMessage, Server } from "node:http";
import { env } from "@/env";

export const PEER_ADDRESS_HEADER = "x-postpilot-peer-address";

export function clientAddress(headers: Headers): string {
  const hops = env().TRUST_PROXY;
  if (hops > 0) {
    const chain = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (chain.length > 0) return chain[Math.max(0, chain.length - hops)]!;
  }
  return headers.get(PEER_ADDRESS_HEADER) ?? "unknown";
}

/** Node's request headers as a Headers object (next-auth's authorize() gets a plain object). */
export function headersFrom(raw: Record<string, string | string[] | undefined> | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw ?? {})) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(", "));
  }
  return headers;
}

/** Makes every HTTP server of this process stamp requests with their socket's address. */
export function stampPeerAddresses(serverClass: typeof Server): void {
  const marker = Symbol.for("postpilot.peerAddressStamp");
  const proto = serverClass.prototype as Server & { [marker]?: boolean };
  if (proto[marker]) return;
  proto[marker] = true;
  const emit = proto.emit;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as IncomingMessage;
      // IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d; one spelling per client.
      req.headers[PEER_ADDRESS_HEADER] = (req.socket?.remoteAddress ?? "unknown").replace(/^::ffff:(?=\d+\.)/, "");
    }
    return (emit as (event: string | symbol, ...rest: unknown[]) => boolean).apply(this, [event, ...args]);
  } as Server["emit"];
}
