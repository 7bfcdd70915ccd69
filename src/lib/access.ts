/**
 * Who may use which paid feature: the server's gates (src/server/api/trpc.ts) and the pages that
 * show or hide a feature read the same rules. See docs/decisions.md ("Paid features: roles and subscriptions").
 */
import { FREE_PLAN_NAME } from "./plans";

export interface AccessSubject {
  role: "free" | "paid" | "admin";
  subscription: string;
}

/** Pages ask before the signed-in user has loaded: nobody yet has no paid feature. */
type MaybeSubject = AccessSubject | null | undefined;

export const PREMIUM_SUBSCRIPTIONS = ["Basic", "Pro", "Enterprise"] as const;

/** AI content planning: the role paid (shown as Pro), or an admin. */
export function hasPaidRole(user: MaybeSubject): boolean {
  return user?.role === "paid" || user?.role === "admin";
}

/** AI video generation: the role paid, an admin, or a Basic/Pro/Enterprise subscription. */
export function hasPremiumAccess(user: MaybeSubject): boolean {
  if (!user) return false;
  return hasPaidRole(user) || (PREMIUM_SUBSCRIPTIONS as readonly string[]).includes(user.subscription);
}

/** On the free trial (admins never are); an empty subscription counts as the trial. */
export function isFreeTrial(user: MaybeSubject): boolean {
  return !!user && user.role !== "admin" && (user.subscription === FREE_PLAN_NAME || user.subscription === "");
}
