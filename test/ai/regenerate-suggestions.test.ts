/** POST /api/ai/generate-content (regeneration) and POST /api/ai/suggestions through both doors. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { OpenAIFake } from "../fakes/openai";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";
import { ledger, usage, selectOfflineGenerator, selectOpenAIFake, userWithQuota } from "./helpers";

type RegenerateBody = {
  success: boolean;
  content: string;
  generator: string;
  metadata: { isFirstRegeneration: boolean; regenerationCount: number; promptsCharged: number };
  aiPromptsUsed: number;
  aiPromptsLimit: number;
  message: string;
  quotaExceeded?: boolean;
};
type SuggestionsBody = {
  success: boolean;
  suggestions: { id: string; title: string; tone: string; content: string }[];
  message: string;
  generator: string;
  aiPromptsUsed: number;
  aiPromptsLimit: number;
};

const fake = new OpenAIFake();

async function postOf(userId: string, platforms: string[] = ["linkedin"]) {
  return db.post.create({ data: { userId, content: "Original text", platforms, status: "draft", aiGenerated: true, source: "ai" } });
}

beforeAll(async () => {
  await fake.start();
});

afterAll(async () => {
  await selectOfflineGenerator();
  await fake.stop();
});

beforeEach(async () => {
  fake.reset();
  await selectOfflineGenerator();
});

describe("regeneration", () => {
  it("the first regeneration is free, later ones cost 1 prompt each; the count rises atomically (REST then tRPC)", async () => {
    const { user, token } = await userWithQuota({ used: 10 });
    const post = await postOf(user.id);
    const input = { topic: "Original text", tone: "friendly" as const, length: "short" as const, postId: post.id };

    const first = await rest<RegenerateBody>("POST", "/ai/generate-content", { token, body: input });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      generator: "offline",
      metadata: { isFirstRegeneration: true, regenerationCount: 1, promptsCharged: 0 },
      aiPromptsUsed: 10,
    });
    expect(first.body.content.length).toBeGreaterThan(0);

    const second = await trpc({ token }).ai.regenerate.mutate(input);
    expect(second.metadata).toEqual({ isFirstRegeneration: false, regenerationCount: 2, promptsCharged: 1 });
    expect(second.aiPromptsUsed).toBe(11);

    const third = await rest<RegenerateBody>("POST", "/ai/generate-content", { token, body: input });
    expect(third.body.metadata.regenerationCount).toBe(3);
    expect((await usage(user.id)).aiPromptsUsed).toBe(12);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).regenerationCount).toBe(3);
    // the post's own text is not replaced: the wizard decides what to keep
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).content).toBe("Original text");
    expect(await ledger(user.id)).toEqual([
      { amount: 1, reason: "ai.regenerate" },
      { amount: 1, reason: "ai.regenerate" },
    ]);
  });

  it("concurrent first regenerations: exactly one is free", async () => {
    const { user, token } = await userWithQuota();
    const post = await postOf(user.id);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => rest<RegenerateBody>("POST", "/ai/generate-content", { token, body: { topic: "t", postId: post.id } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.metadata.isFirstRegeneration)).toHaveLength(1);
    expect(answers.map((a) => a.body.metadata.regenerationCount).sort()).toEqual([1, 2, 3, 4]);
    expect((await usage(user.id)).aiPromptsUsed).toBe(3);
  });

  it("writes for the post's own networks (X: at most 280 characters)", async () => {
    const { user, token } = await userWithQuota();
    const post = await postOf(user.id, ["x"]);
    const res = await rest<RegenerateBody>("POST", "/ai/generate-content", {
      token,
      body: { topic: "A long topic about many things", length: "long", tone: "enthusiastic", postId: post.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.content.length).toBeLessThanOrEqual(280);
  });

  it("another user's post, or no post, is 404 on both doors, and nothing is counted or charged", async () => {
    const owner = await createUser();
    const post = await postOf(owner.user.id);
    const { user, token } = await userWithQuota();
    const res = await rest("POST", "/ai/generate-content", { token, body: { topic: "t", postId: post.id } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: "Post not found" });
    const failure = await trpcFailure(trpc({ token }).ai.regenerate.mutate({ topic: "t", postId: "does-not-exist" }));
    expect(failure.status).toBe(404);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).regenerationCount).toBe(0);
    expect((await usage(user.id)).aiPromptsUsed).toBe(0);
  });

  it("a paid regeneration at the limit is 403 quotaExceeded and leaves the count unchanged", async () => {
    const { user, token } = await userWithQuota({ used: 25, limit: 25 });
    const post = await postOf(user.id);
    const free = await rest<RegenerateBody>("POST", "/ai/generate-content", { token, body: { topic: "t", postId: post.id } });
    expect(free.status).toBe(200); // the first one is free even at the limit
    const paid = await rest<RegenerateBody>("POST", "/ai/generate-content", { token, body: { topic: "t", postId: post.id } });
    expect(paid.status).toBe(403);
    expect(paid.body).toMatchObject({ quotaExceeded: true, aiPromptsUsed: 25, aiPromptsLimit: 25 });
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).regenerationCount).toBe(1);
  });

  it("a provider failure refunds and gives the attempt back (the first stays free)", async () => {
    await selectOpenAIFake(fake);
    fake.setMode({ kind: "error", status: 500 });
    const { user, token } = await userWithQuota({ used: 4 });
    const post = await postOf(user.id);
    await db.post.update({ where: { id: post.id }, data: { regenerationCount: 1 } });
    const res = await rest<RegenerateBody>("POST", "/ai/generate-content", { token, body: { topic: "t", postId: post.id } });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe("Failed to regenerate content");
    expect((await usage(user.id)).aiPromptsUsed).toBe(4);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).regenerationCount).toBe(1);

    fake.setMode({ kind: "ok" });
    const ok = await rest<RegenerateBody>("POST", "/ai/generate-content", { token, body: { topic: "t", postId: post.id } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ generator: "openai", metadata: { regenerationCount: 2, promptsCharged: 1 }, aiPromptsUsed: 5 });
  });

  it("anonymous callers get 401 on both doors", async () => {
    expect((await rest("POST", "/ai/generate-content", { body: { topic: "t", postId: "x" } })).status).toBe(401);
    expect((await trpcFailure(trpc().ai.regenerate.mutate({ topic: "t", postId: "x" }))).status).toBe(401);
  });
});

describe("suggestions", () => {
  it("from a subject: three variations in different tones for 1 prompt (REST)", async () => {
    const { user, token } = await userWithQuota({ used: 2 });
    const res = await rest<SuggestionsBody>("POST", "/ai/suggestions", { token, body: { subject: "team offsites" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, generator: "offline", aiPromptsUsed: 3, aiPromptsLimit: 25 });
    expect(res.body.suggestions).toHaveLength(3);
    expect(new Set(res.body.suggestions.map((s) => s.tone)).size).toBe(3);
    expect(new Set(res.body.suggestions.map((s) => s.content)).size).toBe(3);
    expect(new Set(res.body.suggestions.map((s) => s.id)).size).toBe(3);
    for (const s of res.body.suggestions) {
      expect(s.title.length).toBeGreaterThan(0);
      expect(s.content.toLowerCase()).toContain("team offsites");
    }
    expect(await ledger(user.id)).toEqual([{ amount: 1, reason: "ai.suggestions" }]);
  });

  it("with OpenAI: one request per tone, all three charged as 1 prompt (tRPC)", async () => {
    await selectOpenAIFake(fake);
    fake.reply = (req) => `Variation: ${/Tone: (\w+)/.exec(req.body.messages[1]!.content)?.[1]}`;
    const { user, token } = await userWithQuota();
    const answer = await trpc({ token }).ai.suggestions.mutate({ subject: "pricing update", platforms: ["threads"] });
    expect(answer.generator).toBe("openai");
    expect(answer.suggestions.map((s) => s.content).sort()).toEqual(["Variation: casual", "Variation: enthusiastic", "Variation: professional"]);
    expect(answer.suggestions.map((s) => s.tone).sort()).toEqual(["casual", "enthusiastic", "professional"]);
    expect(fake.requests).toHaveLength(3);
    for (const r of fake.requests) expect(r.body.messages[1]!.content).toContain("at most 500 characters");
    expect((await usage(user.id)).aiPromptsUsed).toBe(1);
  });

  it("a provider failure refunds the prompt and answers 502", async () => {
    await selectOpenAIFake(fake);
    fake.setMode({ kind: "error", status: 503 });
    const { user, token } = await userWithQuota({ used: 6 });
    const res = await rest("POST", "/ai/suggestions", { token, body: { subject: "x" } });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ success: false, message: "Failed to generate AI suggestions. Please try again." });
    expect((await usage(user.id)).aiPromptsUsed).toBe(6);
  });

  it("needs a URL or a subject; at the limit it is 403 with the spec's message", async () => {
    const { token } = await userWithQuota({ used: 25, limit: 25 });
    const empty = await rest("POST", "/ai/suggestions", { token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: "Please enter a URL or a subject" });
    const over = await trpcFailure(trpc({ token }).ai.suggestions.mutate({ subject: "x" }));
    expect(over.status).toBe(403);
    expect(over.message).toBe("These suggestions need 1 AI prompt; you have 0 left. You've used 25/25 AI prompts. Upgrade your plan to continue.");
    expect(over.extra).toMatchObject({ quotaExceeded: true, aiPromptsUsed: 25, aiPromptsLimit: 25 });
  });

  it("a URL to a private address is refused (400) and refunded; an invalid URL is 400 without a charge", async () => {
    const { user, token } = await userWithQuota();
    const local = await rest("POST", "/ai/suggestions", { token, body: { url: "http://127.0.0.1:5432/" } });
    expect(local.status).toBe(400);
    expect(local.body).toMatchObject({ message: "This address cannot be fetched." });
    const invalid = await trpcFailure(trpc({ token }).ai.suggestions.mutate({ url: "javascript:alert(1)" }));
    expect(invalid.status).toBe(400);
    expect(invalid.message).toBe("Please enter a valid URL (e.g., https://example.com).");
    expect((await usage(user.id)).aiPromptsUsed).toBe(0);
  });

  it("anonymous callers get 401 on both doors", async () => {
    expect((await rest("POST", "/ai/suggestions", { body: { subject: "x" } })).status).toBe(401);
    expect((await trpcFailure(trpc().ai.suggestions.mutate({ subject: "x" }))).status).toBe(401);
  });
});
