/**
 * Contract fake of the social networks we post to: ONE local HTTP server answering X API v2,
 * LinkedIn's versioned REST API and the Threads API on their documented paths and wire formats,
 * under the prefixes /x, /linkedin and /threads. Point the providers at it with
 *   X_API_BASE_URL=<baseUrls.x>  LINKEDIN_API_BASE_URL=<baseUrls.linkedin>  THREADS_API_BASE_URL=<baseUrls.threads>
 * (`fake.envVars()` gives exactly these) and they run unchanged.
 *
 * It records every created post (so tests can count duplicates), checks access tokens against the
 * ones a test registers, and can be told per network to add latency, fail, rate-limit, refuse,
 * hang, or create a post and then hang (a crash between the network's answer and ours).
 *
 *   const fake = new SocialNetworkFake();
 *   await fake.start();
 *   fake.registerToken("x", "token-1", { platformUserId: "42", username: "alice" });
 *   fake.setBehaviour("x", { failNextCreates: 2 });
 *   ...
 *   fake.posts("x");   // what was really posted
 *   await fake.stop();
 *
 * It also plays each network's OAuth side (see `oauthEnvVars()`): the consent page (GET → 302 back
 * to redirect_uri with `code` and `state`, or with `error` when told to deny), the token endpoint
 * (client credentials, code, redirect URI and — for X — the PKCE S256 verifier checked; refresh
 * grants, which can be told to fail), the profile call and revoke. Tokens it issues are
 * registered, so publishing with them works; revoked ones stop working.
 *
 *   Object.assign(process.env, fake.envVars(), fake.oauthEnvVars());
 *   const callback = await fake.consent(authUrl);   // the URL the network sends the browser back to
 *   fake.setBehaviour("x", { failRefresh: true });
 *   fake.revokedTokens("x");
 *
 * The video networks live under /tiktok (TikTok's Open API: /v2/oauth/token/, /v2/oauth/revoke/,
 * /v2/user/info/ (username only with user.info.profile), /v2/post/publish/creator_info/query/,
 * /v2/post/publish/video/init/ → PUT the upload_url with Content-Range →
 * /v2/post/publish/status/fetch/; consent at /tiktok/v2/auth/authorize/ with PKCE checked) and
 * /youtube (Google's OAuth at /youtube/o/oauth2/v2/auth, /youtube/token and /youtube/revoke;
 * YouTube Data API v3 channels, resumable uploads and videos). They are not in FAKE_NETWORKS (the
 * text/image networks most tests loop over) but in FAKE_VIDEO_NETWORKS. TikTok can be told to stay
 * PROCESSING (`tiktokProcessing`) or end FAILED (`tiktokFailReason`), YouTube to answer
 * quotaExceeded (`youtubeQuotaExceeded`); the common behaviours (rateLimit, failRequests, hang,
 * failNextCreates, failRefresh, denyAuthorization) apply to them too. A TikTok video is recorded as a
 * post when its status is first read as PUBLISH_COMPLETE; SELF_ONLY ones keep the publish id as
 * their id (TikTok gives no public id for them).
 *
 * Simplifications, on purpose: X's refusal of duplicate text is not imitated (tests count
 * duplicates themselves), uploaded images are available at once (no PROCESSING state), Threads
 * does not download image_url, and text limits are checked only where cheap (Threads' 500).
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

export type FakeNetwork = "x" | "linkedin" | "threads" | "tiktok" | "youtube";
/** The networks that take text/image posts (what most tests loop over). */
export type FakePostNetwork = "x" | "linkedin" | "threads";
export const FAKE_NETWORKS: readonly FakePostNetwork[] = ["x", "linkedin", "threads"];
/** The networks that take videos (TikTok's Content Posting API, YouTube's resumable uploads). */
export type FakeVideoNetwork = "tiktok" | "youtube";
export const FAKE_VIDEO_NETWORKS: readonly FakeVideoNetwork[] = ["tiktok", "youtube"];

/** Who a registered access token belongs to (as our SocialAccount stores it). */
export interface FakeAccount {
  platformUserId: string;
  username?: string | null;
  /** Display name (profile calls); made up from the username when absent. */
  name?: string | null;
}

/** Our app's client registration at each network (what oauthEnvVars() configures). */
export const FAKE_OAUTH_CLIENTS: Record<FakeNetwork, { clientId: string; clientSecret: string }> = {
  x: { clientId: "fake-x-client-id", clientSecret: "fake-x-client-secret" },
  linkedin: { clientId: "fake-linkedin-client-id", clientSecret: "fake-linkedin-client-secret" },
  threads: { clientId: "1234567890", clientSecret: "fake-threads-app-secret" },
  tiktok: { clientId: "fake-tiktok-client-key", clientSecret: "fake-tiktok-client-secret" },
  youtube: { clientId: "1234-fake.apps.googleusercontent.com", clientSecret: "GOCSPX-fake-youtube-secret" },
};

/** A token the fake's OAuth side issued. */
export interface FakeIssuedToken {
  network: FakeNetwork;
  accessToken: string;
  refreshToken: string | null;
  /** code: from an authorization code; exchange: Threads' long-lived token; refresh: from a refresh. */
  grant: "code" | "exchange" | "refresh";
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
  network: FakeNetwork;
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
  network: FakeNetwork | "files";
  method: string;
  /** Path without the network prefix, e.g. /2/tweets */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON or form fields; multipart file fields are given as { size, type }. */
  body: unknown;
  at: Date;
}

const IDLE: FakeBehaviour = {
  latencyMs: 0,
  failNextCreates: 0,
  rateLimit: null,
  validationError: null,
  failRequests: null,
  serviceUnavailable: null,
  hang: false,
  createThenHang: false,
  denyAuthorization: false,
  failRefresh: false,
  partnerRefreshTokens: false,
  tiktokProcessing: false,
  tiktokFailReason: null,
  youtubeQuotaExceeded: false,
};

/** A TikTok publish (FILE_UPLOAD) between init and its end. */
interface TikTokPublish {
  publishId: string;
  uploadKey: string;
  owner: FakeAccount;
  title: string;
  privacy: string;
  size: number;
  chunkSize: number;
  chunkCount: number;
  chunks: Map<number, Buffer>;
  mimeType: string;
  post?: FakePost;
}

/** A YouTube resumable upload session. */
interface YouTubeSession {
  key: string;
  owner: FakeAccount;
  title: string;
  description: string;
  categoryId: string;
  privacy: string;
  madeForKids: boolean;
  length: number | null;
  mimeType: string | null;
  videoId?: string;
}

const TIKTOK_PRIVACY = ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "FOLLOWER_OF_CREATOR", "SELF_ONLY"];

interface PendingCode {
  network: FakeNetwork;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  account: FakeAccount;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  expiresAt: number;
  used: boolean;
}

/** What kind of call a route is, for the behaviours. */
type CallKind = "create" | "submit" | "other";

interface Upload {
  owner: string;
  id: string;
  mimeType: string;
  size: number;
  sha256: string;
  category?: string;
}

interface ThreadsContainer {
  id: string;
  owner: string;
  mediaType: string;
  text: string;
  imageUrl?: string;
  videoUrl?: string;
  isCarouselItem: boolean;
  children: string[];
  status: "FINISHED" | "PUBLISHED";
}

class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** Never answered: the request stays open until the client gives up or the fake stops. */
const HANG = Symbol("hang");

/** Opaque paging cursor of the fakes (X's next_token, Threads' cursors): an offset in base64url. */
function pageToken(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString("base64url");
}

/** The offset a cursor stands for: 0 without one, null when it is not one of ours. */
function pageOffset(token: string | null): number | null {
  if (!token) return 0;
  const match = /^offset:(\d+)$/.exec(Buffer.from(token, "base64url").toString());
  return match ? Number(match[1]) : null;
}

interface Ctx {
  network: FakeNetwork;
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

const LITTLE_RESERVED = "\\|{}@[]()<>#*_~";

/**
 * What LinkedIn shows for a little-format commentary: escapes removed, #hashtags and
 * @[Name](urn) mentions kept, and — as LinkedIn does — the text silently cut at the first
 * reserved character that is not escaped.
 */
export function renderLittleText(commentary: string): string {
  let out = "";
  for (let i = 0; i < commentary.length; i++) {
    const ch = commentary[i]!;
    if (ch === "\\") {
      const next = commentary[i + 1];
      if (next !== undefined && LITTLE_RESERVED.includes(next)) {
        out += next;
        i++;
        continue;
      }
      return out;
    }
    if (ch === "#" && /[\p{L}\p{N}]/u.test(commentary[i + 1] ?? "")) {
      out += ch;
      continue;
    }
    if (ch === "@") {
      const mention = /^@\[([^\]\\]*)\]\((urn:li:[^)]+)\)/.exec(commentary.slice(i));
      if (mention) {
        out += mention[1];
        i += mention[0].length - 1;
        continue;
      }
      return out;
    }
    if (LITTLE_RESERVED.includes(ch)) return out;
    out += ch;
  }
  return out;
}

export class SocialNetworkFake {
  private server: Server | null = null;
  private origin = "";
  private generation = 0;
  private counter = 0;
  private readonly tokens = new Map<FakeNetwork, Map<string, FakeAccount>>();
  private readonly behaviours = new Map<FakeNetwork, FakeBehaviour>();
  private readonly created: FakePost[] = [];
  private readonly uploads = new Map<string, Upload>();
  private readonly containers = new Map<string, ThreadsContainer>();
  private readonly counters = new Map<string, Record<string, number>>();
  private readonly log: FakeRequest[] = [];
  private readonly files = new Map<string, { bytes: Buffer; mimeType: string }>();
  private readonly hanging = new Set<ServerResponse>();
  /** Post-creating calls seen (for serviceUnavailable.every). */
  private createCalls = 0;
  private readonly codes = new Map<string, PendingCode>();
  private readonly refreshTokens = new Map<string, { network: FakeNetwork; account: FakeAccount; scopes: string[]; expiresAt: number }>();
  private readonly issued: FakeIssuedToken[] = [];
  private readonly revoked: { network: FakeNetwork; token: string; at: Date }[] = [];
  private readonly nextConsent = new Map<FakeNetwork, FakeAccount>();
  private readonly tiktokPublishes = new Map<string, TikTokPublish>();
  private readonly youtubeSessions = new Map<string, YouTubeSession>();
  /** Errors in the fake itself (a test should expect none). */
  readonly internalErrors: Error[] = [];

