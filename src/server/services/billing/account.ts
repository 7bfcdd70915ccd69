/**
 * The /billing page (GET/POST/DELETE /api/billing/*): the plan, payment methods, history, usage,
 * the Pro upgrade (in-app card flow), cancellation at period end and invoice downloads.
 */
import { BILLING_UPGRADE_PLAN } from "@/lib/plans";
import { db } from "@/server/db";
import { AppError, NotFound, ValidationError } from "@/server/errors";
import { logger } from "@/server/logger";
import { stripeGateway } from "@/server/integrations/payments/stripe";
import { currentUsage } from "@/server/services/credits/prompt-credits";
import { LIVE_STATUSES, requireGateway } from "./entitlement";
import { createPlanPaymentIntent, expireEndedCardPeriods } from "./membership";

/** Connected accounts a plan is meant for (docs FAQ; informative, not enforced). -1 = unlimited. */
const ACCOUNT_ALLOWANCE: Record<string, number> = { "Free Trial": 3, Basic: 5, Pro: 10, Enterprise: -1, Admin: -1 };

async function liveSubscription(userId: string) {
  return db.subscription.findFirst({
    where: { userId, status: { in: [...LIVE_STATUSES] } },
    orderBy: [{ currentPeriodStart: "desc" }, { createdAt: "desc" }],
    include: { plan: true },
  });
}

export async function billingPlan(userId: string) {
  await expireEndedCardPeriods(userId);
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { subscription: true, role: true } });
  const live = await liveSubscription(userId);
  const catalogPlan = await db.plan.findUnique({ where: { name: user.subscription } });
  const renews = live !== null && !live.cancelAtPeriodEnd;
  const status: "free" | "active" | "canceling" | "past_due" = live
    ? live.status === "past_due"
      ? "past_due"
      : live.cancelAtPeriodEnd
        ? "canceling"
        : "active"
    : user.role === "free"
      ? "free"
      : "active";
  return {
    name: user.subscription,
    price: (live?.plan.priceCents ?? catalogPlan?.priceCents ?? 0) / 100,
    currency: "EUR" as const,
    billingCycle: "monthly" as const,
    status,
    nextBillingDate: renews ? (live.currentPeriodEnd?.toISOString() ?? null) : null,
    accessUntil: live?.cancelAtPeriodEnd ? (live.currentPeriodEnd?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: live?.cancelAtPeriodEnd ?? false,
    /** Stripe renews it every month; an in-app card payment covers one month. */
    autoRenews: live?.stripeSubscriptionId != null && !live.cancelAtPeriodEnd,
  };
}

function toPaymentMethod(row: {
  id: string;
  type: string;
  brand: string | null;
  last4: string | null;
  expiryMonth: number | null;
  expiryYear: number | null;
  email: string | null;
  isDefault: boolean;
}) {
  return {
    id: row.id,
    type: row.type === "paypal" ? ("paypal" as const) : ("card" as const),
    brand: row.brand,
    last4: row.last4,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    email: row.email,
    isDefault: row.isDefault,
  };
}

/** The member's cards, refreshed from Stripe (the source of truth) when payments are configured. */
export async function listPaymentMethods(userId: string) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } });
  const gateway = stripeGateway();
  if (gateway && user.stripeCustomerId) {
    try {
      const cards = await gateway.listCardPaymentMethods(user.stripeCustomerId);
      await db.$transaction(async (tx) => {
        await tx.paymentMethod.deleteMany({ where: { userId, stripePaymentMethodId: { notIn: cards.map((c) => c.id) } } });
        for (const [index, card] of cards.entries()) {
          const data = {
            type: card.type,
            brand: card.brand,
            last4: card.last4,
            expiryMonth: card.expiryMonth,
            expiryYear: card.expiryYear,
            email: card.email,
            isDefault: index === 0,
          };
          await tx.paymentMethod.upsert({
            where: { stripePaymentMethodId: card.id },
            create: { userId, stripePaymentMethodId: card.id, ...data },
            update: data,
          });
        }
      });
    } catch (err) {
      // Stripe unreachable: show what we knew last time.
      logger.warn({ err, userId }, "could not refresh payment methods from Stripe");
    }
  }
  const rows = await db.paymentMethod.findMany({ where: { userId }, orderBy: [{ isDefault: "desc" }, { createdAt: "asc" }] });
  return rows.map(toPaymentMethod);
}

