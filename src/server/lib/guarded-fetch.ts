/**
 * fetch() for hosts a user named (a Mastodon instance, a Bluesky PDS): the same address policy as
 * safeFetch.ts (every address of the host must be public; the connection goes to the address we
 * checked, so DNS rebinding cannot switch it), for JSON APIs: any method, a body, no redirects
 * followed (an API that redirects is answered as it is), a byte limit on the answer.
 *
 * Two operator exceptions, both by host name: ALLOWED_PRIVATE_HOSTS may resolve to a private
 * network (a self-hoster's own PDS or instance), and only they may be reached over plain http in
 * production (http would carry client secrets, codes, tokens and app passwords in clear).
 *
 * Tests reach local contract fakes through the same hooks as safeFetch (`resolve` + `connect`):
 * in-process with `setGuardedFetchHooks`, and across processes (the e2e server, a production
 * build) with the test-only GUARDED_FETCH_TEST_ROUTES="host=127.0.0.1:port,…", under which a listed
 * host resolves to a public test address and its connection is routed to the local port (names
 * that exist in no DNS, so ALLOWED_PRIVATE_HOSTS cannot stand in for it). The address check
 * itself always runs; a host resolving to a private address is refused whatever the hooks.
 */
import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import tls from "node:tls";
import { env } from "@/env";
import { checkedAddress, hostKey, parsePublicUrl, SafeFetchError, systemResolve, urlHost, type AddressCheckOptions } from "./safe-fetch";
import { ROUTED_TEST_ADDRESS } from "./test-routing";

export interface GuardedFetchHooks {
  resolve?: (hostname: string) => Promise<string[]>;
  connect?: (address: string, port: number, hostname: string) => net.Socket;
}

/** Largest answer read (a media upload's JSON answer is small; this only bounds a hostile host). */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

let installed: GuardedFetchHooks | null = null;

/** Tests only: route hosts to local fakes (null restores the system resolver). */
export function setGuardedFetchHooks(hooks: GuardedFetchHooks | null): void {
  installed = hooks;
}

