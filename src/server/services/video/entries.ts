/**
 * The video queue (part 2 §4): a batch is charged at once and queued as one entry per video;
 * the worker moves each entry pending → generating → ready (or scheduled at its slot) | failed.
 * Finished videos are edited, scheduled, published and removed here.
 */
import { db, type VideoQueueEntry } from "@/server/db";
import { Conflict, ValidationError } from "@/server/errors";
import { logger } from "@/server/logger";
import { enqueue, getQueue } from "@/server/queue";
import { chargePrompts, currentUsage, refundPrompts } from "@/server/services/credits/prompt-credits";
import { checkFutureSchedule } from "@/server/services/posts/rules";
import { removePublishJob } from "@/server/services/publishing/scheduler";
import { PROMPTS_PER_VIDEO, VIDEO_MESSAGES } from "./constants";
import { checkTitleAndDescription, getOwnedEntry, parsePlatforms, scheduleEntry } from "./publishing";
import { nextSlots } from "./schedule";
import { getOwnedSetting } from "./settings";
import type { Actor } from "@/server/services/workspaces/actor";

/** The workspace's owner pays for its videos; the ledger names the member (as AI text). */
function promptAccount(actor: Actor) {
  return { payerId: actor.ownerUserId, spenderId: actor.userId, workspaceId: actor.workspaceId };
}

/** One generation job per entry; the id makes a second enqueue of the same entry a no-op. */
export function videoJobId(entryId: string): string {
  return `video-${entryId}`;
}

export async function enqueueGeneration(entryId: string): Promise<void> {
  await enqueue("video", { queueEntryId: entryId }, { jobId: videoJobId(entryId) });
}

export type PresentedEntry = ReturnType<typeof presentEntry>;

export function presentEntry(entry: VideoQueueEntry, progress: number | null = null) {
  return {
    id: entry.id,
    settingId: entry.settingId,
    title: entry.title,
    description: entry.description,
    status: entry.status,
    platforms: entry.platforms,
    aiPromptsUsed: entry.aiPromptsUsed,
    scheduledAt: entry.scheduledAt,
    videoUrl: entry.videoUrl,
    thumbnail: entry.thumbnail,
    errorMessage: entry.errorMessage,
    postId: entry.postId,
    /** 0-100 while generating (the worker reports its steps); null otherwise or when unknown. */
    progress,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
  };
}

/** POST /api/video-generation/generate/{settingId}: charges the whole batch in one statement, then queues it. */
export async function generateBatch(actor: Actor, settingId: string, options: { now?: Date } = {}) {
  const { userId } = actor;
  const now = options.now ?? new Date();
  const setting = await getOwnedSetting(actor.workspaceId, settingId);
  if (!setting.isActive) throw ValidationError(VIDEO_MESSAGES.inactive);
  const count = setting.videosPerBatch;
  const cost = count * PROMPTS_PER_VIDEO;

  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } });
  const last = await db.videoQueueEntry.findFirst({
    where: { settingId, status: { in: ["pending", "generating", "ready", "scheduled"] }, scheduledAt: { not: null } },
    orderBy: { scheduledAt: "desc" },
    select: { scheduledAt: true },
  });
  const slots = nextSlots({
    preferredTimes: setting.preferredTimes,
    postingFrequency: setting.postingFrequency,
    zone: user.timeZone,
    count,
    now,
    after: last?.scheduledAt,
  });

  // Charge and entries commit together: a refused charge writes nothing, and no entry exists unpaid.
  const entries = await db.$transaction(async (tx) => {
    await chargePrompts(promptAccount(actor), cost, `ai.video_batch.${count}`, tx);
    const created: VideoQueueEntry[] = [];
    for (let i = 0; i < count; i++) {
      created.push(
        await tx.videoQueueEntry.create({
          data: {
            userId,
            workspaceId: actor.workspaceId,
            settingId,
            title: `${setting.name} – video ${i + 1} of ${count}`.slice(0, 100),
            platforms: setting.platforms,
            aiPromptsUsed: PROMPTS_PER_VIDEO,
            scheduledAt: slots[i] ?? null,
            status: "pending",
            // One creation time per batch: lists order a batch by its titles (video 1, 2, ...).
            createdAt: now,
          },
        }),
      );
    }
    return created;
  });

  for (const entry of entries) {
    try {
      await enqueueGeneration(entry.id);
    } catch (err) {
      // The database is the source of truth: the sweeper queues entries that have no job.
      logger.warn({ entryId: entry.id, err: (err as Error).message }, "could not queue a video; the sweeper will");
    }
  }
  const usage = await currentUsage(actor.ownerUserId);
  return {
    message: `${count} video${count === 1 ? "" : "s"} queued for generation. ${cost} AI prompts used.`,
    queueEntries: entries.map((e) => presentEntry(e, 0)),
    estimatedCost: cost,
    ...usage,
  };
}

/** Progress the worker reported for entries in generation (BullMQ job progress); null when Redis cannot say. */
async function progressOf(entries: VideoQueueEntry[]): Promise<Map<string, number>> {
  const progress = new Map<string, number>();
  const active = entries.filter((e) => e.status === "pending" || e.status === "generating");
  if (active.length === 0) return progress;
  try {
    const queue = getQueue("video");
    await Promise.all(
      active.map(async (e) => {
        const job = await queue.getJob(videoJobId(e.id));
        const value = typeof job?.progress === "number" ? job.progress : 0;
        progress.set(e.id, Math.max(0, Math.min(100, value)));
      }),
    );
  } catch (err) {
    logger.warn({ err: (err as Error).message }, "could not read video progress");
  }
  return progress;
}

