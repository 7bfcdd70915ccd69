import { z } from "zod";
import { createTRPCRouter, publicProcedure, workspaceProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { idParam, requiredString } from "@/server/api/schemas/common";
import { MEDIA_MESSAGES, mediaStatus, requestMedia } from "@/server/services/media/generate";
import { MEDIA_PLATFORMS, MEDIA_QUALITIES, MEDIA_STYLES } from "@/server/services/media/options";
import { mediaPlatform, quality, style, option, kind, started } from "./media.schemas";

export const mediaRouter = createTRPCRouter({
  options: publicProcedure
    .meta(rest("GET", "/falai/options", "media", { summary: "Image models and sizes offered for AI images", protect: false }))
    .input(z.void())
    .output(
      z.object({
        success: z.literal(true),
        data: z.object({
          platforms: z.array(z.object({ value: z.string(), label: z.string(), dimensions: z.object({ width: z.number(), height: z.number() }) })),
          styles: z.array(option),
          qualities: z.array(option),
        }),
      }),
    )
    .query(() => ok({ data: { platforms: [...MEDIA_PLATFORMS], styles: [...MEDIA_STYLES], qualities: [...MEDIA_QUALITIES] } })),
  // Contributors write drafts with media, so they make media too; publishing stays the editors' (issue 26).
  generateImage: workspaceProcedure("CONTRIBUTOR")
    .meta(
      rest("POST", "/falai/generate-image", "media", { summary: "Generate an image on the worker (10 AI prompts); poll the status", scope: "ai" }),
    )
    .input(z.object({ prompt: requiredString("Prompt", 2000), platform: mediaPlatform, style, quality }))
    .output(started)
    .mutation(async ({ ctx, input }) => ok({ message: MEDIA_MESSAGES.imageStarted, ...(await requestMedia(ctx.actor, "image", input)) })),
  generateVideo: workspaceProcedure("CONTRIBUTOR")
    .meta(
      rest("POST", "/falai/generate-video", "media", {
        summary: "Generate a short video on the worker (20 AI prompts); poll the status",
        scope: "ai",
      }),
    )
    .input(z.object({ prompt: requiredString("Prompt", 2000), platform: mediaPlatform, quality }))
    .output(started)
    .mutation(async ({ ctx, input }) => ok({ message: MEDIA_MESSAGES.videoStarted, ...(await requestMedia(ctx.actor, "video", input)) })),
  status: workspaceProcedure("CLIENT")
    .meta(rest("GET", "/falai/status/{id}", "media", { summary: "A generation's state: processing, completed (with our URL) or failed (refunded)" }))
    .input(idParam)
    .output(
      z.object({
        success: z.literal(true),
        message: z.string().optional(),
        data: z.object({
          id: z.string(),
          url: z.string().nullable(),
          status: z.enum(["processing", "completed", "failed"]),
          kind,
          width: z.number().int().nullable(),
          height: z.number().int().nullable(),
          mimeType: z.string().nullable(),
          generator: z.string(),
          offline: z.boolean(),
          promptsRefunded: z.number().int(),
        }),
      }),
    )
    .query(async ({ ctx, input }) => ok(await mediaStatus(ctx.workspace.id, input.id))),
});
