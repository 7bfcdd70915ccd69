/**
 * Contract fake of LinkedIn's versioned REST API (under /linkedin): OAuth (consent page,
 * /oauth/v2/accessToken, /oauth/v2/revoke), userinfo, image uploads, posts in the "little text
 * format" (rendered as LinkedIn shows them, see renderLittleText) and their social metadata.
 */
import { randomBytes } from "node:crypto";
import {
  Answer,
  NetworkFake,
  headerValue,
  displayName,
  sha256,
  type CallKind,
  type ConsentRules,
  type Ctx,
  type FakeAccount,
  type FakeIssuedToken,
  type NetworkErrors,
  type Upload,
} from "./base";

export class LinkedInFake extends NetworkFake {
  static readonly key = "linkedin";
  static readonly kind = "post";
  static readonly client = { clientId: "fake-linkedin-client-id", clientSecret: "fake-linkedin-client-secret" };

  private readonly uploads = new Map<string, Upload>();

  readonly consentRules: ConsentRules = {
    clientParam: "client_id",
    scopeSeparator: " ",
    pkce: "none",
    denied: { error: "user_cancelled_authorize", error_description: "The user cancelled the authorization" },
    codeTtlMs: 10 * 60_000,
  };

  readonly errors: NetworkErrors = {
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
  };

  envVars(baseUrl: string) {
    return { LINKEDIN_API_BASE_URL: baseUrl };
  }

  oauthEnvVars(baseUrl: string) {
    return {
      LINKEDIN_CLIENT_ID: LinkedInFake.client.clientId,
      LINKEDIN_CLIENT_SECRET: LinkedInFake.client.clientSecret,
      LINKEDIN_AUTH_BASE_URL: baseUrl,
    };
  }

  oauth(ctx: Ctx): Answer | null {
    const { method, path } = ctx;
    if (method === "GET" && path === "/oauth/v2/authorization") return this.hub.authorizePage(ctx);
    if (method === "POST" && path === "/oauth/v2/accessToken") return this.linkedinToken(ctx);
    if (method === "POST" && path === "/oauth/v2/revoke") return this.linkedinRevoke(ctx);
    return null;
  }

  callKind(ctx: Ctx): CallKind {
    return ctx.method === "POST" && ctx.path === "/rest/posts" ? "create" : "other";
  }

  /** LinkedIn members have an opaque id and no public username. */
  override newMember(): FakeAccount {
    const id = `li${randomBytes(5).toString("hex")}`;
    return { platformUserId: id, username: null, name: `Fake linkedin member ${id.slice(-4)}` };
  }

  override reset(): void {
    this.uploads.clear();
  }

  // LinkedIn: client id and secret in the form (our default app or one added with addClient).
  private linkedinClient(form: URLSearchParams): boolean {
    return this.hub.knownClient("linkedin", form.get("client_id"), form.get("client_secret")) !== null;
  }

  private linkedinToken(ctx: Ctx): Answer {
    const form = ctx.form ?? new URLSearchParams();
    if (!this.linkedinClient(form)) return new Answer(401, { error: "invalid_client", error_description: "Client authentication failed" });
    const grant = form.get("grant_type");
    const partner = ctx.behaviour.partnerRefreshTokens;
    if (grant === "authorization_code") {
      const clientId = form.get("client_id")!;
      const taken = this.hub.takeCode("linkedin", form.get("code"), form.get("redirect_uri"), clientId);
      if (typeof taken === "string") {
        return new Answer(400, {
          error: "invalid_request",
          error_description:
            "Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired. Or external member binding exists",
        });
      }
      const token = this.hub.issue("linkedin", "code", taken.account, taken.scopes, {
        refresh: partner,
        ttl: 5_184_000,
        refreshTtl: 31_536_000,
        clientId,
      });
      return new Answer(200, linkedinTokenBody(token, partner ? 31_536_000 : undefined));
    }
    if (grant === "refresh_token") {
      const refreshToken = form.get("refresh_token") ?? "";
      const known = this.hub.refreshTokens.get(refreshToken);
      const bound = known?.clientId === form.get("client_id");
      if (ctx.behaviour.failRefresh || !known || !bound || known.network !== "linkedin" || known.expiresAt < Date.now()) {
        return new Answer(400, {
          error: "invalid_request",
          error_description: "The provided authorization grant or refresh token is invalid, expired or revoked.",
        });
      }
      // LinkedIn keeps the refresh token (and its end) and mints a new 60-day access token.
      const accessToken = `linkedin-at-${randomBytes(18).toString("base64url")}`;
      this.hub.registerToken("linkedin", accessToken, known.account);
      const token: FakeIssuedToken = {
        network: "linkedin",
        accessToken,
        refreshToken,
        grant: "refresh",
        clientId: known.clientId,
        account: known.account,
        scopes: known.scopes,
        expiresInSeconds: 5_184_000,
        at: new Date(),
      };
      this.hub.issued.push(token);
      return new Answer(200, linkedinTokenBody(token, Math.max(0, Math.floor((known.expiresAt - Date.now()) / 1000))));
    }
    return new Answer(400, { error: "unsupported_grant_type", error_description: "grant_type is not supported" });
  }

