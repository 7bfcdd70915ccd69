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
 * refresh) in between is never overwritten.
 */
import { env } from "@/env";
import { networkLabel } from "@/lib/networks";
import { db, type Prisma, type SocialAccount } from "@/server/db";
import { connectors, type OAuthConnector } from "@/server/integrations/social";
import { OAuthError, type OAuthTokens } from "@/server/integrations/social/types";
import { decryptSecret, encryptSecret } from "@/server/lib/crypto";
import { logger } from "@/server/logger";
import { accountContext } from "./instances";
import { missingConfiguration } from "./oauth";

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

type Outcome = "refreshed" | "expired" | "retry" | "none";

async function markExpired(account: SocialAccount, reason: string): Promise<Outcome> {
  const { count } = await db.socialAccount.updateMany({
    where: { id: account.id, isExpired: false, accessTokenEnc: account.accessTokenEnc },
    data: { isExpired: true, lastRefreshError: reason },
  });
  if (count === 1) logger.warn({ accountId: account.id, platform: account.platform, reason }, "connected account expired");
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
      return ended ? markExpired(account, `The ${label} access token ended and ${label} gave no way to renew it. Reconnect your ${label} account.`) : "none";
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

  try {
    const tokens = await connector.refresh(token, AbortSignal.timeout(env().NETWORK_TIMEOUT_MS), await accountContext(account));
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
    if (!(err instanceof OAuthError)) logger.error({ accountId: account.id, platform: account.platform, err: message }, "token refresh failed unexpectedly");
    return markExpired(account, `${message} Reconnect your ${label} account.`);
  }
}

/**
 * Accounts that can no longer be renewed, marked expired in bulk without asking the network: the
 * access token ended and there is no refresh token (or the network renews only live tokens), or
 * the refresh token itself ended. Done first, so they never crowd out accounts that can be saved.
 */
async function expireUnrenewable(connector: OAuthConnector, now: Date): Promise<number> {
  const label = networkLabel(connector.network);
  const base = { platform: connector.network, isExpired: false };
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
  for (const group of groups) {
    const { count } = await db.socialAccount.updateMany({ where: group.where, data: { isExpired: true, lastRefreshError: group.reason } });
    if (count > 0) logger.warn({ platform: connector.network, count, reason: group.reason }, "connected accounts expired");
    total += count;
  }
  return total;
}

export async function refreshExpiringTokens(now = new Date()): Promise<RefreshSummary> {
  const summary: RefreshSummary = { refreshed: 0, expired: 0, retryLater: 0, skippedNetworks: [] };
  const deadline = Date.now() + RUN_BUDGET_MS;
  for (const connector of connectors()) {
    // Without its client credentials a refresh would fail and expire every account: wait instead.
    if (missingConfiguration(connector).length > 0) {
      summary.skippedNetworks.push(connector.network);
      continue;
    }
    summary.expired += await expireUnrenewable(connector, now);

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
            after ? { OR: [{ expiresAt: { gt: after.expiresAt } }, { expiresAt: after.expiresAt, id: { gt: after.id } }] } : {},
          ],
        },
        orderBy: [{ expiresAt: "asc" }, { id: "asc" }],
        take: PAGE,
      });
      for (const account of page) {
        if (Date.now() >= deadline) break;
        const outcome = await refreshAccount(connector, account, now);
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
