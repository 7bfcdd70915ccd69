/** Who may use which paid feature. See docs/decisions.md ("Paid features: roles and subscriptions"). */
export interface AccessSubject {
  role: "free" | "paid" | "admin";
  subscription: string;
}

export const PREMIUM_SUBSCRIPTIONS = ["Basic", "Pro", "Enterprise"] as const;

/** AI content planning: the role paid (shown as Pro), or an admin. */
export function hasPaidRole(user: AccessSubject): boolean {
  return user.role === "paid" || user.role === "admin";
}

/** AI video generation: the role paid, an admin, or a Basic/Pro/Enterprise subscription. */
export function hasPremiumAccess(user: AccessSubject): boolean {
  return hasPaidRole(user) || (PREMIUM_SUBSCRIPTIONS as readonly string[]).includes(user.subscription);
}
