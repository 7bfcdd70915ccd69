/** Which networks the post dialogs offer (who may use paid features is src/lib/access.ts). */
import { POST_NETWORKS, type NetworkKey } from "@/lib/networks";
import type { SocialAccountItem } from "./types";

/** Post networks the user can post to now: connected, active and not expired. */
export function usableNetworks(accounts: SocialAccountItem[] | undefined): NetworkKey[] {
  const usable = new Set((accounts ?? []).filter((a) => a.isActive && !a.isExpired).map((a) => a.platform));
  return POST_NETWORKS.filter((k) => usable.has(k));
}

/** Accounts' own text limits where they differ from their network's (a Mastodon instance's). */
export function accountLimits(accounts: SocialAccountItem[] | undefined): Partial<Record<NetworkKey, number | null>> {
  return Object.fromEntries((accounts ?? []).map((a) => [a.platform, a.charLimit]));
}
