/**
 * Contract fake of YouTube (under /youtube): Google's OAuth (/o/oauth2/v2/auth with PKCE when sent
 * and access_type=offline, /token, /revoke) and the YouTube Data API v3 (channels, resumable
 * uploads, videos). Can answer quotaExceeded (`youtubeQuotaExceeded`).
 *
 * Resumable uploads as Google's protocol describes them: the session's PUTs carry
 * Content-Range: bytes <first>-<last>/<total> (or the whole file in one PUT without it); every part
 * but the last is a multiple of 256 KiB, starts at or before the next byte the session wants (bytes
 * it already holds are skipped), and the total is X-Upload-Content-Length. A part that leaves bytes
 * missing answers 308 Resume Incomplete with Range: bytes=0-<last held> (none held: no Range); the
 * part with the last byte creates the video (201), later PUTs answer it again (200). An empty PUT with
 * a `*` range asks where the upload stands. The bytes are hashed as they arrive, never kept.
 * `youtubeBreakPart` cuts the next part(s): the session keeps their first `keepBytes` and answers 503.
 */
import { createHash, randomBytes, type Hash } from "node:crypto";
import {
  Answer,
  NetworkFake,
  headerValue,
  verifierMatches,
  displayName,
  type CallKind,
  type ConsentRules,
  type Ctx,
  type FakeAccount,
  type FakeIssuedToken,
  type FakePost,
  type NetworkErrors,
} from "./base";

export class YouTubeFake extends NetworkFake {
  static readonly key = "youtube";
  static readonly kind = "video";
  static readonly client = { clientId: "1234-fake.apps.googleusercontent.com", clientSecret: "GOCSPX-fake-youtube-secret" };

  private readonly youtubeSessions = new Map<string, YouTubeSession>();

  readonly consentRules: ConsentRules = {
    clientParam: "client_id",
    scopeSeparator: " ",
    pkce: "optional",
    check: (query) =>
      query.get("access_type") !== "offline"
        ? new Answer(400, { error: "invalid_request", error_description: "This test expects access_type=offline (a refresh token)" })
        : null,
    denied: { error: "access_denied" },
    codeTtlMs: 10 * 60_000,
  };

  override readonly submitKind: CallKind = "submit";

