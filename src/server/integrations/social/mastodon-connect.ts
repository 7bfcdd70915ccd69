/**
 * Connecting Mastodon accounts on any instance the member names: our app is registered with that
 * instance first (cached per instance by the service), then the OAuth 2.0 code flow runs there.
 *
 *   register  POST {instance}/api/v1/apps        client_name, redirect_uris, scopes, website
 *   consent   GET  {instance}/oauth/authorize     response_type=code, client_id, redirect_uri, scope, state
 *   token     POST {instance}/oauth/token         grant_type=authorization_code (+ client credentials)
 *   profile   GET  {instance}/api/v1/accounts/verify_credentials
 *   limits    GET  {instance}/api/v2/instance     configuration.statuses.max_characters (v1 fallback:
 *                                                 max_toot_chars, as Pleroma/Akkoma and older servers say)
 *   revoke    POST {instance}/oauth/revoke        client_id, client_secret, token
 *
 * Every call goes through guardedFetch (the instance is a member-typed address). Mastodon's access
 * tokens do not expire, so there is nothing to refresh.
 */
import { env } from "@/env";
import { NETWORKS } from "@/lib/networks";
import { checkPublicHost, guardedFetch } from "@/server/lib/guarded-fetch";
import { SafeFetchError } from "@/server/lib/safe-fetch";
import { oauthCall } from "./oauth-http";
import { joinUrl } from "./shared";
import { OAuthError, type InstanceClient, type InstanceConnector } from "./types";

export const MASTODON_SCOPES = ["read", "write"] as const;

const INSECURE_INSTANCE_MESSAGE = "Use your instance's https:// address: PostPilot does not send its keys and your tokens over plain http.";

interface InstanceAnswer {
  configuration?: { statuses?: { max_characters?: number; max_media_attachments?: number } };
  max_toot_chars?: number;
}

