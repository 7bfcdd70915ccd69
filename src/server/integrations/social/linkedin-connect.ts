/**
 * Connecting LinkedIn members: OAuth 2.0 authorization code flow (3-legged), with "Sign In with
 * LinkedIn using OpenID Connect" for who the member is and "Share on LinkedIn" for posting.
 *
 *   consent   GET  {LINKEDIN_AUTH_BASE_URL}/oauth/v2/authorization
 *   token     POST {LINKEDIN_AUTH_BASE_URL}/oauth/v2/accessToken   (client id and secret in the form)
 *   profile   GET  {LINKEDIN_API_BASE_URL}/v2/userinfo                → sub, name
 *   revoke    POST {LINKEDIN_AUTH_BASE_URL}/oauth/v2/revoke
 *
 * Access tokens live 60 days. LinkedIn gives refresh tokens (365 days) only to approved partner
 * apps; without one the account is marked expired when the access token ends and the member
 * reconnects.
 */
import { env } from "@/env";
import { oauthCall, tokensFromAnswer } from "./oauth-http";
import { joinUrl } from "./shared";
import { OAuthError, type OAuthConnector, type OAuthTokens } from "./types";

export const LINKEDIN_SCOPES = ["openid", "profile", "w_member_social"] as const;

interface LinkedInTokenAnswer {
  access_token?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
  scope?: string;
}

function client(): { id: string; secret: string } {
  const { LINKEDIN_CLIENT_ID: id, LINKEDIN_CLIENT_SECRET: secret } = env();
  if (!id || !secret) throw new OAuthError("LinkedIn is not configured on this server: set LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET.", true);
  return { id, secret };
}

function oauthUrl(path: string): string {
  return joinUrl(env().LINKEDIN_AUTH_BASE_URL, path);
}


async function token(form: Record<string, string>, action: string, signal: AbortSignal): Promise<OAuthTokens> {
  const { id, secret } = client();
  const data = await oauthCall<LinkedInTokenAnswer>({
    network: "linkedin",
    action,
    url: oauthUrl("/oauth/v2/accessToken"),
    form: { ...form, client_id: id, client_secret: secret },
    signal,
  });
  return tokensFromAnswer("LinkedIn", data, LINKEDIN_SCOPES);
}

export const linkedinConnector: OAuthConnector = {
  network: "linkedin",
  requiredConfig: ["LINKEDIN_CLIENT_ID", "LINKEDIN_CLIENT_SECRET"],
  pkce: false,
  refreshWith: "refreshToken",
  refreshWindowMs: 7 * 24 * 3600_000,

  authorizeUrl({ state, redirectUri }) {
    const url = new URL(oauthUrl("/oauth/v2/authorization"));
    url.searchParams.set("response_type", "code");
    url.searchParams.set("client_id", client().id);
    url.searchParams.set("redirect_uri", redirectUri);
    url.searchParams.set("state", state);
    url.searchParams.set("scope", LINKEDIN_SCOPES.join(" "));
    return url.toString();
  },

  exchangeCode({ code, redirectUri, signal }) {
    return token({ grant_type: "authorization_code", code, redirect_uri: redirectUri }, "exchange the authorization code", signal);
  },

  async fetchProfile(accessToken, signal) {
    const data = await oauthCall<{ sub?: string; name?: string; given_name?: string; family_name?: string }>({
      network: "linkedin",
      action: "read your LinkedIn profile",
      url: joinUrl(env().LINKEDIN_API_BASE_URL, "/v2/userinfo"),
      headers: { authorization: `Bearer ${accessToken}` },
      signal,
    });
    if (!data?.sub) throw new OAuthError("LinkedIn did not say which member was connected.", false);
    const name = data.name || [data.given_name, data.family_name].filter(Boolean).join(" ");
    return { platformUserId: data.sub, accountName: name || "LinkedIn member", username: null };
  },

  refresh(refreshToken, signal) {
    return token({ grant_type: "refresh_token", refresh_token: refreshToken }, "renew the access token", signal);
  },

  async revoke({ accessToken }, signal) {
    const { id, secret } = client();
    await oauthCall({
      network: "linkedin",
      action: "revoke our access",
      url: oauthUrl("/oauth/v2/revoke"),
      form: { token: accessToken, client_id: id, client_secret: secret },
      signal,
    });
  },
};
