/**
 * Contract fake of TikTok's Open API (under /tiktok): OAuth v2 with PKCE (/v2/auth/authorize/,
 * /v2/oauth/token/, /v2/oauth/revoke/), /v2/user/info/ (username only with user.info.profile), the
 * Content Posting API (creator_info/query, video/init, PUT the upload_url with Content-Range,
 * status/fetch). video/init and the chunks follow the media transfer guide's rules: chunks of 5 to 64
 * MB but the last (up to 128 MB), a file under 5 MB whole, one over 64 MB in several chunks,
 * total_chunk_count = floor(video_size / chunk_size) from 1 to 1000, chunks in order, each with its
 * Content-Length and a Content-Range on the chunk's exact bytes (the previous chunk may be sent again).
 * The bytes are hashed as they arrive, never kept. `tiktokFailChunks` fails the next chunks (500). Can stay PROCESSING (`tiktokProcessing`) or end FAILED (`tiktokFailReason`). A video
 * is recorded as a post when its status is first read as PUBLISH_COMPLETE; SELF_ONLY ones keep the
 * publish id as their id (TikTok gives no public id for them).
 */
import { createHash, randomBytes, type Hash } from "node:crypto";
import {
  Answer,
  NetworkFake,
  headerValue,
  verifierMatches,
  bearer,
  displayName,
  type CallKind,
  type ConsentRules,
  type Ctx,
  type FakeAccount,
  type FakeIssuedToken,
  type FakePost,
  type NetworkErrors,
} from "./base";

export class TikTokFake extends NetworkFake {
  static readonly key = "tiktok";
  static readonly kind = "video";
  static readonly client = { clientId: "fake-tiktok-client-key", clientSecret: "fake-tiktok-client-secret" };

  private readonly tiktokPublishes = new Map<string, TikTokPublish>();

  readonly consentRules: ConsentRules = {
    clientParam: "client_key",
    scopeSeparator: ",",
    pkce: "required",
    denied: { error: "access_denied" },
    codeTtlMs: 10 * 60_000,
  };

  readonly errors: NetworkErrors = {
    unauthorized: () => tiktokError(401, "access_token_invalid", "The access token is invalid or not found in the request."),
    rateLimited: (seconds) =>
      tiktokError(429, "rate_limit_exceeded", "API rate limit was exceeded, please try again later.", { "retry-after": String(seconds) }),
    serverError: () => tiktokError(500, "internal_error", "Something went wrong. Please try again later."),
    invalid: (message) => tiktokError(400, "invalid_params", message),
    forbidden: (message) => tiktokError(403, "scope_not_authorized", message),
    unsupported: (method, what) => tiktokError(404, "not_found", `No route for ${method} ${what}`),
  };

  envVars(baseUrl: string) {
    return { TIKTOK_API_BASE_URL: baseUrl };
  }

  oauthEnvVars(baseUrl: string) {
    return {
      TIKTOK_CLIENT_KEY: TikTokFake.client.clientId,
      TIKTOK_CLIENT_SECRET: TikTokFake.client.clientSecret,
      TIKTOK_AUTHORIZE_URL: `${baseUrl}/v2/auth/authorize/`,
    };
  }

  oauth(ctx: Ctx): Answer | null {
    const { method, path } = ctx;
    if (method === "GET" && path === "/v2/auth/authorize/") return this.hub.authorizePage(ctx);
    if (method === "POST" && path === "/v2/oauth/token/") return this.tiktokToken(ctx);
    if (method === "POST" && path === "/v2/oauth/revoke/") return this.tiktokRevoke(ctx);
    // The upload URL carries its own credentials (no bearer token), like TikTok's upload host.
    const upload = /^\/video\/upload\/([^/]+)$/.exec(path);
    if (upload && method === "PUT") return this.tiktokUpload(ctx, upload[1]!);
    return null;
  }

  callKind(ctx: Ctx): CallKind {
    return ctx.method === "POST" && ctx.path === "/v2/post/publish/video/init/" ? "create" : "other";
  }

  override newMember(): FakeAccount {
    const suffix = this.hub.nextId(1_700_000_000_000_000n).slice(-4);
    const openId = `-000${randomBytes(12).toString("base64url")}`;
    return { platformUserId: openId, username: `tiktok_member_${suffix}`, name: `Fake tiktok member ${suffix}` };
  }

  override reset(): void {
    this.tiktokPublishes.clear();
  }

