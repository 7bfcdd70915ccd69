/**
 * Admin AI settings (the AdminSetting rows of category ai) and `getAiSettings()`, which the AI
 * features read. The OpenAI API key is stored encrypted (AES-256-GCM, isSecret) and only ever
 * leaves the server masked.
 */
import { env } from "@/env";
import { db } from "@/server/db";
import { ValidationError } from "@/server/errors";
import { decryptSecret, encryptSecret, maskSecret } from "@/server/lib/crypto";
import { logger } from "@/server/logger";
import { recordActivity } from "@/server/services/activity";
import { DEFAULT_AI_SETTINGS } from "@/server/services/plans/catalog";

export const AI_MODELS = ["gpt-4.1-nano", "gpt-4o-mini", "gpt-4o", "gpt-4-turbo", "gpt-4", "gpt-3.5-turbo"] as const;
export const AI_SETTING_KEYS = ["openai_api_key", "openai_model", "max_tokens", "temperature"] as const;
export type AiSettingKey = (typeof AI_SETTING_KEYS)[number];
export const MAX_TOKENS_RANGE = { min: 1, max: 32_000 } as const;
export const TEMPERATURE_RANGE = { min: 0, max: 2 } as const;

export interface AiSettings {
  /** The decrypted key: the admin's, else OPENAI_API_KEY from the environment, else null. */
  apiKey: string | null;
  model: string;
  maxTokens: number;
  temperature: number;
}

async function readRows() {
  const rows = await db.adminSetting.findMany({ where: { key: { in: [...AI_SETTING_KEYS] } } });
  return new Map(rows.map((r) => [r.key, r]));
}

function decryptStoredKey(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return decryptSecret(value);
  } catch (err) {
    // TOKEN_ENCRYPTION_KEY changed since the key was saved: treat it as unset; the admin saves it again.
    logger.warn({ err: (err as Error).message }, "stored OpenAI API key cannot be decrypted");
    return null;
  }
}

function parseMaxTokens(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= MAX_TOKENS_RANGE.min && n <= MAX_TOKENS_RANGE.max ? n : Number(DEFAULT_AI_SETTINGS.max_tokens);
}

function parseTemperature(value: string | undefined): number {
  const n = value === undefined || value.trim() === "" ? NaN : Number(value);
  return Number.isFinite(n) && n >= TEMPERATURE_RANGE.min && n <= TEMPERATURE_RANGE.max ? n : Number(DEFAULT_AI_SETTINGS.temperature);
}

function parseModel(value: string | undefined): string {
  return value && (AI_MODELS as readonly string[]).includes(value) ? value : DEFAULT_AI_SETTINGS.openai_model;
}

/** What the AI features use: the admin's settings with the defaults filled in. */
export async function getAiSettings(): Promise<AiSettings> {
  const rows = await readRows();
  return {
    apiKey: decryptStoredKey(rows.get("openai_api_key")?.value) ?? env().OPENAI_API_KEY ?? null,
    model: parseModel(rows.get("openai_model")?.value),
    maxTokens: parseMaxTokens(rows.get("max_tokens")?.value),
    temperature: parseTemperature(rows.get("temperature")?.value),
  };
}

/** The Settings tab's view: the key masked, never in plain text. */
export async function aiSettingsView() {
  const rows = await readRows();
  const storedKey = decryptStoredKey(rows.get("openai_api_key")?.value);
  const envKey = env().OPENAI_API_KEY ?? null;
  const shownKey = storedKey ?? envKey;
  return {
    ai: [
      { key: "openai_api_key" as const, value: shownKey ? maskSecret(shownKey) : "", category: "ai" as const, isSecret: true },
      { key: "openai_model" as const, value: parseModel(rows.get("openai_model")?.value), category: "ai" as const, isSecret: false },
      { key: "max_tokens" as const, value: String(parseMaxTokens(rows.get("max_tokens")?.value)), category: "ai" as const, isSecret: false },
      { key: "temperature" as const, value: String(parseTemperature(rows.get("temperature")?.value)), category: "ai" as const, isSecret: false },
    ],
    /** Where the key in use comes from: saved here, OPENAI_API_KEY, or nowhere (AI features use their offline fallback). */
    apiKeySource: storedKey ? ("settings" as const) : envKey ? ("environment" as const) : null,
    models: [...AI_MODELS],
  };
}

/** True for a value that only repeats what the page was shown (the masked key) or is blank. */
function leavesKeyUnchanged(value: string): boolean {
  return value.trim() === "" || value.includes("•");
}

/** Validates every entry first, then writes them together. */
export async function updateAiSettings(adminId: string, settings: { key: AiSettingKey; value: string }[]) {
  const seen = new Set<string>();
  const writes: { key: AiSettingKey; value: string; isSecret: boolean }[] = [];
  for (const { key, value } of settings) {
    if (seen.has(key)) throw ValidationError(`The setting ${key} is listed twice.`);
    seen.add(key);
    const trimmed = value.trim();
    switch (key) {
      case "openai_api_key": {
        if (leavesKeyUnchanged(value)) break;
        if (/\s/.test(trimmed) || trimmed.length < 8) throw ValidationError("The OpenAI API key looks incomplete. Paste the whole key.");
        writes.push({ key, value: encryptSecret(trimmed), isSecret: true });
        break;
      }
      case "openai_model": {
        if (!(AI_MODELS as readonly string[]).includes(trimmed)) {
          throw ValidationError(`Unknown model. Choose one of: ${AI_MODELS.join(", ")}.`);
        }
        writes.push({ key, value: trimmed, isSecret: false });
        break;
      }
      case "max_tokens": {
        const n = trimmed === "" ? NaN : Number(trimmed);
        if (!Number.isInteger(n) || n < MAX_TOKENS_RANGE.min || n > MAX_TOKENS_RANGE.max) {
          throw ValidationError(`Max tokens must be a whole number from ${MAX_TOKENS_RANGE.min} to ${MAX_TOKENS_RANGE.max}.`);
        }
        writes.push({ key, value: String(n), isSecret: false });
        break;
      }
      case "temperature": {
        const n = trimmed === "" ? NaN : Number(trimmed);
        if (!Number.isFinite(n) || n < TEMPERATURE_RANGE.min || n > TEMPERATURE_RANGE.max) {
          throw ValidationError(`Temperature must be a number from ${TEMPERATURE_RANGE.min} to ${TEMPERATURE_RANGE.max}.`);
        }
        writes.push({ key, value: String(n), isSecret: false });
        break;
      }
    }
  }
  if (writes.length > 0) {
    await db.$transaction(
      writes.map((w) =>
        db.adminSetting.upsert({
          where: { key: w.key },
          create: { key: w.key, value: w.value, category: "ai", isSecret: w.isSecret },
          update: { value: w.value, category: "ai", isSecret: w.isSecret },
        }),
      ),
    );
    // Keys only: never a value (the API key must not reach the log).
    await recordActivity(adminId, "admin.settings_updated", { keys: writes.map((w) => w.key) });
  }
  return { success: true as const, message: writes.length > 0 ? "API settings updated successfully" : "Nothing to change", ...(await aiSettingsView()) };
}
