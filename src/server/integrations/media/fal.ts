/**
 * fal.ai through the official client (`@fal-ai/client`), queue API: submit → poll status until
 * COMPLETED → read the result → download the file. The result's URL on fal's CDN expires, so the
 * caller stores the returned bytes in our own media storage.
 *
 * The client builds `https://queue.fal.run/...` URLs itself; a request middleware moves them to
 * FAL_QUEUE_URL (the default is that same origin, tests point it at a local contract fake).
 * Model ids come from configuration (FAL_IMAGE_MODEL, FAL_VIDEO_MODEL).
 *
 * A generation can take minutes and fal bills each submit, so the caller may persist the request
 * id (`onSubmitted`) and, after a worker restart, continue that request (`resumeRequestId`).
 */
import { ApiError, createFalClient, type FalClient } from "@fal-ai/client";
import { inspectVideo } from "./ffmpeg";
import {
  generationOptions,
  MediaGenerationError,
  type GeneratedFile,
  type GeneratedVideo,
  type GenerationOptions,
  type ImageRequest,
  type MediaGenerator,
  type VideoRequest,
} from "./types";

const FAL_QUEUE_ORIGIN = "https://queue.fal.run";
/** Largest file we copy from fal (a 10-second 1080p clip is a few MB). */
const MAX_DOWNLOAD_BYTES = 200 * 1024 * 1024;

export interface FalOptions {
  credentials: string;
  /** Base of the queue API (https://queue.fal.run, or a local fake). */
  queueUrl: string;
  imageModel: string;
  videoModel: string;
  pollIntervalMs: number;
  /** Give up (and cancel the fal request) after this long. */
  timeoutMs: number;
}

/** What the style adds to the prompt: fal's text-to-image models have no style parameter. */
const STYLE_PROMPTS: Record<string, string> = {
  realistic: "photorealistic, natural light, high detail",
  illustration: "clean vector-style illustration, flat colours",
  minimal: "minimalist composition, simple shapes, lots of negative space",
  "3d": "soft 3D render, depth, studio lighting",
  cinematic: "cinematic, dramatic lighting, film still, wide framing",
};

/** The text-to-video models take an aspect ratio, not a size: the nearest of the usual three. */
export function aspectRatioFor(width: number, height: number): "16:9" | "9:16" | "1:1" {
  const ratios = { "16:9": 16 / 9, "9:16": 9 / 16, "1:1": 1 } as const;
  // Nearest on a log scale, where 2:1 and 1:2 are equally far from 1:1.
  const distance = (target: number) => Math.abs(Math.log(width / height) - Math.log(target));
  return (Object.keys(ratios) as (keyof typeof ratios)[]).reduce((best, r) => (distance(ratios[r]) < distance(ratios[best]) ? r : best));
}

interface FalFile {
  url?: unknown;
  width?: unknown;
  height?: unknown;
}

/** The file's real type from its first bytes (CDN content types are not reliable). */
function imageTypeOf(bytes: Buffer): "image/png" | "image/jpeg" | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function describe(err: unknown): MediaGenerationError {
  if (err instanceof MediaGenerationError) return err;
  if (err instanceof ApiError) {
    const body = err.body as { detail?: unknown } | undefined;
    const detail = typeof body?.detail === "string" ? body.detail : err.message;
    return new MediaGenerationError(`fal.ai answered ${err.status}: ${detail}`, err.status);
  }
  if (err instanceof Error && (err.name === "AbortError" || err.name === "TimeoutError")) {
    return new MediaGenerationError("fal.ai did not finish in time");
  }
  return new MediaGenerationError(`fal.ai call failed: ${(err as Error)?.message ?? String(err)}`);
}

export class FalMediaGenerator implements MediaGenerator {
  readonly kind = "fal" as const;
  private readonly client: FalClient;

  constructor(private readonly options: FalOptions) {
    const base = options.queueUrl.replace(/\/$/, "");
    this.client = createFalClient({
      credentials: options.credentials,
      requestMiddleware: async (request) =>
        request.url.startsWith(FAL_QUEUE_ORIGIN) ? { ...request, url: base + request.url.slice(FAL_QUEUE_ORIGIN.length) } : request,
    });
  }

  async generateImage(request: ImageRequest, generation?: GenerationOptions | AbortSignal): Promise<GeneratedFile> {
    const options = generationOptions(generation);
    const style = STYLE_PROMPTS[request.style];
    const data = await this.run(
      this.options.imageModel,
      {
        prompt: style ? `${request.prompt}. Style: ${style}.` : request.prompt,
        image_size: { width: request.width, height: request.height },
        num_images: 1,
        num_inference_steps: request.quality === "hd" ? 40 : 28,
        output_format: "png",
        enable_safety_checker: true,
      },
      options,
    );
    const image = (Array.isArray(data.images) ? data.images[0] : data.image) as FalFile | undefined;
    const bytes = await this.download(image, options.signal);
    const mimeType = imageTypeOf(bytes);
    if (!mimeType) throw new MediaGenerationError("fal.ai returned a file that is not a PNG or JPEG image");
    return {
      bytes,
      mimeType,
      width: typeof image?.width === "number" ? image.width : request.width,
      height: typeof image?.height === "number" ? image.height : request.height,
    };
  }