  /** Starts on a free port of 127.0.0.1. */
  /** Starts on 127.0.0.1, on a free port unless one is given (the e2e server uses a fixed one). */
  async start(port = 0): Promise<Record<FakeNetwork, string>> {
    if (this.server) return this.baseUrls;
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
    return this.baseUrls;
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

  get baseUrls(): Record<FakeNetwork, string> {
    if (!this.origin) throw new Error("SocialNetworkFake: start() it first");
    return {
      x: `${this.origin}/x`,
      linkedin: `${this.origin}/linkedin`,
      threads: `${this.origin}/threads`,
      tiktok: `${this.origin}/tiktok`,
      youtube: `${this.origin}/youtube`,
    };
  }

  /** The environment variables that point our providers (or a worker process) at the fake. */
  envVars(): { X_API_BASE_URL: string; LINKEDIN_API_BASE_URL: string; THREADS_API_BASE_URL: string; TIKTOK_API_BASE_URL: string; YOUTUBE_API_BASE_URL: string } {
    const urls = this.baseUrls;
    return {
      X_API_BASE_URL: urls.x,
      LINKEDIN_API_BASE_URL: urls.linkedin,
      THREADS_API_BASE_URL: urls.threads,
      TIKTOK_API_BASE_URL: urls.tiktok,
      YOUTUBE_API_BASE_URL: urls.youtube,
    };
  }

  /** Every post created (deleted ones included, flagged), oldest first. */
  posts(network?: FakeNetwork): FakePost[] {
    return this.created.filter((p) => !network || p.network === network).map((p) => ({ ...p, media: [...p.media] }));
  }

  /** Every request received, oldest first. */
  requests(network?: FakeNetwork | "files"): FakeRequest[] {
    return this.log.filter((r) => !network || r.network === network);
  }

  /** Merges into the network's current behaviour. */
  setBehaviour(network: FakeNetwork, behaviour: Partial<FakeBehaviour>): void {
    this.behaviours.set(network, { ...this.behaviour(network), ...behaviour });
  }

  behaviour(network: FakeNetwork): FakeBehaviour {
    return this.behaviours.get(network) ?? { ...IDLE };
  }

  registerToken(network: FakeNetwork, token: string, account: FakeAccount): void {
    let tokens = this.tokens.get(network);
    if (!tokens) this.tokens.set(network, (tokens = new Map()));
    tokens.set(token, { platformUserId: account.platformUserId, username: account.username ?? null, name: account.name ?? null });
  }

  /** Whether the network accepts this access token now (issued or registered, not revoked). */
  acceptsToken(network: FakeNetwork, token: string): boolean {
    return this.tokens.get(network)?.has(token) ?? false;
  }

  /**
   * The variables that point our OAuth connectors at the fake: client credentials and consent
   * pages (token, profile and revoke calls go to the API base URLs of envVars()).
   */
  oauthEnvVars(): Record<string, string> {
    const urls = this.baseUrls;
    return {
      X_CLIENT_ID: FAKE_OAUTH_CLIENTS.x.clientId,
      X_CLIENT_SECRET: FAKE_OAUTH_CLIENTS.x.clientSecret,
      X_AUTHORIZE_URL: `${urls.x}/i/oauth2/authorize`,
      LINKEDIN_CLIENT_ID: FAKE_OAUTH_CLIENTS.linkedin.clientId,
      LINKEDIN_CLIENT_SECRET: FAKE_OAUTH_CLIENTS.linkedin.clientSecret,
      LINKEDIN_AUTH_BASE_URL: urls.linkedin,
      THREADS_APP_ID: FAKE_OAUTH_CLIENTS.threads.clientId,
      THREADS_APP_SECRET: FAKE_OAUTH_CLIENTS.threads.clientSecret,
      THREADS_AUTHORIZE_URL: `${urls.threads}/oauth/authorize`,
      TIKTOK_CLIENT_KEY: FAKE_OAUTH_CLIENTS.tiktok.clientId,
      TIKTOK_CLIENT_SECRET: FAKE_OAUTH_CLIENTS.tiktok.clientSecret,
      TIKTOK_AUTHORIZE_URL: `${urls.tiktok}/v2/auth/authorize/`,
      YOUTUBE_CLIENT_ID: FAKE_OAUTH_CLIENTS.youtube.clientId,
      YOUTUBE_CLIENT_SECRET: FAKE_OAUTH_CLIENTS.youtube.clientSecret,
      GOOGLE_OAUTH_AUTHORIZE_URL: `${urls.youtube}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `${urls.youtube}/token`,
      GOOGLE_OAUTH_REVOKE_URL: `${urls.youtube}/revoke`,
    };
  }

  /** Who approves at the network's next consent page (default: a new member each time). */
  setConsentingAccount(network: FakeNetwork, account: FakeAccount): void {
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
  issuedTokens(network?: FakeNetwork): FakeIssuedToken[] {
    return this.issued.filter((t) => !network || t.network === network).map((t) => ({ ...t }));
  }

  /** Tokens revoked through the network's revoke call, oldest first. */
  revokedTokens(network?: FakeNetwork): string[] {
    return this.revoked.filter((r) => !network || r.network === network).map((r) => r.token);
  }

  /** Sets the counters the network reports for one of its posts. */
  setMetrics<N extends FakeNetwork>(network: N, postId: string, metrics: FakeMetrics[N]): void {
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
    this.uploads.clear();
    this.containers.clear();
    this.counters.clear();
    this.log.length = 0;
    this.files.clear();
    this.codes.clear();
    this.refreshTokens.clear();
    this.issued.length = 0;
    this.revoked.length = 0;
    this.nextConsent.clear();
    this.tiktokPublishes.clear();
    this.youtubeSessions.clear();
    this.internalErrors.length = 0;
  }

  // ---------------------------------------------------------------------------------------------

  private nextId(base: bigint): string {
    this.counter++;
    return (base + BigInt(this.counter) * 7919n).toString();
  }

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
    if (prefix !== "x" && prefix !== "linkedin" && prefix !== "threads" && prefix !== "tiktok" && prefix !== "youtube") {
      return send(res, new Answer(404, { error: `unknown prefix /${prefix}` }));
    }
    const network: FakeNetwork = prefix;
    const ctx = await parse(network, req, path, url.searchParams, raw);
    ctx.behaviour = this.behaviour(network);
    this.record(network, req, path, url.searchParams, describeBody(ctx));

    if (ctx.behaviour.latencyMs > 0) await sleep(ctx.behaviour.latencyMs);
    if (generation !== this.generation) {
      res.destroy();
      return;
    }
    if (ctx.behaviour.hang) return this.hang(res);

    const answer = (await this.oauth(ctx)) ?? (await this.route(ctx));
    if (answer === HANG) return this.hang(res);
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

  private record(network: FakeRequest["network"], req: IncomingMessage, path: string, query: URLSearchParams, body: unknown): void {
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers[key] = value;
    this.log.push({ network, method: req.method ?? "GET", path, query: Object.fromEntries(query), headers, body, at: new Date() });
  }

  private account(network: FakeNetwork, token: string | undefined): FakeAccount | undefined {
    return token ? this.tokens.get(network)?.get(token) : undefined;
  }

  /** Auth, rate limit and failure injection around the network's own routes. */
  private async route(ctx: Ctx): Promise<Answer | typeof HANG> {
    const errors = ERRORS[ctx.network];
    const token = ctx.network === "threads" ? threadsToken(ctx) : bearer(ctx.headers.authorization);
    const account = this.account(ctx.network, token);
    if (!account) return errors.unauthorized();

    if (ctx.network === "youtube" && ctx.behaviour.youtubeQuotaExceeded) return youtubeQuotaExceeded();

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

    const kind = callKind(ctx);
    if (kind === "submit" || kind === "create") {
      if (ctx.behaviour.validationError !== null && kind === submitKind(ctx.network)) return errors.invalid(ctx.behaviour.validationError);
    }
    if (kind === "create") {
      const unavailable = ctx.behaviour.serviceUnavailable;
      this.createCalls += 1;
      if (unavailable && this.createCalls % unavailable.every === 0) {
        const headers: Record<string, string> = unavailable.retryAfterSeconds !== undefined ? { "retry-after": String(unavailable.retryAfterSeconds) } : {};
        return new Answer(503, { title: "Service Unavailable", detail: "Service Unavailable", status: 503 }, headers);
      }
      if (ctx.behaviour.failNextCreates > 0) {
        this.setBehaviour(ctx.network, { failNextCreates: ctx.behaviour.failNextCreates - 1 });
        return errors.serverError();
      }
    }
    const answer =
      ctx.network === "x"
        ? await this.x(ctx, account)
        : ctx.network === "linkedin"
          ? await this.linkedin(ctx, account)
          : ctx.network === "tiktok"
            ? this.tiktok(ctx, account)
            : ctx.network === "youtube"
              ? this.youtube(ctx, account)
              : await this.threads(ctx, account);
    if (kind === "create" && ctx.behaviour.createThenHang && answer.status < 300) return HANG;
    return answer;
  }

  // --- OAuth (consent pages, token endpoints, revoke) --------------------------------------------

  /** The OAuth routes, which need no access token; null for every other route. */
  private async oauth(ctx: Ctx): Promise<Answer | null> {
    const { network, method, path } = ctx;
    if (network === "x") {
      if (method === "GET" && path === "/i/oauth2/authorize") return this.authorizePage(ctx);
      if (method === "POST" && path === "/2/oauth2/token") return this.xToken(ctx);
      if (method === "POST" && path === "/2/oauth2/revoke") return this.xRevoke(ctx);
    }
    if (network === "linkedin") {
      if (method === "GET" && path === "/oauth/v2/authorization") return this.authorizePage(ctx);
      if (method === "POST" && path === "/oauth/v2/accessToken") return this.linkedinToken(ctx);
      if (method === "POST" && path === "/oauth/v2/revoke") return this.linkedinRevoke(ctx);
    }
    if (network === "threads") {
      if (method === "GET" && path === "/oauth/authorize") return this.authorizePage(ctx);
      if (method === "POST" && path === "/oauth/access_token") return this.threadsCodeToken(ctx);
      if (method === "GET" && path === "/access_token") return this.threadsExchange(ctx);
      if (method === "GET" && path === "/refresh_access_token") return this.threadsRefresh(ctx);
    }
    if (network === "tiktok") {
      if (method === "GET" && path === "/v2/auth/authorize/") return this.authorizePage(ctx);
      if (method === "POST" && path === "/v2/oauth/token/") return this.tiktokToken(ctx);
      if (method === "POST" && path === "/v2/oauth/revoke/") return this.tiktokRevoke(ctx);
      // The upload URL carries its own credentials (no bearer token), like TikTok's upload host.
      const upload = /^\/video\/upload\/([^/]+)$/.exec(path);
      if (upload && method === "PUT") return this.tiktokUpload(ctx, upload[1]!);
    }
    if (network === "youtube") {
      if (method === "GET" && path === "/o/oauth2/v2/auth") return this.authorizePage(ctx);
      if (method === "POST" && path === "/token") return this.googleToken(ctx);
      if (method === "POST" && path === "/revoke") return this.googleRevoke(ctx);
    }
    return null;
  }

  private consentingAccount(network: FakeNetwork): FakeAccount {
    const chosen = this.nextConsent.get(network);
    if (chosen) return { ...chosen };
    const id = network === "linkedin" ? `li${randomBytes(5).toString("hex")}` : this.nextId(1_700_000_000_000_000n);
    const suffix = id.slice(-4);
    if (network === "youtube") {
      const channel = `UC${randomBytes(16).toString("base64url").slice(0, 22)}`;
      return { platformUserId: channel, username: `@youtube_member_${channel.slice(-4).toLowerCase()}`, name: `Fake youtube channel ${channel.slice(-4)}` };
    }
    if (network === "tiktok") {
      const openId = `-000${randomBytes(12).toString("base64url")}`;
      return { platformUserId: openId, username: `tiktok_member_${suffix}`, name: `Fake tiktok member ${suffix}` };
    }
    return { platformUserId: id, username: network === "linkedin" ? null : `${network}_member_${suffix}`, name: `Fake ${network} member ${suffix}` };
  }

  /** The consent page: checks the request like the network does, then the member approves (or refuses). */
  private authorizePage(ctx: Ctx): Answer {
    const { network, query, behaviour } = ctx;
    const client = FAKE_OAUTH_CLIENTS[network];
    const redirectUri = query.get("redirect_uri") ?? "";
    const state = query.get("state");
    // Problems with the app itself are shown on the network's page, never redirected.
    const clientParam = network === "tiktok" ? "client_key" : "client_id";
    if (query.get(clientParam) !== client.clientId) return new Answer(400, { error: "invalid_client", error_description: `Unknown ${clientParam}` });
    if (!/^https?:\/\//.test(redirectUri)) return new Answer(400, { error: "invalid_request", error_description: "redirect_uri is missing or invalid" });
    if (query.get("response_type") !== "code") return new Answer(400, { error: "unsupported_response_type", error_description: "response_type must be code" });
    const scopeText = query.get("scope") ?? "";
    const scopes = scopeText.split(network === "threads" || network === "tiktok" ? "," : " ").filter(Boolean);
    if (scopes.length === 0) return new Answer(400, { error: "invalid_scope", error_description: "scope is required" });
    let codeChallenge: string | undefined;
    let codeChallengeMethod: string | undefined;
    if (network === "youtube" && query.get("code_challenge")) {
      codeChallenge = query.get("code_challenge") ?? undefined;
      codeChallengeMethod = query.get("code_challenge_method") ?? "plain";
    }
    if (network === "youtube" && query.get("access_type") !== "offline") {
      return new Answer(400, { error: "invalid_request", error_description: "This test expects access_type=offline (a refresh token)" });
    }
    if (network === "x" || network === "tiktok") {
      codeChallenge = query.get("code_challenge") ?? undefined;
      codeChallengeMethod = query.get("code_challenge_method") ?? "plain";
      if (!state) return new Answer(400, { error: "invalid_request", error_description: "state is required" });
      if (!codeChallenge || !["S256", "plain"].includes(codeChallengeMethod)) {
        return new Answer(400, { error: "invalid_request", error_description: "code_challenge and code_challenge_method are required" });
      }
    }

    const back = new URL(redirectUri);
    if (behaviour.denyAuthorization) {
      if (network === "linkedin") {
        back.searchParams.set("error", "user_cancelled_authorize");
        back.searchParams.set("error_description", "The user cancelled the authorization");
      } else if (network === "threads") {
        back.searchParams.set("error", "access_denied");
        back.searchParams.set("error_reason", "user_denied");
        back.searchParams.set("error_description", "Permissions error");
      } else {
        back.searchParams.set("error", "access_denied");
      }
      if (state) back.searchParams.set("state", state);
      return new Answer(302, null, { location: back.toString() });
    }

    const code = randomBytes(24).toString("base64url");
    this.codes.set(code, {
      network,
      clientId: client.clientId,
      redirectUri,
      scopes,
      account: this.consentingAccount(network),
      codeChallenge,
      codeChallengeMethod,
      // X's codes are valid for 30 seconds, LinkedIn's for 30 minutes, Meta's for one hour.
      expiresAt: Date.now() + (network === "x" ? 30_000 : 10 * 60_000),
      used: false,
    });
    back.searchParams.set("code", code);
    if (state) back.searchParams.set("state", state);
    // Meta appends #_ to the redirect; browsers keep it away from the server.
    return new Answer(302, null, { location: `${back.toString()}${network === "threads" ? "#_" : ""}` });
  }

  /** A code for this network, client and redirect URI, unused and in time; used up by this call. */
  private takeCode(network: FakeNetwork, code: string | null, redirectUri: string | null): PendingCode | string {
    const pending = code ? this.codes.get(code) : undefined;
    if (!pending || pending.network !== network) return "unknown code";
    if (pending.used) return "code already used";
    if (pending.expiresAt < Date.now()) return "code expired";
    if (pending.redirectUri !== redirectUri) return "redirect_uri does not match";
    pending.used = true;
    return pending;
  }

  private issue(network: FakeNetwork, grant: FakeIssuedToken["grant"], account: FakeAccount, scopes: string[], options: { refresh: boolean; ttl: number; refreshTtl?: number }): FakeIssuedToken {
    const accessToken = `${network}-at-${randomBytes(18).toString("base64url")}`;
    const refreshToken = options.refresh ? `${network}-rt-${randomBytes(18).toString("base64url")}` : null;
    this.registerToken(network, accessToken, account);
    if (refreshToken) {
      this.refreshTokens.set(refreshToken, { network, account, scopes, expiresAt: Date.now() + (options.refreshTtl ?? 180 * 86400) * 1000 });
    }
    const token: FakeIssuedToken = { network, accessToken, refreshToken, grant, account, scopes, expiresInSeconds: options.ttl, at: new Date() };
    this.issued.push(token);
    return token;
  }

  private revokeToken(network: FakeNetwork, token: string): boolean {
    const wasAccess = this.tokens.get(network)?.delete(token) ?? false;
    const refresh = this.refreshTokens.get(token);
    const wasRefresh = refresh?.network === network && this.refreshTokens.delete(token);
    if (wasAccess || wasRefresh) this.revoked.push({ network, token, at: new Date() });
    return wasAccess || wasRefresh;
  }

  private basicClient(ctx: Ctx): { id: string; secret: string } | null {
    const header = headerValue(ctx.headers.authorization);
    const match = header ? /^Basic\s+(.+)$/i.exec(header) : null;
    if (!match) return null;
    const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    return colon < 0 ? null : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
  }

  // X: confidential client, Basic authentication; PKCE on the authorization code.
  private xToken(ctx: Ctx): Answer {
    const client = this.basicClient(ctx);
    const app = FAKE_OAUTH_CLIENTS.x;
    if (!client || client.id !== app.clientId || client.secret !== app.clientSecret) {
      return new Answer(401, { error: "unauthorized_client", error_description: "Missing valid authorization header" });
    }
    const form = ctx.form ?? new URLSearchParams();
    if (form.get("client_id") && form.get("client_id") !== app.clientId) return xOAuthError("Value passed for client_id was invalid.");
    const grant = form.get("grant_type");
    if (grant === "authorization_code") {
      const taken = this.takeCode("x", form.get("code"), form.get("redirect_uri"));
      if (typeof taken === "string") return xOAuthError("Value passed for the authorization code was invalid.");
      const verifier = form.get("code_verifier") ?? "";
      const expected = taken.codeChallengeMethod === "S256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
      if (!verifier || expected !== taken.codeChallenge) return xOAuthError("Value passed for the code verifier was invalid.");
      const token = this.issue("x", "code", taken.account, taken.scopes, { refresh: taken.scopes.includes("offline.access"), ttl: 7200 });
      return new Answer(200, xTokenBody(token));
    }
    if (grant === "refresh_token") {
      const refreshToken = form.get("refresh_token") ?? "";
      const known = this.refreshTokens.get(refreshToken);
      if (ctx.behaviour.failRefresh || !known || known.network !== "x" || known.expiresAt < Date.now()) {
        return xOAuthError("Value passed for the token was invalid.");
      }
      // X rotates refresh tokens: the one used is spent.
      this.refreshTokens.delete(refreshToken);
      const token = this.issue("x", "refresh", known.account, known.scopes, { refresh: true, ttl: 7200 });
      return new Answer(200, xTokenBody(token));
    }
    return xOAuthError("Missing required parameter [grant_type].");
  }

  private xRevoke(ctx: Ctx): Answer {
    const client = this.basicClient(ctx);
    const app = FAKE_OAUTH_CLIENTS.x;
    if (!client || client.id !== app.clientId || client.secret !== app.clientSecret) {
      return new Answer(401, { error: "unauthorized_client", error_description: "Missing valid authorization header" });
    }
    const token = ctx.form?.get("token");
    if (!token) return xOAuthError("Missing required parameter [token].");
    this.revokeToken("x", token);
    // X answers the same whether or not the token was live.
    return new Answer(200, { revoked: true });
  }

  // LinkedIn: client id and secret in the form.
  private linkedinClient(form: URLSearchParams): boolean {
    const app = FAKE_OAUTH_CLIENTS.linkedin;
    return form.get("client_id") === app.clientId && form.get("client_secret") === app.clientSecret;
  }

  private linkedinToken(ctx: Ctx): Answer {
    const form = ctx.form ?? new URLSearchParams();
    if (!this.linkedinClient(form)) return new Answer(401, { error: "invalid_client", error_description: "Client authentication failed" });
    const grant = form.get("grant_type");
    const partner = ctx.behaviour.partnerRefreshTokens;
    if (grant === "authorization_code") {
      const taken = this.takeCode("linkedin", form.get("code"), form.get("redirect_uri"));
      if (typeof taken === "string") {
        return new Answer(400, {
          error: "invalid_request",
          error_description:
            "Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired. Or external member binding exists",
        });
      }
      const token = this.issue("linkedin", "code", taken.account, taken.scopes, { refresh: partner, ttl: 5_184_000, refreshTtl: 31_536_000 });
      return new Answer(200, linkedinTokenBody(token, partner ? 31_536_000 : undefined));
    }
    if (grant === "refresh_token") {
      const refreshToken = form.get("refresh_token") ?? "";
      const known = this.refreshTokens.get(refreshToken);
      if (ctx.behaviour.failRefresh || !known || known.network !== "linkedin" || known.expiresAt < Date.now()) {
        return new Answer(400, { error: "invalid_request", error_description: "The provided authorization grant or refresh token is invalid, expired or revoked." });
      }
      // LinkedIn keeps the refresh token (and its end) and mints a new 60-day access token.
      const accessToken = `linkedin-at-${randomBytes(18).toString("base64url")}`;
      this.registerToken("linkedin", accessToken, known.account);
      const token: FakeIssuedToken = { network: "linkedin", accessToken, refreshToken, grant: "refresh", account: known.account, scopes: known.scopes, expiresInSeconds: 5_184_000, at: new Date() };
      this.issued.push(token);
      return new Answer(200, linkedinTokenBody(token, Math.max(0, Math.floor((known.expiresAt - Date.now()) / 1000))));
    }
    return new Answer(400, { error: "unsupported_grant_type", error_description: "grant_type is not supported" });
  }

  private linkedinRevoke(ctx: Ctx): Answer {
    const form = ctx.form ?? new URLSearchParams();
    if (!this.linkedinClient(form)) return new Answer(401, { error: "invalid_client", error_description: "Client authentication failed" });
    const token = form.get("token");
    if (!token) return new Answer(400, { error: "invalid_request", error_description: "token is required" });
    this.revokeToken("linkedin", token);
    return new Answer(200, null);
  }

  // Threads (Meta): parameters as a form or in the query; errors in the Graph API format.
  private threadsParams(ctx: Ctx): URLSearchParams {
    const params = new URLSearchParams(ctx.query);
    for (const [key, value] of ctx.form ?? []) params.set(key, value);
    return params;
  }

  private threadsCodeToken(ctx: Ctx): Answer {
    const params = this.threadsParams(ctx);
    const app = FAKE_OAUTH_CLIENTS.threads;
    if (params.get("client_id") !== app.clientId) return graphError(400, { message: "Error validating application. Invalid application ID.", type: "OAuthException", code: 101 });
    if (params.get("client_secret") !== app.clientSecret) return graphError(400, { message: "Error validating client secret.", type: "OAuthException", code: 1 });
    if (params.get("grant_type") !== "authorization_code") return graphError(400, { message: "Unsupported grant_type", type: "OAuthException", code: 100 });
    const taken = this.takeCode("threads", params.get("code"), params.get("redirect_uri"));
    if (typeof taken === "string") {
      return graphError(400, { message: "Invalid verification code format.", type: "OAuthException", code: 100, error_subcode: 36008 });
    }
    const token = this.issue("threads", "code", taken.account, taken.scopes, { refresh: false, ttl: 3600 });
    return new Answer(200, { access_token: token.accessToken, user_id: taken.account.platformUserId });
  }

  private threadsExchange(ctx: Ctx): Answer {
    const params = ctx.query;
    if (params.get("grant_type") !== "th_exchange_token") return graphError(400, { message: "Unsupported grant_type", type: "OAuthException", code: 100 });
    if (params.get("client_secret") !== FAKE_OAUTH_CLIENTS.threads.clientSecret) {
      return graphError(400, { message: "Error validating client secret.", type: "OAuthException", code: 1 });
    }
    const short = this.issued.find((t) => t.network === "threads" && t.grant === "code" && t.accessToken === params.get("access_token"));
    if (!short || !this.acceptsToken("threads", short.accessToken)) {
      return graphError(400, { message: "Invalid OAuth access token - Cannot parse access token", type: "OAuthException", code: 190 });
    }
    const token = this.issue("threads", "exchange", short.account, short.scopes, { refresh: false, ttl: 5_183_944 });
    return new Answer(200, { access_token: token.accessToken, token_type: "bearer", expires_in: token.expiresInSeconds });
  }

  private threadsRefresh(ctx: Ctx): Answer {
    const params = ctx.query;
    if (params.get("grant_type") !== "th_refresh_token") return graphError(400, { message: "Unsupported grant_type", type: "OAuthException", code: 100 });
    const current = params.get("access_token") ?? "";
    const longLived = this.issued.find((t) => t.network === "threads" && t.grant !== "code" && t.accessToken === current);
    if (ctx.behaviour.failRefresh || !longLived || !this.acceptsToken("threads", current)) {
      return graphError(400, { message: "Error validating access token: Session has expired.", type: "OAuthException", code: 190, error_subcode: 463 });
    }
    const token = this.issue("threads", "refresh", longLived.account, longLived.scopes, { refresh: false, ttl: 5_183_944 });
    return new Answer(200, { access_token: token.accessToken, token_type: "bearer", expires_in: token.expiresInSeconds });
  }

  /** Whether a PKCE verifier matches the challenge a code was issued for (true when there was none). */
  private verifierMatches(pending: PendingCode, verifier: string | null): boolean {
    if (!pending.codeChallenge) return true;
    if (!verifier) return false;
    const expected = pending.codeChallengeMethod === "S256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
    return expected === pending.codeChallenge;
  }

  /** Revokes a token and every token of the same grant (TikTok and Google end the whole grant). */
  private revokeGrant(network: FakeNetwork, token: string): boolean {
    const related = this.issued.filter((t) => t.network === network && (t.accessToken === token || t.refreshToken === token));
    let any = this.revokeToken(network, token);
    for (const t of related) {
      if (t.refreshToken) {
        for (const other of this.issued.filter((o) => o.network === network && o.refreshToken === t.refreshToken)) any = this.revokeToken(network, other.accessToken) || any;
        any = this.revokeToken(network, t.refreshToken) || any;
      }
      any = this.revokeToken(network, t.accessToken) || any;
    }
    return any;
  }

  // TikTok: client_key and client_secret in the form; PKCE on the authorization code.
  private tiktokToken(ctx: Ctx): Answer {
    const form = ctx.form ?? new URLSearchParams();
    const app = FAKE_OAUTH_CLIENTS.tiktok;
    const logId = randomBytes(12).toString("hex").toUpperCase();
    const refused = (error: string, description: string) => new Answer(400, { error, error_description: description, log_id: logId });
    if (form.get("client_key") !== app.clientId || form.get("client_secret") !== app.clientSecret) return refused("invalid_client", "Client key or secret is incorrect.");
    const body = (t: FakeIssuedToken, refreshExpiresIn: number) => ({
      access_token: t.accessToken,
      expires_in: t.expiresInSeconds,
      open_id: t.account.platformUserId,
      refresh_expires_in: refreshExpiresIn,
      refresh_token: t.refreshToken,
      scope: t.scopes.join(","),
      token_type: "Bearer",
    });
    const grant = form.get("grant_type");
    if (grant === "authorization_code") {
      const taken = this.takeCode("tiktok", form.get("code"), form.get("redirect_uri"));
      if (typeof taken === "string") return refused("invalid_grant", "Authorization code is expired.");
      if (!this.verifierMatches(taken, form.get("code_verifier"))) return refused("invalid_request", "Code verifier or code challenge is invalid.");
      const token = this.issue("tiktok", "code", taken.account, taken.scopes, { refresh: true, ttl: 86_400, refreshTtl: 31_536_000 });
      return new Answer(200, body(token, 31_536_000));
    }
    if (grant === "refresh_token") {
      const refreshToken = form.get("refresh_token") ?? "";
      const known = this.refreshTokens.get(refreshToken);
      if (ctx.behaviour.failRefresh || !known || known.network !== "tiktok" || known.expiresAt < Date.now()) {
        return refused("invalid_grant", "Refresh token is invalid or expired.");
      }
      this.refreshTokens.delete(refreshToken);
      const left = Math.max(1, Math.floor((known.expiresAt - Date.now()) / 1000));
      const token = this.issue("tiktok", "refresh", known.account, known.scopes, { refresh: true, ttl: 86_400, refreshTtl: left });
      return new Answer(200, body(token, left));
    }
    return refused("invalid_request", "grant_type is invalid.");
  }

  private tiktokRevoke(ctx: Ctx): Answer {
    const form = ctx.form ?? new URLSearchParams();
    const app = FAKE_OAUTH_CLIENTS.tiktok;
    if (form.get("client_key") !== app.clientId || form.get("client_secret") !== app.clientSecret) {
      return new Answer(401, { error: "invalid_client", error_description: "Client key or secret is incorrect.", log_id: "fake" });
    }
    const token = form.get("token");
    if (!token) return new Answer(400, { error: "invalid_request", error_description: "token is required", log_id: "fake" });
    this.revokeGrant("tiktok", token);
    return new Answer(200, null);
  }

  // Google: client id and secret in the form; PKCE when the consent request carried a challenge.
  private googleToken(ctx: Ctx): Answer {
    const form = ctx.form ?? new URLSearchParams();
    const app = FAKE_OAUTH_CLIENTS.youtube;
    if (form.get("client_id") !== app.clientId || form.get("client_secret") !== app.clientSecret) {
      return new Answer(401, { error: "invalid_client", error_description: "Unauthorized" });
    }
    const body = (t: FakeIssuedToken, withRefresh: boolean) => ({
      access_token: t.accessToken,
      expires_in: t.expiresInSeconds,
      ...(withRefresh && t.refreshToken && { refresh_token: t.refreshToken }),
      scope: t.scopes.join(" "),
      token_type: "Bearer",
    });
    const grant = form.get("grant_type");
    if (grant === "authorization_code") {
      const taken = this.takeCode("youtube", form.get("code"), form.get("redirect_uri"));
      if (typeof taken === "string") return new Answer(400, { error: "invalid_grant", error_description: "Bad Request" });
      if (!this.verifierMatches(taken, form.get("code_verifier"))) return new Answer(400, { error: "invalid_grant", error_description: "Invalid code verifier." });
      const token = this.issue("youtube", "code", taken.account, taken.scopes, { refresh: true, ttl: 3599, refreshTtl: 10 * 365 * 86400 });
      return new Answer(200, body(token, true));
    }
    if (grant === "refresh_token") {
      const refreshToken = form.get("refresh_token") ?? "";
      const known = this.refreshTokens.get(refreshToken);
      if (ctx.behaviour.failRefresh || !known || known.network !== "youtube") {
        return new Answer(400, { error: "invalid_grant", error_description: "Token has been expired or revoked." });
      }
      // Google keeps the refresh token and sends none back.
      const accessToken = `youtube-at-${randomBytes(18).toString("base64url")}`;
      this.registerToken("youtube", accessToken, known.account);
      const token: FakeIssuedToken = { network: "youtube", accessToken, refreshToken, grant: "refresh", account: known.account, scopes: known.scopes, expiresInSeconds: 3599, at: new Date() };
      this.issued.push(token);
      return new Answer(200, body(token, false));
    }
    return new Answer(400, { error: "unsupported_grant_type", error_description: "Invalid grant_type: " + (grant ?? "") });
  }

  private googleRevoke(ctx: Ctx): Answer {
    const token = ctx.form?.get("token") ?? ctx.query.get("token");
    if (!token) return new Answer(400, { error: "invalid_request", error_description: "Missing required parameter: token" });
    if (!this.revokeGrant("youtube", token)) return new Answer(400, { error: "invalid_token", error_description: "Token expired or revoked" });
    return new Answer(200, {});
  }

  private addPost(network: FakeNetwork, account: FakeAccount, post: Omit<FakePost, "network" | "accountId" | "username" | "createdAt" | "deleted">): FakePost {
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

  private live(network: FakeNetwork, id: string): FakePost | undefined {
    return this.created.find((p) => p.network === network && p.id === id && !p.deleted);
  }

  private metricsOf(network: FakeNetwork, id: string): Record<string, number> {
    return this.counters.get(`${network}:${id}`) ?? {};
  }

  // --- X API v2 --------------------------------------------------------------------------------

  private async x(ctx: Ctx, account: FakeAccount): Promise<Answer> {
    const { method, path, query } = ctx;
    const errors = ERRORS.x;

    if (method === "POST" && path === "/2/media/upload") {
      const media = ctx.multipart?.get("media");
      const category = ctx.multipart?.get("media_category");
      if (!ctx.multipart || !(media instanceof Blob)) {
        return errors.invalid("The `media` field is required (multipart/form-data with the file's bytes).", "media");
      }
      if (category !== null && category !== undefined && !["tweet_image", "tweet_gif", "tweet_video", "dm_image", "dm_gif", "dm_video", "subtitles"].includes(String(category))) {
        return errors.invalid(`The \`media_category\` value [${String(category)}] is not one of the allowed values.`, "media_category");
      }
      const bytes = Buffer.from(await media.arrayBuffer());
      if (bytes.length === 0) return errors.invalid("The media file is empty.", "media");
      const id = this.nextId(1_880_000_000_000_000_000n);
      this.uploads.set(`x:${id}`, {
        owner: account.platformUserId,
        id,
        mimeType: media.type || "application/octet-stream",
        size: bytes.length,
        sha256: sha256(bytes),
        category: category === null ? undefined : String(category),
      });
      return new Answer(200, {
        data: { id, media_key: `3_${id}`, size: bytes.length, expires_after_secs: 86400, image: { image_type: media.type, w: 1, h: 1 } },
      });
    }

