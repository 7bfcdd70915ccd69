/**
 * Admin AI settings (the AdminSetting rows of category ai) and `getAiSettings()`, which the AI
 * features read. Stored under keys that name no vendor: ai_provider (a text generator of the
 * registry), ai_api_key (encrypted, AES-256-GCM, isSecret; only ever leaves the server masked),
 * ai_model, max_tokens, temperature. The spec's names openai_api_key and openai_model stay accepted
 * and answered as the key and model of the chosen provider.
 */
import { env } from "@/env";
import { DEFAULT_TEXT_GENERATOR, isTextGeneratorId, TEXT_GENERATOR_IDS, type TextGeneratorId } from "@/lib/ai-generators";
import { db } from "@/server/db";
import { ValidationError } from "@/server/errors";
import { TEXT_GENERATOR_REGISTRY, textGeneratorDefinition } from "@/server/integrations/ai/generators";
import { decryptSecret, encryptSecret, maskSecret } from "@/server/lib/crypto";
import { logger } from "@/server/logger";
import { recordActivity } from "@/server/services/activity";
import { DEFAULT_AI_SETTINGS } from "@/server/services/plans/catalog";

/** The keys stored in AdminSetting. */
export const AI_STORED_KEYS = ["ai_provider", "ai_api_key", "ai_model", "max_tokens", "temperature"] as const;
type StoredKey = (typeof AI_STORED_KEYS)[number];
/** The spec's vendor-named keys: still accepted, and what the `ai` list answers (existing clients read them). */
const SPEC_ALIASES = { openai_api_key: "ai_api_key", openai_model: "ai_model" } as const satisfies Record<string, StoredKey>;
/** Keys a PATCH may carry: the spec's four first, then the vendor-neutral ones. */
export const AI_SETTING_KEYS = ["openai_api_key", "openai_model", "max_tokens", "temperature", "ai_provider", "ai_api_key", "ai_model"] as const;
export type AiSettingKey = (typeof AI_SETTING_KEYS)[number];
export const MAX_TOKENS_RANGE = { min: 1, max: 32_000 } as const;
export const TEMPERATURE_RANGE = { min: 0, max: 2 } as const;

export interface AiSettings {
  /** The chosen text generator (the registry's id). */
  provider: TextGeneratorId;
  /** The decrypted key: the admin's, else the provider's environment variable, else null. */
  apiKey: string | null;
  model: string;
  maxTokens: number;
  temperature: number;
}

function storedKey(key: AiSettingKey): StoredKey {
  return key in SPEC_ALIASES ? SPEC_ALIASES[key as keyof typeof SPEC_ALIASES] : (key as StoredKey);
}

async function readRows() {
  const rows = await db.adminSetting.findMany({ where: { key: { in: [...AI_STORED_KEYS] } } });
  return new Map(rows.map((r) => [r.key, r]));
}
type Rows = Awaited<ReturnType<typeof readRows>>;

function decryptStoredKey(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return decryptSecret(value);
  } catch (err) {
    // TOKEN_ENCRYPTION_KEY changed since the key was saved: treat it as unset; the admin saves it again.
    logger.warn({ err: (err as Error).message }, "stored AI API key cannot be decrypted");
    return null;
  }
}

function parseProvider(value: string | undefined): TextGeneratorId {
  return value && isTextGeneratorId(value) ? value : DEFAULT_TEXT_GENERATOR;
}

function parseMaxTokens(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= MAX_TOKENS_RANGE.min && n <= MAX_TOKENS_RANGE.max ? n : Number(DEFAULT_AI_SETTINGS.max_tokens);
}

function parseTemperature(value: string | undefined): number {
  const n = value === undefined || value.trim() === "" ? NaN : Number(value);
  return Number.isFinite(n) && n >= TEMPERATURE_RANGE.min && n <= TEMPERATURE_RANGE.max ? n : Number(DEFAULT_AI_SETTINGS.temperature);
}

function parseModel(provider: TextGeneratorId, value: string | undefined): string {
  const { models, defaultModel } = textGeneratorDefinition(provider).settings;
  return value && models.includes(value) ? value : defaultModel;
}

/** The key in use and where it comes from: saved here, the provider's environment variable, or none. */
function keyInUse(provider: TextGeneratorId, rows: Rows) {
  const spec = textGeneratorDefinition(provider).settings.apiKey;
  if (!spec) return { key: null, source: null };
  const saved = decryptStoredKey(rows.get("ai_api_key")?.value);
  if (saved) return { key: saved, source: "settings" as const };
  const fromEnv = env()[spec.envVar] ?? null;
  return fromEnv ? { key: fromEnv, source: "environment" as const } : { key: null, source: null };
}

/** What the AI features use: the admin's settings with the defaults filled in. */
export async function getAiSettings(): Promise<AiSettings> {
  const rows = await readRows();
  const provider = parseProvider(rows.get("ai_provider")?.value);
  return {
    provider,
    apiKey: keyInUse(provider, rows).key,
    model: parseModel(provider, rows.get("ai_model")?.value),
    maxTokens: parseMaxTokens(rows.get("max_tokens")?.value),
    temperature: parseTemperature(rows.get("temperature")?.value),
  };
}

/** Every generator of the registry with the settings it needs: the admin page builds its form from these. */
function providerChoices() {
  return TEXT_GENERATOR_IDS.map((id) => {
    const { label, settings } = TEXT_GENERATOR_REGISTRY[id];
    return { id, label, models: [...settings.models], defaultModel: settings.defaultModel, apiKey: settings.apiKey };
  });
}

