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
import { oauthCall } from "./oauth-http";
import { oauth2Connector } from "./oauth2-connector";
import { joinUrl } from "./shared";
import { OAuthError } from "./types";

export const LINKEDIN_SCOPES = ["openid", "profile", "w_member_social"] as const;

function oauthUrl(path: string): string {
  return joinUrl(env().LINKEDIN_AUTH_BASE_URL, path);
}

export const linkedinConnector = oauth2Connector({
  network: "linkedin",
  clientVars: ["LINKEDIN_CLIENT_ID", "LINKEDIN_CLIENT_SECRET"],
  readClient: () => ({ id: env().LINKEDIN_CLIENT_ID, secret: env().LINKEDIN_CLIENT_SECRET }),
  scopes: LINKEDIN_SCOPES,
  pkce: false,
  refreshWith: "refreshToken",
  refreshWindowMs: 7 * 24 * 3600_000,
  authorizeUrl: () => oauthUrl("/oauth/v2/authorization"),
  // Client id and secret in the form.
  tokenUrl: () => oauthUrl("/oauth/v2/accessToken"),

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

  async revoke({ accessToken }, signal, { client }) {
    const { id, secret } = client();
    await oauthCall({
      network: "linkedin",
      action: "revoke our access",
      url: oauthUrl("/oauth/v2/revoke"),
      form: { token: accessToken, client_id: id, client_secret: secret },
      signal,
    });
  },
});
