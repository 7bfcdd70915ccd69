/**
 * Connecting TikTok accounts: Login Kit's OAuth 2.0 authorization code flow (v2) with PKCE (S256).
 * TikTok names the client id `client_key` and takes the client secret in the form.
 *
 *   consent   GET  TIKTOK_AUTHORIZE_URL (https://www.tiktok.com/v2/auth/authorize/)
 *   token     POST {TIKTOK_API_BASE_URL}/v2/oauth/token/   grant_type=authorization_code | refresh_token
 *   profile   GET  {TIKTOK_API_BASE_URL}/v2/user/info/?fields=open_id,display_name (user.info.basic)
 *             POST {TIKTOK_API_BASE_URL}/v2/post/publish/creator_info/query/ for the username
 *                  (video.publish; user/info gives `username` only with user.info.profile)
 *   revoke    POST {TIKTOK_API_BASE_URL}/v2/oauth/revoke/
 *
 * Access tokens live 24 hours, refresh tokens 365 days (a refresh may hand out a new one).
 */
import { env } from "@/env";
import { oauthCall, tokensFromAnswer } from "./oauth-http";
import { joinUrl } from "./shared";
import { OAuthError, type OAuthConnector, type OAuthTokens } from "./types";

export const TIKTOK_SCOPES = ["user.info.basic", "video.publish"] as const;

interface TikTokTokenAnswer {
  access_token?: string;
  expires_in?: number;
  open_id?: string;
  refresh_token?: string;
  refresh_expires_in?: number;
  scope?: string;
  token_type?: string;
  /** TikTok may answer a refused grant with HTTP 200 and these. */
  error?: string;
  error_description?: string;
}

interface TikTokUserAnswer {
  data?: { user?: { open_id?: string; display_name?: string } };
  error?: { code?: string; message?: string };
}

interface TikTokCreatorAnswer {
  data?: { creator_username?: string; creator_nickname?: string };
  error?: { code?: string; message?: string };
}

function client(): { key: string; secret: string } {
  const { TIKTOK_CLIENT_KEY: key, TIKTOK_CLIENT_SECRET: secret } = env();
  if (!key || !secret) throw new OAuthError("TikTok is not configured on this server: set TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET.", true);
  return { key, secret };
}

export function tiktokApi(path: string): string {
  return joinUrl(env().TIKTOK_API_BASE_URL, path);
}

function toTokens(data: TikTokTokenAnswer | null, action: string): OAuthTokens {
  if (data?.error) {
    const detail = data.error_description ? `${data.error}: ${data.error_description}` : data.error;
    throw new OAuthError(`Could not ${action}: TikTok refused (${detail.replace(/\s+/g, " ").slice(0, 160)}).`, true);
  }
  return tokensFromAnswer("TikTok", data, TIKTOK_SCOPES);
}

async function token(form: Record<string, string>, action: string, signal: AbortSignal): Promise<OAuthTokens> {
  const { key, secret } = client();
  const data = await oauthCall<TikTokTokenAnswer>({
    network: "tiktok",
    action,
    url: tiktokApi("/v2/oauth/token/"),
    form: { client_key: key, client_secret: secret, ...form },
    signal,
  });
  return toTokens(data, action);
}

/**
 * The account's @username from the creator info of the Content Posting API (scope video.publish);
 * null when TikTok does not give it (post links then go through the video id alone).
 */
async function creatorUsername(accessToken: string, signal: AbortSignal): Promise<string | null> {
  try {
    const data = await oauthCall<TikTokCreatorAnswer>({
      network: "tiktok",
      action: "read your TikTok username",
      url: tiktokApi("/v2/post/publish/creator_info/query/"),
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json; charset=UTF-8" },
      signal,
    });
    if (data?.error?.code && data.error.code !== "ok") return null;
    return data?.data?.creator_username?.trim().replace(/^@/, "") || null;
  } catch (err) {
    if (err instanceof OAuthError) return null;
    throw err;
  }
}

export const tiktokConnector: OAuthConnector = {
  network: "tiktok",
  requiredConfig: ["TIKTOK_CLIENT_KEY", "TIKTOK_CLIENT_SECRET"],
  pkce: true,
  refreshWith: "refreshToken",
  // 24-hour tokens, renewed by a job every 10 minutes: start in their last two hours.
  refreshWindowMs: 2 * 3600_000,

  authorizeUrl({ state, redirectUri, codeChallenge }) {
    if (!codeChallenge) throw new Error("TikTok requires a PKCE code challenge");
    const url = new URL(env().TIKTOK_AUTHORIZE_URL);
    url.searchParams.set("client_key", client().key);
    url.searchParams.set("response_type", "code");
    url.searchParams.set("scope", TIKTOK_SCOPES.join(","));
    url.searchParams.set("redirect_uri", redirectUri);
    url.searchParams.set("state", state);
    url.searchParams.set("code_challenge", codeChallenge);
    url.searchParams.set("code_challenge_method", "S256");
    return url.toString();
  },

  exchangeCode({ code, redirectUri, codeVerifier, signal }) {
    if (!codeVerifier) throw new OAuthError("The PKCE code verifier of this connection is missing.", true);
    return token({ code, grant_type: "authorization_code", redirect_uri: redirectUri, code_verifier: codeVerifier }, "exchange the authorization code", signal);
  },

  async fetchProfile(accessToken, signal) {
    const url = new URL(tiktokApi("/v2/user/info/"));
    url.searchParams.set("fields", "open_id,display_name");
    const data = await oauthCall<TikTokUserAnswer>({
      network: "tiktok",
      action: "read your TikTok profile",
      url: url.toString(),
      headers: { authorization: `Bearer ${accessToken}` },
      signal,
    });
    if (data?.error?.code && data.error.code !== "ok") {
      throw new OAuthError(`Could not read your TikTok profile: TikTok refused (${data.error.code}).`, true);
    }
    const user = data?.data?.user;
    if (!user?.open_id) throw new OAuthError("TikTok did not say which account was connected.", false);
    const username = await creatorUsername(accessToken, signal);
    return { platformUserId: user.open_id, accountName: user.display_name || (username ? `@${username}` : "TikTok account"), username };
  },

  refresh(refreshToken, signal) {
    return token({ grant_type: "refresh_token", refresh_token: refreshToken }, "renew the access token", signal);
  },

  async revoke({ accessToken }, signal) {
    // Revoking the access token ends the whole grant (its refresh token too).
    const { key, secret } = client();
    await oauthCall({
      network: "tiktok",
      action: "revoke our access",
      url: tiktokApi("/v2/oauth/revoke/"),
      form: { client_key: key, client_secret: secret, token: accessToken },
      signal,
    });
  },
};
