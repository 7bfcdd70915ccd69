/**
 * The posts cap per plan (issue 24, item 10): every path that creates posts (the editor's save,
 * draft and schedule, AI content plans, AI videos put on the calendar) is refused with a 403 and
 * a message once the member holds their plan's posts, and two creations at the cap do not both
 * pass. Members are filled to just under the Free Trial cap with set-based seeding.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { getMediaGenerator } from "@/server/integrations/media";
import { postsLimitFor } from "@/server/services/plans/catalog";
import { generateQueueEntry } from "@/server/services/video/generation";
import { SocialNetworkFake } from "../fakes/social-network";
import { connectAccount } from "../helpers/accounts";
import { rest } from "../helpers/api";
import { seedPosts } from "../helpers/seed-posts";
import { createUser } from "../helpers/users";
import { selectOfflineGenerator } from "../ai/helpers";
import { createSetting, premiumUser } from "../video/helpers";

type Refusal = { success: boolean; message: string; postsLimitReached?: boolean; postsLimit?: number };

const FREE = postsLimitFor("Free Trial");
const fake = new SocialNetworkFake();
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

beforeAll(async () => {
  await fake.start();
  await selectOfflineGenerator();
});

afterAll(async () => {
  await fake.stop();
});

/** A member on the Free Trial plan holding `held` posts. */
async function memberHolding(held: number, role: "free" | "paid" = "free") {
  const member = role === "paid" ? await premiumUser({ subscription: "Free Trial" }) : await createUser();
  await seedPosts({ userIds: [member.user.id], perUser: held });
  return member;
}

function expectCapRefusal(res: { status: number; body: Refusal }, adding = "another post") {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body).toMatchObject({
    success: false,
    postsLimitReached: true,
    postsLimit: FREE,
    message: `Your Free Trial plan holds up to ${FREE.toLocaleString("en")} posts, so there is no room for ${adding}. Delete posts you no longer need, or upgrade your plan.`,
  });
}

describe("posts cap per plan", () => {
  it("the catalogue's caps rise with the plan; an unknown plan gets the largest", () => {
    const caps = ["Free Trial", "Basic", "Pro", "Enterprise"].map(postsLimitFor);
    expect(caps).toEqual([...caps].sort((a, b) => a - b));
    expect(postsLimitFor("Pro")).toBeGreaterThanOrEqual(50_000); // the real-size member fits its plan
    expect(postsLimitFor("Renamed by an admin")).toBe(Math.max(...caps));
  });

  it("the editor: the last post fits, the next is refused through save, draft and schedule", async () => {
    const { user, token } = await memberHolding(FREE - 1);
    await connectAccount(fake, user.id, "x");
    const last = await rest("POST", "/posts/save", { token, body: { content: "The last one", mode: "draft" } });
    expect(last.status).toBe(200);
    expectCapRefusal(await rest<Refusal>("POST", "/posts/save", { token, body: { content: "One more", mode: "draft" } }));
    expectCapRefusal(
      await rest<Refusal>("POST", "/posts/save", { token, body: { content: "One more", platforms: ["x"], mode: "schedule", at: tomorrow() } }),
    );
    expectCapRefusal(await rest<Refusal>("POST", "/posts/draft", { token, body: { content: "One more", platforms: [] } }));
    expectCapRefusal(
      await rest<Refusal>("POST", "/posts/schedule", { token, body: { content: "One more", platforms: ["x"], scheduledAt: tomorrow() } }),
    );
    expect(await db.post.count({ where: { userId: user.id } })).toBe(FREE);
    // Editing what is held is not creating: still allowed.
    const mine = await db.post.findFirstOrThrow({ where: { userId: user.id, status: "draft" } });
    expect((await rest("POST", "/posts/save", { token, body: { id: mine.id, content: "Edited", mode: "draft" } })).status).toBe(200);
    // Room again once a post is deleted.
    await rest("DELETE", `/posts/${mine.id}`, { token });
    expect((await rest("POST", "/posts/save", { token, body: { content: "Fits again", mode: "draft" } })).status).toBe(200);
  });

  it("two creations of one member at the cap take turns: of 6 concurrent saves with room for 2, exactly 2 pass", async () => {
    const { user, token } = await memberHolding(FREE - 2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => rest<Refusal>("POST", "/posts/save", { token, body: { content: `Race ${i}`, mode: "draft" } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 403, 403, 403, 403]);
    expect(await db.post.count({ where: { userId: user.id } })).toBe(FREE);
  });

  it("an AI content plan that does not fit is refused before any prompt is charged", async () => {
    const { user, token } = await memberHolding(FREE - 3, "paid");
    await connectAccount(fake, user.id, "x");
    const before = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { aiPromptsUsed: true } });
    const res = await rest<Refusal>("POST", "/posts/ai-content-plan", {
      token,
      body: { subject: "Remote work", platforms: ["x"], period: 7, startTime: "09:00", tone: "professional", includeImages: false },
    });
    expectCapRefusal(res, "7 more posts");
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { aiPromptsUsed: true } })).toEqual(before);
    expect(await db.post.count({ where: { userId: user.id } })).toBe(FREE - 3);
  });

  it("an AI video cannot be put on the calendar past the cap", async () => {
    const { user, token } = await premiumUser({ subscription: "Free Trial" });
    await connectAccount(fake, user.id, "tiktok");
    const setting = await createSetting(token, { videosPerBatch: 1 });
    const queued = await db.videoQueueEntry.create({
      data: { userId: user.id, settingId: setting.id, title: "Cooking tips", platforms: setting.platforms, aiPromptsUsed: 20 },
    });
    await generateQueueEntry(queued.id, { generator: getMediaGenerator() });
    expect((await db.videoQueueEntry.findUniqueOrThrow({ where: { id: queued.id } })).status).toBe("ready");
    await seedPosts({ userIds: [user.id], perUser: FREE });
    const res = await rest<Refusal>("PUT", `/video-generation/queue/${queued.id}`, { token, body: { scheduledAt: tomorrow() } });
    expectCapRefusal(res);
    expect(await db.videoQueueEntry.findUniqueOrThrow({ where: { id: queued.id } })).toMatchObject({ status: "ready", postId: null });
  });
});
