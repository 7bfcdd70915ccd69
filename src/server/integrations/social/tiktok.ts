/**
 * TikTok Content Posting API (Direct Post) with the user's access token (scope video.publish).
 *
 * publish: POST /v2/post/publish/video/init/ with `post_info` (title, privacy_level) and
 * `source_info` FILE_UPLOAD (video_size, chunk_size, total_chunk_count) answers a publish_id and an
 * upload_url; the bytes are PUT there chunk by chunk, in order, with Content-Range (the media
 * transfer guide's rules, see chunkPlan), each chunk streamed from storage as it is sent; then
 * POST /v2/post/publish/status/fetch/ is polled until PUBLISH_COMPLETE or FAILED. A failed chunk is
 * sent again; the last one completes the upload (TikTok then posts by itself), so when its answer
 * is lost the status says whether it arrived.
 *
 * TikTok answers `{ data, error: { code, message, log_id } }`; code "ok" is success.
 * Metrics need the video.list scope, which we do not ask for: none here.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { env } from "@/env";
import { callNetwork, retryAfterMs } from "./http";
import { isVideo, mediaSource } from "./shared";
import { tiktokApi } from "./tiktok-connect";
import { PublishError, type MediaSource, type ProviderAccount, type PublishedPost, type PublishRequest, type SocialProvider } from "./types";

/** Longest title (the post's caption) TikTok accepts, in characters. */
export const TIKTOK_TITLE_LIMIT = 2200;
const MB = 1024 * 1024;
/**
 * Files up to one chunk go whole; larger ones in 10 MB chunks, the last taking the rest (under 20
 * MB). The media transfer guide: chunks of 5 to 64 MB but the last (up to 128 MB), files under 5 MB
 * whole, over 64 MB in several chunks, total_chunk_count = floor(video_size / chunk_size), 1 to 1000.
 */
export const TIKTOK_CHUNK_SIZE = 10 * MB;
const MAX_CHUNKS = 1000;
/** Times one chunk is sent again after it failed (the connection broke, TikTok had a problem). */
const CHUNK_RETRIES = 3;

interface TikTokError {
  code?: string;
  message?: string;
  log_id?: string;
}

interface TikTokStatus {
  status?: "PROCESSING_UPLOAD" | "PROCESSING_DOWNLOAD" | "SEND_TO_USER_INBOX" | "PUBLISH_COMPLETE" | "FAILED";
  fail_reason?: string;
  publicaly_available_post_id?: Array<number | string>;
  uploaded_bytes?: number;
}

/** TikTok's error.code, read for every answer (it can be set on HTTP 200 too). */
export function tiktokInspect({ status, body, headers }: { status: number; body: unknown; headers: Headers }): PublishError | undefined {
  const error = body && typeof body === "object" ? ((body as { error?: unknown }).error as TikTokError | undefined) : undefined;
  const code = error && typeof error === "object" ? error.code : undefined;
  if (!code || code === "ok") return undefined;
  const message = (error?.message ?? "").replace(/\s+/g, " ").trim().slice(0, 200);
  const detail = message ? `${message} (${code})` : code;
  if (code === "access_token_invalid")
    return new PublishError("permanent", `Reconnect your TikTok account: TikTok refused its access token (${detail}).`, undefined, 401);
  if (code === "scope_not_authorized" || code === "scope_permission_missed") {
    return new PublishError("permanent", `Reconnect your TikTok account and allow posting videos: ${detail}.`, undefined, 403);
  }
  if (code === "rate_limit_exceeded") return new PublishError("transient", "TikTok rate limit reached; will retry.", retryAfterMs({ headers }), 429);
  if (code === "internal_error" || status >= 500)
    return new PublishError("transient", `TikTok is having problems (${detail}).`, retryAfterMs({ headers }), status);
  return new PublishError("permanent", `TikTok refused the video: ${detail}`, undefined, status >= 400 ? status : 400);
}

function authorization(account: ProviderAccount): Record<string, string> {
  return { authorization: `Bearer ${account.accessToken}` };
}

/** https://www.tiktok.com/@<username>/video/<id> (TikTok resolves @/video/<id> without a name). */
export function tiktokPostUrl(account: Pick<ProviderAccount, "username">, id: string): string {
  const username = account.username?.trim().replace(/^@/, "") ?? "";
  return `https://www.tiktok.com/@${encodeURIComponent(username)}/video/${id}`;
}

/** How TikTok wants a file cut: whole up to one chunk, else 10 MB chunks with the rest in the last. */
export function chunkPlan(size: number): { chunkSize: number; count: number } {
  if (size <= TIKTOK_CHUNK_SIZE) return { chunkSize: size, count: 1 };
  return { chunkSize: TIKTOK_CHUNK_SIZE, count: Math.floor(size / TIKTOK_CHUNK_SIZE) };
}

function caption(request: PublishRequest): string {
  const text = request.text.trim() || request.title?.trim() || "";
  const chars = Array.from(text);
  return chars.length > TIKTOK_TITLE_LIMIT ? chars.slice(0, TIKTOK_TITLE_LIMIT).join("") : text;
}

async function fetchStatus(request: PublishRequest, publishId: string): Promise<TikTokStatus | undefined> {
  const { data } = await callNetwork<{ data?: TikTokStatus }>({
    network: "tiktok",
    url: tiktokApi("/v2/post/publish/status/fetch/"),
    method: "POST",
    headers: { ...authorization(request.account), "content-type": "application/json; charset=UTF-8" },
    json: { publish_id: publishId },
    signal: request.signal,
    inspect: tiktokInspect,
  });
  return data?.data;
}

