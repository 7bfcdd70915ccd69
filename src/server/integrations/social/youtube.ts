/**
 * YouTube Data API v3 with the channel's OAuth access token (scopes youtube.upload, youtube.readonly).
 *
 * publish (a Short): POST {YOUTUBE_API_BASE_URL}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status
 * with the video's snippet and status opens an upload session (its URI in Location); PUT the bytes
 * there creates the video. metrics: GET /youtube/v3/videos?part=statistics&id=<id>.
 *
 * Google's errors: `{ error: { code, message, errors: [{ reason, message, domain }] } }`.
 */
import { env } from "@/env";
import { callNetwork, retryAfterMs } from "./http";
import { isNotFound, isVideo, mediaBytes } from "./shared";
import { youtubeApi } from "./youtube-connect";
import { PublishError, type PostMetrics, type ProviderAccount, type PublishedPost, type PublishRequest, type SocialProvider } from "./types";

/** YouTube's limits on a video's title (characters) and description (bytes, as characters here). */
const TITLE_LIMIT = 100;
const DESCRIPTION_LIMIT = 5000;

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

async function publish(request: PublishRequest): Promise<PublishedPost> {
  const video = request.media[0];
  if (request.media.length !== 1 || !video || !isVideo(video)) throw new PublishError("permanent", "YouTube needs a video.");
  const bytes = await mediaBytes("youtube", video, request.signal);
  if (bytes.length === 0) throw new PublishError("permanent", "The video for YouTube is empty.");

  const { headers } = await callNetwork({
    network: "youtube",
    url: youtubeApi("/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status"),
    method: "POST",
    headers: {
      ...authorization(request.account),
      "x-upload-content-length": String(bytes.length),
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

  const { data } = await callNetwork<{ id?: string }>({
    network: "youtube",
    url: session,
    method: "PUT",
    headers: { ...authorization(request.account), "content-type": video.mimeType },
    body: bytes,
    signal: request.signal,
    creates: true,
    inspect: youtubeInspect,
  });
  const id = data?.id;
  if (!id) throw new PublishError("unknown", "YouTube accepted the video but did not return its id.");
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
