/**
 * Paid plans through hosted Checkout and Stripe's webhooks: the real Stripe SDK talks to the
 * contract fake, the fake signs events as Stripe does, and they reach our real webhook route.
 * Covers the grant, signatures, replays and out-of-order delivery, renewals, failed payments,
 * cancellation at period end, plan switches and account deletion.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { StripeFake } from "../fakes/stripe";
import { rest } from "../helpers/api";
import { createUser } from "../helpers/users";
import { deliver, deliverAll, planOf, postWebhook, sessionIdOf, setUsage, useStripeFake, withoutStripe } from "./helpers";

const stripe = new StripeFake();

beforeAll(async () => {
  await stripe.start();
  useStripeFake(stripe);
});

afterAll(async () => {
  withoutStripe();
  await stripe.stop();
});

beforeEach(() => {
  stripe.reset();
});

/** A free user who opened checkout for a plan and paid on Stripe's page (events not yet delivered). */
async function paidCheckout(planName = "Pro") {
  const { user, token } = await createUser();
  const answer = await rest<{ success: boolean; url: string; sessionId: string }>("POST", "/membership/create-checkout", {
    token,
    body: { planName },
  });
  expect(answer.status).toBe(200);
  const session = await stripe.completeCheckout(sessionIdOf(answer.body.url));
  return { user, token, session, subscriptionId: session.subscription as string };
}

