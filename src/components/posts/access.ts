/** Who may use which feature (mirrors src/server/services/auth/access.ts for display). */
import { POST_NETWORKS, type NetworkKey } from "@/lib/networks";
import type { AppUser, SocialAccountItem } from "./types";

type UserLike = Pick<AppUser, "role" | "subscription"> | null | undefined;

const PREMIUM_SUBSCRIPTIONS = ["Basic", "Pro", "Enterprise"];

/** AI video generation: role paid or admin, or a Basic/Pro/Enterprise subscription. */
export function hasPremium(user: UserLike): boolean {
  if (!user) return false;
  return user.role === "paid" || user.role === "admin" || PREMIUM_SUBSCRIPTIONS.includes(user.subscription);
}

/** AI content planning: role paid (admins pass every gate). */
export function hasPaidRole(user: UserLike): boolean {
  return user?.role === "paid" || user?.role === "admin";
}

export function isFreeTrial(user: UserLike): boolean {
  return !!user && user.role !== "admin" && (user.subscription === "Free Trial" || user.subscription === "");
}

/** -1 and 999999 mean unlimited. */
export function isUnlimited(limit: number): boolean {
  return limit < 0 || limit >= 999_999;
}

/** Post networks the user can post to now: connected, active and not expired. */
export function usableNetworks(accounts: SocialAccountItem[] | undefined): NetworkKey[] {
  const usable = new Set((accounts ?? []).filter((a) => a.isActive && !a.isExpired).map((a) => a.platform));
  return POST_NETWORKS.filter((k) => usable.has(k));
}
