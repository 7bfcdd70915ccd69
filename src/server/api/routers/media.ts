import { z } from "zod";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { idParam, requiredString } from "@/server/api/schemas/common";
import { MEDIA_MESSAGES, mediaStatus, requestMedia } from "@/server/services/media/generate";
import {
  MEDIA_PLATFORM_VALUES,
  MEDIA_PLATFORMS,
  MEDIA_QUALITIES,
  MEDIA_QUALITY_VALUES,
  MEDIA_STYLE_VALUES,
  MEDIA_STYLES,
} from "@/server/services/media/options";

const mediaPlatform = z.enum(MEDIA_PLATFORM_VALUES, { error: `Platform must be one of: ${MEDIA_PLATFORM_VALUES.join(", ")}` }).default("general");
const quality = z.enum(MEDIA_QUALITY_VALUES, { error: `Quality must be one of: ${MEDIA_QUALITY_VALUES.join(", ")}` }).default("hd");
const style = z.enum(MEDIA_STYLE_VALUES, { error: `Style must be one of: ${MEDIA_STYLE_VALUES.join(", ")}` }).default("realistic");
const option = z.object({ value: z.string(), label: z.string(), description: z.string() });
const kind = z.enum(["image", "video"]);
/** The answer of both generate calls: the job is queued; `data.url` comes with the status once completed. */
const started = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.string(),
    url: z.null(),
    status: z.literal("processing"),
    kind,
    width: z.number().int(),
    height: z.number().int(),
    /** "offline" = the labelled local generator (no FAL_KEY). */
    generator: z.enum(["fal", "offline"]),
    offline: z.boolean(),
  }),
  promptsCharged: z.number().int(),
  aiPromptsUsed: z.number().int(),
  aiPromptsLimit: z.number().int(),
});

export const mediaRouter = createTRPCRouter({
  options: publicProcedure
    .meta(rest("GET", "/falai/options", "media", { protect: false }))
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
  generateImage: protectedProcedure
    .meta(rest("POST", "/falai/generate-image", "media", { summary: "Generate an image on the worker (10 AI prompts); poll the status" }))
    .input(z.object({ prompt: requiredString("Prompt", 2000), platform: mediaPlatform, style, quality }))
    .output(started)
    .mutation(async ({ ctx, input }) => ok({ message: MEDIA_MESSAGES.imageStarted, ...(await requestMedia(ctx.user.id, "image", input)) })),
  generateVideo: protectedProcedure
    .meta(rest("POST", "/falai/generate-video", "media", { summary: "Generate a short video on the worker (20 AI prompts); poll the status" }))
    .input(z.object({ prompt: requiredString("Prompt", 2000), platform: mediaPlatform, quality }))
    .output(started)
    .mutation(async ({ ctx, input }) => ok({ message: MEDIA_MESSAGES.videoStarted, ...(await requestMedia(ctx.user.id, "video", input)) })),
  status: protectedProcedure
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
    .query(async ({ ctx, input }) => ok(await mediaStatus(ctx.user.id, input.id))),
});
