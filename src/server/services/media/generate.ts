/**
 * AI media (spec part 1, AI media provider; §9 costs): the web request charges the prompts and
 * records a MediaAsset (processing) in one transaction, then enqueues a `media` job; the worker
 * generates the file (fal.ai or the offline generator), copies it into our storage and marks the
 * asset completed, or failed with a refund. Pages poll the status every 3 seconds.
 *
 * Crash safety: the asset's status is the single source of truth. Completing and failing are
 * conditional updates (only from processing), so a retried or duplicated job never stores twice,
 * never refunds twice and never charges at all (charging happens only in the request). fal's
 * request id is saved on the asset (`externalRequestId`) as soon as fal accepts it, so a job run
 * again after a crash or restart resumes that request instead of submitting it to fal again.
 */
import { env } from "@/env";
import { db } from "@/server/db";
import { AppError, NotFound } from "@/server/errors";
import { logger } from "@/server/logger";
import { getMediaGenerator, MediaGenerationError, type GeneratedFile, type GenerationOptions } from "@/server/integrations/media";
import { enqueue } from "@/server/queue";
import { chargePrompts, currentUsage, refundPrompts } from "@/server/services/credits/prompt-credits";
import { MEDIA_PLATFORMS, type MediaPlatform, type MediaQuality, type MediaStyle } from "./options";
import { deleteMediaFiles, saveMedia } from "./storage";
import type { Actor } from "@/server/services/workspaces/actor";

/** Spec §9: the media dialog charges 10 prompts per image and 20 per video. */
export const MEDIA_COSTS = { image: 10, video: 20 } as const;
/** Length of a video from the media dialog (fal's text-to-video models make 5 or 10 seconds). */
export const DIALOG_VIDEO_SECONDS = 5;

export const MEDIA_MESSAGES = {
  imageStarted: "Image generation started.",
  videoStarted: "Video generation started.",
  imageFailed: "Generation failed",
  videoFailed: "Video generation was unsuccessful",
  queueDown: "Media generation is unavailable right now. Please try again in a moment.",
} as const;

export type MediaKind = "image" | "video";

export interface MediaRequestInput {
  prompt: string;
  platform: MediaPlatform;
  quality: MediaQuality;
  /** Images only. */
  style?: MediaStyle;
}

type AssetRow = { id: string; userId: string; workspaceId: string; kind: string; promptsCharged: number };

/** What an asset's row needs for a refund (select this when creating assets to enqueue). */
export const ASSET_ROW = { id: true, userId: true, workspaceId: true, kind: true, promptsCharged: true } as const;

function dimensionsOf(platform: MediaPlatform) {
  return (MEDIA_PLATFORMS.find((p) => p.value === platform) ?? MEDIA_PLATFORMS[0]).dimensions;
}

/** The job id is the asset id: enqueueing the same asset twice runs it once. */
export function mediaJobId(mediaAssetId: string): string {
  return `media-${mediaAssetId}`;
}

/**
 * Marks a processing asset failed and refunds what it was charged. Only the call that actually
 * moves it out of processing refunds, so concurrent or repeated calls refund once.
 */
export async function failMediaAsset(asset: AssetRow, error: string): Promise<boolean> {
  // One transaction: whoever sees the asset failed also sees the prompts back.
  return db.$transaction(async (tx) => {
    const moved = await tx.mediaAsset.updateMany({
      where: { id: asset.id, status: "processing" },
      data: { status: "failed", error: error.slice(0, 1000) },
    });
    if (moved.count === 0) return false;
    // The workspace's owner paid (issue 26); the ledger row stays the member's who asked.
    const { ownerId } = await tx.workspace.findUniqueOrThrow({ where: { id: asset.workspaceId }, select: { ownerId: true } });
    const account = { payerId: ownerId, spenderId: asset.userId, workspaceId: asset.workspaceId };
    await refundPrompts(account, asset.promptsCharged, `ai.media.${asset.kind}`, tx);
    return true;
  });
}

