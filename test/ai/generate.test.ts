/**
 * POST /api/ai/generate through both doors: the real OpenAI implementation against the contract
 * fake (settings sent, failures refunded), the offline generator, and the prompt quota (atomic
 * under concurrency, unlimited, monthly reset).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { encryptSecret } from "@/server/lib/crypto";
import { OpenAIFake, FAKE_OPENAI_KEY } from "../fakes/openai";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { ledger, usage, selectOfflineGenerator, selectOpenAIFake, userWithQuota } from "./helpers";

type GenerateBody = {
  success: boolean;
  content: string;
  message: string;
  generator: string;
  model: string | null;
  aiPromptsUsed: number;
  aiPromptsLimit: number;
  quotaExceeded?: boolean;
};

const fake = new OpenAIFake();

beforeAll(async () => {
  await fake.start();
});

afterAll(async () => {
  await selectOfflineGenerator();
  await fake.stop();
});

beforeEach(() => {
  fake.reset();
});

describe("generate with OpenAI (contract fake)", () => {
  beforeEach(async () => {
    await selectOpenAIFake(fake);
  });

  it("sends the admin settings' defaults (gpt-4.1-nano, 2000 tokens, 0.7) with the key from the environment, and charges 1 prompt", async () => {
    const { user, token } = await userWithQuota({ used: 3, limit: 25 });
    const res = await rest<GenerateBody>("POST", "/ai/generate", { token, body: { topic: "remote work", tone: "casual", length: "short" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, generator: "openai", model: "gpt-4.1-nano", aiPromptsUsed: 4, aiPromptsLimit: 25 });
    expect(res.body.content).toContain("Model post for: Write a social media post about: remote work");

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.authorization).toBe(`Bearer ${FAKE_OPENAI_KEY}`);
    expect(sent.body).toMatchObject({ model: "gpt-4.1-nano", max_tokens: 2000, temperature: 0.7 });
    expect(sent.body.messages.map((m) => m.role)).toEqual(["system", "user"]);
    const prompt = sent.body.messages[1]!.content;
    expect(prompt).toContain("Tone: casual");
    expect(prompt).toContain("Length: 1 to 2 sentences");
    expect(prompt).toContain("at most 3000 characters");

    expect((await usage(user.id)).aiPromptsUsed).toBe(4);
    expect(await ledger(user.id)).toEqual([{ amount: 1, reason: "ai.generate" }]);
  });

  it("uses the admin's key, model, max tokens and temperature when they are set, and asks for X's 280 limit", async () => {
    await db.adminSetting.createMany({
      data: [
        { key: "ai_api_key", value: encryptSecret("sk-admin-key-123"), category: "ai", isSecret: true },
        { key: "ai_model", value: "gpt-4o-mini", category: "ai" },
        { key: "max_tokens", value: "500", category: "ai" },
        { key: "temperature", value: "0.2", category: "ai" },
      ],
    });
    fake.keys.add("sk-admin-key-123");
    const { token } = await userWithQuota();
    const answer = await trpc({ token }).ai.generate.mutate({
      topic: "product launch",
      tone: "enthusiastic",
      length: "long",
      platforms: ["linkedin", "x"],
    });
    expect(answer.generator).toBe("openai");
    expect(answer.model).toBe("gpt-4o-mini");
    const sent = fake.requests[0]!;
    expect(sent.authorization).toBe("Bearer sk-admin-key-123");
    expect(sent.body).toMatchObject({ model: "gpt-4o-mini", max_tokens: 500, temperature: 0.2 });
    expect(sent.body.messages[1]!.content).toContain("at most 280 characters");
    expect(sent.body.messages[1]!.content).toContain("LinkedIn, X");
  });

  it("cuts a model answer that is longer than the networks' limit", async () => {
    fake.reply = () => `${"This sentence is long enough to matter. ".repeat(20)}`;
    const { token } = await userWithQuota();
    const res = await rest<GenerateBody>("POST", "/ai/generate", { token, body: { topic: "limits", platforms: ["x"] } });
    expect(res.status).toBe(200);
    expect(res.body.content.length).toBeLessThanOrEqual(280);
    expect(res.body.content.endsWith(".")).toBe(true);
  });

  it.each([
    ["a 500", { kind: "error", status: 500 } as const],
    ["a 429", { kind: "rateLimit" } as const],
  ])("refunds the prompt and answers 502 when the provider answers %s (after one SDK retry)", async (_label, mode) => {
    fake.setMode(mode);
    const { user, token } = await userWithQuota({ used: 7, limit: 25 });
    const res = await rest<GenerateBody>("POST", "/ai/generate", { token, body: { topic: "anything" } });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ success: false, message: "Failed to generate AI content. Please try again." });
    expect(fake.requests).toHaveLength(2); // maxRetries: 1
    expect((await usage(user.id)).aiPromptsUsed).toBe(7);
    expect(await ledger(user.id)).toEqual([
      { amount: 1, reason: "ai.generate" },
      { amount: -1, reason: "refund: ai.generate" },
    ]);
  });

  it("gives up on a slow provider after AI_TEXT_TIMEOUT_MS and refunds (tRPC door)", async () => {
    await selectOpenAIFake(fake, { AI_TEXT_TIMEOUT_MS: "300" });
    fake.setMode({ kind: "slow", delayMs: 2000 });
    const { user, token } = await userWithQuota({ used: 1 });
    const failure = await trpcFailure(trpc({ token }).ai.generate.mutate({ topic: "slow" }));
    expect(failure.status).toBe(502);
    expect(failure.message).toBe("Failed to generate AI content. Please try again.");
    expect((await usage(user.id)).aiPromptsUsed).toBe(1);
  });

  it("a refused key (401) is a provider failure too: 502 and refunded", async () => {
    fake.keys.clear();
    const { user, token } = await userWithQuota({ used: 2 });
    const res = await rest<GenerateBody>("POST", "/ai/generate", { token, body: { topic: "key" } });
    expect(res.status).toBe(502);
    expect((await usage(user.id)).aiPromptsUsed).toBe(2);
  });
});

describe("generate offline (no key configured)", () => {
  beforeEach(async () => {
    await selectOfflineGenerator();
  });

  it("answers through both doors with generator offline, deterministic text, and charges 1 prompt each", async () => {
    const { user, token } = await userWithQuota();
    const input = { topic: "sustainable packaging", tone: "informative", length: "medium" } as const;
    const viaRest = await rest<GenerateBody>("POST", "/ai/generate", { token, body: input });
    expect(viaRest.status).toBe(200);
    expect(viaRest.body).toMatchObject({ success: true, generator: "offline", model: null, aiPromptsUsed: 1 });
    expect(viaRest.body.message).toMatch(/offline generator/);
    expect(viaRest.body.content.toLowerCase()).toContain("sustainable packaging");
    const viaTrpc = await trpc({ token }).ai.generate.mutate(input);
    expect(viaTrpc.content).toBe(viaRest.body.content);
    expect(viaTrpc.aiPromptsUsed).toBe(2);
    expect(fake.requests).toHaveLength(0);
    expect((await usage(user.id)).aiPromptsUsed).toBe(2);
  });

  it("validates the input (topic required, known tone) without charging", async () => {
    const { user, token } = await userWithQuota();
    const missing = await rest("POST", "/ai/generate", { token, body: { topic: "  " } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, message: "Topic is required" });
    const tone = await trpcFailure(trpc({ token }).ai.generate.mutate({ topic: "x", tone: "angry" as never }));
    expect(tone.status).toBe(400);
    expect(tone.message).toBe("Unknown tone");
    expect((await usage(user.id)).aiPromptsUsed).toBe(0);
  });

  it("refuses anonymous callers with 401 on both doors", async () => {
    const res = await rest("POST", "/ai/generate", { body: { topic: "x" } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false });
    const failure = await trpcFailure(trpc().ai.generate.mutate({ topic: "x" }));
    expect(failure.status).toBe(401);
  });
});

describe("prompt quota", () => {
  beforeEach(async () => {
    await selectOfflineGenerator();
  });

  it("at the limit answers 403 quotaExceeded with the spec's message on both doors, and charges nothing", async () => {
    const { user, token } = await userWithQuota({ used: 25, limit: 25 });
    const res = await rest<GenerateBody>("POST", "/ai/generate", { token, body: { topic: "x" } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      message: "This post needs 1 AI prompt; you have 0 left. You've used 25/25 AI prompts. Upgrade your plan to continue.",
      quotaExceeded: true,
      aiPromptsUsed: 25,
      aiPromptsLimit: 25,
      promptsNeeded: 1,
      promptsLeft: 0,
    });
    const failure = await trpcFailure(trpc({ token }).ai.generate.mutate({ topic: "x" }));
    expect(failure.status).toBe(403);
    expect(failure.extra).toMatchObject({ quotaExceeded: true, aiPromptsUsed: 25, aiPromptsLimit: 25 });
    expect((await usage(user.id)).aiPromptsUsed).toBe(25);
    expect(await ledger(user.id)).toEqual([]);
  });

  it("20 concurrent calls with 5 prompts left: exactly 5 succeed, 15 get 403, usage ends at the limit", async () => {
    const { user, token } = await userWithQuota({ used: 20, limit: 25 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => rest<GenerateBody>("POST", "/ai/generate", { token, body: { topic: `topic ${i}` } })),
    );
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 403);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.body.quotaExceeded).toBe(true);
    for (const a of answers) expect(a.body.aiPromptsUsed).toBeLessThanOrEqual(25);
    expect(ok.map((a) => a.body.aiPromptsUsed).sort((a, b) => a - b)).toEqual([21, 22, 23, 24, 25]);
    expect((await usage(user.id)).aiPromptsUsed).toBe(25);
    expect(await ledger(user.id)).toHaveLength(5);
  });

  it.each([-1, 999999])("an unlimited limit (%i) never blocks", async (limit) => {
    const { user, token } = await userWithQuota({ used: 5000, limit });
    const answers = await Promise.all(Array.from({ length: 5 }, () => rest<GenerateBody>("POST", "/ai/generate", { token, body: { topic: "x" } })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await usage(user.id)).aiPromptsUsed).toBe(5005);
  });

  it("a limit of 0 blocks the first prompt", async () => {
    const { token } = await userWithQuota({ used: 0, limit: 0 });
    const res = await rest<GenerateBody>("POST", "/ai/generate", { token, body: { topic: "x" } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("This post needs 1 AI prompt; you have 0 left. You've used 0/0 AI prompts. Upgrade your plan to continue.");
  });

  it("resets usage when the monthly cycle has ended, moving the cycle start forward by whole months", async () => {
    const start = new Date(Date.now() - 1000 * 3600 * 24 * 70); // ~2 months and 10 days ago
    const { user, token } = await userWithQuota({ used: 25, limit: 25, periodStart: start });
    const res = await rest<GenerateBody>("POST", "/ai/generate", { token, body: { topic: "new month" } });
    expect(res.status).toBe(200);
    expect(res.body.aiPromptsUsed).toBe(1);
    const after = await usage(user.id);
    expect(after.aiPromptsUsed).toBe(1);
    const expected = new Date(start);
    expected.setUTCMonth(expected.getUTCMonth() + 2);
    // Whole months in the database's time zone; allow a day for month-length and zone differences.
    expect(Math.abs(after.usagePeriodStart.getTime() - expected.getTime())).toBeLessThan(1000 * 3600 * 26);
    expect(after.usagePeriodStart.getTime()).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - after.usagePeriodStart.getTime()).toBeLessThan(1000 * 3600 * 24 * 31);
  });

  it("does not reset within the cycle", async () => {
    const start = new Date(Date.now() - 1000 * 3600 * 24 * 20);
    const { user, token } = await userWithQuota({ used: 25, limit: 25, periodStart: start });
    const res = await rest<GenerateBody>("POST", "/ai/generate", { token, body: { topic: "same month" } });
    expect(res.status).toBe(403);
    expect((await usage(user.id)).usagePeriodStart.getTime()).toBe(start.getTime());
  });
});
