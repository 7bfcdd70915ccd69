/**
 * The Stripe PaymentGateway over the official SDK. The API origin comes from STRIPE_API_BASE_URL
 * (tests point it at a local contract fake). Stripe's own retries are off: every call here is
 * made from a request that reports its failure.
 */
import Stripe from "stripe";
import { env } from "@/env";
import { UpstreamError } from "@/server/errors";
import { logger } from "@/server/logger";
import type {
  CheckoutRequest,
  PaymentGateway,
  ProviderCheckoutSession,
  ProviderEvent,
  ProviderInvoice,
  ProviderPaymentIntent,
  ProviderPaymentMethod,
  ProviderSubscription,
  ProviderSubscriptionStatus,
} from "./gateway";

const seconds = (value: number | null | undefined): Date | null => (typeof value === "number" ? new Date(value * 1000) : null);
const idOf = (value: unknown): string | null =>
  typeof value === "string" ? value : value && typeof value === "object" && "id" in value ? String((value as { id: unknown }).id) : null;

export function toProviderSubscription(sub: Stripe.Subscription): ProviderSubscription {
  // Since API 2025-03-31 the billing period lives on the subscription's items.
  const item = sub.items?.data?.[0];
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? "",
    status: sub.status as ProviderSubscriptionStatus,
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    canceledAt: seconds(sub.canceled_at),
    currentPeriodStart: seconds(item?.current_period_start) ?? seconds(sub.start_date) ?? new Date(),
    currentPeriodEnd: seconds(item?.current_period_end),
    metadata: { ...(sub.metadata ?? {}) },
  };
}

export function toProviderInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const line = invoice.lines?.data?.[0];
  return {
    id: invoice.id ?? "",
    customerId: idOf(invoice.customer),
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    status: invoice.status ?? null,
    billingReason: invoice.billing_reason ?? null,
    amountPaidCents: invoice.amount_paid ?? 0,
    amountDueCents: invoice.amount_due ?? 0,
    currency: invoice.currency ?? "eur",
    description: line?.description ?? invoice.description ?? null,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
    periodStart: seconds(line?.period?.start) ?? seconds(invoice.period_start),
    periodEnd: seconds(line?.period?.end) ?? seconds(invoice.period_end),
    created: seconds(invoice.created) ?? new Date(),
  };
}

function toProviderPaymentIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    customerId: idOf(intent.customer),
    clientSecret: intent.client_secret ?? null,
    metadata: { ...(intent.metadata ?? {}) },
  };
}

function isMissing(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeInvalidRequestError && (err.code === "resource_missing" || err.statusCode === 404);
}

export const PROVIDER_UNAVAILABLE = "The payment provider could not be reached. Please try again in a moment.";

/** Stripe failures become a 502 with a plain message; the details go to the log, never to the member. */
function asUpstream(err: unknown): never {
  if (err instanceof Stripe.errors.StripeError) {
    logger.error(
      { type: err.type, code: err.code, statusCode: err.statusCode, requestId: err.requestId, message: err.message },
      "stripe call failed",
    );
    throw UpstreamError(PROVIDER_UNAVAILABLE);
  }
  throw err;
}

async function call<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (err) {
    return asUpstream(err);
  }
}

async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (err) {
    if (isMissing(err)) return null;
    return asUpstream(err);
  }
}

