/**
 * Posts: creating, scheduling, editing, approving, publishing now and republishing.
 * Every rule is checked here, on the server; the pages only mirror them.
 * A user only ever sees their own posts: another user's id answers 404, like a missing one.
 */
import { networkLabel, type NetworkKey } from "@/lib/networks";
import { db, type Post } from "@/server/db";
import { AppError, NotFound, ValidationError } from "@/server/errors";
import { recordActivity } from "@/server/services/activity";
import { chargeUnkeptRegeneration, keepGeneration } from "@/server/services/ai/regenerations";
import { usablePlatforms } from "@/server/services/accounts/connected";
import { ownMediaKey } from "@/server/services/media/storage";
import { removePublishJob, schedulePublishJob } from "@/server/services/publishing/scheduler";
import { presentPost, POST_INCLUDE, type PresentedPost } from "./present";
import { checkConnected, checkContent, checkFutureSchedule, checkNetworkLimits, checkPlatforms, EDIT_MAX_CHARS, WIZARD_MAX_CHARS } from "./rules";

export interface PostDraftInput {
  content: string;
  platforms: string[];
  mediaUrls?: string[];
  /** manual, ai or link: AI-written posts are marked aiGenerated */
  source?: "manual" | "ai" | "link";
  /** The wizard's AI text this post keeps (its regenerations so far, the free one included, become the post's). */
  generationId?: string;
}

export interface PublishResult {
  platform: string;
  status: "published" | "failed" | "needs_review" | "retrying" | "pending";
  error: string | null;
  platformPostUrl: string | null;
}

/** Media must be files this user uploaded or generated (never arbitrary URLs a network would fetch). */
async function checkMedia(userId: string, urls: string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  if (urls.length > 4) throw ValidationError("A post can carry at most 4 media files.");
  const keys = urls.map((url) => ownMediaKey(url));
  if (keys.some((k) => !k)) throw ValidationError("Media must be uploaded or generated here first.");
  const owned = await db.mediaAsset.count({ where: { userId, storageKey: { in: keys as string[] }, status: "completed" } });
  if (owned !== new Set(keys).size) throw ValidationError("Some media files were not found. Upload them again.");
  // Posts store keys; URLs are built from them when read (present.ts, publishing/media.ts).
  return keys as string[];
}

async function validateForPublishing(userId: string, input: PostDraftInput, maxChars: number) {
  const content = checkContent(input.content, maxChars);
  const platforms = checkPlatforms(input.platforms);
  checkNetworkLimits(content, platforms);
  checkConnected(platforms, await usablePlatforms(userId));
  const mediaUrls = await checkMedia(userId, input.mediaUrls ?? []);
  return { content, platforms, mediaUrls };
}

export async function getOwnedPost(userId: string, postId: string) {
  const post = await db.post.findFirst({ where: { id: postId, userId }, include: POST_INCLUDE });
  if (!post) throw NotFound("Post");
  return post;
}

export async function getPost(userId: string, postId: string): Promise<PresentedPost> {
  return presentPost(await getOwnedPost(userId, postId));
}

async function createPost(
  userId: string,
  data: { content: string; platforms: NetworkKey[]; mediaUrls: string[]; scheduledAt: Date },
  source: PostDraftInput["source"] = "manual",
  generationId?: string,
) {
  const post = await db.$transaction(async (tx) => {
    const regenerationCount = await keepGeneration(userId, generationId, tx);
    const created = await tx.post.create({ data: { userId, ...data, status: "scheduled", publishAttempt: 1, source, aiGenerated: source !== "manual", regenerationCount } });
    await tx.user.update({ where: { id: userId }, data: { postsCreated: { increment: 1 } }, select: { id: true } });
    return created;
  });
  await recordActivity(userId, "post.created", { postId: post.id, platforms: data.platforms });
  return post;
}

export async function schedulePost(userId: string, input: PostDraftInput & { scheduledAt: Date }) {
  const valid = await validateForPublishing(userId, input, WIZARD_MAX_CHARS);
  checkFutureSchedule(input.scheduledAt);
  const post = await createPost(userId, { ...valid, scheduledAt: input.scheduledAt }, input.source, input.generationId);
  await schedulePublishJob(post);
  return presentPost(await getOwnedPost(userId, post.id));
}

/** How long a "publish now" request waits for the networks before answering "in progress". */
const PUBLISH_WAIT_MS = 15_000;

/** Waits for the worker to settle an attempt, then reports per network. */
export async function awaitOutcome(userId: string, postId: string, attempt: number, waitMs = PUBLISH_WAIT_MS) {
  const deadline = Date.now() + waitMs;
  let post = await getOwnedPost(userId, postId);
  while (post.status === "scheduled" && post.publishAttempt === attempt && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    post = await getOwnedPost(userId, postId);
  }
  const presented = presentPost(post);
  const results: PublishResult[] = post.platforms.map((platform) => {
    const log = presented.publishLogs.find((l) => l.platform === platform);
    if (!log || post.status === "scheduled") return { platform, status: "pending" as const, error: null, platformPostUrl: null };
    const status = log.status === "publishing" ? ("pending" as const) : log.status;
    return { platform, status, error: log.error, platformPostUrl: log.platformPostUrl };
  });
  const published = results.filter((r) => r.status === "published");
  const pending = results.some((r) => r.status === "pending");
  let message: string;
  if (pending) message = "Publishing is in progress. Check the Posts page in a moment.";
  else if (published.length === results.length) message = `Post published to ${published.map((r) => networkLabel(r.platform)).join(", ")}.`;
  else if (published.length > 0) message = `Partial Success: published to ${published.map((r) => networkLabel(r.platform)).join(", ")}; some platforms failed.`;
  else message = "Failed to publish post";
  return { success: published.length === results.length, message, results, post: presented };
}

