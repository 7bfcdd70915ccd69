/** One fetch wrapper for every network: JSON in and out, and failures classified for the pipeline. */
import type { Readable } from "node:stream";
import { Agent, request } from "undici";
import { networkLabel, type NetworkKey } from "@/lib/networks";
import { SafeFetchError } from "@/server/lib/safe-fetch";
import { PublishError } from "./types";

export interface NetworkCall {
  network: NetworkKey;
  url: string;
  method?: string;
  headers?: Record<string, string>;
  /** JSON body (objects) or raw bytes/form */
  json?: unknown;
  body?: BodyInit;
  /**
   * A body sent as it is read (a video, or one part of it, from storage), never held whole in
   * memory: `length` goes out as Content-Length and must be exactly what the stream gives.
   */
  upload?: { stream: Readable; length: number };
  signal: AbortSignal;
  /** Statuses besides 2xx that are answers, not failures (Google's 308 Resume Incomplete). */
  alsoOk?: readonly number[];
  /**
   * True for the call that creates the post: if it times out after the request went out, the
   * post may exist, so the outcome is "unknown" rather than "try again".
   */
  creates?: boolean;
  /**
   * The network's own reading of an answer (any status), for networks whose error bodies say more
   * than the HTTP status (TikTok's error.code, Google's errors[].reason): a PublishError to throw,
   * or undefined for the usual handling.
   */
  inspect?: (answer: { status: number; body: unknown; headers: Headers }) => PublishError | undefined;
  /**
   * The fetch to use: guardedFetch for hosts a member named (Mastodon instances, Bluesky PDSes).
   * It is handed an `upload` as `stream` (with its Content-Length among the headers).
   */
  fetch?: (url: string, init: RequestInit & { stream?: Readable }) => Promise<Response>;
}

export function retryAfterMs(res: { headers: Headers }): number | undefined {
  const header = res.headers.get("retry-after");
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, date - Date.now());
  }
  // X sends the end of the rate-limit window as epoch seconds.
  const reset = Number(res.headers.get("x-rate-limit-reset"));
  if (Number.isFinite(reset) && reset > 0) return Math.max(0, reset * 1000 - Date.now());
  return businessUseCaseWaitMs(res.headers.get("x-business-use-case-usage"));
}

/**
 * Meta's Business Use Case limits (Facebook Pages, Instagram) say how long to wait in the
 * X-Business-Use-Case-Usage header: { "<id>": [{ ..., "estimated_time_to_regain_access": <minutes> }] }.
 */
function businessUseCaseWaitMs(header: string | null): number | undefined {
  if (!header) return undefined;
  try {
    const usage = JSON.parse(header) as Record<string, { estimated_time_to_regain_access?: unknown }[]>;
    const minutes = Object.values(usage)
      .flat()
      .map((entry) => Number(entry?.estimated_time_to_regain_access))
      .filter((n) => Number.isFinite(n) && n > 0);
    return minutes.length > 0 ? Math.max(...minutes) * 60_000 : undefined;
  } catch {
    return undefined;
  }
}

/** Pulls a readable message out of the error bodies the networks send. */
function networkMessage(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return typeof body === "string" && body.length < 300 ? body : undefined;
  const b = body as Record<string, unknown>;
  const error = b.error as Record<string, unknown> | string | undefined;
  if (typeof error === "string") return (b.error_description as string | undefined) ?? error;
  // Meta's Graph API puts a sentence meant for people in error_user_msg ("Invalid parameter" in message).
  if (error && typeof error.error_user_msg === "string") return error.error_user_msg;
  if (error && typeof error.message === "string") return error.message;
  // X's "invalid request" problems name the actual problem in errors[], their detail is generic.
  if (Array.isArray(b.errors) && b.errors[0] && typeof (b.errors[0] as { message?: unknown }).message === "string") {
    return (b.errors[0] as { message: string }).message;
  }
  if (typeof b.detail === "string") return b.detail;
  if (typeof b.message === "string") return b.message;
  return undefined;
}

/**
 * Meta's Graph API (Threads) answers most failures with HTTP 400 and says what happened in
 * `error.code`: 190/102 = the access token is invalid or expired, 4/17/32/613 = rate limits,
 * `is_transient` or 1/2 = a temporary problem on their side.
 */
function graphErrorKind(body: unknown): "auth" | "rate" | "transient" | undefined {
  if (!body || typeof body !== "object") return undefined;
  const error = (body as { error?: unknown }).error;
  if (!error || typeof error !== "object") return undefined;
  const { code, is_transient: isTransient } = error as { code?: unknown; is_transient?: unknown };
  if (typeof code !== "number") return undefined;
  if (code === 190 || code === 102) return "auth";
  // 80000-80014: Business Use Case limits (80001 Pages, 80002 Instagram).
  if (code === 4 || code === 17 || code === 32 || code === 613 || (code >= 80000 && code <= 80014)) return "rate";
  if (isTransient === true || code === 1 || code === 2) return "transient";
  return undefined;
}

export interface NetworkAnswer<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** What callNetwork reads of an answer, whichever way the request went. */
interface RawAnswer {
  status: number;
  ok: boolean;
  headers: Headers;
  text(): Promise<string>;
}

/** Kept-alive connections to the networks' APIs, for calls that go out through `request` below. */
const networkAgent = new Agent({ keepAliveTimeout: 10_000 });

