/** How each network appears on the Accounts page, and how its connection is started and ended. */
import type { ReactNode } from "react";
import { NetworkIcon } from "@/components/NetworkIcon";
import { NETWORK_KEYS, NETWORKS, OAUTH_NETWORK_KEYS, type NetworkKey, type OAuthNetworkKey } from "@/lib/networks";
import type { useTRPCClient } from "@/trpc/react";

type Client = ReturnType<typeof useTRPCClient>;

export interface AccountNetwork {
  key: NetworkKey;
  label: string;
  description: string;
  icon: ReactNode;
  /** Brand colour of the icon; null for the black-and-white brands (they follow the colour scheme). */
  color: string | null;
  /** Whether Connect starts the authorization now; otherwise the card says Coming Soon. */
  connectable: boolean;
}

/** The page's cards, in the catalogue's order: the networks posts go to first, then the coming ones, then the local sandbox. */
export const ACCOUNT_NETWORKS: AccountNetwork[] = NETWORK_KEYS.map((key) => {
  const info = NETWORKS[key];
  return {
    key,
    label: info.label,
    description: info.card.description,
    icon: <NetworkIcon network={key} size={info.card.iconSize} />,
    color: info.color,
    connectable: info.status !== "comingSoon",
  };
});

/**
 * Asks the server to connect: answers the network's consent URL to send the browser to (YouTube's
 * call is a mutation), or, for the sandbox, that it is connected already (one call, no consent page).
 */
export async function requestConnection(client: Client, network: NetworkKey): Promise<{ authUrl: string } | { connected: string }> {
  if (network === "sandbox") return { connected: (await client.accounts.sandbox.auth.mutate()).message };
  // Bluesky and Mastodon ask for a handle or an instance first (FederatedConnectDialog).
  if (!isOAuthNetwork(network)) throw new Error(`${NETWORKS[network].label} asks for more before connecting.`);
  // Every other network connects through OAuth (the catalogue's connect.kind; the walk test checks it).
  return { authUrl: await requestAuthUrl(client, network) };
}

function isOAuthNetwork(network: NetworkKey): network is OAuthNetworkKey {
  return (OAUTH_NETWORK_KEYS as readonly NetworkKey[]).includes(network);
}

/** Networks whose Connect asks for a handle and app password, or an instance, in a dialog. */
export function asksBeforeConnecting(network: NetworkKey): network is "bluesky" | "mastodon" {
  const kind = NETWORKS[network].connect.kind;
  return kind === "app-password" || kind === "instance-oauth";
}

type AuthCall = { query(): Promise<{ authUrl: string }> } | { mutate(): Promise<{ authUrl: string }> };

/** The connect call of an OAuth network: a query, or a mutation where the catalogue says POST (YouTube). */
async function requestAuthUrl(client: Client, network: OAuthNetworkKey): Promise<string> {
  const connect = NETWORKS[network].connect;
  // The client is a proxy that answers every property, so the catalogue says which call it is.
  const auth = client.accounts[network].auth as AuthCall;
  const post = connect.kind === "oauth" && connect.authMethod === "POST";
  return (post ? await (auth as Extract<AuthCall, { mutate: unknown }>).mutate() : await (auth as Extract<AuthCall, { query: unknown }>).query())
    .authUrl;
}

/** Disconnects the user's account on a network; answers the server's message. */
export async function disconnectAccount(client: Client, network: NetworkKey): Promise<string> {
  return (await client.accounts[network].disconnect.mutate()).message;
}
