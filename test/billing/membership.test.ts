/**
 * Plans and the in-app card flow through both doors, the /billing calls, and the app without
 * Stripe keys. The real Stripe SDK talks to the contract fake; the fake plays the customer who
 * confirms (or does not confirm) the card payment in Stripe.js.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { expireAllEndedCardPeriods } from "@/server/services/billing/membership";
import { StripeFake } from "../fakes/stripe";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";
import { deliverAll, planOf, sessionIdOf, setUsage, stripeFakeForEachTest, withoutStripe } from "./helpers";

/** A fresh Stripe fake state before each test; the app talks to it. */
const stripe = stripeFakeForEachTest();

type IntentBody = { success: boolean; clientSecret: string; paymentIntentId: string; message: string };

describe("plans and the current plan", () => {
  it("lists the four plans publicly, cheapest first, in euro", async () => {
    const answer = await rest<{ plans: { name: string; price: number; aiPromptsLimit: number; popular: boolean }[] }>("GET", "/membership/plans");
    expect(answer.status).toBe(200);
    expect(answer.body.plans.map((p) => [p.name, p.price, p.aiPromptsLimit, p.popular])).toEqual([
      ["Free Trial", 0, 25, false],
      ["Basic", 9, 100, false],
      ["Pro", 19, 250, true],
      ["Enterprise", 49, 700, false],
    ]);
  });

  it("answers the member's plan and usage; anonymous callers get 401", async () => {
    const { user, token } = await createUser();
    await setUsage(user.id, 4);
    const answer = await rest("GET", "/membership/current", { token });
    expect(answer.body).toEqual({ success: true, currentPlan: { subscription: "Free Trial", aiPromptsUsed: 4, aiPromptsLimit: 25 } });
    expect((await rest("GET", "/membership/current")).status).toBe(401);
  });

  it("refuses a paid plan without payment and an unknown plan", async () => {
    const { user, token } = await createUser();
    const paid = await rest<{ message: string; requiresPayment: boolean }>("POST", "/membership/upgrade", {
      token,
      body: { planName: "Pro", paymentMethod: "free" },
    });
    expect(paid.status).toBe(400);
    expect(paid.body).toMatchObject({ requiresPayment: true, message: "The Pro plan needs a payment. Use checkout to upgrade." });
    expect((await rest("POST", "/membership/upgrade", { token, body: { planName: "Platinum", paymentMethod: "free" } })).status).toBe(404);
    expect(await planOf(user.id)).toMatchObject({ role: "free", subscription: "Free Trial" });
  });
});

