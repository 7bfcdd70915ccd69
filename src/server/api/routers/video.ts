import { z } from "zod";
import { createTRPCRouter, premiumProcedure, protectedProcedure } from "@/server/api/trpc";
import { notImplemented, rest } from "@/server/api/rest";
import { idParam, isoDateTime, pendingResponse, requiredString } from "@/server/api/schemas/common";

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Times must be HH:MM");
const videoPlatforms = z.array(z.enum(["TikTok", "YouTube Shorts"])).min(1, "Please select at least one platform");

export const videoRouter = createTRPCRouter({
  status: protectedProcedure.meta(rest("GET", "/video-generation/status", "video")).input(z.void()).output(pendingResponse).query(notImplemented),
  platforms: protectedProcedure.meta(rest("GET", "/video-generation/platforms", "video")).input(z.void()).output(pendingResponse).query(notImplemented),
  listSettings: premiumProcedure.meta(rest("GET", "/video-generation/settings", "video")).input(z.void()).output(pendingResponse).query(notImplemented),
  createSetting: premiumProcedure
    .meta(rest("POST", "/video-generation/settings", "video"))
    .input(
      z.object({
        name: requiredString("Name", 100),
        contentTheme: requiredString("Content theme", 1000),
        videoLength: z.union([z.literal(15), z.literal(30), z.literal(60)]).default(30),
        videosPerBatch: z.union([z.literal(1), z.literal(3), z.literal(5), z.literal(10)]).default(1),
        postingFrequency: z.enum(["1x_day", "2x_day", "3x_day"]).default("1x_day"),
        preferredTimes: z.array(hhmm).min(1, "Add at least one preferred time").max(10).default(["09:00"]),
        platforms: videoPlatforms,
      }),
    )
    .output(pendingResponse)
    .mutation(notImplemented),
  updateSetting: premiumProcedure
    .meta(rest("PUT", "/video-generation/settings/{id}", "video"))
    .input(idParam.extend({ isActive: z.boolean() }))
    .output(pendingResponse)
    .mutation(notImplemented),
  deleteSetting: premiumProcedure.meta(rest("DELETE", "/video-generation/settings/{id}", "video")).input(idParam).output(pendingResponse).mutation(notImplemented),
  generate: premiumProcedure
    .meta(rest("POST", "/video-generation/generate/{settingId}", "video"))
    .input(z.object({ settingId: z.string().min(1).max(64) }))
    .output(pendingResponse)
    .mutation(notImplemented),
  queue: premiumProcedure.meta(rest("GET", "/video-generation/queue", "video")).input(z.void()).output(pendingResponse).query(notImplemented),
  updateQueueEntry: premiumProcedure
    .meta(rest("PUT", "/video-generation/queue/{id}", "video"))
    .input(idParam.extend({ title: z.string().trim().max(200).optional(), description: z.string().max(5000).optional(), scheduledAt: isoDateTime.nullable().optional() }))
    .output(pendingResponse)
    .mutation(notImplemented),
  deleteQueueEntry: premiumProcedure.meta(rest("DELETE", "/video-generation/queue/{id}", "video")).input(idParam).output(pendingResponse).mutation(notImplemented),
  publish: premiumProcedure
    .meta(rest("POST", "/video-generation/publish", "video"))
    .input(
      z.object({
        videoId: z.string().min(1).max(64),
        title: z.string().max(200).optional(),
        description: z.string().max(5000).optional(),
        videoUrl: z.string().max(2048).optional(),
        platforms: z.array(z.string()).optional(),
      }),
    )
    .output(pendingResponse)
    .mutation(notImplemented),
});
