import { z } from "zod";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { notImplemented, rest } from "@/server/api/rest";
import { LENGTHS, pendingResponse, requiredString, TONES } from "@/server/api/schemas/common";

const tone = z.enum(TONES, { error: "Unknown tone" }).default("professional");
const length = z.enum(LENGTHS, { error: "Unknown length" }).default("medium");

export const aiRouter = createTRPCRouter({
  generate: protectedProcedure
    .meta(rest("POST", "/ai/generate", "ai"))
    .input(z.object({ topic: requiredString("Topic", 1000), tone, length }))
    .output(pendingResponse)
    .mutation(notImplemented),
  generateFromLink: protectedProcedure
    .meta(rest("POST", "/ai/generate-from-link", "ai"))
    .input(z.object({ url: requiredString("URL", 2048), tone, length }))
    .output(pendingResponse)
    .mutation(notImplemented),
  regenerate: protectedProcedure
    .meta(rest("POST", "/ai/generate-content", "ai"))
    .input(z.object({ topic: requiredString("Topic", 3000), tone, length, postId: z.string().min(1).max(64) }))
    .output(pendingResponse)
    .mutation(notImplemented),
  suggestions: protectedProcedure
    .meta(rest("POST", "/ai/suggestions", "ai"))
    .input(
      z
        .object({ url: z.string().trim().max(2048).optional(), subject: z.string().trim().max(1000).optional() })
        .refine((v) => Boolean(v.url || v.subject), { message: "Please enter a URL or a subject" }),
    )
    .output(pendingResponse)
    .mutation(notImplemented),
});