  readonly errors: NetworkErrors = {
    unauthorized: () =>
      new Answer(401, {
        error: {
          code: 401,
          message:
            "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
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
  };

  envVars(baseUrl: string) {
    return { YOUTUBE_API_BASE_URL: baseUrl };
  }

  oauthEnvVars(baseUrl: string) {
    return {
      YOUTUBE_CLIENT_ID: YouTubeFake.client.clientId,
      YOUTUBE_CLIENT_SECRET: YouTubeFake.client.clientSecret,
      GOOGLE_OAUTH_AUTHORIZE_URL: `${baseUrl}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `${baseUrl}/token`,
      GOOGLE_OAUTH_REVOKE_URL: `${baseUrl}/revoke`,
    };
  }

  oauth(ctx: Ctx): Answer | null {
    const { method, path } = ctx;
    if (method === "GET" && path === "/o/oauth2/v2/auth") return this.hub.authorizePage(ctx);
    if (method === "POST" && path === "/token") return this.googleToken(ctx);
    if (method === "POST" && path === "/revoke") return this.googleRevoke(ctx);
    return null;
  }

  callKind(ctx: Ctx): CallKind {
    // A part of the upload (the last creates the video); asking where the upload stands is not.
    const asking = /^bytes \*\//.test(headerValue(ctx.headers["content-range"]) ?? "");
    if (ctx.method === "PUT" && ctx.path === "/upload/youtube/v3/videos") return asking ? "other" : "create";
    return ctx.method === "POST" && ctx.path === "/upload/youtube/v3/videos" ? "submit" : "other";
  }

  override preflight(ctx: Ctx): Answer | null {
    return ctx.behaviour.youtubeQuotaExceeded ? youtubeQuotaExceeded() : null;
  }

  override newMember(): FakeAccount {
    this.hub.nextId(1_700_000_000_000_000n);
    const channel = `UC${randomBytes(16).toString("base64url").slice(0, 22)}`;
    return {
      platformUserId: channel,
      username: `@youtube_member_${channel.slice(-4).toLowerCase()}`,
      name: `Fake youtube channel ${channel.slice(-4)}`,
    };
  }

  override reset(): void {
    this.youtubeSessions.clear();
  }

  /** 308 Resume Incomplete: the bytes held so far (none: no Range header). */
  private incomplete(session: YouTubeSession): Answer {
    return new Answer(308, null, session.received > 0 ? { range: `bytes=0-${session.received - 1}` } : {});
  }

  private videoAnswer(status: number, session: YouTubeSession, account: FakeAccount): Answer {
    return new Answer(status, {
      kind: "youtube#video",
      etag: randomBytes(8).toString("base64url"),
      id: session.videoId,
      snippet: {
        channelId: account.platformUserId,
        title: session.title,
        description: session.description,
        categoryId: session.categoryId,
        publishedAt: new Date().toISOString(),
      },
      status: { uploadStatus: "uploaded", privacyStatus: session.privacy, selfDeclaredMadeForKids: session.madeForKids },
    });
  }

  // Google: client id and secret in the form; PKCE when the consent request carried a challenge.
  private googleToken(ctx: Ctx): Answer {
    const form = ctx.form ?? new URLSearchParams();
    // Our default app or one added with addClient (a workspace's own Google Cloud client).
    const app = this.hub.knownClient("youtube", form.get("client_id"), form.get("client_secret") ?? "");
    if (!app) {
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
      const taken = this.hub.takeCode("youtube", form.get("code"), form.get("redirect_uri"), app.clientId);
      if (typeof taken === "string") return new Answer(400, { error: "invalid_grant", error_description: "Bad Request" });
      if (!verifierMatches(taken, form.get("code_verifier")))
        return new Answer(400, { error: "invalid_grant", error_description: "Invalid code verifier." });
      const token = this.hub.issue("youtube", "code", taken.account, taken.scopes, {
        refresh: true,
        ttl: 3599,
        refreshTtl: 10 * 365 * 86400,
        clientId: app.clientId,
      });
      return new Answer(200, body(token, true));
    }
    if (grant === "refresh_token") {
      const refreshToken = form.get("refresh_token") ?? "";
      const known = this.hub.refreshTokens.get(refreshToken);
      // Google answers invalid_grant for a refresh token issued to another client.
      if (ctx.behaviour.failRefresh || !known || known.network !== "youtube" || known.clientId !== app.clientId) {
        return new Answer(400, { error: "invalid_grant", error_description: "Token has been expired or revoked." });
      }
      // Google keeps the refresh token and sends none back.
      const accessToken = `youtube-at-${randomBytes(18).toString("base64url")}`;
      this.hub.registerToken("youtube", accessToken, known.account);
      const token: FakeIssuedToken = {
        network: "youtube",
        accessToken,
        refreshToken,
        grant: "refresh",
        clientId: known.clientId,
        account: known.account,
        scopes: known.scopes,
        expiresInSeconds: 3599,
        at: new Date(),
      };
      this.hub.issued.push(token);
      return new Answer(200, body(token, false));
    }
    return new Answer(400, { error: "unsupported_grant_type", error_description: "Invalid grant_type: " + (grant ?? "") });
  }

  private googleRevoke(ctx: Ctx): Answer {
    const token = ctx.form?.get("token") ?? ctx.query.get("token");
    if (!token) return new Answer(400, { error: "invalid_request", error_description: "Missing required parameter: token" });
    if (!this.hub.revokeGrant("youtube", token)) return new Answer(400, { error: "invalid_token", error_description: "Token expired or revoked" });
    return new Answer(200, {});
  }

  api(ctx: Ctx, account: FakeAccount): Answer {
    const { method, path, query } = ctx;
    const errors = this.errors;

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
            snippet: {
              title: displayName(account),
              description: "",
              customUrl: account.username ?? undefined,
              publishedAt: "2020-01-01T00:00:00Z",
              thumbnails: {},
            },
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
      if ([...title].length > 100 || /[<>]/.test(title))
        return errors.invalid("The request metadata specifies an invalid video title.", "invalidTitle");
      const description = typeof snippet.description === "string" ? snippet.description : "";
      if ([...description].length > 5000 || /[<>]/.test(description))
        return errors.invalid("The request metadata specifies an invalid video description.", "invalidDescription");
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
        received: 0,
        hash: createHash("sha256"),
      });
      return new Answer(200, null, { location: `${this.hub.origin}/youtube/upload/youtube/v3/videos?uploadType=resumable&upload_id=${key}` });
    }

    if (path === "/upload/youtube/v3/videos" && method === "PUT") {
      const session = this.youtubeSessions.get(query.get("upload_id") ?? "");
      if (!session || session.owner.platformUserId !== account.platformUserId) return errors.unsupported(method, "upload session");
      const header = headerValue(ctx.headers["content-range"]);
      if (header !== undefined && /^bytes \*\/(\d+|\*)$/.test(header)) {
        if (ctx.raw.length > 0) return errors.invalid("A status request has no body.", "badContent");
        return session.videoId ? this.videoAnswer(200, session, account) : this.incomplete(session);
      }
      if (session.videoId) return this.videoAnswer(200, session, account);
      let first = 0;
      let last = ctx.raw.length - 1;
      let total = ctx.raw.length;
      if (header !== undefined) {
        const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header);
        if (!range) return errors.invalid(`Invalid Content-Range: ${header}`, "badContent");
        [first, last, total] = [Number(range[1]), Number(range[2]), Number(range[3])];
      }
      if (ctx.raw.length === 0 || last < first || last - first + 1 !== ctx.raw.length)
        return errors.invalid("The Content-Range does not match the body's length.", "badContent");
      if (session.length !== null && total !== session.length)
        return errors.invalid("The upload's total length does not match X-Upload-Content-Length.", "badContent");
      if (last >= total) return errors.invalid("The Content-Range goes past the upload's total length.", "badContent");
      if (first > session.received)
        return errors.invalid(`The part starts at byte ${first}, but the session holds only ${session.received} bytes.`, "badContent");
      const isLast = last === total - 1;
      if (!isLast && ctx.raw.length % UPLOAD_GRANULE !== 0)
        return errors.invalid("Every part of a resumable upload but the last must be a multiple of 256 KiB.", "badContent");
      const type = session.mimeType ?? headerValue(ctx.headers["content-type"]) ?? "";
      if (!type.startsWith("video/")) return errors.invalid("The video content type is not supported.", "invalidVideoMetadata");
      // Bytes the session already holds are skipped (a part sent again after a failure).
      const fresh = ctx.raw.subarray(session.received - first);
      const cut = ctx.behaviour.youtubeBreakPart;
      if (cut && cut.times > 0) {
        this.hub.setBehaviour("youtube", { youtubeBreakPart: cut.times > 1 ? { ...cut, times: cut.times - 1 } : null });
        const kept = fresh.subarray(0, Math.min(cut.keepBytes, fresh.length));
        session.hash.update(kept);
        session.received += kept.length;
        return googleError(503, "backendError", "Backend Error");
      }
      session.hash.update(fresh);
      session.received += fresh.length;
      if (session.received < total) return this.incomplete(session);
      const id = randomBytes(8).toString("base64url").slice(0, 11);
      session.videoId = id;
      this.hub.addPost("youtube", account, {
        id,
        text: session.description,
        rawText: session.description,
        title: session.title,
        privacy: session.privacy,
        media: [{ id, mimeType: type, size: session.received, sha256: session.hash.digest("hex") }],
        url: `https://www.youtube.com/shorts/${id}`,
      });
      return this.videoAnswer(201, session, account);
    }

    if (method === "GET" && path === "/youtube/v3/videos") {
      const parts = (query.get("part") ?? "").split(",").filter(Boolean);
      if (parts.length === 0) return errors.invalid("Required parameter: part", "part");
      const ids = (query.get("id") ?? "").split(",").filter(Boolean);
      const items = ids
        .map((id) => this.hub.live("youtube", id))
        .filter((p): p is FakePost => Boolean(p))
        .map((post) => {
          const m = this.hub.metricsOf("youtube", post.id);
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
      return new Answer(200, {
        kind: "youtube#videoListResponse",
        etag: "fake",
        items,
        pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      });
    }

    if (method === "DELETE" && path === "/youtube/v3/videos") {
      const post = this.hub.live("youtube", query.get("id") ?? "");
      if (!post) return errors.unsupported(method, "video");
      post.deleted = true;
      return new Answer(204, null);
    }

    return errors.unsupported(method, path);
  }
}

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
  /** Bytes held so far (the next byte the session wants), and their running hash. */
  received: number;
  hash: Hash;
  videoId?: string;
}

/** Parts of a resumable upload but the last are multiples of this (256 KiB). */
const UPLOAD_GRANULE = 256 * 1024;

function googleError(status: number, reason: string, message: string, extra: Record<string, unknown> = {}): Answer {
  return new Answer(status, { error: { code: status, message, errors: [{ message, domain: "youtube", reason, ...extra }] } });
}

function youtubeQuotaExceeded(): Answer {
  return new Answer(403, {
    error: {
      code: 403,
      message: 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
      errors: [
        { message: "The request cannot be completed because you have exceeded your quota.", domain: "youtube.quota", reason: "quotaExceeded" },
      ],
    },
  });
}
