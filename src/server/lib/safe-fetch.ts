/**
 * Fetches a page the user named, without letting them reach our own network (SSRF).
 *
 * - http and https only, no credentials in the URL.
 * - We resolve the host ourselves and refuse it when ANY of its addresses is not public unicast
 *   (ipaddr.js's table of special ranges, plus IPv6 outside 2000::/3): private, loopback,
 *   link-local, CGNAT, multicast, unspecified, reserved/documentation, unique local, and every
 *   IPv6 form carrying an IPv4 address (mapped, translated, compatible, NAT64, 6to4, Teredo).
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
import ipaddr from "ipaddr.js";
import { env } from "@/env";

/** invalid_url: not an http(s) URL we take; insecure: plain http where only https may go (member-named hosts); refused: not a public address; failed: the fetch itself. */
export type SafeFetchFailure = "invalid_url" | "insecure" | "refused" | "failed";

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

/*
 * ipaddr.js's range() names the special-purpose ranges of the IANA registries (private, loopback,
 * link-local, CGNAT, reserved and documentation, benchmarking, multicast, broadcast, IPv4-mapped,
 * IPv4-translated ::ffff:0:0:0/96, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4, Teredo, discard,
 * unique local, site local…) and answers "unicast" for the rest. Anything but "unicast" is refused,
 * so every IPv6 form that carries an IPv4 address is refused outright, whatever that address is.
 */
const PUBLIC_RANGE = "unicast";

/*
 * What ipaddr.js 2.5 calls "unicast" although it is not public: in IPv6, only 2000::/3 is allocated
 * for global unicast (RFC 4291 §2.4); outside it, e.g. IPv4-compatible ::/96 (::127.0.0.1),
 * 100:0:0:1::/64 (RFC 9780) and the unassigned space.
 */
const GLOBAL_UNICAST_V6: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse("2000::"), 3];

/**
 * Private networks a host the operator named (ALLOWED_PRIVATE_HOSTS) may resolve to. Link-local
 * (the cloud metadata address), multicast, unspecified and IPv4-in-IPv6 forms stay refused.
 */
const OPERATOR_PRIVATE_RANGES = new Set(["private", "loopback", "uniqueLocal", "carrierGradeNat"]);

function parsedAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  // net.isIP is strict (no 0x7f.1 or 127.1 shorthands, which ipaddr.js would read): a literal the
  // URL parser did not normalise is not an address we connect to. Zone ids are link-local only.
  if (!net.isIP(bare) || bare.includes("%")) return null;
  try {
    return ipaddr.parse(bare);
  } catch {
    return null;
  }
}

/** The name of the special range an address is in, "unicast" when it is public, null when it is not an address. */
function rangeOf(address: string): string | null {
  const parsed = parsedAddress(address);
  if (!parsed) return null;
  const range = parsed.range();
  if (range === PUBLIC_RANGE && parsed.kind() === "ipv6" && !parsed.match(GLOBAL_UNICAST_V6)) return "notGlobalUnicast";
  return range;
}

/** True when an address may be fetched: a public unicast IPv4 or IPv6 address. Pure. */
export function isPublicAddress(address: string): boolean {
  return rangeOf(address) === PUBLIC_RANGE;
}

/** True when an address is public or on a private network (hosts the operator allowed by name). */
function isPublicOrPrivateNetwork(address: string): boolean {
  const range = rangeOf(address);
  return range === PUBLIC_RANGE || (range !== null && OPERATOR_PRIVATE_RANGES.has(range));
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

export interface AddressCheckOptions {
  /**
   * Host names (lower case, no trailing dot) that may resolve to a private network: the operator's
   * ALLOWED_PRIVATE_HOSTS, for member-named federated hosts only. Names, never literal addresses.
   */
  privateHosts?: ReadonlySet<string>;
}

/** The URL's host as a name or a bare address (IPv6 without its brackets). */
export function urlHost(url: URL): string {
  return url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
}

/** The host as operators list it (ALLOWED_PRIVATE_HOSTS): lower case, no trailing dot. */
export function hostKey(url: URL): string {
  return urlHost(url).toLowerCase().replace(/\.$/, "");
}

/** The address to connect to, after checking every address the host has. */
export async function checkedAddress(url: URL, resolve: (hostname: string) => Promise<string[]>, options: AddressCheckOptions = {}): Promise<string> {
  const host = urlHost(url);
  const named = !net.isIP(host) && options.privateHosts?.has(hostKey(url));
  const acceptable = named ? isPublicOrPrivateNetwork : isPublicAddress;
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
  const refused = addresses.find((a) => !acceptable(a));
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
    hostname: urlHost(url),
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
  const encoding = String(hop.headers["content-encoding"] ?? "identity")
    .toLowerCase()
    .trim();
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
