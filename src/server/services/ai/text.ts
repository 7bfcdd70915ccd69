/**
 * AI text features: generate from a topic, from a link, regenerate a post's text, and three
 * suggestions. Each charges its prompts before calling the provider and refunds them when the
 * provider (or the page fetch) fails, so a failure never costs the user anything.
 *
 * Costs (docs/decisions.md): generate 1, generate from link 1, suggestions 1 (for all three),
 * regeneration: the first of a post free, each later one 1; a free one is charged when its post is
 * not kept (./regenerations.ts). Regeneration and generate-from-link are rate-limited per user.
 */
import { randomUUID } from "node:crypto";
import { isIP } from "node:net";
import type { TextGeneratorId } from "@/lib/ai-generators";
import { db } from "@/server/db";
import { AppError, NotFound, UpstreamError, ValidationError } from "@/server/errors";
import { logger } from "@/server/logger";
import { extractPageText } from "@/server/lib/html-text";
import { isPublicAddress, parsePublicUrl, SafeFetchError, safeFetchHtml, type SafeFetchOptions } from "@/server/lib/safe-fetch";
import type { Length, Tone } from "@/lib/tones";
import type { TextBrief } from "./brief";
import { TextGenerationError } from "@/server/integrations/ai/generators";
import { getTextGenerator } from "./generator";
import { buildPostPrompt, finishPostText, textFitFor } from "./prompts";
import { chargePrompts, currentUsage, refundPrompts, type PromptAccount, type PromptUsage } from "@/server/services/credits/prompt-credits";
import { countGenerationRegeneration, regenerationCost, startGeneration, uncountGenerationRegeneration } from "./regenerations";
import { throttleUser } from "./throttle";
import { personalActor, type Actor } from "@/server/services/workspaces/actor";

/** A member in a workspace; a bare user id is a user in their personal workspace. */
type Who = Actor | string;

async function actorOf(who: Who): Promise<Actor> {
  return typeof who === "string" ? personalActor(who) : who;
}

/** The workspace's owner pays for what its member spends (issue 26). */
function promptAccount(actor: Actor): PromptAccount {
  return { payerId: actor.ownerUserId, spenderId: actor.userId, workspaceId: actor.workspaceId };
}

export const MESSAGES = {
  generateFailed: "Failed to generate AI content. Please try again.",
  linkFailed: "Failed to generate content from link.",
  regenerateFailed: "Failed to regenerate content",
  suggestionsFailed: "Failed to generate AI suggestions. Please try again.",
  invalidUrl: "Please enter a valid URL (e.g., https://example.com).",
  refusedUrl: "This address cannot be fetched.",
} as const;

export type GeneratorKind = TextGeneratorId;

export interface Written {
  content: string;
  /** "offline" when the offline generator wrote it (the UI shows "Offline generator"). */
  generator: GeneratorKind;
  /** The model that wrote it; null for the offline generator. */
  model: string | null;
}

/** Options the link-reading features pass to the page fetcher (tests route a test host to a local server). */
export interface LinkOptions {
  fetch?: SafeFetchOptions;
}

async function write(brief: TextBrief, platforms?: readonly string[]): Promise<Written> {
  const cfg = await getTextGenerator();
  const { system, prompt } = buildPostPrompt(brief, platforms);
  const result = await cfg.generator.generate({
    system,
    prompt,
    brief,
    model: cfg.model,
    maxTokens: cfg.maxTokens,
    temperature: cfg.temperature,
  });
  return {
    content: finishPostText(result.text, brief.charLimit, brief.counting),
    generator: result.offline ? "offline" : cfg.generator.kind,
    model: result.offline ? null : result.model,
  };
}

/**
 * Runs paid work: charges first (403 quotaExceeded when it does not fit), refunds when the work
 * throws. Provider and fetch failures become the feature's 502 (or 400 for a refused address).
 */
async function charged<T>(
  actor: Actor,
  amount: number,
  reason: string,
  failMessage: string,
  work: () => Promise<T>,
): Promise<{ result: T; usage: PromptUsage }> {
  const account = promptAccount(actor);
  const usage = amount > 0 ? await chargePrompts(account, amount, reason) : await currentUsage(account.payerId);
  try {
    return { result: await work(), usage };
  } catch (err) {
    await refundPrompts(account, amount, reason);
    throw toFeatureError(err, failMessage, reason);
  }
}

