/**
 * What Meta's Graph API fakes (Facebook Pages, Instagram) share: the Graph error format
 * ({ error: { message, type, code, error_subcode, fbtrace_id } }, HTTP 400 for most refusals),
 * access tokens in the query or a form field, version-prefixed paths (/v23.0/...), cursor paging
 * ({ data, paging: { cursors: { before, after }, next } }), and Business Use Case rate limits
 * (error code 32 / 80001 / 80002 with the X-Business-Use-Case-Usage header, whose
 * estimated_time_to_regain_access is in minutes).
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

export class GraphAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export interface GraphCtx {
  method: string;
  /** Without the network prefix, e.g. /v23.0/me/accounts */
  path: string;
  /** Query and form fields together (Graph reads both). */
  params: URLSearchParams;
  headers: IncomingMessage["headers"];
}

export function graphError(
  message: string,
  code: number,
  options: { status?: number; type?: string; subcode?: number; headers?: Record<string, string> } = {},
): GraphAnswer {
  return new GraphAnswer(
    options.status ?? 400,
    {
      error: {
        message,
        type: options.type ?? "OAuthException",
        code,
        ...(options.subcode !== undefined && { error_subcode: options.subcode }),
        fbtrace_id: randomBytes(8).toString("base64url"),
      },
    },
    options.headers,
  );
}

/** The token problems Graph reports with code 190 (subcodes: 463 expired, 460 changed password, 458 app removed). */
export const TOKEN_ERRORS = {
  invalid: () => graphError("Invalid OAuth access token - Cannot parse access token", 190),
  expired: () => graphError("Error validating access token: Session has expired.", 190, { subcode: 463 }),
  revoked: () => graphError("Error validating access token: The user has not authorized application.", 190, { subcode: 458 }),
};

/** A Business Use Case rate-limit refusal, with the usage header Meta sends. */
export function rateLimited(code: number, businessId: string, minutes: number): GraphAnswer {
  const usage = {
    [businessId]: [
      { type: code === 80002 ? "instagram" : "pages", call_count: 100, total_cputime: 42, total_time: 57, estimated_time_to_regain_access: minutes },
    ],
  };
  return graphError("(#32) Page request limit reached", code, { headers: { "x-business-use-case-usage": JSON.stringify(usage) } });
}

/** Opaque paging cursor: an offset in base64url (Graph's are opaque too). */
export function cursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString("base64url");
}

export function offsetOf(value: string | null): number {
  if (!value) return 0;
  const match = /^offset:(\d+)$/.exec(Buffer.from(value, "base64url").toString());
  return match ? Number(match[1]) : 0;
}

/** One page of a Graph list; `next` is present while more remain. */
export function graphPage<T>(all: T[], params: URLSearchParams, nextBase: string, defaultLimit = 25): { data: T[]; paging: Record<string, unknown> } {
  const limit = Math.min(Math.max(Number(params.get("limit") ?? defaultLimit) || defaultLimit, 1), 100);
  const offset = offsetOf(params.get("after"));
  const data = all.slice(offset, offset + limit);
  const more = offset + limit < all.length;
  const after = cursor(offset + data.length);
  return { data, paging: { cursors: { before: cursor(offset), after }, ...(more && { next: `${nextBase}?after=${after}&limit=${limit}` }) } };
}

/** Graph's time format: 2026-11-24T07:00:00+0000 */
export function graphTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "+0000");
}

export function newToken(prefix: string): string {
  return `${prefix}${randomBytes(24).toString("base64url")}`;
}

export function numericId(): string {
  return String(17_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 1e15)));
}

