import { z } from "zod";
import { createTRPCRouter, paidProcedure, protectedProcedure, workspaceProcedure } from "@/server/api/trpc";
import { ok, publishAnswerOf } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { idParam, isoDateTime, idField, jsonBoolean, networkField, requiredString, TONES } from "@/server/api/schemas/common";
import { postSchema, publishResultSchema } from "@/server/api/schemas/post";
import {
  approvePost,
  deletePost,
  getPost,
  publishExistingNow,
  publishNewPost,
  republishPost,
  saveDraft,
  savePost,
  schedulePost,
  updatePost,
  SAVE_MODES,
  type SaveMode,
} from "@/server/services/posts/posts";
import { approveContentPlan, generateContentPlan, CONTENT_PLAN_PLATFORM_ENUM_MESSAGE } from "@/server/services/ai/content-plans";
import { CONTENT_PLAN_NETWORKS } from "@/lib/networks";
import { postListProcedures } from "./post-list";

// Exact limits (3000 wizard / 2000 edit, per network) are the service's, with the spec's messages;
// these bounds only keep absurd payloads out.
const contentField = z.string({ error: "Content is required" }).max(20_000, "Post content is far too long");
const platformsField = z.array(networkField, { error: "Platforms must be a list" }).max(7);
const mediaUrlsField = z.array(z.string().max(2048)).max(10).default([]);
/** Alt text per media file, in mediaUrls' order ("" = none; the 1000-character limit is the service's). */
const mediaAltField = z
  .array(z.string({ error: "Alt texts must be strings" }).max(5000))
  .max(10)
  .optional();
/** How the text was written: by the user, by AI from a topic, or by AI from a link (marks the post AI-generated). */
const sourceField = z.enum(["manual", "ai", "link"]).default("manual");
/** The AI text (ai.generate's generationId) this post keeps: its free regeneration stays free. */
const generationIdField = z.string().trim().max(100).optional();

const postAnswer = z.object({ success: z.literal(true), message: z.string(), post: postSchema });
const publishAnswer = z.object({ success: z.boolean(), message: z.string(), results: z.array(publishResultSchema), post: postSchema });
/** posts/save: a publish answer in now mode (success: every network took it), else success with no results. */
const saveAnswer = publishAnswer;
const SAVED_MESSAGES: Record<Exclude<SaveMode, "now">, string> = { draft: "Draft saved", schedule: "Post scheduled", keep: "Post Updated!" };

const planAnswer = z.object({
  success: z.literal(true),
  posts: z.array(postSchema),
  message: z.string(),
  promptsCharged: z.number().int(),
  /** With includeImages: each draft's image job (its status at GET /api/falai/status/{id}). */
  images: z.array(z.object({ postId: z.string(), id: z.string() })),
  aiPromptsUsed: z.number().int(),
  aiPromptsLimit: z.number().int(),
});
const approvePlanAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  debug: z.object({
    finalScheduledCount: z.number().int(),
    foundDraftPosts: z.number().int(),
    updatedPosts: z.number().int(),
    requested: z.number().int(),
  }),
});