export async function removePaymentMethod(userId: string, id: string) {
  const row = await db.paymentMethod.findFirst({ where: { id, userId } });
  if (!row) throw NotFound("Payment method");
  if (row.stripePaymentMethodId) {
    const gateway = requireGateway();
    await gateway.detachPaymentMethod(row.stripePaymentMethodId);
  }
  await db.paymentMethod.delete({ where: { id: row.id } });
}

export async function billingHistory(userId: string) {
  const invoices = await db.invoice.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, take: 100 });
  return invoices.map((inv) => ({
    id: inv.id,
    description: inv.description,
    date: inv.createdAt.toISOString(),
    amount: inv.amountCents / 100,
    currency: inv.currency.toUpperCase(),
    status: inv.status,
    invoiceUrl: inv.invoiceUrl,
    downloadable: inv.stripeInvoiceId !== null || inv.pdfUrl !== null || inv.invoiceUrl !== null,
  }));
}

export async function billingUsage(userId: string) {
  const startOfMonth = new Date();
  startOfMonth.setUTCDate(1);
  startOfMonth.setUTCHours(0, 0, 0, 0);
  const [usage, user, postsScheduled, postsPublished, accountsConnected] = await Promise.all([
    currentUsage(userId),
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { subscription: true } }),
    db.post.count({ where: { userId, status: "scheduled" } }),
    db.post.count({ where: { userId, status: "published", publishedAt: { gte: startOfMonth } } }),
    db.socialAccount.count({ where: { userId } }),
  ]);
  return {
    postsScheduled,
    postsPublished,
    accountsConnected,
    aiSuggestionsUsed: usage.aiPromptsUsed,
    monthlyLimit: { posts: -1, accounts: ACCOUNT_ALLOWANCE[user.subscription] ?? 3, aiSuggestions: usage.aiPromptsLimit },
  };
}

/** POST /api/billing/upgrade {plan: 'pro'}: a PaymentIntent for the card modal. */
export async function upgradeToPro(userId: string) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { subscription: true } });
  if (user.subscription === BILLING_UPGRADE_PLAN) {
    const live = await liveSubscription(userId);
    if (live && !live.cancelAtPeriodEnd) throw ValidationError("You are already on the Pro plan.");
  }
  return createPlanPaymentIntent(userId, BILLING_UPGRADE_PLAN);
}

/** POST /api/billing/cancel: the plan stays until the end of the paid period, then ends. */
export async function cancelSubscription(userId: string) {
  const live = await liveSubscription(userId);
  if (!live) throw ValidationError("You have no paid subscription to cancel.");
  let periodEnd = live.currentPeriodEnd;
  if (!live.cancelAtPeriodEnd) {
    if (live.stripeSubscriptionId) {
      const gateway = requireGateway();
      const updated = await gateway.cancelSubscriptionAtPeriodEnd(live.stripeSubscriptionId);
      periodEnd = updated.currentPeriodEnd ?? periodEnd;
      await db.subscription.update({ where: { id: live.id }, data: { cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd } });
    } else {
      await db.subscription.update({ where: { id: live.id }, data: { cancelAtPeriodEnd: true } });
    }
  }
  const until = periodEnd ? periodEnd.toISOString().slice(0, 10) : "the end of the billing period";
  return {
    message: `Your subscription has been cancelled. You keep the ${live.plan.name} plan until ${until}.`,
    accessUntil: periodEnd?.toISOString() ?? null,
  };
}

/** GET /api/billing/invoice/{id}: where to download the member's invoice (Stripe's PDF when there is one). */
export async function invoiceDownload(userId: string, id: string) {
  const invoice = await db.invoice.findFirst({ where: { id, userId } });
  if (!invoice) throw NotFound("Invoice");
  let url = invoice.pdfUrl ?? invoice.invoiceUrl;
  const gateway = stripeGateway();
  if (invoice.stripeInvoiceId && gateway) {
    // Stripe's invoice links can change; ask for the current ones.
    const fresh = await gateway.retrieveInvoice(invoice.stripeInvoiceId).catch((err) => {
      logger.warn({ err, invoiceId: invoice.id }, "could not read an invoice from Stripe");
      return null;
    });
    url = fresh?.invoicePdf ?? fresh?.hostedInvoiceUrl ?? url;
  }
  if (!url) throw new AppError("NOT_FOUND", "Invoice not available", { downloadUrl: null });
  return url;
}