export async function listQueue(workspaceId: string) {
  // A video whose post was deleted from the posts list is back to ready (its schedule went with it).
  await db.videoQueueEntry.updateMany({ where: { workspaceId, status: "scheduled", postId: null }, data: { status: "ready", scheduledAt: null } });
  const entries = await db.videoQueueEntry.findMany({ where: { workspaceId }, orderBy: [{ createdAt: "desc" }, { title: "asc" }], take: 200 });
  const progress = await progressOf(entries);
  return entries.map((e) => presentEntry(e, progress.get(e.id) ?? null));
}

export interface EntryChanges {
  title?: string;
  description?: string;
  /** ISO time: schedule; null: publish at once (spec: an empty schedule means immediately); absent: keep. */
  scheduledAt?: string | null;
}

/** PUT /api/video-generation/queue/{id}: title, description and the schedule of a finished video. */
export async function updateEntry(actor: Actor, id: string, changes: EntryChanges) {
  const entry = await getOwnedEntry(actor.workspaceId, id);
  if (entry.status === "published") throw Conflict(VIDEO_MESSAGES.publishedNotEditable);
  if (entry.status === "pending" || entry.status === "generating") throw Conflict(VIDEO_MESSAGES.notEditable);
  const title = changes.title ?? entry.title;
  const description = changes.description ?? entry.description;
  checkTitleAndDescription(title, description);

  const reschedule = changes.scheduledAt !== undefined || entry.status === "scheduled";
  if (reschedule) {
    let at: Date;
    if (changes.scheduledAt === null) at = new Date();
    else if (changes.scheduledAt !== undefined) {
      at = new Date(changes.scheduledAt);
      checkFutureSchedule(at);
    } else at = entry.scheduledAt ?? new Date();
    // A scheduled video's caption lives in its post too: a new attempt carries the new text.
    await scheduleEntry(actor, id, at, { title, description, platforms: parsePlatforms(undefined, entry.platforms) });
  } else {
    await db.videoQueueEntry.update({ where: { id }, data: { title: title.trim(), description: description.trim() } });
    if (entry.postId) {
      // A failed video's post keeps the caption of its next try.
      await db.post.updateMany({
        where: { id: entry.postId, status: { in: ["failed", "draft"] } },
        data: { content: description.trim() || title.trim(), title: title.trim() },
      });
    }
  }
  const updated = await getOwnedEntry(actor.workspaceId, id);
  const message =
    updated.status === "scheduled" && changes.scheduledAt !== undefined
      ? changes.scheduledAt === null
        ? "Video is being published"
        : "Video scheduled"
      : "Video updated";
  return { message, video: presentEntry(updated) };
}

/**
 * DELETE /api/video-generation/queue/{id}: not while generating, not once published. A pending
 * video's prompts are refunded (it was never made); a scheduled one's post is cancelled with it.
 */
export async function deleteEntry(actor: Actor, id: string) {
  const entry = await getOwnedEntry(actor.workspaceId, id);
  if (entry.status === "generating") throw Conflict(VIDEO_MESSAGES.removeGenerating);
  if (entry.status === "published") throw Conflict(VIDEO_MESSAGES.removePublished);

  if (entry.status === "pending") {
    const removed = await db.$transaction(async (tx) => {
      const gone = await tx.videoQueueEntry.deleteMany({ where: { id, status: "pending" } });
      if (gone.count === 1) await refundPrompts(promptAccount(actor), entry.aiPromptsUsed, `ai.video ${id} removed before generation`, tx);
      return gone.count;
    });
    // The worker claimed it in the meantime.
    if (removed === 0) throw Conflict(VIDEO_MESSAGES.removeGenerating);
    try {
      await getQueue("video").remove(videoJobId(id));
    } catch {
      // A job left behind finds its entry gone and does nothing.
    }
    return { message: "Video removed from queue. Its AI prompts were refunded." };
  }

  if (entry.status === "scheduled" && entry.postId) {
    const postId = entry.postId;
    const attempt = await db.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ status: string; publishAttempt: number }[]>`
        SELECT status::text AS status, "publishAttempt" FROM "Post" WHERE id = ${postId} FOR UPDATE`;
      if (locked && locked.status === "scheduled") {
        const inFlight = await tx.publishLog.count({
          where: { postId, attempt: locked.publishAttempt, status: { in: ["publishing", "published"] } },
        });
        if (inFlight > 0) throw Conflict(VIDEO_MESSAGES.publishing);
        await tx.post.delete({ where: { id: postId } });
      }
      await tx.videoQueueEntry.delete({ where: { id } });
      return locked?.publishAttempt ?? null;
    });
    if (attempt !== null) await removePublishJob(postId, attempt);
    return { message: "Video removed from queue" };
  }

  await db.videoQueueEntry.deleteMany({ where: { id, workspaceId: actor.workspaceId, status: { in: ["ready", "failed", "scheduled"] } } });
  return { message: "Video removed from queue" };
}
