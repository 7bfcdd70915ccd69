/**
 * Connecting X accounts: OAuth 2.0 authorization code flow with PKCE (S256), as a confidential
 * client (Basic client authentication on the token and revoke calls).
 *
 *   consent   GET  X_AUTHORIZE_URL (https://x.com/i/oauth2/authorize)
 *   token     POST {X_API_BASE_URL}/2/oauth2/token   grant_type=authorization_code | refresh_token
 *   profile   GET  {X_API_BASE_URL}/2/users/me
 *   revoke    POST {X_API_BASE_URL}/2/oauth2/revoke
 *
 * Access tokens live two hours; offline.access makes X issue a refresh token, which is replaced by
 * a new one at every refresh.
 */
import { env } from "@/env";
import { basicAuth, oauthCall } from "./oauth-http";
import { oauth2Connector, type OAuth2Client } from "./oauth2-connector";
import { joinUrl } from "./shared";
import { OAuthError } from "./types";

export const X_SCOPES = ["tweet.read", "tweet.write", "users.read", "media.write", "offline.access"] as const;

function api(path: string): string {
  return joinUrl(env().X_API_BASE_URL, path);
}

async function revokeOne(value: string, hint: "access_token" | "refresh_token", signal: AbortSignal, { id, secret }: OAuth2Client): Promise<void> {
  await oauthCall({
    network: "x",
    action: "revoke our access",
    url: api("/2/oauth2/revoke"),
    headers: { authorization: basicAuth(id, secret) },
    form: { token: value, token_type_hint: hint, client_id: id },
    signal,
  });
}

export const xConnector = oauth2Connector({
  network: "x",
  clientVars: ["X_CLIENT_ID", "X_CLIENT_SECRET"],
  readClient: () => ({ id: env().X_CLIENT_ID, secret: env().X_CLIENT_SECRET }),
  scopes: X_SCOPES,
  pkce: "required",
  refreshWith: "refreshToken",
  // Two-hour tokens, renewed by a job every 10 minutes: start half an hour ahead.
  refreshWindowMs: 30 * 60_000,
  authorizeUrl: () => env().X_AUTHORIZE_URL,
  tokenUrl: () => api("/2/oauth2/token"),
  clientAuth: "basic",

  async fetchProfile(accessToken, signal) {
    const data = await oauthCall<{ data?: { id?: string; name?: string; username?: string } }>({
      network: "x",
      action: "read your X profile",
      url: api("/2/users/me"),
      headers: { authorization: `Bearer ${accessToken}` },
      signal,
    });
    const user = data?.data;
    if (!user?.id) throw new OAuthError("X did not say which account was connected.", false);
    const username = user.username ?? null;
    return { platformUserId: user.id, accountName: user.name || (username ? `@${username}` : "X account"), username };
  },

  async revoke({ accessToken, refreshToken }, signal, { client }) {
    const app = client();
    // Both, so that neither outlives the connection; report the first failure after trying both.
    const results = await Promise.allSettled([
      refreshToken ? revokeOne(refreshToken, "refresh_token", signal, app) : Promise.resolve(),
      revokeOne(accessToken, "access_token", signal, app),
    ]);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) throw failed.reason;
  },
});
