/** Display rules of /pricing and /billing (spec part 2), kept pure so they can be tested. */
import { BILLING_UPGRADE_PLAN, FREE_PLAN_NAME, isUnlimited } from "@/lib/plans";

/**
 * The plan button's label, by the spec's rules in their order (docs/decisions.md, "Pricing labels"):
 * a visitor has no plan, so the Free Trial card offers "Get Started", never a downgrade; a signed-in
 * member always has a plan (the Free Trial is one), so every other card says "Switch to This Plan".
 * `currentPlan` is null for a visitor.
 */
export function planButtonLabel(plan: { name: string }, state: { processingPlan: string | null; currentPlan: string | null }): string {
  if (state.processingPlan === plan.name) return "Processing...";
  if (state.currentPlan === plan.name) return "Current Plan";
  if (plan.name === FREE_PLAN_NAME && state.currentPlan) return "Downgrade to Free";
  if (state.currentPlan) return "Switch to This Plan";
  return "Get Started";
}

/** Percentage for a usage bar, capped at 100 (spec §9); unlimited shows an empty bar. */
export function usagePercent(used: number, limit: number): number {
  if (isUnlimited(limit) || limit <= 0) return 0;
  return Math.min(100, (used / limit) * 100);
}

/** The banner's limit: ∞ for unlimited (999999 or -1). */
export function limitLabel(limit: number): string {
  return isUnlimited(limit) ? "∞" : String(limit);
}

/** A plan card's allowance: 'Unlimited' for -1 (and 999999, the other unlimited value of spec §9). */
export function planLimitLabel(limit: number): string {
  return isUnlimited(limit) ? "Unlimited" : String(limit);
}

interface BillingPlanView {
  name: string;
  price: number;
  status: "free" | "active" | "canceling" | "past_due";
  autoRenews: boolean;
}

/**
 * "Upgrade to Pro" on /billing: only when Pro is an upgrade (a cheaper plan, or Pro that is about to
 * end and can be bought again). Enterprise members are not offered a cheaper plan as an "upgrade";
 * admins have everything already.
 */
export function canUpgradeToPro(plan: BillingPlanView, pro: { price: number } | undefined, isAdmin: boolean): boolean {
  if (isAdmin || !pro) return false;
  if (plan.name === BILLING_UPGRADE_PLAN) return plan.status === "canceling";
  return plan.price < pro.price;
}

/**
 * "Cancel Subscription" only when something renews: a Stripe subscription that is not already
 * cancelling. A card month (never renews) and a plan an admin set by hand have nothing to cancel.
 */
export function canCancelSubscription(plan: BillingPlanView, isAdmin: boolean): boolean {
  return !isAdmin && plan.price > 0 && plan.autoRenews;
}
