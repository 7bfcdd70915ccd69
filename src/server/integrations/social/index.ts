/** The social network providers, by network. A network without one cannot be posted to. */
import type { NetworkKey } from "@/lib/networks";
import { linkedinProvider } from "./linkedin";
import { threadsProvider } from "./threads";
import type { SocialProvider } from "./types";
import { xProvider } from "./x";

const PROVIDERS: Partial<Record<NetworkKey, SocialProvider>> = {
  // Text and image posts
  x: xProvider,
  linkedin: linkedinProvider,
  threads: threadsProvider,

  // AI short videos: add `tiktok: tiktokProvider` and `youtube: youtubeProvider` here
  // (src/server/integrations/social/tiktok.ts, youtube.ts).

  // facebook, instagram: coming soon (no provider yet).
};

export function getProvider(network: NetworkKey): SocialProvider | null {
  return PROVIDERS[network] ?? null;
}

export type { SocialProvider } from "./types";
