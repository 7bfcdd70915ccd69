/**
 * Connecting a social account: the OAuth 2.0 authorization code flow, network-neutral. The
 * network specifics live in its connector (src/server/integrations/social/<network>-connect.ts).
 *
 *   1. startConnection: a signed-in user asks to connect; we store a single-use OAuthState
 *      (random 32-byte id, bound to the user and network, PKCE verifier, 10 minutes) and answer
 *      the network's consent URL.
 *   2. The browser comes back to GET /api/<network>/callback?code&state (no session needed: the
 *      state says who started it). completeConnection uses up the state atomically, exchanges the
 *      code, reads the profile, stores the account with its tokens encrypted and answers where to
 *      send the browser: /accounts?success=<network>_connected or
 *      /accounts?error=<network>_auth_failed&details=<reason> (or the stored returnTo path).
 */
import { recordWebhookEvent } from "@/server/services/webhooks/record";
import { createHash, randomBytes } from "node:crypto";
import { env } from "@/env";
import { NETWORKS, networkLabel, type NetworkKey } from "@/lib/networks";
import { AppError } from "@/server/errors";
import { db, Prisma, type OAuthState } from "@/server/db";
import { getConnector, type OAuthConnector } from "@/server/integrations/social";
import {
  OAuthError,
  type InstanceClient,
  type InstanceConnector,
  type OAuthApp,
  type OAuthProfile,
  type OAuthTokens,
} from "@/server/integrations/social/types";
import { decryptSecret, encryptSecret } from "@/server/lib/crypto";
import { logger } from "@/server/logger";
import { recordActivity } from "@/server/services/activity";
import { connectFailure, throttleMemberHostConnect } from "./federated";
import type { Actor } from "@/server/services/workspaces/actor";
import { findMembership } from "@/server/services/workspaces/membership";
import { roleAtLeast, roleRequiredMessage, type WorkspaceRole } from "@/server/services/workspaces/roles";
import { callbackUri, ensureInstanceClient, storedInstanceClient } from "./instances";
import { missingConfiguration, workspaceApp } from "./network-apps";

/** How long a started connection may take at the network before its state is refused. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;
/**
 * The lowest role that connects, reconnects and disconnects a workspace's accounts (the procedures
 * declare it; the callback, which has no procedure, checks the state's workspace against it).
 */
export const CONNECT_ROLE: WorkspaceRole = "ADMIN";
/** Where the outcome goes when the connection did not say (the spec's Accounts page). */
export const DEFAULT_RETURN_PATH = "/accounts";

const STATE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function redirectUri(network: NetworkKey): string {
  return callbackUri(network);
}

function notConfiguredMessage(connector: OAuthConnector): string {
  const names = connector.requiredConfig;
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names.join("");
  return `${networkLabel(connector.network)} is not configured on this server: set ${list}.`;
}

/**
 * The connector of a network that can be connected here, or the reason it cannot (as an AppError).
 * `app`: the workspace's own app for the network, which stands in for the server's configuration.
 */
export function connectableNetwork(network: NetworkKey, app: OAuthApp | null = null): OAuthConnector {
  const info = NETWORKS[network];
  if (info.status === "comingSoon") {
    throw new AppError("BAD_REQUEST", `Coming Soon: ${info.label} integration is coming soon!`, { comingSoon: true });
  }
  const connector = getConnector(network);
  if (!connector) throw new AppError("NOT_IMPLEMENTED", `Connecting ${info.label} accounts is not available yet.`);
  if (!app && missingConfiguration(connector).length > 0) {
    throw new AppError("BAD_REQUEST", notConfiguredMessage(connector), { notConfigured: true });
  }
  return connector;
}