/** Enqueues generation of assets already recorded; assets whose job cannot be queued fail (and are refunded). */
export async function enqueueMediaAssets(assets: AssetRow[], attachToPostIds: (string | undefined)[] = []): Promise<boolean> {
  let allQueued = true;
  for (const [i, asset] of assets.entries()) {
    const attachToPostId = attachToPostIds[i];
    try {
      await enqueue("media", { mediaAssetId: asset.id, ...(attachToPostId ? { attachToPostId } : {}) }, { jobId: mediaJobId(asset.id) });
    } catch (err) {
      allQueued = false;
      logger.error({ err: (err as Error).message, mediaAssetId: asset.id }, "media job could not be queued");
      await failMediaAsset(asset, "The job queue is unavailable");
    }
  }
  return allQueued;
}

/**
 * POST /api/falai/generate-image and /generate-video: charge, record, enqueue. The asset belongs to
 * the active workspace; its owner's prompts pay, the ledger names the member.
 */
export async function requestMedia(actor: Actor, kind: MediaKind, input: MediaRequestInput) {
  const account = { payerId: actor.ownerUserId, spenderId: actor.userId, workspaceId: actor.workspaceId };
  const cost = MEDIA_COSTS[kind];
  const { width, height } = dimensionsOf(input.platform);
  const generator = getMediaGenerator();
  // The charge and the asset are one unit: over quota, nothing is recorded.
  const asset = await db.$transaction(async (tx) => {
    await chargePrompts(account, cost, `ai.media.${kind}`, tx);
    return tx.mediaAsset.create({
      data: {
        userId: actor.userId,
        workspaceId: actor.workspaceId,
        kind,
        source: generator.kind,
        status: "processing",
        prompt: input.prompt,
        platform: input.platform,
        style: kind === "image" ? (input.style ?? "realistic") : null,
        quality: input.quality,
        width,
        height,
        promptsCharged: cost,
      },
      select: ASSET_ROW,
    });
  });
  if (!(await enqueueMediaAssets([asset]))) throw new AppError("SERVICE_UNAVAILABLE", MEDIA_MESSAGES.queueDown);
  const usage = await currentUsage(account.payerId);
  return {
    data: {
      id: asset.id,
      url: null,
      status: "processing" as const,
      kind,
      width,
      height,
      generator: generator.kind,
      offline: generator.kind === "offline",
    },
    promptsCharged: cost,
    ...usage,
  };
}

/**
 * An asset still processing long after any job could have run is given up (the job was lost,
 * e.g. Redis was flushed): failed and refunded, so the dialog stops waiting.
 */
function staleAfterMs(): number {
  return env().FAL_TIMEOUT_MS * 2 + 10 * 60_000;
}

/** GET /api/falai/status/{id}: an asset of the active workspace only (any other id answers 404). */
export async function mediaStatus(workspaceId: string, id: string) {
  let asset = await db.mediaAsset.findFirst({ where: { id, workspaceId } });
  if (!asset) throw NotFound("Media");
  if (asset.status === "processing" && Date.now() - asset.updatedAt.getTime() > staleAfterMs()) {
    await failMediaAsset(asset, "Generation timed out");
    asset = await db.mediaAsset.findFirstOrThrow({ where: { id, workspaceId } });
  }
  const failedMessage = asset.kind === "video" ? MEDIA_MESSAGES.videoFailed : MEDIA_MESSAGES.imageFailed;
  return {
    ...(asset.status === "failed" ? { message: failedMessage } : {}),
    data: {
      id: asset.id,
      url: asset.status === "completed" ? asset.url : null,
      status: asset.status,
      kind: asset.kind as MediaKind,
      width: asset.width,
      height: asset.height,
      mimeType: asset.mimeType,
      generator: asset.source,
      offline: asset.source === "offline",
      promptsRefunded: asset.status === "failed" ? asset.promptsCharged : 0,
    },
  };
}

