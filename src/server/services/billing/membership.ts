/**
 * Plans and plan changes (/pricing and /api/membership/*): the current plan, the free plan,
 * hosted Checkout for paid plans, and the in-app card flow (PaymentIntent, then a server-side
 * check with Stripe before anything changes).
 */
import { env } from "@/env";
import { db, Prisma } from "@/server/db";
import { AppError, NotFound, ValidationError } from "@/server/errors";
import { logger } from "@/server/logger";
import { currentUsage } from "@/server/services/credits/prompt-credits";
import { ensureCustomer } from "./customers";
import {
  LIVE_STATUSES,
  applyEntitlement,
  cancelAtProvider,
  findPlan,
  followStoredSubscription,
  requireGateway,
  setPlan,
  storeProviderSubscription,
  supersedeOlderSubscriptions,
} from "./entitlement";

const euros = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/**
 * Ends in-app card purchases whose paid month is over (they do not renew; see docs/decisions.md)
 * and moves the member back to the Free Trial when that was their plan. Called when billing data is read.
 */
export async function expireEndedCardPeriods(userId: string): Promise<void> {
  const ended = await db.subscription.findMany({
    where: { userId, stripeSubscriptionId: null, status: { in: [...LIVE_STATUSES] }, currentPeriodEnd: { lte: new Date() } },
    select: { id: true },
  });
  if (ended.length === 0) return;
  await db.$transaction(async (tx) => {
    await tx.subscription.updateMany({
      where: { id: { in: ended.map((s) => s.id) }, status: { in: [...LIVE_STATUSES] } },
      data: { status: "canceled", canceledAt: new Date() },
    });
    await applyEntitlement(tx, userId, "period_ended");
  });
}

/** The worker's sweep: ends every card month that is over, so access stops even if nobody looks. */
export async function expireAllEndedCardPeriods(): Promise<{ usersExpired: number }> {
  const ended = await db.subscription.findMany({
    where: { stripeSubscriptionId: null, status: { in: [...LIVE_STATUSES] }, currentPeriodEnd: { lte: new Date() } },
    select: { userId: true },
    distinct: ["userId"],
    take: 500,
  });
  for (const { userId } of ended) await expireEndedCardPeriods(userId);
  return { usersExpired: ended.length };
}

export async function currentPlan(userId: string) {
  await expireEndedCardPeriods(userId);
  const usage = await currentUsage(userId);
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { subscription: true } });
  return { subscription: user.subscription, ...usage };
}

async function assertCanBuy(userId: string, planName: string) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { role: true, subscription: true } });
  if (!user) throw NotFound("User");
  if (user.role === "admin") throw ValidationError("Admins already have unlimited access; there is nothing to buy.");
  const live = await db.subscription.findFirst({
    where: { userId, status: { in: [...LIVE_STATUSES] }, cancelAtPeriodEnd: false, plan: { name: planName } },
  });
  if (live && user.subscription === planName) throw ValidationError(`You are already on the ${planName} plan.`);
}

/**
 * POST /api/membership/upgrade: only the free plan changes here (paymentMethod 'free'). Moving to it
 * ends any paid subscription at once (at Stripe too), and the allowance becomes the free one.
 */
