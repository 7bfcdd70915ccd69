/**
 * Fetches a page the user named, without letting them reach our own network (SSRF).
 *
 * - http and https only, no credentials in the URL.
 * - We resolve the host ourselves and refuse it when ANY of its addresses is private, loopback,
 *   link-local, CGNAT, multicast, unspecified, reserved/documentation, IPv4-mapped, NAT64/6to4/Teredo
 *   or a unique-local IPv6 address.
 * - The connection goes to the address we checked (a pinned `lookup`), so DNS rebinding between
 *   the check and the connect cannot switch it.
 * - At most 3 redirects, each re-checked; one deadline for the whole chain; a byte limit on the
 *   (decoded) body; text/html only.
 */
import http from "node:http";
import https from "node:https";
import net from "node:net";
import tls from "node:tls";
import { lookup as dnsLookup } from "node:dns/promises";
import zlib from "node:zlib";
import type { Readable } from "node:stream";
import { env } from "@/env";

export type SafeFetchFailure = "invalid_url" | "refused" | "failed";

export class SafeFetchError extends Error {
  constructor(
    readonly kind: SafeFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = "SafeFetchError";
  }
}

export interface SafeFetchOptions {
  /** Host name → addresses. Default: the system resolver (all addresses). */
  resolve?: (hostname: string) => Promise<string[]>;
  /**
   * Opens the TCP connection to an address that passed the check. Default: a plain TCP connection
   * to it. (Tests route a public test address to a local server; the check itself is not bypassable.)
   */
  connect?: (address: string, port: number) => net.Socket;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface FetchedPage {
  /** The final URL after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: string;
}

// ─── Address policy ──────────────────────────────────────────────────────────

// Two lists: a BlockList checks IPv4 addresses against its IPv6 rules too (as IPv4-mapped), so
// one list with ::ffff:0:0/96 in it would refuse every IPv4 address.
const blockedV4 = new net.BlockList();
const blockedV6 = new net.BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // CGNAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(prefix, bits, "ipv4");
}
for (const [prefix, bits] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["::", 96], // IPv4-compatible (deprecated)
  ["::ffff:0:0", 96], // IPv4-mapped
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48], // local NAT64
  ["100::", 64], // discard
  ["2001::", 32], // Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  blockedV6.addSubnet(prefix, bits, "ipv6");
}

/** True when an address may be fetched: a public unicast IPv4 or IPv6 address. Pure. */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  const family = net.isIP(bare);
  if (family === 4) return !blockedV4.check(bare, "ipv4");
  if (family === 6) {
    if (bare.includes("%")) return false; // zone ids only exist for link-local use
    return !blockedV6.check(bare, "ipv6");
  }
  return false;
}

/** Parses a user-supplied URL; only http(s) without credentials. */
export function parsePublicUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new SafeFetchError("invalid_url", "not a URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new SafeFetchError("invalid_url", `scheme ${url.protocol}`);
  if (url.username || url.password) throw new SafeFetchError("invalid_url", "credentials in URL");
  if (!url.hostname) throw new SafeFetchError("invalid_url", "no host");
  return url;
}

export async function systemResolve(hostname: string): Promise<string[]> {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => a.address);
}

/** The address to connect to, after checking every address the host has. */
export async function checkedAddress(url: URL, resolve: (hostname: string) => Promise<string[]>): Promise<string> {
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  let addresses: string[];
  if (net.isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await resolve(host);
    } catch (err) {
      throw new SafeFetchError("failed", `cannot resolve ${host}: ${(err as Error).message}`);
    }
  }
  if (addresses.length === 0) throw new SafeFetchError("failed", `no address for ${host}`);
  const refused = addresses.find((a) => !isPublicAddress(a));
  if (refused) throw new SafeFetchError("refused", `${host} resolves to ${refused}`);
  return addresses[0]!;
}

// ─── Fetching ────────────────────────────────────────────────────────────────

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = ["text/html", "application/xhtml+xml"];

interface Hop {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Readable;
  request: http.ClientRequest;
}