/** POST /api/posts/publish: a new post published at once, through the same queue as scheduled ones. */
export async function publishNewPost(userId: string, input: PostDraftInput) {
  const valid = await validateForPublishing(userId, input, WIZARD_MAX_CHARS);
  const post = await createPost(userId, { ...valid, scheduledAt: new Date() }, input.source, input.generationId);
  await schedulePublishJob(post);
  return awaitOutcome(userId, post.id, post.publishAttempt);
}

/**
 * Starts a new publish attempt of an existing post at `at`. The post row is locked so that a
 * worker publishing the current attempt and this change cannot interleave. (AI videos use it too.)
 */
export async function startAttempt(
  userId: string,
  postId: string,
  at: Date,
  allowed: Post["status"][],
  refusal: string,
  changes: Partial<Pick<Post, "content" | "title" | "platforms" | "mediaUrls">> = {},
) {
  const next = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string; status: Post["status"]; publishAttempt: number }[]>`
      SELECT id, status, "publishAttempt" FROM "Post" WHERE id = ${postId} AND "userId" = ${userId} FOR UPDATE`;
    if (!locked) throw NotFound("Post");
    if (!allowed.includes(locked.status)) throw new AppError("CONFLICT", refusal);
    const inFlight = await tx.publishLog.count({ where: { postId, attempt: locked.publishAttempt, status: "publishing" } });
    if (inFlight > 0 && locked.status === "scheduled") throw new AppError("CONFLICT", "This post is being published right now and can no longer be changed.");
    return tx.post.update({
      where: { id: postId },
      data: { ...changes, status: "scheduled", scheduledAt: at, publishAttempt: { increment: 1 }, errorMessage: null },
    });
  });
  await removePublishJob(postId, next.publishAttempt - 1);
  await schedulePublishJob(next);
  return next;
}

async function validateStoredPost(userId: string, post: Post, maxChars = WIZARD_MAX_CHARS) {
  // An AI video's post (TikTok / YouTube, its generated video): only its networks need checking.
  if (post.source === "video") {
    checkConnected(post.platforms as NetworkKey[], await usablePlatforms(userId));
    return { content: post.content, platforms: post.platforms as NetworkKey[], mediaUrls: post.mediaUrls };
  }
  return validateForPublishing(userId, { content: post.content, platforms: post.platforms, mediaUrls: post.mediaUrls }, maxChars);
}

/** Approve: a draft becomes scheduled at its planned time. */
export async function approvePost(userId: string, postId: string) {
  const post = await getOwnedPost(userId, postId);
  if (post.status !== "draft") throw new AppError("CONFLICT", "Only drafts can be approved.");
  if (!post.scheduledAt) throw ValidationError("Please set a date and time for scheduled posts.", { title: "Schedule required" });
  checkFutureSchedule(post.scheduledAt);
  await validateStoredPost(userId, post);
  await startAttempt(userId, postId, post.scheduledAt, ["draft"], "Only drafts can be approved.");
  return { success: true, message: "Post approved and scheduled", post: await getPost(userId, postId) };
}

/** Publish Now: a scheduled (or draft) post goes out at once. */
export async function publishExistingNow(userId: string, postId: string) {
  const post = await getOwnedPost(userId, postId);
  if (post.status !== "scheduled" && post.status !== "draft") throw new AppError("CONFLICT", "Only scheduled posts and drafts can be published now.");
  await validateStoredPost(userId, post);
  const next = await startAttempt(userId, postId, new Date(), ["scheduled", "draft"], "Only scheduled posts and drafts can be published now.");
  return awaitOutcome(userId, postId, next.publishAttempt);
}

/** Republish: a failed post gets a new attempt; networks it already reached are not posted again. */
export async function republishPost(userId: string, postId: string) {
  const post = await getOwnedPost(userId, postId);
  if (post.status !== "failed") throw new AppError("CONFLICT", "Only failed posts can be republished.");
  await validateStoredPost(userId, post);
  const next = await startAttempt(userId, postId, new Date(), ["failed"], "Only failed posts can be republished.");
  return awaitOutcome(userId, postId, next.publishAttempt);
}

