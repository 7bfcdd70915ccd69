/**
 * Bluesky (AT Protocol) with the session of the member's account, at the PDS that hosts their
 * repository (metadata.pds, from their DID document). Every call goes through guardedFetch: the PDS
 * comes from data the member controls.
 *
 * publish: images are uploaded as blobs (POST com.atproto.repo.uploadBlob, raw bytes), then
 * com.atproto.repo.createRecord writes an app.bsky.feed.post with its facets (links, mentions,
 * hashtags on UTF-8 byte offsets) and an app.bsky.embed.images embed with alt texts. Only that
 * call creates the post. A video (one per post, without images) goes through Bluesky's video service
 * (BLUESKY_VIDEO_SERVICE_URL): a service-auth token from the PDS (com.atproto.server.getServiceAuth,
 * aud = the PDS's did:web, lxm = com.atproto.repo.uploadBlob), app.bsky.video.uploadVideo with the
 * bytes (streamed from storage with their Content-Length, never held whole in memory; the aspect ratio
 * comes from the file's moov box, read on its own), then app.bsky.video.getJobStatus until the job is completed (its blob goes into an
 * app.bsky.embed.video embed) or failed.
 *
 * Reconciliation reads the repo's own post records (com.atproto.repo.listRecords, newest first);
 * insights come from app.bsky.feed.getPosts (likes, reposts + quotes, replies; no impressions).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { env } from "@/env";
import { NETWORKS, networkLabel, textLimitProblems } from "@/lib/networks";
import { imageSize } from "image-size";
import { guardedFetch } from "@/server/lib/guarded-fetch";
import { detectFacets, toFacets } from "./bluesky-richtext";
import { callNetwork, type NetworkCall } from "./http";
import { comparableText, isImage, isNotFound, isVideo, joinUrl, mediaBytes, mediaSource, readRange } from "./shared";
import {
  MAX_RECONCILE_PAGES,
  PublishError,
  type FindRecentPostRequest,
  type MediaSource,
  type PostMetrics,
  type ProviderAccount,
  type PublishedPost,
  type PublishMedia,
  type PublishRequest,
  type SocialProvider,
} from "./types";

/** A post embeds at most 4 images (the catalogue) of at most 1,000,000 bytes each (app.bsky.embed.images). */
const MAX_IMAGES = NETWORKS.bluesky.media.maxImages;
export const BLUESKY_MAX_IMAGE_BYTES = 1_000_000;
/** app.bsky.embed.video's blob limit (100 MB). */
export const BLUESKY_MAX_VIDEO_BYTES = 100_000_000;
const POST_COLLECTION = "app.bsky.feed.post";

/** app.bsky.embed.defs#aspectRatio: without it clients crop or letterbox the image. */
interface AspectRatio {
  width: number;
  height: number;
}

/** An image's shape as shown (JPEG EXIF orientations 5-8 turn it a quarter), from its header; null if unreadable. */
export function imageAspectRatio(bytes: Uint8Array): AspectRatio | null {
  try {
    const { width, height, orientation } = imageSize(bytes);
    if (!width || !height) return null;
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return null;
  }
}

/**
 * An MP4's shape from its first video track's header (tkhd: width and height as 16.16 fixed point
 * in its last 8 bytes); null when there is none. Boxes are walked, never guessed at.
 */
