import { z } from "zod";
import { createTRPCRouter, paidProcedure, protectedProcedure } from "@/server/api/trpc";
import { notImplemented, rest } from "@/server/api/rest";
import { idParam, isoDateTime, networkField, pendingResponse, requiredString, TONES } from "@/server/api/schemas/common";

const platformsField = z.array(networkField, { error: "Platforms must be a list" }).min(1, "Please select at least one platform.");
const mediaUrlsField = z.array(z.string().max(2048)).max(10).default([]);

export const postRouter = createTRPCRouter({
  byId: protectedProcedure
    .meta(rest("GET", "/posts/{id}", "posts"))
    .input(idParam)
    .output(pendingResponse)
    .query(notImplemented),
  update: protectedProcedure
    .meta(rest("PUT", "/posts/{id}", "posts"))
    .input(
      idParam.extend({
        content: z.string().max(2000, "Post content must be at most 2000 characters").optional(),
        platforms: platformsField.optional(),
        scheduledAt: isoDateTime.optional(),
      }),
    )
    .output(pendingResponse)
    .mutation(notImplemented),
  delete: protectedProcedure
    .meta(rest("DELETE", "/posts/{id}", "posts"))
    .input(idParam)
    .output(pendingResponse)
    .mutation(notImplemented),
  schedule: protectedProcedure
    .meta(rest("POST", "/posts/schedule", "posts"))
    .input(
      z.object({
        content: requiredString("Content", 3000),
        platforms: platformsField,
        scheduledAt: isoDateTime,
        mediaUrls: mediaUrlsField,
      }),
    )
    .output(pendingResponse)
    .mutation(notImplemented),
  publish: protectedProcedure
    .meta(rest("POST", "/posts/publish", "posts"))
    .input(z.object({ content: requiredString("Content", 3000), platforms: platformsField, mediaUrls: mediaUrlsField }))
    .output(pendingResponse)
    .mutation(notImplemented),
  publishNow: protectedProcedure
    .meta(rest("POST", "/posts/{id}/publish-now", "posts"))
    .input(idParam)
    .output(pendingResponse)
    .mutation(notImplemented),
  approve: protectedProcedure
    .meta(rest("POST", "/posts/{id}/approve", "posts"))
    .input(idParam)
    .output(pendingResponse)
    .mutation(notImplemented),
  republish: protectedProcedure
    .meta(rest("POST", "/posts/{id}/republish", "posts"))
    .input(idParam)
    .output(pendingResponse)
    .mutation(notImplemented),
  generateContentPlan: paidProcedure
    .meta(rest("POST", "/posts/ai-content-plan", "posts"))
    .input(
      z.object({
        subject: requiredString("Subject", 500),
        platforms: z.array(z.enum(["linkedin", "x", "facebook", "threads", "instagram"])).min(1, "Please select at least one platform first"),
        period: z.union([z.literal(7), z.literal(15), z.literal(30)]).default(7),
        startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Start time must be HH:mm").default("09:00"),
        tone: z.enum(TONES).default("professional"),
        includeImages: z.boolean().default(false),
      }),
    )
    .output(pendingResponse)
    .mutation(notImplemented),
  approveContentPlan: protectedProcedure
    .meta(rest("POST", "/posts/approve-content-plan", "posts"))
    .input(z.object({ postIds: z.array(z.string().min(1).max(64)).min(1, "No posts to approve").max(60) }))
    .output(pendingResponse)
    .mutation(notImplemented),
});
