import { describe, expect, it } from "vitest";
import { limitLabel, planButtonLabel, usagePercent } from "./rules";
import { formatEuro, isUsablePublishableKey } from "./stripeKey";

describe("plan button labels (spec order)", () => {
  const none = { processingPlan: null, currentPlan: null };
  it("Processing... wins over everything for the plan in progress", () => {
    expect(planButtonLabel({ name: "Pro" }, { processingPlan: "Pro", currentPlan: "Pro" })).toBe("Processing...");
  });
  it("Current Plan, then Downgrade to Free, then Switch to This Plan, else Get Started", () => {
    expect(planButtonLabel({ name: "Pro" }, { processingPlan: "Basic", currentPlan: "Pro" })).toBe("Current Plan");
    expect(planButtonLabel({ name: "Free Trial" }, { processingPlan: null, currentPlan: "Pro" })).toBe("Downgrade to Free");
    expect(planButtonLabel({ name: "Enterprise" }, { processingPlan: null, currentPlan: "Pro" })).toBe("Switch to This Plan");
    expect(planButtonLabel({ name: "Pro" }, { processingPlan: null, currentPlan: "Free Trial" })).toBe("Get Started");
    expect(planButtonLabel({ name: "Pro" }, none)).toBe("Get Started");
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
