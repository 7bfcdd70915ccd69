import { z } from "zod";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "@/server/api/trpc";
import { notImplemented, rest } from "@/server/api/rest";
import { idParam, pendingResponse, requiredString } from "@/server/api/schemas/common";
import {
  MEDIA_PLATFORM_VALUES,
  MEDIA_PLATFORMS,
  MEDIA_QUALITIES,
  MEDIA_QUALITY_VALUES,
  MEDIA_STYLE_VALUES,
  MEDIA_STYLES,
} from "@/server/services/media/options";

const mediaPlatform = z.enum(MEDIA_PLATFORM_VALUES).default("general");
const quality = z.enum(MEDIA_QUALITY_VALUES).default("hd");
const option = z.object({ value: z.string(), label: z.string(), description: z.string() });

export const falaiRouter = createTRPCRouter({
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
    .query(() => ({
      success: true as const,
      data: { platforms: [...MEDIA_PLATFORMS], styles: [...MEDIA_STYLES], qualities: [...MEDIA_QUALITIES] },
    })),
  generateImage: protectedProcedure
    .meta(rest("POST", "/falai/generate-image", "media"))
    .input(z.object({ prompt: requiredString("Prompt", 2000), platform: mediaPlatform, style: z.enum(MEDIA_STYLE_VALUES).default("realistic"), quality }))
    .output(pendingResponse)
    .mutation(notImplemented),
  generateVideo: protectedProcedure
    .meta(rest("POST", "/falai/generate-video", "media"))
    .input(z.object({ prompt: requiredString("Prompt", 2000), platform: mediaPlatform, quality }))
    .output(pendingResponse)
    .mutation(notImplemented),
  status: protectedProcedure.meta(rest("GET", "/falai/status/{id}", "media")).input(idParam).output(pendingResponse).query(notImplemented),
});
