import { z } from "zod";
import { createTRPCRouter, paidProcedure, protectedProcedure } from "@/server/api/trpc";
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
  schedulePost,
  updatePost,
} from "@/server/services/posts/posts";
import { approveContentPlan, generateContentPlan } from "@/server/services/ai/plans";

// Exact limits (3000 wizard / 2000 edit, per network) are the service's, with the spec's messages;
// these bounds only keep absurd payloads out.
const contentField = z.string({ error: "Content is required" }).max(20_000, "Post content is far too long");
const platformsField = z.array(networkField, { error: "Platforms must be a list" }).max(7);
const mediaUrlsField = z.array(z.string().max(2048)).max(10).default([]);
/** How the text was written: by the user, by AI from a topic, or by AI from a link (marks the post AI-generated). */
const sourceField = z.enum(["manual", "ai", "link"]).default("manual");
/** The AI text (ai.generate's generationId) this post keeps: its free regeneration stays free. */
const generationIdField = z.string().trim().max(100).optional();

const postAnswer = z.object({ success: z.literal(true), message: z.string(), post: postSchema });
const publishAnswer = z.object({ success: z.boolean(), message: z.string(), results: z.array(publishResultSchema), post: postSchema });

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
  debug: z.object({ finalScheduledCount: z.number().int(), foundDraftPosts: z.number().int(), updatedPosts: z.number().int(), requested: z.number().int() }),
});

export const postRouter = createTRPCRouter({
  byId: protectedProcedure
    .meta(rest("GET", "/posts/{id}", "posts"))
    .input(idParam)
    .output(z.object({ success: z.literal(true), post: postSchema }))
    .query(async ({ ctx, input }) => ({ success: true as const, post: await getPost(ctx.user.id, input.id) })),

  update: protectedProcedure
    .meta(rest("PUT", "/posts/{id}", "posts"))
    .input(
      idParam.extend({
        content: contentField.optional(),
        platforms: platformsField.optional(),
        scheduledAt: isoDateTime.optional(),
        mediaUrls: z.array(z.string().max(2048)).max(10).optional(),
      }),
    )
    .output(postAnswer)
    .mutation(async ({ ctx, input }) => {
      const result = await updatePost(ctx.user.id, input.id, {
        content: input.content,
        platforms: input.platforms,
        scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : undefined,
        mediaUrls: input.mediaUrls,
      });
      return { ...result, success: true as const };
    }),

  delete: protectedProcedure
    .meta(rest("DELETE", "/posts/{id}", "posts"))
    .input(idParam)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => ({ ...(await deletePost(ctx.user.id, input.id)), success: true as const })),

  schedule: protectedProcedure
    .meta(rest("POST", "/posts/schedule", "posts"))
    .input(z.object({ content: requiredString("Content", 20_000), platforms: platformsField, scheduledAt: isoDateTime, mediaUrls: mediaUrlsField, source: sourceField, generationId: generationIdField }))
    .output(postAnswer)
    .mutation(async ({ ctx, input }) => {
      const post = await schedulePost(ctx.user.id, { ...input, scheduledAt: new Date(input.scheduledAt) });
      return { success: true as const, message: "Post scheduled", post };
    }),

  publish: protectedProcedure
    .meta(rest("POST", "/posts/publish", "posts"))
    .input(z.object({ content: requiredString("Content", 20_000), platforms: platformsField, mediaUrls: mediaUrlsField, source: sourceField, generationId: generationIdField }))
    .output(publishAnswer)
    .mutation(({ ctx, input }) => publishNewPost(ctx.user.id, input)),

  publishNow: protectedProcedure
    .meta(rest("POST", "/posts/{id}/publish-now", "posts"))
    .input(idParam)
    .output(publishAnswer)
    .mutation(({ ctx, input }) => publishExistingNow(ctx.user.id, input.id)),

  approve: protectedProcedure
    .meta(rest("POST", "/posts/{id}/approve", "posts"))
    .input(idParam)
    .output(postAnswer)
    .mutation(async ({ ctx, input }) => ({ ...(await approvePost(ctx.user.id, input.id)), success: true as const })),

  republish: protectedProcedure
    .meta(rest("POST", "/posts/{id}/republish", "posts"))
    .input(idParam)
    .output(publishAnswer)
    .mutation(({ ctx, input }) => republishPost(ctx.user.id, input.id)),

  generateContentPlan: paidProcedure
    .meta(rest("POST", "/posts/ai-content-plan", "posts"))
    .input(
      z.object({
        subject: requiredString("Subject", 500),
        platforms: z
          .array(z.enum(["linkedin", "x", "facebook", "threads", "instagram"], { error: "Plans can be made for LinkedIn, X, Facebook, Threads and Instagram" }), {
            error: "Platforms must be a list",
          })
          .min(1, "Please select at least one platform first"),
        period: z.union([z.literal(7), z.literal(15), z.literal(30)], { error: "Period must be 7, 15 or 30 days" }).default(7),
        startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Start time must be HH:mm").default("09:00"),
        tone: z.enum(TONES, { error: "Unknown tone" }).default("professional"),
        includeImages: jsonBoolean("includeImages").default(false),
      }),
    )
    .output(planAnswer)
    .mutation(({ ctx, input }) => generateContentPlan(ctx.user.id, input)),

  approveContentPlan: protectedProcedure
    .meta(rest("POST", "/posts/approve-content-plan", "posts"))
    .input(z.object({ postIds: z.array(idField("Post id"), { error: "postIds must be a list of post ids" }).min(1, "No posts to approve").max(60) }))
    .output(approvePlanAnswer)
    .mutation(({ ctx, input }) => approveContentPlan(ctx.user.id, input.postIds)),
});