    if (method === "POST" && path === "/2/tweets") {
      const body = ctx.json as { text?: unknown; media?: { media_ids?: unknown } } | null;
      if (!body || typeof body !== "object") return errors.invalid("Request body must be JSON.", "body");
      const text = typeof body.text === "string" ? body.text : "";
      const mediaIds = body.media?.media_ids;
      if (mediaIds !== undefined && (!Array.isArray(mediaIds) || mediaIds.some((m) => typeof m !== "string"))) {
        return errors.invalid("`media.media_ids` must be a list of strings.", "media.media_ids");
      }
      const ids = (mediaIds as string[] | undefined) ?? [];
      if (!text && ids.length === 0) return errors.invalid("Post text or media is required.", "text");
      if (ids.length > 4) return errors.invalid("A post can have at most 4 images.", "media.media_ids");
      const uploads = ids.map((id) => this.uploads.get(`x:${id}`));
      if (uploads.some((u) => !u || u.owner !== account.platformUserId)) return errors.invalid("Your media IDs are invalid.", "media.media_ids");
      const id = this.nextId(1_850_000_000_000_000_000n);
      const post = this.addPost("x", account, {
        id,
        text,
        rawText: text,
        media: uploads.map((u) => ({ id: u!.id, mimeType: u!.mimeType, size: u!.size, sha256: u!.sha256, category: u!.category })),
        url: `https://x.com/${account.username ?? "i/web"}/status/${id}`,
      });
      return new Answer(201, { data: { id, text: xTimelineTweet(post).text, edit_history_tweet_ids: [id] } });
    }

