/**
 * Connecting Bluesky accounts with a handle and an app password (Settings → App passwords on
 * Bluesky), not OAuth: Bluesky's OAuth profile needs DPoP-bound tokens, PAR and a published client
 * metadata document (docs/decisions.md, "Bluesky and Mastodon").
 *
 *   login    POST {service}/xrpc/com.atproto.server.createSession  { identifier, password }
 *            → { did, handle, accessJwt, refreshJwt, didDoc } ; the DID document names the PDS
 *   profile  GET  {pds}/xrpc/app.bsky.actor.getProfile?actor=<did>   (display name)
 *   refresh  POST {pds}/xrpc/com.atproto.server.refreshSession   Authorization: Bearer <refreshJwt>
 *   revoke   POST {pds}/xrpc/com.atproto.server.deleteSession    Authorization: Bearer <refreshJwt>
 *
 * The service is BLUESKY_SERVICE_URL (bsky.social) unless the member names their own PDS; both it
 * and the PDS of the DID document are reached through guardedFetch (member-controlled addresses).
 * Access JWTs live about two hours, refresh JWTs about two months; the app password is kept
 * (encrypted) so that a session that ended can be opened again without the member.
 */
import { env } from "@/env";
import { guardedFetch, plainHttpAllowed } from "@/server/lib/guarded-fetch";
import { oauthCall } from "./oauth-http";
import { joinUrl } from "./shared";
import { OAuthError, type AppPasswordConnector, type ConnectedAccountContext, type OAuthTokens } from "./types";

interface SessionAnswer {
  did?: string;
  handle?: string;
  accessJwt?: string;
  refreshJwt?: string;
  didDoc?: { service?: { id?: string; type?: string; serviceEndpoint?: string }[] };
  active?: boolean;
  status?: string;
}

/** The `exp` of a JWT (seconds) as a date; null when it cannot be read. */
export function jwtExpiry(jwt: string): Date | null {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8")) as { exp?: unknown };
    return typeof payload.exp === "number" ? new Date(payload.exp * 1000) : null;
  } catch {
    return null;
  }
}

/** The PDS named in a DID document (#atproto_pds), else the service we logged in at. */
function pdsOf(answer: SessionAnswer, service: string): string {
  const entry = answer.didDoc?.service?.find((s) => s.id === "#atproto_pds" || s.id?.endsWith("#atproto_pds"));
  return (entry?.serviceEndpoint ?? service).replace(/\/+$/, "");
}

function tokensOf(answer: SessionAnswer | null, keepSessionOpen: boolean): OAuthTokens {
  if (!answer?.accessJwt || !answer.refreshJwt) throw new OAuthError("Bluesky did not open a session.", false);
  return {
    accessToken: answer.accessJwt,
    refreshToken: answer.refreshJwt,
    expiresAt: jwtExpiry(answer.accessJwt),
    // With the app password kept, an ended refresh JWT is not the end of the connection.
    refreshExpiresAt: keepSessionOpen ? null : jwtExpiry(answer.refreshJwt),
    scopes: ["com.atproto.appPass"],
  };
}

function pdsFrom(account: ConnectedAccountContext | undefined): string {
  const pds = account?.metadata.pds;
  if (typeof pds !== "string" || !pds) throw new OAuthError("We do not know which server hosts this Bluesky account.", true);
  return pds;
}

async function createSession(service: string, identifier: string, password: string, signal: AbortSignal): Promise<SessionAnswer> {
  try {
    const answer = await oauthCall<SessionAnswer>({
      network: "bluesky",
      action: "sign in to Bluesky",
      url: joinUrl(service, "/xrpc/com.atproto.server.createSession"),
      json: { identifier, password },
      signal,
      fetch: guardedFetch,
    });
    if (answer?.active === false) throw new OAuthError(`This Bluesky account is ${answer.status ?? "not active"}.`, true);
    return answer;
  } catch (err) {
    if (err instanceof OAuthError && err.status === 401) {
      throw new OAuthError(
        "Bluesky did not accept this handle and app password. Check both (an app password looks like xxxx-xxxx-xxxx-xxxx).",
        true,
        401,
      );
    }
    throw err;
  }
}

