/** Connected social accounts as the posting features see them. Tokens are decrypted only here. */
import { sandboxEnabled } from "@/env";
import { db, type Prisma, type SocialAccount } from "@/server/db";
import { decryptSecret } from "@/server/lib/crypto";
import type { ProviderAccount } from "@/server/integrations/social/types";

export function isUsable(account: Pick<SocialAccount, "isActive" | "isExpired" | "expiresAt">, now = new Date()): boolean {
  if (!account.isActive || account.isExpired) return false;
  // An access token past its expiry is unusable until the refresh job renews it.
  return !account.expiresAt || account.expiresAt.getTime() > now.getTime();
}

/**
 * The user's accounts that exist on this server: a sandbox account is hidden (and unusable) while
 * the sandbox network is switched off (SANDBOX_NETWORK).
 */
export function accountsOf(userId: string): Prisma.SocialAccountWhereInput {
  return sandboxEnabled() ? { userId } : { userId, platform: { not: "sandbox" } };
}

/** Networks the user can post to right now: connected, active and not expired. */
export async function usablePlatforms(userId: string): Promise<Set<string>> {
  const accounts = await db.socialAccount.findMany({
    where: accountsOf(userId),
    select: { platform: true, isActive: true, isExpired: true, expiresAt: true },
  });
  return new Set(accounts.filter((a) => isUsable(a)).map((a) => a.platform));
}

export function toProviderAccount(account: SocialAccount): ProviderAccount {
  return {
    platformUserId: account.platformUserId,
    username: account.username,
    accessToken: decryptSecret(account.accessTokenEnc),
    metadata: (account.metadata ?? {}) as Record<string, unknown>,
  };
}
