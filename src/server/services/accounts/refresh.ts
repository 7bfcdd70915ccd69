/**
 * Keeps connected accounts usable: renews access tokens that are about to end (the worker's
 * `maintenance/refresh-tokens` job, every TOKEN_REFRESH_INTERVAL_MS).
 *
 * Each network says how far ahead to renew (X: 30 minutes of its 2-hour tokens; LinkedIn and
 * Threads: 7 days of their 60-day tokens) and with what (a refresh token, or Threads' long-lived
 * access token itself). An account that cannot be renewed — the network refused, the refresh token
 * ended, or there is none and the access token ended (LinkedIn apps without programmatic refresh)
 * — is marked `isExpired` once, with the reason in `lastRefreshError`, and never tried again until
 * the member reconnects. The publisher refuses expired accounts ("Reconnect your X account").
 * A network that could not be reached (timeout, 429, 5xx) is tried again at the next run.
 *
 * Writes compare the token ciphertext read at the start, so a reconnect (or another worker's
 * refresh) in between is never overwritten, and every renewal runs under the account's renewal
 * lock (refresh-lock.ts), so two processes never spend a rotating refresh token twice.
 *
 * The job is not the only renewer: an access token that ended while no job ran (the worker was
 * down) is renewed on demand by whoever needs the account first — the publisher, scheduling, the
 * account's status (renewEndedToken). Only a refused renewal marks the account for reconnection.
 */
import { env } from "@/env";
import { networkLabel, type NetworkKey } from "@/lib/networks";
import { db, type Prisma, type SocialAccount } from "@/server/db";
import { connectors, getConnector, type OAuthConnector } from "@/server/integrations/social";
import { OAuthError, type OAuthTokens } from "@/server/integrations/social/types";
import { decryptSecret, encryptSecret } from "@/server/lib/crypto";
import { logger } from "@/server/logger";
import { accountContext } from "./instances";
import { accountApp, appAvailable, appGoneMessage, missingConfiguration } from "./network-apps";
import { markForReconnection } from "./reconnect";
import { withRenewalLock } from "./refresh-lock";

/** Accounts read at a time (the most urgent first). */
const PAGE = 100;
/** A run stops starting refreshes after this long, well within the 10-minute interval; the rest wait for the next run. */
const RUN_BUDGET_MS = 5 * 60_000;

export interface RefreshSummary {
  refreshed: number;
  expired: number;
  /** Network unreachable or having problems: tried again at the next run. */
  retryLater: number;
  /** Networks skipped because they are not configured. */
  skippedNetworks: string[];
}

export type Outcome = "refreshed" | "expired" | "retry" | "none";

async function markExpired(account: SocialAccount, reason: string): Promise<Outcome> {
  // Only the row still holding the token read: a reconnect in between is never marked.
  const count = await markForReconnection({ id: account.id, accessTokenEnc: account.accessTokenEnc }, reason);
  return count === 1 ? "expired" : "none";
}

async function saveTokens(connector: OAuthConnector, account: SocialAccount, tokens: OAuthTokens): Promise<Outcome> {
  // A network that does not repeat the refresh token (or its end) keeps the one we hold.
  const keepRefresh = connector.refreshWith === "refreshToken";
  const { count } = await db.socialAccount.updateMany({
    where: { id: account.id, accessTokenEnc: account.accessTokenEnc, refreshTokenEnc: account.refreshTokenEnc },
    data: {
      accessTokenEnc: encryptSecret(tokens.accessToken),
      refreshTokenEnc: tokens.refreshToken ? encryptSecret(tokens.refreshToken) : keepRefresh ? account.refreshTokenEnc : null,
      expiresAt: tokens.expiresAt ?? null,
      refreshExpiresAt: tokens.refreshExpiresAt ?? (keepRefresh ? account.refreshExpiresAt : null),
      ...(tokens.scopes.length > 0 && { scopes: tokens.scopes }),
      isExpired: false,
      lastRefreshError: null,
    },
  });
  return count === 1 ? "refreshed" : "none";
}

