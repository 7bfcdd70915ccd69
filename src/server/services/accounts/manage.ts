/** A workspace's connection to one network: its status (Accounts page, dashboard) and disconnecting it. */
import { env } from "@/env";
import { NETWORKS, networkLabel, type NetworkKey } from "@/lib/networks";
import { db } from "@/server/db";
import { getConnector } from "@/server/integrations/social";
import { decryptSecret } from "@/server/lib/crypto";
import { logger } from "@/server/logger";
import { recordActivity } from "@/server/services/activity";
import { withEndedTokensRenewed } from "./connected";
import type { Actor } from "@/server/services/workspaces/actor";
import { accountContext } from "./instances";
import { accountApp, appAvailable } from "./network-apps";
import { pendingChoiceOf } from "./oauth";

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

export async function connectionStatus(workspaceId: string, network: NetworkKey): Promise<ConnectionStatus> {
  const stored = await db.socialAccount.findUnique({ where: { workspaceId_platform: { workspaceId, platform: network } } });
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
export async function disconnect(actor: Pick<Actor, "userId" | "workspaceId">, network: NetworkKey): Promise<{ message: string; revoked: boolean }> {
  const label = networkLabel(network);
  const { userId, workspaceId } = actor;
  const account = await db.socialAccount.findUnique({ where: { workspaceId_platform: { workspaceId, platform: network } } });
  if (!account) return { message: `No ${label} account is connected.`, revoked: false };

  let revoked = false;
  const connector = getConnector(network);
  // Revoked with the app the tokens were issued to (a workspace's own, or the server's).
  const app = connector?.revoke && appAvailable(connector, account) ? await accountApp(account) : "gone";
  if (connector?.revoke && app !== "gone") {
    try {
      const accessToken = decryptSecret(account.accessTokenEnc);
      const refreshToken = account.refreshTokenEnc ? decryptSecret(account.refreshTokenEnc) : null;
      await connector.revoke(
        { accessToken, refreshToken },
        AbortSignal.timeout(Math.min(env().NETWORK_TIMEOUT_MS, REVOKE_TIMEOUT_MS)),
        await accountContext(account, app),
      );
      revoked = true;
    } catch (err) {
      logger.warn(
        { network, accountId: account.id, reason: (err as Error).message },
        "could not revoke the token at the network; disconnecting anyway",
      );
    }
  }

  await db.socialAccount.deleteMany({ where: { id: account.id, workspaceId } });
  await recordActivity(userId, "account.disconnected", { platform: network, accountName: account.accountName, revoked, workspaceId });
  // Ending our session does not revoke an app password (no API can): the member must, at the network.
  const { connect } = NETWORKS[network];
  const advice =
    connect.kind === "app-password"
      ? ` The app password you gave us stays valid at ${label} until you revoke it: ${connect.passwordSettingsUrl}`
      : "";
  return { message: `${label} account disconnected.${advice}`, revoked };
}
