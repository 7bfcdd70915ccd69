/**
 * Threads API (graph.threads.net) with the user's access token (threads_basic,
 * threads_content_publish; threads_manage_insights for metrics, threads_delete for deletion).
 *
 * publish is two steps: POST /{user-id}/threads makes a media container (nothing is visible yet),
 * POST /{user-id}/threads_publish?creation_id=<container> publishes it — only that call creates
 * the post. Images and videos are fetched by Threads from their public URL, so containers with
 * media are polled (GET /{container}?fields=status) until Threads has processed them.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { env } from "@/env";
import { callNetwork } from "./http";
import { comparableText, isImage, isNotFound, isVideo, joinUrl, deleteIfPresent } from "./shared";
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

const VERSION = "v1.0";
/** A carousel carries 2 to 20 items. */
const MAX_ITEMS = 20;

function url(path: string, params: Record<string, string> = {}): string {
  const u = new URL(joinUrl(env().THREADS_API_BASE_URL, `${VERSION}/${path}`));
  for (const [key, value] of Object.entries(params)) u.searchParams.set(key, value);
  return u.toString();
}

function get<T>(account: ProviderAccount, path: string, params: Record<string, string>, signal: AbortSignal) {
  return callNetwork<T>({ network: "threads", url: url(path, { ...params, access_token: account.accessToken }), signal });
}

/** POSTs send their parameters as a form, so the token stays out of URLs. */
function post<T>(account: ProviderAccount, path: string, params: Record<string, string>, signal: AbortSignal, creates = false) {
  return callNetwork<T>({
    network: "threads",
    url: url(path),
    method: "POST",
    body: new URLSearchParams({ ...params, access_token: account.accessToken }),
    signal,
    creates,
  });
}

export function threadsProfileUrl(account: Pick<ProviderAccount, "username">): string {
  const username = account.username?.trim().replace(/^@/, "");
  return username ? `https://www.threads.net/@${encodeURIComponent(username)}` : "https://www.threads.net/";
}

function mediaParams(media: PublishMedia): Record<string, string> {
  if (isImage(media)) return { media_type: "IMAGE", image_url: media.url };
  if (isVideo(media)) return { media_type: "VIDEO", video_url: media.url };
  throw new PublishError("permanent", "Threads accepts only images and videos.");
}

async function createContainer(request: PublishRequest, params: Record<string, string>): Promise<string> {
  const { data } = await post<{ id?: string }>(
    request.account,
    `${encodeURIComponent(request.account.platformUserId)}/threads`,
    params,
    request.signal,
  );
  if (!data?.id) throw new PublishError("transient", "Threads did not return a media container id.");
  return data.id;
}

/** Waits until Threads has fetched and processed a container's media (bounded by the signal). */
async function waitUntilReady(request: PublishRequest, containerId: string): Promise<void> {
  for (let delay = 250; ; delay = Math.min(delay * 2, 5000)) {
    const { data } = await get<{ status?: string; error_message?: string }>(
      request.account,
      encodeURIComponent(containerId),
      { fields: "status,error_message" },
      request.signal,
    );
    const status = data?.status;
    if (status === "FINISHED" || status === "PUBLISHED" || status === undefined) return;
    if (status === "ERROR") throw new PublishError("permanent", `Threads could not process the media (${data?.error_message ?? "unknown error"}).`);
    if (status === "EXPIRED") throw new PublishError("transient", "The Threads media container expired before it was published.");
    try {
      await sleep(delay, undefined, { signal: request.signal });
    } catch {
      throw new PublishError("transient", "Threads is still processing the media; will retry.");
    }
  }
}