export async function changeToFreePlan(userId: string, planName: string, paymentMethod: string | undefined) {
  const plan = await findPlan(planName);
  if (plan.priceCents > 0) {
    throw new AppError("BAD_REQUEST", `The ${plan.name} plan needs a payment. Use checkout to upgrade.`, { requiresPayment: true });
  }
  if (paymentMethod !== undefined && paymentMethod !== "free") throw ValidationError("The free plan takes the payment method 'free'.");
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { role: true, subscription: true } });
  if (user.role === "admin") throw ValidationError("Admins already have unlimited access; there is nothing to change.");
  if (user.subscription === plan.name) throw ValidationError(`You are already on the ${plan.name} plan.`);

  const toCancel = await db.$transaction(async (tx) => {
    const live = await tx.subscription.findMany({
      where: { userId, status: { in: [...LIVE_STATUSES] } },
      select: { id: true, stripeSubscriptionId: true },
    });
    await tx.subscription.updateMany({
      where: { id: { in: live.map((s) => s.id) } },
      data: { status: "canceled", canceledAt: new Date(), cancelAtPeriodEnd: false },
    });
    await setPlan(tx, userId, plan, "downgrade");
    return live.map((s) => s.stripeSubscriptionId).filter((id): id is string => id !== null);
  });
  await cancelAtProvider(toCancel).catch((err) => logger.error({ err, userId }, "could not cancel a subscription at Stripe after a downgrade"));
  return { message: `Your plan is now ${plan.name}.`, subscription: plan.name, aiPromptsLimit: plan.aiPromptsLimit };
}

/** POST /api/membership/create-checkout: a hosted Checkout page for a monthly subscription. */
export async function createCheckout(userId: string, planName: string) {
  const plan = await findPlan(planName);
  if (plan.priceCents === 0) throw ValidationError(`The ${plan.name} plan is free: no checkout is needed.`);
  await assertCanBuy(userId, plan.name);
  const gateway = requireGateway();
  const customerId = await ensureCustomer(gateway, userId);
  const appUrl = env().APP_URL.replace(/\/$/, "");
  const session = await gateway.createCheckoutSession({
    customerId,
    planName: plan.name,
    priceCents: plan.priceCents,
    currency: "eur",
    // Stripe fills in {CHECKOUT_SESSION_ID}.
    successUrl: `${appUrl}/billing?success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${appUrl}/pricing?canceled=true`,
    metadata: { userId, planName: plan.name },
  });
  return { url: session.url, sessionId: session.id };
}

/**
 * Back from hosted Checkout (/billing?success=true&session_id=…): Stripe's webhook may still be on
 * its way, so we ask Stripe about the session ourselves and apply its subscription exactly as the
 * webhook would (same code; whichever comes first wins, the other changes nothing). Only the
 * member the session was made for may do this; anyone else's session is 404.
 */
export async function confirmCheckoutReturn(userId: string, sessionId: string) {
  const gateway = requireGateway();
  const session = await gateway.retrieveCheckoutSession(sessionId);
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } });
  if (!session || session.metadata.userId !== userId || (session.customerId !== null && session.customerId !== user.stripeCustomerId)) {
    throw NotFound("Checkout session");
  }
  const subscription = session.status === "complete" && session.subscriptionId ? await gateway.retrieveSubscription(session.subscriptionId) : null;
  let superseded: string[] = [];
  if (subscription) {
    try {
      superseded = await db.$transaction(async (tx) => {
        const owner = await storeProviderSubscription(tx, subscription);
        return owner === userId ? followStoredSubscription(tx, userId, subscription.id, "checkout_return") : [];
      });
    } catch (err) {
      // The webhook stored the same subscription at the same moment: it has applied it.
      if (!(err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002")) throw err;
    }
  }
  await cancelAtProvider(superseded).catch((err) => logger.error({ err, userId }, "could not cancel a replaced subscription at Stripe"));
  const after = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { subscription: true, aiPromptsLimit: true } });
  const live = subscription !== null && (LIVE_STATUSES as readonly string[]).includes(subscription.status);
  return {
    active: live,
    message: live
      ? `Thank you! You are now on the ${after.subscription} plan.`
      : "Your payment is being processed. Your plan changes as soon as it completes.",
    subscription: after.subscription,
    aiPromptsLimit: after.aiPromptsLimit,
  };
}