/** How a Graph fake misbehaves; every field optional in setBehaviour, reset() clears them. */
export interface GraphBehaviour {
  latencyMs: number;
  /** Refuse every API call (or the next `calls`) with the network's rate-limit error and usage header. */
  rateLimit: { minutes: number; calls?: number } | null;
  /** The next N post-creating calls answer 500 (nothing is created). */
  failNextCreates: number;
  /** Never answer any call. */
  hang: boolean;
  /** Post-creating calls create the post, then never answer (a crash between the call and our record). */
  createThenHang: boolean;
  /** The consent page: the member refuses. */
  denyAuthorization: boolean;
  /** Token renewals answer a token error. */
  failRefresh: boolean;
}

const IDLE: GraphBehaviour = {
  latencyMs: 0,
  rateLimit: null,
  failNextCreates: 0,
  hang: false,
  createThenHang: false,
  denyAuthorization: false,
  failRefresh: false,
};

export interface GraphToken {
  /** Whose token it is: the account id the network's /me resolves to. */
  accountId: string;
  kind: string;
  expiresAt: Date | null;
  revoked: boolean;
  scopes: string[];
  /** The Meta app it was issued to (the default app or one added with addApp). */
  appId?: string;
}

/** A Meta app's id and secret (ours from envVars(), or a workspace's own added with addApp). */
export interface GraphApp {
  id: string;
  secret: string;
}

export interface GraphPost {
  id: string;
  accountId: string;
  text: string;
  /** image/video URLs the network was told to fetch, in order */
  media: { url: string; type: "image" | "video" }[];
  kind: string;
  createdAt: Date;
  permalink: string;
  deleted: boolean;
}

export interface GraphRequestLog {
  method: string;
  path: string;
  params: Record<string, string>;
  at: Date;
}

/** One local HTTP server playing one Meta network; subclasses answer its paths. */
export abstract class GraphFakeServer {
  protected server: Server | null = null;
  origin = "";
  behaviour: GraphBehaviour = { ...IDLE };
  readonly tokens = new Map<string, GraphToken>();
  readonly codes = new Map<string, { redirectUri: string; accountId: string; scopes: string[]; appId?: string }>();
  /** Apps registered besides the default one (a workspace's own Meta app). */
  private readonly extraApps: GraphApp[] = [];

  /** The app envVars() configures. */
  protected abstract readonly defaultApp: GraphApp;

  /** Registers another Meta app (its dialog and token calls are accepted too). */
  addApp(app: GraphApp): void {
    this.extraApps.push(app);
  }

  /** The app with this id (and secret, when given): the default one or an added one. */
  knownApp(id: string | null | undefined, secret?: string | null): GraphApp | null {
    return [this.defaultApp, ...this.extraApps].find((a) => a.id === id && (secret === undefined || a.secret === secret)) ?? null;
  }
  posts: GraphPost[] = [];
  requests: GraphRequestLog[] = [];
  private held = new Set<ServerResponse>();
  protected generation = 0;

  protected abstract handle(ctx: GraphCtx): Promise<GraphAnswer>;
  /** True for the calls that create a post (createThenHang, failNextCreates). */
  protected abstract creates(ctx: GraphCtx): boolean;