    const timeline = /^\/2\/users\/([^/]+)\/tweets$/.exec(path);
    if (method === "GET" && timeline) {
      const userId = decodeURIComponent(timeline[1]!);
      const max = Number(query.get("max_results") ?? "10");
      if (!Number.isInteger(max) || max < 5 || max > 100) {
        return errors.invalid(`The \`max_results\` query parameter value [${query.get("max_results")}] is not between 5 and 100`, "max_results");
      }
      const start = query.get("start_time");
      const startTime = start ? Date.parse(start) : Number.NEGATIVE_INFINITY;
      if (start && (Number.isNaN(startTime) || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(start))) {
        return errors.invalid(`Invalid 'start_time':'${start}'. 'start_time' must be a timestamp in RFC3339 format`, "start_time");
      }
      const fields = new Set((query.get("tweet.fields") ?? "").split(",").filter(Boolean));
      // Pages newest first; meta.next_token (given back as pagination_token) while more remain.
      const offset = pageOffset(query.get("pagination_token"));
      if (offset === null) return errors.invalid("The `pagination_token` query parameter value is invalid", "pagination_token");
      const all = this.created.filter((p) => p.network === "x" && !p.deleted && p.accountId === userId && p.createdAt.getTime() >= startTime).reverse();
      const tweets = all.slice(offset, offset + max).map((p) => xTweetFields(xTimelineTweet(p), p, fields, this.metricsOf("x", p.id)));
      if (tweets.length === 0) return new Answer(200, { meta: { result_count: 0 } });
      const more = offset + max < all.length;
      return new Answer(200, {
        data: tweets,
        meta: { result_count: tweets.length, newest_id: tweets[0]!.id, oldest_id: tweets.at(-1)!.id, ...(more && { next_token: pageToken(offset + max) }) },
      });
    }

