/**
 * The worker's side of the queue: one job per entry (jobs/definitions/generate-video-batch.ts).
 *
 * Safe to run again at any point, so a worker restart loses nothing and makes nothing twice:
 * - the claim (pending|generating → generating) is one conditional UPDATE; an entry that is
 *   already ready, failed, scheduled, published or removed is left alone;
 * - the result is written only while the entry is still generating (one conditional UPDATE, with
 *   its post when it is scheduled at once); a run that lost the race deletes its files;
 * - a failure marks the entry failed and refunds its prompts in one transaction, once.
 * A run interrupted by a crash or shutdown leaves the entry generating; its job runs again
 * (BullMQ's stalled-job recovery or the retry) and claims it again. fal's request id is saved on
 * the entry (`externalRequestId`, with the script) as soon as fal accepts the video, so that run
 * resumes the request instead of submitting (and paying for) it again.
 */
import { recordWebhookEvent } from "@/server/services/webhooks/record";
import { db, type VideoQueueEntry, type VideoSetting } from "@/server/db";
import { logger } from "@/server/logger";
import type { Length } from "@/lib/tones";
import { TextGenerationError } from "@/server/integrations/ai/generators";
import { getTextGenerator } from "@/server/services/ai/generator";
import { MediaGenerationError, type GeneratedFile, type MediaGenerator } from "@/server/integrations/media/types";
import { deleteMediaFiles, saveMedia, type MediaMimeType } from "@/server/services/media/storage";
import { finishPostText } from "@/server/services/ai/prompts";
import { refundPrompts } from "@/server/services/credits/prompt-credits";
import { hasPostRoom } from "@/server/services/posts/cap";
import { schedulePublishJob } from "@/server/services/publishing/scheduler";
import { DESCRIPTION_LIMIT, VIDEO_HEIGHT, VIDEO_WIDTH } from "./constants";
import { canPublishTo, createVideoPost } from "./publishing";
import { memberActor } from "@/server/services/workspaces/actor";
import { actorNeedsApproval } from "@/server/services/workspaces/approval";

export interface GenerationContext {
  generator: MediaGenerator;
  /** Aborted when the worker shuts down: the entry stays generating and is claimed again later. */
  signal?: AbortSignal;
  /** Progress 0-100 for the page (the job's progress). */
  onProgress?: (percent: number) => Promise<void> | void;
  /** The last try of the job: an unexpected error then fails the entry (and refunds). */
  finalTry?: boolean;
  now?: () => Date;
}

export type GenerationOutcome = "ready" | "scheduled" | "failed" | "skipped";

/** Scripts follow the video's length: 15 s short, 30 s medium, 60 s long (the text generator's lengths). */
const SCRIPT_LENGTH: Record<number, Length> = { 15: "short", 30: "medium", 60: "long" };
/** A video whose slot is closer than this is left ready for the user to publish. */
const SCHEDULE_MARGIN_MS = 60_000;

