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
import { oauthCall } from "./oauth-http";
import { oauth2Connector } from "./oauth2-connector";
import { joinUrl } from "./shared";
import { OAuthError } from "./types";

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

export function tiktokApi(path: string): string {
  return joinUrl(env().TIKTOK_API_BASE_URL, path);
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

export const tiktokConnector = oauth2Connector({
  network: "tiktok",
  clientVars: ["TIKTOK_CLIENT_KEY", "TIKTOK_CLIENT_SECRET"],
  readClient: () => ({ id: env().TIKTOK_CLIENT_KEY, secret: env().TIKTOK_CLIENT_SECRET }),
  scopes: TIKTOK_SCOPES,
  scopeSeparator: ",",
  pkce: "required",
  refreshWith: "refreshToken",
  // 24-hour tokens, renewed by a job every 10 minutes: start in their last two hours.
  refreshWindowMs: 2 * 3600_000,
  authorizeUrl: () => env().TIKTOK_AUTHORIZE_URL,
  clientIdParam: "client_key",
  tokenUrl: () => tiktokApi("/v2/oauth/token/"),

  // TikTok may answer a refused grant with HTTP 200 and an error.
  checkTokenAnswer(data, action) {
    const answer = data as TikTokTokenAnswer | null;
    if (!answer?.error) return;
    const detail = answer.error_description ? `${answer.error}: ${answer.error_description}` : answer.error;
    throw new OAuthError(`Could not ${action}: TikTok refused (${detail.replace(/\s+/g, " ").slice(0, 160)}).`, true);
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

  async revoke({ accessToken }, signal, { client }) {
    // Revoking the access token ends the whole grant (its refresh token too).
    const { id, secret } = client();
    await oauthCall({
      network: "tiktok",
      action: "revoke our access",
      url: tiktokApi("/v2/oauth/revoke/"),
      form: { client_key: id, client_secret: secret, token: accessToken },
      signal,
    });
  },
});