    const single = /^\/2\/tweets\/([^/]+)$/.exec(path);
    if (single && method === "GET") {
      const id = decodeURIComponent(single[1]!);
      const post = this.live("x", id);
      if (!post) return new Answer(200, { errors: [xNotFound(id)] });
      const fields = new Set((query.get("tweet.fields") ?? "").split(",").filter(Boolean));
      return new Answer(200, { data: xTweetFields(xTimelineTweet(post), post, fields, this.metricsOf("x", id)) });
    }
    if (single && method === "DELETE") {
      const id = decodeURIComponent(single[1]!);
      const post = this.live("x", id);
      if (!post) return new Answer(404, { errors: [xNotFound(id)], title: "Not Found Error", type: "https://api.twitter.com/2/problems/resource-not-found" });
      if (post.accountId !== account.platformUserId) {
        return new Answer(403, { title: "Forbidden", type: "about:blank", status: 403, detail: "You are not allowed to delete a Tweet you did not create." });
      }
      post.deleted = true;
      return new Answer(200, { data: { deleted: true } });
    }

    if (method === "GET" && path === "/2/users/me") {
      return new Answer(200, { data: { id: account.platformUserId, name: displayName(account), username: account.username ?? account.platformUserId } });
    }

    return new Answer(404, { errors: [{ message: "Sorry, that page does not exist", code: 34 }] });
  }

  // --- LinkedIn REST API -----------------------------------------------------------------------

  private async linkedin(ctx: Ctx, account: FakeAccount): Promise<Answer> {
    const { method, path, query, headers } = ctx;
    const errors = ERRORS.linkedin;
    const owner = `urn:li:person:${account.platformUserId}`;

    const upload = /^\/dms-uploads\/([^/]+)$/.exec(path);
    if (upload && (method === "PUT" || method === "POST")) {
      const pending = this.uploads.get(`linkedin-upload:${upload[1]}`);
      if (!pending || pending.owner !== owner) return new Answer(404, { message: "Upload URL not found or expired", status: 404 });
      if (ctx.raw.length === 0) return errors.invalid("The upload is empty.", "body");
      this.uploads.set(`linkedin:${pending.id}`, {
        ...pending,
        size: ctx.raw.length,
        sha256: sha256(ctx.raw),
        mimeType: headerValue(headers["content-type"]) ?? "application/octet-stream",
      });
      return new Answer(201, null);
    }

    if (method === "GET" && path === "/v2/userinfo") {
      const name = displayName(account);
      const [given, ...family] = name.split(" ");
      return new Answer(200, {
        sub: account.platformUserId,
        email_verified: true,
        name,
        locale: { country: "US", language: "en" },
        given_name: given,
        family_name: family.join(" "),
        picture: `https://media.licdn.com/dms/image/fake/${account.platformUserId}`,
      });
    }

    if (!path.startsWith("/rest/")) return new Answer(404, { message: `No route for ${path}`, status: 404 });
    if (!/^\d{6}$/.test(headerValue(headers["linkedin-version"]) ?? "")) {
      return new Answer(400, {
        status: 400,
        code: "VERSION_MISSING",
        message: "A version must be present. Please specify a version by adding the LinkedIn-Version header.",
      });
    }
    if (headerValue(headers["x-restli-protocol-version"]) !== "2.0.0") {
      return errors.invalid("X-Restli-Protocol-Version must be 2.0.0 for this resource.", "headers");
    }

    if (method === "POST" && path === "/rest/images" && query.get("action") === "initializeUpload") {
      const request = (ctx.json as { initializeUploadRequest?: { owner?: unknown } } | null)?.initializeUploadRequest;
      if (!request || typeof request.owner !== "string") {
        return new Answer(422, { message: "ERROR :: /initializeUploadRequest/owner :: field is required but not found and has no default value\n", status: 422 });
      }
      if (request.owner !== owner) return errors.forbidden("Not enough permissions to access: images.action.initializeUpload");
      const key = randomBytes(9).toString("hex");
      const image = `urn:li:image:D4E10AQ${randomBytes(8).toString("base64url")}`;
      this.uploads.set(`linkedin-upload:${key}`, { owner, id: image, mimeType: "", size: 0, sha256: "" });
      return new Answer(200, {
        value: {
          uploadUrlExpiresAt: Date.now() + 24 * 3600_000,
          uploadUrl: `${this.origin}/linkedin/dms-uploads/${key}`,
          image,
        },
      });
    }

    if (method === "POST" && path === "/rest/posts") {
      const body = ctx.json as Record<string, unknown> | null;
      if (!body || typeof body !== "object") {
        return new Answer(400, { status: 400, code: "ILLEGAL_ARGUMENT", message: "Request body could not be converted to data map" });
      }
      const missing = ["author", "commentary", "visibility", "distribution", "lifecycleState"].filter((field) => body[field] === undefined);
      if (missing.length > 0) {
        return new Answer(422, {
          message: missing.map((f) => `ERROR :: /${f} :: field is required but not found and has no default value\n`).join(""),
          status: 422,
        });
      }
      if (body.author !== owner) return errors.forbidden("Not enough permissions to access: partnerApiPostsExternal.CREATE");
      const content = body.content as { media?: { id?: unknown }; multiImage?: { images?: { id?: unknown }[] } } | undefined;
      const imageIds = content?.media ? [content.media.id] : (content?.multiImage?.images ?? []).map((i) => i.id);
      const images = imageIds.map((id) => (typeof id === "string" ? this.uploads.get(`linkedin:${id}`) : undefined));
      if (images.some((i) => !i || i.owner !== owner || i.size === 0)) {
        return errors.invalid("The image referenced in /content/media/id was not uploaded or is not available.", "content/media/id");
      }
      if (content?.multiImage && (images.length < 2 || images.length > 20)) return errors.invalid("A multi-image post has 2 to 20 images.", "content/multiImage/images");
      const commentary = String(body.commentary);
      const urn = `urn:li:share:${this.nextId(7_250_000_000_000_000_000n)}`;
      this.addPost("linkedin", account, {
        id: urn,
        text: renderLittleText(commentary),
        rawText: commentary,
        media: images.map((i) => ({ id: i!.id, mimeType: i!.mimeType, size: i!.size, sha256: i!.sha256 })),
        url: `https://www.linkedin.com/feed/update/${urn}/`,
      });
      return new Answer(201, null, { "x-restli-id": urn, "x-linkedin-id": urn });
    }

    if (method === "GET" && path === "/rest/posts") {
      if (query.get("q") !== "author") return errors.invalid("Unsupported finder; use q=author.", "q");
      const author = query.get("author");
      if (author !== owner) return errors.forbidden("Not enough permissions to access: partnerApiPostsExternal.FINDER-author");
      const count = Math.min(Number(query.get("count") ?? "10") || 10, 100);
      const start = Number(query.get("start") ?? "0");
      if (!Number.isInteger(start) || start < 0) return errors.invalid("Invalid start.", "start");
      // Newest first; start/count page through them (every post here has createdAt = lastModifiedAt).
      const mine = this.created.filter((p) => p.network === "linkedin" && !p.deleted && `urn:li:person:${p.accountId}` === author).reverse();
      const nextLink =
        start + count < mine.length ? [{ rel: "next", type: "application/json", href: `/rest/posts?author=${encodeURIComponent(author)}&q=author&start=${start + count}&count=${count}` }] : [];
      const elements = mine
        .slice(start, start + count)
        .map((p) => ({
          id: p.id,
          author,
          commentary: p.rawText,
          visibility: "PUBLIC",
          lifecycleState: "PUBLISHED",
          createdAt: p.createdAt.getTime(),
          publishedAt: p.createdAt.getTime(),
          lastModifiedAt: p.createdAt.getTime(),
          distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
          isReshareDisabledByAuthor: false,
          ...(p.media.length === 1 ? { content: { media: { id: p.media[0]!.id } } } : {}),
          ...(p.media.length > 1 ? { content: { multiImage: { images: p.media.map((m) => ({ id: m.id })) } } } : {}),
        }));
      return new Answer(200, { paging: { start, count, total: mine.length, links: nextLink }, elements });
    }

    const social = /^\/rest\/socialActions\/([^/]+)$/.exec(path);
    if (method === "GET" && social) {
      const urn = decodeURIComponent(social[1]!);
      if (!this.live("linkedin", urn)) return new Answer(404, { status: 404, code: "NOT_FOUND", message: `Not Found: ${urn}` });
      const m = this.metricsOf("linkedin", urn);
      return new Answer(200, {
        target: urn,
        likesSummary: { totalLikes: m.totalLikes ?? 0, likedByCurrentUser: false, aggregatedTotalLikes: m.totalLikes ?? 0 },
        commentsSummary: {
          totalFirstLevelComments: m.totalFirstLevelComments ?? m.aggregatedTotalComments ?? 0,
          aggregatedTotalComments: m.aggregatedTotalComments ?? 0,
          commentsState: "OPEN",
        },
      });
    }

    const onePost = /^\/rest\/posts\/([^/]+)$/.exec(path);
    if (method === "DELETE" && onePost) {
      const urn = decodeURIComponent(onePost[1]!);
      const post = this.live("linkedin", urn);
      if (!post) return new Answer(404, { status: 404, code: "NOT_FOUND", message: `Not Found: ${urn}` });
      if (`urn:li:person:${post.accountId}` !== owner) return errors.forbidden("Not enough permissions to access: partnerApiPostsExternal.DELETE");
      post.deleted = true;
      return new Answer(204, null);
    }

    return new Answer(404, { message: `No resource for ${method} ${path}`, status: 404 });
  }

  // --- Threads API -----------------------------------------------------------------------------

  private async threads(ctx: Ctx, account: FakeAccount): Promise<Answer> {
    const { method, path } = ctx;
    const errors = ERRORS.threads;
    const params = new URLSearchParams(ctx.query);
    for (const [key, value] of ctx.form ?? []) params.set(key, value);
    const match = /^\/v1\.0\/(.+)$/.exec(path);
    if (!match) return errors.unsupported(method, path);
    const parts = match[1]!.split("/").map(decodeURIComponent);
    const isUser = (id: string) => id === "me" || id === account.platformUserId;

    // POST /{user-id}/threads: a media container
    if (method === "POST" && parts.length === 2 && parts[1] === "threads") {
      if (!isUser(parts[0]!)) return errors.unsupported(method, parts[0]!);
      const mediaType = params.get("media_type") ?? "";
      const text = params.get("text") ?? "";
      const isCarouselItem = params.get("is_carousel_item") === "true";
      if (!["TEXT", "IMAGE", "VIDEO", "CAROUSEL"].includes(mediaType)) return errors.invalid("Param media_type must be one of {TEXT, IMAGE, VIDEO, CAROUSEL}");
      if (mediaType === "TEXT" && !text) return errors.invalid("Param text is required for TEXT posts");
      if (mediaType === "IMAGE" && !params.get("image_url")) return errors.invalid("Param image_url is required for IMAGE posts");
      if (mediaType === "VIDEO" && !params.get("video_url")) return errors.invalid("Param video_url is required for VIDEO posts");
      if ([...text].length > 500) return errors.invalid("Param text must be at most 500 characters long");
      const children = (params.get("children") ?? "").split(",").filter(Boolean);
      if (mediaType === "CAROUSEL") {
        if (children.length < 2 || children.length > 20) return errors.invalid("A carousel has 2 to 20 items");
        if (children.some((c) => !this.containers.get(c)?.isCarouselItem || this.containers.get(c)!.owner !== account.platformUserId)) {
          return errors.invalid("Param children contains an invalid carousel item");
        }
      }
      const id = this.nextId(18_000_000_000_000_000n);
      this.containers.set(id, {
        id,
        owner: account.platformUserId,
        mediaType,
        text,
        imageUrl: params.get("image_url") ?? undefined,
        videoUrl: params.get("video_url") ?? undefined,
        isCarouselItem,
        children,
        status: "FINISHED",
      });
      return new Answer(200, { id });
    }

    // POST /{user-id}/threads_publish?creation_id=: the post
    if (method === "POST" && parts.length === 2 && parts[1] === "threads_publish") {
      if (!isUser(parts[0]!)) return errors.unsupported(method, parts[0]!);
      const container = this.containers.get(params.get("creation_id") ?? "");
      if (!container || container.owner !== account.platformUserId || container.isCarouselItem) {
        return errors.invalid(`Param creation_id [${params.get("creation_id")}] is not a valid media container`);
      }
      if (container.status === "PUBLISHED") return errors.invalid("The media container has already been published");
      container.status = "PUBLISHED";
      const id = this.nextId(17_900_000_000_000_000n);
      const items = container.mediaType === "CAROUSEL" ? container.children.map((c) => this.containers.get(c)!) : [container];
      this.addPost("threads", account, {
        id,
        text: container.text,
        rawText: container.text,
        media: items
          .filter((c) => c.mediaType !== "TEXT")
          .map((c) => ({ id: c.id, url: c.imageUrl ?? c.videoUrl, mediaType: c.mediaType })),
        url: `https://www.threads.com/@${account.username ?? account.platformUserId}/post/${randomBytes(8).toString("base64url")}`,
      });
      return new Answer(200, { id });
    }

    // GET /me/threads (or /{user-id}/threads): the user's posts
    if (method === "GET" && parts.length === 2 && parts[1] === "threads") {
      if (!isUser(parts[0]!)) return errors.unsupported(method, parts[0]!);
      const since = threadsTime(params.get("since"));
      const until = threadsTime(params.get("until"));
      if (since === null || until === null) return errors.invalid("Param since/until must be a unix timestamp or a date");
      const limit = Math.min(Number(params.get("limit") ?? "25") || 25, 100);
      const fields = (params.get("fields") ?? "id").split(",");
      const offset = pageOffset(params.get("after"));
      if (offset === null) return errors.invalid("Invalid cursor: after");
      const all = this.created
        .filter((p) => p.network === "threads" && !p.deleted && p.accountId === account.platformUserId)
        .filter((p) => (since === undefined || p.createdAt.getTime() >= since) && (until === undefined || p.createdAt.getTime() <= until))
        .reverse();
      const data = all.slice(offset, offset + limit).map((p) => threadsFields(p, fields));
      // Graph API paging: cursors around the page, and a `next` link only while more remain.
      const after = pageToken(offset + limit);
      const more = offset + limit < all.length;
      return new Answer(200, {
        data,
        paging: { cursors: { before: pageToken(offset), after }, ...(more && { next: `https://graph.threads.net/v1.0/me/threads?after=${after}&limit=${limit}` }) },
      });
    }

    // GET /{media-id}/insights
    if (method === "GET" && parts.length === 2 && parts[1] === "insights") {
      const post = this.live("threads", parts[0]!);
      if (!post || post.accountId !== account.platformUserId) return errors.unsupported(method, parts[0]!);
      const metrics = (params.get("metric") ?? "").split(",").filter(Boolean);
      const known = ["views", "likes", "replies", "reposts", "quotes", "shares"];
      const unknown = metrics.find((m) => !known.includes(m));
      if (metrics.length === 0 || unknown) return errors.invalid(`Param metric must be one of {${known.join(", ")}}`);
      const counters = this.metricsOf("threads", post.id);
      return new Answer(200, {
        data: metrics.map((name) => ({
          name,
          period: "lifetime",
          values: [{ value: counters[name] ?? 0 }],
          title: name[0]!.toUpperCase() + name.slice(1),
          description: `Number of ${name}`,
          id: `${post.id}/insights/${name}/lifetime`,
        })),
      });
    }

    // GET /me (or /{user-id}): the profile
    if (method === "GET" && parts.length === 1 && isUser(parts[0]!)) {
      const all: Record<string, unknown> = { id: account.platformUserId, username: account.username ?? null, name: displayName(account) };
      const fields = (params.get("fields") ?? "id").split(",");
      const out: Record<string, unknown> = { id: account.platformUserId };
      for (const field of fields) if (all[field] !== undefined && all[field] !== null) out[field] = all[field];
      return new Answer(200, out);
    }

    // GET /{container-id} or /{media-id}; DELETE /{media-id}
    if (parts.length === 1) {
      const id = parts[0]!;
      const container = this.containers.get(id);
      if (method === "GET" && container && container.owner === account.platformUserId) {
        return new Answer(200, { id, status: container.status });
      }
      const post = this.live("threads", id);
      if (!post || post.accountId !== account.platformUserId) return errors.unsupported(method, id);
      if (method === "GET") return new Answer(200, threadsFields(post, (params.get("fields") ?? "id").split(",")));
      if (method === "DELETE") {
        post.deleted = true;
        return new Answer(200, { success: true, deleted_id: id });
      }
    }
    return errors.unsupported(method, match[1]!);
  }
  // --- TikTok Content Posting API ----------------------------------------------------------------

  private tiktokOk(data: unknown): Answer {
    return new Answer(200, { data, error: { code: "ok", message: "", log_id: randomBytes(12).toString("hex").toUpperCase() } });
  }

  private tiktok(ctx: Ctx, account: FakeAccount): Answer {
    const { method, path, query } = ctx;
    const errors = ERRORS.tiktok;

    if (method === "GET" && path === "/v2/user/info/") {
      const fields = (query.get("fields") ?? "").split(",").filter(Boolean);
      if (fields.length === 0) return errors.invalid("fields is required", "fields");
      // username, bio_description, profile_deep_link, is_verified need user.info.profile (stats: user.info.stats).
      const scopes = this.issued.find((t) => t.network === "tiktok" && t.accessToken === bearer(ctx.headers.authorization))?.scopes;
      const profileFields = ["username", "bio_description", "profile_deep_link", "is_verified"];
      if (scopes && !scopes.includes("user.info.profile") && fields.some((f) => profileFields.includes(f))) {
        return tiktokError(401, "scope_not_authorized", "The user did not authorize the scope required for completing this request.");
      }
      const all: Record<string, unknown> = {
        open_id: account.platformUserId,
        union_id: `union-${account.platformUserId}`,
        display_name: displayName(account),
        username: account.username ?? undefined,
        avatar_url: `https://p16-sign.tiktokcdn.com/fake/${account.platformUserId}.jpeg`,
      };
      const user: Record<string, unknown> = {};
      for (const field of fields) if (all[field] !== undefined) user[field] = all[field];
      return this.tiktokOk({ user });
    }

    if (method === "POST" && path === "/v2/post/publish/creator_info/query/") {
      return this.tiktokOk({
        creator_avatar_url: `https://p16-sign.tiktokcdn.com/fake/${account.platformUserId}.jpeg`,
        creator_username: account.username ?? "",
        creator_nickname: displayName(account),
        privacy_level_options: TIKTOK_PRIVACY,
        comment_disabled: false,
        duet_disabled: false,
        stitch_disabled: true,
        max_video_post_duration_sec: 600,
      });
    }

    if (method === "POST" && path === "/v2/post/publish/video/init/") {
      const body = ctx.json as { post_info?: Record<string, unknown>; source_info?: Record<string, unknown> } | null;
      if (!body || typeof body !== "object") return errors.invalid("The request body must be JSON.");
      const info = body.post_info ?? {};
      const source = body.source_info ?? {};
      const privacy = info.privacy_level;
      if (typeof privacy !== "string" || !TIKTOK_PRIVACY.includes(privacy)) return errors.invalid("post_info.privacy_level is required and must be one of the creator's options.");
      const title = typeof info.title === "string" ? info.title : "";
      if ([...title].length > 2200) return errors.invalid("post_info.title is longer than 2200 characters.");
      if (source.source !== "FILE_UPLOAD") return errors.invalid("source_info.source must be FILE_UPLOAD (PULL_FROM_URL needs a verified domain, not imitated here).");
      const size = Number(source.video_size);
      const chunkSize = Number(source.chunk_size);
      const count = Number(source.total_chunk_count);
      if (!Number.isInteger(size) || size <= 0) return errors.invalid("source_info.video_size must be a positive integer.");
      if (!Number.isInteger(chunkSize) || chunkSize <= 0 || chunkSize > size) return errors.invalid("source_info.chunk_size is invalid.");
      if (size >= 5 * 1024 * 1024 && (chunkSize < 5 * 1024 * 1024 || chunkSize > 64 * 1024 * 1024) && count > 1) return errors.invalid("source_info.chunk_size must be between 5 MB and 64 MB.");
      if (!Number.isInteger(count) || count !== Math.max(1, Math.floor(size / chunkSize))) return errors.invalid("source_info.total_chunk_count does not match video_size / chunk_size.");
      const publishId = `v_pub_file~v2-1.${this.nextId(7_000_000_000_000_000n)}`;
      const uploadKey = randomBytes(12).toString("hex");
      this.tiktokPublishes.set(publishId, { publishId, uploadKey, owner: account, title, privacy, size, chunkSize, chunkCount: count, chunks: new Map(), mimeType: "" });
      return this.tiktokOk({ publish_id: publishId, upload_url: `${this.origin}/tiktok/video/upload/${uploadKey}` });
    }

    if (method === "POST" && path === "/v2/post/publish/status/fetch/") {
      const publishId = (ctx.json as { publish_id?: unknown } | null)?.publish_id;
      const pub = typeof publishId === "string" ? this.tiktokPublishes.get(publishId) : undefined;
      if (!pub || pub.owner.platformUserId !== account.platformUserId) return errors.invalid("publish_id is invalid or does not belong to this user.", "publish_id");
      const received = [...pub.chunks.values()].reduce((n, b) => n + b.length, 0);
      if (received < pub.size) return this.tiktokOk({ status: "PROCESSING_UPLOAD", uploaded_bytes: received });
      if (ctx.behaviour.tiktokFailReason) return this.tiktokOk({ status: "FAILED", fail_reason: ctx.behaviour.tiktokFailReason, uploaded_bytes: received });
      if (ctx.behaviour.tiktokProcessing) return this.tiktokOk({ status: "PROCESSING_DOWNLOAD", uploaded_bytes: received });
      if (!pub.post) {
        const bytes = Buffer.concat([...pub.chunks.entries()].sort((a, b) => a[0] - b[0]).map(([, b]) => b));
        const isPublic = pub.privacy !== "SELF_ONLY";
        const id = isPublic ? this.nextId(7_300_000_000_000_000n) : pub.publishId;
        pub.post = this.addPost("tiktok", account, {
          id,
          text: pub.title,
          rawText: pub.title,
          title: pub.title,
          privacy: pub.privacy,
          media: [{ id: pub.publishId, mimeType: pub.mimeType, size: bytes.length, sha256: sha256(bytes) }],
          url: `https://www.tiktok.com/@${account.username ?? ""}/video/${id}`,
        });
      }
      // Private (SELF_ONLY) posts have no public id; the ids are int64 numbers on the wire.
      const ids = pub.privacy === "SELF_ONLY" ? [] : [Number(pub.post.id)];
      return this.tiktokOk({ status: "PUBLISH_COMPLETE", publicaly_available_post_id: ids, uploaded_bytes: received });
    }

    return errors.unsupported(method, path);
  }

  /** PUT <upload_url> with Content-Range: one chunk of a TikTok FILE_UPLOAD. */
  private tiktokUpload(ctx: Ctx, key: string): Answer {
    const pub = [...this.tiktokPublishes.values()].find((p) => p.uploadKey === key);
    if (!pub) return new Answer(404, { error: { code: "not_found", message: "Upload URL not found or expired" } });
    const type = headerValue(ctx.headers["content-type"]) ?? "";
    if (!["video/mp4", "video/quicktime", "video/webm"].includes(type)) return ERRORS.tiktok.invalid(`Content-Type ${type || "(none)"} is not a supported video type.`);
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(headerValue(ctx.headers["content-range"]) ?? "");
    if (!range) return ERRORS.tiktok.invalid("Content-Range is required: bytes {first}-{last}/{total}.");
    const [first, last, total] = [Number(range[1]), Number(range[2]), Number(range[3])];
    if (total !== pub.size || last < first || last - first + 1 !== ctx.raw.length || last >= total) {
      return new Answer(416, { error: { code: "invalid_params", message: "Content-Range does not match the body or the declared video_size." } });
    }
    const index = Math.floor(first / pub.chunkSize);
    if (first !== index * pub.chunkSize || index >= pub.chunkCount) return ERRORS.tiktok.invalid("The chunk does not start at a chunk boundary.");
    pub.chunks.set(index, Buffer.from(ctx.raw));
    pub.mimeType = type;
    const received = [...pub.chunks.values()].reduce((n, b) => n + b.length, 0);
    return new Answer(received >= pub.size ? 201 : 206, null);
  }

  // --- YouTube Data API v3 -----------------------------------------------------------------------

  private youtube(ctx: Ctx, account: FakeAccount): Answer {
    const { method, path, query } = ctx;
    const errors = ERRORS.youtube;

    if (method === "GET" && path === "/youtube/v3/channels") {
      if (!query.get("part")) return errors.invalid("No filter selected. Expected one of: mine, id, forUsername, ...", "part");
      if (query.get("mine") !== "true") return errors.invalid("This fake answers only mine=true.", "mine");
      return new Answer(200, {
        kind: "youtube#channelListResponse",
        etag: randomBytes(8).toString("base64url"),
        pageInfo: { totalResults: 1, resultsPerPage: 5 },
        items: [
          {
            kind: "youtube#channel",
            etag: randomBytes(8).toString("base64url"),
            id: account.platformUserId,
            snippet: { title: displayName(account), description: "", customUrl: account.username ?? undefined, publishedAt: "2020-01-01T00:00:00Z", thumbnails: {} },
          },
        ],
      });
    }

    if (path === "/upload/youtube/v3/videos" && method === "POST") {
      if (query.get("uploadType") !== "resumable") return errors.invalid("This fake answers only uploadType=resumable.", "uploadType");
      const parts = (query.get("part") ?? "").split(",");
      if (!parts.includes("snippet") || !parts.includes("status")) return errors.invalid("part must include snippet and status.", "part");
      const body = ctx.json as { snippet?: Record<string, unknown>; status?: Record<string, unknown> } | null;
      const snippet = body?.snippet ?? {};
      const status = body?.status ?? {};
      const title = typeof snippet.title === "string" ? snippet.title : "";
      if (!title.trim()) return errors.invalid("The request metadata does not specify a valid video title.", "invalidTitle");
      if ([...title].length > 100 || /[<>]/.test(title)) return errors.invalid("The request metadata specifies an invalid video title.", "invalidTitle");
      const description = typeof snippet.description === "string" ? snippet.description : "";
      if ([...description].length > 5000 || /[<>]/.test(description)) return errors.invalid("The request metadata specifies an invalid video description.", "invalidDescription");
      const privacy = typeof status.privacyStatus === "string" ? status.privacyStatus : "public";
      if (!["private", "unlisted", "public"].includes(privacy)) return errors.invalid("Invalid privacyStatus.", "invalidVideoMetadata");
      const length = headerValue(ctx.headers["x-upload-content-length"]);
      const key = randomBytes(16).toString("base64url");
      this.youtubeSessions.set(key, {
        key,
        owner: account,
        title,
        description,
        categoryId: typeof snippet.categoryId === "string" ? snippet.categoryId : "22",
        privacy,
        madeForKids: status.selfDeclaredMadeForKids === true,
        length: length ? Number(length) : null,
        mimeType: headerValue(ctx.headers["x-upload-content-type"]) ?? null,
      });
      return new Answer(200, null, { location: `${this.origin}/youtube/upload/youtube/v3/videos?uploadType=resumable&upload_id=${key}` });
    }

    if (path === "/upload/youtube/v3/videos" && method === "PUT") {
      const session = this.youtubeSessions.get(query.get("upload_id") ?? "");
      if (!session || session.owner.platformUserId !== account.platformUserId) return errors.unsupported(method, "upload session");
      if (ctx.raw.length === 0) return errors.invalid("The upload is empty.", "badContent");
      if (session.length !== null && session.length !== ctx.raw.length) return errors.invalid("The uploaded length does not match X-Upload-Content-Length.", "badContent");
      const type = session.mimeType ?? headerValue(ctx.headers["content-type"]) ?? "";
      if (!type.startsWith("video/")) return errors.invalid("The video content type is not supported.", "invalidVideoMetadata");
      if (!session.videoId) {
        const id = randomBytes(8).toString("base64url").slice(0, 11);
        session.videoId = id;
        this.addPost("youtube", account, {
          id,
          text: session.description,
          rawText: session.description,
          title: session.title,
          privacy: session.privacy,
          media: [{ id, mimeType: type, size: ctx.raw.length, sha256: sha256(ctx.raw) }],
          url: `https://www.youtube.com/shorts/${id}`,
        });
      }
      return new Answer(200, {
        kind: "youtube#video",
        etag: randomBytes(8).toString("base64url"),
        id: session.videoId,
        snippet: { channelId: account.platformUserId, title: session.title, description: session.description, categoryId: session.categoryId, publishedAt: new Date().toISOString() },
        status: { uploadStatus: "uploaded", privacyStatus: session.privacy, selfDeclaredMadeForKids: session.madeForKids },
      });
    }

    if (method === "GET" && path === "/youtube/v3/videos") {
      const parts = (query.get("part") ?? "").split(",").filter(Boolean);
      if (parts.length === 0) return errors.invalid("Required parameter: part", "part");
      const ids = (query.get("id") ?? "").split(",").filter(Boolean);
      const items = ids
        .map((id) => this.live("youtube", id))
        .filter((p): p is FakePost => Boolean(p))
        .map((post) => {
          const m = this.metricsOf("youtube", post.id);
          const item: Record<string, unknown> = { kind: "youtube#video", etag: "fake", id: post.id };
          if (parts.includes("statistics")) {
            item.statistics = {
              viewCount: String(m.viewCount ?? 0),
              likeCount: String(m.likeCount ?? 0),
              favoriteCount: String(m.favoriteCount ?? 0),
              commentCount: String(m.commentCount ?? 0),
            };
          }
          if (parts.includes("snippet")) item.snippet = { title: post.title, description: post.text, channelId: post.accountId };
          return item;
        });
      return new Answer(200, { kind: "youtube#videoListResponse", etag: "fake", items, pageInfo: { totalResults: items.length, resultsPerPage: items.length } });
    }

    if (method === "DELETE" && path === "/youtube/v3/videos") {
      const post = this.live("youtube", query.get("id") ?? "");
      if (!post) return errors.unsupported(method, "video");
      post.deleted = true;
      return new Answer(204, null);
    }

    return errors.unsupported(method, path);
  }
}