/** The in-app card flow's first step: a PaymentIntent for one month of the plan. */
export async function createPlanPaymentIntent(userId: string, planName: string) {
  const plan = await findPlan(planName);
  if (plan.priceCents === 0) throw ValidationError(`The ${plan.name} plan is free: no payment is needed.`);
  await assertCanBuy(userId, plan.name);
  const gateway = requireGateway();
  const customerId = await ensureCustomer(gateway, userId);
  const intent = await gateway.createPaymentIntent({
    customerId,
    amountCents: plan.priceCents,
    currency: "eur",
    description: `PostPilot ${plan.name} plan - 1 month`,
    metadata: { userId, planName: plan.name },
  });
  await db.payment.create({
    data: { userId, stripePaymentIntentId: intent.id, planName: plan.name, amountCents: plan.priceCents, currency: "eur", status: intent.status },
  });
  return {
    clientSecret: intent.clientSecret ?? "",
    paymentIntentId: intent.id,
    plan: { name: plan.name, price: plan.priceCents / 100 },
    message: `Upgrade to ${plan.name} plan - €${euros(plan.priceCents)}/month`,
  };
}

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * POST /api/membership/confirm-upgrade: asks Stripe for the PaymentIntent and changes the plan only
 * if it is this member's, has succeeded, and charged exactly what we asked in euro. Confirming the
 * same payment twice changes nothing the second time.
 */
export async function confirmCardUpgrade(userId: string, paymentIntentId: string) {
  const payment = await db.payment.findUnique({ where: { stripePaymentIntentId: paymentIntentId } });
  if (!payment || payment.userId !== userId) throw NotFound("Payment");
  const gateway = requireGateway();
  const intent = await gateway.retrievePaymentIntent(paymentIntentId);
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } });
  if (!intent || intent.metadata.userId !== userId || (intent.customerId && intent.customerId !== user.stripeCustomerId)) throw NotFound("Payment");

  if (intent.status !== "succeeded") {
    await db.payment.updateMany({ where: { id: payment.id, status: { not: "succeeded" } }, data: { status: intent.status } });
    throw ValidationError(`The payment has not been completed (status: ${intent.status}). Your plan is unchanged.`);
  }
  if (intent.amountCents !== payment.amountCents || intent.currency.toLowerCase() !== "eur" || intent.metadata.planName !== payment.planName) {
    logger.warn({ userId, paymentIntentId }, "PaymentIntent does not match the payment we asked for");
    throw ValidationError("The payment does not match the plan's price. Your plan is unchanged.");
  }
  const plan = await findPlan(payment.planName);

  const outcome = await db.$transaction(async (tx) => {
    // The first confirmation claims the payment; a repeat finds it succeeded and changes nothing.
    const claimed = await tx.payment.updateMany({ where: { id: payment.id, status: { not: "succeeded" } }, data: { status: "succeeded" } });
    if (claimed.count === 0) return { applied: false, superseded: [] as string[] };
    const now = new Date();
    const subscription = await tx.subscription.create({
      data: { userId, planId: plan.id, status: "active", currentPeriodStart: now, currentPeriodEnd: addMonths(now, 1), cancelAtPeriodEnd: true },
    });
    // Our own receipt: revenue counts the succeeded Payment (docs/decisions.md, Admin analytics).
    await tx.invoice.create({
      data: {
        userId,
        description: `${plan.name} plan - 1 month`,
        amountCents: payment.amountCents,
        currency: "eur",
        status: "paid",
        periodStart: now,
        periodEnd: subscription.currentPeriodEnd,
      },
    });
    const superseded = await supersedeOlderSubscriptions(tx, userId, subscription.id);
    await applyEntitlement(tx, userId, "card_payment");
    return { applied: true, superseded };
  });
  await cancelAtProvider(outcome.superseded).catch((err) => logger.error({ err, userId }, "could not cancel a replaced subscription at Stripe"));
  const after = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { subscription: true, aiPromptsLimit: true } });
  return {
    message: outcome.applied ? `Payment Successful! You are now on the ${plan.name} plan.` : `Your ${plan.name} plan is already active.`,
    subscription: after.subscription,
    aiPromptsLimit: after.aiPromptsLimit,
  };
}
