/**
 * AI content plans through both doors: the paid gate, §9 costs, connected platforms, the quota,
 * one draft per day at the start time in the user's time zone (DST included), and approval.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { getQueue } from "@/server/queue";
import { approveContentPlan, generateContentPlan, planCost, planDates } from "@/server/services/ai/content-plans";
import { publishJobId } from "@/server/services/publishing/scheduler";
import { dayjs } from "@/lib/time";
import { OpenAIFake } from "../fakes/openai";
import { SocialNetworkFake } from "../fakes/social-network";
import { connectAccount } from "../helpers/accounts";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";
import { ledger, selectOfflineGenerator, selectOpenAIFake, usage } from "./helpers";

type PlanBody = {
  success: boolean;
  message: string;
  posts: { id: string; status: string; scheduledAt: string; content: string; aiGenerated: boolean; source: string; platforms: string[] }[];
  promptsCharged: number;
  aiPromptsUsed: number;
  aiPromptsLimit: number;
  requiresUpgrade?: boolean;
  quotaExceeded?: boolean;
};
type ApproveBody = { success: boolean; message: string; debug: { finalScheduledCount: number; foundDraftPosts: number; updatedPosts: number } };

const fake = new SocialNetworkFake();
const openai = new OpenAIFake();

beforeAll(async () => {
  await fake.start();
  await openai.start();
  await selectOfflineGenerator();
});

afterAll(async () => {
  await selectOfflineGenerator();
  await openai.stop();
  await fake.stop();
});

async function paidUser(networks: ("x" | "linkedin" | "threads")[] = ["x"], quota: { used?: number; limit?: number; timeZone?: string } = {}) {
  const { user, token } = await createUser({ role: "paid" });
  await db.user.update({
    where: { id: user.id },
    data: { aiPromptsUsed: quota.used ?? 0, aiPromptsLimit: quota.limit ?? 100, timeZone: quota.timeZone ?? "UTC" },
  });
  for (const n of networks) await connectAccount(fake, user.id, n);
  return { user, token };
}

const plan = (extra: Record<string, unknown> = {}) => ({
  subject: "Remote work productivity",
  platforms: ["x"],
  period: 7,
  startTime: "09:00",
  tone: "professional",
  includeImages: false,
  ...extra,
});

describe("planCost (spec §9)", () => {
  it("text only: 7 days 7, 15 and 30 days free; with images 35, 75, 150", () => {
    expect(planCost(7, false)).toBe(7);
    expect(planCost(15, false)).toBe(0);
    expect(planCost(30, false)).toBe(0);
    expect(planCost(7, true)).toBe(35);
    expect(planCost(15, true)).toBe(75);
    expect(planCost(30, true)).toBe(150);
  });

  it("plan dates start tomorrow at the start time, in the zone", () => {
    const dates = planDates(3, "18:30", "America/New_York", new Date("2027-01-10T03:00:00Z")); // Jan 9, 22:00 in New York
    expect(dates.map((d) => d.toISOString())).toEqual(["2027-01-10T23:30:00.000Z", "2027-01-11T23:30:00.000Z", "2027-01-12T23:30:00.000Z"]);
  });
});

describe("generating a plan", () => {
  it("a free user gets 403 requiresUpgrade through both doors", async () => {
    const { token } = await createUser();
    const res = await rest<PlanBody>("POST", "/posts/ai-content-plan", { token, body: plan() });
    expect(res.status).toBe(403);
    // Spec part 1 §7: the 403 carries requiresUpgrade plus aiPromptsUsed and aiPromptsLimit.
    expect(res.body).toMatchObject({
      success: false,
      requiresUpgrade: true,
      message: "AI Content Planning is only available to Pro plan users. Please upgrade to access this feature.",
      aiPromptsUsed: 0,
      aiPromptsLimit: 25,
    });
    const failure = await trpcFailure(trpc({ token }).post.generateContentPlan.mutate(plan() as never));
    expect(failure.status).toBe(403);
    expect(failure.extra).toMatchObject({ requiresUpgrade: true });
  });

  it("a 7-day text plan costs 7 and creates 7 drafts at 09:00 on consecutive days (REST)", async () => {
    const { user, token } = await paidUser(["x"]);
    const res = await rest<PlanBody>("POST", "/posts/ai-content-plan", { token, body: plan() });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.promptsCharged).toBe(7);
    expect(res.body.aiPromptsUsed).toBe(7);
    expect(res.body.message).toBe("Created a 7-day content plan (7 drafts). 7 AI prompts used.");
    expect(res.body.posts).toHaveLength(7);
    const times = res.body.posts.map((p) => new Date(p.scheduledAt));
    const tomorrow = dayjs.utc().add(1, "day").format("YYYY-MM-DD");
    times.forEach((t, i) => {
      expect(t.toISOString()).toBe(`${dayjs.utc(tomorrow).add(i, "day").format("YYYY-MM-DD")}T09:00:00.000Z`);
    });
    for (const p of res.body.posts) {
      expect(p).toMatchObject({ status: "draft", aiGenerated: true, source: "plan", platforms: ["x"] });
      expect([...p.content].length).toBeLessThanOrEqual(280);
      expect(p.content.length).toBeGreaterThan(0);
    }
    expect(new Set(res.body.posts.map((p) => p.content)).size).toBeGreaterThan(1);
    expect((await usage(user.id)).aiPromptsUsed).toBe(7);
    expect(await ledger(user.id)).toEqual([{ amount: 7, reason: "ai.content_plan.7d" }]);
    const plans = await db.contentPlan.findMany({ where: { userId: user.id }, include: { posts: true } });
    expect(plans).toHaveLength(1);
    expect(plans[0]!.posts).toHaveLength(7);
    expect(plans[0]!.promptsCharged).toBe(7);
  });

  it("15 and 30 day plans cost nothing (tRPC)", async () => {
    const { user, token } = await paidUser(["x", "linkedin"], { used: 100, limit: 100 });
    const fifteen = await trpc({ token }).post.generateContentPlan.mutate({ ...plan(), platforms: ["x", "linkedin"], period: 15 } as never);
    expect(fifteen.posts).toHaveLength(15);
    expect(fifteen.promptsCharged).toBe(0);
    expect(fifteen.message).toBe("Created a 15-day content plan (15 drafts). No AI prompts used.");
    const thirty = await trpc({ token }).post.generateContentPlan.mutate({ ...plan(), period: 30, startTime: "17:45" } as never);
    expect(thirty.posts).toHaveLength(30);
    expect(thirty.posts.every((p) => dayjs(p.scheduledAt).utc().format("HH:mm") === "17:45")).toBe(true);
    expect((await usage(user.id)).aiPromptsUsed).toBe(100);
  });

  it("refuses a platform that is not connected; nothing is charged", async () => {
    const { user, token } = await paidUser(["x"]);
    const res = await rest<PlanBody>("POST", "/posts/ai-content-plan", { token, body: plan({ platforms: ["x", "linkedin"] }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please connect these platforms first: LinkedIn. Go to Accounts to connect them.");
    const facebook = await rest<PlanBody>("POST", "/posts/ai-content-plan", { token, body: plan({ platforms: ["facebook"] }) });
    expect(facebook.status).toBe(400);
    expect(facebook.body.message).toContain("Please connect these platforms first: Facebook");
    const tiktok = await rest<PlanBody>("POST", "/posts/ai-content-plan", { token, body: plan({ platforms: ["tiktok"] }) });
    expect(tiktok.status).toBe(400);
    expect((await usage(user.id)).aiPromptsUsed).toBe(0);
    expect(await db.post.count({ where: { userId: user.id } })).toBe(0);
  });

  it("over quota: 403 quotaExceeded and nothing is created (both doors)", async () => {
    const { user, token } = await paidUser(["x"], { used: 95, limit: 100 });
    const res = await rest<PlanBody>("POST", "/posts/ai-content-plan", { token, body: plan() });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ quotaExceeded: true, aiPromptsUsed: 95, aiPromptsLimit: 100 });
    const failure = await trpcFailure(trpc({ token }).post.generateContentPlan.mutate(plan() as never));
    expect(failure.status).toBe(403);
    expect(failure.extra).toMatchObject({ quotaExceeded: true });
    expect(await db.post.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.contentPlan.count({ where: { userId: user.id } })).toBe(0);
    expect((await usage(user.id)).aiPromptsUsed).toBe(95);
  });

  it("writes each day with the model; when the provider fails, refunds and creates nothing (502)", async () => {
    const { user, token } = await paidUser(["x"]);
    await selectOpenAIFake(openai);
    try {
      openai.setMode({ kind: "ok" });
      const ok = await rest<PlanBody>("POST", "/posts/ai-content-plan", { token, body: plan({ subject: "Electric bikes" }) });
      expect(ok.status).toBe(200);
      expect(ok.body.posts).toHaveLength(7);
      const prompts = openai.requests.map((r) => r.body.messages.at(-1)!.content);
      expect(prompts.some((p) => p.includes("Electric bikes") && p.includes("practical tips"))).toBe(true);
      expect(prompts.some((p) => p.includes("myth vs fact"))).toBe(true);
      openai.setMode({ kind: "error", status: 500 });
      const failed = await rest<PlanBody>("POST", "/posts/ai-content-plan", { token, body: plan({ subject: "Electric bikes" }) });
      expect(failed.status).toBe(502);
      expect(failed.body.message).toBe("Failed to generate content plan");
      expect((await usage(user.id)).aiPromptsUsed).toBe(7);
      expect(await db.post.count({ where: { userId: user.id } })).toBe(7);
      expect(await db.contentPlan.count({ where: { userId: user.id } })).toBe(1);
      expect(await ledger(user.id)).toEqual([
        { amount: 7, reason: "ai.content_plan.7d" },
        { amount: 7, reason: "ai.content_plan.7d" },
        { amount: -7, reason: "refund: ai.content_plan.7d" },
      ]);
    } finally {
      openai.setMode({ kind: "ok" });
      await selectOfflineGenerator();
    }
  });

  it("DST: Europe/Amsterdam across 2027-03-28 keeps every post at 09:00 local", async () => {
    const { user } = await paidUser(["x"], { timeZone: "Europe/Amsterdam" });
    const now = new Date("2027-03-24T12:00:00Z");
    const result = await generateContentPlan(
      user.id,
      { subject: "Spring cleaning", platforms: ["x"], period: 7, startTime: "09:00", tone: "friendly", includeImages: false },
      { now },
    );
    const utc = result.posts.map((p) => p.scheduledAt!.toISOString());
    expect(utc).toEqual([
      "2027-03-25T08:00:00.000Z",
      "2027-03-26T08:00:00.000Z",
      "2027-03-27T08:00:00.000Z",
      "2027-03-28T07:00:00.000Z",
      "2027-03-29T07:00:00.000Z",
      "2027-03-30T07:00:00.000Z",
      "2027-03-31T07:00:00.000Z",
    ]);
    expect(result.posts.every((p) => dayjs(p.scheduledAt).tz("Europe/Amsterdam").format("HH:mm") === "09:00")).toBe(true);
  });
});

describe("approving a plan", () => {
  it("schedules the user's drafts with publish jobs and debug counts (REST)", async () => {
    const { user, token } = await paidUser(["x"]);
    const created = await rest<PlanBody>("POST", "/posts/ai-content-plan", { token, body: plan() });
    const ids = created.body.posts.map((p) => p.id);
    const res = await rest<ApproveBody>("POST", "/posts/approve-content-plan", { token, body: { postIds: ids } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.debug).toMatchObject({ finalScheduledCount: 7, foundDraftPosts: 7, updatedPosts: 7 });
    expect(res.body.message).toBe("Content plan approved: 7 posts scheduled.");
    const posts = await db.post.findMany({ where: { userId: user.id } });
    expect(posts.every((p) => p.status === "scheduled" && p.publishAttempt === 1)).toBe(true);
    for (const p of posts) expect(await getQueue("publish").getJob(publishJobId(p.id, 1))).toBeDefined();
    // Approving again finds no drafts; the posts stay scheduled.
    const again = await trpc({ token }).post.approveContentPlan.mutate({ postIds: ids });
    expect(again.debug).toMatchObject({ finalScheduledCount: 7, foundDraftPosts: 0, updatedPosts: 0 });
    for (const p of posts) await getQueue("publish").remove(publishJobId(p.id, 1));
  });

  it("another user's ids are not scheduled: finalScheduledCount 0, success false (both doors)", async () => {
    const owner = await paidUser(["x"]);
    const created = await generateContentPlan(owner.user.id, {
      subject: "Gardening",
      platforms: ["x"],
      period: 7,
      startTime: "09:00",
      tone: "casual",
      includeImages: false,
    });
    const ids = created.posts.map((p) => p.id);
    const other = await paidUser(["x"]);
    const res = await rest<ApproveBody>("POST", "/posts/approve-content-plan", { token: other.token, body: { postIds: ids } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.debug).toMatchObject({ finalScheduledCount: 0, foundDraftPosts: 0, updatedPosts: 0 });
    expect(res.body.message).toMatch(/^No posts were scheduled\./);
    const viaTrpc = await trpc({ token: other.token }).post.approveContentPlan.mutate({ postIds: ids });
    expect(viaTrpc.success).toBe(false);
    expect(await db.post.count({ where: { id: { in: ids }, status: "draft" } })).toBe(7);
  });

  it("a draft whose time has passed is not scheduled and is reported", async () => {
    const { user } = await paidUser(["x"]);
    const created = await generateContentPlan(
      user.id,
      { subject: "Coffee", platforms: ["x"], period: 7, startTime: "09:00", tone: "casual", includeImages: false },
      { now: new Date(Date.now() - 30 * 86_400_000) },
    );
    const result = await approveContentPlan(
      user.id,
      created.posts.map((p) => p.id),
    );
    expect(result.scheduled).toBe(false);
    expect(result.debug).toMatchObject({ finalScheduledCount: 0, foundDraftPosts: 7, updatedPosts: 0 });
    expect(result.message).toBe("No posts were scheduled. Please select a future date and time.");
  });
});
