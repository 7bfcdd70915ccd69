/**
 * Mastodon's REST API at the instance of the member's account (metadata.instanceUrl), with the
 * access token our app got there. Every call goes through guardedFetch: the instance is an address
 * the member typed.
 *
 * publish: each file goes to POST /api/v2/media (multipart `file` + `description`), answered 200
 * when processed or 202 while the instance still processes it (then GET /api/v1/media/:id answers
 * 206 until done). POST /api/v1/statuses creates the post, with an Idempotency-Key (the publish
 * log's id): Mastodon answers a repeated key with the status it already made, so a retry after a
 * lost answer cannot post twice.
 *
 * Reconciliation pages through GET /api/v1/accounts/:id/statuses (newest first, max_id paging);
 * insights read GET /api/v1/statuses/:id (favourites, replies, reblogs + quotes; no impressions).
 * Rate limits are 429 with X-RateLimit-Reset (an ISO 8601 time).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { NETWORKS, networkLabel } from "@/lib/networks";
import { guardedFetch } from "@/server/lib/guarded-fetch";
import { callNetwork, type NetworkCall } from "./http";
import { comparableText, deleteIfPresent, isImage, isNotFound, isVideo, joinUrl, mediaBytes } from "./shared";
import {
  MAX_RECONCILE_PAGES,
  PublishError,
  type FindRecentPostRequest,
  type PostMetrics,
  type ProviderAccount,
  type PublishedPost,
  type PublishMedia,
  type PublishRequest,
  type SocialProvider,
} from "./types";

/** Mastodon's own default, used when the instance did not say (the catalogue has the text limit). */
const DEFAULT_MAX_MEDIA = NETWORKS.mastodon.media.maxImages;
/** Statuses per page of an account's timeline (Mastodon's maximum). */
const PAGE_SIZE = 40;

export interface MastodonMetadata {
  instanceUrl: string;
  maxCharacters?: number;
  maxMediaAttachments?: number;
}

export function mastodonMetadata(account: Pick<ProviderAccount, "metadata">): MastodonMetadata {
  const m = account.metadata as Partial<MastodonMetadata>;
  if (typeof m.instanceUrl !== "string" || !m.instanceUrl)
    throw new PublishError("permanent", "Reconnect your Mastodon account: we do not know its instance.");
  return { instanceUrl: m.instanceUrl, maxCharacters: m.maxCharacters, maxMediaAttachments: m.maxMediaAttachments };
}

function inspect(answer: { status: number; headers: Headers }): PublishError | undefined {
  if (answer.status !== 429) return undefined;
  const reset = Date.parse(answer.headers.get("x-ratelimit-reset") ?? "");
  return new PublishError(
    "transient",
    `${networkLabel("mastodon")} rate limit reached; will retry.`,
    Number.isNaN(reset) ? undefined : Math.max(0, reset - Date.now()),
    429,
  );
}

function call<T>(account: ProviderAccount, path: string, options: Omit<NetworkCall, "network" | "url" | "fetch" | "inspect">) {
  return callNetwork<T>({
    ...options,
    network: "mastodon",
    url: joinUrl(mastodonMetadata(account).instanceUrl, path),
    headers: { authorization: `Bearer ${account.accessToken}`, ...options.headers },
    fetch: guardedFetch,
    inspect,
  });
}

interface MediaAttachment {
  id: string;
  type?: string;
  url?: string | null;
}

/** Waits until the instance has processed an upload (bounded by the publish's signal). */
async function waitForMedia(request: PublishRequest, id: string): Promise<void> {
  for (let delay = 250; ; delay = Math.min(delay * 2, 5000)) {
    try {
      await sleep(delay, undefined, { signal: request.signal });
    } catch {
      throw new PublishError("transient", "Mastodon is still processing the media; will retry.");
    }
    const { status, data } = await call<MediaAttachment>(request.account, `/api/v1/media/${encodeURIComponent(id)}`, { signal: request.signal });
    // 206 Partial Content: still processing; 200 with a url: ready.
    if (status === 200 && data?.url) return;
  }
}

async function uploadMedia(request: PublishRequest, media: PublishMedia, index: number): Promise<string> {
  const bytes = await mediaBytes("mastodon", media, request.signal);
  const form = new FormData();
  const extension = media.mimeType.split("/")[1] ?? "bin";
  form.append("file", new Blob([bytes], { type: media.mimeType }), `media-${index + 1}.${extension}`);
  if (media.alt) form.append("description", media.alt.slice(0, 1500));
  const { status, data } = await call<MediaAttachment>(request.account, "/api/v2/media", { method: "POST", body: form, signal: request.signal });
  if (!data?.id) throw new PublishError("transient", "Mastodon did not return an id for an uploaded file.");
  if (status === 202 || !data.url) await waitForMedia(request, data.id);
  return data.id;
}

