/**
 * The contract every social network integration fulfils. One file per network implements it
 * (src/server/integrations/social/<network>.ts) against the network's documented HTTP API, with
 * its base URLs taken from configuration so tests can point them at contract fakes.
 */
import type { Readable } from "node:stream";
import type { NetworkKey } from "@/lib/networks";

/** A connected account as a provider needs it: decrypted tokens, never logged or returned. */
export interface ProviderAccount {
  platformUserId: string;
  username: string | null;
  accessToken: string;
  metadata: Record<string, unknown>;
}

export interface PublishMedia {
  /** Absolute URL the network (or we) can download the file from. */
  url: string;
  mimeType: string;
  /** Bytes of the file, when we hold it (uploads go through the network's upload API). */
  read?: () => Promise<Buffer>;
  /**
   * The file as a stream, when we hold it: videos go to the networks' upload APIs from here, a
   * part at a time, and are never held whole in memory (see MediaSource).
   */
  source?: () => Promise<MediaSource>;
  /** Description for people who cannot see it (Bluesky's alt, Mastodon's description). */
  alt?: string;
}

/** A stored file read as it is sent: its size, and a stream of all of it or of one byte range. */
export interface MediaSource {
  size: number;
  /** Bytes `start` to `end` (both included, within the file) or the whole file; each call is a new read. */
  open(range?: { start: number; end: number }): Promise<Readable>;
}

export interface PublishRequest {
  account: ProviderAccount;
  text: string;
  media: PublishMedia[];
  /** Video posts (TikTok, YouTube) */
  title?: string;
  /** Aborted when the publish takes too long; the outcome is then unknown. */
  signal: AbortSignal;
  /**
   * The same for every try of one post on one network (the publish log's id): networks that
   * accept an idempotency key (Mastodon's Idempotency-Key) answer a repeat with the first post.
   */
  idempotencyKey?: string;
}

export interface PublishedPost {
  platformPostId: string;
  platformPostUrl: string;
}

export interface FindRecentPostRequest {
  account: ProviderAccount;
  text: string;
  since: Date;
  signal: AbortSignal;
}

/** findRecentPost reads at most this many pages (of up to 100 posts) before answering "unknown". */
export const MAX_RECONCILE_PAGES = 20;

export interface PostMetrics {
  impressions: number;
  clicks: number;
  likes: number;
  comments: number;
  shares: number;
}

export interface SocialProvider {
  readonly network: NetworkKey;
  publish(request: PublishRequest): Promise<PublishedPost>;
  /**
   * Looks for a post with this exact text made by the account since a moment: used after a crash
   * or a timeout left a publish in an unknown state, so it is neither lost nor made twice.
   * It pages back through the account's posts until it has passed `since`; null means "read
   * everything since then, not there". When it cannot read that far (too many pages, no paging
   * information) it answers "unknown", never null. Returning only PublishedPost | null is allowed
   * (a provider that always reads everything).
   */
  findRecentPost?(request: FindRecentPostRequest): Promise<PublishedPost | null | "unknown">;
  metrics?(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<PostMetrics | null>;
  deletePost?(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<void>;
}

/**
 * How a failed network call should be handled:
 * - transient: nothing was posted; try again later (timeouts before sending, 429, 5xx);
 * - permanent: nothing was posted and retrying cannot help (revoked token, invalid body);
 * - unknown: the request may have been posted (timed out after sending); never re-post blindly.
 */
export type FailureKind = "transient" | "permanent" | "unknown";

export class PublishError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly retryAfterMs?: number,
    readonly status?: number,
  ) {
    super(message);
    this.name = "PublishError";
  }
}

/** Tokens a network issued for an account, as we store them (encrypted) on the SocialAccount. */
export interface OAuthTokens {
  accessToken: string;
  /** Absent when the network issues none (LinkedIn apps without programmatic refresh, Threads). */
  refreshToken?: string | null;
  expiresAt?: Date | null;
  refreshExpiresAt?: Date | null;
  scopes: string[];
}

/** Who connected: the network's id of the account and how we show it. */
export interface OAuthProfile {
  platformUserId: string;
  accountName: string;
  username: string | null;
  /** Stored on the account for the provider (Mastodon's instance and its text limit, Bluesky's DID and PDS). */
  metadata?: Record<string, unknown>;
}

/**
 * Our app's registration at one server of a federated network (Mastodon: POST /api/v1/apps at the
 * instance the member named), kept by the service and handed to the connector's calls.
 */
