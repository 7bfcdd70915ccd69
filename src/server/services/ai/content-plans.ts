/**
 * AI content plans (spec part 1 §4, §7, §9): one AI-written draft per day for 7, 15 or 30 days,
 * then approval schedules them all.
 *
 * Costs are §9's bulk totals (planCost), charged once for the whole plan before any text is
 * written and refunded when the writing fails; nothing is saved then (the inserts are one
 * transaction). With images, each draft also gets a MediaAsset generated on the worker (fal.ai or
 * the offline generator) that is added to the draft when ready; an image that fails refunds its
 * share of the plan's cost (imageShare).
 */
import { NETWORKS, CONTENT_PLAN_NETWORKS, type NetworkKey } from "@/lib/networks";
import { db } from "@/server/db";
import { AppError, UpstreamError, ValidationError } from "@/server/errors";
import { getMediaGenerator } from "@/server/integrations/media";
import { logger } from "@/server/logger";
import { dayjs, zonedDateTime } from "@/lib/time";
import type { Tone } from "@/lib/tones";
import { getTextGenerator } from "./generator";
import { workspaceUsablePlatforms } from "@/server/services/accounts/connected";
import { recordActivity } from "@/server/services/activity";
import { actorEvent } from "@/server/services/posts/history";
import { checkPostRoom, takePostRoom } from "@/server/services/posts/cap";
import { approvePost } from "@/server/services/posts/posts";
import { personalActor, type Actor } from "@/server/services/workspaces/actor";
import { presentPost, POST_INCLUDE } from "@/server/services/posts/present";
import { checkConnected } from "@/server/services/posts/rules";
import { ASSET_ROW, enqueueMediaAssets } from "@/server/services/media/generate";
import { MEDIA_PLATFORMS, type MediaPlatform } from "@/server/services/media/options";
import { buildPostPrompt, finishPostText, textFitFor } from "./prompts";
import { chargePrompts, currentUsage, refundPrompts } from "@/server/services/credits/prompt-credits";

export const PLAN_PERIODS = [7, 15, 30] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
/** "A, B and C". */
const inWords = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? ""));
const planTargetNames = (withLocal: boolean) =>
  CONTENT_PLAN_NETWORKS.filter((k) => withLocal || NETWORKS[k].status !== "local").map((k) =>
    NETWORKS[k].status === "local" ? `the ${NETWORKS[k].shortLabel}` : NETWORKS[k].label,
  );
/** The plan targets in words, from the catalogue (the walk test checks each names every target). */
export const PLAN_TARGETS_MESSAGE = `Content plans can target ${inWords(planTargetNames(true))} only.`;
export const CONTENT_PLAN_PLATFORM_ENUM_MESSAGE = `Plans can be made for ${inWords(planTargetNames(false))}`;

export const PLAN_MESSAGES = {
  failed: "Failed to generate content plan",
} as const;

/** Spec §9 bulk totals: text only 7 → 7, 15 and 30 free; with images 7 → 35, 15 → 75, 30 → 150. */
const TEXT_COST: Record<PlanPeriod, number> = { 7: 7, 15: 0, 30: 0 };
const IMAGES_COST: Record<PlanPeriod, number> = { 7: 35, 15: 75, 30: 150 };

export function planCost(period: PlanPeriod, includeImages: boolean): number {
  return includeImages ? IMAGES_COST[period] : TEXT_COST[period];
}

/** What one draft's image accounts for in a plan with images (refunded if that image fails): 4, 5, 5. */
export function imageShare(period: PlanPeriod): number {
  return Math.floor((IMAGES_COST[period] - TEXT_COST[period]) / period);
}

/** The image size of a plan: the only platform's own, else the general square. */
function mediaPlatformFor(platforms: NetworkKey[]): MediaPlatform {
  const only = platforms.length === 1 ? platforms[0] : undefined;
  return MEDIA_PLATFORMS.find((p) => p.value === only)?.value ?? "general";
}

/** The daily angles the plan rotates through, so consecutive posts are not the same post. */
export const PLAN_ANGLES = [
  "practical tips",
  "a short story or real-world example",
  "a question to the audience",
  "myth vs fact",
  "a quick checklist",
  "a common mistake and how to avoid it",
  "a surprising statistic or insight",
  "a behind-the-scenes look",
  "a beginner's guide",
  "a prediction for the future",
] as const;

export function angleForDay(index: number): string {
  return PLAN_ANGLES[index % PLAN_ANGLES.length]!;
}