// --- wire formats ------------------------------------------------------------------------------

interface NetworkErrors {
  unauthorized(): Answer;
  rateLimited(retryAfterSeconds: number): Answer;
  serverError(): Answer;
  invalid(message: string, field?: string): Answer;
  forbidden(message: string): Answer;
  unsupported(method: string, what: string): Answer;
}

function graphError(status: number, error: Record<string, unknown>, headers: Record<string, string> = {}): Answer {
  return new Answer(status, { error: { ...error, fbtrace_id: randomBytes(8).toString("base64url") } }, headers);
}

function tiktokError(status: number, code: string, message: string, headers: Record<string, string> = {}): Answer {
  return new Answer(status, { error: { code, message, log_id: randomBytes(12).toString("hex").toUpperCase() } }, headers);
}

function googleError(status: number, reason: string, message: string, extra: Record<string, unknown> = {}): Answer {
  return new Answer(status, { error: { code: status, message, errors: [{ message, domain: "youtube", reason, ...extra }] } });
}

function youtubeQuotaExceeded(): Answer {
  return new Answer(403, {
    error: {
      code: 403,
      message: 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
      errors: [{ message: "The request cannot be completed because you have exceeded your quota.", domain: "youtube.quota", reason: "quotaExceeded" }],
    },
  });
}

