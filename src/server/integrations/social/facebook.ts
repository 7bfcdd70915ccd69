/**
 * Facebook Pages through the Graph API (graph.facebook.com) with the Page access token
 * (pages_manage_posts to publish; pages_read_engagement and read_insights for metrics).
 *
 *   text and links  POST /{page-id}/feed    message (+ link: the first URL of the text)
 *   one image       POST /{page-id}/photos  url + message → { id, post_id }
 *   several images  POST /{page-id}/photos  url + published=false for each (nothing is visible),
 *                   then POST /{page-id}/feed message + attached_media[i]={"media_fbid":…}
 *   one video       POST /{page-id}/videos  file_url + description → { id } (Facebook fetches it)
 * Only the last call of each creates the post. Images and videos are fetched by Facebook from
 * their public URL.
 */
import { env } from "@/env";
import { findInGraphList, graphGet, graphPost, graphUrl, type GraphInsight, type GraphTarget, insightValue } from "./meta-graph";
import { isImage, isNotFound, isVideo, deleteIfPresent } from "./shared";
import {
  PublishError,
  type FindRecentPostRequest,
  type PostMetrics,
  type ProviderAccount,
  type PublishedPost,
  type PublishRequest,
  type SocialProvider,
} from "./types";

/** Facebook shows at most this many photos in one post made through the API. */
export const FACEBOOK_MAX_IMAGES = 10;

function target(account: ProviderAccount): GraphTarget {
  return { network: "facebook", baseUrl: env().FACEBOOK_API_BASE_URL, accessToken: account.accessToken };
}

/** Graph post ids are "<page-id>_<post-id>"; facebook.com opens them under the page. */
export function facebookPostUrl(account: ProviderAccount, postId: string): string {
  const [page, post] = postId.includes("_") ? postId.split("_", 2) : [account.platformUserId, postId];
  return `https://www.facebook.com/${encodeURIComponent(page!)}/posts/${encodeURIComponent(post!)}`;
}

function firstLink(text: string): string | undefined {
  return /\bhttps?:\/\/[^\s<>"]+/i.exec(text)?.[0]?.replace(/[).,!?]+$/, "");
}

async function permalink(account: ProviderAccount, id: string, signal: AbortSignal): Promise<string | undefined> {
  try {
    return (await graphGet<{ permalink_url?: string }>(target(account), encodeURIComponent(id), { fields: "permalink_url" }, signal)).data
      ?.permalink_url;
  } catch {
    return undefined; // the post exists: never fail the publish over its link
  }
}

async function publish(request: PublishRequest): Promise<PublishedPost> {
  const { account, media, signal } = request;
  const page = encodeURIComponent(account.platformUserId);
  const videos = media.filter(isVideo);
  const images = media.filter(isImage);
  if (videos.length + images.length !== media.length) throw new PublishError("permanent", "Facebook accepts only images and videos.");
  if (videos.length > 0 && media.length > 1) throw new PublishError("permanent", "A Facebook post carries either images or one video.");
  if (images.length > FACEBOOK_MAX_IMAGES) throw new PublishError("permanent", `Facebook accepts at most ${FACEBOOK_MAX_IMAGES} images in a post.`);

  if (videos.length === 1) {
    const { data } = await graphPost<{ id?: string }>(
      target(account),
      `${page}/videos`,
      { file_url: videos[0]!.url, description: request.text },
      signal,
      true,
    );
    if (!data?.id) throw new PublishError("unknown", "Facebook accepted the video but did not return its id.");
    return { platformPostId: data.id, platformPostUrl: `https://www.facebook.com/${page}/videos/${encodeURIComponent(data.id)}` };
  }

  let postId: string | undefined;
  if (images.length === 1) {
    const { data } = await graphPost<{ id?: string; post_id?: string }>(
      target(account),
      `${page}/photos`,
      { url: images[0]!.url, message: request.text },
      signal,
      true,
    );
    postId = data?.post_id ?? data?.id;
  } else {
    const params: Record<string, string> = { message: request.text };
    if (images.length > 1) {
      for (const [i, image] of images.entries()) {
        // Unpublished photos are invisible until the feed post attaches them.
        const { data } = await graphPost<{ id?: string }>(target(account), `${page}/photos`, { url: image.url, published: "false" }, signal);
        if (!data?.id) throw new PublishError("transient", "Facebook did not return the id of an uploaded photo.");
        params[`attached_media[${i}]`] = JSON.stringify({ media_fbid: data.id });
      }
    } else {
      const link = firstLink(request.text);
      if (link) params.link = link;
    }
    const { data } = await graphPost<{ id?: string }>(target(account), `${page}/feed`, params, signal, true);
    postId = data?.id;
  }
  if (!postId) throw new PublishError("unknown", "Facebook accepted the post but did not return its id.");
  return { platformPostId: postId, platformPostUrl: (await permalink(account, postId, signal)) || facebookPostUrl(account, postId) };
}

interface FacebookPost {
  id: string;
  message?: string;
  created_time?: string;
  permalink_url?: string;
}

function findRecentPost(request: FindRecentPostRequest): Promise<PublishedPost | null | "unknown"> {
  return findInGraphList<FacebookPost>({
    target: target(request.account),
    path: `${encodeURIComponent(request.account.platformUserId)}/published_posts`,
    fields: "id,message,created_time,permalink_url",
    text: (item) => item.message,
    time: (item) => item.created_time,
    toPost: (item) => ({ platformPostId: item.id, platformPostUrl: item.permalink_url || facebookPostUrl(request.account, item.id) }),
    wanted: request.text,
    since: request.since,
    signal: request.signal,
  });
}

interface Counted {
  likes?: { summary?: { total_count?: number } };
  comments?: { summary?: { total_count?: number } };
  shares?: { count?: number };
}

async function metrics(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<PostMetrics | null> {
  const id = encodeURIComponent(request.platformPostId);
  let counted: Counted;
  try {
    counted =
      (
        await graphGet<Counted>(
          target(request.account),
          id,
          { fields: "likes.summary(true).limit(0),comments.summary(true).limit(0),shares" },
          request.signal,
        )
      ).data ?? {};
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
  // Views (post_media_view, which replaced post_impressions) need read_insights and a Page with
  // enough followers: without them the counts above still count.
  let impressions = 0;
  try {
    const { data } = await graphGet<{ data?: GraphInsight[] }>(
      target(request.account),
      `${id}/insights`,
      { metric: "post_media_view" },
      request.signal,
    );
    impressions = insightValue(data?.data ?? [], "post_media_view");
  } catch (err) {
    if (err instanceof PublishError && err.kind === "transient") throw err;
  }
  return {
    impressions,
    clicks: 0,
    likes: counted.likes?.summary?.total_count ?? 0,
    comments: counted.comments?.summary?.total_count ?? 0,
    shares: counted.shares?.count ?? 0,
  };
}

async function deletePost(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<void> {
  await deleteIfPresent({
    network: "facebook",
    url: graphUrl(env().FACEBOOK_API_BASE_URL, encodeURIComponent(request.platformPostId), { access_token: request.account.accessToken }),
    signal: request.signal,
  });
}

export const facebookProvider: SocialProvider = {
  network: "facebook",
  publish,
  findRecentPost,
  metrics,
  deletePost,
};
