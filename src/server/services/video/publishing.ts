/**
 * Publishing AI videos. A video goes out as a post (source "video", the video as its media, the
 * TikTok/YouTube networks) so that the posts' pipeline applies unchanged: exactly-once publish
 * logs, retries, the sweeper, the calendar and the posts list. The queue entry links to that post
 * (`postId`) and mirrors its state (./sync.ts).
 */
import { networkLabel, type NetworkKey } from "@/lib/networks";
import { db, type Prisma, type VideoQueueEntry } from "@/server/db";
import { Conflict, NotFound, ValidationError } from "@/server/errors";
import { workspaceUsablePlatforms } from "@/server/services/accounts/connected";
import { recordActivity } from "@/server/services/activity";
import { actorEvent, createdDetail, recordPostEvent } from "@/server/services/posts/history";
import { takePostRoom } from "@/server/services/posts/cap";
import { awaitOutcome } from "@/server/services/posts/outcome";
import { transition } from "@/server/services/posts/transition";
import type { Actor } from "@/server/services/workspaces/actor";
import { actorNeedsApproval } from "@/server/services/workspaces/approval";
import { checkConnected } from "@/server/services/posts/rules";
import { schedulePublishJob } from "@/server/services/publishing/scheduler";
import { DESCRIPTION_LIMIT, networkOfPlatform, TITLE_LIMIT, VIDEO_MESSAGES, VIDEO_PLATFORMS, type VideoPlatform } from "./constants";
import { syncVideoEntryFromPost } from "./sync";

export function networksOf(platforms: string[]): NetworkKey[] {
  return [...new Set(platforms.map(networkOfPlatform).filter((n): n is NetworkKey => n !== null))];
}

/** The caption posted with the video: its description, else its title. */
export function postContent(title: string, description: string): string {
  return description.trim() || title.trim();
}

export function checkTitleAndDescription(title: string, description: string): void {
  if (!title.trim()) throw ValidationError("Title is required");
  if (Array.from(title.trim()).length > TITLE_LIMIT) throw ValidationError(`Title must be at most ${TITLE_LIMIT} characters`);
  if (Array.from(description.trim()).length > DESCRIPTION_LIMIT)
    throw ValidationError(`Description must be at most ${DESCRIPTION_LIMIT} characters (TikTok's limit)`);
}

/** The platforms a publish asks for: the spec's names (or network keys), each one TikTok or YouTube Shorts. */
export function parsePlatforms(requested: string[] | undefined, fallback: string[]): VideoPlatform[] {
  const list = requested && requested.length > 0 ? requested : fallback;
  const names = list.map((p) =>
    (VIDEO_PLATFORMS as readonly string[]).includes(p) ? (p as VideoPlatform) : VIDEO_PLATFORMS.find((name) => networkOfPlatform(name) === p),
  );
  if (names.some((n) => !n)) throw ValidationError("Videos can be published to TikTok and YouTube Shorts only.");
  const unique = [...new Set(names as VideoPlatform[])];
  if (unique.length === 0) throw ValidationError("Please select at least one platform");
  return unique;
}

/**
 * Creates the post that publishes `entry` at `at`, inside the caller's transaction (which must
 * also move the entry). The publish job is queued by the caller after the commit.
 */
export async function createVideoPost(
  tx: Prisma.TransactionClient,
  actor: Actor,
  entry: Pick<VideoQueueEntry, "title" | "description" | "platforms" | "videoUrl">,
  at: Date,
) {
  // The payer's cap (the workspace's owner), the author who schedules it, in the video's workspace.
  await takePostRoom(tx, actor.ownerUserId, 1);
  const post = await tx.post.create({
    data: {
      userId: actor.userId,
      workspaceId: actor.workspaceId,
      content: postContent(entry.title, entry.description),
      title: entry.title,
      platforms: networksOf(entry.platforms),
      status: "scheduled",
      scheduledAt: at,
      publishAttempt: 1,
      mediaKeys: [entry.videoUrl!],
      aiGenerated: true,
      source: "video",
    },
  });
  await recordPostEvent(tx, { ...actorEvent(actor, "video"), postId: post.id, toStatus: post.status, detail: createdDetail(post) });
  return post;
}

/** A video of the workspace; any other id answers 404. */
export async function getOwnedEntry(workspaceId: string, id: string) {
  const entry = await db.videoQueueEntry.findFirst({ where: { id, workspaceId } });
  if (!entry) throw NotFound("Video");
  return entry;
}

