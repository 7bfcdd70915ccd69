/**
 * Which plan a member has, derived from their billing subscriptions. Every billing change (webhook
 * event, in-app card payment, cancellation, expiry) ends in `applyEntitlement`, which compares the
 * member's plan with the newest live subscription and changes it only when they differ: replays
 * and events that change nothing leave usage untouched.
 */
import { FREE_PLAN_NAME } from "@/lib/plans";
import { db, type Plan, type Prisma } from "@/server/db";
import { FeatureDisabled, NotFound } from "@/server/errors";
import { stripeGateway } from "@/server/integrations/payments/stripe";
import type { PaymentGateway, ProviderSubscription } from "@/server/integrations/payments/gateway";

export type Tx = Prisma.TransactionClient;

/** Subscription statuses that keep the paid plan (past_due: Stripe is still retrying the card). */
export const LIVE_STATUSES = ["active", "trialing", "past_due"] as const;

export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured on this server. Please contact support.";

export function requireGateway(): PaymentGateway {
  const gateway = stripeGateway();
  if (!gateway) throw FeatureDisabled(PAYMENTS_NOT_CONFIGURED, { paymentsConfigured: false });
  return gateway;
}

/** Plan names are matched case-insensitively ("pro" is Pro). */
export async function findPlan(name: string, client: Tx | typeof db = db): Promise<Plan> {
  const plan = await client.plan.findFirst({ where: { name: { equals: name.trim(), mode: "insensitive" } } });
  if (!plan) throw NotFound("Plan");
  return plan;
}

/**
 * Puts the member on a plan: subscription name, prompt allowance, usage reset to 0 with a new usage
 * cycle from now, and the role (paid for any paid plan, free for the free one; admins stay admins).
 */
export async function setPlan(tx: Tx, userId: string, plan: Plan, reason: string): Promise<void> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { role: true, subscription: true } });
  if (!user) return;
  const role = user.role === "admin" ? "admin" : plan.priceCents > 0 ? "paid" : "free";
  await tx.user.update({
    where: { id: userId },
    data: { role, subscription: plan.name, aiPromptsLimit: plan.aiPromptsLimit, aiPromptsUsed: 0, usagePeriodStart: new Date() },
  });
  await tx.activityLog.create({
    data: { userId, action: "plan.changed", details: { from: user.subscription, to: plan.name, reason } },
  });
}

/**
 * Makes the member's plan follow their subscriptions. The newest live subscription decides; when
 * none is live and the member's current plan came from a subscription that has ended, they go
 * back to the Free Trial. A plan an admin set by hand (no subscription behind it) is left alone.
 */
export async function applyEntitlement(tx: Tx, userId: string, reason: string): Promise<void> {
  // Serialises concurrent billing changes of one member.
  const locked = await tx.$queryRaw<{ subscription: string }[]>`SELECT subscription FROM "User" WHERE id = ${userId} FOR UPDATE`;
  const current = locked[0];
  if (!current) return;
  const live = await tx.subscription.findFirst({
    where: { userId, status: { in: [...LIVE_STATUSES] } },
    orderBy: [{ currentPeriodStart: "desc" }, { createdAt: "desc" }],
    include: { plan: true },
  });
  if (live) {
    if (live.plan.name !== current.subscription) await setPlan(tx, userId, live.plan, reason);
    return;
  }
  const ended = await tx.subscription.findFirst({
    where: { userId, status: { notIn: [...LIVE_STATUSES] }, plan: { name: current.subscription } },
  });
  if (ended) await setPlan(tx, userId, await findPlan(FREE_PLAN_NAME, tx), reason);
}

const STATUS_MAP: Record<ProviderSubscription["status"], "active" | "trialing" | "past_due" | "canceled" | "incomplete"> = {
  active: "active",
  trialing: "trialing",
  past_due: "past_due",
  // Stripe stopped retrying (unpaid) or paused collection: no more paid access.
  unpaid: "canceled",
  paused: "canceled",
  canceled: "canceled",
  incomplete: "incomplete",
  incomplete_expired: "canceled",
};

/**
 * Writes Stripe's current view of a subscription into our row (created on first sight). The plan
 * comes from the metadata we set at checkout; a subscription we did not create is ignored.
 * Answers the owner's id, or null when the subscription is not ours.
 */
export async function storeProviderSubscription(tx: Tx, sub: ProviderSubscription): Promise<string | null> {
  const existing = await tx.subscription.findUnique({ where: { stripeSubscriptionId: sub.id } });
  let userId = existing?.userId ?? sub.metadata.userId ?? null;
  if (!userId && sub.customerId)
    userId = (await tx.user.findUnique({ where: { stripeCustomerId: sub.customerId }, select: { id: true } }))?.id ?? null;
  if (!userId || !(await tx.user.findUnique({ where: { id: userId }, select: { id: true } }))) return null;
  const planId = existing?.planId ?? (sub.metadata.planName ? (await tx.plan.findUnique({ where: { name: sub.metadata.planName } }))?.id : undefined);
  if (!planId) return null;

  const status = STATUS_MAP[sub.status] ?? "canceled";
  const data = {
    status,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    canceledAt: status === "canceled" ? (sub.canceledAt ?? new Date()) : sub.canceledAt,
  };
  await tx.subscription.upsert({
    where: { stripeSubscriptionId: sub.id },
    create: { userId, planId, stripeSubscriptionId: sub.id, ...data },
    update: data,
  });
  return userId;
}

/**
 * When a new paid subscription becomes live, the member's older ones end: the newest purchase is
 * the plan (switching plans never leaves two running charges). Local rows end at once; the Stripe
 * ones are returned so the caller cancels them at Stripe after its transaction commits.
 */
export async function supersedeOlderSubscriptions(tx: Tx, userId: string, keepId: string): Promise<string[]> {
  const older = await tx.subscription.findMany({
    where: { userId, id: { not: keepId }, status: { in: [...LIVE_STATUSES] } },
    select: { id: true, stripeSubscriptionId: true },
  });
  if (older.length === 0) return [];
  await tx.subscription.updateMany({
    where: { id: { in: older.map((s) => s.id) } },
    data: { status: "canceled", canceledAt: new Date(), cancelAtPeriodEnd: false },
  });
  return older.map((s) => s.stripeSubscriptionId).filter((id): id is string => id !== null);
}

/**
 * After a Stripe subscription was stored: when it is the member's newest live one it replaces the
 * older ones, then the member's plan follows. Answers the Stripe ids to cancel after commit.
 */
export async function followStoredSubscription(tx: Tx, userId: string, stripeSubscriptionId: string, reason: string): Promise<string[]> {
  let superseded: string[] = [];
  const row = await tx.subscription.findUnique({ where: { stripeSubscriptionId } });
  if (row && (LIVE_STATUSES as readonly string[]).includes(row.status)) {
    // Only a newer purchase replaces older ones, never the other way round.
    const newest = await tx.subscription.findFirst({
      where: { userId, status: { in: [...LIVE_STATUSES] } },
      orderBy: { createdAt: "desc" },
      select: { id: true },
    });
    if (newest?.id === row.id) superseded = await supersedeOlderSubscriptions(tx, userId, row.id);
  }
  await applyEntitlement(tx, userId, reason);
  return superseded;
}

/** Cancels subscriptions at Stripe now; failures are logged by the caller, never block the member. */
export async function cancelAtProvider(ids: string[]): Promise<void> {
  const gateway = stripeGateway();
  if (!gateway) return;
  for (const id of ids) await gateway.cancelSubscriptionNow(id);
}