export const postRouter = createTRPCRouter({
  // The list, its counts and the calendar (served at the spec's /dashboard/... paths).
  ...postListProcedures,

  byId: workspaceProcedure("CLIENT")
    .meta(rest("GET", "/posts/{id}", "posts"))
    .input(idParam)
    .output(z.object({ success: z.literal(true), post: postSchema }))
    .query(async ({ ctx, input }) => ({ success: true as const, post: await getPost(ctx.actor, input.id) })),

  update: workspaceProcedure("EDITOR")
    .meta(rest("PUT", "/posts/{id}", "posts"))
    .input(
      idParam.extend({
        content: contentField.optional(),
        platforms: platformsField.optional(),
        scheduledAt: isoDateTime.optional(),
        mediaUrls: z.array(z.string().max(2048)).max(10).optional(),
        mediaAlt: mediaAltField,
      }),
    )
    .output(postAnswer)
    .mutation(async ({ ctx, input }) => {
      const post = await updatePost(ctx.actor, input.id, {
        content: input.content,
        platforms: input.platforms,
        scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : undefined,
        mediaUrls: input.mediaUrls,
        mediaAlt: input.mediaAlt,
      });
      return ok({ message: "Post Updated!", post });
    }),

  delete: workspaceProcedure("EDITOR")
    .meta(rest("DELETE", "/posts/{id}", "posts"))
    .input(idParam)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await deletePost(ctx.actor, input.id);
      return ok({ message: "Post deleted" });
    }),

  schedule: workspaceProcedure("EDITOR")
    .meta(rest("POST", "/posts/schedule", "posts"))
    .input(
      z.object({
        content: requiredString("Content", 20_000),
        platforms: platformsField,
        scheduledAt: isoDateTime,
        mediaUrls: mediaUrlsField,
        mediaAlt: mediaAltField,
        source: sourceField,
        generationId: generationIdField,
      }),
    )
    .output(postAnswer)
    .mutation(async ({ ctx, input }) => {
      const post = await schedulePost(ctx.actor, { ...input, scheduledAt: new Date(input.scheduledAt) });
      return ok({ message: "Post scheduled", post });
    }),

  saveDraft: workspaceProcedure("CONTRIBUTOR")
    .meta(rest("POST", "/posts/draft", "posts", { summary: "Save a post as a draft (new, or an existing post by id): networks and date optional" }))
    .input(
      z.object({
        id: z.string().min(1).max(64).optional(),
        content: requiredString("Content", 20_000),
        platforms: platformsField.default([]),
        mediaUrls: mediaUrlsField,
        mediaAlt: mediaAltField,
        scheduledAt: isoDateTime.nullable().optional(),
        source: sourceField,
      }),
    )
    .output(postAnswer)
    .mutation(async ({ ctx, input }) => {
      const post = await saveDraft(ctx.actor, { ...input, scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null });
      return ok({ message: "Draft saved", post });
    }),

  save: workspaceProcedure("EDITOR")
    .meta(
      rest("POST", "/posts/save", "posts", {
        summary:
          "Save a post (new, or an existing one by id) and move it to its next state in one step: mode draft, schedule (at), now (publish at once; a failed post is republished) or keep (edits only; a scheduled post goes out at `at` or its time)",
      }),
    )
    .input(
      z.object({
        id: z.string().min(1).max(64).optional(),
        content: requiredString("Content", 20_000),
        platforms: platformsField.default([]),
        /** Omitted for an existing post: its media stay as they are. */
        mediaUrls: z.array(z.string().max(2048)).max(10).optional(),
        mediaAlt: mediaAltField,
        mode: z.enum(SAVE_MODES, { error: "Mode must be draft, schedule, now or keep" }),
        at: isoDateTime.nullable().optional(),
        source: sourceField,
        generationId: generationIdField,
      }),
    )
    .output(saveAnswer)
    .mutation(async ({ ctx, input }) => {
      const saved = await savePost(ctx.actor, { ...input, at: input.at ? new Date(input.at) : null });
      if (saved.mode === "now") return publishAnswerOf(saved);
      return ok({ message: SAVED_MESSAGES[saved.mode], results: [], post: saved.post });
    }),

  publish: workspaceProcedure("EDITOR")
    .meta(rest("POST", "/posts/publish", "posts"))
    .input(
      z.object({
        content: requiredString("Content", 20_000),
        platforms: platformsField,
        mediaUrls: mediaUrlsField,
        mediaAlt: mediaAltField,
        source: sourceField,
        generationId: generationIdField,
      }),
    )
    .output(publishAnswer)
    .mutation(async ({ ctx, input }) => publishAnswerOf(await publishNewPost(ctx.actor, input))),

  publishNow: workspaceProcedure("EDITOR")
    .meta(rest("POST", "/posts/{id}/publish-now", "posts"))
    .input(idParam)
    .output(publishAnswer)
    .mutation(async ({ ctx, input }) => publishAnswerOf(await publishExistingNow(ctx.actor, input.id))),

  approve: workspaceProcedure("EDITOR")
    .meta(rest("POST", "/posts/{id}/approve", "posts"))
    .input(idParam)
    .output(postAnswer)
    .mutation(async ({ ctx, input }) => ok({ message: "Post approved and scheduled", post: await approvePost(ctx.actor, input.id) })),

  republish: workspaceProcedure("EDITOR")
    .meta(rest("POST", "/posts/{id}/republish", "posts"))
    .input(idParam)
    .output(publishAnswer)
    .mutation(async ({ ctx, input }) => publishAnswerOf(await republishPost(ctx.actor, input.id))),

  generateContentPlan: paidProcedure
    .meta(rest("POST", "/posts/ai-content-plan", "posts"))
    .input(
      z.object({
        subject: requiredString("Subject", 500),
        platforms: z
          .array(z.enum(CONTENT_PLAN_NETWORKS, { error: CONTENT_PLAN_PLATFORM_ENUM_MESSAGE }), {
            error: "Platforms must be a list",
          })
          .min(1, "Please select at least one platform first"),
        period: z.union([z.literal(7), z.literal(15), z.literal(30)], { error: "Period must be 7, 15 or 30 days" }).default(7),
        startTime: z
          .string()
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Start time must be HH:mm")
          .default("09:00"),
        tone: z.enum(TONES, { error: "Unknown tone" }).default("professional"),
        includeImages: jsonBoolean("includeImages").default(false),
      }),
    )
    .output(planAnswer)
    .mutation(async ({ ctx, input }) => ok(await generateContentPlan(ctx.user.id, input))),

  approveContentPlan: protectedProcedure
    .meta(rest("POST", "/posts/approve-content-plan", "posts"))
    .input(z.object({ postIds: z.array(idField("Post id"), { error: "postIds must be a list of post ids" }).min(1, "No posts to approve").max(60) }))
    .output(approvePlanAnswer)
    .mutation(async ({ ctx, input }) => {
      // Not an error: the answer says none were scheduled, and why (spec).
      const { scheduled, ...answer } = await approveContentPlan(ctx.user.id, input.postIds);
      return { success: scheduled, ...answer };
    }),
});
