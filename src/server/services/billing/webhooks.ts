/**
 * Stripe webhook events: the only way a paid plan is granted or removed after Checkout.
 *
 * Each event is applied once: its id is inserted into StripeEvent in the same transaction as its
 * effects, so a replay (or a concurrent duplicate delivery) finds it and changes nothing. Order
 * does not matter: for every event we ask Stripe for the subscription's state now and store that,
 * instead of trusting the (possibly older) copy inside the event.
 */
import { db, Prisma } from "@/server/db";
import { logger } from "@/server/logger";
import type { PaymentGateway, ProviderEvent, ProviderInvoice, ProviderSubscription } from "@/server/integrations/payments/gateway";
import { toProviderInvoice, toProviderSubscription } from "@/server/integrations/payments/stripe";
import type Stripe from "stripe";
import { LIVE_STATUSES, cancelAtProvider, followStoredSubscription, storeProviderSubscription, type Tx } from "./entitlement";

export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "invoice.paid",
  "invoice.payment_failed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
] as const;

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

const str = (value: unknown): string | null =>
  typeof value === "string" ? value : value && typeof value === "object" && "id" in value ? String((value as { id: unknown }).id) : null;

/** The subscription an event is about, and the invoice it carries (invoice events). */
function subjectOf(event: ProviderEvent): {
  subscriptionId: string | null;
  invoice: ProviderInvoice | null;
  eventSubscription: ProviderSubscription | null;
} {
  const object = event.object;
  switch (event.type) {
    case "checkout.session.completed":
      return { subscriptionId: object.mode === "subscription" ? str(object.subscription) : null, invoice: null, eventSubscription: null };
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = toProviderInvoice(object as unknown as Stripe.Invoice);
      return { subscriptionId: invoice.subscriptionId, invoice, eventSubscription: null };
    }
    default: {
      const sub = toProviderSubscription(object as unknown as Stripe.Subscription);
      return { subscriptionId: sub.id, invoice: null, eventSubscription: sub };
    }
  }
}

async function recordInvoice(tx: Tx, userId: string, invoice: ProviderInvoice, paid: boolean): Promise<{ newlyPaid: boolean }> {
  const status: "paid" | "failed" = paid ? "paid" : "failed";
  const existing = await tx.invoice.findUnique({ where: { stripeInvoiceId: invoice.id } });
  const data = {
    status: existing?.status === "paid" ? ("paid" as const) : status,
    invoiceUrl: invoice.hostedInvoiceUrl,
    pdfUrl: invoice.invoicePdf,
  };
  if (existing) {
    await tx.invoice.update({ where: { id: existing.id }, data });
  } else {
    await tx.invoice.create({
      data: {
        userId,
        stripeInvoiceId: invoice.id,
        description: invoice.description ?? "PostPilot subscription",
        amountCents: paid ? invoice.amountPaidCents : invoice.amountDueCents,
        currency: invoice.currency,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        createdAt: invoice.created,
        ...data,
      },
    });
  }
  return { newlyPaid: paid && existing?.status !== "paid" };
}

/** Applies one verified event. Throws when Stripe cannot be asked, so Stripe delivers it again. */
export async function handleStripeEvent(gateway: PaymentGateway, event: ProviderEvent): Promise<WebhookOutcome> {
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return "ignored";
  if (await db.stripeEvent.findUnique({ where: { id: event.id } })) return "duplicate";

  const { subscriptionId, invoice, eventSubscription } = subjectOf(event);
  // Stripe's state now, not the event's snapshot: events may come late or out of order.
  const subscription = subscriptionId ? ((await gateway.retrieveSubscription(subscriptionId)) ?? eventSubscription) : null;

  let superseded: string[] = [];
  let userId: string | null = null;
  try {
    await db.$transaction(async (tx) => {
      await tx.stripeEvent.create({ data: { id: event.id, type: event.type } });
      superseded = [];
      userId = subscription ? await storeProviderSubscription(tx, subscription) : null;
      if (!userId && invoice?.customerId) {
        userId = (await tx.user.findUnique({ where: { stripeCustomerId: invoice.customerId }, select: { id: true } }))?.id ?? null;
      }
      if (!userId) return;

      if (invoice) {
        const paid = event.type === "invoice.paid";
        const { newlyPaid } = await recordInvoice(tx, userId, invoice, paid);
        // A renewal starts a new month of prompts, aligned with the billing period.
        if (
          newlyPaid &&
          invoice.billingReason === "subscription_cycle" &&
          subscription &&
          (LIVE_STATUSES as readonly string[]).includes(subscription.status)
        ) {
          await tx.user.update({ where: { id: userId }, data: { aiPromptsUsed: 0, usagePeriodStart: invoice.periodStart ?? new Date() } });
        }
      }
      if (subscription) superseded = await followStoredSubscription(tx, userId, subscription.id, event.type);
    });
  } catch (err) {
    // The same event delivered twice at the same moment: the other delivery applied it.
    if (
      err instanceof Prisma.PrismaClientKnownRequestError &&
      err.code === "P2002" &&
      (await db.stripeEvent.findUnique({ where: { id: event.id } }))
    ) {
      return "duplicate";
    }
    throw err;
  }
  if (superseded.length > 0) {
    await cancelAtProvider(superseded).catch((err) => logger.error({ err, userId }, "could not cancel a replaced subscription at Stripe"));
  }
  logger.info({ eventId: event.id, type: event.type, userId }, "stripe event applied");
  return "applied";
}
