import { z } from "zod";
import { createTRPCRouter, workspaceProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { idField, requiredString, TONES } from "@/server/api/schemas/common";
import { generateFromLink, generateFromTopic, generateSuggestions, regeneratePostText } from "@/server/services/ai/text";
import { tone, length, platforms, usage, generator, generated, generationId, generateInput } from "./ai.schemas";

export const aiRouter = createTRPCRouter({
  generate: workspaceProcedure("CONTRIBUTOR")
    .meta(rest("POST", "/ai/generate", "ai", { summary: "Write a post from a topic (1 AI prompt)", scope: "ai" }))
    .input(generateInput)
    .output(z.object({ success: z.literal(true), message: z.string(), ...generated, generationId, ...usage }))
    .mutation(async ({ ctx, input }) => ok(await generateFromTopic(ctx.actor, input))),

  generateFromLink: workspaceProcedure("CONTRIBUTOR")
    .meta(rest("POST", "/ai/generate-from-link", "ai", { summary: "Write a post from a public web page (1 AI prompt)", scope: "ai" }))
    .input(z.object({ url: requiredString("URL", 2048), tone, length, platforms }))
    .output(
      z.object({
        success: z.literal(true),
        message: z.string(),
        ...generated,
        generationId,
        source: z.object({ url: z.string(), title: z.string() }),
        ...usage,
      }),
    )
    .mutation(async ({ ctx, input }) => ok(await generateFromLink(ctx.actor, input))),

  regenerate: workspaceProcedure("CONTRIBUTOR")
    .meta(rest("POST", "/ai/generate-content", "ai", { summary: "Regenerate a post's text (first time free, then 1 AI prompt)", scope: "ai" }))
    .input(
      z
        .object({
          topic: requiredString("Topic", 3000),
          tone,
          length,
          postId: idField("Post id").optional(),
          /** The wizard's text before it is saved: ai.generate's generationId (instead of postId). */
          generationId: z.string().trim().max(100).optional(),
          platforms,
        })
        .refine((v) => Boolean(v.postId || v.generationId), { message: "Post id is required" }),
    )
    .output(
      z.object({
        success: z.literal(true),
        message: z.string(),
        ...generated,
        metadata: z.object({ isFirstRegeneration: z.boolean(), regenerationCount: z.number().int(), promptsCharged: z.number().int() }),
        ...usage,
      }),
    )
    .mutation(async ({ ctx, input }) => ok(await regeneratePostText(ctx.actor, input))),

  suggestions: workspaceProcedure("CONTRIBUTOR")
    .meta(
      rest("POST", "/ai/suggestions", "ai", {
        summary: "Three post variations in different tones from a URL or a subject (1 AI prompt)",
        scope: "ai",
      }),
    )
    .input(
      z
        .object({ url: z.string().trim().max(2048).optional(), subject: z.string().trim().max(1000).optional(), platforms })
        .refine((v) => Boolean(v.url || v.subject), { message: "Please enter a URL or a subject" }),
    )
    .output(
      z.object({
        success: z.literal(true),
        message: z.string(),
        suggestions: z.array(z.object({ id: z.string(), title: z.string(), tone: z.enum(TONES), content: z.string() })),
        generator,
        model: z.string().nullable(),
        ...usage,
      }),
    )
    .mutation(async ({ ctx, input }) => ok(await generateSuggestions(ctx.actor, input))),
});