  private linkedinRevoke(ctx: Ctx): Answer {
    const form = ctx.form ?? new URLSearchParams();
    if (!this.linkedinClient(form)) return new Answer(401, { error: "invalid_client", error_description: "Client authentication failed" });
    const token = form.get("token");
    if (!token) return new Answer(400, { error: "invalid_request", error_description: "token is required" });
    this.hub.revokeToken("linkedin", token);
    return new Answer(200, null);
  }

  async api(ctx: Ctx, account: FakeAccount): Promise<Answer> {
    const { method, path, query, headers } = ctx;
    const errors = this.errors;
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
        return new Answer(422, {
          message: "ERROR :: /initializeUploadRequest/owner :: field is required but not found and has no default value\n",
          status: 422,
        });
      }
      if (request.owner !== owner) return errors.forbidden("Not enough permissions to access: images.action.initializeUpload");
      const key = randomBytes(9).toString("hex");
      const image = `urn:li:image:D4E10AQ${randomBytes(8).toString("base64url")}`;
      this.uploads.set(`linkedin-upload:${key}`, { owner, id: image, mimeType: "", size: 0, sha256: "" });
      return new Answer(200, {
        value: {
          uploadUrlExpiresAt: Date.now() + 24 * 3600_000,
          uploadUrl: `${this.hub.origin}/linkedin/dms-uploads/${key}`,
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
      if (content?.multiImage && (images.length < 2 || images.length > 20))
        return errors.invalid("A multi-image post has 2 to 20 images.", "content/multiImage/images");
      const commentary = String(body.commentary);
      const urn = `urn:li:share:${this.hub.nextId(7_250_000_000_000_000_000n)}`;
      this.hub.addPost("linkedin", account, {
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
      const mine = this.hub.created.filter((p) => p.network === "linkedin" && !p.deleted && `urn:li:person:${p.accountId}` === author).reverse();
      const nextLink =
        start + count < mine.length
          ? [
              {
                rel: "next",
                type: "application/json",
                href: `/rest/posts?author=${encodeURIComponent(author)}&q=author&start=${start + count}&count=${count}`,
              },
            ]
          : [];
      const elements = mine.slice(start, start + count).map((p) => ({
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
      if (!this.hub.live("linkedin", urn)) return new Answer(404, { status: 404, code: "NOT_FOUND", message: `Not Found: ${urn}` });
      const m = this.hub.metricsOf("linkedin", urn);
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
      const post = this.hub.live("linkedin", urn);
      if (!post) return new Answer(404, { status: 404, code: "NOT_FOUND", message: `Not Found: ${urn}` });
      if (`urn:li:person:${post.accountId}` !== owner) return errors.forbidden("Not enough permissions to access: partnerApiPostsExternal.DELETE");
      post.deleted = true;
      return new Answer(204, null);
    }

    return new Answer(404, { message: `No resource for ${method} ${path}`, status: 404 });
  }
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