describe("in-app card payment", () => {
  async function intentFor(token: string, planName = "Pro") {
    const answer = await rest<IntentBody>("POST", "/membership/create-payment-intent", { token, body: { planName } });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  it("creates a euro PaymentIntent for the plan's price and answers its client secret", async () => {
    const { user, token } = await createUser();
    const body = await intentFor(token, "Basic");
    expect(body.clientSecret).toMatch(/^pi_[a-f0-9]+_secret_/);
    expect(body.message).toBe("Upgrade to Basic plan - €9/month");
    expect(stripe.paymentIntents.get(body.paymentIntentId)).toMatchObject({
      amount: 900,
      currency: "eur",
      metadata: { userId: user.id, planName: "Basic" },
    });
  });

  it("confirm-upgrade refuses a payment Stripe has not completed; nothing changes", async () => {
    const { user, token } = await createUser();
    const { paymentIntentId } = await intentFor(token);
    const answer = await rest<{ message: string }>("POST", "/membership/confirm-upgrade", { token, body: { paymentIntentId } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("The payment has not been completed (status: requires_payment_method). Your plan is unchanged.");
    expect(await planOf(user.id)).toMatchObject({ role: "free", subscription: "Free Trial", aiPromptsLimit: 25 });
    expect(await db.payment.findUniqueOrThrow({ where: { stripePaymentIntentId: paymentIntentId } })).toMatchObject({
      status: "requires_payment_method",
    });
  });

  it("confirm-upgrade refuses another member's payment with 404", async () => {
    const owner = await createUser();
    const other = await createUser();
    const { paymentIntentId } = await intentFor(owner.token);
    stripe.succeedPaymentIntent(paymentIntentId);
    const answer = await rest<{ message: string }>("POST", "/membership/confirm-upgrade", { token: other.token, body: { paymentIntentId } });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe("Payment not found");
    expect(await planOf(other.user.id)).toMatchObject({ subscription: "Free Trial" });
    expect(await planOf(owner.user.id)).toMatchObject({ subscription: "Free Trial" });
  });

  it("confirm-upgrade refuses a payment whose amount or currency is not what we asked", async () => {
    const { user, token } = await createUser();
    const { paymentIntentId } = await intentFor(token);
    stripe.succeedPaymentIntent(paymentIntentId);
    stripe.paymentIntents.get(paymentIntentId)!.amount = 100;
    const cheap = await rest<{ message: string }>("POST", "/membership/confirm-upgrade", { token, body: { paymentIntentId } });
    expect(cheap.status).toBe(400);
    expect(cheap.body.message).toBe("The payment does not match the plan's price. Your plan is unchanged.");
    Object.assign(stripe.paymentIntents.get(paymentIntentId)!, { amount: 1900, currency: "usd" });
    expect((await rest("POST", "/membership/confirm-upgrade", { token, body: { paymentIntentId } })).status).toBe(400);
    expect(await planOf(user.id)).toMatchObject({ subscription: "Free Trial" });
  });

  it("a completed payment upgrades once: role, plan, limit, usage reset, receipt; a repeat changes nothing", async () => {
    const { user, token } = await createUser();
    await setUsage(user.id, 25);
    const { paymentIntentId } = await intentFor(token);
    stripe.succeedPaymentIntent(paymentIntentId);
    const client = trpc({ token });
    const first = await client.billing.confirmUpgrade.mutate({ paymentIntentId });
    expect(first).toMatchObject({
      success: true,
      subscription: "Pro",
      aiPromptsLimit: 250,
      message: "Payment Successful! You are now on the Pro plan.",
    });
    expect(await planOf(user.id)).toMatchObject({ role: "paid", subscription: "Pro", aiPromptsLimit: 250, aiPromptsUsed: 0 });

    await setUsage(user.id, 3);
    const again = await client.billing.confirmUpgrade.mutate({ paymentIntentId });
    expect(again.message).toBe("Your Pro plan is already active.");
    expect(await planOf(user.id)).toMatchObject({ aiPromptsUsed: 3 });
    expect(await db.invoice.count({ where: { userId: user.id } })).toBe(1);
    // Revenue counts the Payment; the receipt has no Stripe invoice id (docs/decisions.md).
    expect(await db.invoice.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({
      stripeInvoiceId: null,
      amountCents: 1900,
      status: "paid",
    });
    expect(await db.payment.findUniqueOrThrow({ where: { stripePaymentIntentId: paymentIntentId } })).toMatchObject({ status: "succeeded" });

    const plan = await client.billing.plan.query();
    expect(plan.plan).toMatchObject({ name: "Pro", price: 19, status: "canceling", autoRenews: false });
  });

  it("an unknown PaymentIntent is 404", async () => {
    const { token } = await createUser();
    const failure = await trpcFailure(trpc({ token }).billing.confirmUpgrade.mutate({ paymentIntentId: "pi_doesnotexist" }));
    expect(failure.status).toBe(404);
  });

  it("the card month ends by itself: the next read moves the member back to the Free Trial", async () => {
    const { user, token } = await createUser();
    const { paymentIntentId } = await intentFor(token);
    stripe.succeedPaymentIntent(paymentIntentId);
    await rest("POST", "/membership/confirm-upgrade", { token, body: { paymentIntentId } });
    await db.subscription.updateMany({ where: { userId: user.id }, data: { currentPeriodEnd: new Date(Date.now() - 1000) } });
    const current = await rest<{ currentPlan: { subscription: string; aiPromptsLimit: number } }>("GET", "/membership/current", { token });
    expect(current.body.currentPlan).toMatchObject({ subscription: "Free Trial", aiPromptsLimit: 25 });
    expect(await planOf(user.id)).toMatchObject({ role: "free" });
  });

  it("the worker's sweep ends card months that are over, even if the member never looks", async () => {
    const { user, token } = await createUser();
    const { paymentIntentId } = await intentFor(token);
    stripe.succeedPaymentIntent(paymentIntentId);
    await rest("POST", "/membership/confirm-upgrade", { token, body: { paymentIntentId } });
    const still = await createUser();
    const second = await intentFor(still.token);
    stripe.succeedPaymentIntent(second.paymentIntentId);
    await rest("POST", "/membership/confirm-upgrade", { token: still.token, body: { paymentIntentId: second.paymentIntentId } });

    await db.subscription.updateMany({ where: { userId: user.id }, data: { currentPeriodEnd: new Date(Date.now() - 1000) } });
    expect((await expireAllEndedCardPeriods()).usersExpired).toBeGreaterThanOrEqual(1);
    expect(await planOf(user.id)).toMatchObject({ role: "free", subscription: "Free Trial", aiPromptsLimit: 25 });
    // A month that is not over is left alone.
    expect(await planOf(still.user.id)).toMatchObject({ role: "paid", subscription: "Pro" });
  });
});

describe("/billing calls", () => {
  it("upgrade to pro answers requiresPayment with a client secret; other plan values are refused", async () => {
    const { token } = await createUser();
    const answer = await rest<{ requiresPayment: boolean; clientSecret: string; paymentIntentId: string }>("POST", "/billing/upgrade", {
      token,
      body: { plan: "pro" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.requiresPayment).toBe(true);
    expect(answer.body.clientSecret).toContain("_secret_");
    expect(stripe.paymentIntents.get(answer.body.paymentIntentId)).toMatchObject({ amount: 1900, currency: "eur" });
    const enterprise = await rest<{ message: string }>("POST", "/billing/upgrade", { token, body: { plan: "enterprise" } });
    expect(enterprise.status).toBe(400);
    expect(enterprise.body.message).toBe("Pro is the only upgrade available here");
  });

  it("lists the Stripe card after checkout, removes it (detached at Stripe), and refuses another member's", async () => {
    const { user, token } = await createUser();
    const checkout = await rest<{ url: string }>("POST", "/membership/create-checkout", { token, body: { planName: "Pro" } });
    await stripe.completeCheckout(sessionIdOf(checkout.body.url));
    await deliverAll(stripe);

    const list = await rest<{ paymentMethods: { id: string; brand: string; last4: string; isDefault: boolean; type: string }[] }>(
      "GET",
      "/billing/payment-methods",
      { token },
    );
    expect(list.body.paymentMethods).toEqual([expect.objectContaining({ type: "card", brand: "visa", last4: "4242", isDefault: true })]);
    const id = list.body.paymentMethods[0]!.id;

    const stranger = await createUser();
    expect((await rest("DELETE", `/billing/payment-methods/${id}`, { token: stranger.token })).status).toBe(404);

    expect((await rest("DELETE", `/billing/payment-methods/${id}`, { token })).status).toBe(200);
    const stripeId = (await db.paymentMethod.count({ where: { userId: user.id } })) === 0;
    expect(stripeId).toBe(true);
    expect([...stripe.paymentMethods.values()].every((pm) => pm.customer === null)).toBe(true);
    expect((await rest<{ paymentMethods: unknown[] }>("GET", "/billing/payment-methods", { token })).body.paymentMethods).toEqual([]);
  });

  it("gives the owner Stripe's invoice PDF; another member's invoice is 404", async () => {
    const { token } = await createUser();
    const checkout = await rest<{ url: string }>("POST", "/membership/create-checkout", { token, body: { planName: "Basic" } });
    await stripe.completeCheckout(sessionIdOf(checkout.body.url));
    await deliverAll(stripe);
    const history = await rest<{ billingHistory: { id: string; amount: number; status: string; description: string }[] }>("GET", "/billing/history", {
      token,
    });
    expect(history.body.billingHistory).toHaveLength(1);
    expect(history.body.billingHistory[0]).toMatchObject({ amount: 9, status: "paid" });
    const invoiceId = history.body.billingHistory[0]!.id;

    const own = await rest<{ downloadUrl: string }>("GET", `/billing/invoice/${invoiceId}`, { token });
    expect(own.status).toBe(200);
    expect(own.body.downloadUrl).toMatch(new RegExp(`^${stripe.origin}/invoices/in_[a-f0-9]+/pdf$`));

    const stranger = await createUser();
    const foreign = await rest<{ message: string }>("GET", `/billing/invoice/${invoiceId}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Invoice not found");
    expect(JSON.stringify(foreign.body)).not.toContain("invoices/");
  });

  it("usage counts this month's activity against the plan's allowances", async () => {
    const { user, token } = await createUser();
    await setUsage(user.id, 6);
    const answer = await rest("GET", "/billing/usage", { token });
    expect(answer.body).toEqual({
      success: true,
      usage: {
        postsScheduled: 0,
        postsPublished: 0,
        accountsConnected: 0,
        aiSuggestionsUsed: 6,
        monthlyLimit: { posts: -1, accounts: 3, aiSuggestions: 25 },
      },
    });
  });

  it("a free member's plan reads as free with no billing date", async () => {
    const { token } = await createUser();
    const answer = await rest<{ plan: Record<string, unknown> }>("GET", "/billing/plan", { token });
    expect(answer.body.plan).toMatchObject({ name: "Free Trial", price: 0, status: "free", billingCycle: "monthly", nextBillingDate: null });
  });
});

describe("when Stripe cannot be reached", () => {
  it("answers 502 with a plain message and changes nothing", async () => {
    const { user, token } = await createUser();
    const closed = new StripeFake();
    await closed.start();
    const origin = closed.origin;
    await closed.stop();
    Object.assign(process.env, { STRIPE_API_BASE_URL: origin });
    const { resetEnvForTests } = await import("@/env");
    resetEnvForTests();
    const answer = await rest<{ message: string }>("POST", "/membership/create-checkout", { token, body: { planName: "Pro" } });
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe("The payment provider could not be reached. Please try again in a moment.");
    expect(await planOf(user.id)).toMatchObject({ subscription: "Free Trial", stripeCustomerId: null });
  });
});

describe("without Stripe keys", () => {
  beforeEach(() => withoutStripe());

  it("plans and the free plan work; paid purchases say payments are not configured", async () => {
    expect((await rest("GET", "/membership/plans")).status).toBe(200);
    const { user, token } = await createUser({ role: "paid", subscription: "Pro" });
    const free = await rest<{ message: string }>("POST", "/membership/upgrade", { token, body: { planName: "Free Trial", paymentMethod: "free" } });
    expect(free.status).toBe(200);
    expect(await planOf(user.id)).toMatchObject({ role: "free", subscription: "Free Trial", aiPromptsLimit: 25 });

    for (const [path, body] of [
      ["/membership/create-checkout", { planName: "Pro" }],
      ["/membership/create-payment-intent", { planName: "Pro" }],
      ["/billing/upgrade", { plan: "pro" }],
    ] as const) {
      const answer = await rest<{ message: string; paymentsConfigured: boolean }>("POST", path, { token, body });
      // A switched-off feature is the caller's condition (409), never a server failure (issue 13, defect 5).
      expect(answer.status, path).toBe(409);
      expect(answer.body).toMatchObject({
        paymentsConfigured: false,
        featureDisabled: true,
        message: "Payments are not configured on this server. Please contact support.",
      });
    }
    expect(stripe.requests).toEqual([]);
  });
});
