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
import { basicAuth, oauthCall, tokensFromAnswer } from "./oauth-http";
import { joinUrl } from "./shared";
import { OAuthError, type OAuthConnector, type OAuthTokens } from "./types";

export const X_SCOPES = ["tweet.read", "tweet.write", "users.read", "media.write", "offline.access"] as const;

interface XTokenAnswer {
  token_type?: string;
  expires_in?: number;
  access_token?: string;
  scope?: string;
  refresh_token?: string;
}

function client(): { id: string; secret: string } {
  const { X_CLIENT_ID: id, X_CLIENT_SECRET: secret } = env();
  if (!id || !secret) throw new OAuthError("X is not configured on this server: set X_CLIENT_ID and X_CLIENT_SECRET.", true);
  return { id, secret };
}

function api(path: string): string {
  return joinUrl(env().X_API_BASE_URL, path);
}


async function token(form: Record<string, string>, action: string, signal: AbortSignal): Promise<OAuthTokens> {
  const { id, secret } = client();
  const data = await oauthCall<XTokenAnswer>({
    network: "x",
    action,
    url: api("/2/oauth2/token"),
    headers: { authorization: basicAuth(id, secret) },
    form: { ...form, client_id: id },
    signal,
  });
  return tokensFromAnswer("X", data, X_SCOPES);
}

async function revokeOne(value: string, hint: "access_token" | "refresh_token", signal: AbortSignal): Promise<void> {
  const { id, secret } = client();
  await oauthCall({
    network: "x",
    action: "revoke our access",
    url: api("/2/oauth2/revoke"),
    headers: { authorization: basicAuth(id, secret) },
    form: { token: value, token_type_hint: hint, client_id: id },
    signal,
  });
}

export const xConnector: OAuthConnector = {
  network: "x",
  requiredConfig: ["X_CLIENT_ID", "X_CLIENT_SECRET"],
  pkce: true,
  refreshWith: "refreshToken",
  // Two-hour tokens, renewed by a job every 10 minutes: start half an hour ahead.
  refreshWindowMs: 30 * 60_000,

  authorizeUrl({ state, redirectUri, codeChallenge }) {
    if (!codeChallenge) throw new Error("X requires a PKCE code challenge");
    const url = new URL(env().X_AUTHORIZE_URL);
    url.searchParams.set("response_type", "code");
    url.searchParams.set("client_id", client().id);
    url.searchParams.set("redirect_uri", redirectUri);
    url.searchParams.set("scope", X_SCOPES.join(" "));
    url.searchParams.set("state", state);
    url.searchParams.set("code_challenge", codeChallenge);
    url.searchParams.set("code_challenge_method", "S256");
    return url.toString();
  },

  exchangeCode({ code, redirectUri, codeVerifier, signal }) {
    if (!codeVerifier) throw new OAuthError("The PKCE code verifier of this connection is missing.", true);
    return token({ grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: codeVerifier }, "exchange the authorization code", signal);
  },

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

  refresh(refreshToken, signal) {
    return token({ grant_type: "refresh_token", refresh_token: refreshToken }, "renew the access token", signal);
  },

  async revoke({ accessToken, refreshToken }, signal) {
    // Both, so that neither outlives the connection; report the first failure after trying both.
    const results = await Promise.allSettled([
      refreshToken ? revokeOne(refreshToken, "refresh_token", signal) : Promise.resolve(),
      revokeOne(accessToken, "access_token", signal),
    ]);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) throw failed.reason;
  },
};
