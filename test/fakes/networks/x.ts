/**
 * Contract fake of X API v2 (under /x): OAuth 2.0 with PKCE (consent page, /2/oauth2/token with
 * Basic client authentication, /2/oauth2/revoke), media upload, tweets, timelines and metrics.
 * X's refusal of duplicate text is not imitated (tests count duplicates themselves); uploaded
 * images are available at once (no PROCESSING state).
 */
import { createHash } from "node:crypto";
import {
  Answer,
  NetworkFake,
  headerValue,
  pageOffset,
  pageToken,
  displayName,
  sha256,
  type CallKind,
  type ConsentRules,
  type Ctx,
  type FakeAccount,
  type FakeIssuedToken,
  type FakePost,
  type NetworkErrors,
  type Upload,
} from "./base";

export class XFake extends NetworkFake {
  static readonly key = "x";
  static readonly kind = "post";
  static readonly client = { clientId: "fake-x-client-id", clientSecret: "fake-x-client-secret" };

  private readonly uploads = new Map<string, Upload>();

  readonly consentRules: ConsentRules = {
    clientParam: "client_id",
    scopeSeparator: " ",
    pkce: "required",
    denied: { error: "access_denied" },
    // X's codes are valid for 30 seconds.
    codeTtlMs: 30_000,
  };

  readonly errors: NetworkErrors = {
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
  };

  envVars(baseUrl: string) {
    return { X_API_BASE_URL: baseUrl };
  }

  oauthEnvVars(baseUrl: string) {
    return { X_CLIENT_ID: XFake.client.clientId, X_CLIENT_SECRET: XFake.client.clientSecret, X_AUTHORIZE_URL: `${baseUrl}/i/oauth2/authorize` };
  }

  oauth(ctx: Ctx): Answer | null {
    const { method, path } = ctx;
    if (method === "GET" && path === "/i/oauth2/authorize") return this.hub.authorizePage(ctx);
    if (method === "POST" && path === "/2/oauth2/token") return this.xToken(ctx);
    if (method === "POST" && path === "/2/oauth2/revoke") return this.xRevoke(ctx);
    return null;
  }

  callKind(ctx: Ctx): CallKind {
    return ctx.method === "POST" && ctx.path === "/2/tweets" ? "create" : "other";
  }

  override reset(): void {
    this.uploads.clear();
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
    const app = client && this.hub.knownClient("x", client.id, client.secret);
    if (!app) return new Answer(401, { error: "unauthorized_client", error_description: "Missing valid authorization header" });
    const form = ctx.form ?? new URLSearchParams();
    if (form.get("client_id") && form.get("client_id") !== app.clientId) return xOAuthError("Value passed for client_id was invalid.");
    const grant = form.get("grant_type");
    if (grant === "authorization_code") {
      const taken = this.hub.takeCode("x", form.get("code"), form.get("redirect_uri"), app.clientId);
      if (typeof taken === "string") return xOAuthError("Value passed for the authorization code was invalid.");
      const verifier = form.get("code_verifier") ?? "";
      const expected = taken.codeChallengeMethod === "S256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
      if (!verifier || expected !== taken.codeChallenge) return xOAuthError("Value passed for the code verifier was invalid.");
      const token = this.hub.issue("x", "code", taken.account, taken.scopes, {
        refresh: taken.scopes.includes("offline.access"),
        ttl: 7200,
        clientId: app.clientId,
      });
      return new Answer(200, xTokenBody(token));
    }
    if (grant === "refresh_token") {
      const refreshToken = form.get("refresh_token") ?? "";
      const known = this.hub.refreshTokens.get(refreshToken);
      // A refresh token is bound to the app it was issued to.
      if (ctx.behaviour.failRefresh || !known || known.network !== "x" || known.expiresAt < Date.now() || known.clientId !== app.clientId) {
        return xOAuthError("Value passed for the token was invalid.");
      }
      // X rotates refresh tokens: the one used is spent.
      this.hub.refreshTokens.delete(refreshToken);
      const token = this.hub.issue("x", "refresh", known.account, known.scopes, { refresh: true, ttl: 7200, clientId: app.clientId });
      return new Answer(200, xTokenBody(token));
    }
    return xOAuthError("Missing required parameter [grant_type].");
  }