const ERRORS: Record<FakeNetwork, NetworkErrors> = {
  tiktok: {
    unauthorized: () => tiktokError(401, "access_token_invalid", "The access token is invalid or not found in the request."),
    rateLimited: (seconds) => tiktokError(429, "rate_limit_exceeded", "API rate limit was exceeded, please try again later.", { "retry-after": String(seconds) }),
    serverError: () => tiktokError(500, "internal_error", "Something went wrong. Please try again later."),
    invalid: (message) => tiktokError(400, "invalid_params", message),
    forbidden: (message) => tiktokError(403, "scope_not_authorized", message),
    unsupported: (method, what) => tiktokError(404, "not_found", `No route for ${method} ${what}`),
  },
  youtube: {
    unauthorized: () =>
      new Answer(401, {
        error: {
          code: 401,
          message: "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
          errors: [{ message: "Invalid Credentials", domain: "global", reason: "authError", location: "Authorization", locationType: "header" }],
          status: "UNAUTHENTICATED",
        },
      }),
    rateLimited: (seconds) => {
      const answer = googleError(429, "rateLimitExceeded", "The request cannot be completed because you have exceeded the rate limit.");
      return new Answer(answer.status, answer.body, { "retry-after": String(seconds) });
    },
    serverError: () => googleError(500, "backendError", "Backend Error"),
    invalid: (message, reason = "badRequest") => googleError(400, reason, message),
    forbidden: (message) => googleError(403, "forbidden", message),
    unsupported: (method, what) => googleError(404, "notFound", `No route for ${method} ${what}`),
  },
  x: {
    unauthorized: () => new Answer(401, { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" }),
    rateLimited: (seconds) =>
      new Answer(
        429,
        { title: "Too Many Requests", detail: "Too Many Requests", type: "about:blank", status: 429 },
        {
          "x-rate-limit-limit": "100",
          "x-rate-limit-remaining": "0",
          "x-rate-limit-reset": String(Math.ceil(Date.now() / 1000) + seconds),
        },
      ),
    serverError: () => new Answer(500, { title: "Internal Server Error", detail: "Internal Server Error", type: "about:blank", status: 500 }),
    invalid: (message, field = "text") =>
      new Answer(400, {
        errors: [{ parameters: { [field]: [] }, message }],
        title: "Invalid Request",
        detail: "One or more parameters to your request was invalid.",
        type: "https://api.twitter.com/2/problems/invalid-request",
      }),
    forbidden: (message) => new Answer(403, { title: "Forbidden", type: "about:blank", status: 403, detail: message }),
    unsupported: () => new Answer(404, { errors: [{ message: "Sorry, that page does not exist", code: 34 }] }),
  },
  linkedin: {
    unauthorized: () => new Answer(401, { status: 401, serviceErrorCode: 65600, code: "INVALID_ACCESS_TOKEN", message: "Invalid access token" }),
    rateLimited: (seconds) =>
      new Answer(
        429,
        { status: 429, message: "Resource level throttle APPLICATION DAY limit for calls to this resource is reached." },
        { "retry-after": String(seconds) },
      ),
    serverError: () => new Answer(500, { status: 500, message: "Internal Server Error" }),
    invalid: (message, field = "commentary") =>
      new Answer(400, {
        status: 400,
        errorDetailType: "com.linkedin.common.error.BadRequest",
        message,
        errorDetails: { inputErrors: [{ description: message, input: { inputPath: { fieldPath: field } }, code: "INVALID_VALUE" }] },
      }),
    forbidden: (message) => new Answer(403, { status: 403, serviceErrorCode: 100, code: "ACCESS_DENIED", message }),
    unsupported: (method, what) => new Answer(404, { status: 404, message: `No resource for ${method} ${what}` }),
  },
  threads: {
    // Meta's Graph API answers an invalid or expired token with 400 and OAuthException code 190.
    unauthorized: () => graphError(400, { message: "Invalid OAuth access token - Cannot parse access token", type: "OAuthException", code: 190 }),
    rateLimited: (seconds) =>
      graphError(429, { message: "Application request limit reached", type: "OAuthException", code: 4, is_transient: true }, { "retry-after": String(seconds) }),
    serverError: () =>
      graphError(500, { message: "An unexpected error has occurred. Please retry your request later.", type: "OAuthException", code: 2, is_transient: true }),
    invalid: (message) =>
      graphError(400, {
        message: "Invalid parameter",
        type: "OAuthException",
        code: 100,
        is_transient: false,
        error_user_title: "Invalid parameter",
        error_user_msg: message,
      }),
    forbidden: (message) => graphError(403, { message, type: "OAuthException", code: 10 }),
    unsupported: (method, what) =>
      graphError(400, {
        message: `Unsupported ${method.toLowerCase()} request. Object with ID '${what}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: "THApiException",
        code: 100,
        error_subcode: 33,
      }),
  },
};

/** The post-creating call of each network (only it may leave a post behind when it fails). */
function callKind(ctx: Ctx): CallKind {
  const { network, method, path } = ctx;
  if (network === "youtube" && method === "PUT" && path === "/upload/youtube/v3/videos") return "create";
  if (method !== "POST") return "other";
  if (network === "x") return path === "/2/tweets" ? "create" : "other";
  if (network === "linkedin") return path === "/rest/posts" ? "create" : "other";
  if (network === "tiktok") return path === "/v2/post/publish/video/init/" ? "create" : "other";
  if (network === "youtube") return path === "/upload/youtube/v3/videos" ? "submit" : "other";
  if (/^\/v1\.0\/[^/]+\/threads_publish$/.test(path)) return "create";
  if (/^\/v1\.0\/[^/]+\/threads$/.test(path)) return "submit";
  return "other";
}

/** The call where each network checks the post's content (Threads: when the container is made). */
function submitKind(network: FakeNetwork): CallKind {
  return network === "threads" || network === "youtube" ? "submit" : "create";
}

function xNotFound(id: string) {
  return {
    value: id,
    detail: `Could not find tweet with id: [${id}].`,
    title: "Not Found Error",
    resource_type: "tweet",
    parameter: "id",
    resource_id: id,
    type: "https://api.twitter.com/2/problems/resource-not-found",
  };
}

interface XTimelineTweet {
  id: string;
  text: string;
  urls: { start: number; end: number; url: string; expanded_url: string; display_url: string; media_key?: string }[];
}

/**
 * A post as X's API shows it: links replaced by t.co ones, &, < and > HTML-escaped, and a t.co
 * link to the photo appended when media is attached.
 */
function xTimelineTweet(post: FakePost): XTimelineTweet {
  const urls: XTimelineTweet["urls"] = [];
  const code = (seed: string) => createHash("sha1").update(seed).digest("base64url").slice(0, 10);
  let text = post.text.replace(/https?:\/\/\S+/g, (link) => {
    const short = `https://t.co/${code(post.id + link)}`;
    urls.push({ start: 0, end: 0, url: short, expanded_url: link, display_url: link.replace(/^https?:\/\//, "").slice(0, 25) });
    return short;
  });
  text = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  if (post.media.length > 0) {
    const short = `https://t.co/${code(`${post.id}media`)}`;
    text = `${text} ${short}`;
    urls.push({
      start: 0,
      end: 0,
      url: short,
      expanded_url: `https://x.com/${post.username ?? "i/web"}/status/${post.id}/photo/1`,
      display_url: `pic.x.com/${code(post.id)}`,
      media_key: `3_${post.media[0]!.id}`,
    });
  }
  // Entity offsets count code points.
  for (const url of urls) {
    url.start = [...text.slice(0, text.indexOf(url.url))].length;
    url.end = url.start + url.url.length;
  }
  return { id: post.id, text, urls };
}

function xTweetFields(tweet: XTimelineTweet, post: FakePost, fields: Set<string>, metrics: Record<string, number>): Record<string, unknown> {
  const out: Record<string, unknown> = { id: tweet.id, text: tweet.text, edit_history_tweet_ids: [tweet.id] };
  if (fields.has("created_at")) out.created_at = post.createdAt.toISOString();
  if (fields.has("entities") && tweet.urls.length > 0) out.entities = { urls: tweet.urls };
  if (fields.has("attachments") && post.media.length > 0) out.attachments = { media_keys: post.media.map((m) => `3_${m.id}`) };
  if (fields.has("public_metrics")) {
    out.public_metrics = {
      retweet_count: metrics.retweet_count ?? 0,
      reply_count: metrics.reply_count ?? 0,
      like_count: metrics.like_count ?? 0,
      quote_count: metrics.quote_count ?? 0,
      bookmark_count: metrics.bookmark_count ?? 0,
      impression_count: metrics.impression_count ?? 0,
    };
  }
  return out;
}

/** Threads writes times as 2024-07-01T12:00:00+0000. */
function threadsTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "+0000");
}

/** `since`/`until`: a unix timestamp or a date; undefined when absent, null when unreadable. */
function threadsTime(value: string | null): number | undefined | null {
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

function threadsFields(post: FakePost, fields: string[]): Record<string, unknown> {
  const all: Record<string, unknown> = {
    id: post.id,
    text: post.text,
    timestamp: threadsTimestamp(post.createdAt),
    permalink: post.url,
    username: post.username,
    media_type: post.media.length > 1 ? "CAROUSEL_ALBUM" : post.media.length === 1 ? post.media[0]!.mediaType : "TEXT_POST",
    media_product_type: "THREADS",
    shortcode: post.url.split("/").at(-1),
    is_quote_post: false,
  };
  const out: Record<string, unknown> = { id: post.id };
  for (const field of fields) if (field in all && all[field] !== undefined && all[field] !== null) out[field] = all[field];
  return out;
}

function displayName(account: FakeAccount): string {
  return account.name ?? (account.username ? `Fake ${account.username}` : `Member ${account.platformUserId}`);
}

function xOAuthError(description: string): Answer {
  return new Answer(400, { error: "invalid_request", error_description: description });
}

function xTokenBody(token: FakeIssuedToken): Record<string, unknown> {
  return {
    token_type: "bearer",
    expires_in: token.expiresInSeconds,
    access_token: token.accessToken,
    scope: token.scopes.join(" "),
    ...(token.refreshToken && { refresh_token: token.refreshToken }),
  };
}

function linkedinTokenBody(token: FakeIssuedToken, refreshExpiresIn?: number): Record<string, unknown> {
  return {
    access_token: token.accessToken,
    expires_in: token.expiresInSeconds,
    scope: token.scopes.join(","),
    token_type: "Bearer",
    id_token: `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(JSON.stringify({ sub: token.account.platformUserId })).toString("base64url")}.fake`,
    ...(token.refreshToken && { refresh_token: token.refreshToken, refresh_token_expires_in: refreshExpiresIn }),
  };
}

// --- plumbing ----------------------------------------------------------------------------------

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

async function parse(network: FakeNetwork, req: IncomingMessage, path: string, query: URLSearchParams, raw: Buffer): Promise<Ctx> {
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

function describeBody(ctx: Ctx): unknown {
  if (ctx.json !== null) return ctx.json;
  if (ctx.form) return Object.fromEntries(ctx.form);
  if (ctx.multipart) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of ctx.multipart) out[key] = typeof value === "string" ? value : { size: value.size, type: value.type };
    return out;
  }
  return ctx.raw.length > 0 ? { bytes: ctx.raw.length } : null;
}

function bearer(header: string | string[] | undefined): string | undefined {
  const value = headerValue(header);
  const match = value ? /^Bearer\s+(.+)$/i.exec(value) : null;
  return match?.[1]?.trim();
}

/** Threads takes access_token as a query or form parameter (or a bearer header). */
function threadsToken(ctx: Ctx): string | undefined {
  return ctx.query.get("access_token") ?? ctx.form?.get("access_token") ?? bearer(ctx.headers.authorization);
}

function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function send(res: ServerResponse, answer: Answer): void {
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
