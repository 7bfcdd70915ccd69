/**
 * The shared base of the social network contract fakes (test/fakes/networks/<network>.ts): ONE
 * local HTTP server (FakeHub) that routes /<network>/... to that network's fake, and everything the
 * networks have in common: access tokens a test registers or the OAuth side issues, the
 * behaviours (latency, rateLimit, failRequests, serviceUnavailable, hang, failNextCreates,
 * createThenHang, validationError, denyAuthorization, failRefresh), the consent page, authorization
 * codes, refresh tokens and revocation, the record of created posts, metrics and requests.
 *
 * A network's fake (a NetworkFake subclass) brings only what is its own: its OAuth token and
 * revoke routes, its API routes and wire formats, its error bodies, which call creates a post, and
 * the environment variables that point our provider and connector at it. The composition
 * (test/fakes/social-network.ts) lists the networks.
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { NetworkKey } from "../../../src/lib/networks";

/** Who a registered access token belongs to (as our SocialAccount stores it). */
export interface FakeAccount {
  platformUserId: string;
  username?: string | null;
  /** Display name (profile calls); made up from the username when absent. */
  name?: string | null;
}

/** A token the fake's OAuth side issued. */
export interface FakeIssuedToken {
  network: NetworkKey;
  accessToken: string;
  refreshToken: string | null;
  /** code: from an authorization code; exchange: Threads' long-lived token; refresh: from a refresh. */
  grant: "code" | "exchange" | "refresh";
  /** The app (client id) the token was issued to: the network's default client or one added with addClient. */
  clientId: string;
  account: FakeAccount;
  scopes: string[];
  expiresInSeconds: number;
  at: Date;
}

export interface FakeMedia {
  /** X media id, LinkedIn image URN or Threads container id. */
  id: string;
  mimeType?: string;
  /** Uploaded bytes (X and LinkedIn upload files; Threads fetches URLs). */
  size?: number;
  sha256?: string;
  /** X `media_category`. */
  category?: string;
  /** Threads: the URL the network was told to fetch, and the container's media_type. */
  url?: string;
  mediaType?: string;
}

export interface FakePost {
  network: NetworkKey;
  /** The id the network answered (X/Threads: numeric string; LinkedIn: urn:li:share:...). */
  id: string;
  accountId: string;
  username: string | null;
  /** The text as readers see it (LinkedIn: the little-format commentary rendered). */
  text: string;
  /** The text exactly as sent (LinkedIn: the commentary with its escapes). */
  rawText: string;
  media: FakeMedia[];
  /** TikTok/YouTube: the video's title and who may see it (privacy_level / privacyStatus). */
  title?: string;
  privacy?: string;
  createdAt: Date;
  url: string;
  deleted: boolean;
}

/** How a network misbehaves. Every field is optional in setBehaviour; reset() clears them all. */
export interface FakeBehaviour {
  /** Added before answering every call. */
  latencyMs: number;
  /** The next N post-creating calls answer 500 (nothing is created). */
  failNextCreates: number;
  /**
   * Answer 429 to every call (or only the next `calls` ones). X sends x-rate-limit-reset (as X
   * does), LinkedIn and Threads send Retry-After.
   */
  rateLimit: { retryAfterSeconds: number; calls?: number } | null;
  /** Refuse the call that submits the post's content with 400 and this message, in the network's format. */
  validationError: string | null;
  /** Answer 500 to the calls matching `path` (and `method`), every time or the next `times` ones. */
  failRequests: { path: RegExp; method?: string; times?: number } | null;
  /**
   * Every `every`-th post-creating call answers 503 Service Unavailable (nothing is created), with
   * Retry-After when `retryAfterSeconds` is set: a network having a bad moment.
   */
  serviceUnavailable: { every: number; retryAfterSeconds?: number } | null;
  /** Never answer any call. */
  hang: boolean;
  /** Post-creating calls create the post, then never answer. */
  createThenHang: boolean;
  /** Post-creating calls create the post, then reset the connection (TCP RST) instead of answering. */
  createThenReset: boolean;
  /** The consent page: the member refuses (redirect back with the network's error) instead of approving. */
  denyAuthorization: boolean;
  /** Refresh grants (X, LinkedIn) and Threads' th_refresh_token answer the network's "invalid grant". */
  failRefresh: boolean;
  /** LinkedIn: issue refresh tokens with access tokens, as LinkedIn does for approved partner apps. */
  partnerRefreshTokens: boolean;
  /** TikTok: uploaded videos stay PROCESSING_DOWNLOAD (never published) while set. */
  tiktokProcessing: boolean;
  /** TikTok: uploaded videos end FAILED with this fail_reason (nothing is posted). */
  tiktokFailReason: string | null;
  /** YouTube: every API call answers 403 quotaExceeded. */
  youtubeQuotaExceeded: boolean;
  /** YouTube: the next `times` upload parts are cut off: the session keeps their first `keepBytes`, the PUT answers 503. */
  youtubeBreakPart: { keepBytes: number; times: number } | null;
  /** TikTok: the next N upload chunks answer 500 internal_error (nothing of them is kept). */
  tiktokFailChunks: number;
}

