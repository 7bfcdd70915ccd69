/**
 * YouTube Data API v3 with the channel's OAuth access token (scopes youtube.upload, youtube.readonly).
 *
 * publish (a Short): POST {YOUTUBE_API_BASE_URL}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status
 * with the video's snippet and status opens an upload session (its URI in Location); the bytes are
 * PUT there in parts (Google's resumable upload protocol, "uploading a file in chunks"): each part a
 * multiple of 256 KiB but the last, with Content-Range: bytes <first>-<last>/<total>, streamed from
 * storage. Google answers 308 Resume Incomplete with Range: bytes=0-<received> until the last part,
 * which creates the video (201). After a failed part we ask how much arrived (an empty PUT whose
 * Content-Range has `*` for the range, then the total) and resume from there; that question also tells whether a last
 * part whose answer was lost created the video. metrics: GET /youtube/v3/videos?part=statistics&id=<id>.
 *
 * Google's errors: `{ error: { code, message, errors: [{ reason, message, domain }] } }`.
 */
import { env } from "@/env";
import { callNetwork, retryAfterMs, type NetworkAnswer } from "./http";
import { isNotFound, isVideo, mediaSource } from "./shared";
import { youtubeApi } from "./youtube-connect";
import {
  PublishError,
  type MediaSource,
  type PostMetrics,
  type ProviderAccount,
  type PublishedPost,
  type PublishRequest,
  type SocialProvider,
} from "./types";

/** YouTube's limits on a video's title (characters) and description (bytes, as characters here). */
const TITLE_LIMIT = 100;
const DESCRIPTION_LIMIT = 5000;

/** Google takes the parts of a resumable upload in multiples of 256 KiB (all but the last). */
export const RESUMABLE_GRANULE = 256 * 1024;
/** Bytes PUT per request: 8 MiB (32 granules), read from storage as they are sent. */
export const YOUTUBE_CHUNK_BYTES = 32 * RESUMABLE_GRANULE;
/** Failed parts resumed within one publish before the failure is given to the pipeline. */
const MAX_RESUMES = 3;

interface GoogleError {
  code?: number;
  message?: string;
  errors?: { reason?: string; message?: string }[];
}

const QUOTA_REASONS = new Set(["quotaExceeded", "rateLimitExceeded", "userRateLimitExceeded", "uploadLimitExceeded", "dailyLimitExceeded"]);

