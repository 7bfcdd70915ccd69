/**
 * What billing needs from a card payment provider. One implementation: Stripe (./stripe.ts),
 * over the official SDK. Without keys there is no gateway and paid plans say so.
 */
export type ProviderSubscriptionStatus = "active" | "trialing" | "past_due" | "unpaid" | "paused" | "canceled" | "incomplete" | "incomplete_expired";

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date | null;
  /** Set by us at checkout: which user and plan the subscription is for. */
  metadata: Record<string, string>;
}

export interface ProviderPaymentIntent {
  id: string;
  status: string;
  amountCents: number;
  currency: string;
  customerId: string | null;
  clientSecret: string | null;
  metadata: Record<string, string>;
}

export interface ProviderPaymentMethod {
  id: string;
  type: string;
  brand: string | null;
  last4: string | null;
  expiryMonth: number | null;
  expiryYear: number | null;
  email: string | null;
}

export interface ProviderInvoice {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  status: string | null;
  billingReason: string | null;
  amountPaidCents: number;
  amountDueCents: number;
  currency: string;
  description: string | null;
  hostedInvoiceUrl: string | null;
  invoicePdf: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  created: Date;
}

/** A verified webhook event: its id, type and the object it carries (shape depends on the type). */
export interface ProviderEvent {
  id: string;
  type: string;
  created: Date;
  object: Record<string, unknown>;
}

/** A hosted Checkout session as Stripe sees it now (status "complete" once the customer paid). */
export interface ProviderCheckoutSession {
  id: string;
  status: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  metadata: Record<string, string>;
}

export interface CheckoutRequest {
  customerId: string;
  planName: string;
  priceCents: number;
  currency: "eur";
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

export interface PaymentGateway {
  createCustomer(input: { email: string; name: string; userId: string }): Promise<string>;
  /** A hosted Checkout page for a monthly subscription. */
  createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  createPaymentIntent(input: {
    customerId: string;
    amountCents: number;
    currency: "eur";
    description: string;
    metadata: Record<string, string>;
  }): Promise<ProviderPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | null>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  cancelSubscriptionAtPeriodEnd(id: string): Promise<ProviderSubscription>;
  cancelSubscriptionNow(id: string): Promise<void>;
  retrieveInvoice(id: string): Promise<ProviderInvoice | null>;
  listCardPaymentMethods(customerId: string): Promise<ProviderPaymentMethod[]>;
  detachPaymentMethod(id: string): Promise<void>;
  /** Checks the signature (and its age) of a webhook delivery; throws when it does not hold. */
  verifyWebhook(rawBody: string, signatureHeader: string): ProviderEvent;
}