async function waitForPublish(request: PublishRequest, publishId: string): Promise<PublishedPost> {
  const interval = env().TIKTOK_STATUS_POLL_MS;
  for (;;) {
    let answer: TikTokStatus | undefined;
    try {
      answer = await fetchStatus(request, publishId);
    } catch (err) {
      // The video was handed over: from here on a failure to ask leaves the outcome open.
      throw new PublishError("unknown", `TikTok received the video but we could not learn whether it was published (${(err as Error).message}).`);
    }
    if (answer?.status === "PUBLISH_COMPLETE") {
      const id = answer.publicaly_available_post_id?.[0];
      // Private (SELF_ONLY) videos have no public id: the publish id is all TikTok gives.
      if (id === undefined || id === null || String(id) === "") {
        const username = request.account.username?.trim().replace(/^@/, "");
        return {
          platformPostId: publishId,
          platformPostUrl: username ? `https://www.tiktok.com/@${encodeURIComponent(username)}` : "https://www.tiktok.com/",
        };
      }
      return { platformPostId: String(id), platformPostUrl: tiktokPostUrl(request.account, String(id)) };
    }
    if (answer?.status === "FAILED") {
      throw new PublishError("permanent", `TikTok could not publish the video: ${answer.fail_reason ?? "no reason given"}.`);
    }
    try {
      await sleep(interval, undefined, { signal: request.signal });
    } catch {
      throw new PublishError("unknown", "TikTok is still processing the video; it may or may not be published.");
    }
  }
}

/** A failed chunk worth sending again: the connection broke or TikTok had a problem (5xx), not a refusal or a limit. */
function retryable(err: unknown): err is PublishError {
  return err instanceof PublishError && err.kind !== "permanent" && (err.status === undefined || err.status >= 500);
}

/**
 * Whether TikTok holds the whole video after the last chunk's answer was lost: anything past
 * PROCESSING_UPLOAD (or every byte counted) means it does and goes on by itself. Null: cannot tell.
 */
async function uploadArrived(request: PublishRequest, publishId: string, size: number): Promise<boolean | null> {
  try {
    const status = await fetchStatus(request, publishId);
    if (!status?.status) return null;
    return status.status !== "PROCESSING_UPLOAD" || (status.uploaded_bytes ?? 0) >= size;
  } catch {
    return null;
  }
}

/** PUTs the chunks in order, each streamed from storage; a failed chunk is sent again a few times. */
async function uploadChunks(request: PublishRequest, uploadUrl: string, publishId: string, source: MediaSource, mimeType: string) {
  const size = source.size;
  const { chunkSize, count } = chunkPlan(size);
  for (let index = 0; index < count; index++) {
    const start = index * chunkSize;
    const end = index === count - 1 ? size : start + chunkSize;
    const last = index === count - 1;
    for (let tries = 1; ; tries++) {
      try {
        await callNetwork({
          network: "tiktok",
          url: uploadUrl,
          method: "PUT",
          headers: { "content-type": mimeType, "content-range": `bytes ${start}-${end - 1}/${size}` },
          upload: { stream: await source.open({ start, end: end - 1 }), length: end - start },
          signal: request.signal,
          // The last chunk completes the upload, and TikTok then posts by itself.
          creates: last,
          inspect: tiktokInspect,
        });
        break;
      } catch (err) {
        if (!retryable(err) || request.signal.aborted) throw err;
        if (last && err.kind === "unknown") {
          const arrived = await uploadArrived(request, publishId, size);
          if (arrived === null) throw err;
          if (arrived) break;
        }
        if (tries > CHUNK_RETRIES) {
          // Gave up before the last byte: TikTok never completes this upload, so nothing is posted.
          throw new PublishError("transient", `TikTok did not take the video's upload (${err.message}); will retry.`, err.retryAfterMs, err.status);
        }
      }
    }
  }
}

async function publish(request: PublishRequest): Promise<PublishedPost> {
  const video = request.media[0];
  if (request.media.length !== 1 || !video || !isVideo(video)) throw new PublishError("permanent", "TikTok needs a video.");
  const source = await mediaSource("tiktok", video, request.signal);
  if (source.size === 0) throw new PublishError("permanent", "The video for TikTok is empty.");
  const { chunkSize, count } = chunkPlan(source.size);
  if (count > MAX_CHUNKS) {
    throw new PublishError("permanent", `TikTok accepts videos of at most ${(MAX_CHUNKS * chunkSize) / 1024 ** 3} GB through our upload.`);
  }

  const { data } = await callNetwork<{ data?: { publish_id?: string; upload_url?: string } }>({
    network: "tiktok",
    url: tiktokApi("/v2/post/publish/video/init/"),
    method: "POST",
    headers: { ...authorization(request.account), "content-type": "application/json; charset=UTF-8" },
    json: {
      post_info: { title: caption(request), privacy_level: env().TIKTOK_PRIVACY_LEVEL },
      source_info: { source: "FILE_UPLOAD", video_size: source.size, chunk_size: chunkSize, total_chunk_count: count },
    },
    signal: request.signal,
    creates: true,
    inspect: tiktokInspect,
  });
  const publishId = data?.data?.publish_id;
  const uploadUrl = data?.data?.upload_url;
  if (!publishId || !uploadUrl) throw new PublishError("unknown", "TikTok accepted the video but did not say where to upload it.");

  await uploadChunks(request, uploadUrl, publishId, source, video.mimeType);
  return waitForPublish(request, publishId);
}

export const tiktokProvider: SocialProvider = {
  network: "tiktok",
  publish,
};