export interface InstanceClient {
  /** Origin of the instance, e.g. https://mastodon.social */
  instanceUrl: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Our developer app at a network (client id and secret). Absent: the server's, from configuration;
 * present: a workspace's own (issue 26), for that workspace's connections, renewals and revocations.
 */
export interface OAuthApp {
  clientId: string;
  clientSecret: string;
}

/** What a connector's refresh and revoke calls know of the account beyond its tokens. */
export interface ConnectedAccountContext {
  /** The app the account was connected through when it is a workspace's own (else the server's). */
  app?: OAuthApp | null;
  metadata: Record<string, unknown>;
  /** The instance registration of a federated network's account (Mastodon). */
  instance?: InstanceClient | null;
  /** A stored login secret the network allows us to sign in again with (Bluesky's app password). */
  appPassword?: string | null;
}

/** One account a login can connect (a Facebook Page), with the tokens to store for it. */
export interface ConnectTarget {
  profile: OAuthProfile;
  tokens: OAuthTokens;
}

/**
 * How a network's accounts are connected (OAuth 2.0 authorization code flow) and kept connected.
 * One per network, registered in ./index.ts (`getConnector`); the service
 * src/server/services/accounts/oauth.ts runs the flow, the refresh job calls `refresh`.
 */
export interface OAuthConnector {
  readonly network: NetworkKey;
  /**
   * How members connect (default "oauth"): the standard code flow; "instance-oauth": the same flow
   * at a server the member names, our app registered there first (Mastodon, see InstanceConnector);
   * "app-password": a login with a handle and an app password, no consent page (Bluesky, see
   * AppPasswordConnector).
   */
  readonly connectKind?: "oauth" | "instance-oauth" | "app-password";
  /** The variables that must be set for the network to be connectable (named in the error when not). */
  readonly requiredConfig: readonly string[];
  /** Whether the flow uses PKCE (S256): startConnection then makes a verifier and sends its challenge. */
  readonly pkce: boolean;
  /**
   * What `refresh` is given: the refresh token (standard grant) or the current access token
   * (Threads renews its long-lived token with the token itself).
   */
  readonly refreshWith: "refreshToken" | "accessToken";
  /** Refresh when less than this is left of the access token's life (ms). */
  readonly refreshWindowMs: number;
  /** The network's consent page for this request. */
  authorizeUrl(request: { state: string; redirectUri: string; codeChallenge?: string; instance?: InstanceClient; app?: OAuthApp | null }): string;
  exchangeCode(request: {
    code: string;
    redirectUri: string;
    codeVerifier?: string;
    signal: AbortSignal;
    instance?: InstanceClient;
    app?: OAuthApp | null;
  }): Promise<OAuthTokens>;
  fetchProfile(accessToken: string, signal: AbortSignal, instance?: InstanceClient): Promise<OAuthProfile>;
  /** New tokens from the refresh token, or from the access token (see refreshWith). */
  refresh(token: string, signal: AbortSignal, account?: ConnectedAccountContext): Promise<OAuthTokens>;
  /**
   * Networks where one login manages several accounts (Facebook: the member's Pages): the accounts
   * that can be connected, each with its own tokens. With one it is connected at once; with
   * several the member chooses (src/server/services/accounts/choose.ts).
   */
  listTargets?(accessToken: string, signal: AbortSignal): Promise<ConnectTarget[]>;
  /** Ends our access at the network, where its API allows it. */
  revoke?(tokens: { accessToken: string; refreshToken?: string | null }, signal: AbortSignal, account?: ConnectedAccountContext): Promise<void>;
}

/** A federated network's connector: registers our app at the instance a member names. */
export interface InstanceConnector extends OAuthConnector {
  readonly connectKind: "instance-oauth";
  /** The instance's origin from what a member typed ("mastodon.social", "https://x.y/"); throws OAuthError. */
  normalizeInstance(input: string): Promise<string>;
  registerApp(request: { instanceUrl: string; redirectUri: string; signal: AbortSignal }): Promise<InstanceClient>;
}

/** A network connected with a login (handle + app password) instead of a consent page. */
export interface AppPasswordConnector extends OAuthConnector {
  readonly connectKind: "app-password";
  login(request: {
    identifier: string;
    password: string;
    service?: string | null;
    signal: AbortSignal;
  }): Promise<{ tokens: OAuthTokens; profile: OAuthProfile }>;
}

/**
 * A failed OAuth call. `permanent`: the network refused (bad code, revoked grant, bad client);
 * trying again cannot help. Otherwise it could not be reached or had a problem of its own.
 * `unreachable`: no answer at all (address refused, unknown name, connection refused, timeout);
 * connects to member-named hosts answer all of these alike (src/server/services/accounts/federated.ts).
 * The message is safe to show and to log: it never contains a token or secret.
 */
export class OAuthError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly status?: number,
    readonly unreachable = false,
  ) {
    super(message);
    this.name = "OAuthError";
  }
}