async function refreshAccount(connector: OAuthConnector, account: SocialAccount, now: Date): Promise<Outcome> {
  const label = networkLabel(connector.network);
  const ended = account.expiresAt !== null && account.expiresAt.getTime() <= now.getTime();
  let secret: string | null;
  if (connector.refreshWith === "refreshToken") {
    if (!account.refreshTokenEnc) {
      return ended
        ? markExpired(account, `The ${label} access token ended and ${label} gave no way to renew it. Reconnect your ${label} account.`)
        : "none";
    }
    if (account.refreshExpiresAt && account.refreshExpiresAt.getTime() <= now.getTime()) {
      return markExpired(account, `The ${label} connection ended. Reconnect your ${label} account.`);
    }
    secret = account.refreshTokenEnc;
  } else {
    if (ended) return markExpired(account, `The ${label} access token ended before it could be renewed. Reconnect your ${label} account.`);
    secret = account.accessTokenEnc;
  }

  let token: string;
  try {
    token = decryptSecret(secret);
  } catch {
    return markExpired(account, `The stored ${label} token could not be read (was TOKEN_ENCRYPTION_KEY changed?). Reconnect your ${label} account.`);
  }

  const app = await accountApp(account);
  if (app === "gone") return markExpired(account, appGoneMessage(label));
  try {
    const tokens = await connector.refresh(token, AbortSignal.timeout(env().NETWORK_TIMEOUT_MS), await accountContext(account, app));
    return await saveTokens(connector, account, tokens);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof OAuthError && !err.permanent) {
      await db.socialAccount.updateMany({
        where: { id: account.id, accessTokenEnc: account.accessTokenEnc },
        data: { lastRefreshError: message },
      });
      logger.warn({ accountId: account.id, platform: account.platform, reason: message }, "token refresh failed; will try again");
      return "retry";
    }
    if (!(err instanceof OAuthError))
      logger.error({ accountId: account.id, platform: account.platform, err: message }, "token refresh failed unexpectedly");
    return markExpired(account, `${message} Reconnect your ${label} account.`);
  }
}

/**
 * refreshAccount under the account's renewal lock, for the job: an account another process is
 * renewing, or renewed since it was read, is left alone.
 */
async function refreshLocked(connector: OAuthConnector, read: SocialAccount, now: Date): Promise<Outcome> {
  const outcome = await withRenewalLock(read.id, { wait: false }, async () => {
    const account = await db.socialAccount.findUnique({ where: { id: read.id } });
    if (!account || account.isExpired || account.accessTokenEnc !== read.accessTokenEnc) return "none";
    return refreshAccount(connector, account, now);
  });
  return outcome === "busy" ? "none" : outcome;
}

/** An access token this close to its end is renewed before use: it could end during the call. */
export const ENDING_MARGIN_MS = 60_000;

/** Whether the account's access token has ended (or is about to): it must be renewed before use. */
export function tokenEnded(account: Pick<SocialAccount, "isActive" | "isExpired" | "expiresAt">, now = new Date()): boolean {
  return account.isActive && !account.isExpired && account.expiresAt !== null && account.expiresAt.getTime() <= now.getTime() + ENDING_MARGIN_MS;
}

export interface Renewal {
  account: SocialAccount;
  /** refreshed: renewed now (or by another process meanwhile); expired: refused, reconnect; retry: the network could not be reached; none: nothing to do. */
  outcome: Outcome;
}

/**
 * Renews an account whose access token has ended, right now (issue 24: the worker was down past
 * the token's life). Waits for a renewal another process has started rather than starting a
 * second one. A network that can renew only a live token (Threads, Meta) marks the account for
 * reconnection, as does a refused renewal; an unreachable network answers "retry".
 */
export async function renewEndedToken(account: SocialAccount, now = new Date()): Promise<Renewal> {
  if (!tokenEnded(account, now)) return { account, outcome: "none" };
  const connector = getConnector(account.platform as NetworkKey);
  // Without its app's client credentials a refresh would fail and expire the account: leave it as it is.
  if (!connector || !appAvailable(connector, account)) return { account, outcome: "none" };
  const result = await withRenewalLock(account.id, { wait: true }, async (): Promise<Renewal> => {
    const fresh = await db.socialAccount.findUnique({ where: { id: account.id } });
    if (!fresh) return { account, outcome: "none" };
    // Renewed (or marked) by another process while we waited for the lock.
    if (!tokenEnded(fresh, now)) return { account: fresh, outcome: fresh.isExpired ? "expired" : "refreshed" };
    const outcome = await refreshAccount(connector, fresh, now);
    return { account: (await db.socialAccount.findUnique({ where: { id: account.id } })) ?? fresh, outcome };
  });
  return result === "busy" ? { account, outcome: "retry" } : result;
}