/** Raw counters per network, in each network's own field names. */
export interface FakeMetrics {
  x: { impression_count?: number; like_count?: number; reply_count?: number; retweet_count?: number; quote_count?: number; bookmark_count?: number };
  linkedin: { totalLikes?: number; aggregatedTotalComments?: number; totalFirstLevelComments?: number };
  threads: { views?: number; likes?: number; replies?: number; reposts?: number; quotes?: number; shares?: number };
  tiktok: Record<string, never>;
  youtube: { viewCount?: number; likeCount?: number; commentCount?: number; favoriteCount?: number };
}

export interface FakeRequest {
  network: NetworkKey | "files";
  method: string;
  /** Path without the network prefix, e.g. /2/tweets */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON or form fields; multipart file fields are given as { size, type }. */
  body: unknown;
  /** The app (client id) the request's access token was issued to, when it carried one the network knows. */
  tokenClientId?: string;
  at: Date;
}

export const IDLE: FakeBehaviour = {
  latencyMs: 0,
  failNextCreates: 0,
  rateLimit: null,
  validationError: null,
  failRequests: null,
  serviceUnavailable: null,
  hang: false,
  createThenHang: false,
  createThenReset: false,
  denyAuthorization: false,
  failRefresh: false,
  partnerRefreshTokens: false,
  tiktokProcessing: false,
  tiktokFailReason: null,
  youtubeQuotaExceeded: false,
  youtubeBreakPart: null,
  tiktokFailChunks: 0,
};

export interface PendingCode {
  network: NetworkKey;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  account: FakeAccount;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  expiresAt: number;
  used: boolean;
}

/** An uploaded file (X media, LinkedIn images). */
export interface Upload {
  owner: string;
  id: string;
  mimeType: string;
  size: number;
  sha256: string;
  category?: string;
}

export class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** Opaque paging cursor of the fakes (X's next_token, Threads' cursors): an offset in base64url. */
export function pageToken(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString("base64url");
}

/** The offset a cursor stands for: 0 without one, null when it is not one of ours. */
export function pageOffset(token: string | null): number | null {
  if (!token) return 0;
  const match = /^offset:(\d+)$/.exec(Buffer.from(token, "base64url").toString());
  return match ? Number(match[1]) : null;
}

export interface Ctx {
  network: NetworkKey;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  raw: Buffer;
  json: unknown;
  form: URLSearchParams | null;
  multipart: FormData | null;
  behaviour: FakeBehaviour;
}

export interface NetworkErrors {
  unauthorized(): Answer;
  rateLimited(retryAfterSeconds: number): Answer;
  serverError(): Answer;
  invalid(message: string, field?: string): Answer;
  forbidden(message: string): Answer;
  unsupported(method: string, what: string): Answer;
}

export function displayName(account: FakeAccount): string {
  return account.name ?? (account.username ? `Fake ${account.username}` : `Member ${account.platformUserId}`);
}

/** What kind of call a route is, for the behaviours. */
export type CallKind = "create" | "submit" | "other";