async function claim(entryId: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE "VideoQueueEntry" SET status = 'generating'::"VideoStatus", "errorMessage" = NULL, "updatedAt" = now()
     WHERE id = ${entryId} AND status IN ('pending'::"VideoStatus", 'generating'::"VideoStatus")
    RETURNING id`;
  return rows.length === 1;
}

/** Marks the entry failed and refunds its prompts, together and only once. */
export async function failEntry(entry: Pick<VideoQueueEntry, "id" | "userId" | "workspaceId" | "aiPromptsUsed">, message: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const failed = await tx.videoQueueEntry.updateMany({
      where: { id: entry.id, status: { in: ["pending", "generating"] } },
      // Forget fal's request: should the video ever be generated again, that run must not resume a failed request.
      data: { status: "failed", errorMessage: message, aiPromptsUsed: 0, externalRequestId: null },
    });
    if (failed.count === 1 && entry.aiPromptsUsed > 0) {
      // The workspace's owner paid (as for AI media, the owner at refund time); the ledger row stays the member's.
      const { ownerId } = await tx.workspace.findUniqueOrThrow({ where: { id: entry.workspaceId }, select: { ownerId: true } });
      const account = { payerId: ownerId, spenderId: entry.userId, workspaceId: entry.workspaceId };
      await refundPrompts(account, entry.aiPromptsUsed, `ai.video ${entry.id} failed`, tx);
    }
    return failed.count === 1;
  });
}

/** Saves the provider's request for the video (with the script its prompt came from) while it is generating. */
async function rememberRequest(entryId: string, requestId: string, script: string): Promise<void> {
  await db.videoQueueEntry.updateMany({ where: { id: entryId, status: "generating" }, data: { externalRequestId: requestId, script } });
}

function hashNumber(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** The video's script, from the chosen text generator (or the offline writer): also its caption. */
async function writeScript(entry: VideoQueueEntry, setting: VideoSetting): Promise<string> {
  const cfg = await getTextGenerator();
  const length = SCRIPT_LENGTH[setting.videoLength] ?? "medium";
  const brief = { topic: setting.contentTheme, tone: "casual" as const, length, charLimit: DESCRIPTION_LIMIT, variant: hashNumber(entry.id) % 1000 };
  const system =
    "You write scripts for short vertical videos (TikTok and YouTube Shorts). Answer with the spoken script only: " +
    "no preamble, no scene directions, no markdown. The script is also the video's caption.";
  const prompt = [
    `Write the script of a ${setting.videoLength}-second short video about: ${setting.contentTheme}`,
    `This is "${entry.title}"; make it distinct from the other videos of the batch.`,
    `Length: ${length === "short" ? "1 to 2" : length === "medium" ? "3 to 5" : "6 or more"} sentences that can be spoken in ${setting.videoLength} seconds.`,
    `At most ${DESCRIPTION_LIMIT} characters, ending with up to three relevant hashtags.`,
  ].join("\n");
  const result = await cfg.generator.generate({ system, prompt, brief, model: cfg.model, maxTokens: cfg.maxTokens, temperature: cfg.temperature });
  const script = finishPostText(result.text, DESCRIPTION_LIMIT);
  if (!script) throw new TextGenerationError("the script came back empty");
  return script;
}

async function store(entry: { userId: string; workspaceId: string }, file: GeneratedFile, kind: "video" | "image", source: string, prompt: string) {
  const saved = await saveMedia(file.bytes, file.mimeType as MediaMimeType);
  // A MediaAsset row per file: the account's deletion removes its files through these.
  await db.mediaAsset.create({
    data: {
      userId: entry.userId,
      workspaceId: entry.workspaceId,
      kind,
      source,
      status: "completed",
      mimeType: file.mimeType,
      sizeBytes: file.bytes.length,
      width: file.width,
      height: file.height,
      storageKey: saved.key,
      url: saved.url,
      prompt: prompt.slice(0, 2000),
    },
  });
  return saved;
}

/** Runs one entry's generation; see the file comment for why it is safe to repeat. */
export async function generateQueueEntry(entryId: string, ctx: GenerationContext): Promise<GenerationOutcome> {
  if (!(await claim(entryId))) return "skipped";
  const entry = await db.videoQueueEntry.findUniqueOrThrow({ where: { id: entryId }, include: { setting: true } });
  const setting = entry.setting;
  if (!setting) {
    await failEntry(entry, "The setting of this video was deleted before it could be generated. Your AI prompts were refunded.");
    return "failed";
  }
  await ctx.onProgress?.(10);

  const saved: string[] = [];
  try {
    // A run cut short after fal accepted the video saved the request and its script: this run keeps
    // that script (the caption must match the video being made) and waits for that request.
    const script = entry.externalRequestId && entry.script ? entry.script : await writeScript(entry, setting);
    await ctx.onProgress?.(30);
    const prompt = `Vertical short video for TikTok and YouTube Shorts about ${setting.contentTheme}. ${script}`.slice(0, 1500);
    const video = await ctx.generator.generateVideo(
      { prompt, width: VIDEO_WIDTH, height: VIDEO_HEIGHT, durationSeconds: setting.videoLength, quality: "standard", caption: entry.title },
      { signal: ctx.signal, resumeRequestId: entry.externalRequestId, onSubmitted: (requestId) => rememberRequest(entry.id, requestId, script) },
    );
    ctx.signal?.throwIfAborted();
    await ctx.onProgress?.(85);
    const stored = await store(entry, video, "video", ctx.generator.kind, prompt);
    saved.push(stored.key);
    const thumb = video.thumbnail ? await store(entry, video.thumbnail, "image", ctx.generator.kind, prompt) : null;
    if (thumb) saved.push(thumb.key);
    await ctx.onProgress?.(95);

    const now = ctx.now?.() ?? new Date();
    const slot = entry.scheduledAt && entry.scheduledAt.getTime() > now.getTime() + SCHEDULE_MARGIN_MS ? entry.scheduledAt : null;
    // A member at the posts cap gets the video ready, to schedule once there is room.
    // The video's workspace: its accounts, its owner's post cap; the member who queued it is the post's author.
    const actor = await memberActor(entry.userId, entry.workspaceId);
    // Where the member's posts need approval the video waits, ready, for someone to schedule it.
    const schedule =
      slot !== null &&
      (await canPublishTo(entry.workspaceId, entry.platforms)) &&
      (await hasPostRoom(actor.ownerUserId, 1)) &&
      !(await actorNeedsApproval(actor));
    const finished = { videoUrl: stored.url, thumbnail: thumb?.url ?? null, script, description: entry.description || script };

    const post = await db.$transaction(async (tx) => {
      const done = await tx.videoQueueEntry.updateMany({
        where: { id: entry.id, status: "generating" },
        data: { ...finished, status: "ready", errorMessage: null, scheduledAt: schedule ? slot : null },
      });
      if (done.count === 0) return "lost" as const;
      await recordWebhookEvent(tx, {
        workspaceId: entry.workspaceId,
        type: "video.ready",
        data: {
          video: {
            id: entry.id,
            videoUrl: finished.videoUrl,
            thumbnail: finished.thumbnail,
            description: finished.description,
            networks: entry.platforms,
          },
        },
      });
      if (!schedule || !slot) return null;
      // On the calendar at its slot: published by the posts' pipeline when due.
      const created = await createVideoPost(tx, actor, { ...entry, ...finished }, slot);
      await tx.videoQueueEntry.update({ where: { id: entry.id }, data: { status: "scheduled", postId: created.id } });
      return created;
    });
    if (post === "lost") {
      // Another run finished (or failed) this entry first: keep its result, drop ours.
      await db.mediaAsset.deleteMany({ where: { storageKey: { in: saved } } });
      await deleteMediaFiles(saved);
      return "skipped";
    }
    await ctx.onProgress?.(100);
    if (post) {
      await schedulePublishJob(post);
      return "scheduled";
    }
    return "ready";
  } catch (err) {
    if (saved.length > 0) {
      await db.mediaAsset.deleteMany({ where: { storageKey: { in: saved } } }).catch(() => undefined);
      await deleteMediaFiles(saved).catch(() => undefined);
    }
    // Interrupted (shutdown): the entry stays generating and the job runs again.
    if (ctx.signal?.aborted) throw err;
    const known = err instanceof MediaGenerationError || err instanceof TextGenerationError;
    if (!known && !ctx.finalTry) throw err;
    logger.warn({ entryId, err: (err as Error).message }, "video generation failed");
    const reason = known ? (err as Error).message : "an unexpected error";
    await failEntry(entry, `Video generation failed (${reason}). Your ${entry.aiPromptsUsed} AI prompts were refunded.`);
    return "failed";
  }
}
