/**
 * Bad input on the REST doors of the AI calls (text, plans, media, videos): a clear 400 with a
 * message a user can act on, and nothing charged or written. The string "false" must never be read
 * as true: trpc-to-openapi coerces plain boolean inputs, which would charge a text-only plan as
 * one with images.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { SocialNetworkFake } from "../fakes/social-network";
import { connectAccount } from "../helpers/accounts";
import { rest } from "../helpers/api";
import { createUser } from "../helpers/users";

const fake = new SocialNetworkFake();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

type Body = { success: boolean; message: string };

async function paidUserWithX() {
  const { user, token } = await createUser({ role: "paid" });
  await connectAccount(fake, user.id, "x");
  return { user, token };
}

async function nothingHappened(userId: string) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  expect(user.aiPromptsUsed).toBe(0);
  expect(await db.post.count({ where: { userId } })).toBe(0);
  expect(await db.contentPlan.count({ where: { userId } })).toBe(0);
  expect(await db.mediaAsset.count({ where: { userId } })).toBe(0);
}

describe("POST /api/posts/ai-content-plan with bad input", () => {
  it('refuses includeImages "false" (a string) instead of charging a plan with images', async () => {
    const { user, token } = await paidUserWithX();
    const answer = await rest<Body>("POST", "/posts/ai-content-plan", {
      token,
      body: { subject: "Home composting", platforms: ["x"], period: 7, startTime: "09:00", tone: "professional", includeImages: "false" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: "includeImages must be true or false" });
    await nothingHappened(user.id);
  });

  it("names the allowed periods and platforms", async () => {
    const { user, token } = await paidUserWithX();
    const period = await rest<Body>("POST", "/posts/ai-content-plan", { token, body: { subject: "Tea", platforms: ["x"], period: 14 } });
    expect(period.status).toBe(400);
    expect(period.body.message).toBe("Period must be 7, 15 or 30 days");
    const platform = await rest<Body>("POST", "/posts/ai-content-plan", { token, body: { subject: "Tea", platforms: ["tiktok"], period: 7 } });
    expect(platform.status).toBe(400);
    expect(platform.body.message).toBe("Plans can be made for LinkedIn, X, Threads, Bluesky, Mastodon, Facebook and Instagram");
    const tone = await rest<Body>("POST", "/posts/ai-content-plan", { token, body: { subject: "Tea", platforms: ["x"], tone: "angry" } });
    expect(tone.status).toBe(400);
    expect(tone.body.message).toBe("Unknown tone");
    await nothingHappened(user.id);
  });
});

describe("AI media with bad options", () => {
  it("lists the allowed values instead of a bare validation error, and charges nothing", async () => {
    const { user, token } = await createUser();
    const style = await rest<Body>("POST", "/falai/generate-image", { token, body: { prompt: "A lighthouse", style: "watercolour" } });
    expect(style.status).toBe(400);
    expect(style.body.message).toBe("Style must be one of: realistic, illustration, minimal, 3d, cinematic");
    const platform = await rest<Body>("POST", "/falai/generate-video", { token, body: { prompt: "Waves", platform: "myspace" } });
    expect(platform.status).toBe(400);
    expect(platform.body.message).toMatch(/^Platform must be one of: general, /);
    const quality = await rest<Body>("POST", "/falai/generate-video", { token, body: { prompt: "Waves", quality: "8k" } });
    expect(quality.status).toBe(400);
    expect(quality.body.message).toBe("Quality must be one of: standard, hd");
    await nothingHappened(user.id);
  });
});

describe("ids missing from a body", () => {
  it("says which id is missing", async () => {
    const { token } = await createUser({ role: "paid" });
    const regenerate = await rest<Body>("POST", "/ai/generate-content", { token, body: { topic: "Tea" } });
    expect(regenerate.status).toBe(400);
    expect(regenerate.body.message).toBe("Post id is required");
    const publish = await rest<Body>("POST", "/video-generation/publish", { token, body: {} });
    expect(publish.status).toBe(400);
    expect(publish.body.message).toBe("Video id is required");
    const approve = await rest<Body>("POST", "/posts/approve-content-plan", { token, body: { postIds: "abc" } });
    expect(approve.status).toBe(400);
    expect(approve.body.message).toBe("postIds must be a list of post ids");
  });
});
