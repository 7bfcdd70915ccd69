/**
 * The connector factory of the networks that use the standard OAuth 2.0 authorization code flow
 * (X, LinkedIn, Threads, TikTok, YouTube): the client from configuration, the consent URL, the
 * token exchange and refresh. Each network's file keeps only what differs (endpoints, how the client
 * authenticates, its profile and revoke calls, Threads' long-lived token exchange).
 */
import { networkLabel, type NetworkKey } from "@/lib/networks";
import { basicAuth, oauthCall, tokensFromAnswer, type TokenAnswer } from "./oauth-http";
import { OAuthError, type OAuthApp, type OAuthConnector, type OAuthTokens } from "./types";

export interface OAuth2Client {
  id: string;
  secret: string;
}

/** What the network-specific calls are handed: the client of this call (a workspace's app, else the configured one) and the token call. */
export interface OAuth2Tools {
  client(): OAuth2Client;
  /** POSTs a grant to the token endpoint (client authentication added) and reads our tokens. */
  token(form: Record<string, string>, action: string, signal: AbortSignal): Promise<OAuthTokens>;
}

export interface OAuth2Spec {
  network: NetworkKey;
  /** The variables holding the client id and secret, named in the "not configured" error. */
  clientVars: readonly [string, string];
  /** The client id and secret from configuration (undefined when unset). */
  readClient(): { id?: string; secret?: string };
  /** The variables that must be set (default: clientVars). */
  requiredConfig?: () => readonly string[];
  scopes: readonly string[];
  /** How the consent URL joins the scopes (Meta and TikTok: ","). */
  scopeSeparator?: " " | ",";
  /** "required": the flow refuses to start without PKCE; "optional": sent when there is a challenge. */
  pkce: "required" | "optional" | false;
  refreshWith: OAuthConnector["refreshWith"];
  refreshWindowMs: number;
  /** The consent page. */
  authorizeUrl(): string;
  /** Parameters the network adds to the consent URL (Google's offline access). */
  authorizeParams?: Record<string, string>;
  /** The name of the client id parameter (TikTok: client_key). */
  clientIdParam?: string;
  /** The token endpoint (networks with their own exchange, like Threads, leave it out and override). */
  tokenUrl?(): string;
  /** How the client authenticates at the token endpoint: Basic header (X) or id and secret in the form. */
  clientAuth?: "basic" | "form";
  /** Who issued the tokens, in "… did not return an access token." (default: the network's name). */
  tokenIssuer?: string;
  /** Reads a token answer before the standard reading (TikTok refuses with HTTP 200 and an error). */
  checkTokenAnswer?(data: unknown, action: string): void;
  fetchProfile: OAuthConnector["fetchProfile"];
  /** Overrides of the standard grants (Threads). */
  exchangeCode?(request: Parameters<OAuthConnector["exchangeCode"]>[0], tools: OAuth2Tools): Promise<OAuthTokens>;
  refresh?(token: string, signal: AbortSignal, tools: OAuth2Tools): Promise<OAuthTokens>;
  revoke?(tokens: { accessToken: string; refreshToken?: string | null }, signal: AbortSignal, tools: OAuth2Tools): Promise<void>;
}

export function oauth2Connector(spec: OAuth2Spec): OAuthConnector {
  const label = networkLabel(spec.network);
  const clientIdParam = spec.clientIdParam ?? "client_id";

  // A workspace's own app when the call names one (issue 26), else the server's from configuration.
  const client = (app?: OAuthApp | null): OAuth2Client => {
    if (app) return { id: app.clientId, secret: app.clientSecret };
    const { id, secret } = spec.readClient();
    if (!id || !secret) throw new OAuthError(`${label} is not configured on this server: set ${spec.clientVars[0]} and ${spec.clientVars[1]}.`, true);
    return { id, secret };
  };

  const tokenCall =
    (app?: OAuthApp | null) =>
    async (form: Record<string, string>, action: string, signal: AbortSignal): Promise<OAuthTokens> => {
      if (!spec.tokenUrl) throw new Error(`${label} has no token endpoint`);
      const { id, secret } = client(app);
      const basic = spec.clientAuth === "basic";
      const data = await oauthCall<TokenAnswer>({
        network: spec.network,
        action,
        url: spec.tokenUrl(),
        ...(basic && { headers: { authorization: basicAuth(id, secret) } }),
        form: basic ? { ...form, [clientIdParam]: id } : { [clientIdParam]: id, client_secret: secret, ...form },
        signal,
      });
      spec.checkTokenAnswer?.(data, action);
      return tokensFromAnswer(spec.tokenIssuer ?? label, data, spec.scopes);
    };

  const toolsFor = (app?: OAuthApp | null): OAuth2Tools => ({ client: () => client(app), token: tokenCall(app) });

  return {
    network: spec.network,
    get requiredConfig() {
      return spec.requiredConfig?.() ?? spec.clientVars;
    },
    pkce: spec.pkce !== false,
    refreshWith: spec.refreshWith,
    refreshWindowMs: spec.refreshWindowMs,

    authorizeUrl({ state, redirectUri, codeChallenge, app }) {
      if (spec.pkce === "required" && !codeChallenge) throw new Error(`${label} requires a PKCE code challenge`);
      const url = new URL(spec.authorizeUrl());
      url.searchParams.set(clientIdParam, client(app).id);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("redirect_uri", redirectUri);
      url.searchParams.set("scope", spec.scopes.join(spec.scopeSeparator ?? " "));
      for (const [key, value] of Object.entries(spec.authorizeParams ?? {})) url.searchParams.set(key, value);
      url.searchParams.set("state", state);
      if (spec.pkce !== false && codeChallenge) {
        url.searchParams.set("code_challenge", codeChallenge);
        url.searchParams.set("code_challenge_method", "S256");
      }
      return url.toString();
    },

    exchangeCode(request) {
      const tools = toolsFor(request.app);
      if (spec.exchangeCode) return spec.exchangeCode(request, tools);
      const { code, redirectUri, codeVerifier, signal } = request;
      if (spec.pkce === "required" && !codeVerifier) throw new OAuthError("The PKCE code verifier of this connection is missing.", true);
      const form: Record<string, string> = { grant_type: "authorization_code", code, redirect_uri: redirectUri };
      if (spec.pkce !== false && codeVerifier) form.code_verifier = codeVerifier;
      return tools.token(form, "exchange the authorization code", signal);
    },

    fetchProfile: spec.fetchProfile,

    refresh(value, signal, account) {
      const tools = toolsFor(account?.app);
      if (spec.refresh) return spec.refresh(value, signal, tools);
      return tools.token({ grant_type: "refresh_token", refresh_token: value }, "renew the access token", signal);
    },

    ...(spec.revoke && { revoke: (tokens, signal, account) => spec.revoke!(tokens, signal, toolsFor(account?.app)) }),
  };
}
