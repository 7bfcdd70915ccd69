/**
 * Calls to Meta's Graph API as Facebook Pages and Instagram use it: GETs carry the access token in
 * the query (as Meta documents), POSTs send their parameters as a form so the token stays out of
 * URLs. Failures are read by callNetwork (Graph error codes 190/102 = token, 4/17/32/613 = rate).
 */
import { env } from "@/env";
import type { NetworkKey } from "@/lib/networks";
import { callNetwork } from "./http";
import { comparableText, joinUrl } from "./shared";
import { MAX_RECONCILE_PAGES, PublishError, type PublishedPost } from "./types";

export interface GraphTarget {
  network: NetworkKey;
  /** graph.facebook.com or graph.instagram.com (from configuration). */
  baseUrl: string;
  accessToken: string;
}

export function graphUrl(baseUrl: string, path: string, params: Record<string, string> = {}): string {
  const u = new URL(joinUrl(baseUrl, `${env().META_GRAPH_VERSION}/${path}`));
  for (const [key, value] of Object.entries(params)) u.searchParams.set(key, value);
  return u.toString();
}

/**
 * Graph answers "no such object" with HTTP 400, code 100, subcode 33: read as a 404 so callers can
 * tell a deleted post from a failure (isNotFound).
 */
function missingObject({ status, body }: { status: number; body: unknown }): PublishError | undefined {
  const error = (body as { error?: { code?: unknown; error_subcode?: unknown; message?: unknown } } | null)?.error;
  if (status === 400 && error?.code === 100 && error.error_subcode === 33) {
    return new PublishError("permanent", typeof error.message === "string" ? error.message : "Not found.", undefined, 404);
  }
  return undefined;
}

export function graphGet<T>(target: GraphTarget, path: string, params: Record<string, string>, signal: AbortSignal) {
  return callNetwork<T>({
    network: target.network,
    url: graphUrl(target.baseUrl, path, { ...params, access_token: target.accessToken }),
    signal,
    inspect: missingObject,
  });
}

export function graphPost<T>(target: GraphTarget, path: string, params: Record<string, string>, signal: AbortSignal, creates = false) {
  return callNetwork<T>({
    network: target.network,
    url: graphUrl(target.baseUrl, path),
    method: "POST",
    body: new URLSearchParams({ ...params, access_token: target.accessToken }),
    signal,
    creates,
  });
}

/** Graph API times: ISO 8601 with a +0000 offset. */
export function graphTime(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  return Number.isNaN(time) ? undefined : time;
}

interface GraphPage<T> {
  data?: T[];
  paging?: { next?: string; cursors?: { after?: string } };
}

/**
 * Looks through a newest-first Graph list (an account's posts) for one with this text made since a
 * moment; the oldest match is the one an interrupted publish made. Stops at the first item older
 * than `since` or at the list's end (null: not there); "unknown" when it would read too many pages.
 */
export async function findInGraphList<T extends { id: string }>(request: {
  target: GraphTarget;
  path: string;
  fields: string;
  text: (item: T) => string | undefined;
  time: (item: T) => string | undefined;
  toPost: (item: T) => PublishedPost;
  wanted: string;
  since: Date;
  signal: AbortSignal;
}): Promise<PublishedPost | null | "unknown"> {
  const wanted = comparableText(request.wanted);
  const since = request.since.getTime();
  let match: T | undefined;
  let after: string | undefined;
  for (let page = 0; page < MAX_RECONCILE_PAGES; page += 1) {
    const params: Record<string, string> = { fields: request.fields, limit: "100", since: String(Math.floor(since / 1000)) };
    if (after) params.after = after;
    const { data } = await graphGet<GraphPage<T>>(request.target, request.path, params, request.signal);
    let passedSince = false;
    for (const item of data?.data ?? []) {
      const time = graphTime(request.time(item));
      if (time !== undefined && time < since) {
        passedSince = true;
        continue;
      }
      if (comparableText(request.text(item) ?? "") === wanted) match = item;
    }
    after = data?.paging?.next ? data.paging.cursors?.after : undefined;
    if (passedSince || !after) return match ? request.toPost(match) : null;
  }
  return "unknown";
}

/** A Graph insights answer: [{ name, values: [{ value }] }] (or total_value for some metrics). */
export interface GraphInsight {
  name: string;
  values?: { value?: number | Record<string, number> }[];
  total_value?: { value?: number };
}

export function insightValue(list: GraphInsight[], name: string): number {
  const metric = list.find((m) => m.name === name);
  const value = metric?.total_value?.value ?? metric?.values?.[0]?.value;
  return typeof value === "number" ? value : 0;
}