export interface MastodonStatus {
  id: string;
  url?: string | null;
  uri?: string;
  content?: string;
  created_at?: string;
  favourites_count?: number;
  reblogs_count?: number;
  replies_count?: number;
  quotes_count?: number;
}

function statusUrl(status: MastodonStatus, account: ProviderAccount): string {
  return status.url || status.uri || `${mastodonMetadata(account).instanceUrl}/web/statuses/${status.id}`;
}

async function publish(request: PublishRequest): Promise<PublishedPost> {
  const meta = mastodonMetadata(request.account);
  const videos = request.media.filter(isVideo);
  const images = request.media.filter(isImage);
  if (videos.length + images.length !== request.media.length) throw new PublishError("permanent", "Mastodon accepts only images and videos.");
  if (videos.length > 0 && request.media.length > 1)
    throw new PublishError("permanent", "Mastodon accepts one video, or images without a video, in a post.");
  const maxMedia = meta.maxMediaAttachments ?? DEFAULT_MAX_MEDIA;
  if (request.media.length > maxMedia) throw new PublishError("permanent", `Your Mastodon instance accepts at most ${maxMedia} files in a post.`);

  // Nothing is visible until the status is created: uploads may fail and be retried safely.
  const mediaIds: string[] = [];
  for (const [index, item] of request.media.entries()) mediaIds.push(await uploadMedia(request, item, index));

  const body: { status: string; visibility: string; media_ids?: string[] } = { status: request.text, visibility: "public" };
  if (mediaIds.length > 0) body.media_ids = mediaIds;
  const { data } = await call<MastodonStatus>(request.account, "/api/v1/statuses", {
    method: "POST",
    json: body,
    headers: request.idempotencyKey ? { "idempotency-key": request.idempotencyKey } : {},
    signal: request.signal,
    creates: true,
  });
  if (!data?.id) throw new PublishError("unknown", "Mastodon accepted the post but did not return it.");
  return { platformPostId: data.id, platformPostUrl: statusUrl(data, request.account) };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", nbsp: " " };

/** The text a member typed, from the HTML Mastodon renders it as (paragraphs, line breaks, links). */
export function statusText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p>\s*<p[^>]*>/gi, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#") && name !== "#39") return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}

/** Compared without blank runs: Mastodon folds blank lines and trims what it renders. */
function sameText(status: MastodonStatus, wanted: string): boolean {
  const fold = (t: string) => comparableText(t).replace(/\s+/g, " ");
  return fold(statusText(status.content ?? "")) === fold(wanted);
}

async function findRecentPost(request: FindRecentPostRequest): Promise<PublishedPost | null | "unknown"> {
  const since = request.since.getTime();
  let match: MastodonStatus | undefined;
  let maxId: string | undefined;
  for (let page = 0; page < MAX_RECONCILE_PAGES; page += 1) {
    const params = new URLSearchParams({ limit: String(PAGE_SIZE), exclude_reblogs: "true" });
    if (maxId) params.set("max_id", maxId);
    const { data } = await call<MastodonStatus[]>(
      request.account,
      `/api/v1/accounts/${encodeURIComponent(request.account.platformUserId)}/statuses?${params}`,
      {
        signal: request.signal,
      },
    );
    const statuses = Array.isArray(data) ? data : [];
    let passedSince = false;
    for (const status of statuses) {
      const created = Date.parse(status.created_at ?? "");
      if (!Number.isNaN(created) && created < since - 60_000) {
        passedSince = true;
        break;
      }
      // Newest first: the last match is the oldest, the one the interrupted publish made.
      if (sameText(status, request.text)) match = status;
    }
    if (passedSince || statuses.length < PAGE_SIZE)
      return match ? { platformPostId: match.id, platformPostUrl: statusUrl(match, request.account) } : null;
    maxId = statuses.at(-1)!.id;
  }
  return "unknown";
}

async function metrics(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<PostMetrics | null> {
  try {
    const { data } = await call<MastodonStatus>(request.account, `/api/v1/statuses/${encodeURIComponent(request.platformPostId)}`, {
      signal: request.signal,
    });
    if (!data?.id) return null;
    return {
      impressions: 0,
      clicks: 0,
      likes: data.favourites_count ?? 0,
      comments: data.replies_count ?? 0,
      shares: (data.reblogs_count ?? 0) + (data.quotes_count ?? 0),
    };
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

async function deletePost(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<void> {
  await deleteIfPresent({
    network: "mastodon",
    url: joinUrl(mastodonMetadata(request.account).instanceUrl, `/api/v1/statuses/${encodeURIComponent(request.platformPostId)}`),
    headers: { authorization: `Bearer ${request.account.accessToken}` },
    signal: request.signal,
    fetch: guardedFetch,
  });
}

export const mastodonProvider: SocialProvider = {
  network: "mastodon",
  publish,
  findRecentPost,
  metrics,
  deletePost,
};
