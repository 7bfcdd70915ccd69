/**
 * LinkedIn's versioned REST API (Posts API, Images API, Social Actions API) for a member, with the
 * member's OAuth access token (scope w_member_social; reading posts and social actions back needs
 * r_member_social, which LinkedIn grants to few apps — without it those calls fail permanently).
 *
 * Every call sends `LinkedIn-Version: <LINKEDIN_API_VERSION>` and `X-Restli-Protocol-Version: 2.0.0`.
 */
import { NETWORKS } from "@/lib/networks";
import { env } from "@/env";
import { callNetwork } from "./http";
import { comparableText, isImage, isNotFound, isVideo, joinUrl, mediaBytes, deleteIfPresent } from "./shared";
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

/** A multi-image post carries 2 to 20 images (the catalogue's maxImages). */
const MAX_IMAGES = NETWORKS.linkedin.media.maxImages;

/** Characters LinkedIn's "little text format" reserves; escaped with a backslash to stay plain text. */
const RESERVED = /[\\|{}@[\]()<>#*_~]/g;

export function escapeLittleText(text: string): string {
  return text.replace(RESERVED, (ch) => `\\${ch}`);
}

/** The plain text of a little-format commentary (escapes removed). */
export function unescapeLittleText(text: string): string {
  return text.replace(/\\([\\|{}@[\]()<>#*_~])/g, "$1");
}

function api(path: string): string {
  return joinUrl(env().LINKEDIN_API_BASE_URL, path);
}

function headers(account: ProviderAccount, extra: Record<string, string> = {}): Record<string, string> {
  return {
    authorization: `Bearer ${account.accessToken}`,
    "linkedin-version": env().LINKEDIN_API_VERSION,
    "x-restli-protocol-version": "2.0.0",
    ...extra,
  };
}

/** urn:li:person:<id> (an account stored with a full URN, e.g. an organization, keeps it). */
export function linkedinAuthorUrn(account: Pick<ProviderAccount, "platformUserId">): string {
  return account.platformUserId.startsWith("urn:li:") ? account.platformUserId : `urn:li:person:${account.platformUserId}`;
}

export function linkedinPostUrl(urn: string): string {
  return `https://www.linkedin.com/feed/update/${urn}/`;
}

/** The bearer token goes only to LinkedIn (or, in tests, to the host the API base URL names). */
function trustedUploadUrl(uploadUrl: string): boolean {
  try {
    const url = new URL(uploadUrl);
    if (url.origin === new URL(env().LINKEDIN_API_BASE_URL).origin) return true;
    return url.protocol === "https:" && (url.hostname === "linkedin.com" || url.hostname.endsWith(".linkedin.com"));
  } catch {
    return false;
  }
}

async function uploadImage(request: PublishRequest, owner: string, media: PublishMedia): Promise<string> {
  const bytes = await mediaBytes("linkedin", media, request.signal);
  const { data } = await callNetwork<{ value?: { uploadUrl?: string; image?: string } }>({
    network: "linkedin",
    url: api("/rest/images?action=initializeUpload"),
    method: "POST",
    headers: headers(request.account),
    json: { initializeUploadRequest: { owner } },
    signal: request.signal,
  });
  const uploadUrl = data?.value?.uploadUrl;
  const image = data?.value?.image;
  if (!uploadUrl || !image) throw new PublishError("transient", "LinkedIn did not return an upload address for an image.");
  if (!trustedUploadUrl(uploadUrl)) throw new PublishError("permanent", "LinkedIn returned an unexpected image upload address.");
  await callNetwork({
    network: "linkedin",
    url: uploadUrl,
    method: "PUT",
    headers: { authorization: `Bearer ${request.account.accessToken}`, "content-type": media.mimeType },
    // The bytes themselves (not a Blob): they go out through undici's request rather than fetch.
    body: bytes,
    signal: request.signal,
  });
  return image;
}

async function publish(request: PublishRequest): Promise<PublishedPost> {
  if (request.media.some(isVideo)) {
    throw new PublishError("permanent", "Posting videos to LinkedIn is not supported yet; remove the video from this post.");
  }
  const images = request.media.filter(isImage);
  if (images.length !== request.media.length) throw new PublishError("permanent", "LinkedIn accepts only images and videos.");
  if (images.length > MAX_IMAGES) throw new PublishError("permanent", `LinkedIn accepts at most ${MAX_IMAGES} images in a post.`);

  const author = linkedinAuthorUrn(request.account);
  const imageUrns: string[] = [];
  for (const image of images) imageUrns.push(await uploadImage(request, author, image));

  const body: Record<string, unknown> = {
    author,
    commentary: escapeLittleText(request.text),
    visibility: "PUBLIC",
    distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
    lifecycleState: "PUBLISHED",
    isReshareDisabledByAuthor: false,
  };
  if (imageUrns.length === 1) body.content = { media: { id: imageUrns[0] } };
  if (imageUrns.length > 1) body.content = { multiImage: { images: imageUrns.map((id) => ({ id })) } };

  const { headers: answer } = await callNetwork({
    network: "linkedin",
    url: api("/rest/posts"),
    method: "POST",
    headers: headers(request.account),
    json: body,
    signal: request.signal,
    creates: true,
  });
  const urn = answer.get("x-restli-id") ?? answer.get("x-linkedin-id");
  if (!urn) throw new PublishError("unknown", "LinkedIn accepted the post but did not return its id.");
  return { platformPostId: urn, platformPostUrl: linkedinPostUrl(urn) };
}

interface LinkedInPost {
  id: string;
  commentary?: string;
  createdAt?: number;
  publishedAt?: number;
  lifecycleState?: string;
}

/** LinkedIn's page size for the author finder (its documented maximum is 100). */
const FIND_PAGE_SIZE = 100;

async function findRecentPost(request: FindRecentPostRequest): Promise<PublishedPost | null | "unknown"> {
  const author = encodeURIComponent(linkedinAuthorUrn(request.account));
  const wanted = comparableText(request.text);
  const escaped = escapeLittleText(wanted);
  const since = request.since.getTime();
  const matches: LinkedInPost[] = [];
  // Newest first (sortBy=CREATED); page with start/count until a post older than `since` or the end.
  for (let page = 0; page < MAX_RECONCILE_PAGES; page += 1) {
    const { data } = await callNetwork<{ elements?: LinkedInPost[] }>({
      network: "linkedin",
      url: api(`/rest/posts?author=${author}&q=author&sortBy=CREATED&start=${page * FIND_PAGE_SIZE}&count=${FIND_PAGE_SIZE}`),
      headers: headers(request.account, { "x-restli-method": "FINDER" }),
      signal: request.signal,
    });
    const elements = data?.elements ?? [];
    let passedSince = false;
    for (const post of elements) {
      const created = post.createdAt ?? post.publishedAt;
      if (created !== undefined && created < since) {
        passedSince = true;
        continue;
      }
      if (post.lifecycleState && post.lifecycleState !== "PUBLISHED") continue;
      const commentary = comparableText(post.commentary ?? "");
      if (commentary === escaped || comparableText(unescapeLittleText(commentary)) === wanted) matches.push(post);
    }
    if (passedSince || elements.length < FIND_PAGE_SIZE) {
      // The oldest match is the one the interrupted publish made.
      const match = matches.sort((a, b) => (a.createdAt ?? 0) - (b.createdAt ?? 0))[0];
      return match ? { platformPostId: match.id, platformPostUrl: linkedinPostUrl(match.id) } : null;
    }
  }
  return "unknown";
}

async function metrics(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<PostMetrics | null> {
  try {
    const { data } = await callNetwork<{
      likesSummary?: { totalLikes?: number };
      commentsSummary?: { aggregatedTotalComments?: number; totalFirstLevelComments?: number };
    }>({
      network: "linkedin",
      url: api(`/rest/socialActions/${encodeURIComponent(request.platformPostId)}`),
      headers: headers(request.account),
      signal: request.signal,
    });
    return {
      impressions: 0,
      clicks: 0,
      likes: data?.likesSummary?.totalLikes ?? 0,
      comments: data?.commentsSummary?.aggregatedTotalComments ?? data?.commentsSummary?.totalFirstLevelComments ?? 0,
      shares: 0,
    };
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

async function deletePost(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<void> {
  await deleteIfPresent({
    network: "linkedin",
    url: api(`/rest/posts/${encodeURIComponent(request.platformPostId)}`),
    headers: headers(request.account, { "x-restli-method": "DELETE" }),
    signal: request.signal,
  });
}

export const linkedinProvider: SocialProvider = {
  network: "linkedin",
  publish,
  findRecentPost,
  metrics,
  deletePost,
};
