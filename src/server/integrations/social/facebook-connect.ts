/**
 * Connecting Facebook Pages (Facebook Login for Business): the member logs in, we get a user token,
 * and the member picks which of their Pages to connect; we post with that Page's access token.
 *
 *   consent    GET {FACEBOOK_AUTHORIZE_URL}/<version>/dialog/oauth (config_id when FACEBOOK_CONFIG_ID
 *              is set, as Login for Business configurations do; otherwise the scopes)
 *   token      GET {FACEBOOK_API_BASE_URL}/<version>/oauth/access_token?code=…          → short-lived
 *   long-lived GET …/oauth/access_token?grant_type=fb_exchange_token&fb_exchange_token=… → 60 days
 *   Pages      GET …/me/accounts?fields=id,name,username,access_token,tasks (paged)
 *   revoke     DELETE …/me/permissions (with the user token)
 *
 * Page tokens obtained with a long-lived user token have no expiry: the Page account is stored
 * without expiresAt (nothing to renew). The long-lived user token is kept, encrypted, in the refresh
 * token column: it is what fetches Page tokens again and what revokes our access on disconnect.
 */
import { env } from "@/env";
import { graphUrl } from "./meta-graph";
import { expiresIn, oauthCall } from "./oauth-http";
import { joinUrl } from "./shared";
import { OAuthError, type OAuthApp, type ConnectTarget, type OAuthConnector, type OAuthTokens } from "./types";

export const FACEBOOK_SCOPES = ["pages_show_list", "pages_manage_posts", "pages_read_engagement", "read_insights"] as const;
/** /me/accounts pages read at most (of 100 Pages each). */
const MAX_PAGE_LIST_PAGES = 10;

/** A workspace's own app when the call names one (issue 26), else the server's from configuration. */
function app(own?: OAuthApp | null): { id: string; secret: string } {
  if (own) return { id: own.clientId, secret: own.clientSecret };
  const { FACEBOOK_APP_ID: id, FACEBOOK_APP_SECRET: secret } = env();
  if (!id || !secret) throw new OAuthError("Facebook is not configured on this server: set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET.", true);
  return { id, secret };
}

function api(path: string, params: Record<string, string>): string {
  return graphUrl(env().FACEBOOK_API_BASE_URL, path, params);
}

function userTokens(data: { access_token?: string; expires_in?: number } | null): OAuthTokens {
  if (!data?.access_token) throw new OAuthError("Facebook did not return an access token.", false);
  return { accessToken: data.access_token, refreshToken: null, expiresAt: expiresIn(data.expires_in), scopes: [...FACEBOOK_SCOPES] };
}

async function longLivedUserToken(token: string, signal: AbortSignal, own?: OAuthApp | null): Promise<OAuthTokens> {
  const { id, secret } = app(own);
  const data = await oauthCall<{ access_token?: string; expires_in?: number }>({
    network: "facebook",
    action: "get a long-lived access token",
    url: api("oauth/access_token", { grant_type: "fb_exchange_token", client_id: id, client_secret: secret, fb_exchange_token: token }),
    signal,
  });
  return userTokens(data);
}

interface PageEntry {
  id?: string;
  name?: string;
  username?: string;
  access_token?: string;
  /** What the member may do on the Page; CREATE_CONTENT is needed to post. */
  tasks?: string[];
}

export const facebookConnector: OAuthConnector = {
  network: "facebook",
  requiredConfig: ["FACEBOOK_APP_ID", "FACEBOOK_APP_SECRET"],
  pkce: false,
  // Only a member's user token (while they choose a Page) ever expires; Page tokens do not.
  refreshWith: "accessToken",
  refreshWindowMs: 7 * 24 * 3600_000,

  authorizeUrl({ state, redirectUri, app: own }) {
    const u = new URL(joinUrl(env().FACEBOOK_AUTHORIZE_URL, `${env().META_GRAPH_VERSION}/dialog/oauth`));
    u.searchParams.set("client_id", app(own).id);
    u.searchParams.set("redirect_uri", redirectUri);
    u.searchParams.set("state", state);
    u.searchParams.set("response_type", "code");
    const configId = env().FACEBOOK_CONFIG_ID;
    if (configId) u.searchParams.set("config_id", configId);
    else u.searchParams.set("scope", FACEBOOK_SCOPES.join(","));
    return u.toString();
  },

  async exchangeCode({ code, redirectUri, signal, app: own }) {
    const { id, secret } = app(own);
    const short = await oauthCall<{ access_token?: string }>({
      network: "facebook",
      action: "exchange the authorization code",
      url: api("oauth/access_token", { client_id: id, client_secret: secret, redirect_uri: redirectUri, code }),
      signal,
    });
    if (!short?.access_token) throw new OAuthError("Facebook did not return an access token.", false);
    return longLivedUserToken(short.access_token, signal, own);
  },

  async fetchProfile(accessToken, signal) {
    const data = await oauthCall<{ id?: string; name?: string }>({
      network: "facebook",
      action: "read your Facebook profile",
      url: api("me", { fields: "id,name", access_token: accessToken }),
      signal,
    });
    if (!data?.id) throw new OAuthError("Facebook did not say who logged in.", false);
    return { platformUserId: String(data.id), accountName: data.name || "Facebook", username: null };
  },

  async listTargets(accessToken, signal) {
    const targets: ConnectTarget[] = [];
    let url: string | undefined = api("me/accounts", { fields: "id,name,username,access_token,tasks", limit: "100", access_token: accessToken });
    for (let page = 0; url && page < MAX_PAGE_LIST_PAGES; page += 1) {
      const data: { data?: PageEntry[]; paging?: { next?: string; cursors?: { after?: string } } } | null = await oauthCall({
        network: "facebook",
        action: "list your Facebook Pages",
        url,
        signal,
      });
      for (const entry of data?.data ?? []) {
        if (!entry.id || !entry.access_token) continue;
        if (entry.tasks && !entry.tasks.includes("CREATE_CONTENT")) continue;
        targets.push({
          profile: { platformUserId: String(entry.id), accountName: entry.name || `Page ${entry.id}`, username: entry.username ?? null },
          tokens: { accessToken: entry.access_token, refreshToken: accessToken, expiresAt: null, scopes: [...FACEBOOK_SCOPES] },
        });
      }
      const after: string | undefined = data?.paging?.next ? data.paging.cursors?.after : undefined;
      url = after ? api("me/accounts", { fields: "id,name,username,access_token,tasks", limit: "100", after, access_token: accessToken }) : undefined;
    }
    return targets;
  },

  refresh: (token, signal, account) => longLivedUserToken(token, signal, account?.app),

  async revoke({ accessToken, refreshToken }, signal) {
    // The user token (kept as the refresh token of a Page account) can revoke; a Page token cannot.
    await oauthCall({
      network: "facebook",
      action: "revoke the access",
      url: api("me/permissions", { access_token: refreshToken ?? accessToken }),
      method: "DELETE",
      signal,
    });
  },
};
