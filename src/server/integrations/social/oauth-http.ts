/**
 * The HTTP calls of the OAuth flows (token, profile, revoke): form bodies in, JSON out, failures
 * as OAuthError with a message meant for people. Messages never carry URLs (Threads puts secrets
 * in query strings), tokens or secrets.
 */
import { networkLabel, type NetworkKey } from "@/lib/networks";
import { SafeFetchError } from "@/server/lib/safe-fetch";
import { OAuthError, type OAuthTokens } from "./types";

export interface OAuthCall {
  network: NetworkKey;
  /** What we were doing, completing "could not …": "exchange the authorization code". */
  action: string;
  url: string;
  method?: "GET" | "POST" | "DELETE";
  headers?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as application/json (Bluesky's XRPC procedures). */
  json?: unknown;
  signal: AbortSignal;
  /** The fetch to use: guardedFetch for hosts a member named (Mastodon instances, Bluesky PDSes). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/** `Authorization: Basic base64(id:secret)` (X's confidential clients). */
export function basicAuth(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`, "utf8").toString("base64")}`;
}

/** The readable part of the error bodies the networks send, short and on one line. */
function errorDetail(body: unknown): string | undefined {
  let detail: string | undefined;
  if (body && typeof body === "object") {
    const b = body as Record<string, unknown>;
    const error = b.error;
    if (typeof error === "string") {
      detail = typeof b.error_description === "string" && b.error_description ? `${error}: ${b.error_description}` : error;
    } else if (error && typeof error === "object" && typeof (error as { message?: unknown }).message === "string") {
      detail = (error as { message: string }).message; // Meta's Graph API
    } else if (typeof b.message === "string") {
      detail = b.message; // LinkedIn's REST errors, Bluesky's XRPC errors
    } else if (typeof b.detail === "string") {
      detail = b.detail; // X's problem documents
    }
  }
  if (!detail) return undefined;
  const line = detail.replace(/\s+/g, " ").trim();
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

export async function oauthCall<T>(call: OAuthCall): Promise<T> {
  const label = networkLabel(call.network);
  const headers: Record<string, string> = { accept: "application/json", ...call.headers };
  let body: string | undefined;
  if (call.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(call.form).toString();
  } else if (call.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(call.json);
  }
  let res: Response;
  try {
    res = await (call.fetch ?? fetch)(call.url, {
      method: call.method ?? (body ? "POST" : "GET"),
      headers,
      body,
      signal: call.signal,
      redirect: "manual",
    });
  } catch (err) {
    if (err instanceof SafeFetchError && err.kind === "insecure") {
      throw new OAuthError(
        `Could not ${call.action} with ${label}: that server's address is plain http, which would send secrets in clear; use https.`,
        true,
      );
    }
    if (err instanceof SafeFetchError && err.kind !== "failed") {
      throw new OAuthError(`Could not ${call.action} with ${label}: that server is not at a public address we may reach.`, true, undefined, true);
    }
    const name = (err as Error).name;
    const why = name === "TimeoutError" || name === "AbortError" ? "it did not answer in time" : "it could not be reached";
    throw new OAuthError(`Could not ${call.action} with ${label}: ${why}.`, false, undefined, true);
  }
  const text = await res.text().catch(() => "");
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (res.ok) {
    if (text && parsed === null)
      throw new OAuthError(`Could not ${call.action} with ${label}: it sent an answer we could not read.`, false, res.status);
    return parsed as T;
  }
  const detail = errorDetail(parsed);
  // 429 and 5xx: their problem, worth another try later; any other refusal is final.
  const permanent = res.status !== 429 && res.status < 500;
  const reason = permanent ? `${label} refused (${detail ?? `HTTP ${res.status}`})` : `${label} had a problem (HTTP ${res.status})`;
  throw new OAuthError(`Could not ${call.action}: ${reason}.`, permanent, res.status);
}

/** Seconds from now as a date (undefined when the network did not say). */
export function expiresIn(seconds: unknown, now = Date.now()): Date | null {
  const n = Number(seconds);
  return Number.isFinite(n) && n > 0 ? new Date(now + n * 1000) : null;
}

/** Scopes as a network returns them: space- (X) or comma-separated (LinkedIn). */
export function parseScopes(value: unknown, fallback: readonly string[]): string[] {
  if (typeof value !== "string" || value.trim() === "") return [...fallback];
  return value.split(/[\s,]+/).filter(Boolean);
}

/** The standard OAuth 2.0 token answer (RFC 6749 §5.1), plus the refresh-token lifetimes networks add. */
export interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
  /** TikTok */
  refresh_expires_in?: number;
  /** LinkedIn, Google */
  refresh_token_expires_in?: number;
}

/** Our tokens from a network's answer; `who` names the network in the error. */
export function tokensFromAnswer(who: string, data: TokenAnswer | null, defaultScopes: readonly string[]): OAuthTokens {
  if (!data?.access_token) throw new OAuthError(`${who} did not return an access token.`, false);
  const now = Date.now();
  return {
    accessToken: data.access_token,
    refreshToken: data.refresh_token ?? null,
    expiresAt: expiresIn(data.expires_in, now),
    refreshExpiresAt: data.refresh_token ? expiresIn(data.refresh_expires_in ?? data.refresh_token_expires_in, now) : null,
    scopes: parseScopes(data.scope, defaultScopes),
  };
}