/** The local dates of the plan: `period` consecutive days starting tomorrow in `zone`. */
export function planDates(period: number, startTime: string, zone: string, now: Date): Date[] {
  const tomorrow = dayjs(now).tz(zone).add(1, "day").format("YYYY-MM-DD");
  return Array.from({ length: period }, (_, i) => {
    const date = dayjs.utc(tomorrow).add(i, "day").format("YYYY-MM-DD");
    return zonedDateTime(date, startTime, zone);
  });
}

export interface PlanInput {
  subject: string;
  platforms: string[];
  period: PlanPeriod;
  startTime: string;
  tone: Tone;
  includeImages: boolean;
}

export interface PlanOptions {
  /** The clock (tests fix it); the plan starts the day after this, in the user's time zone. */
  now?: Date;
}

/** Writes one text per day, a few at a time (a model provider dislikes 30 parallel calls). */
async function writeDays(input: PlanInput, platforms: NetworkKey[], count: number): Promise<string[]> {
  const cfg = await getTextGenerator();
  const fit = textFitFor(platforms);
  const texts: string[] = new Array<string>(count);
  const BATCH = 5;
  for (let start = 0; start < count; start += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => start + k);
    await Promise.all(
      indexes.map(async (i) => {
        const brief = {
          topic: `${input.subject} (day ${i + 1}: ${angleForDay(i)})`,
          tone: input.tone,
          length: "medium" as const,
          ...fit,
          variant: i,
        };
        const { system, prompt } = buildPostPrompt(brief, platforms);
        const result = await cfg.generator.generate({
          system,
          prompt,
          brief,
          model: cfg.model,
          maxTokens: cfg.maxTokens,
          temperature: cfg.temperature,
        });
        const text = finishPostText(result.text, fit.charLimit, fit.counting);
        if (!text) throw new Error("empty text");
        texts[i] = text;
      }),
    );
  }
  return texts;
}

/** A member in a workspace; a bare user id is a user in their personal workspace (scripts, tests). */
async function actorOf(who: Actor | string): Promise<Actor> {
  return typeof who === "string" ? personalActor(who) : who;
}

/**
 * POST /api/posts/ai-content-plan (the plan and the role are checked by the procedure): drafts in the
 * active workspace, on its accounts, paid by its owner (prompts and post cap); the member is their author.
 */
