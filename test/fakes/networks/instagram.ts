/**
 * Contract fake of the Instagram API with Instagram Login, on one local server standing for both
 * api.instagram.com (POST /oauth/access_token) and graph.instagram.com (everything else):
 *
 *   GET  /oauth/authorize                     consent → 302 redirect_uri?code=…#_&state (or error=access_denied)
 *   POST /oauth/access_token                  code → { data: [{ access_token, user_id, permissions }] } (1 hour)
 *   GET  /access_token?grant_type=ig_exchange_token      → { access_token, token_type, expires_in } (60 days)
 *   GET  /refresh_access_token?grant_type=ig_refresh_token
 *   GET  /vX/me?fields=user_id,username,name,account_type
 *   POST /vX/{ig-user-id}/media               a container (image_url | video_url + REELS | carousel items | CAROUSEL + children)
 *   GET  /vX/{container-id}?fields=status_code,status     IN_PROGRESS → FINISHED (or ERROR / EXPIRED when told)
 *   POST /vX/{ig-user-id}/media_publish       creation_id → { id }; refuses containers not FINISHED (9007)
 *   GET  /vX/{ig-user-id}/media               the account's media, newest first, paged
 *   GET  /vX/{media-id}?fields=permalink      GET /vX/{media-id}/insights?metric=…
 * Rate limits answer code 80002 with X-Business-Use-Case-Usage. Instagram does not fetch the
 * media URLs here (a URL must only be absolute http(s)); captions longer than 2,200 are refused.
 *
 *   const ig = new InstagramFake(); await ig.start();
 *   Object.assign(process.env, ig.envVars());
 *   ig.registerAccount({ id: "1784…", username: "shop" }) → a long-lived token
 *   ig.setProcessing({ polls: 3, then: "ERROR" });
 */
import { randomBytes } from "node:crypto";
import { GraphAnswer, GraphFakeServer, graphError, graphPage, graphTimestamp, numericId, rateLimited, type GraphCtx } from "./meta-graph";

export const INSTAGRAM_FAKE_APP = { id: "990011223344", secret: "fake-instagram-app-secret" };
export const INSTAGRAM_CAPTION_LIMIT = 2200;

export interface InstagramFakeAccount {
  id: string;
  username: string;
  name?: string;
  accountType?: "BUSINESS" | "MEDIA_CREATOR" | "PERSONAL";
}

interface Container {
  id: string;
  owner: string;
  kind: "IMAGE" | "REELS" | "VIDEO" | "CAROUSEL";
  url?: string;
  caption: string;
  carouselItem: boolean;
  children: string[];
  polls: number;
  status: "IN_PROGRESS" | "FINISHED" | "ERROR" | "EXPIRED" | "PUBLISHED";
}

export class InstagramFake extends GraphFakeServer {
  readonly accounts = new Map<string, InstagramFakeAccount>();
  protected readonly defaultApp = INSTAGRAM_FAKE_APP;
  readonly containers = new Map<string, Container>();
  private readonly counters = new Map<string, Record<string, number>>();
  /** Containers report IN_PROGRESS for this many status reads, then `then`. */
  private processing: { polls: number; then: "FINISHED" | "ERROR" | "EXPIRED" } = { polls: 0, then: "FINISHED" };

  envVars(): Record<string, string> {
    return {
      INSTAGRAM_API_BASE_URL: this.origin,
      INSTAGRAM_OAUTH_BASE_URL: this.origin,
      INSTAGRAM_AUTHORIZE_URL: `${this.origin}/oauth/authorize`,
      INSTAGRAM_APP_ID: INSTAGRAM_FAKE_APP.id,
      INSTAGRAM_APP_SECRET: INSTAGRAM_FAKE_APP.secret,
    };
  }

  override reset(): void {
    super.reset();
    this.accounts.clear();
    this.containers.clear();
    this.counters.clear();
    this.processing = { polls: 0, then: "FINISHED" };
  }

  /** An account the consent page logs in as (the first registered, unless told). */
  registerAccount(account: InstagramFakeAccount, options: { expiresInSeconds?: number } = {}): string {
    this.accounts.set(account.id, account);
    return this.issue(
      account.id,
      "long",
      options.expiresInSeconds ?? 5_183_944,
      ["instagram_business_basic", "instagram_business_content_publish"],
      "IGAA",
    ).token;
  }

