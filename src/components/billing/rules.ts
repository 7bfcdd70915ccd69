/** Display rules of /pricing and /billing (spec part 2), kept pure so they can be tested. */
import { isUnlimited } from "@/components/posts/access";

export const FREE_PLAN = "Free Trial";

/** The plan button's label, by the spec's rules in their order. */
export function planButtonLabel(plan: { name: string }, state: { processingPlan: string | null; currentPlan: string | null }): string {
  if (state.processingPlan === plan.name) return "Processing...";
  if (state.currentPlan === plan.name) return "Current Plan";
  if (plan.name === FREE_PLAN) return "Downgrade to Free";
  if (state.currentPlan && state.currentPlan !== FREE_PLAN) return "Switch to This Plan";
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