function toFeatureError(err: unknown, failMessage: string, reason: string): unknown {
  if (err instanceof SafeFetchError) {
    logger.info({ reason, kind: err.kind, detail: err.message }, "link fetch refused or failed");
    if (err.kind === "invalid_url") return ValidationError(MESSAGES.invalidUrl);
    if (err.kind === "refused") return ValidationError(MESSAGES.refusedUrl);
    return UpstreamError(failMessage);
  }
  if (err instanceof TextGenerationError) {
    logger.warn({ reason, status: err.status, detail: err.message }, "AI text provider failed");
    return UpstreamError(failMessage);
  }
  if (err instanceof AppError) return err;
  logger.error({ err, reason }, "AI text feature failed");
  return UpstreamError(failMessage);
}

/** Checks the URL's form (and a literal IP address) before anything is charged. */
function validUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = parsePublicUrl(url);
  } catch {
    throw ValidationError(MESSAGES.invalidUrl);
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !isPublicAddress(host)) throw ValidationError(MESSAGES.refusedUrl);
  return parsed.toString();
}

async function readPage(url: string, options: LinkOptions): Promise<NonNullable<TextBrief["source"]>> {
  const page = await safeFetchHtml(url, options.fetch);
  const extracted = extractPageText(page.body);
  const text = extracted.text || extracted.description;
  if (!text && !extracted.title) throw new SafeFetchError("failed", "the page has no readable text");
  return { url: page.url, title: extracted.title || new URL(page.url).hostname, text };
}

// ─── Features ────────────────────────────────────────────────────────────────

export interface TopicInput {
  topic: string;
  tone: Tone;
  length: Length;
  platforms?: string[];
}

export async function generateFromTopic(who: Who, input: TopicInput) {
  const actor = await actorOf(who);
  const { userId } = actor;
  const brief: TextBrief = { topic: input.topic, tone: input.tone, length: input.length, ...textFitFor(input.platforms) };
  const { result, usage } = await charged(actor, 1, "ai.generate", MESSAGES.generateFailed, () => write(brief, input.platforms));
  const generationId = await startGeneration(userId);
  return {
    ...result,
    generationId,
    message: result.generator === "offline" ? "Content generated with the offline generator" : "Content generated successfully",
    ...usage,
  };
}

export interface LinkInput {
  url: string;
  tone: Tone;
  length: Length;
  platforms?: string[];
}

export async function generateFromLink(who: Who, input: LinkInput, options: LinkOptions = {}) {
  const url = validUrl(input.url);
  const actor = await actorOf(who);
  const { userId } = actor;
  // Failures are refunded, so without a limit the page fetcher could be driven for free.
  await throttleUser(userId, "generateFromLink");
  const fit = textFitFor(input.platforms);
  const { result, usage } = await charged(actor, 1, "ai.generate_from_link", MESSAGES.linkFailed, async () => {
    const source = await readPage(url, options);
    const written = await write({ topic: source.title, tone: input.tone, length: input.length, ...fit, source }, input.platforms);
    return { ...written, source: { url: source.url, title: source.title } };
  });
  const generationId = await startGeneration(userId);
  return {
    ...result,
    generationId,
    message: result.generator === "offline" ? "Content generated from the link with the offline generator" : "Content generated from the link",
    ...usage,
  };
}

export interface RegenerateInput extends TopicInput {
  /** A saved post's text, or ... */
  postId?: string;
  /** ... the wizard's text before it is a post (ai.generate's generationId). */
  generationId?: string;
}

/** Counts the regeneration on the post (or the wizard's text) and charges it, together. */
async function countRegeneration(actor: Actor, input: RegenerateInput, reason: string) {
  const { userId } = actor;
  return db.$transaction(async (tx) => {
    let count: number;
    let platforms: string[] = [];
    if (input.postId) {
      const rows = await tx.$queryRaw<{ regenerationCount: number; platforms: string[] }[]>`
        UPDATE "Post" SET "regenerationCount" = "regenerationCount" + 1
         WHERE id = ${input.postId} AND "workspaceId" = ${actor.workspaceId}
        RETURNING "regenerationCount", platforms`;
      if (!rows[0]) throw NotFound("Post");
      count = rows[0].regenerationCount;
      platforms = rows[0].platforms;
    } else {
      count = await countGenerationRegeneration(userId, input.generationId ?? "", tx);
    }
    const cost = regenerationCost(count);
    // A refused charge (quota) rolls the count back with it. A free one is refused only past the
    // limit (owed prompts of unkept regenerations), so a loop at the limit stops there.
    await chargePrompts(promptAccount(actor), cost, reason, tx);
    return { regenerationCount: count, platforms, promptsCharged: cost };
  });
}

