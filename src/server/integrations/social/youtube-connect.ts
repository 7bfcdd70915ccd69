/**
 * Connecting YouTube channels: Google OAuth 2.0 (web server flow) with offline access, so Google
 * issues a refresh token, and PKCE (S256).
 *
 *   consent   GET  GOOGLE_OAUTH_AUTHORIZE_URL (https://accounts.google.com/o/oauth2/v2/auth)
 *                  access_type=offline&prompt=consent (a refresh token at every connection)
 *   token     POST GOOGLE_OAUTH_TOKEN_URL (https://oauth2.googleapis.com/token)
 *   profile   GET  {YOUTUBE_API_BASE_URL}/youtube/v3/channels?part=snippet&mine=true
 *   revoke    POST GOOGLE_OAUTH_REVOKE_URL (https://oauth2.googleapis.com/revoke)
 *
 * Access tokens live about an hour; refreshes keep the refresh token (Google sends none back).
 * The client is YOUTUBE_CLIENT_ID/SECRET, or the sign-in client GOOGLE_CLIENT_ID/SECRET when unset.
 */
import { env } from "@/env";
import { oauthCall } from "./oauth-http";
import { oauth2Connector } from "./oauth2-connector";
import { joinUrl } from "./shared";
import { OAuthError } from "./types";

export const YOUTUBE_SCOPES = ["https://www.googleapis.com/auth/youtube.upload", "https://www.googleapis.com/auth/youtube.readonly"] as const;

interface ChannelList {
  items?: { id?: string; snippet?: { title?: string; customUrl?: string } }[];
}

/** Which variables configure the client: YouTube's own, or Google sign-in's when those are unset. */
function configNames(): [string, string] {
  const e = env();
  if (!e.YOUTUBE_CLIENT_ID && !e.YOUTUBE_CLIENT_SECRET && e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET)
    return ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"];
  return ["YOUTUBE_CLIENT_ID", "YOUTUBE_CLIENT_SECRET"];
}

export function youtubeApi(path: string): string {
  return joinUrl(env().YOUTUBE_API_BASE_URL, path);
}

export const youtubeConnector = oauth2Connector({
  network: "youtube",
  clientVars: ["YOUTUBE_CLIENT_ID", "YOUTUBE_CLIENT_SECRET"],
  readClient: () => ({ id: env().YOUTUBE_CLIENT_ID ?? env().GOOGLE_CLIENT_ID, secret: env().YOUTUBE_CLIENT_SECRET ?? env().GOOGLE_CLIENT_SECRET }),
  requiredConfig: configNames,
  scopes: YOUTUBE_SCOPES,
  pkce: "optional",
  refreshWith: "refreshToken",
  // One-hour tokens: renew in their last 10 minutes (the job runs every 10 minutes; publishing
  // with a token that ends meanwhile fails as "reconnect" and the next refresh repairs it).
  refreshWindowMs: 10 * 60_000,
  authorizeUrl: () => env().GOOGLE_OAUTH_AUTHORIZE_URL,
  authorizeParams: { access_type: "offline", prompt: "consent", include_granted_scopes: "true" },
  tokenUrl: () => env().GOOGLE_OAUTH_TOKEN_URL,
  tokenIssuer: "Google",

  async fetchProfile(accessToken, signal) {
    const url = new URL(youtubeApi("/youtube/v3/channels"));
    url.searchParams.set("part", "snippet");
    url.searchParams.set("mine", "true");
    const data = await oauthCall<ChannelList>({
      network: "youtube",
      action: "read your YouTube channel",
      url: url.toString(),
      headers: { authorization: `Bearer ${accessToken}` },
      signal,
    });
    const channel = data?.items?.[0];
    if (!channel?.id) throw new OAuthError("This Google account has no YouTube channel: create one on YouTube, then connect again.", true);
    const username = channel.snippet?.customUrl?.trim() || null;
    return { platformUserId: channel.id, accountName: channel.snippet?.title || username || "YouTube channel", username };
  },

  async revoke({ accessToken, refreshToken }, signal) {
    // Revoking the refresh token ends the whole grant, its access tokens included.
    await oauthCall({
      network: "youtube",
      action: "revoke our access",
      url: env().GOOGLE_OAUTH_REVOKE_URL,
      form: { token: refreshToken ?? accessToken },
      signal,
    });
  },
});
