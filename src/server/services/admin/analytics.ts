/**
 * The admin Overview and Analytics numbers, computed from the database on each call.
 * Every formula is written next to its field below and in docs/decisions.md ("Admin analytics").
 *
 * Conventions: times are UTC; "the window" is the 30 days before `now`; "this month" is the
 * current calendar month in UTC. Money is in euros (amounts are stored in cents, all plans are in
 * EUR). Rates are percentages. Non-integer numbers are rounded to 2 decimals; a rate whose
 * denominator is 0 is 0.
 *
 * Revenue counts every charge once: a Payment row with status "succeeded" (a PaymentIntent the
 * app created: the in-app card flow) plus an Invoice row with status "paid" and a stripeInvoiceId
 * (a charge Stripe made on a subscription: checkout and renewals). An Invoice without a
 * stripeInvoiceId is the app's own receipt for a Payment that is already counted.
 */
import { db } from "@/server/db";

const DAY_MS = 86_400_000;
export const ANALYTICS_WINDOW_DAYS = 30;
/** Expected customer lifetime used by lifetimeValue when churn is low or zero. */
export const MAX_LIFETIME_MONTHS = 36;

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function percent(part: number, whole: number): number {
  return whole > 0 ? round2((part / whole) * 100) : 0;
}

function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

function between(from: Date | undefined, to: Date) {
  return from ? { gte: from, lte: to } : { lte: to };
}

/** Revenue in cents and the users charged, between `from` (or ever) and `to`. */
async function revenue(from: Date | undefined, to: Date) {
  const payments = { status: "succeeded", createdAt: between(from, to) };
  const invoices = { status: "paid" as const, stripeInvoiceId: { not: null }, createdAt: between(from, to) };
  const [paymentSum, invoiceSum, paymentUsers, invoiceUsers] = await Promise.all([
    db.payment.aggregate({ where: payments, _sum: { amountCents: true } }),
    db.invoice.aggregate({ where: invoices, _sum: { amountCents: true } }),
    db.payment.groupBy({ by: ["userId"], where: payments }),
    db.invoice.groupBy({ by: ["userId"], where: invoices }),
  ]);
  const cents = (paymentSum._sum.amountCents ?? 0) + (invoiceSum._sum.amountCents ?? 0);
  const payers = new Set([...paymentUsers.map((p) => p.userId), ...invoiceUsers.map((i) => i.userId)]).size;
  return { cents, payers };
}

async function roleCounts() {
  const groups = await db.user.groupBy({ by: ["role"], _count: { _all: true } });
  const count = (role: string) => groups.find((g) => g.role === role)?._count._all ?? 0;
  return { free: count("free"), paid: count("paid"), admin: count("admin") };
}

/**
 * userGrowthRate (and the Overview's growthRate): users who signed up in the window, as a
 * percentage of the users who existed before it (how much the user base grew in 30 days).
 * With no users before the window it is 100 when anyone signed up, else 0.
 */
async function userGrowth(now: Date) {
  const windowStart = new Date(now.getTime() - ANALYTICS_WINDOW_DAYS * DAY_MS);
  const [before, joined] = await Promise.all([
    db.user.count({ where: { createdAt: { lt: windowStart } } }),
    db.user.count({ where: { createdAt: { gte: windowStart, lte: now } } }),
  ]);
  if (before === 0) return joined > 0 ? 100 : 0;
  return percent(joined, before);
}

/** Net AI prompts charged (charges minus refunds, AiPromptLedger), between `from` (or ever) and `to`; never below 0. */
async function promptsCharged(from: Date | undefined, to: Date): Promise<number> {
  const sum = await db.aiPromptLedger.aggregate({ where: { createdAt: between(from, to) }, _sum: { amount: true } });
  return Math.max(0, sum._sum.amount ?? 0);
}

/** The Overview tab. */
export async function adminStats(now = new Date()) {
  const [roles, growthRate, allRevenue, totalPosts, scheduledPosts, aiPromptsUsed] = await Promise.all([
    roleCounts(),
    userGrowth(now),
    revenue(undefined, now),
    db.post.count(),
    db.post.count({ where: { status: "scheduled" } }),
    promptsCharged(undefined, now),
  ]);
  return {
    /** every account */
    totalUsers: roles.free + roles.paid + roles.admin,
    /** = analytics.userGrowthRate */
    growthRate,
    /** all revenue ever, in euros (the revenue rule at the top of this file) */
    revenue: round2(allRevenue.cents / 100),
    totalPosts,
    /** posts with status scheduled */
    scheduledPosts,
    /** net AI prompts ever charged (AiPromptLedger) */
    aiPromptsUsed,
    freeUsers: roles.free,
    paidUsers: roles.paid,
    adminUsers: roles.admin,
  };
}

