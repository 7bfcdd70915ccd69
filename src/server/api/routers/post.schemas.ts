/** The named zod schemas of the post router (./post.ts). */
import { z } from "zod";
import { idParam, isoDateTime, idField, jsonBoolean, networkField, requiredString, TONES } from "@/server/api/schemas/common";
import { postSchema, publishResultSchema } from "@/server/api/schemas/post";
import { SAVE_MODES } from "@/server/services/posts/posts";
import { CONTENT_PLAN_PLATFORM_ENUM_MESSAGE } from "@/server/services/ai/content-plans";
import { CONTENT_PLAN_NETWORKS } from "@/lib/networks";

// Exact limits (3000 wizard / 2000 edit, per network) are the service's, with the spec's messages;
// these bounds only keep absurd payloads out.
export const contentField = z.string({ error: "Content is required" }).max(20_000, "Post content is far too long");
export const platformsField = z.array(networkField, { error: "Platforms must be a list" }).max(7);
export const mediaUrlsField = z.array(z.string().max(2048)).max(10).default([]);
/** Alt text per media file, in mediaUrls' order ("" = none; the 1000-character limit is the service's). */
export const mediaAltField = z
  .array(z.string({ error: "Alt texts must be strings" }).max(5000))
  .max(10)
  .optional();
/** How the text was written: by the user, by AI from a topic, or by AI from a link (marks the post AI-generated). */
export const sourceField = z.enum(["manual", "ai", "link"]).default("manual");
/** The AI text (ai.generate's generationId) this post keeps: its free regeneration stays free. */
export const generationIdField = z.string().trim().max(100).optional();

export const postAnswer = z.object({ success: z.literal(true), message: z.string(), post: postSchema });
export const publishAnswer = z.object({ success: z.boolean(), message: z.string(), results: z.array(publishResultSchema), post: postSchema });
/** posts/save: a publish answer in now mode (success: every network took it), else success with no results. */
export const saveAnswer = publishAnswer;

export const planAnswer = z.object({
  success: z.literal(true),
  posts: z.array(postSchema),
  message: z.string(),
  promptsCharged: z.number().int(),
  /** With includeImages: each draft's image job (its status at GET /api/falai/status/{id}). */
  images: z.array(z.object({ postId: z.string(), id: z.string() })),
  aiPromptsUsed: z.number().int(),
  aiPromptsLimit: z.number().int(),
});
export const approvePlanAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  debug: z.object({
    finalScheduledCount: z.number().int(),
    foundDraftPosts: z.number().int(),
    updatedPosts: z.number().int(),
    requested: z.number().int(),
  }),
});

export const updateInput = idParam.extend({
  content: contentField.optional(),
  platforms: platformsField.optional(),
  scheduledAt: isoDateTime.optional(),
  mediaUrls: z.array(z.string().max(2048)).max(10).optional(),
  mediaAlt: mediaAltField,
});
export const scheduleInput = z.object({
  content: requiredString("Content", 20_000),
  platforms: platformsField,
  scheduledAt: isoDateTime,
  mediaUrls: mediaUrlsField,
  mediaAlt: mediaAltField,
  source: sourceField,
  generationId: generationIdField,
});
export const saveDraftInput = z.object({
  id: z.string().min(1).max(64).optional(),
  content: requiredString("Content", 20_000),
  platforms: platformsField.default([]),
  mediaUrls: mediaUrlsField,
  mediaAlt: mediaAltField,
  scheduledAt: isoDateTime.nullable().optional(),
  source: sourceField,
});
export const saveInput = z.object({
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
});
export const publishInput = z.object({
  content: requiredString("Content", 20_000),
  platforms: platformsField,
  mediaUrls: mediaUrlsField,
  mediaAlt: mediaAltField,
  source: sourceField,
  generationId: generationIdField,
});
export const contentPlanInput = z.object({
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
});
export const approveContentPlanInput = z.object({
  postIds: z.array(idField("Post id"), { error: "postIds must be a list of post ids" }).min(1, "No posts to approve").max(60),
});
