/**
 * Contract fake of the Threads API (Meta, under /threads): OAuth (consent page, code, long-lived
 * exchange and th_refresh_token), containers and threads_publish, carousels, replies, insights; errors
 * in the Graph API format. Threads does not download image_url here, and only its 500-character text
 * limit is checked.
 */
import { randomBytes } from "node:crypto";
import {
  Answer,
  NetworkFake,
  bearer,
  pageOffset,
  pageToken,
  displayName,
  type CallKind,
  type ConsentRules,
  type Ctx,
  type FakeAccount,
  type FakePost,
  type NetworkErrors,
} from "./base";

export class ThreadsFake extends NetworkFake {
  static readonly key = "threads";
  static readonly kind = "post";
  static readonly client = { clientId: "1234567890", clientSecret: "fake-threads-app-secret" };

  private readonly containers = new Map<string, ThreadsContainer>();

  readonly consentRules: ConsentRules = {
    clientParam: "client_id",
    scopeSeparator: ",",
    pkce: "none",
    denied: { error: "access_denied", error_reason: "user_denied", error_description: "Permissions error" },
    // Meta's codes are valid for one hour; the fake keeps them ten minutes.
    codeTtlMs: 10 * 60_000,
    // Meta appends #_ to the redirect; browsers keep it away from the server.
    redirectSuffix: "#_",
  };

  override readonly submitKind: CallKind = "submit";

  readonly errors: NetworkErrors = {
    // Meta's Graph API answers an invalid or expired token with 400 and OAuthException code 190.
    unauthorized: () => graphError(400, { message: "Invalid OAuth access token - Cannot parse access token", type: "OAuthException", code: 190 }),
    rateLimited: (seconds) =>
      graphError(
        429,
        { message: "Application request limit reached", type: "OAuthException", code: 4, is_transient: true },
        { "retry-after": String(seconds) },
      ),
    serverError: () =>
      graphError(500, {
        message: "An unexpected error has occurred. Please retry your request later.",
        type: "OAuthException",
        code: 2,
        is_transient: true,
      }),
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
  };

  envVars(baseUrl: string) {
    return { THREADS_API_BASE_URL: baseUrl };
  }

  oauthEnvVars(baseUrl: string) {
    return {
      THREADS_APP_ID: ThreadsFake.client.clientId,
      THREADS_APP_SECRET: ThreadsFake.client.clientSecret,
      THREADS_AUTHORIZE_URL: `${baseUrl}/oauth/authorize`,
    };
  }

  oauth(ctx: Ctx): Answer | null {
    const { method, path } = ctx;
    if (method === "GET" && path === "/oauth/authorize") return this.hub.authorizePage(ctx);
    if (method === "POST" && path === "/oauth/access_token") return this.threadsCodeToken(ctx);
    if (method === "GET" && path === "/access_token") return this.threadsExchange(ctx);
    if (method === "GET" && path === "/refresh_access_token") return this.threadsRefresh(ctx);
    return null;
  }

  callKind(ctx: Ctx): CallKind {
    if (ctx.method !== "POST") return "other";
    if (/^\/v1\.0\/[^/]+\/threads_publish$/.test(ctx.path)) return "create";
    if (/^\/v1\.0\/[^/]+\/threads$/.test(ctx.path)) return "submit";
    return "other";
  }

  /** Threads takes access_token as a query or form parameter (or a bearer header). */
  override accessToken(ctx: Ctx): string | undefined {
    return ctx.query.get("access_token") ?? ctx.form?.get("access_token") ?? bearer(ctx.headers.authorization);
  }

  override reset(): void {
    this.containers.clear();
  }

  // Threads (Meta): parameters as a form or in the query; errors in the Graph API format.
  private threadsParams(ctx: Ctx): URLSearchParams {
    const params = new URLSearchParams(ctx.query);
    for (const [key, value] of ctx.form ?? []) params.set(key, value);
    return params;
  }

  private threadsCodeToken(ctx: Ctx): Answer {
    const params = this.threadsParams(ctx);
    // Our default app or one added with addClient (a workspace's own Threads app).
    const app = this.hub.knownClient("threads", params.get("client_id"));
    if (!app) return graphError(400, { message: "Error validating application. Invalid application ID.", type: "OAuthException", code: 101 });
    if (params.get("client_secret") !== app.clientSecret)
      return graphError(400, { message: "Error validating client secret.", type: "OAuthException", code: 1 });
    if (params.get("grant_type") !== "authorization_code")
      return graphError(400, { message: "Unsupported grant_type", type: "OAuthException", code: 100 });
    const taken = this.hub.takeCode("threads", params.get("code"), params.get("redirect_uri"), app.clientId);
    if (typeof taken === "string") {
      return graphError(400, { message: "Invalid verification code format.", type: "OAuthException", code: 100, error_subcode: 36008 });
    }
    const token = this.hub.issue("threads", "code", taken.account, taken.scopes, { refresh: false, ttl: 3600, clientId: app.clientId });
    return new Answer(200, { access_token: token.accessToken, user_id: taken.account.platformUserId });
  }

