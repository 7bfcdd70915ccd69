/**
 * Posts: creating, scheduling, editing, approving, publishing now and republishing.
 * Every rule is checked here, on the server; the pages only mirror them.
 * A user only ever sees their own posts: another user's id answers 404, like a missing one.
 */
import { networkLabel, type NetworkKey } from "@/lib/networks";
import { db, type Post, type Prisma, type PublishLog } from "@/server/db";
import { AppError, NotFound, ValidationError } from "@/server/errors";
import { recordActivity } from "@/server/services/activity";
import { chargeUnkeptRegeneration, keepGeneration } from "@/server/services/ai/regenerations";
import { accountTextLimits, usablePlatforms } from "@/server/services/accounts/connected";
import { ownMediaKey } from "@/server/services/media/storage";
import { removePublishJob, schedulePublishJob } from "@/server/services/publishing/scheduler";
import { takePostRoom } from "./cap";
import { presentPost, POST_INCLUDE, type PresentedPost } from "./present";
import { checkConnected, checkContent, checkFutureSchedule, checkMediaAlt, checkNetworkLimits, checkNetworkMedia, checkPlatforms, EDIT_MAX_CHARS, WIZARD_MAX_CHARS } from "./rules";

export interface PostDraftInput {
  content: string;
  platforms: string[];
  mediaUrls?: string[];
  /** Alt text per media file (index i describes mediaUrls[i]; "" = none); omitted: none. */
  mediaAlt?: string[];
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

interface CheckedMedia {
  mediaUrls: string[];
  mediaAlt: string[];
}

/**
 * A post's media as stored: files this user uploaded or generated (never arbitrary URLs a network
 * would fetch), with their alt texts.
 */
async function checkMedia(userId: string, urls: string[], alt?: string[]): Promise<CheckedMedia> {
  return { mediaUrls: await checkMediaFiles(userId, urls), mediaAlt: checkMediaAlt(alt, urls.length) };
}

/** Alt texts describe the files sent with them: alone they would describe nothing. */
function checkAltHasMedia(input: { mediaUrls?: string[]; mediaAlt?: string[] }): void {
  if (input.mediaAlt !== undefined && input.mediaUrls === undefined) {
    throw ValidationError("Send mediaAlt together with the mediaUrls it describes.", { title: "Alt text" });
  }
}

async function checkMediaFiles(userId: string, urls: string[]): Promise<string[]> {
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
  checkNetworkLimits(content, platforms, await accountTextLimits(userId));
  checkConnected(platforms, await usablePlatforms(userId));
  const { mediaUrls } = await checkMedia(userId, input.mediaUrls ?? []);
  checkNetworkMedia(platforms, mediaUrls.length);
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
  data: { content: string; platforms: NetworkKey[]; mediaUrls: string[]; mediaAlt: string[]; scheduledAt: Date },
  source: PostDraftInput["source"] = "manual",
  generationId?: string,
) {
  const post = await db.$transaction(async (tx) => {
    const regenerationCount = await keepGeneration(userId, generationId, tx);
    await takePostRoom(tx, userId, 1);
    return tx.post.create({ data: { userId, ...data, status: "scheduled", publishAttempt: 1, source, aiGenerated: source !== "manual", regenerationCount } });
  });
  await recordActivity(userId, "post.created", { postId: post.id, platforms: data.platforms });
  return post;
}

/** POST /api/posts/schedule: savePost of a new post in schedule mode. */
export async function schedulePost(userId: string, input: PostDraftInput & { scheduledAt: Date }): Promise<PresentedPost> {
  return (await savePost(userId, { ...input, mode: "schedule", at: input.scheduledAt })).post;
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
  return { allPublished: published.length === results.length, message, results, post: presented };
}

export type PublishOutcome = Awaited<ReturnType<typeof awaitOutcome>>;

/** POST /api/posts/publish: savePost of a new post in now mode (through the same queue as scheduled ones). */
export async function publishNewPost(userId: string, input: PostDraftInput) {
  const saved = await savePost(userId, { ...input, mode: "now" });
  if (saved.mode !== "now") throw new Error("savePost answered another mode");
  return { allPublished: saved.allPublished, message: saved.message, results: saved.results, post: saved.post };
}

/** Publish-log states of an attempt in which the network has (or may have) the post's text. */
const REACHING: PublishLog["status"][] = ["publishing", "published", "needs_review"];

/**
 * The one in-flight check of every change to an existing post (savePost, startAttempt), run with
 * the post row locked: while its current attempt is under way and some network has claimed it,
 * received it or may have, the change is refused. Only `publishing` was counted before, so a save
 * slipped in between a network's log turning published and the post settling, and the post ended
 * "published" with a text that network never received. `retrying` / `failed` logs mean the network
 * got nothing: editing then is safe (the old attempt's job finds the post changed and stops).
 */
async function refuseWhileReachingNetworks(tx: Prisma.TransactionClient, postId: string, locked: { status: Post["status"]; publishAttempt: number }) {
  if (locked.status !== "scheduled") return;
  const reached = await tx.publishLog.count({ where: { postId, attempt: locked.publishAttempt, status: { in: REACHING } } });
  if (reached > 0) throw new AppError("CONFLICT", "This post is being published right now and can no longer be changed.");
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
  changes: Partial<Pick<Post, "content" | "title" | "platforms" | "mediaUrls" | "mediaAlt">> = {},
) {
  const next = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string; status: Post["status"]; publishAttempt: number }[]>`
      SELECT id, status, "publishAttempt" FROM "Post" WHERE id = ${postId} AND "userId" = ${userId} FOR UPDATE`;
    if (!locked) throw NotFound("Post");
    if (!allowed.includes(locked.status)) throw new AppError("CONFLICT", refusal);
    await refuseWhileReachingNetworks(tx, postId, locked);
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
export async function approvePost(userId: string, postId: string): Promise<PresentedPost> {
  const post = await getOwnedPost(userId, postId);
  if (post.status !== "draft") throw new AppError("CONFLICT", "Only drafts can be approved.");
  if (!post.scheduledAt) throw ValidationError("Please set a date and time for scheduled posts.", { title: "Schedule required" });
  checkFutureSchedule(post.scheduledAt);
  await validateStoredPost(userId, post);
  await startAttempt(userId, postId, post.scheduledAt, ["draft"], "Only drafts can be approved.");
  return getPost(userId, postId);
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
export async function updatePost(userId: string, postId: string, input: { content?: string; platforms?: string[]; scheduledAt?: Date; mediaUrls?: string[]; mediaAlt?: string[] }): Promise<PresentedPost> {
  const post = await getOwnedPost(userId, postId);
  if (post.status === "published") throw new AppError("CONFLICT", "Published posts cannot be edited.");
  // Its caption and schedule live with the video (and must stay in step with it).
  if (post.source === "video") throw new AppError("CONFLICT", "This post is an AI video: edit it on the AI Videos page.");
  const content = input.content !== undefined ? checkContent(input.content, EDIT_MAX_CHARS) : post.content;
  const platforms = input.platforms !== undefined ? checkPlatforms(input.platforms) : (post.platforms as NetworkKey[]);
  checkNetworkLimits(content, platforms, await accountTextLimits(userId));
  if (input.platforms !== undefined) checkConnected(platforms, await usablePlatforms(userId));
  if (input.scheduledAt !== undefined) checkFutureSchedule(input.scheduledAt);
  // Written only when given: a plan draft's AI image may be added by the worker meanwhile.
  checkAltHasMedia(input);
  const mediaChange: Partial<CheckedMedia> = input.mediaUrls !== undefined ? await checkMedia(userId, input.mediaUrls, input.mediaAlt) : {};
  if (post.status === "scheduled") checkNetworkMedia(platforms, (mediaChange.mediaUrls ?? post.mediaUrls).length);

  if (post.status === "scheduled") {
    const at = input.scheduledAt ?? post.scheduledAt ?? new Date();
    checkFutureSchedule(at);
    // A new attempt: the old job (if it ever runs) finds the post changed and does nothing.
    await startAttempt(userId, postId, at, ["scheduled"], "This post can no longer be edited.", { content, platforms, ...mediaChange });
  } else {
    // Only while it is still the draft / failed post read above: were it republished meanwhile, its
    // new attempt may already be on a network with the text read then.
    const written = await db.post.updateMany({
      where: { id: postId, status: post.status, publishAttempt: post.publishAttempt },
      data: { content, platforms, ...mediaChange, ...(input.scheduledAt ? { scheduledAt: input.scheduledAt } : {}) },
    });
    if (written.count === 0) throw new AppError("CONFLICT", "This post changed while you were editing it. Reload it and try again.");
  }
  return getPost(userId, postId);
}

/**
 * What an editor asks for when it saves (spec: the wizard's Save as draft / Publish Now / Schedule
 * Post and the edit dialog's Save Changes):
 * - draft: stored as a draft; networks need not be chosen or connected yet, a date is optional
 *   (kept in `scheduledAt`, the field scheduled posts use, so dated drafts show on the calendar).
 * - schedule: goes out at `at` (in the future).
 * - now: goes out at once (an existing failed post is republished: networks it reached are skipped).
 * - keep: the edits are saved and the post stays where it is: a draft stays a draft, a failed post
 *   stays failed, a scheduled post goes out at `at` (or its time).
 */
export type SaveMode = "draft" | "schedule" | "now" | "keep";

export interface SavePostInput extends PostDraftInput {
  /** An existing post of this user (a draft, scheduled or failed one); none creates a post. */
  id?: string;
  mode: SaveMode;
  /** The date of a scheduled post (required for schedule) or of a draft (optional). */
  at?: Date | null;
  /** For an existing post, omitted keeps its media (a plan draft's image may be added meanwhile). */
  mediaUrls?: string[];
}

export type SaveOutcome =
  | { mode: "draft" | "schedule" | "keep"; post: PresentedPost }
  | ({ mode: "now" } & Awaited<ReturnType<typeof awaitOutcome>>);

/** The states an existing post may be saved from, per mode. */
const SAVABLE_FROM: Record<SaveMode, Post["status"][]> = {
  draft: ["draft", "scheduled", "failed"],
  keep: ["draft", "scheduled", "failed"],
  schedule: ["draft", "scheduled"],
  now: ["draft", "scheduled", "failed"],
};

const REFUSAL: Record<SaveMode, string> = {
  draft: "Published posts cannot be edited.",
  keep: "Published posts cannot be edited.",
  schedule: "Only drafts and scheduled posts can be scheduled.",
  now: "Only scheduled posts, drafts and failed posts can be published now.",
};

function checkDate(at: Date | null | undefined) {
  if (at && Number.isNaN(at.getTime())) throw ValidationError("Please set a valid date and time.", { title: "Invalid date" });
}

/** Everything a save checks that does not need the post's row lock: nothing is written before it passes. */
async function validateSave(userId: string, input: SavePostInput, stored: Post | null) {
  checkDate(input.at);
  // New posts: the wizard's 3000 characters; edits of a post: the edit dialog's (and PUT's) 2000,
  // except Save as draft, which allowed 3000 for both screens before the editors were merged.
  const maxChars = stored && input.mode !== "draft" ? EDIT_MAX_CHARS : WIZARD_MAX_CHARS;
  const content = checkContent(input.content, maxChars);
  checkAltHasMedia(input);
  if (input.mode === "draft") {
    const platforms = input.platforms.length > 0 ? checkPlatforms(input.platforms) : [];
    checkNetworkLimits(content, platforms, await accountTextLimits(userId));
    const media: Partial<CheckedMedia> = input.mediaUrls !== undefined || !stored ? await checkMedia(userId, input.mediaUrls ?? [], input.mediaAlt) : {};
    return { content, platforms, media };
  }
  const platforms = checkPlatforms(input.platforms);
  checkNetworkLimits(content, platforms, await accountTextLimits(userId));
  checkConnected(platforms, await usablePlatforms(userId));
  if (input.mode === "schedule") {
    if (!input.at) throw ValidationError("Please set a date and time for scheduled posts.", { title: "Schedule required" });
    checkFutureSchedule(input.at);
  }
  if (input.mode === "keep" && input.at) checkFutureSchedule(input.at);
  let media: Partial<CheckedMedia> = {};
  if (input.mediaUrls !== undefined || !stored) media = await checkMedia(userId, input.mediaUrls ?? [], input.mediaAlt);
  // A post going out with the media it has: those must still be this user's files.
  else if (input.mode === "now" || input.mode === "schedule") await checkMediaFiles(userId, stored.mediaUrls);
  // Networks that take only posts with media (Instagram) refuse one without, before it is scheduled.
  checkNetworkMedia(platforms, (media.mediaUrls ?? stored?.mediaUrls ?? []).length);
  return { content, platforms, media };
}

/**
 * The one editor operation (wizard and edit dialog): saves a post's text, networks, media and date
 * and moves it to the state `mode` asks for, in one transaction. A post that is to go out gets a
 * new attempt number and its publish job is queued only after the transaction commits (a job of an
 * old attempt finds the post changed and does nothing); "now" then waits for the worker's outcome
 * like POST /api/posts/publish. A refused save (invalid input, wrong state, another user's post)
 * changes nothing.
 */
export async function savePost(userId: string, input: SavePostInput): Promise<SaveOutcome> {
  if (!input.id) return createSavedPost(userId, input);
  const postId = input.id;
  const stored = await db.post.findFirst({ where: { id: postId, userId } });
  if (!stored) throw NotFound("Post");
  const valid = await validateSave(userId, input, stored);
  const mode = input.mode;

  const { previous, next } = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ status: Post["status"]; publishAttempt: number; source: string; scheduledAt: Date | null }[]>`
      SELECT status, "publishAttempt", source, "scheduledAt" FROM "Post" WHERE id = ${postId} AND "userId" = ${userId} FOR UPDATE`;
    if (!locked) throw NotFound("Post");
    if (locked.status === "published") throw new AppError("CONFLICT", "Published posts cannot be edited.");
    // Its caption and schedule live with the video (and must stay in step with it).
    if (locked.source === "video") throw new AppError("CONFLICT", "This post is an AI video: edit it on the AI Videos page.");
    if (!SAVABLE_FROM[mode].includes(locked.status)) throw new AppError("CONFLICT", REFUSAL[mode]);
    await refuseWhileReachingNetworks(tx, postId, locked);

    const changes = { content: valid.content, platforms: valid.platforms, ...valid.media };
    const goesOut = mode === "now" || mode === "schedule" || (mode === "keep" && locked.status === "scheduled");
    if (goesOut) {
      const at = mode === "now" ? new Date() : (input.at ?? locked.scheduledAt ?? new Date());
      if (mode === "keep") checkFutureSchedule(at);
      // A new attempt number: a publish job of the old one finds the post changed and does nothing.
      const next = await tx.post.update({
        where: { id: postId },
        data: { ...changes, status: "scheduled", scheduledAt: at, publishAttempt: { increment: 1 }, errorMessage: null },
      });
      return { previous: locked, next };
    }
    if (mode === "draft") {
      await tx.post.update({
        where: { id: postId },
        data: { ...changes, scheduledAt: input.at ?? null, status: "draft", errorMessage: null, publishAttempt: { increment: locked.status === "scheduled" ? 1 : 0 } },
      });
    } else {
      // keep: a draft or a failed post takes the edits and stays as it is.
      await tx.post.update({ where: { id: postId }, data: { ...changes, ...(input.at ? { scheduledAt: input.at } : {}) } });
    }
    return { previous: locked, next: null };
  });

  if (previous.status === "scheduled") await removePublishJob(postId, previous.publishAttempt);
  if (next) await schedulePublishJob(next);
  if (mode === "now") return { mode, ...(await awaitOutcome(userId, postId, next!.publishAttempt)) };
  return { mode, post: await getPost(userId, postId) };
}