function requestOnce(url: URL, address: string, options: SafeFetchOptions, signal: AbortSignal): Promise<Hop> {
  const isHttps = url.protocol === "https:";
  const port = url.port ? Number(url.port) : isHttps ? 443 : 80;
  const family = net.isIP(address);
  const pinnedLookup = ((_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (opts?.all) cb(null, [{ address, family }]);
    else cb(null, address, family);
  }) as unknown as net.LookupFunction;
  // A fresh agent per request (no pooled socket can be reused for another host).
  const agent = isHttps ? new https.Agent({ keepAlive: false }) : new http.Agent({ keepAlive: false });
  if (options.connect) {
    const connect = options.connect;
    (agent as unknown as { createConnection: () => net.Socket }).createConnection = () => {
      const raw = connect(address, port);
      return isHttps ? tls.connect({ socket: raw, servername: url.hostname }) : raw;
    };
  }
  const requestOptions: https.RequestOptions = {
    protocol: url.protocol,
    hostname: url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname,
    port,
    path: `${url.pathname}${url.search}`,
    method: "GET",
    headers: {
      "user-agent": "PostPilotBot/1.0 (+link preview for post generation)",
      accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
      "accept-encoding": "gzip, deflate, br",
    },
    lookup: pinnedLookup,
    agent,
    signal,
  };
  return new Promise<Hop>((resolve, reject) => {
    const request = (isHttps ? https : http).request(requestOptions, (res) => {
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: res, request });
    });
    request.on("error", (err) => reject(err));
    request.end();
  });
}

function decodedStream(hop: Hop): Readable {
  const encoding = String(hop.headers["content-encoding"] ?? "identity").toLowerCase().trim();
  if (encoding === "gzip" || encoding === "x-gzip") return hop.body.pipe(zlib.createGunzip());
  if (encoding === "deflate") return hop.body.pipe(zlib.createInflate());
  if (encoding === "br") return hop.body.pipe(zlib.createBrotliDecompress());
  if (encoding === "identity" || encoding === "") return hop.body;
  throw new SafeFetchError("failed", `unsupported content encoding ${encoding}`);
}

async function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > maxBytes) {
      stream.destroy();
      throw new SafeFetchError("failed", `page larger than ${maxBytes} bytes`);
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

function decodeText(bytes: Buffer, contentType: string): string {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

/** Fetches an HTML page from a public address. Throws SafeFetchError (invalid_url, refused, failed). */
export async function safeFetchHtml(input: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  const config = env();
  const timeoutMs = options.timeoutMs ?? config.LINK_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? config.LINK_FETCH_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? 3;
  const resolve = options.resolve ?? systemResolve;

  let url = parsePublicUrl(input);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      const address = await checkedAddress(url, resolve);
      if (controller.signal.aborted) throw new SafeFetchError("failed", `timed out after ${timeoutMs} ms`);
      let hop: Hop;
      try {
        hop = await requestOnce(url, address, options, controller.signal);
      } catch (err) {
        if (err instanceof SafeFetchError) throw err;
        const reason = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : (err as Error).message;
        throw new SafeFetchError("failed", `request to ${url.host} failed: ${reason}`);
      }
      if (REDIRECTS.has(hop.status)) {
        hop.body.resume();
        const location = hop.headers.location;
        if (!location) throw new SafeFetchError("failed", `redirect ${hop.status} without location`);
        if (redirects >= maxRedirects) throw new SafeFetchError("failed", `more than ${maxRedirects} redirects`);
        let next: URL;
        try {
          next = parsePublicUrl(new URL(location, url).toString());
        } catch {
          throw new SafeFetchError("refused", `redirect to an unsupported address ${location}`);
        }
        url = next;
        continue;
      }
      if (hop.status < 200 || hop.status >= 300) {
        hop.body.resume();
        throw new SafeFetchError("failed", `${url.host} answered ${hop.status}`);
      }
      const contentType = String(hop.headers["content-type"] ?? "");
      const mime = contentType.split(";")[0]!.trim().toLowerCase();
      if (!HTML_TYPES.includes(mime)) {
        hop.request.destroy();
        throw new SafeFetchError("failed", `not an HTML page (${mime || "no content type"})`);
      }
      const declared = Number(hop.headers["content-length"]);
      if (Number.isFinite(declared) && declared > maxBytes) {
        hop.request.destroy();
        throw new SafeFetchError("failed", `page larger than ${maxBytes} bytes`);
      }
      let bytes: Buffer;
      try {
        bytes = await readLimited(decodedStream(hop), maxBytes);
      } catch (err) {
        hop.request.destroy();
        if (err instanceof SafeFetchError) throw err;
        const reason = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : (err as Error).message;
        throw new SafeFetchError("failed", `reading ${url.host} failed: ${reason}`);
      }
      return { url: url.toString(), status: hop.status, contentType, body: decodeText(bytes, contentType) };
    }
  } finally {
    clearTimeout(timer);
  }
}