async function refreshSession(pds: string, refreshJwt: string, signal: AbortSignal): Promise<SessionAnswer> {
  return oauthCall<SessionAnswer>({
    network: "bluesky",
    action: "renew the Bluesky session",
    url: joinUrl(pds, "/xrpc/com.atproto.server.refreshSession"),
    method: "POST",
    headers: { authorization: `Bearer ${refreshJwt}` },
    signal,
    fetch: guardedFetch,
  });
}

/** The account's display name (cosmetic: the connection does not depend on it). */
async function readDisplayName(pds: string, accessToken: string, did: string, signal: AbortSignal): Promise<string | null> {
  try {
    const profile = await oauthCall<{ displayName?: string }>({
      network: "bluesky",
      action: "read your Bluesky profile",
      url: `${joinUrl(pds, "/xrpc/app.bsky.actor.getProfile")}?actor=${encodeURIComponent(did)}`,
      headers: { authorization: `Bearer ${accessToken}` },
      signal,
      fetch: guardedFetch,
    });
    return profile?.displayName?.trim() || null;
  } catch {
    return null;
  }
}

/** What a member may type as their own PDS: an https origin ("pds.example.com" works too; http only where plainHttpAllowed). */
export function normalizeService(input: string | null | undefined): string {
  const raw = (input ?? "").trim();
  if (!raw) return env().BLUESKY_SERVICE_URL.replace(/\/+$/, "");
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    throw new OAuthError("That is not a server address.", true);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new OAuthError("That is not a server address.", true);
  if (url.protocol === "http:" && !plainHttpAllowed(url)) {
    throw new OAuthError("Use your server's https:// address: PostPilot does not send your app password over plain http.", true);
  }
  return url.origin;
}

export const blueskyConnector: AppPasswordConnector = {
  network: "bluesky",
  connectKind: "app-password",
  // Nothing to configure: any member signs in with their own app password.
  requiredConfig: [],
  pkce: false,
  refreshWith: "refreshToken",
  // Two-hour access JWTs, renewed by the job every 10 minutes: start half an hour ahead.
  refreshWindowMs: 30 * 60_000,

  authorizeUrl() {
    throw new OAuthError("Bluesky accounts connect with an app password.", true);
  },

  exchangeCode() {
    return Promise.reject(new OAuthError("Bluesky accounts connect with an app password.", true));
  },

  async login({ identifier, password, service, signal }) {
    const origin = normalizeService(service);
    const answer = await createSession(origin, identifier.trim().replace(/^@/, ""), password.trim(), signal);
    const tokens = tokensOf(answer, true);
    if (!answer.did) throw new OAuthError("Bluesky did not say which account signed in.", false);
    const pds = pdsOf(answer, origin);
    const handle = answer.handle ?? null;
    const displayName = await readDisplayName(pds, tokens.accessToken, answer.did, signal);
    return {
      tokens,
      profile: {
        platformUserId: answer.did,
        accountName: displayName || (handle ? `@${handle}` : "Bluesky account"),
        username: handle,
        metadata: { did: answer.did, pds, handle },
      },
    };
  },

  fetchProfile() {
    return Promise.reject(new OAuthError("Bluesky accounts connect with an app password.", true));
  },

  async refresh(refreshJwt, signal, account) {
    const pds = pdsFrom(account);
    try {
      return tokensOf(await refreshSession(pds, refreshJwt, signal), Boolean(account?.appPassword));
    } catch (err) {
      // The session ended or was revoked: the kept app password opens a new one (if it was not revoked too).
      const did = account?.metadata.did;
      if (err instanceof OAuthError && err.permanent && account?.appPassword && typeof did === "string") {
        return tokensOf(await createSession(pds, did, account.appPassword, signal), true);
      }
      throw err;
    }
  },

  async revoke({ refreshToken }, signal, account) {
    if (!refreshToken) return;
    await oauthCall({
      network: "bluesky",
      action: "end the Bluesky session",
      url: joinUrl(pdsFrom(account), "/xrpc/com.atproto.server.deleteSession"),
      method: "POST",
      headers: { authorization: `Bearer ${refreshToken}` },
      signal,
      fetch: guardedFetch,
    });
  },
};
