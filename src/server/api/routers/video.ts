import { z } from "zod";
import { createTRPCRouter, premiumWorkspaceProcedure, protectedProcedure, workspaceProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { idField, idParam, isoDateTime, jsonBoolean, requiredString } from "@/server/api/schemas/common";
import { publishResultSchema } from "@/server/api/schemas/post";
import { POSTING_FREQUENCIES, VIDEO_PLATFORMS } from "@/server/services/video/constants";
import { publishEntryNow } from "@/server/services/video/publishing";
import { deleteEntry, generateBatch, listQueue, presentEntry, updateEntry } from "@/server/services/video/entries";
import { createSetting, deleteSetting, listSettings, setSettingActive, videoPlatforms, videoStatus } from "@/server/services/video/settings";
import { hhmm, platformList, usage, settingSchema, entrySchema, done } from "./video.schemas";

export const videoRouter = createTRPCRouter({
  status: protectedProcedure
    .meta(rest("GET", "/video-generation/status", "video", { summary: "Whether AI video generation is open to the user, and their AI prompts" }))
    .input(z.void())
    .output(
      z.object({
        success: z.literal(true),
        available: z.boolean(),
        message: z.string(),
        user: z.object(usage),
        promptsPerVideo: z.number().int(),
      }),
    )
    .query(async ({ ctx }) => ok(await videoStatus(ctx.user))),

  platforms: workspaceProcedure("CLIENT")
    .meta(rest("GET", "/video-generation/platforms", "video", { summary: "TikTok and YouTube Shorts, and the user's accounts there" }))
    .input(z.void())
    .output(
      z.object({
        success: z.literal(true),
        platforms: z.array(z.object({ key: z.enum(VIDEO_PLATFORMS), name: z.string(), network: z.string(), connected: z.boolean() })),
        connectedAccounts: z.array(
          z.object({ platform: z.string(), network: z.string(), accountName: z.string(), isActive: z.boolean(), createdAt: z.date() }),
        ),
      }),
    )
    .query(async ({ ctx }) => ok(await videoPlatforms(ctx.workspace.id))),

  listSettings: premiumWorkspaceProcedure("CLIENT")
    .meta(rest("GET", "/video-generation/settings", "video", { summary: "List the AI video series settings" }))
    .input(z.void())
    .output(z.object({ success: z.literal(true), settings: z.array(settingSchema) }))
    .query(async ({ ctx }) => ok({ settings: await listSettings(ctx.workspace.id) })),

  // Writes need an editor: a setting's batches are scheduled and published without a review step (issue 26).
  createSetting: premiumWorkspaceProcedure("EDITOR")
    .meta(rest("POST", "/video-generation/settings", "video", { summary: "Create a video setting (premium; others get 403 requiresUpgrade)" }))
    .input(
      z.object({
        name: requiredString("Name", 100),
        contentTheme: requiredString("Content theme", 1000),
        videoLength: z.union([z.literal(15), z.literal(30), z.literal(60)], { error: "Video length must be 15, 30 or 60 seconds" }).default(30),
        videosPerBatch: z
          .union([z.literal(1), z.literal(3), z.literal(5), z.literal(10)], { error: "Videos per batch must be 1, 3, 5 or 10" })
          .default(1),
        postingFrequency: z.enum(POSTING_FREQUENCIES, { error: "Posting frequency must be 1x_day, 2x_day or 3x_day" }).default("1x_day"),
        preferredTimes: z
          .array(hhmm, { error: "Preferred times must be a list" })
          .min(1, "Add at least one preferred time")
          .max(10)
          .default(["09:00"]),
        platforms: platformList,
      }),
    )
    .output(done.extend({ requiresUpgrade: z.literal(false), setting: settingSchema }))
    .mutation(async ({ ctx, input }) => {
      const setting = await createSetting(ctx.actor, input);
      return ok({ message: `Setting "${setting.name}" created`, requiresUpgrade: false as const, setting });
    }),

  updateSetting: premiumWorkspaceProcedure("EDITOR")
    .meta(rest("PUT", "/video-generation/settings/{id}", "video", { summary: "Turn a setting active or inactive" }))
    .input(idParam.extend({ isActive: jsonBoolean("isActive") }))
    .output(done.extend({ setting: settingSchema }))
    .mutation(async ({ ctx, input }) => {
      const setting = await setSettingActive(ctx.workspace.id, input.id, input.isActive);
      return ok({ message: setting.isActive ? "Setting activated" : "Setting deactivated", setting });
    }),

  deleteSetting: premiumWorkspaceProcedure("EDITOR")
    .meta(rest("DELETE", "/video-generation/settings/{id}", "video", { summary: "Delete an AI video series setting" }))
    .input(idParam)
    .output(done)
    .mutation(async ({ ctx, input }) => {
      await deleteSetting(ctx.workspace.id, input.id);
      return ok({ message: "Setting deleted" });
    }),

  generate: premiumWorkspaceProcedure("EDITOR")
    .meta(
      rest("POST", "/video-generation/generate/{settingId}", "video", {
        summary: "Queue a batch (videosPerBatch × 20 AI prompts, charged at once, refunded per failed video)",
        scope: "ai",
      }),
    )
    .input(z.object({ settingId: idField("Setting id") }))
    .output(done.extend({ queueEntries: z.array(entrySchema), estimatedCost: z.number().int(), ...usage }))
    .mutation(async ({ ctx, input }) => ok(await generateBatch(ctx.actor, input.settingId))),

  queue: premiumWorkspaceProcedure("CLIENT")
    .meta(rest("GET", "/video-generation/queue", "video", { summary: "List the generated videos awaiting review" }))
    .input(z.void())
    .output(z.object({ success: z.literal(true), queue: z.array(entrySchema) }))
    .query(async ({ ctx }) => ok({ queue: await listQueue(ctx.workspace.id) })),

  updateQueueEntry: premiumWorkspaceProcedure("EDITOR")
    .meta(
      rest("PUT", "/video-generation/queue/{id}", "video", {
        summary: "Edit a finished video: title, description, scheduledAt (ISO; null publishes at once)",
      }),
    )
    .input(
      idParam.extend({
        title: z.string().trim().max(200).optional(),
        description: z.string().max(5000).optional(),
        scheduledAt: isoDateTime.nullable().optional(),
      }),
    )
    .output(done.extend({ video: entrySchema }))
    .mutation(async ({ ctx, input }) => ok(await updateEntry(ctx.actor, input.id, input))),

  deleteQueueEntry: premiumWorkspaceProcedure("EDITOR")
    .meta(rest("DELETE", "/video-generation/queue/{id}", "video", { summary: "Remove a video (not while generating, not once published)" }))
    .input(idParam)
    .output(done)
    .mutation(async ({ ctx, input }) => ok(await deleteEntry(ctx.actor, input.id))),

  publish: premiumWorkspaceProcedure("EDITOR")
    .meta(
      rest("POST", "/video-generation/publish", "video", {
        summary: "Publish a finished video now to TikTok and/or YouTube Shorts",
        scope: "publish",
      }),
    )
    .input(
      z.object({
        videoId: idField("Video id"),
        title: z.string().max(200).optional(),
        description: z.string().max(5000).optional(),
        videoUrl: z.string().max(2048).nullable().optional(),
        platforms: z.array(z.string().max(40)).max(2).optional(),
      }),
    )
    .output(
      z.object({
        success: z.boolean(),
        message: z.string(),
        status: z.enum(["published", "failed", "pending"]),
        results: z.array(publishResultSchema),
        video: entrySchema,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const answer = await publishEntryNow(ctx.actor, { ...input, videoUrl: input.videoUrl ?? undefined });
      // Not the ok() envelope: a publish every network refused answers success: false with its results.
      return {
        success: answer.status !== "failed",
        message: answer.message,
        status: answer.status,
        results: answer.results,
        video: presentEntry(answer.entry),
      };
    }),
});