  async start(port = 0): Promise<string> {
    const server = createServer((req, res) => void this.serve(req, res));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
    this.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async stop(): Promise<void> {
    for (const res of this.held) res.destroy();
    this.held.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  setBehaviour(change: Partial<GraphBehaviour>): void {
    this.behaviour = { ...this.behaviour, ...change };
  }

  reset(): void {
    this.generation++;
    this.behaviour = { ...IDLE };
    this.tokens.clear();
    this.codes.clear();
    this.extraApps.length = 0;
    this.posts = [];
    this.requests = [];
    for (const res of this.held) res.destroy();
    this.held.clear();
  }

  /** Follows the consent page as a member approving (or, told to, refusing): the URL we are sent back to. */
  async consent(authUrl: string): Promise<URL> {
    const res = await fetch(authUrl, { redirect: "manual" });
    const location = res.headers.get("location");
    if (res.status !== 302 || !location) throw new Error(`consent page answered ${res.status}: ${await res.text()}`);
    return new URL(location);
  }

  livePosts(): GraphPost[] {
    return this.posts.filter((p) => !p.deleted);
  }

  /** The token's owner, or the Graph error to answer. */
  protected tokenOwner(ctx: GraphCtx): GraphToken | GraphAnswer {
    const token = ctx.params.get("access_token") ?? /^Bearer (.+)$/i.exec(String(ctx.headers.authorization ?? ""))?.[1] ?? null;
    const info = token ? this.tokens.get(token) : undefined;
    if (!info) return TOKEN_ERRORS.invalid();
    if (info.revoked) return TOKEN_ERRORS.revoked();
    if (info.expiresAt && info.expiresAt.getTime() <= Date.now()) return TOKEN_ERRORS.expired();
    return info;
  }

  protected issue(
    accountId: string,
    kind: string,
    ttlSeconds: number | null,
    scopes: string[],
    prefix: string,
    appId?: string,
  ): { token: string; expiresIn?: number } {
    const token = newToken(prefix);
    const expiresAt = ttlSeconds ? new Date(Date.now() + ttlSeconds * 1000) : null;
    this.tokens.set(token, { accountId, kind, expiresAt, revoked: false, scopes, appId: appId ?? this.defaultApp.id });
    return { token, ...(ttlSeconds && { expiresIn: ttlSeconds }) };
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const generation = this.generation;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fake.invalid");
    const params = new URLSearchParams(url.search);
    const body = Buffer.concat(chunks).toString("utf8");
    if (body && String(req.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded")) {
      for (const [key, value] of new URLSearchParams(body)) params.set(key, value);
    } else if (body && String(req.headers["content-type"] ?? "").includes("application/json")) {
      for (const [key, value] of Object.entries(JSON.parse(body) as Record<string, unknown>))
        params.set(key, typeof value === "string" ? value : JSON.stringify(value));
    }
    const ctx: GraphCtx = { method: req.method ?? "GET", path: url.pathname, params, headers: req.headers };
    const logged = Object.fromEntries([...params].filter(([k]) => k !== "access_token" && k !== "client_secret"));
    this.requests.push({ method: ctx.method, path: ctx.path, params: logged, at: new Date() });

    if (this.behaviour.latencyMs > 0) await sleep(this.behaviour.latencyMs);
    if (this.behaviour.hang) {
      this.held.add(res);
      return;
    }
    const consent = /\/oauth\/authorize$|\/dialog\/oauth$/.test(ctx.path);
    const rate = this.behaviour.rateLimit;
    if (rate && !consent && (rate.calls === undefined || rate.calls > 0)) {
      if (rate.calls !== undefined) rate.calls -= 1;
      return this.send(res, this.rateLimitAnswer(rate.minutes));
    }
    const creates = this.creates(ctx);
    if (creates && this.behaviour.failNextCreates > 0) {
      this.behaviour.failNextCreates -= 1;
      return this.send(
        res,
        graphError("An unexpected error has occurred. Please retry your request later.", 2, { status: 500, type: "OAuthException" }),
      );
    }
    let answer: GraphAnswer;
    try {
      answer = await this.handle(ctx);
    } catch (err) {
      answer = graphError(`fake error: ${(err as Error).message}`, 1, { status: 500 });
    }
    if (generation !== this.generation) return void res.destroy();
    if (creates && this.behaviour.createThenHang && answer.status < 300) {
      this.held.add(res);
      return;
    }
    this.send(res, answer);
  }

  protected abstract rateLimitAnswer(minutes: number): GraphAnswer;

  private send(res: ServerResponse, answer: GraphAnswer): void {
    const headers: Record<string, string> = { ...answer.headers };
    if (answer.status === 302) {
      res.writeHead(302, headers).end();
      return;
    }
    res
      .writeHead(answer.status, { "content-type": "application/json; charset=UTF-8", ...headers })
      .end(answer.body === null ? "" : JSON.stringify(answer.body));
  }
}
