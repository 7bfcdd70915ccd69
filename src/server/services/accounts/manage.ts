/** A user's connection to one network: its status (Accounts page, dashboard) and disconnecting it. */
import { env } from "@/env";
import { NETWORKS, networkLabel, type NetworkKey } from "@/lib/networks";
import { db } from "@/server/db";
import { getConnector } from "@/server/integrations/social";
import { decryptSecret } from "@/server/lib/crypto";
import { logger } from "@/server/logger";
import { recordActivity } from "@/server/services/activity";
import { withEndedTokensRenewed } from "./connected";
import { accountContext } from "./instances";
import { missingConfiguration, pendingChoiceOf } from "./oauth";

export interface ConnectionStatus {
  connected: boolean;
  account: {
    accountName: string;
    username: string | null;
    /** The member must reconnect: a refresh failed, or the access token ended with no way to renew it. */
    isExpired: boolean;
    connectedAt: Date;
  } | null;
  /** Set when the member logged in but still has to choose which account (Facebook Page) to connect. */
  pendingChoice?: true;
}

export async function connectionStatus(userId: string, network: NetworkKey): Promise<ConnectionStatus> {
  const stored = await db.socialAccount.findUnique({ where: { userId_platform: { userId, platform: network } } });
  if (!stored) return { connected: false, account: null };
  if (!stored.isActive && pendingChoiceOf(stored.metadata)) return { connected: false, account: null, pendingChoice: true };
  // A token that ended while no renewal ran is renewed now, not shown as expired (issue 24).
  const [account] = await withEndedTokensRenewed([stored]);
  return {
    connected: true,
    account: {
      accountName: account!.accountName,
      username: account!.username,
      isExpired: !account!.usable,
      connectedAt: account!.createdAt,
    },
  };
}

/** Longest wait for a network's revoke call: disconnecting should not hang on it. */
const REVOKE_TIMEOUT_MS = 10_000;

/**
 * Revokes our access at the network where its API allows (best effort: a failure is logged, the
 * account is disconnected anyway), then deletes the account with its tokens.
 */
export async function disconnect(userId: string, network: NetworkKey): Promise<{ message: string; revoked: boolean }> {
  const label = networkLabel(network);
  const account = await db.socialAccount.findUnique({ where: { userId_platform: { userId, platform: network } } });
  if (!account) return { message: `No ${label} account is connected.`, revoked: false };

  let revoked = false;
  const connector = getConnector(network);
  if (connector?.revoke && missingConfiguration(connector).length === 0) {
    try {
      const accessToken = decryptSecret(account.accessTokenEnc);
      const refreshToken = account.refreshTokenEnc ? decryptSecret(account.refreshTokenEnc) : null;
      await connector.revoke(
        { accessToken, refreshToken },
        AbortSignal.timeout(Math.min(env().NETWORK_TIMEOUT_MS, REVOKE_TIMEOUT_MS)),
        await accountContext(account),
      );
      revoked = true;
    } catch (err) {
      logger.warn(
        { network, accountId: account.id, reason: (err as Error).message },
        "could not revoke the token at the network; disconnecting anyway",
      );
    }
  }

  await db.socialAccount.deleteMany({ where: { id: account.id, userId } });
  await recordActivity(userId, "account.disconnected", { platform: network, accountName: account.accountName, revoked });
  // Ending our session does not revoke an app password (no API can): the member must, at the network.
  const { connect } = NETWORKS[network];
  const advice =
    connect.kind === "app-password"
      ? ` The app password you gave us stays valid at ${label} until you revoke it: ${connect.passwordSettingsUrl}`
      : "";
  return { message: `${label} account disconnected.${advice}`, revoked };
}
