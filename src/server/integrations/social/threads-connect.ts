/**
 * Connecting Threads profiles (Meta's Threads API): authorization code flow, then the one-hour
 * token is exchanged for a long-lived one (60 days), which renews itself before it ends.
 *
 *   consent    GET  THREADS_AUTHORIZE_URL (https://threads.net/oauth/authorize)
 *   token      POST {THREADS_API_BASE_URL}/oauth/access_token                       → short-lived
 *   long-lived GET  {THREADS_API_BASE_URL}/access_token?grant_type=th_exchange_token
 *   refresh    GET  {THREADS_API_BASE_URL}/refresh_access_token?grant_type=th_refresh_token
 *   profile    GET  {THREADS_API_BASE_URL}/v1.0/me?fields=id,username,name
 *
 * Threads has no revoke call: disconnecting forgets the token (the member can remove the app in
 * their Threads settings). A long-lived token can be refreshed once it is a day old and until it
 * expires; an expired one cannot, and the member reconnects.
 */
import { env } from "@/env";
import { expiresIn, oauthCall } from "./oauth-http";
import { oauth2Connector } from "./oauth2-connector";
import { joinUrl } from "./shared";
import { OAuthError, type OAuthTokens } from "./types";

/** Insights are read for the dashboard (threads_manage_insights). */
export const THREADS_SCOPES = ["threads_basic", "threads_content_publish", "threads_manage_insights"] as const;

function url(path: string, params: Record<string, string> = {}): string {
  const u = new URL(joinUrl(env().THREADS_API_BASE_URL, path));
  for (const [key, value] of Object.entries(params)) u.searchParams.set(key, value);
  return u.toString();
}

function longLived(data: { access_token?: string; expires_in?: number } | null): OAuthTokens {
  if (!data?.access_token) throw new OAuthError("Threads did not return an access token.", false);
  return { accessToken: data.access_token, refreshToken: null, expiresAt: expiresIn(data.expires_in), scopes: [...THREADS_SCOPES] };
}

export const threadsConnector = oauth2Connector({
  network: "threads",
  clientVars: ["THREADS_APP_ID", "THREADS_APP_SECRET"],
  readClient: () => ({ id: env().THREADS_APP_ID, secret: env().THREADS_APP_SECRET }),
  scopes: THREADS_SCOPES,
  scopeSeparator: ",",
  pkce: false,
  refreshWith: "accessToken",
  refreshWindowMs: 7 * 24 * 3600_000,
  authorizeUrl: () => env().THREADS_AUTHORIZE_URL,

  // A short-lived token first, exchanged at once for a long-lived one.
  async exchangeCode({ code, redirectUri, signal }, { client }) {
    const { id, secret } = client();
    const short = await oauthCall<{ access_token?: string; user_id?: string | number }>({
      network: "threads",
      action: "exchange the authorization code",
      url: url("/oauth/access_token"),
      form: { client_id: id, client_secret: secret, grant_type: "authorization_code", redirect_uri: redirectUri, code },
      signal,
    });
    if (!short?.access_token) throw new OAuthError("Threads did not return an access token.", false);
    // Meta documents this exchange as a GET with the secret in the query string.
    const data = await oauthCall<{ access_token?: string; expires_in?: number }>({
      network: "threads",
      action: "get a long-lived access token",
      url: url("/access_token", { grant_type: "th_exchange_token", client_secret: secret, access_token: short.access_token }),
      signal,
    });
    return longLived(data);
  },

  async fetchProfile(accessToken, signal) {
    const data = await oauthCall<{ id?: string; username?: string; name?: string }>({
      network: "threads",
      action: "read your Threads profile",
      url: url("/v1.0/me", { fields: "id,username,name", access_token: accessToken }),
      signal,
    });
    if (!data?.id) throw new OAuthError("Threads did not say which profile was connected.", false);
    const username = data.username ?? null;
    return { platformUserId: String(data.id), accountName: data.name || username || "Threads profile", username };
  },

  // The long-lived token renews itself (no refresh token).
  async refresh(accessToken, signal) {
    const data = await oauthCall<{ access_token?: string; expires_in?: number }>({
      network: "threads",
      action: "renew the access token",
      url: url("/refresh_access_token", { grant_type: "th_refresh_token", access_token: accessToken }),
      signal,
    });
    return longLived(data);
  },
});
