/** Shared set-up of the billing tests: the Stripe fake as the app's Stripe, and webhook delivery. */
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import * as webhookRoute from "@/app/api/stripe/webhook/route";
import { BASE } from "../helpers/api";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { StripeFake, type Delivery } from "../fakes/stripe";

const STRIPE_KEYS = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE_URL"];

export function useStripeFake(fake: StripeFake): void {
  Object.assign(process.env, fake.envVars());
  resetEnvForTests();
}

export function withoutStripe(): void {
  for (const key of STRIPE_KEYS) delete process.env[key];
  resetEnvForTests();
}

/** A Stripe fake for the whole file, reset and made the app's Stripe before each test. */
export function stripeFakeForEachTest(): StripeFake {
  const stripe = new StripeFake();
  beforeAll(() => stripe.start());
  afterAll(async () => {
    withoutStripe();
    await stripe.stop();
  });
  beforeEach(() => {
    stripe.reset();
    useStripeFake(stripe);
  });
  return stripe;
}

/** POSTs a payload to our webhook endpoint exactly as Stripe would (raw body, Stripe-Signature). */
export async function postWebhook(payload: string, signature: string | null): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers = new Headers({ "content-type": "application/json; charset=utf-8" });
  if (signature !== null) headers.set("stripe-signature", signature);
  const res = await webhookRoute.POST(new Request(`${BASE}/api/stripe/webhook`, { method: "POST", headers, body: payload }));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export async function deliver(delivery: Delivery) {
  return postWebhook(delivery.payload, delivery.signature);
}

/** Delivers every waiting event in order; each must be accepted. */
export async function deliverAll(fake: StripeFake): Promise<string[]> {
  const outcomes: string[] = [];
  while (fake.outbox.length > 0) {
    const answer = await deliver(fake.outbox.shift()!);
    if (answer.status !== 200) throw new Error(`webhook answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    outcomes.push(String(answer.body.outcome));
  }
  return outcomes;
}

export async function planOf(userId: string) {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { role: true, subscription: true, aiPromptsUsed: true, aiPromptsLimit: true, usagePeriodStart: true, stripeCustomerId: true },
  });
}

export async function setUsage(userId: string, used: number) {
  await db.user.update({ where: { id: userId }, data: { aiPromptsUsed: used } });
}

/** The id of the checkout session in a checkout URL from the fake. */
export function sessionIdOf(url: string): string {
  return url.split("/").at(-1)!;
}
