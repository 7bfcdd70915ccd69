/**
 * Who may call each billing and membership endpoint, what bad input answers (a clear 4xx, never a
 * 500, nothing changed), and the response keys the spec's pages read (spec part 2 §7).
 */
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { rest, trpc, trpcFailure } from "../helpers/api";
import { createUser } from "../helpers/users";
import { deliverAll, planOf, sessionIdOf, stripeFakeForEachTest } from "./helpers";

/** A fresh Stripe fake state before each test; the app talks to it. */
const stripe = stripeFakeForEachTest();

const SIGNED_IN_ONLY: [string, string, unknown][] = [
  ["GET", "/billing/plan", undefined],
  ["GET", "/billing/payment-methods", undefined],
  ["GET", "/billing/history", undefined],
  ["GET", "/billing/usage", undefined],
  ["POST", "/billing/upgrade", { plan: "pro" }],
  ["POST", "/billing/cancel", undefined],
  ["POST", "/billing/confirm-checkout", { sessionId: "cs_test_1" }],
  ["DELETE", "/billing/payment-methods/pm_1", undefined],
  ["GET", "/billing/invoice/in_1", undefined],
  ["GET", "/membership/current", undefined],
  ["POST", "/membership/upgrade", { planName: "Free Trial", paymentMethod: "free" }],
  ["POST", "/membership/create-checkout", { planName: "Pro" }],
  ["POST", "/membership/create-payment-intent", { planName: "Pro" }],
  ["POST", "/membership/confirm-upgrade", { paymentIntentId: "pi_1" }],
];

describe("who may call", () => {
  it.each(SIGNED_IN_ONLY)("%s %s needs a signed-in member (401 otherwise)", async (method, path, body) => {
    const answer = await rest(method, path, body === undefined ? {} : { body });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, message: "Authentication required" });
  });

  it("the plans list is public through both doors; the tRPC door checks sign-in like the REST one", async () => {
    expect((await rest("GET", "/membership/plans")).status).toBe(200);
    expect((await trpc().billing.plans.query()).plans).toHaveLength(4);
    expect(await trpcFailure(trpc().billing.plan.query())).toMatchObject({ status: 401 });
    expect(await trpcFailure(trpc().billing.createCheckout.mutate({ planName: "Pro" }))).toMatchObject({ status: 401 });
    expect(stripe.requests).toEqual([]);
  });

  it("admins have nothing to buy or cancel: 400, and Stripe is never asked", async () => {
    const { user, token } = await createUser({ role: "admin" });
    const buy = "Admins already have unlimited access; there is nothing to buy.";
    for (const [path, body] of [
      ["/membership/create-checkout", { planName: "Pro" }],
      ["/membership/create-payment-intent", { planName: "Basic" }],
      ["/billing/upgrade", { plan: "pro" }],
    ] as const) {
      const answer = await rest<{ message: string }>("POST", path, { token, body });
      expect(answer.status, path).toBe(400);
      expect(answer.body.message, path).toBe(buy);
    }
    const free = await rest<{ message: string }>("POST", "/membership/upgrade", { token, body: { planName: "Free Trial", paymentMethod: "free" } });
    expect(free.status).toBe(400);
    expect((await rest("POST", "/billing/cancel", { token })).status).toBe(400);
    expect(await planOf(user.id)).toMatchObject({ role: "admin", subscription: "Admin" });
    expect(stripe.requests).toEqual([]);
  });
});

describe("bad input answers 4xx with a plain message and changes nothing", () => {
  it.each([
    ["POST", "/billing/upgrade", { body: {} }, 400, "Pro is the only upgrade available here"],
    ["POST", "/billing/upgrade", { body: { plan: "Pro" } }, 400, "Pro is the only upgrade available here"],
    ["POST", "/billing/upgrade", { rawBody: "{not json" }, 400, "Malformed JSON in request body"],
    ["POST", "/membership/upgrade", { body: {} }, 400, "Plan name is required"],
    ["POST", "/membership/upgrade", { body: { planName: 5 } }, 400, "Plan name must be text"],
    ["POST", "/membership/upgrade", { body: { planName: "x".repeat(61) } }, 400, "Plan name must be at most 60 characters"],
    [
      "POST",
      "/membership/upgrade",
      { body: { planName: "Free Trial", paymentMethod: "card" } },
      400,
      "The free plan takes the payment method 'free'.",
    ],
    ["POST", "/membership/upgrade", { body: { planName: "Free Trial", paymentMethod: "free" } }, 400, "You are already on the Free Trial plan."],
    ["POST", "/membership/create-checkout", { body: { planName: "Free Trial" } }, 400, "The Free Trial plan is free: no checkout is needed."],
    ["POST", "/membership/create-checkout", { body: { planName: "Platinum" } }, 404, "Plan not found"],
    ["POST", "/membership/create-payment-intent", { body: { planName: "" } }, 400, "Plan name is required"],
    ["POST", "/membership/confirm-upgrade", { body: {} }, 400, "Payment intent id is required"],
    ["POST", "/membership/confirm-upgrade", { body: { paymentIntentId: "pi_unknown" } }, 404, "Payment not found"],
    ["DELETE", "/billing/payment-methods/unknown", {}, 404, "Payment method not found"],
    ["GET", "/billing/invoice/unknown", {}, 404, "Invoice not found"],
    ["POST", "/billing/cancel", {}, 400, "You have no paid subscription to cancel."],
  ] as const)("%s %s %j → %i", async (method, path, options, status, message) => {
    const { user, token } = await createUser();
    const answer = await rest<{ success: boolean; message: string }>(method, path, { token, ...options });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, message });
    expect(await planOf(user.id)).toMatchObject({ role: "free", subscription: "Free Trial", stripeCustomerId: null });
  });
});