export function videoAspectRatio(bytes: Uint8Array): AspectRatio | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const walk = (start: number, end: number): AspectRatio | null => {
    for (let at = start; at + 8 <= end;) {
      let size = view.getUint32(at);
      const type = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
      let header = 8;
      if (size === 1 && at + 16 <= end) {
        size = Number(view.getBigUint64(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) return null;
      if (type === "moov" || type === "trak") {
        const found = walk(at + header, at + size);
        if (found) return found;
      } else if (type === "tkhd" && size >= header + 8) {
        const width = Math.round(view.getUint32(at + size - 8) / 65536);
        const height = Math.round(view.getUint32(at + size - 4) / 65536);
        if (width > 0 && height > 0) return { width, height }; // an audio track has 0 × 0: look on
      }
      at += size;
    }
    return null;
  };
  return walk(0, bytes.byteLength);
}

/** The largest moov box read for the aspect ratio (a Short's is a few hundred KB at most). */
const MAX_MOOV_BYTES = 16 * 1024 * 1024;

/**
 * videoAspectRatio for a stored file, without reading it whole: the top-level boxes' headers one by
 * one (wherever the moov box is, before or after the media data), then the moov box alone.
 */
export async function sourceAspectRatio(source: MediaSource): Promise<AspectRatio | null> {
  for (let at = 0, boxes = 0; at + 8 <= source.size && boxes < 64; boxes++) {
    const head = await readRange(source, at, at + 15);
    if (head.length < 8) return null;
    let size = head.readUInt32BE(0);
    const type = head.toString("latin1", 4, 8);
    let header = 8;
    if (size === 1) {
      if (head.length < 16) return null;
      size = Number(head.readBigUInt64BE(8));
      header = 16;
    } else if (size === 0) size = source.size - at;
    if (size < header || at + size > source.size) return null;
    if (type === "moov") return size > MAX_MOOV_BYTES ? null : videoAspectRatio(await readRange(source, at, at + size - 1));
    at += size;
  }
  return null;
}

export interface BlueskyMetadata {
  did: string;
  pds: string;
  handle?: string;
}

export function blueskyMetadata(account: Pick<ProviderAccount, "metadata" | "platformUserId">): BlueskyMetadata {
  const m = account.metadata as Partial<BlueskyMetadata>;
  if (typeof m.pds !== "string" || !m.pds)
    throw new PublishError("permanent", "Reconnect your Bluesky account: we do not know which server hosts it.");
  return { did: typeof m.did === "string" && m.did ? m.did : account.platformUserId, pds: m.pds, handle: m.handle };
}

/**
 * XRPC errors come as `{ error, message }`: an expired or revoked session is 400 ExpiredToken /
 * InvalidToken (or 401); rate limits are 429 with RateLimit-Reset (epoch seconds).
 */
export function inspectXrpc(answer: { status: number; body: unknown; headers: Headers }): PublishError | undefined {
  const label = networkLabel("bluesky");
  if (answer.status === 429) {
    const reset = Number(answer.headers.get("ratelimit-reset"));
    const wait = Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - Date.now()) : undefined;
    return new PublishError("transient", `${label} rate limit reached; will retry.`, wait, 429);
  }
  const error = (answer.body as { error?: unknown } | null)?.error;
  if (answer.status === 401 || (answer.status === 400 && (error === "ExpiredToken" || error === "InvalidToken" || error === "AuthRequired"))) {
    return new PublishError(
      "permanent",
      `Reconnect your ${label} account: ${label} refused its session (${typeof error === "string" ? error : "HTTP 401"}).`,
      undefined,
      401,
    );
  }
  if (answer.status === 400 && (error === "RecordNotFound" || error === "NotFound")) {
    return new PublishError("permanent", `${label}: not found.`, undefined, 404);
  }
  return undefined;
}

export function xrpc<T>(
  account: ProviderAccount,
  nsid: string,
  call: Omit<NetworkCall, "network" | "url" | "fetch" | "inspect"> & { query?: Record<string, string | string[]> },
) {
  const { pds } = blueskyMetadata(account);
  const url = new URL(joinUrl(pds, `/xrpc/${nsid}`));
  for (const [key, value] of Object.entries(call.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, v);
  }
  return callNetwork<T>({
    ...call,
    network: "bluesky",
    url: url.toString(),
    headers: { authorization: `Bearer ${account.accessToken}`, ...call.headers },
    fetch: guardedFetch,
    inspect: inspectXrpc,
  });
}

/** The rkey of an at:// URI (at://did/app.bsky.feed.post/<rkey>). */
export function rkeyOf(uri: string): string {
  return uri.split("/").at(-1) ?? uri;
}