/**
 * churnRate: of the subscriptions that were live when the window began (created before it,
 * status not incomplete, not canceled before it), the percentage canceled (canceledAt) within it.
 */
async function churn(now: Date) {
  const windowStart = new Date(now.getTime() - ANALYTICS_WINDOW_DAYS * DAY_MS);
  const cohort = {
    createdAt: { lt: windowStart },
    status: { not: "incomplete" as const },
    OR: [{ canceledAt: null }, { canceledAt: { gte: windowStart } }],
  };
  const [live, canceled] = await Promise.all([
    db.subscription.count({ where: cohort }),
    db.subscription.count({ where: { ...cohort, OR: undefined, canceledAt: { gte: windowStart, lte: now } } }),
  ]);
  return live > 0 ? canceled / live : 0;
}

/** The Analytics tab. */
export async function adminAnalytics(now = new Date()) {
  const windowStart = new Date(now.getTime() - ANALYTICS_WINDOW_DAYS * DAY_MS);
  const [
    roles,
    totalPosts,
    aiGeneratedPosts,
    postsInWindow,
    statusGroups,
    dailyActiveUsers,
    weeklyActiveUsers,
    newUsersThisMonth,
    userGrowthRate,
    promptsInWindow,
    windowRevenue,
    churnFraction,
    logGroups,
  ] = await Promise.all([
    roleCounts(),
    db.post.count(),
    db.post.count({ where: { aiGenerated: true } }),
    db.post.count({ where: { createdAt: { gte: windowStart, lte: now } } }),
    db.post.groupBy({ by: ["status"], _count: { _all: true } }),
    db.user.count({ where: { lastActiveAt: { gte: new Date(now.getTime() - DAY_MS) } } }),
    db.user.count({ where: { lastActiveAt: { gte: new Date(now.getTime() - 7 * DAY_MS) } } }),
    db.user.count({ where: { createdAt: { gte: startOfMonthUtc(now), lte: now } } }),
    userGrowth(now),
    promptsCharged(windowStart, now),
    revenue(windowStart, now),
    churn(now),
    db.publishLog.groupBy({ by: ["status"], _count: { _all: true } }),
  ]);
  const postsWith = (status: string) => statusGroups.find((g) => g.status === status)?._count._all ?? 0;
  const logsWith = (status: string) => logGroups.find((g) => g.status === status)?._count._all ?? 0;
  const totalUsers = roles.free + roles.paid + roles.admin;
  const monthlyRevenue = windowRevenue.cents / 100;
  const arpu = windowRevenue.payers > 0 ? monthlyRevenue / windowRevenue.payers : 0;
  const lifetimeMonths = churnFraction > 0 ? Math.min(1 / churnFraction, MAX_LIFETIME_MONTHS) : MAX_LIFETIME_MONTHS;
  const finishedLogs = logsWith("published") + logsWith("failed") + logsWith("needs_review");

  return {
    /** every account, admins included */
    totalUsers,
    totalPosts,
    /** posts with aiGenerated */
    aiGeneratedPosts,
    /** users with role paid */
    paidUsers: roles.paid,
    /** users whose lastActiveAt is within the last 24 hours (any signed-in request or login) */
    dailyActiveUsers,
    /** posts created in the window / 30 */
    postsPerDay: round2(postsInWindow / ANALYTICS_WINDOW_DAYS),
    /** net AI prompts charged in the window (AiPromptLedger) / 30 */
    aiPromptsPerDay: round2(promptsInWindow / ANALYTICS_WINDOW_DAYS),
    /** paid users / users who are not admins × 100 */
    conversionRate: percent(roles.paid, totalUsers - roles.admin),
    /** revenue of the window, in euros (the revenue rule at the top of this file) */
    monthlyRevenue: round2(monthlyRevenue),
    /** monthlyRevenue / users charged in the window (average revenue per paying user) */
    averageRevenuePerUser: round2(arpu),
    /** see churn() */
    churnRate: round2(churnFraction * 100),
    /** averageRevenuePerUser × expected lifetime in months (1 / monthly churn, at most 36; 36 without churn) */
    lifetimeValue: round2(arpu * lifetimeMonths),
    publishedPosts: postsWith("published"),
    scheduledPosts: postsWith("scheduled"),
    failedPosts: postsWith("failed"),
    /** published / finished publish attempts (published + failed + needs_review; per network) × 100 */
    publishSuccessRate: percent(logsWith("published"), finishedLogs),
    /** users whose lastActiveAt is within the last 7 days */
    weeklyActiveUsers,
    /** users created since the start of the calendar month (UTC) */
    newUsersThisMonth,
    /** see userGrowth() */
    userGrowthRate,
    /** aiGeneratedPosts / totalPosts × 100 */
    aiUsagePercentage: percent(aiGeneratedPosts, totalPosts),
  };
}