/** The Settings tab's view: the key masked, never in plain text. */
export async function aiSettingsView() {
  const rows = await readRows();
  const provider = parseProvider(rows.get("ai_provider")?.value);
  const inUse = keyInUse(provider, rows);
  const model = parseModel(provider, rows.get("ai_model")?.value);
  return {
    // The spec's list, under the spec's names: the chosen provider's key (masked) and model.
    ai: [
      { key: "openai_api_key" as const, value: inUse.key ? maskSecret(inUse.key) : "", category: "ai" as const, isSecret: true },
      { key: "openai_model" as const, value: model, category: "ai" as const, isSecret: false },
      { key: "max_tokens" as const, value: String(parseMaxTokens(rows.get("max_tokens")?.value)), category: "ai" as const, isSecret: false },
      { key: "temperature" as const, value: String(parseTemperature(rows.get("temperature")?.value)), category: "ai" as const, isSecret: false },
    ],
    /** Where the key in use comes from: saved here, the provider's environment variable, or nowhere (AI features use their offline fallback). */
    apiKeySource: inUse.source,
    /** The chosen provider's models. */
    models: [...textGeneratorDefinition(provider).settings.models],
    provider,
    providers: providerChoices(),
  };
}

/** True for a value that only repeats what the page was shown (the masked key) or is blank. */
function leavesKeyUnchanged(value: string): boolean {
  return value.trim() === "" || value.includes("•");
}

/**
 * Validates every entry first, then writes them together. A key and a model are checked against
 * the provider the same request picks (else the saved one); picking another provider drops the
 * saved key and model unless the request brings new ones (they belonged to the previous vendor).
 */
export async function updateAiSettings(adminId: string, settings: { key: AiSettingKey; value: string }[]) {
  const seen = new Set<StoredKey>();
  for (const { key } of settings) {
    if (seen.has(storedKey(key))) throw ValidationError(`The setting ${key} is listed twice.`);
    seen.add(storedKey(key));
  }
  const rows = await readRows();
  const savedProvider = parseProvider(rows.get("ai_provider")?.value);
  const providerEntry = settings.find((s) => s.key === "ai_provider");
  let provider = savedProvider;
  if (providerEntry) {
    const id = providerEntry.value.trim();
    if (!isTextGeneratorId(id)) throw ValidationError(`Unknown AI provider. Choose one of: ${TEXT_GENERATOR_IDS.join(", ")}.`);
    provider = id;
  }
  const definition = textGeneratorDefinition(provider);

  const writes: { key: StoredKey; value: string; isSecret: boolean }[] = [];
  for (const { key, value } of settings) {
    const trimmed = value.trim();
    const target = storedKey(key);
    switch (target) {
      case "ai_provider": {
        writes.push({ key: target, value: provider, isSecret: false });
        break;
      }
      case "ai_api_key": {
        if (leavesKeyUnchanged(value)) break;
        const spec = definition.settings.apiKey;
        if (!spec) throw ValidationError(`The ${definition.label} needs no API key.`);
        if (/\s/.test(trimmed) || trimmed.length < 8) throw ValidationError(`The ${spec.label} looks incomplete. Paste the whole key.`);
        writes.push({ key: target, value: encryptSecret(trimmed), isSecret: true });
        break;
      }
      case "ai_model": {
        if (!definition.settings.models.includes(trimmed)) {
          throw ValidationError(`Unknown model. Choose one of: ${definition.settings.models.join(", ")}.`);
        }
        writes.push({ key: target, value: trimmed, isSecret: false });
        break;
      }
      case "max_tokens": {
        const n = trimmed === "" ? NaN : Number(trimmed);
        if (!Number.isInteger(n) || n < MAX_TOKENS_RANGE.min || n > MAX_TOKENS_RANGE.max) {
          throw ValidationError(`Max tokens must be a whole number from ${MAX_TOKENS_RANGE.min} to ${MAX_TOKENS_RANGE.max}.`);
        }
        writes.push({ key: target, value: String(n), isSecret: false });
        break;
      }
      case "temperature": {
        const n = trimmed === "" ? NaN : Number(trimmed);
        if (!Number.isFinite(n) || n < TEMPERATURE_RANGE.min || n > TEMPERATURE_RANGE.max) {
          throw ValidationError(`Temperature must be a number from ${TEMPERATURE_RANGE.min} to ${TEMPERATURE_RANGE.max}.`);
        }
        writes.push({ key: target, value: String(n), isSecret: false });
        break;
      }
    }
  }
  const written = new Set(writes.map((w) => w.key));
  const dropped = provider === savedProvider ? [] : (["ai_api_key", "ai_model"] as const).filter((k) => !written.has(k) && rows.has(k));
  if (writes.length > 0 || dropped.length > 0) {
    await db.$transaction([
      ...writes.map((w) =>
        db.adminSetting.upsert({
          where: { key: w.key },
          create: { key: w.key, value: w.value, category: "ai", isSecret: w.isSecret },
          update: { value: w.value, category: "ai", isSecret: w.isSecret },
        }),
      ),
      db.adminSetting.deleteMany({ where: { key: { in: dropped } } }),
    ]);
    // Keys only (as the request named them): never a value (the API key must not reach the log).
    const changed = settings.filter((s) => written.has(storedKey(s.key))).map((s) => s.key);
    await recordActivity(adminId, "admin.settings_updated", { keys: changed, ...(dropped.length > 0 ? { cleared: dropped } : {}) });
  }
  const changedAnything = writes.length > 0 || dropped.length > 0;
  return { message: changedAnything ? "API settings updated successfully" : "Nothing to change", ...(await aiSettingsView()) };
}
