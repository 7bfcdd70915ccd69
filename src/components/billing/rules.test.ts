import { describe, expect, it } from "vitest";
import { canCancelSubscription, canUpgradeToPro, limitLabel, planButtonLabel, planLimitLabel, usagePercent } from "./rules";
import { formatEuro, isUsablePublishableKey } from "./stripe-key";

describe("plan button labels (spec order)", () => {
  const none = { processingPlan: null, currentPlan: null };
  it("Processing... wins over everything for the plan in progress", () => {
    expect(planButtonLabel({ name: "Pro" }, { processingPlan: "Pro", currentPlan: "Pro" })).toBe("Processing...");
  });
  it("Current Plan, then Downgrade to Free, then Switch to This Plan, else Get Started", () => {
    expect(planButtonLabel({ name: "Pro" }, { processingPlan: "Basic", currentPlan: "Pro" })).toBe("Current Plan");
    expect(planButtonLabel({ name: "Free Trial" }, { processingPlan: null, currentPlan: "Pro" })).toBe("Downgrade to Free");
    expect(planButtonLabel({ name: "Enterprise" }, { processingPlan: null, currentPlan: "Pro" })).toBe("Switch to This Plan");
    expect(planButtonLabel({ name: "Pro" }, none)).toBe("Get Started");
  });
  it("a Free Trial member has a plan: the other cards say Switch to This Plan (issue 13, defect 3)", () => {
    const trial = { processingPlan: null, currentPlan: "Free Trial" };
    expect(["Free Trial", "Basic", "Pro", "Enterprise"].map((name) => planButtonLabel({ name }, trial))).toEqual([
      "Current Plan",
      "Switch to This Plan",
      "Switch to This Plan",
      "Switch to This Plan",
    ]);
  });
  it("a visitor has no plan: Get Started everywhere, never Downgrade to Free", () => {
    expect(["Free Trial", "Basic", "Pro", "Enterprise"].map((name) => planButtonLabel({ name }, none))).toEqual(Array(4).fill("Get Started"));
  });
});

describe("usage display", () => {
  it("caps bars at 100% and leaves unlimited empty", () => {
    expect(usagePercent(30, 25)).toBe(100);
    expect(usagePercent(5, 20)).toBe(25);
    expect(usagePercent(5, -1)).toBe(0);
    expect(usagePercent(5, 999999)).toBe(0);
  });
  it("shows ∞ for 999999", () => {
    expect(limitLabel(999999)).toBe("∞");
    expect(limitLabel(250)).toBe("250");
  });
});

describe("card form key and prices", () => {
  it("treats missing and placeholder keys as unusable", () => {
    expect(isUsablePublishableKey(null)).toBe(false);
    expect(isUsablePublishableKey("pk_test_placeholder")).toBe(false);
    expect(isUsablePublishableKey("your_publishable_key")).toBe(false);
    expect(isUsablePublishableKey("pk_test_51AbCdEf")).toBe(true);
  });
  it("formats euro amounts", () => {
    expect(formatEuro(19)).toBe("€19");
    expect(formatEuro(9.5)).toBe("€9.50");
  });
});

describe("plan card allowance", () => {
  it("says Unlimited for -1 and 999999, else the number", () => {
    expect(planLimitLabel(-1)).toBe("Unlimited");
    expect(planLimitLabel(999999)).toBe("Unlimited");
    expect(planLimitLabel(250)).toBe("250");
  });
});

describe("billing screen actions", () => {
  const pro = { price: 19 };
  const plan = (name: string, price: number, status: "free" | "active" | "canceling" | "past_due", autoRenews: boolean) => ({
    name,
    price,
    status,
    autoRenews,
  });

  it("offers Upgrade to Pro to cheaper plans and to a Pro that is ending, never to Enterprise or admins", () => {
    expect(canUpgradeToPro(plan("Free Trial", 0, "free", false), pro, false)).toBe(true);
    expect(canUpgradeToPro(plan("Basic", 9, "active", true), pro, false)).toBe(true);
    expect(canUpgradeToPro(plan("Pro", 19, "active", true), pro, false)).toBe(false);
    expect(canUpgradeToPro(plan("Pro", 19, "canceling", false), pro, false)).toBe(true);
    expect(canUpgradeToPro(plan("Enterprise", 49, "active", true), pro, false)).toBe(false);
    expect(canUpgradeToPro(plan("Admin", 0, "active", false), pro, true)).toBe(false);
    // Until the plans are known the price of Pro is unknown: no button rather than a wrong one.
    expect(canUpgradeToPro(plan("Free Trial", 0, "free", false), undefined, false)).toBe(false);
  });

  it("offers Cancel Subscription only when a paid subscription renews", () => {
    expect(canCancelSubscription(plan("Pro", 19, "active", true), false)).toBe(true);
    expect(canCancelSubscription(plan("Pro", 19, "past_due", true), false)).toBe(true);
    // Already cancelling, a one-month card payment, or a plan an admin set by hand: nothing renews.
    expect(canCancelSubscription(plan("Pro", 19, "canceling", false), false)).toBe(false);
    expect(canCancelSubscription(plan("Pro", 19, "active", false), false)).toBe(false);
    expect(canCancelSubscription(plan("Free Trial", 0, "free", false), false)).toBe(false);
  });
});
