/**
 * Instagram API with Instagram Login (graph.instagram.com), for professional (business and
 * creator) accounts, with the account's long-lived Instagram User token
 * (instagram_business_basic, instagram_business_content_publish; instagram_business_manage_insights
 * for metrics).
 *
 * Instagram posts always carry media, fetched by Instagram from a public URL. publish is:
 *   POST /{ig-user-id}/media          a container: image_url, or video_url + media_type=REELS
 *                                     (feed videos are Reels since 2023), or for a carousel
 *                                     (2 to 10 items) one is_carousel_item container per item, then
 *                                     media_type=CAROUSEL + children; caption on the top container
 *   GET  /{container-id}?fields=status_code   until FINISHED (IN_PROGRESS while Instagram fetches
 *                                     and processes; ERROR / EXPIRED end it)
 *   POST /{ig-user-id}/media_publish  creation_id → the media id; only this call creates the post.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { env } from "@/env";
import { findInGraphList, graphGet, graphPost, type GraphInsight, type GraphTarget, insightValue } from "./meta-graph";
import { isImage, isNotFound, isVideo } from "./shared";
import {
  PublishError,
  type FindRecentPostRequest,
  type PostMetrics,
  type ProviderAccount,
  type PublishMedia,
  type PublishedPost,
  type PublishRequest,
  type SocialProvider,
} from "./types";

/** A carousel carries 2 to 10 items. */
export const INSTAGRAM_MAX_ITEMS = 10;

function target(account: ProviderAccount): GraphTarget {
  return { network: "instagram", baseUrl: env().INSTAGRAM_API_BASE_URL, accessToken: account.accessToken };
}

export function instagramProfileUrl(account: Pick<ProviderAccount, "username">): string {
  const username = account.username?.trim().replace(/^@/, "");
  return username ? `https://www.instagram.com/${encodeURIComponent(username)}/` : "https://www.instagram.com/";
}

function itemParams(media: PublishMedia, carouselItem: boolean): Record<string, string> {
  if (isImage(media)) return { image_url: media.url, ...(carouselItem && { is_carousel_item: "true" }) };
  // A video on its own is a Reel; inside a carousel it is a VIDEO item.
  if (isVideo(media))
    return carouselItem ? { media_type: "VIDEO", video_url: media.url, is_carousel_item: "true" } : { media_type: "REELS", video_url: media.url };
  throw new PublishError("permanent", "Instagram accepts only images and videos.");
}

async function createContainer(request: PublishRequest, params: Record<string, string>): Promise<string> {
  const { data } = await graphPost<{ id?: string }>(
    target(request.account),
    `${encodeURIComponent(request.account.platformUserId)}/media`,
    params,
    request.signal,
  );
  if (!data?.id) throw new PublishError("transient", "Instagram did not return a media container id.");
  return data.id;
}

/** Waits until Instagram has fetched and processed a container's media (bounded by the signal). */
async function waitUntilFinished(request: PublishRequest, containerId: string): Promise<void> {
  for (let delay = 250; ; delay = Math.min(delay * 2, 5000)) {
    const { data } = await graphGet<{ status_code?: string; status?: string }>(
      target(request.account),
      encodeURIComponent(containerId),
      { fields: "status_code,status" },
      request.signal,
    );
    const status = data?.status_code;
    if (status === "FINISHED" || status === "PUBLISHED" || status === undefined) return;
    if (status === "ERROR") throw new PublishError("permanent", `Instagram could not process the media (${data?.status || "unknown error"}).`);
    if (status === "EXPIRED") throw new PublishError("transient", "The Instagram media container expired before it was published.");
    try {
      await sleep(delay, undefined, { signal: request.signal });
    } catch {
      throw new PublishError("transient", "Instagram is still processing the media; will retry.");
    }
  }
}

async function publish(request: PublishRequest): Promise<PublishedPost> {
  const { account, media } = request;
  if (media.length === 0) throw new PublishError("permanent", "Instagram needs an image or a video.");
  if (media.length > INSTAGRAM_MAX_ITEMS)
    throw new PublishError("permanent", `Instagram accepts at most ${INSTAGRAM_MAX_ITEMS} images or videos in a post.`);

  let containerId: string;
  if (media.length === 1) {
    containerId = await createContainer(request, { ...itemParams(media[0]!, false), caption: request.text });
  } else {
    const children: string[] = [];
    for (const item of media) {
      const child = await createContainer(request, itemParams(item, true));
      // Items must have finished processing before the carousel container can name them.
      await waitUntilFinished(request, child);
      children.push(child);
    }
    containerId = await createContainer(request, { media_type: "CAROUSEL", children: children.join(","), caption: request.text });
  }
  await waitUntilFinished(request, containerId);

  const { data } = await graphPost<{ id?: string }>(
    target(account),
    `${encodeURIComponent(account.platformUserId)}/media_publish`,
    { creation_id: containerId },
    request.signal,
    true,
  );
  const id = data?.id;
  if (!id) throw new PublishError("unknown", "Instagram accepted the post but did not return its id.");

  // The post exists now: nothing below may fail the publish (a retry would post it twice).
  let permalink: string | undefined;
  try {
    permalink = (await graphGet<{ permalink?: string }>(target(account), encodeURIComponent(id), { fields: "permalink" }, request.signal)).data
      ?.permalink;
  } catch {
    // fall back to the profile
  }
  return { platformPostId: id, platformPostUrl: permalink || instagramProfileUrl(account) };
}

interface InstagramMedia {
  id: string;
  caption?: string;
  timestamp?: string;
  permalink?: string;
}

function findRecentPost(request: FindRecentPostRequest): Promise<PublishedPost | null | "unknown"> {
  return findInGraphList<InstagramMedia>({
    target: target(request.account),
    path: `${encodeURIComponent(request.account.platformUserId)}/media`,
    fields: "id,caption,timestamp,permalink",
    text: (item) => item.caption,
    time: (item) => item.timestamp,
    toPost: (item) => ({ platformPostId: item.id, platformPostUrl: item.permalink || instagramProfileUrl(request.account) }),
    wanted: request.text,
    since: request.since,
    signal: request.signal,
  });
}

async function metrics(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<PostMetrics | null> {
  try {
    const { data } = await graphGet<{ data?: GraphInsight[] }>(
      target(request.account),
      `${encodeURIComponent(request.platformPostId)}/insights`,
      { metric: "views,likes,comments,shares" },
      request.signal,
    );
    const list = data?.data ?? [];
    if (list.length === 0) return null;
    return {
      impressions: insightValue(list, "views"),
      clicks: 0,
      likes: insightValue(list, "likes"),
      comments: insightValue(list, "comments"),
      shares: insightValue(list, "shares"),
    };
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

export const instagramProvider: SocialProvider = {
  network: "instagram",
  publish,
  findRecentPost,
  metrics,
};