/**
 * Puts a finished video on the calendar at `at` (now = publish at once), with its title,
 * description and platforms: a new post, or a new publish attempt of its post (a failed one
 * skips the networks it already reached).
 */
export async function scheduleEntry(
  actor: Actor,
  entryId: string,
  at: Date,
  changes: { title: string; description: string; platforms: VideoPlatform[] },
) {
  const entry = await getOwnedEntry(actor.workspaceId, entryId);
  if (entry.status === "published") throw Conflict(VIDEO_MESSAGES.alreadyPublished);
  // A video's post is made here, outside the lifecycle's editor rows: where the member's posts need
  // approval (the "everyone" policy: these procedures are editors'), nothing goes out unapproved.
  if (await actorNeedsApproval(actor)) throw Conflict(VIDEO_MESSAGES.needsApproval);
  if (!entry.videoUrl || !["ready", "failed", "scheduled"].includes(entry.status)) throw ValidationError(VIDEO_MESSAGES.noVideoUrl);
  checkTitleAndDescription(changes.title, changes.description);
  const networks = networksOf(changes.platforms);
  checkConnected(networks, await workspaceUsablePlatforms(actor.workspaceId));
  const fields = { title: changes.title.trim(), description: changes.description.trim(), platforms: changes.platforms };

  if (!entry.postId) {
    const post = await db.$transaction(async (tx) => {
      // The row lock makes two publishes of one video create one post.
      const [locked] = await tx.$queryRaw<{ postId: string | null; status: string }[]>`
        SELECT "postId", status::text AS status FROM "VideoQueueEntry" WHERE id = ${entry.id} FOR UPDATE`;
      if (!locked || locked.postId || !["ready", "failed"].includes(locked.status)) throw Conflict(VIDEO_MESSAGES.publishing);
      const created = await createVideoPost(tx, actor, { ...entry, ...fields }, at);
      await tx.videoQueueEntry.update({
        where: { id: entry.id },
        data: { ...fields, postId: created.id, scheduledAt: at, status: "scheduled", errorMessage: null },
      });
      return created;
    });
    await recordActivity(actor.userId, "post.created", { postId: post.id, platforms: post.platforms, videoId: entry.id });
    await schedulePublishJob(post);
    return post;
  }

  const checked = { content: postContent(fields.title, fields.description), title: fields.title, platforms: networks, mediaKeys: [entry.videoUrl] };
  const post = (await transition(actor, "video", entry.postId, { at, checked })).post!;
  await db.videoQueueEntry.update({ where: { id: entry.id }, data: { ...fields, scheduledAt: at } });
  await syncVideoEntryFromPost(post.id);
  return post;
}

export interface PublishInput {
  videoId: string;
  title?: string;
  description?: string;
  videoUrl?: string;
  platforms?: string[];
}

/** POST /api/video-generation/publish: publishes at once and waits (up to 15 s) for the networks. */
export async function publishEntryNow(actor: Actor, input: PublishInput) {
  const entry = await getOwnedEntry(actor.workspaceId, input.videoId);
  if (entry.status === "published") throw Conflict(VIDEO_MESSAGES.alreadyPublished);
  // The spec's check; the URL published is always the one we stored, never one sent to us.
  if (!input.videoUrl?.trim() || !entry.videoUrl) throw ValidationError(VIDEO_MESSAGES.noVideoUrl);
  const post = await scheduleEntry(actor, entry.id, new Date(), {
    title: input.title ?? entry.title,
    description: input.description ?? entry.description,
    platforms: parsePlatforms(input.platforms, entry.platforms),
  });
  const outcome = await awaitOutcome(post.workspaceId, post.id, post.publishAttempt);
  await syncVideoEntryFromPost(post.id);
  const after = await getOwnedEntry(actor.workspaceId, entry.id);
  const status: "published" | "failed" | "pending" = after.status === "published" ? "published" : after.status === "failed" ? "failed" : "pending";
  const message =
    status === "published"
      ? VIDEO_MESSAGES.published
      : status === "failed"
        ? `Failed to publish video: ${after.errorMessage ?? "the networks refused it"}`
        : `Publishing to ${outcome.results.map((r) => networkLabel(r.platform)).join(", ")} is in progress. Check the Posts page in a moment.`;
  return { message, status, results: outcome.results, entry: after };
}

/** Whether a video's networks are all connected and usable in its workspace now (a batch is scheduled only then). */
export async function canPublishTo(workspaceId: string, platforms: string[]): Promise<boolean> {
  const usable = await workspaceUsablePlatforms(workspaceId);
  const networks = networksOf(platforms);
  return networks.length > 0 && networks.every((n) => usable.has(n));
}
