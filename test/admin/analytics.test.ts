/**
 * Admin Overview and Analytics on a small known data set, with exact numbers. The numbers are
 * global, so this file empties the user-owned tables first (only in a test database).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { PLAN_CATALOG, planRow } from "@/server/services/plans/catalog";
import { rest, trpc, uniqueEmail } from "../helpers/api";
import { createUser } from "../helpers/users";

const DAY = 86_400_000;
let adminToken = "";

async function emptyDatabase() {
  const [row] = await db.$queryRaw<{ name: string }[]>`SELECT current_database()::text AS name`;
  const name = row?.name ?? "";
  if (!/test/.test(name)) throw new Error(`refusing to empty ${name}: not a test database`);
  // Everything that belongs to a user cascades (posts, logs, ledger, billing rows, activity).
  await db.$executeRawUnsafe(`TRUNCATE "User", "ContactMessage" CASCADE`);
}

async function user(name: string, role: "free" | "paid", createdAgoDays: number, lastActiveAgoMs: number | null) {
  const now = Date.now();
  return db.user.create({
    data: {
      name,
      email: uniqueEmail(name),
      role,
      subscription: role === "paid" ? "Pro" : "Free Trial",
      createdAt: new Date(now - createdAgoDays * DAY),
      lastActiveAt: lastActiveAgoMs === null ? null : new Date(now - lastActiveAgoMs),
    },
  });
}

beforeAll(async () => {
  await emptyDatabase();
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY);
  const plan = PLAN_CATALOG.find((p) => p.name === "Pro")!;
  const pro = await db.plan.upsert({ where: { name: plan.name }, create: planRow(plan), update: {} });

  // Users: 7 in all (4 free, 2 paid, 1 admin). 4 existed before the 30-day window, 3 joined in it
  // (all "now", so this calendar month). Active: u1 and the admin today, u2 this week.
  const u1 = await user("u1", "free", 60, 2 * 3600_000);
  const u2 = await user("u2", "free", 45, 3 * DAY);
  const u3 = await user("u3", "paid", 40, 10 * DAY);
  const u4 = await user("u4", "paid", 0, null);
  await user("u5", "free", 0, null);
  const u6 = await user("u6", "free", 90, null);
  adminToken = (await createUser({ role: "admin" })).token; // active once it calls

  // Posts: 4 (1 published, 1 scheduled, 1 failed, 1 draft); 2 AI-generated; 3 created in the window.
  const p1 = await db.post.create({
    data: { userId: u1.id, content: "p1", platforms: ["x", "linkedin"], status: "published", aiGenerated: true, createdAt: ago(5) },
  });
  const p2 = await db.post.create({
    data: { userId: u1.id, content: "p2", platforms: ["x"], status: "scheduled", createdAt: ago(1), scheduledAt: new Date(now + DAY) },
  });
  const p3 = await db.post.create({
    data: { userId: u3.id, content: "p3", platforms: ["x", "linkedin"], status: "failed", aiGenerated: true, createdAt: ago(2) },
  });
  await db.post.create({ data: { userId: u3.id, content: "p4", platforms: ["x"], status: "draft", createdAt: ago(40) } });

  // Publish attempts: 2 published, 1 failed, 1 needs_review finished; 1 still in flight (not counted).
  await db.publishLog.createMany({
    data: [
      { postId: p1.id, platform: "x", attempt: 1, status: "published" },
      { postId: p1.id, platform: "linkedin", attempt: 1, status: "published" },
      { postId: p3.id, platform: "x", attempt: 1, status: "failed" },
      { postId: p3.id, platform: "linkedin", attempt: 1, status: "needs_review" },
      { postId: p2.id, platform: "x", attempt: 1, status: "publishing" },
    ],
  });

  // AI prompts: 5 + 10 - 2 (a refund) = 13 in the window; 7 more before it (20 ever).
  await db.aiPromptLedger.createMany({
    data: [
      { userId: u1.id, amount: 5, reason: "ai.generate", createdAt: ago(1) },
      { userId: u3.id, amount: 10, reason: "ai.content_plan", createdAt: ago(3) },
      { userId: u3.id, amount: -2, reason: "refund", createdAt: ago(3) },
      { userId: u1.id, amount: 7, reason: "ai.generate", createdAt: ago(40) },
    ],
  });

  // Revenue in the window: u3 19 € (payment) + 19 € (Stripe invoice), u4 19 € (payment) = 57 € from 2 payers.
  // Not counted: an unpaid intent, u4's receipt invoice (no Stripe id), a failed invoice.
  // Before the window: u3 9 € (so 66 € ever).
  await db.payment.createMany({
    data: [
      { userId: u3.id, planName: "Pro", amountCents: 1900, status: "succeeded", createdAt: ago(10) },
      { userId: u4.id, planName: "Pro", amountCents: 1900, status: "succeeded", createdAt: ago(1) },
      { userId: u4.id, planName: "Pro", amountCents: 1900, status: "requires_payment_method", createdAt: ago(1) },
      { userId: u3.id, planName: "Basic", amountCents: 900, status: "succeeded", createdAt: ago(50) },
    ],
  });
  await db.invoice.createMany({
    data: [
      { userId: u3.id, stripeInvoiceId: `in_${u3.id}_1`, description: "Pro", amountCents: 1900, status: "paid", createdAt: ago(5) },
      { userId: u4.id, description: "Pro (receipt)", amountCents: 1900, status: "paid", createdAt: ago(1) },
      { userId: u3.id, stripeInvoiceId: `in_${u3.id}_2`, description: "Pro", amountCents: 1900, status: "failed", createdAt: ago(2) },
    ],
  });

  // Subscriptions live when the window began: u3, u2, u6 (3); u2 canceled in the window (1) → churn 33.33 %.
  // u1's ended before the window; u4's began in it: neither counts.
  await db.subscription.createMany({
    data: [
      { userId: u3.id, planId: pro.id, status: "active", currentPeriodStart: ago(10), createdAt: ago(40) },
      { userId: u2.id, planId: pro.id, status: "canceled", currentPeriodStart: ago(15), createdAt: ago(45), canceledAt: ago(5) },
      { userId: u1.id, planId: pro.id, status: "canceled", currentPeriodStart: ago(40), createdAt: ago(60), canceledAt: ago(35) },
      { userId: u4.id, planId: pro.id, status: "active", currentPeriodStart: ago(1), createdAt: ago(1) },
      { userId: u6.id, planId: pro.id, status: "active", currentPeriodStart: ago(20), createdAt: ago(90) },
    ],
  });
});

describe("admin numbers on a known data set", () => {
  it("Overview (GET /api/admin/stats)", async () => {
    const res = await rest("GET", "/admin/stats", { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      totalUsers: 7,
      growthRate: 75, // 3 joined in 30 days / 4 before
      revenue: 66,
      totalPosts: 4,
      scheduledPosts: 1,
      aiPromptsUsed: 20,
      freeUsers: 4,
      paidUsers: 2,
      adminUsers: 1,
    });
  });

  it("Analytics (GET /api/admin/analytics), every field", async () => {
    const res = await rest("GET", "/admin/analytics", { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      totalUsers: 7,
      totalPosts: 4,
      aiGeneratedPosts: 2,
      paidUsers: 2,
      dailyActiveUsers: 2, // u1 and the admin
      postsPerDay: 0.1, // 3 / 30
      aiPromptsPerDay: 0.43, // 13 / 30
      conversionRate: 33.33, // 2 paid / 6 non-admins
      monthlyRevenue: 57,
      averageRevenuePerUser: 28.5, // 57 / 2 payers
      churnRate: 33.33, // 1 / 3
      lifetimeValue: 85.5, // 28.5 × (1 / (1/3)) months
      publishedPosts: 1,
      scheduledPosts: 1,
      failedPosts: 1,
      publishSuccessRate: 50, // 2 / (2 + 1 + 1)
      weeklyActiveUsers: 3, // + u2
      newUsersThisMonth: 3,
      userGrowthRate: 75,
      aiUsagePercentage: 50, // 2 / 4
    });
  });

  it("the tRPC door answers the same", async () => {
    const client = trpc({ token: adminToken });
    const [stats, analytics] = await Promise.all([client.admin.stats.query(), client.admin.analytics.query()]);
    expect(stats).toMatchObject({ totalUsers: 7, revenue: 66, growthRate: 75 });
    expect(analytics).toMatchObject({ monthlyRevenue: 57, churnRate: 33.33, lifetimeValue: 85.5, publishSuccessRate: 50 });
  });

  it("without churn the lifetime is capped at 36 months; empty denominators give 0", async () => {
    await db.subscription.updateMany({ data: { canceledAt: null, status: "active" } });
    const analytics = await trpc({ token: adminToken }).admin.analytics.query();
    expect(analytics.churnRate).toBe(0);
    expect(analytics.lifetimeValue).toBe(28.5 * 36);
    await db.publishLog.deleteMany({});
    expect((await trpc({ token: adminToken }).admin.analytics.query()).publishSuccessRate).toBe(0);
  });
});