export async function generateContentPlan(who: Actor | string, input: PlanInput, options: PlanOptions = {}) {
  const actor = await actorOf(who);
  const { userId } = actor;
  const account = { payerId: actor.ownerUserId, spenderId: userId, workspaceId: actor.workspaceId };
  const now = options.now ?? new Date();
  const subject = input.subject.trim();
  if (!subject) throw ValidationError("Please enter a subject for your content plan");
  const platforms = [...new Set(input.platforms)] as NetworkKey[];
  if (platforms.length === 0) throw ValidationError("Please select at least one platform first");
  if (platforms.some((p) => !(CONTENT_PLAN_NETWORKS as readonly string[]).includes(p))) {
    throw ValidationError(PLAN_TARGETS_MESSAGE);
  }
  checkConnected(platforms, await workspaceUsablePlatforms(actor.workspaceId));

  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } });
  const dates = planDates(input.period, input.startTime, user.timeZone, now);
  const cost = planCost(input.period, input.includeImages);
  const reason = `ai.content_plan.${input.period}d`;
  // Before any prompt is charged or text written: a plan that cannot be stored costs nothing.
  await checkPostRoom(actor.ownerUserId, dates.length);
  if (cost > 0) await chargePrompts(account, cost, reason);

  let postIds: string[];
  const images: { id: string; userId: string; workspaceId: string; kind: string; promptsCharged: number }[] = [];
  try {
    const texts = await writeDays({ ...input, subject }, platforms, input.period);
    const generatorKind = input.includeImages ? getMediaGenerator().kind : null;
    const mediaPlatform = mediaPlatformFor(platforms);
    const { width, height } = MEDIA_PLATFORMS.find((p) => p.value === mediaPlatform)!.dimensions;
    postIds = await db.$transaction(async (tx) => {
      await takePostRoom(tx, actor.ownerUserId, texts.length);
      const plan = await tx.contentPlan.create({
        data: {
          userId,
          workspaceId: actor.workspaceId,
          subject,
          platforms,
          period: input.period,
          startTime: input.startTime,
          tone: input.tone,
          includeImages: input.includeImages,
          promptsCharged: cost,
        },
      });
      const ids: string[] = [];
      for (const [i, content] of texts.entries()) {
        const post = await tx.post.create({
          data: {
            userId,
            workspaceId: actor.workspaceId,
            content,
            platforms,
            status: "draft",
            scheduledAt: dates[i]!,
            aiGenerated: true,
            source: "plan",
            contentPlanId: plan.id,
          },
          select: { id: true },
        });
        ids.push(post.id);
        if (generatorKind) {
          // Charged as part of the plan above; the asset records its share for a refund.
          const image = await tx.mediaAsset.create({
            data: {
              userId,
              workspaceId: actor.workspaceId,
              kind: "image",
              source: generatorKind,
              status: "processing",
              prompt: `${subject}: ${angleForDay(i)}`,
              platform: mediaPlatform,
              style: "realistic",
              quality: "hd",
              width,
              height,
              promptsCharged: imageShare(input.period),
            },
            select: ASSET_ROW,
          });
          images.push(image);
        }
      }
      // Each post's history starts here: created as a draft by the plan's author.
      await tx.postEvent.createMany({
        data: ids.map((postId, i) => ({
          ...actorEvent(actor, "contentPlan"),
          postId,
          toStatus: "draft",
          detail: { networks: platforms, scheduledAt: dates[i]!.toISOString() },
        })),
      });
      return ids;
    });
  } catch (err) {
    await refundPrompts(account, cost, reason);
    if (err instanceof AppError) throw err;
    logger.warn({ err, reason }, "content plan generation failed");
    throw UpstreamError(PLAN_MESSAGES.failed);
  }

  // Images are made on the worker and added to their drafts when ready (one job per draft).
  if (images.length > 0) await enqueueMediaAssets(images, postIds);
  await recordActivity(userId, "post.created", { contentPlan: true, period: input.period, platforms, postIds, images: images.length });
  const posts = await db.post.findMany({ where: { id: { in: postIds } }, include: POST_INCLUDE, orderBy: { scheduledAt: "asc" } });
  const usage = await currentUsage(actor.ownerUserId);
  const promptsText = cost === 0 ? "No AI prompts used." : `${cost} AI prompt${cost === 1 ? "" : "s"} used.`;
  return {
    posts: posts.map(presentPost),
    message:
      `Created a ${input.period}-day content plan (${posts.length} drafts). ${promptsText}` +
      (images.length > 0 ? " Images are being generated and will be added to the drafts when ready." : ""),
    promptsCharged: cost,
    /** The drafts' images in the making (poll GET /api/falai/status/{id}); empty without images. */
    images: images.map((image, i) => ({ postId: postIds[i]!, id: image.id })),
    ...usage,
  };
}

/** POST /api/posts/approve-content-plan: the workspace's drafts become scheduled at their planned time. */
export async function approveContentPlan(who: Actor | string, postIds: string[]) {
  const actor = await actorOf(who);
  const { workspaceId } = actor;
  const ids = [...new Set(postIds)];
  const drafts = await db.post.findMany({ where: { id: { in: ids }, workspaceId, status: "draft" }, select: { id: true } });
  const problems: string[] = [];
  let updatedPosts = 0;
  for (const { id } of drafts) {
    try {
      await approvePost(actor, id);
      updatedPosts += 1;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      problems.push(err.message);
    }
  }
  const finalScheduledCount = await db.post.count({ where: { id: { in: ids }, workspaceId, status: "scheduled" } });
  // Where the member's posts need approval, approving the plan submits its drafts for review (issue 26).
  const inReview = await db.post.count({ where: { id: { in: ids }, workspaceId, status: "in_review" } });
  const debug = { finalScheduledCount, foundDraftPosts: drafts.length, updatedPosts, requested: ids.length };
  if (inReview > 0 && finalScheduledCount === 0) {
    return { scheduled: true, message: `Content plan submitted for review: ${inReview} post${inReview === 1 ? "" : "s"} wait for approval.`, debug };
  }
  if (finalScheduledCount === 0) {
    const why = problems[0] ?? "None of these posts is one of your drafts.";
    return { scheduled: false, message: `No posts were scheduled. ${why}`, debug };
  }
  const skipped = ids.length - updatedPosts;
  const message =
    `Content plan approved: ${updatedPosts} post${updatedPosts === 1 ? "" : "s"} scheduled.` +
    (skipped > 0 ? ` ${skipped} could not be scheduled${problems[0] ? ` (${problems[0]})` : ""}.` : "");
  return { scheduled: true, message, debug };
}
