/**
 * The second vendor of the text-generator registry: Anthropic's Messages API, through its contract
 * fake. Chosen in the admin settings (ai_provider), it writes posts, suggestions and plans' texts;
 * its failures (refused key, rate limit, overload) refund the prompt; /status checks it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { encryptSecret } from "@/server/lib/crypto";
import { getTextGenerator } from "@/server/services/ai/generator";
import { AnthropicFake, FAKE_ANTHROPIC_KEY } from "../fakes/anthropic";
import { rest } from "../helpers/api";
import { ledger, selectAnthropicFake, selectOfflineGenerator, usage, userWithQuota } from "./helpers";

type GenerateBody = { success: boolean; content: string; message: string; generator: string; model: string | null; aiPromptsUsed: number };

const fake = new AnthropicFake();

beforeAll(async () => {
  await fake.start();
});

afterAll(async () => {
  await selectOfflineGenerator();
  await fake.stop();
});

beforeEach(async () => {
  fake.reset();
  await selectAnthropicFake(fake);
});

describe("generate with Anthropic (contract fake)", () => {
  it("sends the Messages API request (key, version, model, system, user prompt) and answers with Claude's text", async () => {
    const { user, token } = await userWithQuota({ used: 3, limit: 25 });
    const res = await rest<GenerateBody>("POST", "/ai/generate", {
      token,
      body: { topic: "remote work", tone: "casual", length: "short", platforms: ["x"] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      generator: "anthropic",
      model: "claude-haiku-4-5",
      aiPromptsUsed: 4,
      message: "Content generated successfully",
    });
    expect(res.body.content).toBe("Claude post for: Write a social media post about: remote work");

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent).toMatchObject({ method: "POST", path: "/v1/messages", apiKey: FAKE_ANTHROPIC_KEY, version: "2023-06-01" });
    expect(sent.body).toMatchObject({ model: "claude-haiku-4-5", max_tokens: 2000, temperature: 0.7 });
    expect(sent.body.system).toContain("social media copywriter");
    expect(sent.body.messages.map((m) => m.role)).toEqual(["user"]);
    expect(sent.body.messages[0]!.content).toContain("at most 280 characters");
    expect(await ledger(user.id)).toEqual([{ amount: 1, reason: "ai.generate" }]);
  });

  it("uses the admin's saved key and model, and caps the temperature at Anthropic's 1", async () => {
    await db.adminSetting.createMany({
      data: [
        { key: "ai_api_key", value: encryptSecret("sk-ant-admin-key-1"), category: "ai", isSecret: true },
        { key: "ai_model", value: "claude-sonnet-4-5", category: "ai" },
        { key: "temperature", value: "1.6", category: "ai" },
      ],
    });
    fake.keys.add("sk-ant-admin-key-1");
    const { token } = await userWithQuota();
    const res = await rest<GenerateBody>("POST", "/ai/generate", { token, body: { topic: "launch day" } });
    expect(res.body).toMatchObject({ generator: "anthropic", model: "claude-sonnet-4-5" });
    expect(fake.requests[0]).toMatchObject({ apiKey: "sk-ant-admin-key-1", body: { model: "claude-sonnet-4-5", temperature: 1 } });
  });

  it("a refused key (401) answers 502 and refunds the prompt", async () => {
    fake.keys = new Set(["sk-ant-some-other-key"]);
    const { user, token } = await userWithQuota({ used: 2 });
    const res = await rest<GenerateBody>("POST", "/ai/generate", { token, body: { topic: "anything" } });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ success: false, message: "Failed to generate AI content. Please try again." });
    expect((await usage(user.id)).aiPromptsUsed).toBe(2);
    expect(fake.requests).toHaveLength(1);
  });

  it("a rate limit (429) with a long retry-after fails at once and refunds; a short one is waited out", async () => {
    fake.setMode({ kind: "rateLimit", retryAfter: "30" });
    const { user, token } = await userWithQuota({ used: 0 });
    const limited = await rest<GenerateBody>("POST", "/ai/generate", { token, body: { topic: "busy" } });
    expect(limited.status).toBe(502);
    expect(fake.requests).toHaveLength(1);
    expect((await usage(user.id)).aiPromptsUsed).toBe(0);

    fake.requests.length = 0;
    fake.setMode({ kind: "rateLimit", retryAfter: "0", times: 1 });
    const waited = await rest<GenerateBody>("POST", "/ai/generate", { token, body: { topic: "busy" } });
    expect(waited.status).toBe(200);
    expect(waited.body.generator).toBe("anthropic");
    expect(fake.requests).toHaveLength(2);
    expect((await usage(user.id)).aiPromptsUsed).toBe(1);
  });

  it("an overloaded API (529) is tried once more, then answers 502 and refunds", async () => {
    fake.setMode({ kind: "overloaded" });
    const { user, token } = await userWithQuota({ used: 5 });
    const topic = await rest<GenerateBody>("POST", "/ai/generate", { token, body: { topic: "coffee" } });
    expect(topic.status).toBe(502);
    expect(topic.body).toMatchObject({ success: false, message: "Failed to generate AI content. Please try again." });
    expect((await usage(user.id)).aiPromptsUsed).toBe(5);
    expect(fake.requests.map((r) => r.path)).toEqual(["/v1/messages", "/v1/messages"]);
  });
});

describe("the registry picks the generator from the settings", () => {
  it("Anthropic without any key, or OpenAI with only an Anthropic key, falls back to the offline generator", async () => {
    delete process.env.ANTHROPIC_API_KEY;
    resetEnvForTests();
    expect((await getTextGenerator()).generator.kind).toBe("offline");

    Object.assign(process.env, fake.envVars());
    resetEnvForTests();
    await db.adminSetting.update({ where: { key: "ai_provider" }, data: { value: "openai" } });
    expect((await getTextGenerator()).generator.kind).toBe("offline");

    await db.adminSetting.update({ where: { key: "ai_provider" }, data: { value: "anthropic" } });
    expect(await getTextGenerator()).toMatchObject({
      generator: { kind: "anthropic" },
      model: "claude-haiku-4-5",
      maxTokens: 2000,
      temperature: 0.7,
    });
  });

  it("an admin can pick the offline generator even with a key configured", async () => {
    await db.adminSetting.update({ where: { key: "ai_provider" }, data: { value: "offline" } });
    const { token } = await userWithQuota();
    const res = await rest<GenerateBody>("POST", "/ai/generate", { token, body: { topic: "remote work" } });
    expect(res.body).toMatchObject({ generator: "offline", model: null, message: "Content generated with the offline generator" });
    expect(fake.requests).toHaveLength(0);
  });
});

describe("status of the chosen text provider (GET /api/status/openai)", () => {
  it("checks Anthropic's models endpoint with the key, names the provider, and reports a refused key as an outage", async () => {
    const up = await rest<{ name: string }>("GET", "/status/openai");
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({
      success: true,
      name: "AI text (Anthropic)",
      status: "operational",
      configured: true,
      description: "Anthropic API reachable",
    });
    expect(fake.requests.map((r) => [r.method, r.path, r.apiKey, r.version])).toEqual([["GET", "/v1/models", FAKE_ANTHROPIC_KEY, "2023-06-01"]]);

    fake.keys = new Set();
    const refused = await rest("GET", "/status/openai");
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ success: false, status: "outage", name: "AI text (Anthropic)" });

    delete process.env.ANTHROPIC_API_KEY;
    resetEnvForTests();
    const unconfigured = await rest("GET", "/status/openai");
    expect(unconfigured.body).toMatchObject({ name: "AI text (Anthropic)", configured: false, status: "operational" });
  });
});