/**
 * Text, bytes and form bodies go out through undici's `request`: at the top of the hour a worker
 * makes well over a thousand calls a second, and `fetch` spends about three times its CPU per call
 * (WHATWG streams and objects). Blobs and multipart forms, and calls with their own fetch (the
 * guarded one for hosts a member named), keep `fetch`. Streamed uploads go out through `request`
 * (or the call's own fetch) with their Content-Length, at the pace the network reads them.
 */
async function send(call: NetworkCall, method: string, headers: Record<string, string>, body: BodyInit | undefined): Promise<RawAnswer> {
  let plain: string | Uint8Array | Readable | undefined;
  if (call.upload) {
    headers["content-length"] = String(call.upload.length);
    if (call.fetch) return call.fetch(call.url, { method, headers, stream: call.upload.stream, signal: call.signal });
    plain = call.upload.stream;
  } else if (body instanceof URLSearchParams) {
    headers["content-type"] ??= "application/x-www-form-urlencoded;charset=UTF-8";
    plain = body.toString();
  } else if (body === undefined || typeof body === "string" || body instanceof Uint8Array) {
    plain = body;
  }
  if (!call.upload && (call.fetch || (body !== undefined && plain === undefined))) {
    return (call.fetch ?? fetch)(call.url, { method, headers, body, signal: call.signal });
  }
  const res = await request(call.url, { method, headers, body: plain, signal: call.signal, dispatcher: networkAgent });
  const answerHeaders = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    for (const one of Array.isArray(value) ? value : [value ?? ""]) answerHeaders.append(name, one);
  }
  return { status: res.statusCode, ok: res.statusCode >= 200 && res.statusCode < 300, headers: answerHeaders, text: () => res.body.text() };
}

/**
 * Connection failures that happen before a byte of the request leaves (no connection, no name, TLS
 * refused): the only ones after which a creating call is safe to try again.
 */
const NEVER_SENT = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EAI_FAIL",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "EADDRNOTAVAIL",
  "UND_ERR_CONNECT_TIMEOUT",
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "CERT_HAS_EXPIRED",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
]);

export async function callNetwork<T = unknown>(call: NetworkCall): Promise<NetworkAnswer<T>> {
  const label = networkLabel(call.network);
  const headers: Record<string, string> = { accept: "application/json", ...call.headers };
  let body = call.body;
  if (call.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(call.json);
  }
  let res: RawAnswer;
  try {
    res = await send(call, call.method ?? (body || call.upload ? "POST" : "GET"), headers, body);
  } catch (err) {
    // A stream the request did not finish reading (a refused connection, an abort) is let go.
    call.upload?.stream.destroy();
    if (err instanceof SafeFetchError && err.kind !== "failed") {
      throw new PublishError(
        "permanent",
        `${label}: this server's address cannot be reached from here (${err.kind === "refused" ? "not a public address" : err.kind === "insecure" ? "plain http, not https" : "not a valid address"}).`,
      );
    }
    const aborted = call.signal.aborted || (err as Error).name === "AbortError" || (err as Error).name === "TimeoutError";
    if (aborted && call.creates) {
      throw new PublishError("unknown", `${label} did not answer in time; the post may or may not have been published.`);
    }
    const code = (err as Error & { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    if (call.creates && !(err instanceof SafeFetchError) && !NEVER_SENT.has(code ?? "")) {
      // The connection broke once the request may have reached the network (a reset, a closed
      // socket): the post may exist, and trying again could post it twice.
      throw new PublishError(
        "unknown",
        `${label} dropped the connection (${code ?? (err as Error).message}); the post may or may not have been published.`,
      );
    }
    throw new PublishError("transient", `${label} could not be reached (${code ?? (err as Error).message}).`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    call.upload?.stream.destroy();
    // The network answered and the answer broke off: for the creating call, the post may well exist.
    if (call.creates)
      throw new PublishError("unknown", `${label}'s answer broke off (HTTP ${res.status}); the post may or may not have been published.`);
    throw new PublishError("transient", `${label}'s answer broke off (${(err as Error).message}).`);
  }
  // An answer that came before the whole body was read (a refusal) leaves the rest unread: let it go.
  call.upload?.stream.destroy();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // keep the text
  }
  const own = call.inspect?.({ status: res.status, body: parsed, headers: res.headers });
  if (own) throw own;
  if (res.ok || call.alsoOk?.includes(res.status)) return { data: parsed as T, status: res.status, headers: res.headers };

  const detail = networkMessage(parsed);
  const graph = graphErrorKind(parsed);
  if (res.status === 429 || graph === "rate") {
    throw new PublishError("transient", `${label} rate limit reached; will retry.`, retryAfterMs(res), res.status);
  }
  if (res.status >= 500 || graph === "transient") {
    throw new PublishError("transient", `${label} is having problems (HTTP ${res.status}).`, retryAfterMs(res), res.status);
  }
  if (res.status === 401 || graph === "auth") {
    throw new PublishError(
      "permanent",
      `Reconnect your ${label} account: ${label} refused its access token${detail ? ` (${detail})` : ""}.`,
      undefined,
      401,
    );
  }
  throw new PublishError("permanent", `${label} refused the post: ${detail ?? `HTTP ${res.status}`}`, undefined, res.status);
}