async function uncountRegeneration(actor: Actor, input: RegenerateInput) {
  if (input.postId) {
    await db.$executeRaw`
      UPDATE "Post" SET "regenerationCount" = GREATEST(0, "regenerationCount" - 1)
       WHERE id = ${input.postId} AND "workspaceId" = ${actor.workspaceId}`;
  } else if (input.generationId) {
    await uncountGenerationRegeneration(actor.userId, input.generationId);
  }
}

/**
 * Regenerates a post's text (or the wizard's unsaved text): the first time free, later 1 prompt.
 * Each regeneration writes another text (the attempt number reaches the generator). The post itself
 * is not changed.
 */
export async function regeneratePostText(who: Who, input: RegenerateInput) {
  const reason = "ai.regenerate";
  if (!input.postId && !input.generationId) throw ValidationError("Post id is required");
  const actor = await actorOf(who);
  await throttleUser(actor.userId, "regenerate");
  const { regenerationCount, platforms, promptsCharged } = await countRegeneration(actor, input, reason);

  const chosen = input.platforms ?? (platforms.length > 0 ? platforms : undefined);
  const brief: TextBrief = { topic: input.topic, tone: input.tone, length: input.length, ...textFitFor(chosen), attempt: regenerationCount };
  let written: Written;
  try {
    written = await write(brief, chosen);
  } catch (err) {
    // Undo: the attempt did not happen (a failed first regeneration stays free next time).
    await uncountRegeneration(actor, input);
    await refundPrompts(promptAccount(actor), promptsCharged, reason);
    throw toFeatureError(err, MESSAGES.regenerateFailed, reason);
  }
  const usage = await currentUsage(actor.ownerUserId);
  return {
    ...written,
    message: "Content regenerated",
    metadata: { isFirstRegeneration: regenerationCount === 1, regenerationCount, promptsCharged },
    ...usage,
  };
}

export interface SuggestionsInput {
  url?: string;
  subject?: string;
  platforms?: string[];
}

/** The three variations: each in its own tone. */
export const SUGGESTION_STYLES: { tone: Tone; title: string }[] = [
  { tone: "professional", title: "Professional insight" },
  { tone: "casual", title: "Casual conversation starter" },
  { tone: "enthusiastic", title: "Enthusiastic announcement" },
];

export async function generateSuggestions(who: Who, input: SuggestionsInput, options: LinkOptions = {}) {
  const url = input.url ? validUrl(input.url) : undefined;
  const actor = await actorOf(who);
  // Reading a member-named page, refunded when it fails: the same allowance as generate-from-link.
  if (url) await throttleUser(actor.userId, "generateFromLink");
  const fit = textFitFor(input.platforms);
  const { result, usage } = await charged(actor, 1, "ai.suggestions", MESSAGES.suggestionsFailed, async () => {
    const source = url ? await readPage(url, options) : undefined;
    const topic = input.subject || source?.title || "";
    const written = await Promise.all(
      SUGGESTION_STYLES.map((style, variant) => write({ topic, tone: style.tone, length: "medium", ...fit, source, variant }, input.platforms)),
    );
    return written.map((w, i) => ({ id: randomUUID(), title: SUGGESTION_STYLES[i]!.title, tone: SUGGESTION_STYLES[i]!.tone, ...w }));
  });
  const generator: GeneratorKind = result.find((s) => s.generator === "offline")?.generator ?? result[0]?.generator ?? "offline";
  return {
    suggestions: result.map(({ id, title, tone, content }) => ({ id, title, tone, content })),
    generator,
    model: result[0]?.model ?? null,
    message: `Generated ${result.length} suggestions${generator === "offline" ? " with the offline generator" : ""}`,
    ...usage,
  };
}
