/**
 * Regeneration as a new user meets it (issue 13 defect 1) and its loopholes (issue 14 item 19):
 * Generate → Regenerate gives another text, the first regeneration is free once the post is kept,
 * create → regenerate → delete loops cost the normal price, and the free or refunded features are
 * rate-limited per user.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { redis } from "@/server/redis";
import { AI_RATE_LIMITS } from "@/server/services/ai/throttle";
import { connectAccount } from "../helpers/accounts";
import { rest } from "../helpers/api";
import { ledger, selectOfflineGenerator, usage, userWithQuota } from "./helpers";

type Generated = { content: string; generationId: string; aiPromptsUsed: number };
type Regenerated = {
  content: string;
  aiPromptsUsed: number;
  metadata: { isFirstRegeneration: boolean; regenerationCount: number; promptsCharged: number };
};

const topic = { topic: "Why small teams should write things down", tone: "casual", length: "medium" };
const later = () => new Date(Date.now() + 24 * 3600_000).toISOString();

async function withLinkedIn() {
  const quota = await userWithQuota({ used: 0, limit: 25 });
  // A connected account row is all scheduling needs (nothing is published in these tests).
  await connectAccount(undefined as never, quota.user.id, "linkedin", { registered: false });
  return quota;
}

beforeEach(async () => {
  await selectOfflineGenerator();
});

describe("regenerating the wizard's text (Use AI Generator → Generate → Regenerate)", () => {
  it("gives a different text each time; the first regeneration is free and stays free when the post is scheduled", async () => {
    const { user, token } = await withLinkedIn();
    const generated = await rest<Generated>("POST", "/ai/generate", { token, body: topic });
    expect(generated.status).toBe(200);
    expect(generated.body.aiPromptsUsed).toBe(1);

    const again = { ...topic, generationId: generated.body.generationId };
    const first = await rest<Regenerated>("POST", "/ai/generate-content", { token, body: again });
    expect(first.status).toBe(200);
    expect(first.body.content).not.toBe(generated.body.content);
    expect(first.body.metadata).toEqual({ isFirstRegeneration: true, regenerationCount: 1, promptsCharged: 0 });
    expect(first.body.aiPromptsUsed).toBe(1);

    const second = await rest<Regenerated>("POST", "/ai/generate-content", { token, body: again });
    expect(second.body.content).not.toBe(first.body.content);
    expect(second.body.metadata).toMatchObject({ regenerationCount: 2, promptsCharged: 1 });
    expect(second.body.aiPromptsUsed).toBe(2);

    const saved = await rest<{ post: { id: string } }>("POST", "/posts/schedule", {
      token,
      body: { content: second.body.content, platforms: ["linkedin"], scheduledAt: later(), source: "ai", generationId: generated.body.generationId },
    });
    expect(saved.status).toBe(200);
    // The post keeps the regenerations: its next one is paid, and a new generation owes nothing.
    expect((await db.post.findUniqueOrThrow({ where: { id: saved.body.post.id } })).regenerationCount).toBe(2);
    const next = await rest<Generated>("POST", "/ai/generate", { token, body: topic });
    expect(next.body.aiPromptsUsed).toBe(3);
    expect((await usage(user.id)).aiPromptsUsed).toBe(3);
    // The saved text cannot be regenerated as unsaved text any more.
    expect((await rest("POST", "/ai/generate-content", { token, body: again })).status).toBe(404);
  });

  it("a free regeneration of a text that was never saved is charged when the next generation starts", async () => {
    const { user, token } = await withLinkedIn();
    for (let i = 0; i < 3; i++) {
      const generated = await rest<Generated>("POST", "/ai/generate", { token, body: topic });
      const free = await rest<Regenerated>("POST", "/ai/generate-content", { token, body: { ...topic, generationId: generated.body.generationId } });
      expect(free.body.metadata.promptsCharged).toBe(0);
    }
    // 3 generations + 2 abandoned free regenerations settled; the third is still open.
    expect((await usage(user.id)).aiPromptsUsed).toBe(5);
    expect((await ledger(user.id)).filter((l) => l.reason === "ai.regenerate.not_kept")).toHaveLength(2);
  });
});

describe("create → regenerate → delete loops (issue 14 item 19)", () => {
  it("cost the normal price: deleting a never-published post charges its free regeneration, even at the limit", async () => {
    const { user, token } = await withLinkedIn();
    await db.user.update({ where: { id: user.id }, data: { aiPromptsUsed: 24 } });
    for (let i = 0; i < 3; i++) {
      const post = await rest<{ post: { id: string } }>("POST", "/posts/schedule", {
        token,
        body: { content: `Post ${i}`, platforms: ["linkedin"], scheduledAt: later() },
      });
      const regenerated = await rest<Regenerated & { quotaExceeded?: boolean }>("POST", "/ai/generate-content", {
        token,
        body: { ...topic, postId: post.body.post.id },
      });
      if (i < 2) {
        expect(regenerated.status).toBe(200);
        expect(regenerated.body.metadata.promptsCharged).toBe(0);
      } else {
        // Two loops owed 2 prompts at 24/25: the account is past its limit, so even a free one is refused.
        expect(regenerated.status).toBe(403);
        expect(regenerated.body.quotaExceeded).toBe(true);
      }
      expect((await rest("DELETE", `/posts/${post.body.post.id}`, { token })).status).toBe(200);
    }
    expect((await usage(user.id)).aiPromptsUsed).toBe(26);
    expect((await ledger(user.id)).map((l) => l.reason)).toEqual(["ai.regenerate.not_kept", "ai.regenerate.not_kept"]);
  });

  it("a kept or published post keeps its free regeneration: deleting a published one charges nothing", async () => {
    const { user, token } = await withLinkedIn();
    const post = await db.post.create({
      data: { userId: user.id, content: "Live", platforms: ["linkedin"], status: "published", publishedAt: new Date() },
    });
    const free = await rest<Regenerated>("POST", "/ai/generate-content", { token, body: { ...topic, postId: post.id } });
    expect(free.body.metadata.promptsCharged).toBe(0);
    expect((await rest("DELETE", `/posts/${post.id}`, { token })).status).toBe(200);
    expect((await usage(user.id)).aiPromptsUsed).toBe(0);
  });
});

describe("per-user rate limits", () => {
  it("regeneration answers 429 JSON with a message past its limit; other users are not affected", async () => {
    const { user, token } = await withLinkedIn();
    await db.user.update({ where: { id: user.id }, data: { aiPromptsLimit: -1 } });
    await redis().del(`ratelimit:user:regenerate:${user.id}`);
    const post = await db.post.create({ data: { userId: user.id, content: "Text", platforms: ["linkedin"], status: "draft" } });
    const body = { ...topic, postId: post.id };
    for (let i = 0; i < AI_RATE_LIMITS.regenerate.limit; i++) {
      expect((await rest("POST", "/ai/generate-content", { token, body })).status).toBe(200);
    }
    const refused = await rest<{ success: boolean; message: string; retryAfter: number }>("POST", "/ai/generate-content", { token, body });
    expect(refused.status).toBe(429);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toMatch(/^Too many regenerations\. Please try again in \d+ minutes?\.$/);
    expect(refused.body.retryAfter).toBeGreaterThan(0);

    const other = await withLinkedIn();
    const otherPost = await db.post.create({ data: { userId: other.user.id, content: "Text", platforms: ["linkedin"], status: "draft" } });
    expect((await rest("POST", "/ai/generate-content", { token: other.token, body: { ...topic, postId: otherPost.id } })).status).toBe(200);
  });

  it("generate-from-link and refresh-insights are limited per user too (their failures are refunded)", async () => {
    const { user, token } = await withLinkedIn();
    for (const [feature, call] of [
      ["refreshInsights", () => rest("POST", "/dashboard/refresh-insights", { token })],
      // a refused address is answered before any charge; the attempt still counts against the limit
      ["generateFromLink", () => rest("POST", "/ai/generate-from-link", { token, body: { url: "https://example.invalid/" } })],
    ] as const) {
      for (let i = 0; i < AI_RATE_LIMITS[feature].limit; i++) expect((await call()).status, `${feature} ${i}`).not.toBe(429);
      const refused = await call();
      expect(refused.status, feature).toBe(429);
      expect((refused.body as { message: string }).message).toContain("Please try again in");
    }
    expect((await usage(user.id)).aiPromptsUsed).toBe(0);
  });

  it("suggestions from a URL share generate-from-link's limit (they fetch a member-named page too, refunded when it fails)", async () => {
    const { user, token } = await withLinkedIn();
    const fromUrl = () => rest("POST", "/ai/suggestions", { token, body: { url: "https://example.invalid/" } });
    for (let i = 0; i < AI_RATE_LIMITS.generateFromLink.limit; i++) expect((await fromUrl()).status, `suggestions ${i}`).not.toBe(429);
    const refused = await fromUrl();
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).toContain("Please try again in");
    expect((await rest("POST", "/ai/generate-from-link", { token, body: { url: "https://example.invalid/" } })).status).toBe(429);
    // Suggestions from a subject fetch nothing: not limited by it.
    expect((await rest("POST", "/ai/suggestions", { token, body: { subject: "Remote work" } })).status).toBe(200);
    expect((await usage(user.id)).aiPromptsUsed).toBe(1);
  });
});
