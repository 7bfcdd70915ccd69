/** The named zod schemas of the video router (./video.ts). */
import { z } from "zod";
import { VIDEO_PLATFORMS } from "@/server/services/video/constants";

export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Times must be HH:MM");
export const platformList = z
  .array(z.enum(VIDEO_PLATFORMS, { error: "Platforms must be TikTok or YouTube Shorts" }))
  .min(1, "Please select at least one platform");

export const usage = { aiPromptsUsed: z.number().int(), aiPromptsLimit: z.number().int() };

export const settingSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentTheme: z.string(),
  videoLength: z.number().int(),
  videosPerBatch: z.number().int(),
  postingFrequency: z.string(),
  preferredTimes: z.array(z.string()),
  platforms: z.array(z.string()),
  isActive: z.boolean(),
  estimatedCost: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export const entrySchema = z.object({
  id: z.string(),
  settingId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  status: z.enum(["pending", "generating", "ready", "scheduled", "published", "failed"]),
  platforms: z.array(z.string()),
  aiPromptsUsed: z.number().int(),
  scheduledAt: z.date().nullable(),
  videoUrl: z.string().nullable(),
  thumbnail: z.string().nullable(),
  errorMessage: z.string().nullable(),
  postId: z.string().nullable(),
  progress: z.number().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export const done = z.object({ success: z.literal(true), message: z.string() });