export class StripeGateway implements PaymentGateway {
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string | undefined,
    apiBaseUrl: string,
  ) {
    const url = new URL(apiBaseUrl);
    const protocol = url.protocol === "http:" ? "http" : "https";
    this.stripe = new Stripe(secretKey, {
      host: url.hostname,
      port: url.port || (protocol === "http" ? 80 : 443),
      protocol,
      maxNetworkRetries: 0,
      telemetry: false,
      timeout: 20_000,
    });
  }

  async createCustomer(input: { email: string; name: string; userId: string }): Promise<string> {
    const customer = await call(this.stripe.customers.create({ email: input.email, name: input.name, metadata: { userId: input.userId } }));
    return customer.id;
  }

  async createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string }> {
    const session = await call(
      this.stripe.checkout.sessions.create({
        mode: "subscription",
        customer: input.customerId,
        client_reference_id: input.metadata.userId,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency,
              unit_amount: input.priceCents,
              recurring: { interval: "month" },
              product_data: { name: `PostPilot ${input.planName}` },
            },
          },
        ],
        metadata: input.metadata,
        subscription_data: { metadata: input.metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    );
    if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
    return { id: session.id, url: session.url };
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    const session = await orNull(this.stripe.checkout.sessions.retrieve(id));
    if (!session) return null;
    return {
      id: session.id,
      status: session.status ?? null,
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
      metadata: { ...(session.metadata ?? {}) },
    };
  }

  async createPaymentIntent(input: {
    customerId: string;
    amountCents: number;
    currency: "eur";
    description: string;
    metadata: Record<string, string>;
  }) {
    const intent = await call(
      this.stripe.paymentIntents.create({
        amount: input.amountCents,
        currency: input.currency,
        customer: input.customerId,
        description: input.description,
        metadata: input.metadata,
      }),
    );
    return toProviderPaymentIntent(intent);
  }

  async retrievePaymentIntent(id: string) {
    const intent = await orNull(this.stripe.paymentIntents.retrieve(id));
    return intent ? toProviderPaymentIntent(intent) : null;
  }

  async retrieveSubscription(id: string) {
    const sub = await orNull(this.stripe.subscriptions.retrieve(id));
    return sub ? toProviderSubscription(sub) : null;
  }

  async cancelSubscriptionAtPeriodEnd(id: string) {
    return toProviderSubscription(await call(this.stripe.subscriptions.update(id, { cancel_at_period_end: true })));
  }

  async cancelSubscriptionNow(id: string) {
    await orNull(this.stripe.subscriptions.cancel(id));
  }

  async retrieveInvoice(id: string) {
    const invoice = await orNull(this.stripe.invoices.retrieve(id));
    return invoice ? toProviderInvoice(invoice) : null;
  }

  async listCardPaymentMethods(customerId: string): Promise<ProviderPaymentMethod[]> {
    const list = await call(this.stripe.paymentMethods.list({ customer: customerId, type: "card", limit: 20 }));
    return list.data.map((pm) => ({
      id: pm.id,
      type: pm.type,
      brand: pm.card?.brand ?? null,
      last4: pm.card?.last4 ?? null,
      expiryMonth: pm.card?.exp_month ?? null,
      expiryYear: pm.card?.exp_year ?? null,
      email: pm.billing_details?.email ?? null,
    }));
  }

  async detachPaymentMethod(id: string) {
    await orNull(this.stripe.paymentMethods.detach(id));
  }

  verifyWebhook(rawBody: string, signatureHeader: string): ProviderEvent {
    if (!this.webhookSecret) throw new Error("STRIPE_WEBHOOK_SECRET is not set");
    // constructEvent checks the HMAC and refuses timestamps older than 5 minutes (replays).
    const event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret);
    return {
      id: event.id,
      type: event.type,
      created: new Date(event.created * 1000),
      object: event.data.object as unknown as Record<string, unknown>,
    };
  }
}

let cached: { key: string; gateway: StripeGateway } | undefined;

/** The configured gateway, or null when STRIPE_SECRET_KEY is not set. */
export function stripeGateway(): PaymentGateway | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE_URL } = env();
  if (!STRIPE_SECRET_KEY) return null;
  const cacheKey = `${STRIPE_SECRET_KEY}|${STRIPE_WEBHOOK_SECRET}|${STRIPE_API_BASE_URL}`;
  if (cached?.key !== cacheKey) cached = { key: cacheKey, gateway: new StripeGateway(STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE_URL) };
  return cached.gateway;
}
