/**
 * The AI provider setting (ai_provider) through the admin settings API, and the migration that
 * carried today's vendor-named settings (openai_api_key, openai_model) over to ai_api_key/ai_model.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { encryptSecret } from "@/server/lib/crypto";
import { getAiSettings } from "@/server/services/admin/settings";
import { DEFAULT_AI_SETTINGS } from "@/server/services/plans/catalog";
import { rest } from "../helpers/api";
import { createUser } from "../helpers/users";

type Setting = { key: string; value: string; category: string; isSecret: boolean };
type Provider = { id: string; label: string; models: string[]; defaultModel: string; apiKey: { envVar: string; label: string } | null };
type SettingsBody = {
  success: boolean;
  message?: string;
  ai: Setting[];
  apiKeySource: string | null;
  models: string[];
  provider: string;
  providers: Provider[];
};

async function resetSettings() {
  delete process.env.OPENAI_API_KEY;
  delete process.env.ANTHROPIC_API_KEY;
  resetEnvForTests();
  await db.adminSetting.deleteMany({ where: { category: "ai" } });
  for (const [key, value] of Object.entries(DEFAULT_AI_SETTINGS)) {
    await db.adminSetting.create({ data: { key, value, category: "ai" } });
  }
}

beforeEach(resetSettings);
afterAll(resetSettings);

const valueOf = (body: SettingsBody, key: string) => body.ai.find((s) => s.key === key)?.value;

describe("AI provider setting", () => {
  it("lists every generator of the registry with the settings it needs", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await rest<SettingsBody>("GET", "/admin/settings", { token: admin.token });
    expect(res.body.provider).toBe("openai");
    expect(res.body.providers.map((p) => [p.id, p.label, p.apiKey?.envVar ?? null, p.defaultModel])).toEqual([
      ["openai", "OpenAI", "OPENAI_API_KEY", "gpt-4.1-nano"],
      ["anthropic", "Anthropic", "ANTHROPIC_API_KEY", "claude-haiku-4-5"],
      ["offline", "Offline generator", null, "offline"],
    ]);
  });

  it("round-trips a switch to Anthropic with vendor-neutral keys; the spec's list answers its key and model", async () => {
    const admin = await createUser({ role: "admin" });
    const saved = await rest<SettingsBody>("PATCH", "/admin/settings", {
      token: admin.token,
      body: {
        settings: [
          { key: "ai_provider", value: "anthropic" },
          { key: "ai_api_key", value: "sk-ant-api03-secretKEY9" },
          { key: "ai_model", value: "claude-sonnet-4-5" },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      success: true,
      message: "API settings updated successfully",
      provider: "anthropic",
      apiKeySource: "settings",
    });
    expect(saved.body.models).toEqual(["claude-haiku-4-5", "claude-sonnet-4-5", "claude-opus-4-1"]);
    expect(valueOf(saved.body, "openai_api_key")).toBe("••••••••KEY9");
    expect(valueOf(saved.body, "openai_model")).toBe("claude-sonnet-4-5");
    expect(JSON.stringify(saved.body)).not.toContain("secret");
    expect((await db.adminSetting.findUniqueOrThrow({ where: { key: "ai_api_key" } })).value).toMatch(/^v1\./);

    const read = await rest<SettingsBody>("GET", "/admin/settings", { token: admin.token });
    expect(read.body).toMatchObject({ provider: "anthropic", apiKeySource: "settings" });
    expect(await getAiSettings()).toEqual({
      provider: "anthropic",
      apiKey: "sk-ant-api03-secretKEY9",
      model: "claude-sonnet-4-5",
      maxTokens: 2000,
      temperature: 0.7,
    });

    // The spec's key names still work, for the chosen provider.
    const legacy = await rest<SettingsBody>("PATCH", "/admin/settings", {
      token: admin.token,
      body: { settings: [{ key: "openai_model", value: "claude-opus-4-1" }] },
    });
    expect(valueOf(legacy.body, "openai_model")).toBe("claude-opus-4-1");
  });

  it("checks the key and model against the provider the request picks, and refuses an unknown provider", async () => {
    const admin = await createUser({ role: "admin" });
    const cases: [{ key: string; value: string }[], string][] = [
      [[{ key: "ai_provider", value: "gemini" }], "Unknown AI provider. Choose one of: openai, anthropic, offline."],
      [
        [
          { key: "ai_provider", value: "anthropic" },
          { key: "ai_model", value: "gpt-4o" },
        ],
        "Unknown model. Choose one of: claude-haiku-4-5, claude-sonnet-4-5, claude-opus-4-1.",
      ],
      [
        [
          { key: "ai_provider", value: "anthropic" },
          { key: "ai_api_key", value: "short" },
        ],
        "The Anthropic API key looks incomplete. Paste the whole key.",
      ],
      [
        [
          { key: "openai_model", value: "gpt-4o" },
          { key: "ai_model", value: "gpt-4o" },
        ],
        "The setting ai_model is listed twice.",
      ],
    ];
    for (const [settings, message] of cases) {
      const res = await rest("PATCH", "/admin/settings", { token: admin.token, body: { settings } });
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ success: false, message, error: message });
    }
    expect((await getAiSettings()).provider).toBe("openai");
  });

  it("switching the provider drops the previous vendor's saved key and model; the new one's environment key applies", async () => {
    const admin = await createUser({ role: "admin" });
    await rest("PATCH", "/admin/settings", {
      token: admin.token,
      body: {
        settings: [
          { key: "openai_api_key", value: "sk-openai-key-1234" },
          { key: "openai_model", value: "gpt-4o" },
        ],
      },
    });
    process.env.ANTHROPIC_API_KEY = "sk-ant-from-environment-5678";
    resetEnvForTests();
    const res = await rest<SettingsBody>("PATCH", "/admin/settings", {
      token: admin.token,
      body: { settings: [{ key: "ai_provider", value: "anthropic" }] },
    });
    expect(res.body).toMatchObject({ provider: "anthropic", apiKeySource: "environment" });
    expect(valueOf(res.body, "openai_api_key")).toBe("••••••••5678");
    expect(valueOf(res.body, "openai_model")).toBe("claude-haiku-4-5");
    expect(await db.adminSetting.count({ where: { key: { in: ["ai_api_key", "ai_model"] } } })).toBe(0);
    const log = await db.activityLog.findFirst({
      where: { userId: admin.user.id, action: "admin.settings_updated" },
      orderBy: { createdAt: "desc" },
    });
    expect(log?.details).toEqual({ keys: ["ai_provider"], cleared: ["ai_api_key", "ai_model"] });
  });
});

describe("migration ai_generator_settings", () => {
  const dir = readdirSync(path.join(process.cwd(), "prisma/migrations")).find((d) => d.endsWith("_ai_generator_settings"))!;
  const sql = readFileSync(path.join(process.cwd(), "prisma/migrations", dir, "migration.sql"), "utf8");
  const statements = sql
    .split(/;\s*\n/)
    .map((s) => s.replace(/^--.*$/gm, "").trim())
    .filter(Boolean);

  async function migrate() {
    for (const statement of statements) await db.$executeRawUnsafe(statement);
  }

  it("carries the saved OpenAI key (still encrypted) and model over, and says they are OpenAI's", async () => {
    await db.adminSetting.deleteMany({ where: { category: "ai" } });
    const encrypted = encryptSecret("sk-legacy-openai-key-WXYZ");
    await db.adminSetting.createMany({
      data: [
        { key: "openai_api_key", value: encrypted, category: "ai", isSecret: true },
        { key: "openai_model", value: "gpt-4o-mini", category: "ai" },
        { key: "max_tokens", value: "900", category: "ai" },
      ],
    });
    await migrate();
    const rows = await db.adminSetting.findMany({ where: { category: "ai" }, orderBy: { key: "asc" } });
    expect(rows.map((r) => [r.key, r.isSecret])).toEqual([
      ["ai_api_key", true],
      ["ai_model", false],
      ["ai_provider", false],
      ["max_tokens", false],
    ]);
    expect(rows.find((r) => r.key === "ai_api_key")?.value).toBe(encrypted);
    expect(await getAiSettings()).toEqual({
      provider: "openai",
      apiKey: "sk-legacy-openai-key-WXYZ",
      model: "gpt-4o-mini",
      maxTokens: 900,
      temperature: 0.7,
    });
  });

  it("is harmless to run again and never overwrites a provider already chosen", async () => {
    await db.adminSetting.update({ where: { key: "ai_provider" }, data: { value: "offline" } });
    await migrate();
    await migrate();
    expect((await getAiSettings()).provider).toBe("offline");
    expect(await db.adminSetting.count({ where: { key: { startsWith: "openai_" } } })).toBe(0);
  });
});