async function publish(request: PublishRequest): Promise<PublishedPost> {
  const { account, media } = request;
  if (media.length > MAX_ITEMS) throw new PublishError("permanent", `Threads accepts at most ${MAX_ITEMS} images or videos in a post.`);

  let containerId: string;
  if (media.length === 0) {
    containerId = await createContainer(request, { media_type: "TEXT", text: request.text });
  } else if (media.length === 1) {
    containerId = await createContainer(request, { ...mediaParams(media[0]!), text: request.text });
    await waitUntilReady(request, containerId);
  } else {
    const children: string[] = [];
    for (const item of media) children.push(await createContainer(request, { ...mediaParams(item), is_carousel_item: "true" }));
    containerId = await createContainer(request, { media_type: "CAROUSEL", children: children.join(","), text: request.text });
    await waitUntilReady(request, containerId);
  }

  const { data } = await post<{ id?: string }>(
    account,
    `${encodeURIComponent(account.platformUserId)}/threads_publish`,
    { creation_id: containerId },
    request.signal,
    true,
  );
  const id = data?.id;
  if (!id) throw new PublishError("unknown", "Threads accepted the post but did not return its id.");

  // The post exists now: nothing below may fail the publish (a retry would post it twice).
  let permalink: string | undefined;
  try {
    const answer = await get<{ permalink?: string }>(account, encodeURIComponent(id), { fields: "permalink" }, request.signal);
    permalink = answer.data?.permalink;
  } catch {
    // fall back to the profile
  }
  return { platformPostId: id, platformPostUrl: permalink || threadsProfileUrl(account) };
}

interface ThreadsMedia {
  id: string;
  text?: string;
  timestamp?: string;
  permalink?: string;
}

/** Threads writes offsets as +0000. */
function parseTimestamp(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  return Number.isNaN(time) ? undefined : time;
}

async function findRecentPost(request: FindRecentPostRequest): Promise<PublishedPost | null | "unknown"> {
  const wanted = comparableText(request.text);
  const since = request.since.getTime();
  let match: ThreadsMedia | undefined;
  let after: string | undefined;
  // `since` bounds the list; paging.next (with cursors.after) is there while more pages remain.
  for (let page = 0; page < MAX_RECONCILE_PAGES; page += 1) {
    const params: Record<string, string> = { fields: "id,text,timestamp,permalink", since: String(Math.floor(since / 1000)), limit: "100" };
    if (after) params.after = after;
    const { data } = await get<{ data?: ThreadsMedia[]; paging?: { next?: string; cursors?: { after?: string } } }>(
      request.account,
      "me/threads",
      params,
      request.signal,
    );
    const matches = (data?.data ?? []).filter((item) => {
      const time = parseTimestamp(item.timestamp);
      if (time !== undefined && time < since) return false;
      return comparableText(item.text ?? "") === wanted;
    });
    // Newest first: the oldest match is the one the interrupted publish made.
    match = matches.at(-1) ?? match;
    after = data?.paging?.next ? data.paging.cursors?.after : undefined;
    if (!after) return match ? { platformPostId: match.id, platformPostUrl: match.permalink || threadsProfileUrl(request.account) } : null;
  }
  return "unknown";
}

interface InsightsMetric {
  name: string;
  values?: { value?: number }[];
  total_value?: { value?: number };
}

async function metrics(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<PostMetrics | null> {
  try {
    const { data } = await get<{ data?: InsightsMetric[] }>(
      request.account,
      `${encodeURIComponent(request.platformPostId)}/insights`,
      { metric: "views,likes,replies,reposts,quotes" },
      request.signal,
    );
    const list = data?.data ?? [];
    if (list.length === 0) return null;
    const value = (name: string): number => {
      const metric = list.find((m) => m.name === name);
      return metric?.total_value?.value ?? metric?.values?.[0]?.value ?? 0;
    };
    return {
      impressions: value("views"),
      clicks: 0,
      likes: value("likes"),
      comments: value("replies"),
      shares: value("reposts") + value("quotes"),
    };
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

async function deletePost(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<void> {
  await deleteIfPresent({
    network: "threads",
    url: url(encodeURIComponent(request.platformPostId), { access_token: request.account.accessToken }),
    signal: request.signal,
  });
}

export const threadsProvider: SocialProvider = {
  network: "threads",
  publish,
  findRecentPost,
  metrics,
  deletePost,
};