/** Google's error reasons, which say more than the HTTP status (quota problems come as 403). */
export function youtubeInspect({ status, body, headers }: { status: number; body: unknown; headers: Headers }): PublishError | undefined {
  if (status < 400) return undefined;
  const error = body && typeof body === "object" ? ((body as { error?: unknown }).error as GoogleError | undefined) : undefined;
  if (!error || typeof error !== "object") return undefined;
  const reason = error.errors?.find((e) => e.reason)?.reason;
  const message = (error.message ?? "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200);
  if (reason && QUOTA_REASONS.has(reason)) {
    const what =
      reason === "uploadLimitExceeded"
        ? "The YouTube channel reached its upload limit"
        : reason === "quotaExceeded" || reason === "dailyLimitExceeded"
          ? "YouTube's daily API quota is used up"
          : "YouTube rate limit reached";
    return new PublishError("transient", `${what} (${reason}); will retry later.`, retryAfterMs({ headers }), status);
  }
  if (status === 401 || reason === "authError") {
    return new PublishError(
      "permanent",
      `Reconnect your YouTube account: Google refused its access token${message ? ` (${message})` : ""}.`,
      undefined,
      401,
    );
  }
  if (reason === "youtubeSignupRequired")
    return new PublishError("permanent", "This Google account has no YouTube channel; create one, then reconnect.", undefined, status);
  if (status === 429 || status >= 500) return undefined; // the usual transient handling
  return new PublishError("permanent", `YouTube refused the video: ${message || `HTTP ${status}`}${reason ? ` (${reason})` : ""}`, undefined, status);
}

function authorization(account: ProviderAccount): Record<string, string> {
  return { authorization: `Bearer ${account.accessToken}` };
}

export function youtubeShortUrl(id: string): string {
  return `https://www.youtube.com/shorts/${id}`;
}

function chars(text: string, limit: number): string {
  const all = Array.from(text);
  return all.length > limit ? all.slice(0, limit).join("") : text;
}

/** The request's title, else the text's first line cut to 100 characters; YouTube refuses < and > in titles. */
function videoTitle(request: PublishRequest): string {
  const base = request.title?.trim() || request.text.trim() || "Short";
  const clean = base.replace(/[<>]/g, "").replace(/\s+/g, " ").trim() || "Short";
  return chars(clean, TITLE_LIMIT);
}

/** Where a resumable upload stands: done (the video's id) or the next byte Google wants. */
type UploadState = { id: string } | { next: number };

/** Reads a PUT's answer: 200/201 carries the video, 308 how many bytes Google holds (Range: bytes=0-<last>). */
function uploadState(answer: NetworkAnswer<{ id?: string } | null>): UploadState {
  if (answer.status === 308) {
    const range = /^bytes=0-(\d+)$/.exec(answer.headers.get("range")?.trim() ?? "");
    return { next: range ? Number(range[1]) + 1 : 0 };
  }
  const id = answer.data?.id;
  if (!id) throw new PublishError("unknown", "YouTube accepted the video but did not return its id.");
  return { id };
}

/** Step 4.1 of Google's protocol: an empty PUT whose Content-Range is `*` and the total asks where the upload stands. */
async function askUploadState(request: PublishRequest, session: string, total: number): Promise<UploadState> {
  const answer = await callNetwork<{ id?: string } | null>({
    network: "youtube",
    url: session,
    method: "PUT",
    headers: { ...authorization(request.account), "content-range": `bytes */${total}` },
    body: "",
    signal: request.signal,
    inspect: youtubeInspect,
    alsoOk: [308],
  });
  return uploadState(answer);
}

/** A failed part worth resuming: the connection broke or Google had a problem (5xx), not a refusal or a limit. */
function resumable(err: unknown): err is PublishError {
  return err instanceof PublishError && err.kind !== "permanent" && (err.status === undefined || err.status >= 500);
}

/**
 * Sends the video to an upload session part by part (streamed from storage, one part in flight)
 * and answers its id. Only the part that ends with the last byte can create the video: it is the
 * creating call, and when its answer is lost the upload's state (asked of Google) says whether it did.
 */
async function uploadInParts(request: PublishRequest, session: string, source: MediaSource, mimeType: string): Promise<string> {
  const total = source.size;
  let offset = 0;
  let resumes = 0;
  let stalls = 0;
  for (;;) {
    const end = Math.min(offset + YOUTUBE_CHUNK_BYTES, total) - 1;
    let state: UploadState;
    try {
      const answer = await callNetwork<{ id?: string } | null>({
        network: "youtube",
        url: session,
        method: "PUT",
        headers: { ...authorization(request.account), "content-type": mimeType, "content-range": `bytes ${offset}-${end}/${total}` },
        upload: { stream: await source.open({ start: offset, end }), length: end - offset + 1 },
        signal: request.signal,
        creates: end === total - 1,
        inspect: youtubeInspect,
        alsoOk: [308],
      });
      state = uploadState(answer);
    } catch (err) {
      if (!resumable(err) || resumes >= MAX_RESUMES || request.signal.aborted) throw err;
      resumes += 1;
      try {
        state = await askUploadState(request, session, total);
      } catch {
        // Cannot tell where it stands: the part's own failure stands ("unknown" for the last part).
        throw err;
      }
    }
    if ("id" in state) return state.id;
    if (state.next <= offset) {
      // Nothing of the part was kept: send it again, a few times.
      if (stalls >= MAX_RESUMES) throw new PublishError("transient", "YouTube did not take the video's upload; will retry.");
      stalls += 1;
    }
    if (state.next >= total) {
      // Every byte is there but no video came back: ask once more (the answer to the last part was lost).
      const final = await askUploadState(request, session, total);
      if ("id" in final) return final.id;
      throw new PublishError("unknown", "YouTube received the whole video but did not say it was created.");
    }
    offset = state.next;
  }
}

async function publish(request: PublishRequest): Promise<PublishedPost> {
  const video = request.media[0];
  if (request.media.length !== 1 || !video || !isVideo(video)) throw new PublishError("permanent", "YouTube needs a video.");
  const source = await mediaSource("youtube", video, request.signal);
  if (source.size === 0) throw new PublishError("permanent", "The video for YouTube is empty.");

  const { headers } = await callNetwork({
    network: "youtube",
    url: youtubeApi("/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status"),
    method: "POST",
    headers: {
      ...authorization(request.account),
      "x-upload-content-length": String(source.size),
      "x-upload-content-type": video.mimeType,
    },
    json: {
      snippet: { title: videoTitle(request), description: chars(request.text.replace(/[<>]/g, ""), DESCRIPTION_LIMIT), categoryId: "22" },
      status: { privacyStatus: env().YOUTUBE_PRIVACY_STATUS, selfDeclaredMadeForKids: false },
    },
    signal: request.signal,
    inspect: youtubeInspect,
  });
  const session = headers.get("location");
  if (!session) throw new PublishError("transient", "YouTube did not open an upload session.");

  const id = await uploadInParts(request, session, source, video.mimeType);
  return { platformPostId: id, platformPostUrl: youtubeShortUrl(id) };
}

async function metrics(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<PostMetrics | null> {
  const url = new URL(youtubeApi("/youtube/v3/videos"));
  url.searchParams.set("part", "statistics");
  url.searchParams.set("id", request.platformPostId);
  try {
    const { data } = await callNetwork<{ items?: { id?: string; statistics?: Record<string, string | undefined> }[] }>({
      network: "youtube",
      url: url.toString(),
      headers: authorization(request.account),
      signal: request.signal,
      inspect: youtubeInspect,
    });
    // A deleted video is simply absent from items.
    const stats = data?.items?.[0]?.statistics;
    if (!stats) return null;
    const n = (value: string | undefined) => (Number.isFinite(Number(value)) ? Number(value) : 0);
    return { impressions: n(stats.viewCount), clicks: 0, likes: n(stats.likeCount), comments: n(stats.commentCount), shares: 0 };
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

export const youtubeProvider: SocialProvider = {
  network: "youtube",
  publish,
  metrics,
};