  async generateVideo(request: VideoRequest, generation?: GenerationOptions | AbortSignal): Promise<GeneratedVideo> {
    const options = generationOptions(generation);
    const data = await this.run(
      this.options.videoModel,
      {
        prompt: request.prompt,
        // Text-to-video models make 5 or 10 second clips.
        duration: request.durationSeconds > 5 ? "10" : "5",
        aspect_ratio: aspectRatioFor(request.width, request.height),
      },
      options,
    );
    const bytes = await this.download(data.video as FalFile | undefined, options.signal);
    if (bytes.subarray(4, 8).toString("latin1") !== "ftyp") throw new MediaGenerationError("fal.ai returned a file that is not an MP4 video");
    const { width, height, thumbnail } = await inspectVideo(bytes, options.signal);
    return {
      bytes,
      mimeType: "video/mp4",
      width,
      height,
      ...(thumbnail ? { thumbnail: { bytes: thumbnail, mimeType: "image/png" as const, width, height } } : {}),
    };
  }

  /**
   * Submits to the queue (or continues `resumeRequestId`) and waits for the result's data. The
   * fal request is cancelled when we give up on it (timeout), and when the caller stops waiting
   * without a way to resume it later; a request whose id the caller saved keeps running for the retry.
   */
  private async run(model: string, input: Record<string, unknown>, options: GenerationOptions): Promise<Record<string, unknown>> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const signal = AbortSignal.any([timeout, ...(options.signal ? [options.signal] : [])]);
    const resumable = Boolean(options.onSubmitted || options.resumeRequestId);
    const requestId = await this.submitOrResume(model, input, options, signal);
    try {
      for (;;) {
        const status = (await this.client.queue.status(model, { requestId, abortSignal: signal })) as { status: string; error?: unknown };
        if (status.status === "COMPLETED") {
          if (status.error) throw new MediaGenerationError(`fal.ai could not generate it: ${String(status.error)}`);
          break;
        }
        if (status.status !== "IN_QUEUE" && status.status !== "IN_PROGRESS") {
          throw new MediaGenerationError(`fal.ai request ended with status ${status.status}${status.error ? `: ${String(status.error)}` : ""}`);
        }
        await sleep(this.options.pollIntervalMs, signal);
      }
      const result = await this.client.queue.result(model, { requestId, abortSignal: signal });
      if (!result.data || typeof result.data !== "object") throw new MediaGenerationError("fal.ai returned an empty result");
      return result.data as Record<string, unknown>;
    } catch (err) {
      // Best effort: stop paying for a generation nobody waits for any more.
      if (timeout.aborted || (signal.aborted && !resumable)) await this.cancel(model, requestId);
      throw describe(err);
    }
  }

  /**
   * The id of the request to wait for: `resumeRequestId` while fal still knows it, else a new
   * submit, reported through `onSubmitted` before any waiting so that a crash from here on resumes.
   */
  private async submitOrResume(model: string, input: Record<string, unknown>, options: GenerationOptions, signal: AbortSignal): Promise<string> {
    let requestId: string;
    try {
      if (options.resumeRequestId && (await this.isKnown(model, options.resumeRequestId, signal))) return options.resumeRequestId;
      requestId = (await this.client.queue.submit(model, { input, abortSignal: signal })).request_id;
    } catch (err) {
      throw describe(err);
    }
    try {
      await options.onSubmitted?.(requestId);
    } catch (err) {
      // The id was not saved, so no retry could resume this request: cancel it; the caller's error stays as it is.
      await this.cancel(model, requestId);
      throw err;
    }
    return requestId;
  }

  /** Whether fal still has this request (an unknown or expired id answers 404). */
  private async isKnown(model: string, requestId: string, signal: AbortSignal): Promise<boolean> {
    try {
      await this.client.queue.status(model, { requestId, abortSignal: signal });
      return true;
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 410)) return false;
      throw err;
    }
  }

  private async cancel(model: string, requestId: string): Promise<void> {
    await this.client.queue.cancel(model, { requestId }).catch(() => undefined);
  }

  private async download(file: FalFile | undefined, outer?: AbortSignal): Promise<Buffer> {
    const url = typeof file?.url === "string" ? file.url : null;
    if (!url || !/^https?:\/\//.test(url)) throw new MediaGenerationError("fal.ai returned no file URL");
    const signal = AbortSignal.any([AbortSignal.timeout(this.options.timeoutMs), ...(outer ? [outer] : [])]);
    let response: Response;
    try {
      response = await fetch(url, { signal, redirect: "follow" });
    } catch (err) {
      throw describe(err);
    }
    if (!response.ok) throw new MediaGenerationError(`Downloading the result from fal.ai failed (${response.status})`, response.status);
    const length = Number(response.headers.get("content-length") ?? 0);
    if (length > MAX_DOWNLOAD_BYTES) throw new MediaGenerationError("fal.ai's result is too large to store");
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length === 0 || bytes.length > MAX_DOWNLOAD_BYTES) throw new MediaGenerationError("fal.ai's result file is empty or too large");
    return bytes;
  }
}
