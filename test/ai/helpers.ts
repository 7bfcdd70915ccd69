/** Shared set-up of the AI tests: which text generator the app sees, and a user's quota. */
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import type { AnthropicFake } from "../fakes/anthropic";
import type { OpenAIFake } from "../fakes/openai";
import { createUser } from "../helpers/users";

const AI_KEYS = ["ai_provider", "ai_api_key", "ai_model", "max_tokens", "temperature"];

/** No admin AI settings and no vendor key in the environment: the offline generator. */
export async function selectOfflineGenerator(): Promise<void> {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  delete process.env.ANTHROPIC_API_KEY;
  delete process.env.ANTHROPIC_BASE_URL;
  delete process.env.AI_TEXT_TIMEOUT_MS;
  resetEnvForTests();
  await db.adminSetting.deleteMany({ where: { key: { in: AI_KEYS } } });
}

/** The real OpenAI implementation, pointed at the contract fake through OPENAI_BASE_URL. */
export async function selectOpenAIFake(fake: OpenAIFake, extra: Record<string, string> = {}): Promise<void> {
  await selectOfflineGenerator();
  Object.assign(process.env, fake.envVars(), extra);
  resetEnvForTests();
}

/** Anthropic chosen in Admin → Settings, its real implementation pointed at the contract fake (key from ANTHROPIC_API_KEY). */
export async function selectAnthropicFake(fake: AnthropicFake): Promise<void> {
  await selectOfflineGenerator();
  Object.assign(process.env, fake.envVars());
  resetEnvForTests();
  await db.adminSetting.create({ data: { key: "ai_provider", value: "anthropic", category: "ai" } });
}

/** A user with the given quota state. */
export async function userWithQuota(quota: { used?: number; limit?: number; periodStart?: Date } = {}) {
  const { user, token } = await createUser();
  await db.user.update({
    where: { id: user.id },
    data: {
      aiPromptsUsed: quota.used ?? 0,
      aiPromptsLimit: quota.limit ?? 25,
      ...(quota.periodStart ? { usagePeriodStart: quota.periodStart } : {}),
    },
  });
  return { user, token };
}

export async function usage(userId: string) {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: { aiPromptsUsed: true, aiPromptsLimit: true, usagePeriodStart: true } });
}

export async function ledger(userId: string) {
  return db.aiPromptLedger.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, select: { amount: true, reason: true } });
}

/** Sentences in a post's text (hashtag and link lines left out). */
export function sentenceCount(text: string): number {
  const body = text
    .split("\n")
    .filter((l) => !l.trim().startsWith("#") && !l.trim().startsWith("Read more:"))
    .join(" ");
  return (body.match(/[.!?]+(?=\s|$)/g) ?? []).length;
}