  setProcessing(processing: { polls: number; then: "FINISHED" | "ERROR" | "EXPIRED" }): void {
    this.processing = { ...processing };
  }

  setInsights(mediaId: string, values: { views?: number; likes?: number; comments?: number; shares?: number; reach?: number }): void {
    this.counters.set(mediaId, values);
  }

  revokeAll(accountId: string): void {
    for (const info of this.tokens.values()) if (info.accountId === accountId) info.revoked = true;
  }

  protected creates(ctx: GraphCtx): boolean {
    return ctx.method === "POST" && /\/media_publish$/.test(ctx.path);
  }

  protected rateLimitAnswer(minutes: number): GraphAnswer {
    return rateLimited(80002, [...this.accounts.keys()][0] ?? "0", minutes);
  }

  protected async handle(ctx: GraphCtx): Promise<GraphAnswer> {
    const { method, path, params } = ctx;
    if (method === "GET" && path === "/oauth/authorize") return this.authorize(params);
    if (method === "POST" && path === "/oauth/access_token") return this.codeToken(params);
    if (method === "GET" && path === "/access_token") return this.exchange(params);
    if (method === "GET" && path === "/refresh_access_token") return this.refresh(params);

    const match = /^\/v\d+\.\d+\/(.+)$/.exec(path);
    if (!match) return graphError("Unknown path components", 2500, { status: 404 });
    const owner = this.tokenOwner(ctx);
    if (owner instanceof GraphAnswer) return owner;
    const parts = match[1]!.split("/");
    const me = (id: string) => (id === "me" ? owner.accountId : id);

    if (method === "GET" && parts.length === 1 && parts[0] === "me") {
      const account = this.accounts.get(owner.accountId)!;
      return new GraphAnswer(200, {
        id: account.id,
        user_id: account.id,
        username: account.username,
        name: account.name ?? account.username,
        account_type: account.accountType ?? "BUSINESS",
      });
    }
    if (parts.length === 2 && parts[1] === "media" && method === "POST") {
      if (me(parts[0]!) !== owner.accountId) return graphError("(#10) Application does not have permission for this action", 10, { status: 403 });
      return this.createContainer(owner.accountId, params);
    }
    if (parts.length === 2 && parts[1] === "media_publish" && method === "POST") {
      if (me(parts[0]!) !== owner.accountId) return graphError("(#10) Application does not have permission for this action", 10, { status: 403 });
      return this.publish(owner.accountId, params.get("creation_id"));
    }
    if (parts.length === 2 && parts[1] === "media" && method === "GET") {
      const mine = this.livePosts()
        .filter((p) => p.accountId === me(parts[0]!))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
      const page = graphPage(mine, params, `https://graph.instagram.com/v23.0/${me(parts[0]!)}/media`);
      return new GraphAnswer(200, {
        ...page,
        data: page.data.map((p) => ({
          id: p.id,
          caption: p.text,
          timestamp: graphTimestamp(p.createdAt),
          permalink: p.permalink,
          media_type: p.kind,
        })),
      });
    }
    if (parts.length === 2 && parts[1] === "insights" && method === "GET") {
      const post = this.livePosts().find((p) => p.id === parts[0]);
      if (!post) return graphError(`Unsupported get request. Object with ID '${parts[0]}' does not exist`, 100, { subcode: 33 });
      const counters = this.counters.get(post.id) ?? {};
      const metrics = (params.get("metric") ?? "").split(",").filter(Boolean);
      const known = ["views", "likes", "comments", "shares", "reach", "saved", "total_interactions"];
      const unknown = metrics.find((m) => !known.includes(m));
      if (unknown) return graphError(`(#100) metric[0] must be one of the following values: ${known.join(", ")}`, 100);
      return new GraphAnswer(200, {
        data: metrics.map((name) => ({
          name,
          period: "lifetime",
          values: [{ value: counters[name] ?? 0 }],
          title: name,
          id: `${post.id}/insights/${name}/lifetime`,
        })),
      });
    }
    if (parts.length === 1 && method === "GET") {
      const container = this.containers.get(parts[0]!);
      if (container) return new GraphAnswer(200, this.readContainer(container));
      const post = this.livePosts().find((p) => p.id === parts[0]);
      if (post)
        return new GraphAnswer(200, { id: post.id, permalink: post.permalink, caption: post.text, timestamp: graphTimestamp(post.createdAt) });
      return graphError(
        `Unsupported get request. Object with ID '${parts[0]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
        100,
        { subcode: 33 },
      );
    }
    return graphError("Unsupported request - method type", 100);
  }

  private authorize(params: URLSearchParams): GraphAnswer {
    const redirect = params.get("redirect_uri");
    const app = this.knownApp(params.get("client_id"));
    if (!app || !redirect) return graphError("Invalid platform app", 400, { type: "IGApiException" });
    const back = new URL(redirect);
    back.searchParams.set("state", params.get("state") ?? "");
    if (this.behaviour.denyAuthorization) {
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_reason", "user_denied");
      back.searchParams.set("error_description", "The user denied your request.");
      return new GraphAnswer(302, null, { location: back.toString() });
    }
    const account = [...this.accounts.values()][0];
    if (!account) throw new Error("InstagramFake: registerAccount() before consent");
    const code = randomBytes(24).toString("base64url");
    this.codes.set(code, { redirectUri: redirect, accountId: account.id, scopes: (params.get("scope") ?? "").split(","), appId: app.id });
    back.searchParams.set("code", code);
    // Instagram appends #_ to the redirect.
    return new GraphAnswer(302, null, { location: `${back.toString()}#_` });
  }

  private codeToken(params: URLSearchParams): GraphAnswer {
    const app = this.knownApp(params.get("client_id"), params.get("client_secret") ?? "");
    if (!app) return graphError("Invalid Client Secret", 101, { type: "OAuthException" });
    const code = params.get("code") ?? "";
    const taken = this.codes.get(code);
    this.codes.delete(code);
    if (!taken || taken.redirectUri !== params.get("redirect_uri") || params.get("grant_type") !== "authorization_code" || taken.appId !== app.id) {
      return graphError("This authorization code has been used", 36009, { type: "OAuthException" });
    }
    const { token } = this.issue(taken.accountId, "short", 3600, taken.scopes, "IGAAshort", app.id);
    return new GraphAnswer(200, { data: [{ access_token: token, user_id: taken.accountId, permissions: taken.scopes.join(",") }] });
  }

  private exchange(params: URLSearchParams): GraphAnswer {
    const info = this.tokens.get(params.get("access_token") ?? "");
    // The secret of the app the short-lived token was issued to (ours or a workspace's own).
    const secretOf = this.knownApp(info?.appId ?? INSTAGRAM_FAKE_APP.id)?.secret;
    if (params.get("grant_type") !== "ig_exchange_token" || params.get("client_secret") !== secretOf) return graphError("Invalid client_secret", 101);
    if (!info || info.kind !== "short" || info.revoked) return graphError("Invalid OAuth access token", 190);
    const { token, expiresIn } = this.issue(info.accountId, "long", 5_183_944, info.scopes, "IGAA", info.appId);
    return new GraphAnswer(200, { access_token: token, token_type: "bearer", expires_in: expiresIn });
  }

  private refresh(params: URLSearchParams): GraphAnswer {
    const current = params.get("access_token") ?? "";
    const info = this.tokens.get(current);
    if (params.get("grant_type") !== "ig_refresh_token") return graphError("Unsupported grant type", 100);
    if (this.behaviour.failRefresh || !info || info.kind !== "long" || info.revoked || (info.expiresAt && info.expiresAt.getTime() <= Date.now())) {
      return graphError("Error validating access token: Session has expired.", 190, { subcode: 463 });
    }
    // A long-lived token renews itself (no app credentials) and stays bound to its app.
    const { token, expiresIn } = this.issue(info.accountId, "long", 5_183_944, info.scopes, "IGAA", info.appId);
    return new GraphAnswer(200, { access_token: token, token_type: "bearer", expires_in: expiresIn });
  }

  private createContainer(owner: string, params: URLSearchParams): GraphAnswer {
    const caption = params.get("caption") ?? "";
    if ([...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(caption)].length > INSTAGRAM_CAPTION_LIMIT) {
      return graphError("The caption is too long.", 100, { subcode: 2207004, type: "IGApiException" });
    }
    const mediaType = params.get("media_type");
    const carouselItem = params.get("is_carousel_item") === "true";
    const base = { id: numericId(), owner, caption, carouselItem, children: [] as string[], polls: 0, status: "IN_PROGRESS" as const };
    let container: Container;
    if (mediaType === "CAROUSEL") {
      const children = (params.get("children") ?? "").split(",").filter(Boolean);
      if (children.length < 2 || children.length > 10)
        return graphError("(#100) The carousel must have between 2 and 10 items.", 100, { subcode: 2207019 });
      for (const child of children) {
        const item = this.containers.get(child);
        if (!item || item.owner !== owner || !item.carouselItem) return graphError(`(#100) Invalid children id ${child}`, 100);
        if (item.status !== "FINISHED") return graphError("(#9007) Media is not ready to be used in a carousel", 9007, { subcode: 2207027 });
      }
      container = { ...base, kind: "CAROUSEL", children };
    } else {
      const url = mediaType === "REELS" || mediaType === "VIDEO" ? params.get("video_url") : params.get("image_url");
      if (!url || !/^https?:\/\//.test(url))
        return graphError("(#100) The parameter image_url or video_url is required.", 100, { type: "IGApiException" });
      if (mediaType === "VIDEO" && !carouselItem)
        return graphError("(#100) The VIDEO media type is no longer supported for feed posts; use REELS.", 100, { subcode: 2207067 });
      if (mediaType && !["REELS", "VIDEO"].includes(mediaType)) return graphError(`(#100) Unsupported media_type ${mediaType}`, 100);
      container = { ...base, kind: mediaType === "REELS" ? "REELS" : mediaType === "VIDEO" ? "VIDEO" : "IMAGE", url };
    }
    this.containers.set(container.id, container);
    return new GraphAnswer(200, { id: container.id });
  }

  /** Each status read advances processing: IN_PROGRESS for the configured number of reads, then its end. */
  private readContainer(container: Container): Record<string, unknown> {
    if (container.status === "IN_PROGRESS") {
      if (container.polls >= this.processing.polls) container.status = this.processing.then;
      container.polls += 1;
    }
    const status =
      container.status === "ERROR"
        ? "Error: 2207026 — the media could not be processed (unsupported format)."
        : container.status === "FINISHED"
          ? "Finished: Media has been uploaded and it is ready to be published."
          : container.status;
    return { id: container.id, status_code: container.status, status };
  }

  private publish(owner: string, creationId: string | null): GraphAnswer {
    const container = creationId ? this.containers.get(creationId) : undefined;
    if (!container || container.owner !== owner || container.carouselItem)
      return graphError("(#100) Invalid parameter: creation_id", 100, { subcode: 2207001 });
    if (container.status === "IN_PROGRESS" && container.polls > this.processing.polls) container.status = this.processing.then;
    if (container.status === "PUBLISHED") return graphError("(#9007) The media has already been published", 9007, { subcode: 2207020 });
    if (container.status !== "FINISHED") return graphError("(#9007) Media ID is not available", 9007, { subcode: 2207027 });
    container.status = "PUBLISHED";
    const id = numericId();
    const items = container.kind === "CAROUSEL" ? container.children.map((c) => this.containers.get(c)!) : [container];
    this.posts.push({
      id,
      accountId: owner,
      text: container.caption,
      media: items.map((i) => ({ url: i.url!, type: i.kind === "IMAGE" ? "image" : "video" })),
      kind: container.kind === "CAROUSEL" ? "CAROUSEL_ALBUM" : container.kind === "IMAGE" ? "IMAGE" : "VIDEO",
      createdAt: new Date(),
      permalink: `https://www.instagram.com/${container.kind === "REELS" ? "reel" : "p"}/${randomBytes(8).toString("base64url")}/`,
      deleted: false,
    });
    return new GraphAnswer(200, { id });
  }
}