describe("back from checkout before the webhook arrives", () => {
  it("the return page applies the paid session at once; the late events then change nothing", async () => {
    const { user, token, session } = await paidCheckout("Pro");
    await setUsage(user.id, 20);
    const back = await rest<{ success: boolean; active: boolean; message: string }>("POST", "/billing/confirm-checkout", {
      token,
      body: { sessionId: session.id },
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ success: true, active: true, message: "Thank you! You are now on the Pro plan." });
    expect(await planOf(user.id)).toMatchObject({ role: "paid", subscription: "Pro", aiPromptsLimit: 250, aiPromptsUsed: 0 });

    await setUsage(user.id, 3);
    expect(await deliverAll(stripe)).toEqual(["applied", "applied", "applied"]);
    expect(await planOf(user.id)).toMatchObject({ subscription: "Pro", aiPromptsUsed: 3 });
    expect(await db.subscription.count({ where: { userId: user.id } })).toBe(1);
    // Coming back to the page again (reload) is harmless too.
    expect((await rest("POST", "/billing/confirm-checkout", { token, body: { sessionId: session.id } })).status).toBe(200);
    expect(await planOf(user.id)).toMatchObject({ subscription: "Pro", aiPromptsUsed: 3 });
  });

  it("an unpaid session changes nothing, and another member's session is 404", async () => {
    const { user, token } = await createUser();
    const open = await rest<{ sessionId: string }>("POST", "/membership/create-checkout", { token, body: { planName: "Basic" } });
    const early = await rest<{ active: boolean; message: string }>("POST", "/billing/confirm-checkout", {
      token,
      body: { sessionId: open.body.sessionId },
    });
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ active: false, message: "Your payment is being processed. Your plan changes as soon as it completes." });
    expect(await planOf(user.id)).toMatchObject({ subscription: "Free Trial" });

    const { session } = await paidCheckout("Enterprise");
    const foreign = await rest<{ message: string }>("POST", "/billing/confirm-checkout", { token, body: { sessionId: session.id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Checkout session not found");
    expect(await planOf(user.id)).toMatchObject({ subscription: "Free Trial" });
    expect((await rest("POST", "/billing/confirm-checkout", { token, body: { sessionId: "cs_test_unknown" } })).status).toBe(404);
    expect((await rest("POST", "/billing/confirm-checkout", { body: { sessionId: session.id } })).status).toBe(401);
  });
});

describe("checkout then webhook", () => {
  it("creates a monthly euro subscription checkout for the plan's price and returns its URL", async () => {
    const { user, token } = await createUser();
    const answer = await rest<{ success: boolean; url: string; message: string }>("POST", "/membership/create-checkout", {
      token,
      body: { planName: "Pro" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(new RegExp(`^${stripe.origin}/checkout/cs_test_`));
    const created = stripe.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(created.params).toMatchObject({
      mode: "subscription",
      line_items: [{ quantity: "1", price_data: { currency: "eur", unit_amount: "1900", recurring: { interval: "month" } } }],
      subscription_data: { metadata: { userId: user.id, planName: "Pro" } },
      success_url: "http://localhost:3000/billing?success=true&session_id={CHECKOUT_SESSION_ID}",
    });
    // Nothing changes before Stripe says the payment went through.
    expect(await planOf(user.id)).toMatchObject({ role: "free", subscription: "Free Trial", aiPromptsLimit: 25 });
  });

  it("the signed events make the plan active with its limit and a fresh quota", async () => {
    const { user } = await paidCheckout("Pro");
    await setUsage(user.id, 20);
    expect(await deliverAll(stripe)).toEqual(["applied", "applied", "applied"]);
    expect(await planOf(user.id)).toMatchObject({ role: "paid", subscription: "Pro", aiPromptsLimit: 250, aiPromptsUsed: 0 });

    const history = await rest<{ billingHistory: { description: string; amount: number; status: string }[] }>("GET", "/billing/history", {
      token: await createUserToken(user.id),
    });
    expect(history.body.billingHistory).toEqual([expect.objectContaining({ amount: 19, status: "paid" })]);
    const sub = await db.subscription.findFirstOrThrow({ where: { userId: user.id } });
    expect(sub).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    expect(sub.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
  });

  it("Basic and Enterprise are sold the same way with their own prices and limits", async () => {
    const { user } = await paidCheckout("Enterprise");
    await deliverAll(stripe);
    expect(await planOf(user.id)).toMatchObject({ role: "paid", subscription: "Enterprise", aiPromptsLimit: 700 });
    expect(stripe.requests.find((r) => r.path === "/v1/checkout/sessions")!.params).toMatchObject({
      line_items: [{ price_data: { unit_amount: "4900" } }],
    });
  });

  it("each event is applied once: a replay changes nothing", async () => {
    const { user } = await paidCheckout("Pro");
    const deliveries = [...stripe.outbox];
    await deliverAll(stripe);
    await setUsage(user.id, 7);
    for (const d of deliveries) expect((await deliver(d)).body.outcome).toBe("duplicate");
    expect(await planOf(user.id)).toMatchObject({ subscription: "Pro", aiPromptsUsed: 7 });
    expect(await db.invoice.count({ where: { userId: user.id } })).toBe(1);
    expect(await db.stripeEvent.count({ where: { id: { in: deliveries.map((d) => d.event.id) } } })).toBe(3);
  });

  it("the same event delivered twice at once is applied once", async () => {
    const { user } = await paidCheckout("Pro");
    const paid = stripe.outbox.find((d) => d.event.type === "invoice.paid")!;
    const answers = await Promise.all([deliver(paid), deliver(paid)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(["applied", "duplicate"]);
    expect(await db.invoice.count({ where: { userId: user.id } })).toBe(1);
  });

  it("events in any order end in the same state", async () => {
    const { user } = await paidCheckout("Pro");
    await deliverAll(stripe);
    const inOrder = await planOf(user.id);

    const other = await paidCheckout("Pro");
    const reversed = [...stripe.outbox].reverse();
    stripe.outbox.length = 0;
    for (const d of reversed) expect((await deliver(d)).status).toBe(200);
    const outOfOrder = await planOf(other.user.id);
    expect({ ...outOfOrder, usagePeriodStart: 0, stripeCustomerId: 0 }).toEqual({ ...inOrder, usagePeriodStart: 0, stripeCustomerId: 0 });
    expect(await db.invoice.count({ where: { userId: other.user.id } })).toBe(1);
  });

  it("a late 'created' event after the subscription was deleted does not bring the plan back", async () => {
    const { user, subscriptionId } = await paidCheckout("Pro");
    const early = [...stripe.outbox];
    stripe.outbox.length = 0;
    await stripe.endSubscription(subscriptionId);
    await deliverAll(stripe); // the deletion arrives first
    for (const d of early) await deliver(d);
    expect(await planOf(user.id)).toMatchObject({ role: "free", subscription: "Free Trial", aiPromptsLimit: 25 });
  });
});

describe("webhook signatures", () => {
  it("refuses a forged signature, a missing one and a stale timestamp, and applies nothing", async () => {
    const { user } = await paidCheckout("Pro");
    const completed = stripe.outbox.find((d) => d.event.type === "checkout.session.completed")!;

    const forged = await postWebhook(completed.payload, stripe.sign(completed.payload, { secret: "whsec_someone_else" }));
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe("Invalid webhook signature");

    const tampered = await postWebhook(completed.payload.replace('"mode": "subscription"', '"mode": "subscription" '), completed.signature);
    expect(tampered.status).toBe(400);

    const stale = await postWebhook(completed.payload, stripe.sign(completed.payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }));
    expect(stale.status).toBe(400);

    expect((await postWebhook(completed.payload, null)).status).toBe(400);
    expect(await planOf(user.id)).toMatchObject({ role: "free", subscription: "Free Trial" });
    expect(await db.stripeEvent.findUnique({ where: { id: completed.event.id } })).toBeNull();

    // The genuine delivery still works afterwards.
    expect((await deliver(completed)).body.outcome).toBe("applied");
    expect(await planOf(user.id)).toMatchObject({ subscription: "Pro" });
  });

  it("answers 409 featureDisabled (not a 5xx) when payments are not configured", async () => {
    withoutStripe();
    try {
      const answer = await postWebhook("{}", "t=1,v1=00");
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ success: false, featureDisabled: true, message: "Payments are not configured on this server." });
    } finally {
      useStripeFake(stripe);
    }
  });
});

describe("renewals and failed payments", () => {
  it("a paid renewal resets the month's usage; the limit stays", async () => {
    const { user, subscriptionId } = await paidCheckout("Basic");
    await deliverAll(stripe);
    await setUsage(user.id, 80);
    await stripe.renewSubscription(subscriptionId);
    await deliverAll(stripe);
    const after = await planOf(user.id);
    expect(after).toMatchObject({ subscription: "Basic", aiPromptsLimit: 100, aiPromptsUsed: 0 });
    const sub = await db.subscription.findFirstOrThrow({ where: { stripeSubscriptionId: subscriptionId } });
    // The usage cycle follows the billing period.
    expect(after.usagePeriodStart.getTime()).toBe(sub.currentPeriodStart.getTime());
    expect(await db.invoice.count({ where: { userId: user.id, status: "paid" } })).toBe(2);
  });

  it("a declined renewal records a failed invoice and keeps access while Stripe retries; the end downgrades", async () => {
    const { user, subscriptionId } = await paidCheckout("Pro");
    await deliverAll(stripe);
    await setUsage(user.id, 30);
    await stripe.failRenewal(subscriptionId);
    await deliverAll(stripe);
    expect(await planOf(user.id)).toMatchObject({ role: "paid", subscription: "Pro", aiPromptsUsed: 30 });
    expect(await db.invoice.findMany({ where: { userId: user.id }, select: { status: true }, orderBy: { createdAt: "asc" } })).toEqual([
      { status: "paid" },
      { status: "failed" },
    ]);
    const { token } = await tokenFor(user.id);
    const plan = await rest<{ plan: { status: string } }>("GET", "/billing/plan", { token });
    expect(plan.body.plan.status).toBe("past_due");

    await stripe.endSubscription(subscriptionId);
    await deliverAll(stripe);
    expect(await planOf(user.id)).toMatchObject({ role: "free", subscription: "Free Trial", aiPromptsLimit: 25, aiPromptsUsed: 0 });
  });
});

describe("cancel", () => {
  it("keeps the plan until the period ends, then the deletion event downgrades", async () => {
    const { user, token, subscriptionId } = await paidCheckout("Pro");
    await deliverAll(stripe);

    const cancel = await rest<{ success: boolean; message: string; accessUntil: string }>("POST", "/billing/cancel", { token });
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toMatch(/You keep the Pro plan until \d{4}-\d{2}-\d{2}/);
    expect(stripe.subscriptions.get(subscriptionId)).toMatchObject({ cancel_at_period_end: true, status: "active" });
    await deliverAll(stripe); // customer.subscription.updated
    expect(await planOf(user.id)).toMatchObject({ role: "paid", subscription: "Pro" });
    const plan = await rest<{ plan: { status: string; accessUntil: string; nextBillingDate: string | null } }>("GET", "/billing/plan", { token });
    expect(plan.body.plan).toMatchObject({ status: "canceling", nextBillingDate: null, accessUntil: cancel.body.accessUntil });

    // Cancelling again is harmless.
    expect((await rest("POST", "/billing/cancel", { token })).status).toBe(200);

    await stripe.endSubscription(subscriptionId);
    await deliverAll(stripe);
    expect(await planOf(user.id)).toMatchObject({ role: "free", subscription: "Free Trial", aiPromptsLimit: 25 });
    expect((await rest<{ message: string }>("POST", "/billing/cancel", { token })).body.message).toBe("You have no paid subscription to cancel.");
  });

  it("a free user has nothing to cancel", async () => {
    const { token } = await createUser();
    const answer = await rest<{ message: string }>("POST", "/billing/cancel", { token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("You have no paid subscription to cancel.");
  });
});

describe("plan switches", () => {
  it("buying another plan replaces the old subscription (cancelled at Stripe), without a downgrade in between", async () => {
    const { user, token, subscriptionId } = await paidCheckout("Basic");
    await deliverAll(stripe);
    const again = await rest<{ url: string }>("POST", "/membership/create-checkout", { token, body: { planName: "Enterprise" } });
    expect(again.status).toBe(200);
    await stripe.completeCheckout(sessionIdOf(again.body.url));
    await deliverAll(stripe); // includes the old subscription's deletion, sent when we cancelled it
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe("canceled");
    await deliverAll(stripe);
    expect(await planOf(user.id)).toMatchObject({ role: "paid", subscription: "Enterprise", aiPromptsLimit: 700 });
  });

  it("refuses a checkout for the plan the member already has", async () => {
    const { token } = await paidCheckout("Pro");
    await deliverAll(stripe);
    const answer = await rest<{ message: string }>("POST", "/membership/create-checkout", { token, body: { planName: "pro" } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("You are already on the Pro plan.");
  });

  it("downgrading to the free plan ends the paid subscription at Stripe at once", async () => {
    const { user, token, subscriptionId } = await paidCheckout("Pro");
    await deliverAll(stripe);
    const answer = await rest<{ message: string }>("POST", "/membership/upgrade", { token, body: { planName: "Free Trial", paymentMethod: "free" } });
    expect(answer.status).toBe(200);
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe("canceled");
    await deliverAll(stripe);
    expect(await planOf(user.id)).toMatchObject({ role: "free", subscription: "Free Trial", aiPromptsLimit: 25 });
  });
});

describe("account deletion", () => {
  it("cancels the member's subscription at Stripe; its later events are ignored", async () => {
    const { user, token, subscriptionId } = await paidCheckout("Pro");
    await deliverAll(stripe);
    const answer = await rest("DELETE", "/auth/delete-account", { token });
    expect(answer.status).toBe(200);
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe("canceled");
    expect(await deliverAll(stripe)).toEqual(["applied"]);
    expect(await db.user.findUnique({ where: { id: user.id } })).toBeNull();
  });
});

async function tokenFor(userId: string) {
  const { signSessionToken } = await import("@/server/services/auth/tokens");
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  return { token: await signSessionToken({ sub: user.id, tv: user.tokenVersion }) };
}

async function createUserToken(userId: string) {
  return (await tokenFor(userId)).token;
}
