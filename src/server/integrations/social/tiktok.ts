/**
 * TikTok Content Posting API (Direct Post) with the user's access token (scope video.publish).
 *
 * publish: POST /v2/post/publish/video/init/ with `post_info` (title, privacy_level) and
 * `source_info` FILE_UPLOAD (video_size, chunk_size, total_chunk_count) answers a publish_id and an
 * upload_url; the bytes are PUT there chunk by chunk with Content-Range; then
 * POST /v2/post/publish/status/fetch/ is polled until PUBLISH_COMPLETE or FAILED.
 *
 * TikTok answers `{ data, error: { code, message, log_id } }`; code "ok" is success.
 * Metrics need the video.list scope, which we do not ask for: none here.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { env } from "@/env";
import { callNetwork, retryAfterMs } from "./http";
import { isVideo, mediaBytes } from "./shared";
import { tiktokApi } from "./tiktok-connect";
import { PublishError, type ProviderAccount, type PublishedPost, type PublishRequest, type SocialProvider } from "./types";

/** Longest title (the post's caption) TikTok accepts, in characters. */
export const TIKTOK_TITLE_LIMIT = 2200;
const MB = 1024 * 1024;
/** Files up to this size go in one chunk; larger ones in 10 MB chunks (the last takes the rest). */
const SINGLE_CHUNK_MAX = 64 * MB;
const CHUNK_SIZE = 10 * MB;

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

/** How TikTok wants a file cut: one chunk up to 64 MB, else 10 MB chunks with the rest in the last. */
export function chunkPlan(size: number): { chunkSize: number; count: number } {
  if (size <= SINGLE_CHUNK_MAX) return { chunkSize: size, count: 1 };
  return { chunkSize: CHUNK_SIZE, count: Math.floor(size / CHUNK_SIZE) };
}

function caption(request: PublishRequest): string {
  const text = request.text.trim() || request.title?.trim() || "";
  const chars = Array.from(text);
  return chars.length > TIKTOK_TITLE_LIMIT ? chars.slice(0, TIKTOK_TITLE_LIMIT).join("") : text;
}

async function waitForPublish(request: PublishRequest, publishId: string): Promise<PublishedPost> {
  const interval = env().TIKTOK_STATUS_POLL_MS;
  for (;;) {
    let answer: TikTokStatus | undefined;
    try {
      const { data } = await callNetwork<{ data?: TikTokStatus }>({
        network: "tiktok",
        url: tiktokApi("/v2/post/publish/status/fetch/"),
        method: "POST",
        headers: { ...authorization(request.account), "content-type": "application/json; charset=UTF-8" },
        json: { publish_id: publishId },
        signal: request.signal,
        inspect: tiktokInspect,
      });
      answer = data?.data;
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

async function publish(request: PublishRequest): Promise<PublishedPost> {
  const video = request.media[0];
  if (request.media.length !== 1 || !video || !isVideo(video)) throw new PublishError("permanent", "TikTok needs a video.");
  const bytes = await mediaBytes("tiktok", video, request.signal);
  if (bytes.length === 0) throw new PublishError("permanent", "The video for TikTok is empty.");
  const { chunkSize, count } = chunkPlan(bytes.length);

  const { data } = await callNetwork<{ data?: { publish_id?: string; upload_url?: string } }>({
    network: "tiktok",
    url: tiktokApi("/v2/post/publish/video/init/"),
    method: "POST",
    headers: { ...authorization(request.account), "content-type": "application/json; charset=UTF-8" },
    json: {
      post_info: { title: caption(request), privacy_level: env().TIKTOK_PRIVACY_LEVEL },
      source_info: { source: "FILE_UPLOAD", video_size: bytes.length, chunk_size: chunkSize, total_chunk_count: count },
    },
    signal: request.signal,
    creates: true,
    inspect: tiktokInspect,
  });
  const publishId = data?.data?.publish_id;
  const uploadUrl = data?.data?.upload_url;
  if (!publishId || !uploadUrl) throw new PublishError("unknown", "TikTok accepted the video but did not say where to upload it.");

  for (let index = 0; index < count; index++) {
    const start = index * chunkSize;
    const end = index === count - 1 ? bytes.length : start + chunkSize;
    await callNetwork({
      network: "tiktok",
      url: uploadUrl,
      method: "PUT",
      headers: { "content-type": video.mimeType, "content-range": `bytes ${start}-${end - 1}/${bytes.length}` },
      body: bytes.subarray(start, end),
      signal: request.signal,
      inspect: tiktokInspect,
    });
  }
  return waitForPublish(request, publishId);
}

export const tiktokProvider: SocialProvider = {
  network: "tiktok",
  publish,
};
