/**
 * What the connectors of networks beyond plain OAuth need from storage: our app's registration at
 * each instance of a federated network (Mastodon), made once and reused by every member of that
 * instance, and the context a refresh or revoke call gets (metadata, registration, kept app password).
 */
import { env } from "@/env";
import type { NetworkKey } from "@/lib/networks";
import { db, type SocialAccount } from "@/server/db";
import type { ConnectedAccountContext, InstanceClient, InstanceConnector, OAuthApp } from "@/server/integrations/social/types";
import { decryptSecret, encryptSecret } from "@/server/lib/crypto";

/** Where a network's consent pages send the browser back (one home for the callback address). */
export function callbackUri(network: NetworkKey): string {
  return `${env().APP_URL.replace(/\/+$/, "")}/api/${network}/callback`;
}

/** Our registration at an instance, if we made one. */
export async function storedInstanceClient(network: NetworkKey, instanceUrl: string): Promise<InstanceClient | null> {
  const row = await db.instanceApp.findUnique({
    where: { platform_instanceUrl_redirectUri: { platform: network, instanceUrl, redirectUri: callbackUri(network) } },
  });
  if (!row) return null;
  try {
    return { instanceUrl: row.instanceUrl, clientId: row.clientId, clientSecret: decryptSecret(row.clientSecretEnc) };
  } catch {
    // Unreadable (TOKEN_ENCRYPTION_KEY changed): registered again on the next connection.
    return null;
  }
}

/** Our registration at an instance: the stored one, or a new one (registered and stored now). */
export async function ensureInstanceClient(connector: InstanceConnector, instanceUrl: string, signal: AbortSignal): Promise<InstanceClient> {
  const stored = await storedInstanceClient(connector.network, instanceUrl);
  if (stored) return stored;
  const redirectUri = callbackUri(connector.network);
  const client = await connector.registerApp({ instanceUrl, redirectUri, signal });
  const key = { platform: connector.network, instanceUrl, redirectUri };
  // Two members of a new instance at once: the last registration wins, both work at the instance.
  await db.instanceApp.upsert({
    where: { platform_instanceUrl_redirectUri: key },
    create: { ...key, clientId: client.clientId, clientSecretEnc: encryptSecret(client.clientSecret) },
    update: { clientId: client.clientId, clientSecretEnc: encryptSecret(client.clientSecret) },
  });
  return client;
}

/** The metadata key under which an app password is kept (ciphertext only). */
export const APP_PASSWORD_KEY = "appPasswordEnc";

/**
 * What a connector's refresh and revoke calls know of an account beyond its tokens. `app`: the
 * workspace's own app it was connected through (network-apps.ts accountApp), null for the server's.
 */
export async function accountContext(
  account: Pick<SocialAccount, "platform" | "metadata">,
  app: OAuthApp | null = null,
): Promise<ConnectedAccountContext> {
  const metadata = (account.metadata ?? {}) as Record<string, unknown>;
  let appPassword: string | null = null;
  if (typeof metadata[APP_PASSWORD_KEY] === "string") {
    try {
      appPassword = decryptSecret(metadata[APP_PASSWORD_KEY]);
    } catch {
      appPassword = null;
    }
  }
  const instanceUrl = typeof metadata.instanceUrl === "string" ? metadata.instanceUrl : null;
  const instance = instanceUrl ? await storedInstanceClient(account.platform as NetworkKey, instanceUrl) : null;
  return { metadata, appPassword, instance, app };
}