  // TikTok: client_key and client_secret in the form; PKCE on the authorization code.
  private tiktokToken(ctx: Ctx): Answer {
    const form = ctx.form ?? new URLSearchParams();
    const logId = randomBytes(12).toString("hex").toUpperCase();
    const refused = (error: string, description: string) => new Answer(400, { error, error_description: description, log_id: logId });
    // Our default app or one added with addClient (a workspace's own TikTok app).
    const app = this.hub.knownClient("tiktok", form.get("client_key"), form.get("client_secret") ?? "");
    if (!app) return refused("invalid_client", "Client key or secret is incorrect.");
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
      const taken = this.hub.takeCode("tiktok", form.get("code"), form.get("redirect_uri"), app.clientId);
      if (typeof taken === "string") return refused("invalid_grant", "Authorization code is expired.");
      if (!verifierMatches(taken, form.get("code_verifier"))) return refused("invalid_request", "Code verifier or code challenge is invalid.");
      const token = this.hub.issue("tiktok", "code", taken.account, taken.scopes, {
        refresh: true,
        ttl: 86_400,
        refreshTtl: 31_536_000,
        clientId: app.clientId,
      });
      return new Answer(200, body(token, 31_536_000));
    }
    if (grant === "refresh_token") {
      const refreshToken = form.get("refresh_token") ?? "";
      const known = this.hub.refreshTokens.get(refreshToken);
      // A refresh token is bound to the app it was issued to.
      if (ctx.behaviour.failRefresh || !known || known.network !== "tiktok" || known.expiresAt < Date.now() || known.clientId !== app.clientId) {
        return refused("invalid_grant", "Refresh token is invalid or expired.");
      }
      this.hub.refreshTokens.delete(refreshToken);
      const left = Math.max(1, Math.floor((known.expiresAt - Date.now()) / 1000));
      const token = this.hub.issue("tiktok", "refresh", known.account, known.scopes, {
        refresh: true,
        ttl: 86_400,
        refreshTtl: left,
        clientId: app.clientId,
      });
      return new Answer(200, body(token, left));
    }
    return refused("invalid_request", "grant_type is invalid.");
  }

  private tiktokRevoke(ctx: Ctx): Answer {
    const form = ctx.form ?? new URLSearchParams();
    if (!this.hub.knownClient("tiktok", form.get("client_key"), form.get("client_secret") ?? "")) {
      return new Answer(401, { error: "invalid_client", error_description: "Client key or secret is incorrect.", log_id: "fake" });
    }
    const token = form.get("token");
    if (!token) return new Answer(400, { error: "invalid_request", error_description: "token is required", log_id: "fake" });
    this.hub.revokeGrant("tiktok", token);
    return new Answer(200, null);
  }

  private tiktokOk(data: unknown): Answer {
    return new Answer(200, { data, error: { code: "ok", message: "", log_id: randomBytes(12).toString("hex").toUpperCase() } });
  }

  api(ctx: Ctx, account: FakeAccount): Answer {
    const { method, path, query } = ctx;
    const errors = this.errors;

    if (method === "GET" && path === "/v2/user/info/") {
      const fields = (query.get("fields") ?? "").split(",").filter(Boolean);
      if (fields.length === 0) return errors.invalid("fields is required", "fields");
      // username, bio_description, profile_deep_link, is_verified need user.info.profile (stats: user.info.stats).
      const scopes = this.hub.issued.find((t) => t.network === "tiktok" && t.accessToken === bearer(ctx.headers.authorization))?.scopes;
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
      if (typeof privacy !== "string" || !TIKTOK_PRIVACY.includes(privacy))
        return errors.invalid("post_info.privacy_level is required and must be one of the creator's options.");
      const title = typeof info.title === "string" ? info.title : "";
      if ([...title].length > 2200) return errors.invalid("post_info.title is longer than 2200 characters.");
      if (source.source !== "FILE_UPLOAD")
        return errors.invalid("source_info.source must be FILE_UPLOAD (PULL_FROM_URL needs a verified domain, not imitated here).");
      const size = Number(source.video_size);
      const chunkSize = Number(source.chunk_size);
      const count = Number(source.total_chunk_count);
      if (!Number.isInteger(size) || size <= 0) return errors.invalid("source_info.video_size must be a positive integer.");
      if (!Number.isInteger(chunkSize) || chunkSize <= 0 || chunkSize > size) return errors.invalid("source_info.chunk_size is invalid.");
      if (size < 5 * MB && chunkSize !== size) return errors.invalid("A video under 5 MB must be uploaded whole (chunk_size = video_size).");
      if (size >= 5 * MB && (chunkSize < 5 * MB || chunkSize > 64 * MB))
        return errors.invalid("source_info.chunk_size must be between 5 MB and 64 MB.");
      if (!Number.isInteger(count) || count !== Math.floor(size / chunkSize))
        return errors.invalid("source_info.total_chunk_count does not match video_size / chunk_size.");
      if (count < 1 || count > 1000) return errors.invalid("source_info.total_chunk_count must be between 1 and 1000.");
      if (size > 64 * MB && count < 2) return errors.invalid("A video over 64 MB must be uploaded in several chunks.");
      if (size - (count - 1) * chunkSize > 128 * MB) return errors.invalid("The last chunk may be at most 128 MB.");
      const publishId = `v_pub_file~v2-1.${this.hub.nextId(7_000_000_000_000_000n)}`;
      const uploadKey = randomBytes(12).toString("hex");
      this.tiktokPublishes.set(publishId, {
        publishId,
        uploadKey,
        owner: account,
        title,
        privacy,
        size,
        chunkSize,
        chunkCount: count,
        nextIndex: 0,
        received: 0,
        hash: createHash("sha256"),
        before: null,
        mimeType: "",
      });
      return this.tiktokOk({ publish_id: publishId, upload_url: `${this.hub.origin}/tiktok/video/upload/${uploadKey}` });
    }

    if (method === "POST" && path === "/v2/post/publish/status/fetch/") {
      const publishId = (ctx.json as { publish_id?: unknown } | null)?.publish_id;
      const pub = typeof publishId === "string" ? this.tiktokPublishes.get(publishId) : undefined;
      if (!pub || pub.owner.platformUserId !== account.platformUserId)
        return errors.invalid("publish_id is invalid or does not belong to this user.", "publish_id");
      const received = pub.received;
      if (received < pub.size) return this.tiktokOk({ status: "PROCESSING_UPLOAD", uploaded_bytes: received });
      if (ctx.behaviour.tiktokFailReason)
        return this.tiktokOk({ status: "FAILED", fail_reason: ctx.behaviour.tiktokFailReason, uploaded_bytes: received });
      if (ctx.behaviour.tiktokProcessing) return this.tiktokOk({ status: "PROCESSING_DOWNLOAD", uploaded_bytes: received });
      if (!pub.post) {
        const isPublic = pub.privacy !== "SELF_ONLY";
        const id = isPublic ? this.hub.nextId(7_300_000_000_000_000n) : pub.publishId;
        pub.post = this.hub.addPost("tiktok", account, {
          id,
          text: pub.title,
          rawText: pub.title,
          title: pub.title,
          privacy: pub.privacy,
          media: [{ id: pub.publishId, mimeType: pub.mimeType, size: pub.received, sha256: pub.hash.digest("hex") }],
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
    if (!["video/mp4", "video/quicktime", "video/webm"].includes(type))
      return this.errors.invalid(`Content-Type ${type || "(none)"} is not a supported video type.`);
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(headerValue(ctx.headers["content-range"]) ?? "");
    if (!range) return this.errors.invalid("Content-Range is required: bytes {first}-{last}/{total}.");
    if (headerValue(ctx.headers["content-length"]) === undefined)
      return this.errors.invalid("Content-Length is required: the chunk's size in bytes.");
    const [first, last, total] = [Number(range[1]), Number(range[2]), Number(range[3])];
    if (total !== pub.size || last < first || last - first + 1 !== ctx.raw.length || last >= total) {
      return new Answer(416, { error: { code: "invalid_params", message: "Content-Range does not match the body or the declared video_size." } });
    }
    const index = Math.floor(first / pub.chunkSize);
    const end = index === pub.chunkCount - 1 ? pub.size - 1 : first + pub.chunkSize - 1;
    if (first !== index * pub.chunkSize || index >= pub.chunkCount || last !== end)
      return this.errors.invalid("The chunk does not cover one whole chunk of chunk_size (the last one takes the rest).");
    if (index !== pub.nextIndex && index !== pub.nextIndex - 1) return this.errors.invalid("File chunks must be uploaded sequentially.");
    if (ctx.behaviour.tiktokFailChunks > 0) {
      this.hub.setBehaviour("tiktok", { tiktokFailChunks: ctx.behaviour.tiktokFailChunks - 1 });
      return this.errors.serverError();
    }
    pub.mimeType = type;
    if (pub.post) return new Answer(201, null);
    if (index === pub.nextIndex - 1) {
      // The previous chunk again (its answer was lost): it replaces what came before.
      pub.hash = pub.before!.hash.copy();
      pub.received = pub.before!.received;
      pub.nextIndex = index;
    }
    pub.before = { hash: pub.hash.copy(), received: pub.received };
    pub.hash.update(ctx.raw);
    pub.received += ctx.raw.length;
    pub.nextIndex = index + 1;
    return new Answer(pub.received >= pub.size ? 201 : 206, null);
  }
}

const MB = 1024 * 1024;

interface TikTokPublish {
  publishId: string;
  uploadKey: string;
  owner: FakeAccount;
  title: string;
  privacy: string;
  size: number;
  chunkSize: number;
  chunkCount: number;
  /** The next chunk wanted, the bytes taken so far and their running hash (and both before the latest chunk). */
  nextIndex: number;
  received: number;
  hash: Hash;
  before: { hash: Hash; received: number } | null;
  mimeType: string;
  post?: FakePost;
}

function tiktokError(status: number, code: string, message: string, headers: Record<string, string> = {}): Answer {
  return new Answer(status, { error: { code, message, log_id: randomBytes(12).toString("hex").toUpperCase() } }, headers);
}

const TIKTOK_PRIVACY = ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "FOLLOWER_OF_CREATOR", "SELF_ONLY"];