describe("a plan an admin set by hand", () => {
  it("does not renew, so /billing offers no cancellation and cancel answers 400", async () => {
    const { user, token } = await createUser({ role: "paid", subscription: "Pro" });
    const plan = await rest<{ plan: Record<string, unknown> }>("GET", "/billing/plan", { token });
    expect(plan.body.plan).toMatchObject({ name: "Pro", price: 19, autoRenews: false, nextBillingDate: null });
    expect((await rest("POST", "/billing/cancel", { token })).status).toBe(400);
    expect(await planOf(user.id)).toMatchObject({ role: "paid", subscription: "Pro" });
  });
});

describe("response keys the pages read (spec part 2 §7)", () => {
  it("every billing and membership answer carries the spec's keys", async () => {
    const { user, token } = await createUser();
    const checkout = await rest<Record<string, unknown>>("POST", "/membership/create-checkout", { token, body: { planName: "Basic" } });
    expect(Object.keys(checkout.body)).toEqual(expect.arrayContaining(["success", "url", "message"]));
    expect(checkout.body.message).toBe("Redirecting to payment...");
    await stripe.completeCheckout(sessionIdOf(String(checkout.body.url)));
    await deliverAll(stripe);

    const plan = await rest<{ success: boolean; plan: Record<string, unknown> }>("GET", "/billing/plan", { token });
    expect(plan.body.success).toBe(true);
    expect(Object.keys(plan.body.plan)).toEqual(expect.arrayContaining(["name", "price", "billingCycle", "status", "nextBillingDate"]));
    expect(plan.body.plan).toMatchObject({ name: "Basic", price: 9, billingCycle: "monthly", status: "active", autoRenews: true });

    const methods = await rest<{ success: boolean; paymentMethods: Record<string, unknown>[] }>("GET", "/billing/payment-methods", { token });
    expect(methods.body.success).toBe(true);
    expect(Object.keys(methods.body.paymentMethods[0]!).sort()).toEqual([
      "brand",
      "email",
      "expiryMonth",
      "expiryYear",
      "id",
      "isDefault",
      "last4",
      "type",
    ]);

    const history = await rest<{ success: boolean; billingHistory: Record<string, unknown>[] }>("GET", "/billing/history", { token });
    expect(history.body.success).toBe(true);
    expect(Object.keys(history.body.billingHistory[0]!)).toEqual(
      expect.arrayContaining(["id", "description", "date", "amount", "status", "invoiceUrl"]),
    );

    const usage = await rest<{ success: boolean; usage: Record<string, unknown> }>("GET", "/billing/usage", { token });
    expect(Object.keys(usage.body.usage).sort()).toEqual([
      "accountsConnected",
      "aiSuggestionsUsed",
      "monthlyLimit",
      "postsPublished",
      "postsScheduled",
    ]);
    expect(usage.body.usage.monthlyLimit).toEqual({ posts: -1, accounts: 5, aiSuggestions: 100 });

    const invoice = await rest<Record<string, unknown>>("GET", `/billing/invoice/${String(history.body.billingHistory[0]!.id)}`, { token });
    expect(Object.keys(invoice.body).sort()).toEqual(["downloadUrl", "success"]);

    const upgrade = await rest<Record<string, unknown>>("POST", "/billing/upgrade", { token, body: { plan: "pro" } });
    expect(Object.keys(upgrade.body)).toEqual(expect.arrayContaining(["success", "message", "requiresPayment", "clientSecret"]));
    expect(upgrade.body.message).toBe("Upgrade to Pro plan - €19/month");

    const intent = await rest<Record<string, unknown>>("POST", "/membership/create-payment-intent", { token, body: { planName: "Enterprise" } });
    expect(Object.keys(intent.body)).toEqual(expect.arrayContaining(["success", "clientSecret", "message"]));
    stripe.succeedPaymentIntent(String(intent.body.paymentIntentId));
    const confirmed = await rest<Record<string, unknown>>("POST", "/membership/confirm-upgrade", {
      token,
      body: { paymentIntentId: intent.body.paymentIntentId },
    });
    expect(confirmed.body).toMatchObject({ success: true, message: "Payment Successful! You are now on the Enterprise plan." });

    const current = await rest<{ currentPlan: Record<string, unknown> }>("GET", "/membership/current", { token });
    expect(current.body.currentPlan).toEqual({ subscription: "Enterprise", aiPromptsUsed: 0, aiPromptsLimit: 700 });

    const cancel = await rest<Record<string, unknown>>("POST", "/billing/cancel", { token });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ success: true });
    expect(String(cancel.body.message)).toMatch(/^Your subscription has been cancelled\. You keep the Enterprise plan until \d{4}-\d{2}-\d{2}\.$/);

    const free = await rest<Record<string, unknown>>("POST", "/membership/upgrade", {
      token,
      body: { planName: "Free Trial", paymentMethod: "free" },
    });
    expect(free.body).toMatchObject({ success: true, message: "Your plan is now Free Trial." });
    expect(await db.subscription.count({ where: { userId: user.id, status: { in: ["active", "past_due", "trialing"] } } })).toBe(0);
  });
});
