/**
 * Connecting a network that signs in with a handle and an app password instead of a consent page
 * (Bluesky). The app password is kept encrypted on the account (so a session that ended can be
 * opened again by the refresh job) and never returned by any endpoint.
 */
import { env } from "@/env";
import { networkLabel, type NetworkKey } from "@/lib/networks";
import { AppError } from "@/server/errors";
import type { AppPasswordConnector } from "@/server/integrations/social/types";
import { OAuthError } from "@/server/integrations/social/types";
import { encryptSecret } from "@/server/lib/crypto";
import { logger } from "@/server/logger";
import { connectFailure, throttleMemberHostConnect } from "./federated";
import { APP_PASSWORD_KEY } from "./instances";
import { connectableNetwork, saveConnectedAccount, type AccountOwner } from "./oauth";

export interface AppPasswordLogin {
  /** Handle (alice.bsky.social), DID or e-mail address. */
  identifier: string;
  appPassword: string;
  /** The member's own PDS, when it is not the default service. */
  service?: string | null;
}

export async function connectWithAppPassword(
  owner: AccountOwner,
  network: NetworkKey,
  login: AppPasswordLogin,
  /** Where the request came from (per-source limit). */
  source: string,
): Promise<{ message: string; accountName: string; username: string | null }> {
  const connector = connectableNetwork(network);
  if (connector.connectKind !== "app-password") throw new AppError("BAD_REQUEST", `${networkLabel(network)} connects through its consent page.`);
  const label = networkLabel(network);
  const { userId } = owner;
  // Every attempt contacts a server (the member's own, or the default service): throttled like instance connects.
  await throttleMemberHostConnect(userId, source);
  try {
    const { tokens, profile } = await (connector as AppPasswordConnector).login({
      identifier: login.identifier,
      password: login.appPassword,
      service: login.service,
      signal: AbortSignal.timeout(env().NETWORK_TIMEOUT_MS),
    });
    await saveConnectedAccount(owner, network, { profile, tokens, secretMetadata: { [APP_PASSWORD_KEY]: encryptSecret(login.appPassword.trim()) } });
    return { message: `${label} account connected.`, accountName: profile.accountName, username: profile.username };
  } catch (err) {
    if (err instanceof OAuthError) {
      logger.warn({ network, userId, status: err.status, reason: err.message }, "app password connection failed");
      throw connectFailure(network, userId, err);
    }
    throw err;
  }
}