/** https://bsky.app/profile/<handle or did>/post/<rkey> */
export function blueskyPostUrl(account: Pick<ProviderAccount, "username" | "metadata" | "platformUserId">, uri: string): string {
  const handle = account.username?.trim().replace(/^@/, "");
  const actor = handle || (account.metadata as Partial<BlueskyMetadata>).did || account.platformUserId;
  return `https://bsky.app/profile/${encodeURIComponent(actor)}/post/${encodeURIComponent(rkeyOf(uri))}`;
}

interface BlobRef {
  $type: "blob";
  ref: { $link: string };
  mimeType: string;
  size: number;
}

async function resolveMentions(request: PublishRequest, handles: string[]): Promise<Map<string, string>> {
  const dids = new Map<string, string>();
  for (const handle of new Set(handles)) {
    try {
      const { data } = await xrpc<{ did?: string }>(request.account, "com.atproto.identity.resolveHandle", {
        query: { handle },
        signal: request.signal,
      });
      if (data?.did) dids.set(handle, data.did);
    } catch (err) {
      // A handle that does not exist stays plain text; anything else (network down) is worth a retry.
      if (!(err instanceof PublishError) || err.kind !== "permanent" || err.status === 401) throw err;
    }
  }
  return dids;
}

/** The video service's job, as app.bsky.video.defs#jobStatus describes it. */
interface JobStatus {
  jobId?: string;
  state?: string;
  progress?: number;
  blob?: BlobRef;
  error?: string;
  message?: string;
}

