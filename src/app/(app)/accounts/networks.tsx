/** How each network appears on the Accounts page, and how its connection is started and ended. */
import type { ReactNode } from "react";
import { NetworkIcon } from "@/components/NetworkIcon";
import { NETWORKS, type NetworkKey } from "@/lib/networks";
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

const CARD_INFO: Record<NetworkKey, { description: string; icon: ReactNode; color: string | null }> = {
  linkedin: { description: "Share professional updates with your network.", icon: <NetworkIcon network="linkedin" size={26} />, color: "#0a66c2" },
  x: { description: "Post short updates and join the conversation.", icon: <NetworkIcon network="x" size={24} />, color: null },
  threads: { description: "Start conversations with your Threads followers.", icon: <NetworkIcon network="threads" size={24} />, color: null },
  facebook: { description: "Reach your followers on your Facebook Page.", icon: <NetworkIcon network="facebook" size={26} />, color: "#1877f2" },
  instagram: { description: "Share photos and videos with your followers.", icon: <NetworkIcon network="instagram" size={26} />, color: "#e1306c" },
  tiktok: { description: "Publish your AI short videos to TikTok.", icon: <NetworkIcon network="tiktok" size={24} />, color: null },
  youtube: { description: "Publish your AI short videos as YouTube Shorts.", icon: <NetworkIcon network="youtube" size={26} />, color: "#ff0000" },
  sandbox: {
    description: "Not a real network: try scheduling and publishing without keys. Posts go to a private feed inside PostPilot.",
    icon: <NetworkIcon network="sandbox" size={24} />,
    color: "#7048e8",
  },
};

/** The page's order: the networks posts go to first, then the coming ones, then the local sandbox. */
const ORDER: NetworkKey[] = ["linkedin", "x", "threads", "facebook", "instagram", "tiktok", "youtube", "sandbox"];

export const ACCOUNT_NETWORKS: AccountNetwork[] = ORDER.map((key) => ({
  key,
  label: NETWORKS[key].label,
  ...CARD_INFO[key],
  // Facebook and Instagram are coming soon everywhere (src/lib/networks.ts); the rest connect.
  connectable: !NETWORKS[key].comingSoon,
}));

/**
 * Asks the server to connect: answers the network's consent URL to send the browser to (YouTube's
 * call is a mutation), or, for the sandbox, that it is connected already (one call, no consent page).
 */
export async function requestConnection(client: Client, network: NetworkKey): Promise<{ authUrl: string } | { connected: string }> {
  if (network === "sandbox") return { connected: (await client.accounts.sandbox.auth.mutate()).message };
  return { authUrl: await requestAuthUrl(client, network) };
}

async function requestAuthUrl(client: Client, network: Exclude<NetworkKey, "sandbox">): Promise<string> {
  switch (network) {
    case "linkedin":
      return (await client.accounts.linkedin.auth.query()).authUrl;
    case "x":
      return (await client.accounts.x.auth.query()).authUrl;
    case "threads":
      return (await client.accounts.threads.auth.query()).authUrl;
    case "facebook":
      return (await client.accounts.facebook.auth.query()).authUrl;
    case "instagram":
      return (await client.accounts.instagram.auth.query()).authUrl;
    case "tiktok":
      return (await client.accounts.tiktok.auth.query()).authUrl;
    case "youtube":
      return (await client.accounts.youtube.auth.mutate()).authUrl;
  }
}

/** Disconnects the user's account on a network; answers the server's message. */
export async function disconnectAccount(client: Client, network: NetworkKey): Promise<string> {
  return (await client.accounts[network].disconnect.mutate()).message;
}