/**
 * A same-origin path to come back to, or null. Only paths ("/accounts?tab=x"): no scheme, no
 * host, no "//" or backslash tricks, nothing that would leave the app.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > 512) return null;
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const origin = "http://return-to.invalid";
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname.startsWith("/api/")) return null;
  return `${url.pathname}${url.search}`;
}

/** `path` with the outcome parameters set (replacing any it carried). */
function withOutcome(path: string, params: Record<string, string>): string {
  const url = new URL(path, "http://outcome.invalid");
  for (const key of ["success", "error", "details", "choose"]) url.searchParams.delete(key);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

function pkcePair(): { verifier: string; challenge: string } {
  // 32 random bytes → 43 base64url characters, within RFC 7636's 43..128.
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  return { verifier, challenge };
}

/** Starts connecting `network` in the actor's workspace: the state remembers the workspace for the callback. */
export async function startConnection(
  actor: Pick<Actor, "userId" | "workspaceId">,
  network: NetworkKey,
  returnTo?: string | null,
  options: { instance?: string | null; source?: string } = {},
): Promise<{ authUrl: string }> {
  const user = { id: actor.userId };
  const app = await workspaceApp(actor.workspaceId, network);
  const connector = connectableNetwork(network, app);
  if (connector.connectKind === "app-password") {
    throw new AppError("BAD_REQUEST", `${networkLabel(network)} connects with your handle and an app password, not a consent page.`);
  }
  let instance: InstanceClient | undefined;
  if (connector.connectKind === "instance-oauth") {
    if (!options.instance?.trim()) throw new AppError("BAD_REQUEST", `Name your ${networkLabel(network)} instance (for example mastodon.social).`);
    const federated = connector as InstanceConnector;
    await throttleMemberHostConnect(user.id, options.source ?? "unknown");
    try {
      const signal = AbortSignal.timeout(env().NETWORK_TIMEOUT_MS);
      instance = await ensureInstanceClient(federated, await federated.normalizeInstance(options.instance), signal);
    } catch (err) {
      if (err instanceof OAuthError) throw connectFailure(network, user.id, err);
      throw err;
    }
  }
  const state = randomBytes(32).toString("base64url");
  const pkce = connector.pkce ? pkcePair() : null;
  await db.oAuthState.create({
    data: {
      id: state,
      userId: user.id,
      workspaceId: actor.workspaceId,
      platform: network,
      // Useless without the code, but a secret all the same: kept encrypted like the tokens.
      codeVerifier: pkce ? encryptSecret(pkce.verifier) : null,
      returnTo: safeReturnTo(returnTo),
      instanceUrl: instance?.instanceUrl ?? null,
      expiresAt: new Date(Date.now() + OAUTH_STATE_TTL_MS),
    },
  });
  const authUrl = connector.authorizeUrl({ state, redirectUri: redirectUri(network), codeChallenge: pkce?.challenge, instance, app });
  return { authUrl };
}

export interface CallbackParams {
  code?: string | null;
  state?: string | null;
  error?: string | null;
}

export interface ConnectionOutcome {
  ok: boolean;
  /** A path of this app with the outcome in its query (spec: success / error / details). */
  redirectTo: string;
}

const CANCELLED = new Set(["access_denied", "user_cancelled_login", "user_cancelled_authorize"]);

function clip(text: string, max = 200): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 3)}...` : line;
}

type Consumed = { ok: true; row: OAuthState } | { ok: false; fail: string };

/** Uses up the state: exactly one callback can do so, and only in time and for its network. */
async function consumeState(network: NetworkKey, state: string | null | undefined): Promise<Consumed> {
  if (!state || !STATE_PATTERN.test(state))
    return { ok: false, fail: "This connection request is not valid. Please start again from the Accounts page." };
  const now = new Date();
  const used = await db.oAuthState.updateMany({
    where: { id: state, platform: network, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  const row = await db.oAuthState.findUnique({ where: { id: state } });
  if (used.count === 1 && row) return { ok: true, row };
  let why = "unknown";
  let fail = "This connection request is not valid. Please start again from the Accounts page.";
  if (row && row.platform === network) {
    if (row.usedAt) {
      why = "replayed";
      fail = "This connection request was already used. Please start again from the Accounts page.";
    } else if (row.expiresAt <= now) {
      why = "expired";
      fail = "This connection request expired. Please start again from the Accounts page.";
    }
  } else if (row) {
    why = "other network";
  }
  logger.warn({ network, why }, "oauth callback refused: state");
  return { ok: false, fail };
}

export async function completeConnection(network: NetworkKey, params: CallbackParams): Promise<ConnectionOutcome> {
  const label = networkLabel(network);
  const failed = (path: string, details: string): ConnectionOutcome => ({
    ok: false,
    redirectTo: withOutcome(path, { error: `${network}_auth_failed`, details: clip(details) }),
  });

  const consumed = await consumeState(network, params.state);
  if (!consumed.ok) return failed(DEFAULT_RETURN_PATH, consumed.fail);
  const { row } = consumed;
  const back = safeReturnTo(row.returnTo) ?? DEFAULT_RETURN_PATH;

  if (params.error) {
    const code = params.error.replace(/[^A-Za-z0-9_.-]/g, "").slice(0, 60) || "error";
    return failed(back, CANCELLED.has(code) ? `You cancelled the ${label} authorization.` : `${label} did not authorize the connection (${code}).`);
  }
  if (!params.code) return failed(back, `${label} sent no authorization code.`);

  // The workspace the connection was started in (the state says, whatever the cookie says now),
  // if the member may still connect accounts there; an older release's state: their personal one.
  const membership = await findMembership(row.userId, row.workspaceId);
  if (!membership || !roleAtLeast(membership.role, CONNECT_ROLE)) {
    return failed(back, `You can no longer connect accounts in that workspace (${roleRequiredMessage(CONNECT_ROLE).toLowerCase()}).`);
  }
  const owner = { userId: row.userId, workspaceId: membership.id };

  const connector = getConnector(network);
  if (!connector) return failed(back, `Connecting ${label} accounts is not available yet.`);
  let app: OAuthApp | null;
  try {
    app = await workspaceApp(owner.workspaceId, network);
  } catch (err) {
    return failed(back, (err as Error).message);
  }
  if (!app && missingConfiguration(connector).length > 0) return failed(back, notConfiguredMessage(connector));

  const signal = () => AbortSignal.timeout(env().NETWORK_TIMEOUT_MS);
  try {
    const codeVerifier = row.codeVerifier ? decryptSecret(row.codeVerifier) : undefined;
    let instance: InstanceClient | undefined;
    if (row.instanceUrl) {
      instance = (await storedInstanceClient(network, row.instanceUrl)) ?? undefined;
      if (!instance)
        return failed(back, `Our registration with ${new URL(row.instanceUrl).host} is gone. Please start again from the Accounts page.`);
    }
    let tokens = await connector.exchangeCode({
      code: params.code,
      redirectUri: redirectUri(network),
      codeVerifier,
      signal: signal(),
      instance,
      app,
    });
    let profile = await connector.fetchProfile(tokens.accessToken, signal(), instance);
    if (connector.listTargets) {
      // One login, several accounts (Facebook Pages): one is connected at once, several are chosen from.
      const targets = await connector.listTargets(tokens.accessToken, signal());
      if (targets.length === 0) return failed(back, `No ${label} Page you can post to was shared with PostPilot. Connect again and select a Page.`);
      if (targets.length > 1) {
        await savePendingChoice(
          owner,
          network,
          profile,
          tokens,
          targets.map((t) => t.profile),
          app,
        );
        return { ok: true, redirectTo: withOutcome(back, { choose: network }) };
      }
      ({ profile, tokens } = targets[0]!);
    }
    await saveConnectedAccount(owner, network, { profile, tokens, app });
    return { ok: true, redirectTo: withOutcome(back, { success: `${network}_connected` }) };
  } catch (err) {
    if (err instanceof OAuthError) {
      logger.warn({ network, userId: row.userId, status: err.status, reason: err.message }, "oauth connection failed");
      return failed(back, err.message);
    }
    logger.error({ network, userId: row.userId, err: (err as Error).message }, "oauth connection failed unexpectedly");
    return failed(back, `Could not connect your ${label} account. Please try again.`);
  }
}

/** Metadata of an account waiting for the member to choose which of its targets (Pages) to connect. */
export interface PendingChoice {
  choosing: { id: string; name: string; username: string | null }[];
}

export function pendingChoiceOf(metadata: unknown): PendingChoice["choosing"] | null {
  const choosing = (metadata as Partial<PendingChoice> | null)?.choosing;
  return Array.isArray(choosing) ? choosing : null;
}

/**
 * Stores the login's own token while the member chooses: the row is inactive (nothing can be
 * posted with it) and lists the choices without their tokens, which are fetched again on choice.
 */
async function savePendingChoice(
  owner: AccountOwner,
  network: NetworkKey,
  profile: OAuthProfile,
  tokens: OAuthTokens,
  choices: OAuthProfile[],
  app: OAuthApp | null,
): Promise<void> {
  const metadata: PendingChoice = {
    choosing: choices.map((c) => ({ id: c.platformUserId, name: c.accountName.slice(0, 200), username: c.username })),
  };
  const data = {
    platformUserId: profile.platformUserId,
    accountName: profile.accountName.slice(0, 200),
    username: profile.username,
    accessTokenEnc: encryptSecret(tokens.accessToken),
    refreshTokenEnc: null,
    expiresAt: tokens.expiresAt ?? null,
    refreshExpiresAt: null,
    scopes: tokens.scopes,
    isActive: false,
    isExpired: false,
    lastRefreshError: null,
    metadata: metadata as unknown as Prisma.InputJsonValue,
    appClientId: app?.clientId ?? null,
    userId: owner.userId,
  };
  await db.socialAccount.upsert({
    where: { workspaceId_platform: { workspaceId: owner.workspaceId, platform: network } },
    create: { workspaceId: owner.workspaceId, platform: network, ...data },
    update: { ...data, createdAt: new Date() },
  });
}

/** Where an account is stored: the workspace it belongs to and the member who connected it. */
export type AccountOwner = Pick<Actor, "userId" | "workspaceId">;

/**
 * Stores a connected account in the owner's workspace with its tokens encrypted (a new one, or
 * replacing the workspace's earlier connection of the network), and records the activity. `onlyIf`: the token ciphertext the row must still
 * hold (a choice made from a pending row), so a reconnect in between is never overwritten.
 */
export async function saveConnectedAccount(
  owner: AccountOwner,
  network: NetworkKey,
  connected: {
    profile: OAuthProfile;
    tokens: OAuthTokens;
    /** The workspace's own app the tokens were issued to (null or absent: the server's). */
    app?: OAuthApp | null;
    /** Secrets the provider needs beside the tokens (Bluesky's app password), already encrypted. */
    secretMetadata?: Record<string, string>;
    /** Only replace the row still holding this token (a Page chosen after a login: a newer login wins). */
    onlyIf?: { accessTokenEnc: string };
  },
): Promise<boolean> {
  const { profile, tokens, secretMetadata = {}, onlyIf, app } = connected;
  const { userId, workspaceId } = owner;
  const existing = await db.socialAccount.findUnique({
    where: { workspaceId_platform: { workspaceId, platform: network } },
    select: { platformUserId: true, isActive: true, metadata: true },
  });
  // A reconnection of the same account keeps its metadata (and a pending choice's is dropped on choice).
  const sameAccount = existing?.platformUserId === profile.platformUserId && !onlyIf;
  const kept = sameAccount && existing?.metadata && typeof existing.metadata === "object" ? (existing.metadata as Record<string, unknown>) : {};
  const merged = profile.metadata || Object.keys(secretMetadata).length > 0 ? { ...kept, ...profile.metadata, ...secretMetadata } : undefined;
  const data = {
    platformUserId: profile.platformUserId,
    accountName: profile.accountName.slice(0, 200),
    username: profile.username,
    accessTokenEnc: encryptSecret(tokens.accessToken),
    refreshTokenEnc: tokens.refreshToken ? encryptSecret(tokens.refreshToken) : null,
    expiresAt: tokens.expiresAt ?? null,
    refreshExpiresAt: tokens.refreshExpiresAt ?? null,
    scopes: tokens.scopes,
    isActive: true,
    isExpired: false,
    lastRefreshError: null,
    appClientId: app?.clientId ?? null,
    // The member who connected it last (the account itself is the workspace's).
    userId,
  };
  // "Connected on" is the latest connection; another account of the network starts afresh.
  const metadata = merged ? { metadata: merged as Prisma.InputJsonValue } : existing && !sameAccount ? { metadata: Prisma.DbNull } : {};
  // The account and its webhook event (issue 28) in one transaction.
  const saved = await db.$transaction(async (tx) => {
    let accountId: string;
    if (onlyIf) {
      const rows = await tx.socialAccount.updateManyAndReturn({
        where: { workspaceId, platform: network, accessTokenEnc: onlyIf.accessTokenEnc },
        data: { ...data, createdAt: new Date(), metadata: merged ? (merged as Prisma.InputJsonValue) : Prisma.DbNull },
        select: { id: true },
      });
      if (rows.length === 0) return false;
      accountId = rows[0]!.id;
    } else {
      const row = await tx.socialAccount.upsert({
        where: { workspaceId_platform: { workspaceId, platform: network } },
        create: { workspaceId, platform: network, ...data, ...(merged ? { metadata: merged as Prisma.InputJsonValue } : {}) },
        update: { ...data, createdAt: new Date(), ...metadata },
        select: { id: true },
      });
      accountId = row.id;
    }
    await recordWebhookEvent(tx, {
      workspaceId,
      type: "account.connected",
      data: { account: { id: accountId, network, name: data.accountName }, reconnected: Boolean(existing?.isActive), connectedBy: userId },
    });
    return true;
  });
  if (!saved) return false;
  await recordActivity(userId, "account.connected", {
    platform: network,
    accountName: data.accountName,
    reconnected: Boolean(existing?.isActive),
    workspaceId,
  });
  return true;
}

/** Forgets states that can no longer be used (a day after they expired). */
export async function purgeOAuthStates(now = new Date()): Promise<number> {
  const { count } = await db.oAuthState.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 24 * 3600_000) } } });
  return count;
}