/** The edit dialog: content (at most 2000 characters), platforms, and the time of a scheduled post. */
export async function updatePost(userId: string, postId: string, input: { content?: string; platforms?: string[]; scheduledAt?: Date; mediaUrls?: string[] }) {
  const post = await getOwnedPost(userId, postId);
  if (post.status === "published") throw new AppError("CONFLICT", "Published posts cannot be edited.");
  // Its caption and schedule live with the video (and must stay in step with it).
  if (post.source === "video") throw new AppError("CONFLICT", "This post is an AI video: edit it on the AI Videos page.");
  const content = input.content !== undefined ? checkContent(input.content, EDIT_MAX_CHARS) : post.content;
  const platforms = input.platforms !== undefined ? checkPlatforms(input.platforms) : (post.platforms as NetworkKey[]);
  checkNetworkLimits(content, platforms);
  if (input.platforms !== undefined) checkConnected(platforms, await usablePlatforms(userId));
  if (input.scheduledAt !== undefined) checkFutureSchedule(input.scheduledAt);
  // Written only when given: a plan draft's AI image may be added by the worker meanwhile.
  const mediaChange = input.mediaUrls !== undefined ? { mediaUrls: await checkMedia(userId, input.mediaUrls) } : {};

  if (post.status === "scheduled") {
    const at = input.scheduledAt ?? post.scheduledAt ?? new Date();
    checkFutureSchedule(at);
    // A new attempt: the old job (if it ever runs) finds the post changed and does nothing.
    await startAttempt(userId, postId, at, ["scheduled"], "This post can no longer be edited.", { content, platforms, ...mediaChange });
  } else {
    await db.post.update({ where: { id: postId }, data: { content, platforms, ...mediaChange, ...(input.scheduledAt ? { scheduledAt: input.scheduledAt } : {}) } });
  }
  return { success: true, message: "Post Updated!", post: await getPost(userId, postId) };
}

/**
 * Save as draft (wizard and edit dialog, at any step): the text, networks (none is fine), media and
 * an optional date, stored as a draft in one transaction. A draft's date lives in `scheduledAt`,
 * the field scheduled posts use, so dated drafts show on the calendar. Networks need not be
 * connected yet: Approve / Publish Now check that. With `id`, the user's draft, scheduled or failed
 * post becomes that draft (a scheduled one stops waiting to go out).
 *
 * Named for the operation it will grow into: savePost({ id?, content, platforms, media, mode:
 * draft | now | schedule, at }).
 */
export async function saveDraft(
  userId: string,
  input: PostDraftInput & { id?: string; scheduledAt?: Date | null },
): Promise<PresentedPost> {
  const content = checkContent(input.content, WIZARD_MAX_CHARS);
  const platforms = input.platforms.length > 0 ? checkPlatforms(input.platforms) : [];
  checkNetworkLimits(content, platforms);
  const mediaUrls = await checkMedia(userId, input.mediaUrls ?? []);
  if (input.scheduledAt && Number.isNaN(input.scheduledAt.getTime())) {
    throw ValidationError("Please set a valid date and time.", { title: "Invalid date" });
  }
  const scheduledAt = input.scheduledAt ?? null;
  const source = input.source ?? "manual";

  if (!input.id) {
    const post = await db.$transaction(async (tx) => {
      const created = await tx.post.create({
        data: { userId, content, platforms, mediaUrls, scheduledAt, status: "draft", source, aiGenerated: source !== "manual" },
      });
      await tx.user.update({ where: { id: userId }, data: { postsCreated: { increment: 1 } }, select: { id: true } });
      return created;
    });
    await recordActivity(userId, "post.created", { postId: post.id, platforms, draft: true });
    return getPost(userId, post.id);
  }

  const postId = input.id;
  const previous = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ status: Post["status"]; publishAttempt: number; source: string }[]>`
      SELECT status, "publishAttempt", source FROM "Post" WHERE id = ${postId} AND "userId" = ${userId} FOR UPDATE`;
    if (!locked) throw NotFound("Post");
    if (locked.status === "published") throw new AppError("CONFLICT", "Published posts cannot be edited.");
    if (locked.source === "video") throw new AppError("CONFLICT", "This post is an AI video: edit it on the AI Videos page.");
    const inFlight = await tx.publishLog.count({ where: { postId, attempt: locked.publishAttempt, status: "publishing" } });
    if (inFlight > 0 && locked.status === "scheduled") throw new AppError("CONFLICT", "This post is being published right now and can no longer be changed.");
    // A new attempt number: a publish job of the old one finds the post changed and does nothing.
    await tx.post.update({
      where: { id: postId },
      data: { content, platforms, mediaUrls, scheduledAt, status: "draft", errorMessage: null, publishAttempt: { increment: locked.status === "scheduled" ? 1 : 0 } },
    });
    return locked;
  });
  if (previous.status === "scheduled") await removePublishJob(postId, previous.publishAttempt);
  return getPost(userId, postId);
}

export async function deletePost(userId: string, postId: string) {
  const post = await getOwnedPost(userId, postId);
  // A free regeneration belongs to a kept post: deleting one never published charges it.
  await db.$transaction(async (tx) => {
    await tx.post.delete({ where: { id: post.id } });
    await chargeUnkeptRegeneration(userId, post, tx);
  });
  await removePublishJob(post.id, post.publishAttempt);
  return { success: true, message: "Post deleted" };
}

