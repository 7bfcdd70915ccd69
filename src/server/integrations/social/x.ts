/**
 * X (Twitter) API v2 with the user's OAuth 2.0 access token (scopes tweet.read, tweet.write,
 * users.read, media.write).
 *
 * publish: images go through POST /2/media/upload first (multipart `media` + `media_category`),
 * then POST /2/tweets `{ text, media: { media_ids } }` creates the post.
 */
import { NETWORKS } from "@/lib/networks";
import { env } from "@/env";
import { callNetwork } from "./http";
import { comparableText, isImage, isNotFound, isVideo, joinUrl, mediaBytes, deleteIfPresent, multipartBody } from "./shared";
import {
  MAX_RECONCILE_PAGES,
  PublishError,
  type FindRecentPostRequest,
  type PostMetrics,
  type ProviderAccount,
  type PublishMedia,
  type PublishedPost,
  type PublishRequest,
  type SocialProvider,
} from "./types";

/** A post carries at most 4 images (or one GIF or one video). */
const MAX_IMAGES = NETWORKS.x.media.maxImages;

interface XUrlEntity {
  url: string;
  expanded_url?: string;
  /** Set on the link X appends for attached media. */
  media_key?: string;
}

interface XTweet {
  id: string;
  text: string;
  created_at?: string;
  entities?: { urls?: XUrlEntity[] };
  public_metrics?: {
    retweet_count?: number;
    reply_count?: number;
    like_count?: number;
    quote_count?: number;
    impression_count?: number;
    bookmark_count?: number;
  };
}

function api(path: string): string {
  return joinUrl(env().X_API_BASE_URL, path);
}

function authorization(account: ProviderAccount): Record<string, string> {
  return { authorization: `Bearer ${account.accessToken}` };
}

/** https://x.com/<username>/status/<id>; X redirects i/web to the author when we lack the name. */
export function xPostUrl(account: Pick<ProviderAccount, "username">, id: string): string {
  const username = account.username?.trim().replace(/^@/, "");
  return username ? `https://x.com/${encodeURIComponent(username)}/status/${id}` : `https://x.com/i/web/status/${id}`;
}

async function uploadImage(request: PublishRequest, media: PublishMedia, index: number): Promise<string> {
  const bytes = await mediaBytes("x", media, request.signal);
  const extension = media.mimeType.split("/")[1] ?? "bin";
  const form = multipartBody([
    { name: "media", filename: `image-${index + 1}.${extension}`, type: media.mimeType, bytes },
    { name: "media_category", value: "tweet_image" },
  ]);
  const { data } = await callNetwork<{ data?: { id?: string } }>({
    network: "x",
    url: api("/2/media/upload"),
    method: "POST",
    headers: { ...authorization(request.account), "content-type": form.contentType },
    body: form.body,
    signal: request.signal,
  });
  const id = data?.data?.id;
  if (!id) throw new PublishError("transient", "X did not return an id for an uploaded image.");
  return id;
}

async function publish(request: PublishRequest): Promise<PublishedPost> {
  if (request.media.some(isVideo)) {
    throw new PublishError("permanent", "Posting videos to X is not supported yet; remove the video from this post.");
  }
  const images = request.media.filter(isImage);
  if (images.length !== request.media.length) throw new PublishError("permanent", "X accepts only images and videos.");
  if (images.length > MAX_IMAGES) throw new PublishError("permanent", `X accepts at most ${MAX_IMAGES} images in a post.`);

  // Nothing is posted until the last call: uploads may fail and be retried safely.
  const mediaIds: string[] = [];
  for (const [index, image] of images.entries()) mediaIds.push(await uploadImage(request, image, index));

  const body: { text: string; media?: { media_ids: string[] } } = { text: request.text };
  if (mediaIds.length > 0) body.media = { media_ids: mediaIds };
  const { data } = await callNetwork<{ data?: { id?: string } }>({
    network: "x",
    url: api("/2/tweets"),
    method: "POST",
    headers: authorization(request.account),
    json: body,
    signal: request.signal,
    creates: true,
  });
  const id = data?.data?.id;
  if (!id) throw new PublishError("unknown", "X accepted the post but did not return its id.");
  return { platformPostId: id, platformPostUrl: xPostUrl(request.account, id) };
}

function decodeHtmlEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/**
 * The text of a timeline tweet as its author typed it, as far as it can be rebuilt: X escapes
 * &, < and >, replaces links with t.co ones and appends a t.co link for attached media.
 */
function typedText(tweet: XTweet): string {
  let text = tweet.text;
  for (const link of tweet.entities?.urls ?? []) {
    if (!link.url) continue;
    text = text.split(link.url).join(link.media_key ? "" : (link.expanded_url ?? link.url));
  }
  return comparableText(decodeHtmlEntities(text));
}

/** Links without scheme and trailing slash: X expands `example.com/a` to `http://example.com/a`. */
function plainLinks(text: string): string {
  return text.replace(/\b(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}(?:\/\S*)?/gi, (link) =>
    link
      .replace(/^https?:\/\//i, "")
      .replace(/\/$/, "")
      .toLowerCase(),
  );
}

function sameText(tweet: XTweet, wanted: string): boolean {
  if (comparableText(tweet.text) === wanted) return true;
  const typed = typedText(tweet);
  return typed === wanted || plainLinks(typed) === plainLinks(wanted);
}

async function findRecentPost(request: FindRecentPostRequest): Promise<PublishedPost | null | "unknown"> {
  const wanted = comparableText(request.text);
  let match: XTweet | undefined;
  let nextToken: string | undefined;
  // start_time bounds the timeline; meta.next_token pages back (newest first) until it ends.
  for (let page = 0; page < MAX_RECONCILE_PAGES; page += 1) {
    const url = new URL(api(`/2/users/${encodeURIComponent(request.account.platformUserId)}/tweets`));
    // RFC 3339 to the second, as X documents it.
    url.searchParams.set("start_time", request.since.toISOString().replace(/\.\d{3}Z$/, "Z"));
    url.searchParams.set("max_results", "100");
    url.searchParams.set("tweet.fields", "created_at,entities");
    if (nextToken) url.searchParams.set("pagination_token", nextToken);
    const { data } = await callNetwork<{ data?: XTweet[]; meta?: { next_token?: string } }>({
      network: "x",
      url: url.toString(),
      headers: authorization(request.account),
      signal: request.signal,
    });
    // Newest first: the oldest match is the one the interrupted publish made.
    match = (data?.data ?? []).filter((tweet) => sameText(tweet, wanted)).at(-1) ?? match;
    nextToken = data?.meta?.next_token;
    if (!nextToken) return match ? { platformPostId: match.id, platformPostUrl: xPostUrl(request.account, match.id) } : null;
  }
  // More posts since then than we read: an older match may exist, so a found one may be a later copy.
  return "unknown";
}

async function metrics(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<PostMetrics | null> {
  const url = new URL(api(`/2/tweets/${encodeURIComponent(request.platformPostId)}`));
  url.searchParams.set("tweet.fields", "public_metrics");
  try {
    const { data } = await callNetwork<{ data?: XTweet }>({
      network: "x",
      url: url.toString(),
      headers: authorization(request.account),
      signal: request.signal,
    });
    // A deleted post comes back as 200 with `errors` and no `data`.
    const m = data?.data?.public_metrics;
    if (!m) return null;
    return {
      impressions: m.impression_count ?? 0,
      clicks: 0,
      likes: m.like_count ?? 0,
      comments: m.reply_count ?? 0,
      shares: (m.retweet_count ?? 0) + (m.quote_count ?? 0),
    };
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

async function deletePost(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<void> {
  await deleteIfPresent({
    network: "x",
    url: api(`/2/tweets/${encodeURIComponent(request.platformPostId)}`),
    headers: authorization(request.account),
    signal: request.signal,
  });
}

export const xProvider: SocialProvider = {
  network: "x",
  publish,
  findRecentPost,
  metrics,
  deletePost,
};
