/** The named zod schemas of the media router (./media.ts). */
import { z } from "zod";
import { MEDIA_PLATFORM_VALUES, MEDIA_QUALITY_VALUES, MEDIA_STYLE_VALUES } from "@/server/services/media/options";

export const mediaPlatform = z
  .enum(MEDIA_PLATFORM_VALUES, { error: `Platform must be one of: ${MEDIA_PLATFORM_VALUES.join(", ")}` })
  .default("general");
export const quality = z.enum(MEDIA_QUALITY_VALUES, { error: `Quality must be one of: ${MEDIA_QUALITY_VALUES.join(", ")}` }).default("hd");
export const style = z.enum(MEDIA_STYLE_VALUES, { error: `Style must be one of: ${MEDIA_STYLE_VALUES.join(", ")}` }).default("realistic");
export const option = z.object({ value: z.string(), label: z.string(), description: z.string() });
export const kind = z.enum(["image", "video"]);
/** The answer of both generate calls: the job is queued; `data.url` comes with the status once completed. */
export const started = z.object({
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
