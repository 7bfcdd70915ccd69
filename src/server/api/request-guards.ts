/**
 * Checks every route handler that accepts a request body runs before doing any work:
 * - bodies are read while counting bytes and abandoned at the limit (a chunked upload without
 *   Content-Length never fills memory);
 * - a mutation authenticated by the session cookie must come from our own pages (Origin check);
 *   bearer-token calls carry no ambient credential and are not checked.
 */
import { env } from "@/env";
import { SESSION_COOKIE_NAMES, readCookie } from "@/server/services/auth/credential";

export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false };

/** Reads the body, giving up (and cancelling the stream) as soon as it passes `limit` bytes. */
export async function readBodyWithin(req: Request, limit: number): Promise<BodyRead> {
  if (Number(req.headers.get("content-length") ?? 0) > limit) {
    await req.body?.cancel().catch(() => undefined);
    return { ok: false };
  }
  if (!req.body) return { ok: true, bytes: new Uint8Array() };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false };
    }
    chunks.push(value);
  }
  return { ok: true, bytes: Buffer.concat(chunks, total) };
}

/** The same request with an already-read body (route handlers and libraries read it again). */
export function withBody(req: Request, bytes: Uint8Array | undefined): Request {
  const body = bytes && bytes.byteLength > 0 ? bytes : undefined;
  return new Request(req.url, { method: req.method, headers: req.headers, body: body as BodyInit | undefined });
}

/** Deepest JSON nesting either door accepts; no input of ours nests beyond a handful of levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * True when JSON text nests arrays/objects deeper than `max` (one linear pass, strings skipped).
 * Deeply nested input overflows the stack of the recursive libraries after JSON.parse (superjson,
 * input coercion, validation), which would answer 500.
 */
export function jsonNestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

export const TOO_DEEP_MESSAGE = `JSON nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function usesSessionCookie(headers: Headers): boolean {
  if (headers.get("authorization")) return false;
  return SESSION_COOKIE_NAMES.some((name) => readCookie(headers, name) !== undefined);
}

/**
 * Origins our own pages are served from: APP_URL, and the host the request was sent to. The
 * X-Forwarded-Host/-Proto a proxy of ours wrote count only under TRUST_PROXY (as X-Forwarded-For
 * in client-address.ts); otherwise they are whatever the client wrote.
 */
function ownOrigins(req: Request): Set<string> {
  const config = env();
  const origins = new Set<string>([new URL(config.APP_URL).origin, new URL(req.url).origin]);
  const behindProxy = config.TRUST_PROXY > 0;
  const forwarded = (name: string) => (behindProxy ? req.headers.get(name)?.split(",")[0]?.trim() || null : null);
  const host = forwarded("x-forwarded-host") ?? req.headers.get("host");
  if (host) {
    const proto = forwarded("x-forwarded-proto") ?? new URL(req.url).protocol.replace(":", "");
    origins.add(`${proto}://${host}`);
  }
  return origins;
}

export const CROSS_SITE_MESSAGE = "Cross-site request refused: send this request from the PostPilot app, or use a bearer token.";

/**
 * True when a state-changing request rides on the session cookie but was not sent by our pages.
 * Browsers send Origin on every cross-origin POST/PUT/PATCH/DELETE; when it is missing we fall back
 * to Sec-Fetch-Site, and a request carrying neither comes from a non-browser client, which cannot
 * be driven by another site.
 */
export function isCrossSiteCookieMutation(req: Request): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  if (!usesSessionCookie(req.headers)) return false;
  const origin = req.headers.get("origin");
  if (origin) return !ownOrigins(req).has(origin);
  const fetchSite = req.headers.get("sec-fetch-site");
  return fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none";
}
