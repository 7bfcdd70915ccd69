/** The named zod schemas of the ai router (./ai.ts). */
import { z } from "zod";
import { TEXT_GENERATOR_IDS } from "@/lib/ai-generators";
import { LENGTHS, networkField, requiredString, TONES } from "@/server/api/schemas/common";

export const tone = z.enum(TONES, { error: "Unknown tone" }).default("professional");
export const length = z.enum(LENGTHS, { error: "Unknown length" }).default("medium");
/** The networks the text is for: it is written to fit the tightest limit (LinkedIn 3000 when omitted). */
export const platforms = z.array(networkField, { error: "Platforms must be a list" }).max(7).optional();

export const usage = { aiPromptsUsed: z.number().int(), aiPromptsLimit: z.number().int() };
/** Which registry generator wrote it: "offline" means the offline generator (the chosen provider has no key); model is then null. */
export const generator = z.enum(TEXT_GENERATOR_IDS);
export const generated = {
  content: z.string(),
  generator,
  model: z.string().nullable(),
};

/** Regenerate this unsaved text with ai.regenerate {generationId}; saving the post with it keeps its free regeneration. */
export const generationId = z.string();

/** ai.generate's input (also the MCP server's generate_text tool). */
export const generateInput = z.object({ topic: requiredString("Topic", 1000), tone, length, platforms });
