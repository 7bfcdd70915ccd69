/** Connected social accounts as the posting features see them. Tokens are decrypted only here. */
import { sandboxEnabled } from "@/env";
import { db, Prisma, type SocialAccount } from "@/server/db";
import { decryptSecret } from "@/server/lib/crypto";
import type { ProviderAccount } from "@/server/integrations/social/types";
import { NETWORK_KEYS, NETWORKS, type NetworkKey } from "@/lib/networks";
import { renewEndedToken, tokenEnded } from "./refresh";

/** Usable as it is stored; an ended access token is renewed by withEndedTokensRenewed first. */
export function isUsable(account: Pick<SocialAccount, "isActive" | "isExpired" | "expiresAt">, now = new Date()): boolean {
  if (!account.isActive || account.isExpired) return false;
  return !account.expiresAt || account.expiresAt.getTime() > now.getTime();
}

/**
 * The accounts with every ended access token renewed on demand (refresh.ts renewEndedToken), and
 * whether each can be posted to: usable after the renewal, or renewable but its network could not
 * be reached just now (the publisher renews it at the due time). Only a refused renewal, or a
 * token no one can renew, makes an account unusable. Accounts whose token has not ended are not
 * read again: this is a no-op on the common path.
 */
export async function withEndedTokensRenewed<A extends Pick<SocialAccount, "id" | "isActive" | "isExpired" | "expiresAt">>(
  accounts: A[],
): Promise<(A & { usable: boolean })[]> {
  return Promise.all(
    accounts.map(async (a) => {
      if (!tokenEnded(a)) return { ...a, usable: isUsable(a) };
      const full = await db.socialAccount.findUnique({ where: { id: a.id } });
      if (!full) return { ...a, usable: false };
      const { account, outcome } = await renewEndedToken(full);
      const { isExpired, expiresAt } = account;
      return { ...a, isExpired, expiresAt, usable: isUsable(account) || outcome === "retry" };
    }),
  );
}

/**
 * The user's accounts that exist on this server: a sandbox account is hidden (and unusable) while
 * the sandbox network is switched off (SANDBOX_NETWORK).
 */
export function accountsOf(userId: string): Prisma.SocialAccountWhereInput {
  return sandboxEnabled() ? { userId } : { userId, platform: { not: "sandbox" } };
}

/** A workspace's accounts that exist on this server (as accountsOf). */
export function workspaceAccounts(workspaceId: string): Prisma.SocialAccountWhereInput {
  return sandboxEnabled() ? { workspaceId } : { workspaceId, platform: { not: "sandbox" } };
}

/** workspaceAccounts as a condition on "SocialAccount", for the reads that run on the driver (db.ts `sql`). */
export function workspaceAccountsSql(workspaceId: string): Prisma.Sql {
  return sandboxEnabled() ? Prisma.sql`"workspaceId" = ${workspaceId}` : Prisma.sql`"workspaceId" = ${workspaceId} AND "platform" <> 'sandbox'`;
}

/** accountsOf as a condition on "SocialAccount", for the reads that run on the driver (db.ts `sql`). */
export function accountsOfSql(userId: string): Prisma.Sql {
  return sandboxEnabled() ? Prisma.sql`"userId" = ${userId}` : Prisma.sql`"userId" = ${userId} AND "platform" <> 'sandbox'`;
}

/** Networks the user can post to right now: connected, active and not expired. */
export async function usablePlatforms(userId: string): Promise<Set<string>> {
  const accounts = await db.socialAccount.findMany({
    where: accountsOf(userId),
    select: { id: true, platform: true, isActive: true, isExpired: true, expiresAt: true },
  });
  return new Set((await withEndedTokensRenewed(accounts)).filter((a) => a.usable).map((a) => a.platform));
}

/** Networks the workspace can post to right now (as usablePlatforms). */
export async function workspaceUsablePlatforms(workspaceId: string): Promise<Set<string>> {
  const accounts = await db.socialAccount.findMany({
    where: workspaceAccounts(workspaceId),
    select: { id: true, platform: true, isActive: true, isExpired: true, expiresAt: true },
  });
  return new Set((await withEndedTokensRenewed(accounts)).filter((a) => a.usable).map((a) => a.platform));
}

/**
 * An account's own text limit where the catalogue says each account has one (`text.perAccount`: a
 * Mastodon instance's, read at connect and kept as metadata.maxCharacters; the catalogue's limit
 * when the instance did not say); null for networks with one limit for everyone.
 */
export function accountCharLimit(platform: string, metadata: unknown): number | null {
  const info = NETWORKS[platform as NetworkKey];
  if (!info?.text.perAccount) return null;
  const value = Number((metadata as Record<string, unknown> | null)?.maxCharacters);
  return Number.isInteger(value) && value > 0 ? value : info.text.limit;
}

/** The member's accounts' own text limits (see accountCharLimit), for the post rules. */
export async function accountTextLimits(userId: string): Promise<Partial<Record<NetworkKey, number>>> {
  const perAccount = NETWORK_KEYS.filter((k) => NETWORKS[k].text.perAccount);
  if (perAccount.length === 0) return {};
  const accounts = await db.socialAccount.findMany({ where: { userId, platform: { in: perAccount } }, select: { platform: true, metadata: true } });
  return Object.fromEntries(accounts.map((a) => [a.platform, accountCharLimit(a.platform, a.metadata)]));
}

/** The workspace's accounts' own text limits (as accountTextLimits). */
export async function workspaceTextLimits(workspaceId: string): Promise<Partial<Record<NetworkKey, number>>> {
  const perAccount = NETWORK_KEYS.filter((k) => NETWORKS[k].text.perAccount);
  if (perAccount.length === 0) return {};
  const accounts = await db.socialAccount.findMany({
    where: { workspaceId, platform: { in: perAccount } },
    select: { platform: true, metadata: true },
  });
  return Object.fromEntries(accounts.map((a) => [a.platform, accountCharLimit(a.platform, a.metadata)]));
}

export function toProviderAccount(account: SocialAccount): ProviderAccount {
  return {
    platformUserId: account.platformUserId,
    username: account.username,
    accessToken: decryptSecret(account.accessTokenEnc),
    metadata: (account.metadata ?? {}) as Record<string, unknown>,
  };
}