function positive(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The instance's limits (v2, then v1); Mastodon's defaults when it does not say. */
export async function readInstanceLimits(instanceUrl: string, signal: AbortSignal): Promise<{ maxCharacters: number; maxMediaAttachments?: number }> {
  for (const path of ["/api/v2/instance", "/api/v1/instance"]) {
    try {
      const answer = await oauthCall<InstanceAnswer>({
        network: "mastodon",
        action: "read the instance's limits",
        url: joinUrl(instanceUrl, path),
        signal,
        fetch: guardedFetch,
      });
      const maxCharacters = positive(answer?.configuration?.statuses?.max_characters) ?? positive(answer?.max_toot_chars);
      const maxMediaAttachments = positive(answer?.configuration?.statuses?.max_media_attachments);
      if (maxCharacters) return { maxCharacters, maxMediaAttachments };
    } catch {
      // older servers lack v2; try v1, then fall back to the defaults
    }
  }
  return { maxCharacters: NETWORKS.mastodon.text.limit };
}

export const mastodonConnector: InstanceConnector = {
  network: "mastodon",
  connectKind: "instance-oauth",
  // Nothing to configure: our app registers itself with each instance.
  requiredConfig: [],
  pkce: false,
  refreshWith: "accessToken",
  refreshWindowMs: 0,

  async normalizeInstance(input) {
    let raw = input.trim().replace(/\/+$/, "");
    // "@alice@mastodon.social" and "alice@mastodon.social" name the instance after the last @.
    if (raw.includes("@") && !raw.includes("/")) raw = raw.slice(raw.lastIndexOf("@") + 1);
    if (!raw) throw new OAuthError("Name your Mastodon instance, e.g. mastodon.social.", true);
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
    try {
      const url = await checkPublicHost(withScheme);
      return url.origin;
    } catch (err) {
      if (!(err instanceof SafeFetchError)) throw err;
      // Known from what was typed: said as it is. Refused and unknown hosts get one answer (unreachable).
      if (err.kind === "insecure") throw new OAuthError(INSECURE_INSTANCE_MESSAGE, true);
      if (err.kind === "invalid_url")
        throw new OAuthError(`${raw} is not an instance address. Name your Mastodon instance, e.g. mastodon.social.`, true);
      throw new OAuthError(`Could not reach the Mastodon instance ${raw}.`, true, undefined, true);
    }
  },

  async registerApp({ instanceUrl, redirectUri, signal }): Promise<InstanceClient> {
    const answer = await oauthCall<{ client_id?: string; client_secret?: string }>({
      network: "mastodon",
      action: "register PostPilot with your instance",
      url: joinUrl(instanceUrl, "/api/v1/apps"),
      form: { client_name: env().MASTODON_CLIENT_NAME, redirect_uris: redirectUri, scopes: MASTODON_SCOPES.join(" "), website: env().APP_URL },
      signal,
      fetch: guardedFetch,
    });
    if (!answer?.client_id || !answer.client_secret) throw new OAuthError("The instance did not register our app. Is it a Mastodon server?", false);
    return { instanceUrl, clientId: answer.client_id, clientSecret: answer.client_secret };
  },

  authorizeUrl({ state, redirectUri, instance }) {
    if (!instance) throw new OAuthError("Name your Mastodon instance first.", true);
    const url = new URL(joinUrl(instance.instanceUrl, "/oauth/authorize"));
    url.searchParams.set("response_type", "code");
    url.searchParams.set("client_id", instance.clientId);
    url.searchParams.set("redirect_uri", redirectUri);
    url.searchParams.set("scope", MASTODON_SCOPES.join(" "));
    url.searchParams.set("state", state);
    return url.toString();
  },

  async exchangeCode({ code, redirectUri, signal, instance }) {
    if (!instance) throw new OAuthError("This connection does not say which instance it was for.", true);
    const answer = await oauthCall<{ access_token?: string; scope?: string }>({
      network: "mastodon",
      action: "exchange the authorization code",
      url: joinUrl(instance.instanceUrl, "/oauth/token"),
      form: {
        grant_type: "authorization_code",
        code,
        client_id: instance.clientId,
        client_secret: instance.clientSecret,
        redirect_uri: redirectUri,
        scope: MASTODON_SCOPES.join(" "),
      },
      signal,
      fetch: guardedFetch,
    });
    if (!answer?.access_token) throw new OAuthError("Mastodon did not return an access token.", false);
    return {
      accessToken: answer.access_token,
      refreshToken: null,
      expiresAt: null,
      refreshExpiresAt: null,
      scopes: (answer.scope ?? MASTODON_SCOPES.join(" ")).split(/\s+/).filter(Boolean),
    };
  },

  async fetchProfile(accessToken, signal, instance) {
    if (!instance) throw new OAuthError("This connection does not say which instance it was for.", true);
    const me = await oauthCall<{ id?: string; username?: string; acct?: string; display_name?: string; url?: string }>({
      network: "mastodon",
      action: "read your Mastodon profile",
      url: joinUrl(instance.instanceUrl, "/api/v1/accounts/verify_credentials"),
      headers: { authorization: `Bearer ${accessToken}` },
      signal,
      fetch: guardedFetch,
    });
    if (!me?.id) throw new OAuthError("Mastodon did not say which account was connected.", false);
    const host = new URL(instance.instanceUrl).host;
    const username = me.username ? `${me.username}@${host}` : null;
    const limits = await readInstanceLimits(instance.instanceUrl, signal);
    return {
      platformUserId: me.id,
      accountName: me.display_name?.trim() || (username ? `@${username}` : "Mastodon account"),
      username,
      metadata: { instanceUrl: instance.instanceUrl, profileUrl: me.url ?? null, ...limits },
    };
  },

  refresh() {
    return Promise.reject(new OAuthError("Mastodon access tokens do not expire.", true));
  },

  async revoke({ accessToken }, signal, account) {
    const instance = account?.instance;
    if (!instance)
      throw new OAuthError("We no longer know this instance's registration; the token stays valid there until you revoke it in its settings.", true);
    await oauthCall({
      network: "mastodon",
      action: "revoke our access",
      url: joinUrl(instance.instanceUrl, "/oauth/revoke"),
      form: { client_id: instance.clientId, client_secret: instance.clientSecret, token: accessToken },
      signal,
      fetch: guardedFetch,
    });
  },
};