function parseRoutes(spec: string | undefined): Map<string, { host: string; port: number }> {
  const routes = new Map<string, { host: string; port: number }>();
  for (const entry of (spec ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [name, target] = entry.split("=");
    const match = /^([^:]+):(\d+)$/.exec(target ?? "");
    if (name && match) routes.set(name.toLowerCase(), { host: match[1]!, port: Number(match[2]) });
  }
  return routes;
}

function hooks(): GuardedFetchHooks {
  if (installed) return installed;
  const routes = parseRoutes(env().GUARDED_FETCH_TEST_ROUTES);
  if (routes.size === 0) return {};
  return {
    resolve: async (hostname) => (routes.has(hostname.toLowerCase()) ? [ROUTED_TEST_ADDRESS] : systemResolve(hostname)),
    connect: (address, port, hostname) => {
      const route = routes.get(hostname.toLowerCase());
      return route && address === ROUTED_TEST_ADDRESS ? net.connect(route.port, route.host) : net.connect(port, address);
    },
  };
}

function addressOptions(): AddressCheckOptions {
  return { privateHosts: new Set(env().ALLOWED_PRIVATE_HOSTS) };
}

/**
 * Whether a member-named host may be reached over plain http: in development and tests, and in
 * production only for hosts the operator named (ALLOWED_PRIVATE_HOSTS) and test-routed fakes.
 */
export function plainHttpAllowed(url: URL): boolean {
  const config = env();
  if (config.NODE_ENV !== "production") return true;
  const host = hostKey(url);
  return config.ALLOWED_PRIVATE_HOSTS.includes(host) || parseRoutes(config.GUARDED_FETCH_TEST_ROUTES).has(host);
}

function parseMemberUrl(input: string): URL {
  const url = parsePublicUrl(input);
  if (url.protocol === "http:" && !plainHttpAllowed(url)) throw new SafeFetchError("insecure", `plain http to ${url.host}`);
  return url;
}

/** The host part of a user-given address, checked: throws SafeFetchError (invalid_url | insecure | refused | failed). */
export async function checkPublicHost(input: string): Promise<URL> {
  const url = parseMemberUrl(input);
  await checkedAddress(url, hooks().resolve ?? systemResolve, addressOptions());
  return url;
}

function abortError(): Error {
  return Object.assign(new Error("The operation was aborted"), { name: "AbortError" });
}

/**
 * How a call other than a vendor client's is checked: `strict` (webhook targets, like
 * generate-from-link) takes no ALLOWED_PRIVATE_HOSTS exception and leaves the http check to the
 * caller; `truncateAnswerAt` keeps that many bytes of the answer and stops reading (no failure).
 */
export interface GuardedFetchPolicy {
  strict?: boolean;
  truncateAnswerAt?: number;
  /** The most an answer may be before the call fails (default MAX_ANSWER_BYTES). */
  maxBytes?: number;
}

/** The address of a strict target (webhooks), checked with the same hooks: throws SafeFetchError. */
export async function checkStrictTarget(url: URL): Promise<string> {
  return checkedAddress(url, hooks().resolve ?? systemResolve, {});
}

/**
 * `stream`: a body sent as it is read (a video from storage) instead of `body`, never held whole in
 * memory; the caller gives its Content-Length among the headers.
 */
export type GuardedRequestInit = RequestInit & { stream?: Readable };

/** A fetch-compatible call (the subset our vendor clients use) to a user-named public host. */
export async function guardedFetch(input: string, init: GuardedRequestInit = {}, policy: GuardedFetchPolicy = {}): Promise<Response> {
  const maxBytes = policy.maxBytes ?? MAX_ANSWER_BYTES;
  const url = policy.strict ? parsePublicUrl(input) : parseMemberUrl(input);
  const { resolve = systemResolve, connect } = hooks();
  const signal = init.signal ?? undefined;
  if (signal?.aborted) throw abortError();
  const address = await checkedAddress(url, resolve, policy.strict ? {} : addressOptions());

  // Let the platform serialise the body (FormData boundaries, URLSearchParams, bytes).
  const method = (init.method ?? "GET").toUpperCase();
  const stream = init.stream;
  const prepared = new Request(url, { method, headers: init.headers, body: stream ? null : (init.body ?? null) });
  const body = !stream && init.body != null ? Buffer.from(await prepared.arrayBuffer()) : null;
  const headers: Record<string, string> = {};
  prepared.headers.forEach((value, key) => (headers[key] = value));
  if (body) headers["content-length"] = String(body.length);
  if (stream && !headers["content-length"]) throw new Error("a streamed body needs its Content-Length");

  const isHttps = url.protocol === "https:";
  const port = url.port ? Number(url.port) : isHttps ? 443 : 80;
  const family = net.isIP(address);
  const hostname = urlHost(url);
  const pinnedLookup = ((_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (opts?.all) cb(null, [{ address, family }]);
    else cb(null, address, family);
  }) as unknown as net.LookupFunction;
  const agent = isHttps ? new https.Agent({ keepAlive: false }) : new http.Agent({ keepAlive: false });
  if (connect) {
    (agent as unknown as { createConnection: () => net.Socket }).createConnection = () => {
      const raw = connect(address, port, hostname);
      return isHttps ? tls.connect({ socket: raw, servername: hostname }) : raw;
    };
  }

  let answered = false;
  return new Promise<Response>((resolvePromise, reject) => {
    const request = (isHttps ? https : http).request(
      { protocol: url.protocol, hostname, port, path: `${url.pathname}${url.search}`, method, headers, lookup: pinnedLookup, agent, signal },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (policy.truncateAnswerAt !== undefined && size > policy.truncateAnswerAt) {
            chunks.push(chunk.subarray(0, Math.max(0, chunk.length - (size - policy.truncateAnswerAt))));
            finish();
            res.destroy();
            return;
          }
          if (size > maxBytes) {
            request.destroy(new SafeFetchError("failed", `answer larger than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        let ended = false;
        res.on("error", (err) => {
          if (!ended) reject(err);
        });
        const finish = () => {
          if (ended) return;
          ended = true;
          const status = res.statusCode ?? 0;
          const responseHeaders = new Headers();
          for (const [key, value] of Object.entries(res.headers)) {
            if (value === undefined) continue;
            for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(key, v);
          }
          const empty = status === 204 || status === 205 || status === 304 || method === "HEAD";
          resolvePromise(new Response(empty ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
        };
        res.on("end", finish);
      },
    );
    request.on("error", (err) => reject(signal?.aborted ? abortError() : err));
    if (stream) {
      // Sent at the pace the host reads it; a failing stream (the store went away) fails the request,
      // unless the host already answered (a refusal before reading everything: its answer stands).
      pipeline(stream, request).catch((err: Error) => {
        if (!answered) request.destroy(err);
      });
      return;
    }
    if (body) request.write(body);
    request.end();
  });
}