/** A new post: stored as a draft, or scheduled (at `at`, or now) and queued once it is committed. */
async function createSavedPost(userId: string, input: SavePostInput): Promise<SaveOutcome> {
  const valid = await validateSave(userId, input, null);
  const source = input.source ?? "manual";
  const mediaUrls = valid.media.mediaUrls ?? [];
  const mediaAlt = valid.media.mediaAlt ?? [];
  if (input.mode === "draft") {
    const post = await db.$transaction(async (tx) => {
      await takePostRoom(tx, userId, 1);
      return tx.post.create({
        data: { userId, content: valid.content, platforms: valid.platforms, mediaUrls, mediaAlt, scheduledAt: input.at ?? null, status: "draft", source, aiGenerated: source !== "manual" },
      });
    });
    await recordActivity(userId, "post.created", { postId: post.id, platforms: valid.platforms, draft: true });
    return { mode: "draft", post: await getPost(userId, post.id) };
  }
  if (input.mode === "keep") throw ValidationError("A new post is saved as a draft, scheduled or published now.");
  const at = input.mode === "now" ? new Date() : input.at!;
  const post = await createPost(userId, { content: valid.content, platforms: valid.platforms, mediaUrls, mediaAlt, scheduledAt: at }, input.source, input.generationId);
  await schedulePublishJob(post);
  if (input.mode === "now") return { mode: "now", ...(await awaitOutcome(userId, post.id, post.publishAttempt)) };
  return { mode: "schedule", post: await getPost(userId, post.id) };
}

/** POST /api/posts/draft: savePost in draft mode (kept for existing clients). */
export async function saveDraft(userId: string, input: PostDraftInput & { id?: string; scheduledAt?: Date | null }): Promise<PresentedPost> {
  return (await savePost(userId, { ...input, mode: "draft", at: input.scheduledAt })).post;
}

export async function deletePost(userId: string, postId: string): Promise<void> {
  const post = await getOwnedPost(userId, postId);
  // A free regeneration belongs to a kept post: deleting one never published charges it.
  await db.$transaction(async (tx) => {
    await tx.post.delete({ where: { id: post.id } });
    await chargeUnkeptRegeneration(userId, post, tx);
  });
  await removePublishJob(post.id, post.publishAttempt);
}

