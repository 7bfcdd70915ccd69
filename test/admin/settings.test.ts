/** Admin AI settings: masked key, validation, `error` field, getAiSettings(). */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { getAiSettings } from "@/server/services/admin/settings";
import { DEFAULT_AI_SETTINGS } from "@/server/services/plans/catalog";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";

type Setting = { key: string; value: string; category: string; isSecret: boolean };
type SettingsBody = { success: boolean; message?: string; ai: Setting[]; apiKeySource: string | null; models: string[] };

const KEY = "sk-test-Abcdefghijklmnop1234WXYZ";

async function resetSettings() {
  await db.adminSetting.deleteMany({ where: { category: "ai" } });
  for (const [key, value] of Object.entries(DEFAULT_AI_SETTINGS)) {
    await db.adminSetting.create({ data: { key, value, category: "ai" } });
  }
}

beforeEach(resetSettings);
afterAll(resetSettings);

function valueOf(body: SettingsBody, key: string) {
  return body.ai.find((s) => s.key === key)?.value;
}

describe("AI settings", () => {
  it("answers the defaults, with no key", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await rest<SettingsBody>("GET", "/admin/settings", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.ai).toEqual([
      { key: "openai_api_key", value: "", category: "ai", isSecret: true },
      { key: "openai_model", value: "gpt-4.1-nano", category: "ai", isSecret: false },
      { key: "max_tokens", value: "2000", category: "ai", isSecret: false },
      { key: "temperature", value: "0.7", category: "ai", isSecret: false },
    ]);
    expect(res.body.models).toEqual(["gpt-4.1-nano", "gpt-4o-mini", "gpt-4o", "gpt-4-turbo", "gpt-4", "gpt-3.5-turbo"]);
    expect(await getAiSettings()).toEqual({ provider: "openai", apiKey: null, model: "gpt-4.1-nano", maxTokens: 2000, temperature: 0.7 });
  });

  it("stores the key encrypted and only ever shows it masked", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await rest<SettingsBody>("PATCH", "/admin/settings", {
      token: admin.token,
      body: {
        settings: [
          { key: "openai_api_key", value: ` ${KEY} `, category: "ai" },
          { key: "openai_model", value: "gpt-4o", category: "ai" },
          { key: "max_tokens", value: "32000", category: "ai" },
          { key: "temperature", value: "1.25", category: "ai" },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "API settings updated successfully", apiKeySource: "settings" });
    expect(valueOf(res.body, "openai_api_key")).toBe("••••••••WXYZ");
    expect(JSON.stringify(res.body)).not.toContain("Abcdefgh");

    const row = await db.adminSetting.findUniqueOrThrow({ where: { key: "ai_api_key" } });
    expect(row.isSecret).toBe(true);
    expect(row.value).toMatch(/^v1\./);
    expect(row.value).not.toContain("Abcdefgh");

    const get = await rest<SettingsBody>("GET", "/admin/settings", { token: admin.token });
    expect(valueOf(get.body, "openai_api_key")).toBe("••••••••WXYZ");
    expect(JSON.stringify(get.body)).not.toContain("Abcdefgh");
    const viaTrpc = await trpc({ token: admin.token }).admin.settings.query();
    expect(JSON.stringify(viaTrpc)).not.toContain("Abcdefgh");

    expect(await getAiSettings()).toEqual({ provider: "openai", apiKey: KEY, model: "gpt-4o", maxTokens: 32000, temperature: 1.25 });

    // The audit trail names the keys, never a value.
    const log = await db.activityLog.findFirst({ where: { userId: admin.user.id, action: "admin.settings_updated" } });
    expect(log?.details).toEqual({ keys: ["openai_api_key", "openai_model", "max_tokens", "temperature"] });
  });

  it("a blank or masked key leaves the stored key unchanged", async () => {
    const admin = await createUser({ role: "admin" });
    const client = trpc({ token: admin.token });
    await client.admin.updateSettings.mutate({ settings: [{ key: "openai_api_key", value: KEY, category: "ai" }] });
    const before = await db.adminSetting.findUniqueOrThrow({ where: { key: "ai_api_key" } });
    for (const value of ["", "   ", "••••••••WXYZ"]) {
      const answer = await client.admin.updateSettings.mutate({
        settings: [
          { key: "openai_api_key", value, category: "ai" },
          { key: "temperature", value: "0.2", category: "ai" },
        ],
      });
      expect(answer.ai.find((s) => s.key === "openai_api_key")?.value).toBe("••••••••WXYZ");
    }
    expect((await db.adminSetting.findUniqueOrThrow({ where: { key: "ai_api_key" } })).value).toBe(before.value);
    expect((await getAiSettings()).apiKey).toBe(KEY);
  });

  it("validates model, max tokens and temperature; errors carry `error`; nothing is written", async () => {
    const admin = await createUser({ role: "admin" });
    const cases: [string, string, string][] = [
      ["openai_model", "gpt-5-ultra", "Unknown model. Choose one of: gpt-4.1-nano, gpt-4o-mini, gpt-4o, gpt-4-turbo, gpt-4, gpt-3.5-turbo."],
      ["max_tokens", "0", "Max tokens must be a whole number from 1 to 32000."],
      ["max_tokens", "32001", "Max tokens must be a whole number from 1 to 32000."],
      ["max_tokens", "12.5", "Max tokens must be a whole number from 1 to 32000."],
      ["temperature", "2.5", "Temperature must be a number from 0 to 2."],
      ["temperature", "-0.1", "Temperature must be a number from 0 to 2."],
      ["temperature", "warm", "Temperature must be a number from 0 to 2."],
      ["openai_api_key", "sk short", "The OpenAI API key looks incomplete. Paste the whole key."],
    ];
    for (const [key, value, message] of cases) {
      const res = await rest("PATCH", "/admin/settings", {
        token: admin.token,
        // A valid change beside the invalid one: it must not be saved either.
        body: {
          settings: [key === "openai_model" ? { key: "max_tokens", value: "100" } : { key: "openai_model", value: "gpt-4o-mini" }, { key, value }],
        },
      });
      expect(res.status, `${key}=${value}`).toBe(400);
      expect(res.body).toEqual({ success: false, message, error: message });
    }
    expect(await getAiSettings()).toMatchObject({ model: "gpt-4.1-nano", maxTokens: 2000 });

    const unknownKey = await rest("PATCH", "/admin/settings", { token: admin.token, body: { settings: [{ key: "rate_limit", value: "5" }] } });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.body).toMatchObject({
      message: "Setting key must be one of: openai_api_key, openai_model, max_tokens, temperature, ai_provider, ai_api_key, ai_model",
    });
    const empty = await rest("PATCH", "/admin/settings", { token: admin.token, body: { settings: [] } });
    expect(empty.body).toMatchObject({ message: "Send at least one setting", error: "Send at least one setting" });
    const twice = await trpcFailure(
      trpc({ token: admin.token }).admin.updateSettings.mutate({
        settings: [
          { key: "temperature", value: "1", category: "ai" },
          { key: "temperature", value: "2", category: "ai" },
        ],
      }),
    );
    expect(twice).toMatchObject({
      status: 400,
      message: "The setting temperature is listed twice.",
      extra: { error: "The setting temperature is listed twice." },
    });
  });

  it("falls back to the defaults when a stored value is unusable", async () => {
    await db.adminSetting.update({ where: { key: "max_tokens" }, data: { value: "lots" } });
    await db.adminSetting.update({ where: { key: "ai_model" }, data: { value: "retired-model" } });
    await db.adminSetting.upsert({
      where: { key: "ai_api_key" },
      create: { key: "ai_api_key", value: "v1.broken.value.x", isSecret: true },
      update: {},
    });
    expect(await getAiSettings()).toEqual({ provider: "openai", apiKey: null, model: "gpt-4.1-nano", maxTokens: 2000, temperature: 0.7 });
  });
});