/** Never answered: the request stays open until the client gives up or the fake stops. */
export const HANG = Symbol("hang");
/** The post was made; the connection is then reset instead of answered. */
export const RESET = Symbol("reset");

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function parse(network: NetworkKey, req: IncomingMessage, path: string, query: URLSearchParams, raw: Buffer): Promise<Ctx> {
  const type = headerValue(req.headers["content-type"]) ?? "";
  let json: unknown = null;
  let form: URLSearchParams | null = null;
  let multipart: FormData | null = null;
  if (type.startsWith("application/json") && raw.length > 0) {
    try {
      json = JSON.parse(raw.toString("utf8"));
    } catch {
      json = null;
    }
  } else if (type.startsWith("application/x-www-form-urlencoded")) {
    form = new URLSearchParams(raw.toString("utf8"));
  } else if (type.startsWith("multipart/form-data")) {
    try {
      multipart = await new Response(new Uint8Array(raw), { headers: { "content-type": type } }).formData();
    } catch {
      multipart = null;
    }
  }
  return {
    network,
    method: req.method ?? "GET",
    path,
    query,
    headers: req.headers,
    raw,
    json,
    form,
    multipart,
    behaviour: { ...IDLE },
  };
}

export function describeBody(ctx: Ctx): unknown {
  if (ctx.json !== null) return ctx.json;
  if (ctx.form) return Object.fromEntries(ctx.form);
  if (ctx.multipart) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of ctx.multipart) out[key] = typeof value === "string" ? value : { size: value.size, type: value.type };
    return out;
  }
  return ctx.raw.length > 0 ? { bytes: ctx.raw.length } : null;
}

export function bearer(header: string | string[] | undefined): string | undefined {
  const value = headerValue(header);
  const match = value ? /^Bearer\s+(.+)$/i.exec(value) : null;
  return match?.[1]?.trim();
}

