/**
 * AI media generation: one interface, two implementations (fal.ai with FAL_KEY; a labelled local
 * generator without). Generation is slow (seconds to minutes), so it runs on the worker only:
 * the web tier records a MediaAsset / VideoQueueEntry and enqueues a job.
 */
export type MediaQualityLevel = "standard" | "hd";

export interface ImageRequest {
  prompt: string;
  /** Pixel size the result must have (the platform's dimensions from MEDIA_PLATFORMS). */
  width: number;
  height: number;
  /** One of MEDIA_STYLE_VALUES (realistic, illustration, minimal, 3d, cinematic). */
  style: string;
  quality: MediaQualityLevel;
}

export interface VideoRequest {
  prompt: string;
  width: number;
  height: number;
  /** Length of the clip in seconds (the media dialog uses a short default; AI videos 15, 30 or 60). */
  durationSeconds: number;
  quality: MediaQualityLevel;
  /** Text burned into the clip by the offline generator (a title); fal ignores it. */
  caption?: string;
}

export interface GeneratedFile {
  bytes: Buffer;
  mimeType: "image/png" | "image/jpeg" | "video/mp4";
  width: number;
  height: number;
}

export interface GeneratedVideo extends GeneratedFile {
  mimeType: "video/mp4";
  /** A still of the video (PNG or JPEG) for lists and thumbnails, when the generator has one. */
  thumbnail?: GeneratedFile;
}

/**
 * How one generation runs. A provider with a request queue (fal) names each request; the caller
 * persists that id through `onSubmitted`, and after a crash or restart passes it back as
 * `resumeRequestId`, so the retry waits for the request already paid for instead of submitting
 * (and paying for) it again. Generators without such requests (offline) ignore both.
 */
export interface GenerationOptions {
  /** Aborted when the caller stops waiting (worker shutdown). A request that can be resumed is left running. */
  signal?: AbortSignal;
  /** The provider's id of a request this generation submitted before: continue it instead of submitting. */
  resumeRequestId?: string | null;
  /**
   * Called right after the provider accepted a new request, before waiting for it. Persist the id
   * here; if this throws, the request is cancelled (nobody could resume it) and the error is rethrown as is.
   */
  onSubmitted?: (requestId: string) => Promise<void> | void;
}

/** The second argument of the generators: options, or (as before) just the abort signal. */
export function generationOptions(options: GenerationOptions | AbortSignal | undefined): GenerationOptions {
  if (!options) return {};
  return options instanceof AbortSignal ? { signal: options } : options;
}

export interface MediaGenerator {
  readonly kind: "fal" | "offline";
  generateImage(request: ImageRequest, options?: GenerationOptions | AbortSignal): Promise<GeneratedFile>;
  generateVideo(request: VideoRequest, options?: GenerationOptions | AbortSignal): Promise<GeneratedVideo>;
}

/** The provider failed (error answer, timeout, FAILED status, unusable result); callers refund. */
export class MediaGenerationError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "MediaGenerationError";
  }
}
