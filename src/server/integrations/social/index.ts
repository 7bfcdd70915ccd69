/**
 * The social network providers (posting) and connectors (OAuth connect and token refresh), by
 * network. A network without a provider cannot be posted to; one without a connector cannot be
 * connected.
 */
import { sandboxEnabled } from "@/env";
import type { NetworkKey } from "@/lib/networks";
import { blueskyProvider } from "./bluesky";
import { blueskyConnector } from "./bluesky-connect";
import { facebookProvider } from "./facebook";
import { facebookConnector } from "./facebook-connect";
import { instagramProvider } from "./instagram";
import { instagramConnector } from "./instagram-connect";
import { linkedinProvider } from "./linkedin";
import { linkedinConnector } from "./linkedin-connect";
import { mastodonProvider } from "./mastodon";
import { mastodonConnector } from "./mastodon-connect";
import { sandboxProvider } from "./sandbox";
import { threadsProvider } from "./threads";
import { threadsConnector } from "./threads-connect";
import { tiktokProvider } from "./tiktok";
import { tiktokConnector } from "./tiktok-connect";
import type { OAuthConnector, SocialProvider } from "./types";
import { xProvider } from "./x";
import { xConnector } from "./x-connect";
import { youtubeProvider } from "./youtube";
import { youtubeConnector } from "./youtube-connect";

const PROVIDERS: Partial<Record<NetworkKey, SocialProvider>> = {
  // Text and image posts
  x: xProvider,
  linkedin: linkedinProvider,
  threads: threadsProvider,
  bluesky: blueskyProvider,
  mastodon: mastodonProvider,

  // AI short videos (publish with a video; posts to them are not allowed by the post rules yet)
  tiktok: tiktokProvider,
  youtube: youtubeProvider,

  // Meta: Facebook Pages (text, images, a video) and Instagram professional accounts (media only)
  facebook: facebookProvider,
  instagram: instagramProvider,

  // Not a real network: a local feed inside the app (absent while SANDBOX_NETWORK is off).
  sandbox: sandboxProvider,
};

export function getProvider(network: NetworkKey): SocialProvider | null {
  if (network === "sandbox" && !sandboxEnabled()) return null;
  return PROVIDERS[network] ?? null;
}

const CONNECTORS: Partial<Record<NetworkKey, OAuthConnector>> = {
  x: xConnector,
  linkedin: linkedinConnector,
  threads: threadsConnector,
  tiktok: tiktokConnector,
  youtube: youtubeConnector,
  bluesky: blueskyConnector,
  mastodon: mastodonConnector,
  facebook: facebookConnector,
  instagram: instagramConnector,
};

export function getConnector(network: NetworkKey): OAuthConnector | null {
  return CONNECTORS[network] ?? null;
}

/** Every network that can be connected (the token refresh job walks these). */
export function connectors(): OAuthConnector[] {
  return Object.values(CONNECTORS);
}

export type { OAuthConnector, SocialProvider } from "./types";