function videoServiceUrl(nsid: string, query: Record<string, string> = {}): string {
  const url = new URL(joinUrl(env().BLUESKY_VIDEO_SERVICE_URL, `/xrpc/${nsid}`));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** A short-lived token the PDS signs for another service (aud), valid for one method (lxm). */
async function serviceAuth(request: PublishRequest, aud: string, lxm: string): Promise<string> {
  const exp = String(Math.floor(Date.now() / 1000) + 30 * 60);
  const { data } = await xrpc<{ token?: string }>(request.account, "com.atproto.server.getServiceAuth", {
    query: { aud, lxm, exp },
    signal: request.signal,
  });
  if (!data?.token) throw new PublishError("transient", "Bluesky did not give us a token for its video service.");
  return data.token;
}

function videoCall<T>(url: string, call: Omit<NetworkCall, "network" | "url" | "fetch" | "inspect">, inspect = inspectXrpc) {
  // Not member-named, but the same client path as the PDS: guardedFetch and the XRPC error reading.
  return callNetwork<T>({ ...call, network: "bluesky", url, fetch: guardedFetch, inspect });
}

/** The upload answers the job status itself (the lexicon wraps it in { jobStatus }: both are read). */
function jobOf(body: unknown): JobStatus | undefined {
  if (!body || typeof body !== "object") return undefined;
  const wrapped = (body as { jobStatus?: JobStatus }).jobStatus;
  return wrapped ?? (body as JobStatus);
}

async function uploadVideo(request: PublishRequest, video: PublishMedia, source: MediaSource): Promise<BlobRef> {
  const { did, pds } = blueskyMetadata(request.account);
  const videoHost = new URL(env().BLUESKY_VIDEO_SERVICE_URL).hostname;
  const limitsToken = await serviceAuth(request, `did:web:${videoHost}`, "app.bsky.video.getUploadLimits");
  const { data: limits } = await videoCall<{ canUpload?: boolean; message?: string; error?: string }>(
    videoServiceUrl("app.bsky.video.getUploadLimits"),
    {
      headers: { authorization: `Bearer ${limitsToken}` },
      signal: request.signal,
    },
  );
  if (limits?.canUpload === false) {
    throw new PublishError(
      "permanent",
      `Bluesky will not take a video from this account now: ${limits.message ?? limits.error ?? "its daily video limit is reached"}.`,
    );
  }

  // The video service stores the processed video on the member's PDS: the token is for that PDS.
  const token = await serviceAuth(request, `did:web:${new URL(pds).hostname}`, "com.atproto.repo.uploadBlob");
  let existing: string | undefined;
  const already = new PublishError("transient", "already_exists");
  let job: JobStatus | undefined;
  try {
    const { data } = await videoCall<unknown>(
      videoServiceUrl("app.bsky.video.uploadVideo", { did, name: `video-${Date.now()}.mp4` }),
      {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": video.mimeType },
        upload: { stream: await source.open(), length: source.size },
        signal: request.signal,
      },
      // A retry uploads the same bytes again: the service answers 409 with the first job's id.
      (answer) => {
        const found = answer.status === 409 ? jobOf(answer.body)?.jobId : undefined;
        if (found) {
          existing = found;
          return already;
        }
        return inspectXrpc(answer);
      },
    );
    job = jobOf(data);
  } catch (err) {
    if (err !== already) throw err;
    job = { jobId: existing };
  }
  const jobId = job?.jobId;
  if (!job || !jobId) throw new PublishError("transient", "Bluesky's video service did not return a job for the upload.");

  for (let delay = 200; ; delay = Math.min(delay * 2, 5000)) {
    if (job.state === "JOB_STATE_COMPLETED" && job.blob) return job.blob;
    if (job.state === "JOB_STATE_FAILED") {
      throw new PublishError("permanent", `Bluesky could not process the video: ${job.message ?? job.error ?? "processing failed"}`);
    }
    try {
      await sleep(delay, undefined, { signal: request.signal });
    } catch {
      throw new PublishError("transient", "Bluesky is still processing the video; will retry.");
    }
    const answer = await videoCall<{ jobStatus?: JobStatus }>(videoServiceUrl("app.bsky.video.getJobStatus", { jobId }), {
      headers: { authorization: `Bearer ${token}` },
      signal: request.signal,
    });
    job = { ...jobOf(answer.data), jobId };
  }
}

async function publish(request: PublishRequest): Promise<PublishedPost> {
  const { account } = request;
  const videos = request.media.filter(isVideo);
  const images = request.media.filter(isImage);
  if (images.length + videos.length !== request.media.length) throw new PublishError("permanent", "Bluesky accepts only images and videos.");
  if (videos.length > 0 && request.media.length > 1)
    throw new PublishError("permanent", "Bluesky accepts one video, or images without a video, in a post.");
  if (images.length > MAX_IMAGES) throw new PublishError("permanent", `Bluesky accepts at most ${MAX_IMAGES} images in a post.`);
  const text = request.text;
  // Checked when the post was saved; a post saved before a limit was checked there still fails readably.
  const [tooLong] = textLimitProblems("bluesky", text);
  if (tooLong) throw new PublishError("permanent", tooLong);
  const { did } = blueskyMetadata(account);

  // Nothing is posted until createRecord: uploads and look-ups may fail and be retried safely.
  const detected = detectFacets(text);
  const dids = await resolveMentions(
    request,
    detected.flatMap((f) => (f.kind === "mention" ? [f.handle] : [])),
  );
  const facets = toFacets(detected, dids);

  const embedded: { alt: string; image: BlobRef; aspectRatio?: AspectRatio }[] = [];
  for (const image of images) {
    const bytes = await mediaBytes("bluesky", image, request.signal);
    if (bytes.byteLength > BLUESKY_MAX_IMAGE_BYTES) {
      throw new PublishError(
        "permanent",
        `Bluesky accepts images of at most 1 MB; one of this post's images is ${(bytes.byteLength / 1_000_000).toFixed(1)} MB.`,
      );
    }
    const { data } = await xrpc<{ blob?: BlobRef }>(account, "com.atproto.repo.uploadBlob", {
      method: "POST",
      headers: { "content-type": image.mimeType },
      body: bytes,
      signal: request.signal,
    });
    if (!data?.blob) throw new PublishError("transient", "Bluesky did not return the uploaded image.");
    const aspectRatio = imageAspectRatio(bytes);
    embedded.push({ alt: image.alt ?? "", image: data.blob, ...(aspectRatio && { aspectRatio }) });
  }

  const record: Record<string, unknown> = { $type: POST_COLLECTION, text, createdAt: new Date().toISOString() };
  if (facets.length > 0) record.facets = facets;
  if (embedded.length > 0) record.embed = { $type: "app.bsky.embed.images", images: embedded };
  if (videos[0]) {
    const source = await mediaSource("bluesky", videos[0], request.signal);
    if (source.size > BLUESKY_MAX_VIDEO_BYTES) {
      throw new PublishError("permanent", `Bluesky accepts videos of at most 100 MB; this one is ${(source.size / 1_000_000).toFixed(0)} MB.`);
    }
    const aspectRatio = await sourceAspectRatio(source);
    const blob = await uploadVideo(request, videos[0], source);
    record.embed = {
      $type: "app.bsky.embed.video",
      video: blob,
      ...(videos[0].alt ? { alt: videos[0].alt } : {}),
      ...(aspectRatio && { aspectRatio }),
    };
  }

  const { data } = await xrpc<{ uri?: string; cid?: string }>(account, "com.atproto.repo.createRecord", {
    method: "POST",
    json: { repo: did, collection: POST_COLLECTION, record },
    signal: request.signal,
    creates: true,
  });
  if (!data?.uri) throw new PublishError("unknown", "Bluesky accepted the post but did not return its address.");
  return { platformPostId: data.uri, platformPostUrl: blueskyPostUrl(account, data.uri) };
}

interface ListedRecord {
  uri: string;
  value?: { text?: string; createdAt?: string };
}

async function findRecentPost(request: FindRecentPostRequest): Promise<PublishedPost | null | "unknown"> {
  const wanted = comparableText(request.text);
  const since = request.since.getTime();
  const { did } = blueskyMetadata(request.account);
  let match: ListedRecord | undefined;
  let cursor: string | undefined;
  // Newest first; past `since` (by the record's createdAt) nothing older can be ours.
  for (let page = 0; page < MAX_RECONCILE_PAGES; page += 1) {
    const query: Record<string, string> = { repo: did, collection: POST_COLLECTION, limit: "100" };
    if (cursor) query.cursor = cursor;
    const { data } = await xrpc<{ records?: ListedRecord[]; cursor?: string }>(request.account, "com.atproto.repo.listRecords", {
      query,
      signal: request.signal,
    });
    const records = data?.records ?? [];
    let passedSince = false;
    for (const record of records) {
      const created = Date.parse(record.value?.createdAt ?? "");
      // createdAt is set by us just before the call; a minute of clock skew is allowed.
      if (!Number.isNaN(created) && created < since - 60_000) {
        passedSince = true;
        break;
      }
      if (comparableText(record.value?.text ?? "") === wanted) match = record;
    }
    cursor = data?.cursor;
    if (passedSince || !cursor || records.length === 0) {
      return match ? { platformPostId: match.uri, platformPostUrl: blueskyPostUrl(request.account, match.uri) } : null;
    }
  }
  return "unknown";
}

interface PostView {
  uri: string;
  likeCount?: number;
  repostCount?: number;
  replyCount?: number;
  quoteCount?: number;
}

async function metrics(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<PostMetrics | null> {
  try {
    const { data } = await xrpc<{ posts?: PostView[] }>(request.account, "app.bsky.feed.getPosts", {
      query: { uris: [request.platformPostId] },
      signal: request.signal,
    });
    // A deleted post is simply absent from the answer.
    const post = data?.posts?.find((p) => p.uri === request.platformPostId);
    if (!post) return null;
    return {
      impressions: 0,
      clicks: 0,
      likes: post.likeCount ?? 0,
      comments: post.replyCount ?? 0,
      shares: (post.repostCount ?? 0) + (post.quoteCount ?? 0),
    };
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

async function deletePost(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<void> {
  const { did } = blueskyMetadata(request.account);
  // deleteRecord succeeds for a record that is already gone.
  await xrpc(request.account, "com.atproto.repo.deleteRecord", {
    method: "POST",
    json: { repo: did, collection: POST_COLLECTION, rkey: rkeyOf(request.platformPostId) },
    signal: request.signal,
  });
}

export const blueskyProvider: SocialProvider = {
  network: "bluesky",
  publish,
  findRecentPost,
  metrics,
  deletePost,
};
