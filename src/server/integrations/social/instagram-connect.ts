/**
 * Connecting Instagram professional accounts (Instagram API with Instagram Login, "Business Login
 * for Instagram"): authorization code flow, then the one-hour token is exchanged for a long-lived
 * one (60 days), which the worker renews before it ends.
 *
 *   consent    GET  INSTAGRAM_AUTHORIZE_URL (https://www.instagram.com/oauth/authorize)
 *   token      POST {INSTAGRAM_OAUTH_BASE_URL}/oauth/access_token                   → short-lived
 *   long-lived GET  {INSTAGRAM_API_BASE_URL}/access_token?grant_type=ig_exchange_token
 *   refresh    GET  {INSTAGRAM_API_BASE_URL}/refresh_access_token?grant_type=ig_refresh_token
 *   profile    GET  {INSTAGRAM_API_BASE_URL}/<version>/me?fields=user_id,username,name,account_type
 *
 * Instagram has no revoke call for these tokens: disconnecting forgets the token (the member can
 * remove the app in Instagram's settings). An expired long-lived token cannot be renewed.
 */
import { env } from "@/env";
import { graphUrl } from "./meta-graph";
import { expiresIn, oauthCall } from "./oauth-http";
import { joinUrl } from "./shared";
import { OAuthError, type OAuthApp, type OAuthConnector, type OAuthTokens } from "./types";

export const INSTAGRAM_SCOPES = ["instagram_business_basic", "instagram_business_content_publish", "instagram_business_manage_insights"] as const;

/** A workspace's own app when the call names one (issue 26), else the server's from configuration. */
function app(own?: OAuthApp | null): { id: string; secret: string } {
  if (own) return { id: own.clientId, secret: own.clientSecret };
  const { INSTAGRAM_APP_ID: id, INSTAGRAM_APP_SECRET: secret } = env();
  if (!id || !secret) throw new OAuthError("Instagram is not configured on this server: set INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET.", true);
  return { id, secret };
}

function apiUrl(path: string, params: Record<string, string>): string {
  const u = new URL(joinUrl(env().INSTAGRAM_API_BASE_URL, path));
  for (const [key, value] of Object.entries(params)) u.searchParams.set(key, value);
  return u.toString();
}

function longLived(data: { access_token?: string; expires_in?: number } | null): OAuthTokens {
  if (!data?.access_token) throw new OAuthError("Instagram did not return an access token.", false);
  return { accessToken: data.access_token, refreshToken: null, expiresAt: expiresIn(data.expires_in), scopes: [...INSTAGRAM_SCOPES] };
}

interface ShortLivedAnswer {
  access_token?: string;
  user_id?: string | number;
  /** Newer answers wrap the token in data[] */
  data?: { access_token?: string; user_id?: string | number }[];
}

export const instagramConnector: OAuthConnector = {
  network: "instagram",
  requiredConfig: ["INSTAGRAM_APP_ID", "INSTAGRAM_APP_SECRET"],
  pkce: false,
  refreshWith: "accessToken",
  refreshWindowMs: 7 * 24 * 3600_000,

  authorizeUrl({ state, redirectUri, app: own }) {
    const u = new URL(env().INSTAGRAM_AUTHORIZE_URL);
    u.searchParams.set("client_id", app(own).id);
    u.searchParams.set("redirect_uri", redirectUri);
    u.searchParams.set("response_type", "code");
    u.searchParams.set("scope", INSTAGRAM_SCOPES.join(","));
    u.searchParams.set("state", state);
    return u.toString();
  },

  async exchangeCode({ code, redirectUri, signal, app: own }) {
    const { id, secret } = app(own);
    const short = await oauthCall<ShortLivedAnswer>({
      network: "instagram",
      action: "exchange the authorization code",
      url: joinUrl(env().INSTAGRAM_OAUTH_BASE_URL, "/oauth/access_token"),
      // Instagram appends "#_" to the code in the redirect; it is not part of the code.
      form: { client_id: id, client_secret: secret, grant_type: "authorization_code", redirect_uri: redirectUri, code: code.replace(/#_$/, "") },
      signal,
    });
    const shortToken = short?.access_token ?? short?.data?.[0]?.access_token;
    if (!shortToken) throw new OAuthError("Instagram did not return an access token.", false);
    const data = await oauthCall<{ access_token?: string; expires_in?: number }>({
      network: "instagram",
      action: "get a long-lived access token",
      url: apiUrl("/access_token", { grant_type: "ig_exchange_token", client_secret: secret, access_token: shortToken }),
      signal,
    });
    return longLived(data);
  },

  async fetchProfile(accessToken, signal) {
    const data = await oauthCall<{ user_id?: string | number; id?: string; username?: string; name?: string; account_type?: string }>({
      network: "instagram",
      action: "read your Instagram profile",
      url: graphUrl(env().INSTAGRAM_API_BASE_URL, "me", { fields: "user_id,username,name,account_type", access_token: accessToken }),
      signal,
    });
    // user_id is the professional account's id, the one the publishing endpoints take.
    const userId = data?.user_id ?? data?.id;
    if (!userId) throw new OAuthError("Instagram did not say which account was connected.", false);
    if (data?.account_type && !/^(BUSINESS|MEDIA_CREATOR|CREATOR)$/i.test(data.account_type)) {
      throw new OAuthError(
        "Instagram lets apps publish only to professional accounts: switch the account to Business or Creator in Instagram's settings and connect again.",
        true,
      );
    }
    const username = data?.username ?? null;
    return { platformUserId: String(userId), accountName: data?.name || username || "Instagram account", username };
  },

  async refresh(accessToken, signal) {
    const data = await oauthCall<{ access_token?: string; expires_in?: number }>({
      network: "instagram",
      action: "renew the access token",
      url: apiUrl("/refresh_access_token", { grant_type: "ig_refresh_token", access_token: accessToken }),
      signal,
    });
    return longLived(data);
  },
};
