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
import { oauthCall, tokensFromAnswer } from "./oauth-http";
import { joinUrl } from "./shared";
import { OAuthError, type OAuthConnector, type OAuthTokens } from "./types";

export const YOUTUBE_SCOPES = ["https://www.googleapis.com/auth/youtube.upload", "https://www.googleapis.com/auth/youtube.readonly"] as const;

interface GoogleTokenAnswer {
  access_token?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
  scope?: string;
  token_type?: string;
}

interface ChannelList {
  items?: { id?: string; snippet?: { title?: string; customUrl?: string } }[];
}

/** Which variables configure the client: YouTube's own, or Google sign-in's when those are unset. */
function configNames(): [string, string] {
  const e = env();
  if (!e.YOUTUBE_CLIENT_ID && !e.YOUTUBE_CLIENT_SECRET && e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) return ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"];
  return ["YOUTUBE_CLIENT_ID", "YOUTUBE_CLIENT_SECRET"];
}

function client(): { id: string; secret: string } {
  const e = env();
  const id = e.YOUTUBE_CLIENT_ID ?? e.GOOGLE_CLIENT_ID;
  const secret = e.YOUTUBE_CLIENT_SECRET ?? e.GOOGLE_CLIENT_SECRET;
  if (!id || !secret) throw new OAuthError("YouTube is not configured on this server: set YOUTUBE_CLIENT_ID and YOUTUBE_CLIENT_SECRET.", true);
  return { id, secret };
}

export function youtubeApi(path: string): string {
  return joinUrl(env().YOUTUBE_API_BASE_URL, path);
}


async function token(form: Record<string, string>, action: string, signal: AbortSignal): Promise<OAuthTokens> {
  const { id, secret } = client();
  const data = await oauthCall<GoogleTokenAnswer>({
    network: "youtube",
    action,
    url: env().GOOGLE_OAUTH_TOKEN_URL,
    form: { client_id: id, client_secret: secret, ...form },
    signal,
  });
  return tokensFromAnswer("Google", data, YOUTUBE_SCOPES);
}

export const youtubeConnector: OAuthConnector = {
  network: "youtube",
  get requiredConfig() {
    return configNames();
  },
  pkce: true,
  refreshWith: "refreshToken",
  // One-hour tokens: renew in their last 10 minutes (the job runs every 10 minutes; publishing
  // with a token that ends meanwhile fails as "reconnect" and the next refresh repairs it).
  refreshWindowMs: 10 * 60_000,

  authorizeUrl({ state, redirectUri, codeChallenge }) {
    const url = new URL(env().GOOGLE_OAUTH_AUTHORIZE_URL);
    url.searchParams.set("client_id", client().id);
    url.searchParams.set("redirect_uri", redirectUri);
    url.searchParams.set("response_type", "code");
    url.searchParams.set("scope", YOUTUBE_SCOPES.join(" "));
    url.searchParams.set("access_type", "offline");
    url.searchParams.set("prompt", "consent");
    url.searchParams.set("include_granted_scopes", "true");
    url.searchParams.set("state", state);
    if (codeChallenge) {
      url.searchParams.set("code_challenge", codeChallenge);
      url.searchParams.set("code_challenge_method", "S256");
    }
    return url.toString();
  },

  exchangeCode({ code, redirectUri, codeVerifier, signal }) {
    const form: Record<string, string> = { code, grant_type: "authorization_code", redirect_uri: redirectUri };
    if (codeVerifier) form.code_verifier = codeVerifier;
    return token(form, "exchange the authorization code", signal);
  },

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

  refresh(refreshToken, signal) {
    return token({ grant_type: "refresh_token", refresh_token: refreshToken }, "renew the access token", signal);
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
};