/** Adds a finished image to a post that still waits for publishing (a plan draft). Idempotent. */
async function attachToPost(postId: string, workspaceId: string, url: string): Promise<void> {
  // COALESCE: a post created without media may hold NULL rather than an empty list.
  await db.$executeRaw`
    UPDATE "Post" SET "mediaKeys" = array_append(COALESCE("mediaKeys", '{}'), ${url}), "updatedAt" = now()
     WHERE id = ${postId} AND "workspaceId" = ${workspaceId}
       AND status IN ('draft', 'scheduled')
       AND NOT (${url} = ANY(COALESCE("mediaKeys", '{}')))
       AND cardinality(COALESCE("mediaKeys", '{}')) < 4`;
}

/** Saves the provider's request id while the asset is still processing (a finished asset keeps its own). */
async function rememberRequest(mediaAssetId: string, requestId: string): Promise<void> {
  await db.mediaAsset.updateMany({ where: { id: mediaAssetId, status: "processing" }, data: { externalRequestId: requestId } });
}

export interface MediaJobOptions {
  attachToPostId?: string;
  /** Aborted when the worker shuts down. */
  signal?: AbortSignal;
  /** No retry follows this attempt: an unexpected error fails the asset (and refunds) too. */
  finalAttempt: boolean;
}

/** The worker's job: generate, store, complete (or fail and refund). Safe to run again. */
export async function processMediaAsset(mediaAssetId: string, options: MediaJobOptions): Promise<{ status: string; skipped?: boolean }> {
  const asset = await db.mediaAsset.findUnique({ where: { id: mediaAssetId } });
  if (!asset) return { status: "missing", skipped: true };
  if (asset.status !== "processing") {
    // Done before (a retried job after a crash): only the idempotent attach may be missing.
    if (asset.status === "completed" && asset.url && options.attachToPostId) await attachToPost(options.attachToPostId, asset.workspaceId, asset.url);
    return { status: asset.status, skipped: true };
  }

  const generator = getMediaGenerator();
  const size = { width: asset.width ?? 1024, height: asset.height ?? 1024 };
  const quality = asset.quality === "standard" ? "standard" : "hd";
  // A run cut short after fal accepted the request saved its id: this run waits for that request
  // instead of submitting (and paying for) the same generation again.
  const generation: GenerationOptions = {
    signal: options.signal,
    resumeRequestId: asset.externalRequestId,
    onSubmitted: (requestId) => rememberRequest(asset.id, requestId),
  };
  let file: GeneratedFile;
  try {
    file =
      asset.kind === "video"
        ? await generator.generateVideo({ prompt: asset.prompt ?? "", ...size, durationSeconds: DIALOG_VIDEO_SECONDS, quality }, generation)
        : await generator.generateImage({ prompt: asset.prompt ?? "", ...size, style: asset.style ?? "realistic", quality }, generation);
  } catch (err) {
    if (err instanceof MediaGenerationError && !options.signal?.aborted) {
      // The provider said no (or gave up): retrying the same request will not help; refund now.
      logger.warn({ mediaAssetId, generator: generator.kind, err: err.message }, "media generation failed");
      await failMediaAsset(asset, err.message);
      return { status: "failed" };
    }
    if (options.finalAttempt) await failMediaAsset(asset, (err as Error).message ?? "Generation failed");
    throw err;
  }

  let stored: { key: string; url: string } | undefined;
  try {
    stored = await saveMedia(file.bytes, file.mimeType);
    const completed = await db.mediaAsset.updateMany({
      where: { id: asset.id, status: "processing" },
      data: {
        status: "completed",
        source: generator.kind,
        url: stored.url,
        storageKey: stored.key,
        mimeType: file.mimeType,
        sizeBytes: file.bytes.length,
        width: file.width,
        height: file.height,
        error: null,
      },
    });
    if (completed.count === 0) {
      // Another run finished (or the asset timed out) first: keep theirs, drop our copy.
      await deleteMediaFiles([stored.key]);
      return { status: "processing-elsewhere", skipped: true };
    }
  } catch (err) {
    if (stored) await deleteMediaFiles([stored.key]).catch(() => undefined);
    if (options.finalAttempt) await failMediaAsset(asset, (err as Error).message ?? "Storing the result failed");
    throw err;
  }
  if (options.attachToPostId) await attachToPost(options.attachToPostId, asset.workspaceId, stored.url);
  return { status: "completed" };
}
