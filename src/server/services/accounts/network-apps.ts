/**
 * A workspace's own developer apps at the networks (issue 26): an agency gives a client workspace the
 * client's X or LinkedIn app, so rate limits, legal identity and the blast radius of a revoked app are
 * the client's. Connecting, renewing and revoking that workspace's accounts then use it; the server's
 * app (configuration) stays the default. The secret is stored encrypted like the tokens and never
 * returned: the page shows that it is set and its last four characters.
 */
import { env } from "@/env";
import { NETWORK_KEYS, networkLabel, type NetworkKey } from "@/lib/networks";
import { db, type SocialAccount } from "@/server/db";
import { AppError } from "@/server/errors";
import { getConnector, type OAuthConnector } from "@/server/integrations/social";
import type { OAuthApp } from "@/server/integrations/social/types";
import { decryptSecret, encryptSecret } from "@/server/lib/crypto";
import { logger } from "@/server/logger";
import type { Actor } from "@/server/services/workspaces/actor";

/** The networks connected through a developer app of ours (the standard consent flow), in catalogue order. */
export const APP_NETWORKS: readonly NetworkKey[] = NETWORK_KEYS.filter((key) => {
  const connector = getConnector(key);
  return connector !== null && (connector.connectKind ?? "oauth") === "oauth";
});

export function takesOwnApp(network: NetworkKey): boolean {
  return APP_NETWORKS.includes(network);
}

/** The variables a connector needs that are not set (the server's app). */
export function missingConfiguration(connector: OAuthConnector): string[] {
  const values = env() as unknown as Record<string, unknown>;
  return connector.requiredConfig.filter((name) => !values[name]);
}

export interface NetworkAppView {
  network: NetworkKey;
  label: string;
  /** The workspace has its own app for this network. */
  ownApp: { clientIdLast4: string; clientSecretLast4: string; updatedAt: Date } | null;
  /** The server has an app for it (used when the workspace has none). */
  serverApp: boolean;
}

const last4 = (value: string) => value.slice(-4);

/** Every network that takes an app, with what is set for the workspace (never the values). */
export async function listNetworkApps(workspaceId: string): Promise<NetworkAppView[]> {
  const rows = await db.workspaceNetworkApp.findMany({ where: { workspaceId } });
  return APP_NETWORKS.map((network) => {
    const row = rows.find((r) => r.platform === network);
    let secretLast4 = "";
    if (row) {
      try {
        secretLast4 = last4(decryptSecret(row.clientSecretEnc));
      } catch {
        // Unreadable (TOKEN_ENCRYPTION_KEY changed): shown as set with no hint; saving again repairs it.
        secretLast4 = "";
      }
    }
    return {
      network,
      label: networkLabel(network),
      ownApp: row ? { clientIdLast4: last4(row.clientId), clientSecretLast4: secretLast4, updatedAt: row.updatedAt } : null,
      serverApp: missingConfiguration(getConnector(network)!).length === 0,
    };
  });
}

function requireAppNetwork(network: NetworkKey): void {
  if (!takesOwnApp(network)) throw new AppError("BAD_REQUEST", `${networkLabel(network)} does not connect through a developer app.`);
}

/** Sets (or replaces) the workspace's app for a network; answers its view. */
export async function saveNetworkApp(actor: Actor, network: NetworkKey, input: { clientId: string; clientSecret: string }): Promise<NetworkAppView> {
  requireAppNetwork(network);
  const data = { clientId: input.clientId.trim(), clientSecretEnc: encryptSecret(input.clientSecret.trim()) };
  await db.workspaceNetworkApp.upsert({
    where: { workspaceId_platform: { workspaceId: actor.workspaceId, platform: network } },
    create: { workspaceId: actor.workspaceId, platform: network, ...data },
    update: data,
  });
  logger.info({ workspaceId: actor.workspaceId, network, userId: actor.userId }, "workspace network app saved");
  return (await listNetworkApps(actor.workspaceId)).find((v) => v.network === network)!;
}

/** Removes the workspace's app: new connections use the server's; accounts connected through it must reconnect. */
export async function removeNetworkApp(actor: Actor, network: NetworkKey): Promise<NetworkAppView> {
  requireAppNetwork(network);
  await db.workspaceNetworkApp.deleteMany({ where: { workspaceId: actor.workspaceId, platform: network } });
  logger.info({ workspaceId: actor.workspaceId, network, userId: actor.userId }, "workspace network app removed");
  return (await listNetworkApps(actor.workspaceId)).find((v) => v.network === network)!;
}

/** The workspace's own app for a network (decrypted), or null: the server's is used. */
export async function workspaceApp(workspaceId: string, network: NetworkKey): Promise<OAuthApp | null> {
  if (!takesOwnApp(network)) return null;
  const row = await db.workspaceNetworkApp.findUnique({ where: { workspaceId_platform: { workspaceId, platform: network } } });
  if (!row) return null;
  try {
    return { clientId: row.clientId, clientSecret: decryptSecret(row.clientSecretEnc) };
  } catch {
    throw new AppError("BAD_REQUEST", `This workspace's ${networkLabel(network)} app secret cannot be read: enter it again under Network apps.`);
  }
}

/**
 * The app an account was connected through: null for the server's, its workspace's own app, or
 * "gone" when the workspace no longer has that app (removed, or replaced by another client id):
 * the account's tokens belong to that app, so it must be reconnected.
 */
export async function accountApp(account: Pick<SocialAccount, "workspaceId" | "platform" | "appClientId">): Promise<OAuthApp | null | "gone"> {
  if (!account.appClientId) return null;
  const app = await workspaceApp(account.workspaceId, account.platform as NetworkKey).catch(() => null);
  return app && app.clientId === account.appClientId ? app : "gone";
}

export function appGoneMessage(label: string): string {
  return `This workspace no longer has the ${label} app this account was connected through. Reconnect your ${label} account.`;
}

/** Whether the account's app is available for a renewal or revocation (its workspace's, or a configured server app). */
export function appAvailable(connector: OAuthConnector, account: Pick<SocialAccount, "appClientId">): boolean {
  return account.appClientId !== null || missingConfiguration(connector).length === 0;
}