export function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function send(res: ServerResponse, answer: Answer): void {
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.body === null || answer.body === undefined) {
    res.writeHead(answer.status, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(answer.body);
  headers["content-type"] = "application/json";
  res.writeHead(answer.status, headers);
  res.end(text);
}

// --- a network's fake --------------------------------------------------------------------------

/** Our app's client registration at a network (what oauthEnvVars() configures). */
export interface FakeOAuthClient {
  clientId: string;
  clientSecret: string;
}

/** How a network's consent page reads the request and answers it. */
export interface ConsentRules {
  /** The query parameter carrying our client id (TikTok: client_key). */
  clientParam: string;
  /** How the scope parameter separates scopes. */
  scopeSeparator: " " | ",";
  /** PKCE: required with a state (X, TikTok), used when sent (Google), or not at all. */
  pkce: "required" | "optional" | "none";
  /** A network's own check of the consent request (Google: access_type=offline). */
  check?(query: URLSearchParams): Answer | null;
  /** The parameters the network sends back when the member refuses. */
  denied: Record<string, string>;
  /** How long a code stays valid. */
  codeTtlMs: number;
  /** Appended to the redirect (Meta's #_). */
  redirectSuffix?: string;
}

/** The static side of a network's fake: what the composition reads before any instance exists. */
export interface NetworkFakeClass<K extends NetworkKey = NetworkKey> {
  readonly key: K;
  /** post: text/image posts (FAKE_NETWORKS); video: AI short videos (FAKE_VIDEO_NETWORKS). */
  readonly kind: "post" | "video";
  readonly client: FakeOAuthClient;
  new (hub: FakeHub): NetworkFake;
}

/** One network's side of the fake; `hub` holds what the networks share. */
export abstract class NetworkFake {
  constructor(protected readonly hub: FakeHub) {}

  get key(): NetworkKey {
    return (this.constructor as unknown as NetworkFakeClass).key;
  }

  get client(): FakeOAuthClient {
    return (this.constructor as unknown as NetworkFakeClass).client;
  }

  abstract readonly errors: NetworkErrors;
  abstract readonly consentRules: ConsentRules;
  /** The call where the network checks the post's content (Threads: when the container is made). */
  readonly submitKind: CallKind = "create";

  /** The OAuth routes (and any other route that needs no access token); null for every other route. */
  abstract oauth(ctx: Ctx): Answer | null | Promise<Answer | null>;
  /** The network's API routes, for a caller with a valid access token. */
  abstract api(ctx: Ctx, account: FakeAccount): Answer | Promise<Answer>;
  /** Which call creates a post or submits its content (only they may leave a post behind when they fail). */
  abstract callKind(ctx: Ctx): CallKind;
  /** The variables that point our provider (or a worker process) at this network's fake. */
  abstract envVars(baseUrl: string): Record<string, string>;
  /** The variables that point our OAuth connector at it (client credentials, consent page). */
  abstract oauthEnvVars(baseUrl: string): Record<string, string>;

  /** Where the access token is sent (a bearer header unless the network says otherwise). */
  accessToken(ctx: Ctx): string | undefined {
    return bearer(ctx.headers.authorization);
  }

  /** An answer before the rate limit and failure behaviours (YouTube's quota), or null. */
  preflight(_ctx: Ctx): Answer | null {
    return null;
  }

  /** A new member approving at the consent page. */
  newMember(): FakeAccount {
    const id = this.hub.nextId(1_700_000_000_000_000n);
    const suffix = id.slice(-4);
    return { platformUserId: id, username: `${this.key}_member_${suffix}`, name: `Fake ${this.key} member ${suffix}` };
  }

  /** Forgets the network's own state (uploads, containers, sessions). */
  reset(): void {}
}

/** Whether a PKCE verifier matches the challenge a code was issued for (true when there was none). */
export function verifierMatches(pending: PendingCode, verifier: string | null): boolean {
  if (!pending.codeChallenge) return true;
  if (!verifier) return false;
  const expected = pending.codeChallengeMethod === "S256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
  return expected === pending.codeChallenge;
}

// --- the server --------------------------------------------------------------------------------

/** The one server every network's fake answers on, under /<network>, and what they share. */
export class FakeHub {
  private server: Server | null = null;
  /** http://127.0.0.1:<port> once started. */
  origin = "";
  private generation = 0;
  private counter = 0;
  protected readonly fakes = new Map<NetworkKey, NetworkFake>();
  private readonly tokens = new Map<NetworkKey, Map<string, FakeAccount>>();
  private readonly behaviours = new Map<NetworkKey, FakeBehaviour>();
  /** Every post created, oldest first (for the network fakes; tests read posts()). */
  readonly created: FakePost[] = [];
  private readonly counters = new Map<string, Record<string, number>>();
  private readonly log: FakeRequest[] = [];
  private readonly files = new Map<string, { bytes: Buffer; mimeType: string }>();
  private readonly hanging = new Set<ServerResponse>();
  /** Post-creating calls seen (for serviceUnavailable.every). */
  private createCalls = 0;
  private readonly codes = new Map<string, PendingCode>();
  readonly refreshTokens = new Map<string, { network: NetworkKey; account: FakeAccount; scopes: string[]; expiresAt: number; clientId: string }>();
  /** Apps registered at a network besides its default client (a workspace's own developer app). */
  private readonly extraClients = new Map<NetworkKey, FakeOAuthClient[]>();
  /** Which app each access token was issued to. */
  private readonly tokenClients = new Map<string, string>();
  /** Tokens issued by the OAuth side, oldest first. */
  readonly issued: FakeIssuedToken[] = [];
  private readonly revoked: { network: NetworkKey; token: string; at: Date }[] = [];
  private readonly nextConsent = new Map<NetworkKey, FakeAccount>();
  /** Errors in the fake itself (a test should expect none). */
  readonly internalErrors: Error[] = [];

  constructor(networks: readonly NetworkFakeClass[]) {
    for (const Fake of networks) this.fakes.set(Fake.key, new Fake(this));
  }

  /** Starts on 127.0.0.1, on a free port unless one is given (the e2e server uses a fixed one). */
  async start(port = 0): Promise<unknown> {
    if (this.server) return;
    const server = createServer((req, res) => {
      this.handle(req, res).catch((err: Error) => {
        this.internalErrors.push(err);
        if (!res.headersSent) {
          res.writeHead(500, { "content-type": "application/json" });
          res.end(JSON.stringify({ fakeError: err.message }));
        }
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.server = server;
    this.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    this.generation++;
    this.hanging.clear();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Where one network's fake answers. */
  baseUrl(network: NetworkKey): string {
    if (!this.origin) throw new Error("SocialNetworkFake: start() it first");
    return `${this.origin}/${network}`;
  }

  /** Every post created (deleted ones included, flagged), oldest first. */
  posts(network?: NetworkKey): FakePost[] {
    return this.created.filter((p) => !network || p.network === network).map((p) => ({ ...p, media: [...p.media] }));
  }

  /** Every request received, oldest first. */
  requests(network?: NetworkKey | "files"): FakeRequest[] {
    return this.log.filter((r) => !network || r.network === network);
  }

  /** Merges into the network's current behaviour. */
  setBehaviour(network: NetworkKey, behaviour: Partial<FakeBehaviour>): void {
    this.behaviours.set(network, { ...this.behaviour(network), ...behaviour });
  }

  behaviour(network: NetworkKey): FakeBehaviour {
    return this.behaviours.get(network) ?? { ...IDLE };
  }

  registerToken(network: NetworkKey, token: string, account: FakeAccount): void {
    let tokens = this.tokens.get(network);
    if (!tokens) this.tokens.set(network, (tokens = new Map()));
    tokens.set(token, { platformUserId: account.platformUserId, username: account.username ?? null, name: account.name ?? null });
  }

  /** Whether the network accepts this access token now (issued or registered, not revoked). */
  acceptsToken(network: NetworkKey, token: string): boolean {
    return this.tokens.get(network)?.has(token) ?? false;
  }

  /** Registers another developer app at a network (its consent page and token endpoint accept it too). */
  addClient(network: NetworkKey, client: FakeOAuthClient): void {
    this.extraClients.set(network, [...(this.extraClients.get(network) ?? []), client]);
  }

  /** The network's app with this id (and secret, when given): its default client or an added one. */
  knownClient(network: NetworkKey, id: string | null | undefined, secret?: string | null): FakeOAuthClient | null {
    const all = [this.fakes.get(network)!.client, ...(this.extraClients.get(network) ?? [])];
    return all.find((c) => c.clientId === id && (secret === undefined || c.clientSecret === secret)) ?? null;
  }

  /** Who approves at the network's next consent page (default: a new member each time). */
  setConsentingAccount(network: NetworkKey, account: FakeAccount): void {
    this.nextConsent.set(network, account);
  }

  /**
   * What the browser does with an auth URL: open the consent page (the member approves, or
   * refuses under `denyAuthorization`) and follow the network's redirect. Answers the URL the
   * network sends the browser to (our callback with code and state, or error).
   */
  async consent(authUrl: string): Promise<URL> {
    const res = await fetch(authUrl, { redirect: "manual" });
    const location = res.headers.get("location");
    if (res.status !== 302 || !location) throw new Error(`consent page answered ${res.status}: ${await res.text()}`);
    return new URL(location);
  }

  /** Tokens issued by the OAuth side, oldest first. */
  issuedTokens(network?: NetworkKey): FakeIssuedToken[] {
    return this.issued.filter((t) => !network || t.network === network).map((t) => ({ ...t }));
  }

  /** Tokens revoked through the network's revoke call, oldest first. */
  revokedTokens(network?: NetworkKey): string[] {
    return this.revoked.filter((r) => !network || r.network === network).map((r) => r.token);
  }

  /** Sets the counters the network reports for one of its posts. */
  setMetrics<N extends keyof FakeMetrics>(network: N, postId: string, metrics: FakeMetrics[N]): void {
    this.counters.set(`${network}:${postId}`, { ...(metrics as Record<string, number>) });
  }

  /** Serves bytes at <origin>/files/<name> (a public media URL Threads can be told to fetch). */
  addFile(name: string, bytes: Buffer, mimeType: string): string {
    this.files.set(name, { bytes, mimeType });
    return `${this.origin}/files/${encodeURIComponent(name)}`;
  }

  /** Forgets everything (posts, tokens, behaviours, metrics, uploads, requests, files); keeps running. */
  reset(): void {
    this.generation++;
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    this.tokens.clear();
    this.behaviours.clear();
    this.created.length = 0;
    this.counters.clear();
    this.log.length = 0;
    this.files.clear();
    this.codes.clear();
    this.refreshTokens.clear();
    this.issued.length = 0;
    this.revoked.length = 0;
    this.nextConsent.clear();
    this.extraClients.clear();
    this.tokenClients.clear();
    for (const fake of this.fakes.values()) fake.reset();
    this.internalErrors.length = 0;
  }

  // --- for the network fakes -------------------------------------------------------------------

  /** A fresh numeric id above `base` (X and Threads ids, member ids). */
  nextId(base: bigint): string {
    this.counter++;
    return (base + BigInt(this.counter) * 7919n).toString();
  }

  /** The consent page: checks the request like the network does, then the member approves (or refuses). */
  authorizePage(ctx: Ctx): Answer {
    const { network, query, behaviour } = ctx;
    const fake = this.fakes.get(network)!;
    const rules = fake.consentRules;
    const client = this.knownClient(network, query.get(rules.clientParam));
    const redirectUri = query.get("redirect_uri") ?? "";
    const state = query.get("state");
    // Problems with the app itself are shown on the network's page, never redirected.
    const clientParam = rules.clientParam;
    if (!client) return new Answer(400, { error: "invalid_client", error_description: `Unknown ${clientParam}` });
    if (!/^https?:\/\//.test(redirectUri))
      return new Answer(400, { error: "invalid_request", error_description: "redirect_uri is missing or invalid" });
    if (query.get("response_type") !== "code")
      return new Answer(400, { error: "unsupported_response_type", error_description: "response_type must be code" });
    const scopeText = query.get("scope") ?? "";
    const scopes = scopeText.split(rules.scopeSeparator).filter(Boolean);
    if (scopes.length === 0) return new Answer(400, { error: "invalid_scope", error_description: "scope is required" });
    let codeChallenge: string | undefined;
    let codeChallengeMethod: string | undefined;
    if (rules.pkce === "optional" && query.get("code_challenge")) {
      codeChallenge = query.get("code_challenge") ?? undefined;
      codeChallengeMethod = query.get("code_challenge_method") ?? "plain";
    }
    const refused = rules.check?.(query);
    if (refused) return refused;
    if (rules.pkce === "required") {
      codeChallenge = query.get("code_challenge") ?? undefined;
      codeChallengeMethod = query.get("code_challenge_method") ?? "plain";
      if (!state) return new Answer(400, { error: "invalid_request", error_description: "state is required" });
      if (!codeChallenge || !["S256", "plain"].includes(codeChallengeMethod)) {
        return new Answer(400, { error: "invalid_request", error_description: "code_challenge and code_challenge_method are required" });
      }
    }

    const back = new URL(redirectUri);
    if (behaviour.denyAuthorization) {
      for (const [key, value] of Object.entries(rules.denied)) back.searchParams.set(key, value);
      if (state) back.searchParams.set("state", state);
      return new Answer(302, null, { location: back.toString() });
    }

    const code = randomBytes(24).toString("base64url");
    const chosen = this.nextConsent.get(network);
    this.codes.set(code, {
      network,
      clientId: client.clientId,
      redirectUri,
      scopes,
      account: chosen ? { ...chosen } : fake.newMember(),
      codeChallenge,
      codeChallengeMethod,
      expiresAt: Date.now() + rules.codeTtlMs,
      used: false,
    });
    back.searchParams.set("code", code);
    if (state) back.searchParams.set("state", state);
    return new Answer(302, null, { location: `${back.toString()}${rules.redirectSuffix ?? ""}` });
  }

  /** A code for this network, client and redirect URI, unused and in time; used up by this call. */
  takeCode(network: NetworkKey, code: string | null, redirectUri: string | null, clientId?: string): PendingCode | string {
    const pending = code ? this.codes.get(code) : undefined;
    if (!pending || pending.network !== network) return "unknown code";
    // A code is redeemed by the app it was issued to.
    if (clientId !== undefined && pending.clientId !== clientId) return "code issued to another client";
    if (pending.used) return "code already used";
    if (pending.expiresAt < Date.now()) return "code expired";
    if (pending.redirectUri !== redirectUri) return "redirect_uri does not match";
    pending.used = true;
    return pending;
  }

  issue(
    network: NetworkKey,
    grant: FakeIssuedToken["grant"],
    account: FakeAccount,
    scopes: string[],
    options: { refresh: boolean; ttl: number; refreshTtl?: number; clientId?: string },
  ): FakeIssuedToken {
    const clientId = options.clientId ?? this.fakes.get(network)!.client.clientId;
    const accessToken = `${network}-at-${randomBytes(18).toString("base64url")}`;
    const refreshToken = options.refresh ? `${network}-rt-${randomBytes(18).toString("base64url")}` : null;
    this.registerToken(network, accessToken, account);
    this.tokenClients.set(accessToken, clientId);
    if (refreshToken) {
      this.refreshTokens.set(refreshToken, {
        network,
        account,
        scopes,
        clientId,
        expiresAt: Date.now() + (options.refreshTtl ?? 180 * 86400) * 1000,
      });
    }
    const token: FakeIssuedToken = {
      network,
      accessToken,
      refreshToken,
      grant,
      clientId,
      account,
      scopes,
      expiresInSeconds: options.ttl,
      at: new Date(),
    };
    this.issued.push(token);
    return token;
  }

  revokeToken(network: NetworkKey, token: string): boolean {
    const wasAccess = this.tokens.get(network)?.delete(token) ?? false;
    const refresh = this.refreshTokens.get(token);
    const wasRefresh = refresh?.network === network && this.refreshTokens.delete(token);
    if (wasAccess || wasRefresh) this.revoked.push({ network, token, at: new Date() });
    return wasAccess || wasRefresh;
  }

  /** Revokes a token and every token of the same grant (TikTok and Google end the whole grant). */
  revokeGrant(network: NetworkKey, token: string): boolean {
    const related = this.issued.filter((t) => t.network === network && (t.accessToken === token || t.refreshToken === token));
    let any = this.revokeToken(network, token);
    for (const t of related) {
      if (t.refreshToken) {
        for (const other of this.issued.filter((o) => o.network === network && o.refreshToken === t.refreshToken))
          any = this.revokeToken(network, other.accessToken) || any;
        any = this.revokeToken(network, t.refreshToken) || any;
      }
      any = this.revokeToken(network, t.accessToken) || any;
    }
    return any;
  }

  addPost(network: NetworkKey, account: FakeAccount, post: Omit<FakePost, "network" | "accountId" | "username" | "createdAt" | "deleted">): FakePost {
    const record: FakePost = {
      network,
      accountId: account.platformUserId,
      username: account.username ?? null,
      createdAt: new Date(),
      deleted: false,
      ...post,
    };
    this.created.push(record);
    return record;
  }

  live(network: NetworkKey, id: string): FakePost | undefined {
    return this.created.find((p) => p.network === network && p.id === id && !p.deleted);
  }

  metricsOf(network: NetworkKey, id: string): Record<string, number> {
    return this.counters.get(`${network}:${id}`) ?? {};
  }

  // --- routing ---------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const generation = this.generation;
    const url = new URL(req.url ?? "/", this.origin);
    const [, prefix = "", ...rest] = url.pathname.split("/");
    const path = `/${rest.join("/")}`;
    const raw = await readBody(req);

    if (prefix === "files" && req.method === "GET") {
      this.record("files", req, path, url.searchParams, null);
      const file = this.files.get(decodeURIComponent(rest.join("/")));
      if (!file) return send(res, new Answer(404, { error: "no such file" }));
      res.writeHead(200, { "content-type": file.mimeType, "content-length": String(file.bytes.length) });
      res.end(file.bytes);
      return;
    }
    const fake = this.fakes.get(prefix as NetworkKey);
    if (!fake) return send(res, new Answer(404, { error: `unknown prefix /${prefix}` }));
    const network = fake.key;
    const ctx = await parse(network, req, path, url.searchParams, raw);
    ctx.behaviour = this.behaviour(network);
    this.record(network, req, path, url.searchParams, describeBody(ctx), this.tokenClients.get(fake.accessToken(ctx) ?? ""));

    if (ctx.behaviour.latencyMs > 0) await sleep(ctx.behaviour.latencyMs);
    if (generation !== this.generation) {
      res.destroy();
      return;
    }
    if (ctx.behaviour.hang) return this.hang(res);

    const answer = (await fake.oauth(ctx)) ?? (await this.route(fake, ctx));
    if (answer === HANG) return this.hang(res);
    if (answer === RESET) return void res.socket?.resetAndDestroy();
    if (generation !== this.generation) {
      res.destroy();
      return;
    }
    send(res, answer);
  }

  private hang(res: ServerResponse): void {
    this.hanging.add(res);
    res.on("close", () => this.hanging.delete(res));
  }

  private record(
    network: FakeRequest["network"],
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
    body: unknown,
    tokenClientId?: string,
  ): void {
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers[key] = value;
    this.log.push({ network, method: req.method ?? "GET", path, query: Object.fromEntries(query), headers, body, tokenClientId, at: new Date() });
  }

  /** Auth, rate limit and failure injection around the network's own routes. */
  private async route(fake: NetworkFake, ctx: Ctx): Promise<Answer | typeof HANG | typeof RESET> {
    const errors = fake.errors;
    const token = fake.accessToken(ctx);
    const account = token ? this.tokens.get(ctx.network)?.get(token) : undefined;
    if (!account) return errors.unauthorized();

    const early = fake.preflight(ctx);
    if (early) return early;

    // Counted limits are read now, not from the snapshot taken before the latency: concurrent
    // calls must each use up one of them.
    const limit = this.behaviour(ctx.network).rateLimit;
    if (limit && (limit.calls === undefined || limit.calls > 0)) {
      if (limit.calls !== undefined) this.setBehaviour(ctx.network, { rateLimit: limit.calls > 1 ? { ...limit, calls: limit.calls - 1 } : null });
      return errors.rateLimited(limit.retryAfterSeconds);
    }

    const rule = this.behaviour(ctx.network).failRequests;
    if (rule && rule.path.test(ctx.path) && (!rule.method || rule.method === ctx.method) && (rule.times === undefined || rule.times > 0)) {
      if (rule.times !== undefined) this.setBehaviour(ctx.network, { failRequests: rule.times > 1 ? { ...rule, times: rule.times - 1 } : null });
      return errors.serverError();
    }

    const kind = fake.callKind(ctx);
    if (kind === "submit" || kind === "create") {
      if (ctx.behaviour.validationError !== null && kind === fake.submitKind) return errors.invalid(ctx.behaviour.validationError);
    }
    if (kind === "create") {
      const unavailable = ctx.behaviour.serviceUnavailable;
      this.createCalls += 1;
      if (unavailable && this.createCalls % unavailable.every === 0) {
        const headers: Record<string, string> =
          unavailable.retryAfterSeconds !== undefined ? { "retry-after": String(unavailable.retryAfterSeconds) } : {};
        return new Answer(503, { title: "Service Unavailable", detail: "Service Unavailable", status: 503 }, headers);
      }
      if (ctx.behaviour.failNextCreates > 0) {
        this.setBehaviour(ctx.network, { failNextCreates: ctx.behaviour.failNextCreates - 1 });
        return errors.serverError();
      }
    }
    const answer = await fake.api(ctx, account);
    if (kind === "create" && ctx.behaviour.createThenHang && answer.status < 300) return HANG;
    if (kind === "create" && ctx.behaviour.createThenReset && answer.status < 300) return RESET;
    return answer;
  }
}