/**
 * Accounts that can no longer be renewed, marked expired in bulk without asking the network: the
 * access token ended and there is no refresh token (or the network renews only live tokens), or
 * the refresh token itself ended. Done first, so they never crowd out accounts that can be saved.
 */
async function expireUnrenewable(connector: OAuthConnector, now: Date, renewable: Prisma.SocialAccountWhereInput): Promise<number> {
  const label = networkLabel(connector.network);
  const base = { platform: connector.network, isExpired: false, ...renewable };
  const groups: { where: Prisma.SocialAccountWhereInput; reason: string }[] =
    connector.refreshWith === "refreshToken"
      ? [
          {
            where: { ...base, refreshTokenEnc: null, expiresAt: { lte: now } },
            reason: `The ${label} access token ended and ${label} gave no way to renew it. Reconnect your ${label} account.`,
          },
          {
            where: { ...base, refreshTokenEnc: { not: null }, refreshExpiresAt: { lte: now } },
            reason: `The ${label} connection ended. Reconnect your ${label} account.`,
          },
        ]
      : [
          {
            where: { ...base, expiresAt: { lte: now } },
            reason: `The ${label} access token ended before it could be renewed. Reconnect your ${label} account.`,
          },
        ];
  let total = 0;
  for (const group of groups) total += await markForReconnection(group.where, group.reason);
  return total;
}

export async function refreshExpiringTokens(now = new Date()): Promise<RefreshSummary> {
  const summary: RefreshSummary = { refreshed: 0, expired: 0, retryLater: 0, skippedNetworks: [] };
  const deadline = Date.now() + RUN_BUDGET_MS;
  for (const connector of connectors()) {
    // Without the server's client credentials a refresh would fail and expire every account
    // connected through the server's app: those wait. Accounts of a workspace's own app go on.
    const serverApp = missingConfiguration(connector).length === 0;
    if (!serverApp) summary.skippedNetworks.push(connector.network);
    const ours: Prisma.SocialAccountWhereInput = serverApp ? {} : { appClientId: { not: null } };
    summary.expired += await expireUnrenewable(connector, now, ours);

    const horizon = new Date(now.getTime() + connector.refreshWindowMs);
    const renewable: Prisma.SocialAccountWhereInput =
      connector.refreshWith === "refreshToken"
        ? { refreshTokenEnc: { not: null }, OR: [{ refreshExpiresAt: null }, { refreshExpiresAt: { gt: now } }] }
        : { expiresAt: { gt: now } };
    // Walk the due accounts by (expiresAt, id): each is tried at most once per run.
    let after: { expiresAt: Date; id: string } | null = null;
    while (Date.now() < deadline) {
      const page: SocialAccount[] = await db.socialAccount.findMany({
        where: {
          AND: [
            { platform: connector.network, isExpired: false, expiresAt: { not: null, lte: horizon } },
            renewable,
            ours,
            after ? { OR: [{ expiresAt: { gt: after.expiresAt } }, { expiresAt: after.expiresAt, id: { gt: after.id } }] } : {},
          ],
        },
        orderBy: [{ expiresAt: "asc" }, { id: "asc" }],
        take: PAGE,
      });
      for (const account of page) {
        if (Date.now() >= deadline) break;
        const outcome = await refreshLocked(connector, account, now);
        if (outcome === "refreshed") summary.refreshed++;
        else if (outcome === "expired") summary.expired++;
        else if (outcome === "retry") summary.retryLater++;
      }
      if (page.length < PAGE) break;
      const last = page.at(-1)!;
      after = { expiresAt: last.expiresAt!, id: last.id };
    }
  }
  return summary;
}