  private threadsExchange(ctx: Ctx): Answer {
    const params = ctx.query;
    if (params.get("grant_type") !== "th_exchange_token")
      return graphError(400, { message: "Unsupported grant_type", type: "OAuthException", code: 100 });
    const short = this.hub.issued.find((t) => t.network === "threads" && t.grant === "code" && t.accessToken === params.get("access_token"));
    // The secret of the app the short-lived token was issued to (ours or a workspace's own).
    const secretOf = short ? this.hub.knownClient("threads", short.clientId)?.clientSecret : ThreadsFake.client.clientSecret;
    if (params.get("client_secret") !== secretOf) {
      return graphError(400, { message: "Error validating client secret.", type: "OAuthException", code: 1 });
    }
    if (!short || !this.hub.acceptsToken("threads", short.accessToken)) {
      return graphError(400, { message: "Invalid OAuth access token - Cannot parse access token", type: "OAuthException", code: 190 });
    }
    const token = this.hub.issue("threads", "exchange", short.account, short.scopes, { refresh: false, ttl: 5_183_944, clientId: short.clientId });
    return new Answer(200, { access_token: token.accessToken, token_type: "bearer", expires_in: token.expiresInSeconds });
  }

  private threadsRefresh(ctx: Ctx): Answer {
    const params = ctx.query;
    if (params.get("grant_type") !== "th_refresh_token")
      return graphError(400, { message: "Unsupported grant_type", type: "OAuthException", code: 100 });
    const current = params.get("access_token") ?? "";
    const longLived = this.hub.issued.find((t) => t.network === "threads" && t.grant !== "code" && t.accessToken === current);
    if (ctx.behaviour.failRefresh || !longLived || !this.hub.acceptsToken("threads", current)) {
      return graphError(400, {
        message: "Error validating access token: Session has expired.",
        type: "OAuthException",
        code: 190,
        error_subcode: 463,
      });
    }
    // A long-lived token renews itself (no app credentials) and stays bound to its app.
    const token = this.hub.issue("threads", "refresh", longLived.account, longLived.scopes, {
      refresh: false,
      ttl: 5_183_944,
      clientId: longLived.clientId,
    });
    return new Answer(200, { access_token: token.accessToken, token_type: "bearer", expires_in: token.expiresInSeconds });
  }

  async api(ctx: Ctx, account: FakeAccount): Promise<Answer> {
    const { method, path } = ctx;
    const errors = this.errors;
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
      if (!["TEXT", "IMAGE", "VIDEO", "CAROUSEL"].includes(mediaType))
        return errors.invalid("Param media_type must be one of {TEXT, IMAGE, VIDEO, CAROUSEL}");
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
      const id = this.hub.nextId(18_000_000_000_000_000n);
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
      const id = this.hub.nextId(17_900_000_000_000_000n);
      const items = container.mediaType === "CAROUSEL" ? container.children.map((c) => this.containers.get(c)!) : [container];
      this.hub.addPost("threads", account, {
        id,
        text: container.text,
        rawText: container.text,
        media: items.filter((c) => c.mediaType !== "TEXT").map((c) => ({ id: c.id, url: c.imageUrl ?? c.videoUrl, mediaType: c.mediaType })),
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
      const all = this.hub.created
        .filter((p) => p.network === "threads" && !p.deleted && p.accountId === account.platformUserId)
        .filter((p) => (since === undefined || p.createdAt.getTime() >= since) && (until === undefined || p.createdAt.getTime() <= until))
        .reverse();
      const data = all.slice(offset, offset + limit).map((p) => threadsFields(p, fields));
      // Graph API paging: cursors around the page, and a `next` link only while more remain.
      const after = pageToken(offset + limit);
      const more = offset + limit < all.length;
      return new Answer(200, {
        data,
        paging: {
          cursors: { before: pageToken(offset), after },
          ...(more && { next: `https://graph.threads.net/v1.0/me/threads?after=${after}&limit=${limit}` }),
        },
      });
    }

    // GET /{media-id}/insights
    if (method === "GET" && parts.length === 2 && parts[1] === "insights") {
      const post = this.hub.live("threads", parts[0]!);
      if (!post || post.accountId !== account.platformUserId) return errors.unsupported(method, parts[0]!);
      const metrics = (params.get("metric") ?? "").split(",").filter(Boolean);
      const known = ["views", "likes", "replies", "reposts", "quotes", "shares"];
      const unknown = metrics.find((m) => !known.includes(m));
      if (metrics.length === 0 || unknown) return errors.invalid(`Param metric must be one of {${known.join(", ")}}`);
      const counters = this.hub.metricsOf("threads", post.id);
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
      const post = this.hub.live("threads", id);
      if (!post || post.accountId !== account.platformUserId) return errors.unsupported(method, id);
      if (method === "GET") return new Answer(200, threadsFields(post, (params.get("fields") ?? "id").split(",")));
      if (method === "DELETE") {
        post.deleted = true;
        return new Answer(200, { success: true, deleted_id: id });
      }
    }
    return errors.unsupported(method, match[1]!);
  }
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

function graphError(status: number, error: Record<string, unknown>, headers: Record<string, string> = {}): Answer {
  return new Answer(status, { error: { ...error, fbtrace_id: randomBytes(8).toString("base64url") } }, headers);
}

function threadsTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "+0000");
}

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