  private xRevoke(ctx: Ctx): Answer {
    const client = this.basicClient(ctx);
    if (!client || !this.hub.knownClient("x", client.id, client.secret)) {
      return new Answer(401, { error: "unauthorized_client", error_description: "Missing valid authorization header" });
    }
    const token = ctx.form?.get("token");
    if (!token) return xOAuthError("Missing required parameter [token].");
    this.hub.revokeToken("x", token);
    // X answers the same whether or not the token was live.
    return new Answer(200, { revoked: true });
  }

  async api(ctx: Ctx, account: FakeAccount): Promise<Answer> {
    const { method, path, query } = ctx;
    const errors = this.errors;

    if (method === "POST" && path === "/2/media/upload") {
      const media = ctx.multipart?.get("media");
      const category = ctx.multipart?.get("media_category");
      if (!ctx.multipart || !(media instanceof Blob)) {
        return errors.invalid("The `media` field is required (multipart/form-data with the file's bytes).", "media");
      }
      if (
        category !== null &&
        category !== undefined &&
        !["tweet_image", "tweet_gif", "tweet_video", "dm_image", "dm_gif", "dm_video", "subtitles"].includes(String(category))
      ) {
        return errors.invalid(`The \`media_category\` value [${String(category)}] is not one of the allowed values.`, "media_category");
      }
      const bytes = Buffer.from(await media.arrayBuffer());
      if (bytes.length === 0) return errors.invalid("The media file is empty.", "media");
      const id = this.hub.nextId(1_880_000_000_000_000_000n);
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
      const id = this.hub.nextId(1_850_000_000_000_000_000n);
      const post = this.hub.addPost("x", account, {
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
      const all = this.hub.created
        .filter((p) => p.network === "x" && !p.deleted && p.accountId === userId && p.createdAt.getTime() >= startTime)
        .reverse();
      const tweets = all.slice(offset, offset + max).map((p) => xTweetFields(xTimelineTweet(p), p, fields, this.hub.metricsOf("x", p.id)));
      if (tweets.length === 0) return new Answer(200, { meta: { result_count: 0 } });
      const more = offset + max < all.length;
      return new Answer(200, {
        data: tweets,
        meta: {
          result_count: tweets.length,
          newest_id: tweets[0]!.id,
          oldest_id: tweets.at(-1)!.id,
          ...(more && { next_token: pageToken(offset + max) }),
        },
      });
    }

    const single = /^\/2\/tweets\/([^/]+)$/.exec(path);
    if (single && method === "GET") {
      const id = decodeURIComponent(single[1]!);
      const post = this.hub.live("x", id);
      if (!post) return new Answer(200, { errors: [xNotFound(id)] });
      const fields = new Set((query.get("tweet.fields") ?? "").split(",").filter(Boolean));
      return new Answer(200, { data: xTweetFields(xTimelineTweet(post), post, fields, this.hub.metricsOf("x", id)) });
    }
    if (single && method === "DELETE") {
      const id = decodeURIComponent(single[1]!);
      const post = this.hub.live("x", id);
      if (!post)
        return new Answer(404, { errors: [xNotFound(id)], title: "Not Found Error", type: "https://api.twitter.com/2/problems/resource-not-found" });
      if (post.accountId !== account.platformUserId) {
        return new Answer(403, {
          title: "Forbidden",
          type: "about:blank",
          status: 403,
          detail: "You are not allowed to delete a Tweet you did not create.",
        });
      }
      post.deleted = true;
      return new Answer(200, { data: { deleted: true } });
    }

    if (method === "GET" && path === "/2/users/me") {
      return new Answer(200, {
        data: { id: account.platformUserId, name: displayName(account), username: account.username ?? account.platformUserId },
      });
    }

    return new Answer(404, { errors: [{ message: "Sorry, that page does not exist", code: 34 }] });
  }
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
