/**
 * Contract fake of Facebook Login for Business and the Graph API for Pages, on one local server
 * standing for www.facebook.com (the consent dialog) and graph.facebook.com:
 *
 *   GET  /vX/dialog/oauth                     consent → 302 redirect_uri?code&state (or error=access_denied)
 *   GET  /vX/oauth/access_token?code=…        short-lived user token (about 2 hours)
 *   GET  /vX/oauth/access_token?grant_type=fb_exchange_token   long-lived user token (60 days)
 *   GET  /vX/me?fields=id,name                the user (user token) or the Page (Page token)
 *   GET  /vX/me/accounts                      the user's Pages with their Page tokens (paged; tasks)
 *   POST /vX/{page-id}/feed                   message, link, attached_media[n] → { id: "<page>_<post>" }
 *   POST /vX/{page-id}/photos                 url, message, published → { id, post_id } ({ id } unpublished)
 *   POST /vX/{page-id}/videos                 file_url, description → { id }
 *   GET  /vX/{page-id}/published_posts        newest first, paged, since=<unix>
 *   GET  /vX/{post-id}?fields=permalink_url | likes.summary(true),comments.summary(true),shares
 *   GET  /vX/{post-id}/insights?metric=post_media_view
 *   DELETE /vX/me/permissions                 (user token) revokes it and the Page tokens made from it
 *   DELETE /vX/{post-id}
 * Page tokens made from a long-lived user token never expire (as Meta documents). Rate limits answer
 * code 32 with X-Business-Use-Case-Usage. Media URLs are not fetched (they must be absolute http(s)).
 */
import { randomBytes } from "node:crypto";
import { GraphAnswer, GraphFakeServer, graphError, graphPage, graphTimestamp, numericId, rateLimited, type GraphCtx } from "./meta-graph";

export const FACEBOOK_FAKE_APP = { id: "770011223344", secret: "fake-facebook-app-secret" };

export interface FacebookFakePage {
  id: string;
  name: string;
  username?: string;
  /** What the member may do on the Page (CREATE_CONTENT to post). */
  tasks?: string[];
}

export interface FacebookFakeUser {
  id: string;
  name: string;
  pages: FacebookFakePage[];
}

interface Photo {
  id: string;
  pageId: string;
  url: string;
  published: boolean;
}

export class FacebookFake extends GraphFakeServer {
  readonly users = new Map<string, FacebookFakeUser>();
  readonly pages = new Map<string, FacebookFakePage>();
  private readonly photos = new Map<string, Photo>();
  private readonly counters = new Map<string, { views?: number; likes?: number; comments?: number; shares?: number }>();
  /** Page tokens made from each user token (revoked with it). */
  private readonly derived = new Map<string, string[]>();
  /** /me/accounts page size when the caller asks for more (to exercise paging). */
  pageListSize = 100;
  protected readonly defaultApp = FACEBOOK_FAKE_APP;

  envVars(): Record<string, string> {
    return {
      FACEBOOK_API_BASE_URL: this.origin,
      FACEBOOK_AUTHORIZE_URL: this.origin,
      FACEBOOK_APP_ID: FACEBOOK_FAKE_APP.id,
      FACEBOOK_APP_SECRET: FACEBOOK_FAKE_APP.secret,
    };
  }

  override reset(): void {
    super.reset();
    this.users.clear();
    this.pages.clear();
    this.photos.clear();
    this.counters.clear();
    this.derived.clear();
    this.pageListSize = 100;
  }

  /** The member the consent dialog logs in as (the first registered). */
  registerUser(user: FacebookFakeUser): void {
    this.users.set(user.id, user);
    for (const page of user.pages) this.pages.set(page.id, page);
  }

  /** A Page token that works at once (for tests that skip the login). */
  registerPageToken(page: FacebookFakePage): string {
    this.pages.set(page.id, page);
    return this.issue(page.id, "page", null, ["pages_manage_posts"], "EAAGpage").token;
  }

  setCounters(postId: string, counters: { views?: number; likes?: number; comments?: number; shares?: number }): void {
    this.counters.set(postId, counters);
  }

  /** Tokens revoked through DELETE /me/permissions. */
  revokedTokens(): string[] {
    return [...this.tokens.entries()].filter(([, info]) => info.revoked).map(([token]) => token);
  }

  protected creates(ctx: GraphCtx): boolean {
    if (ctx.method !== "POST") return false;
    if (/\/(feed|videos)$/.test(ctx.path)) return true;
    return /\/photos$/.test(ctx.path) && ctx.params.get("published") !== "false";
  }

  protected rateLimitAnswer(minutes: number): GraphAnswer {
    return rateLimited(32, [...this.pages.keys()][0] ?? "0", minutes);
  }

  protected async handle(ctx: GraphCtx): Promise<GraphAnswer> {
    const { method, params } = ctx;
    const match = /^\/v\d+\.\d+\/(.+)$/.exec(ctx.path);
    if (!match) return graphError("Unknown path components", 2500, { status: 404 });
    const path = match[1]!;
    if (method === "GET" && path === "dialog/oauth") return this.dialog(params);
    if (method === "GET" && path === "oauth/access_token") return this.accessToken(params);

    const owner = this.tokenOwner(ctx);
    if (owner instanceof GraphAnswer) return owner;
    const token = params.get("access_token")!;
    const parts = path.split("/");
    const self = (id: string) => (id === "me" ? owner.accountId : id);

    if (method === "GET" && parts.length === 1 && parts[0] === "me") {
      const user = this.users.get(owner.accountId);
      const page = this.pages.get(owner.accountId);
      return new GraphAnswer(200, { id: owner.accountId, name: user?.name ?? page?.name ?? "Unknown" });
    }
    if (method === "GET" && path === "me/accounts") {
      const user = this.users.get(owner.accountId);
      if (!user || owner.kind === "page") return graphError("(#100) Tried accessing nonexisting field (accounts) on node type (Page)", 100);
      const limit = Math.min(Number(params.get("limit") ?? 25) || 25, this.pageListSize);
      const paging = new URLSearchParams(params);
      paging.set("limit", String(limit));
      const list = user.pages.map((page) => ({
        id: page.id,
        name: page.name,
        ...(page.username && { username: page.username }),
        category: "Brand",
        tasks: page.tasks ?? ["ADVERTISE", "ANALYZE", "CREATE_CONTENT", "MESSAGING", "MODERATE", "MANAGE"],
        access_token: this.pageToken(token, owner.kind, page.id),
      }));
      return new GraphAnswer(200, graphPage(list, paging, `https://graph.facebook.com/v23.0/me/accounts`));
    }
    if (method === "DELETE" && path === "me/permissions") {
      if (owner.kind === "page") return graphError("(#100) Cannot call API for app on behalf of a Page", 100);
      this.tokens.get(token)!.revoked = true;
      for (const derived of this.derived.get(token) ?? []) this.tokens.get(derived)!.revoked = true;
      return new GraphAnswer(200, { success: true });
    }

    if (parts.length === 2 && method === "POST" && ["feed", "photos", "videos"].includes(parts[1]!)) {
      const pageId = self(parts[0]!);
      if (owner.kind !== "page" || owner.accountId !== pageId) {
        return graphError(
          "(#200) If posting to a page, requires both pages_read_engagement and pages_manage_posts as an admin with sufficient administrative permission",
          200,
          { status: 403 },
        );
      }
      return this.create(pageId, parts[1] as "feed" | "photos" | "videos", params);
    }
    if (parts.length === 2 && method === "GET" && (parts[1] === "published_posts" || parts[1] === "posts")) {
      const pageId = self(parts[0]!);
      const since = Number(params.get("since") ?? 0) * 1000;
      const list = this.livePosts()
        .filter((p) => p.accountId === pageId && p.createdAt.getTime() >= since)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
        .map((p) => ({ id: p.id, message: p.text, created_time: graphTimestamp(p.createdAt), permalink_url: p.permalink }));
      return new GraphAnswer(200, graphPage(list, params, `https://graph.facebook.com/v23.0/${pageId}/${parts[1]}`));
    }
    if (parts.length === 2 && method === "GET" && parts[1] === "insights") {
      const post = this.post(parts[0]!);
      if (!post) return this.missing(parts[0]!);
      const metrics = (params.get("metric") ?? "").split(",").filter(Boolean);
      const known = ["post_media_view", "post_total_media_view_unique", "post_clicks", "post_reactions_by_type_total"];
      const unknown = metrics.find((m) => !known.includes(m));
      if (unknown) return graphError(`(#100) The value must be a valid insights metric`, 100);
      const counters = this.counters.get(post.id) ?? {};
      return new GraphAnswer(200, {
        data: metrics.map((name) => ({
          name,
          period: "lifetime",
          values: [{ value: name === "post_media_view" ? (counters.views ?? 0) : 0 }],
          id: `${post.id}/insights/${name}/lifetime`,
        })),
        paging: {},
      });
    }
    if (parts.length === 1 && method === "GET") {
      const post = this.post(parts[0]!);
      if (!post) return this.missing(parts[0]!);
      const fields = params.get("fields") ?? "id";
      const counters = this.counters.get(post.id) ?? {};
      const body: Record<string, unknown> = { id: post.id };
      if (fields.includes("permalink_url")) body.permalink_url = post.permalink;
      if (fields.includes("message")) body.message = post.text;
      if (fields.includes("created_time")) body.created_time = graphTimestamp(post.createdAt);
      if (fields.includes("likes")) body.likes = { data: [], summary: { total_count: counters.likes ?? 0, can_like: true, has_liked: false } };
      if (fields.includes("comments"))
        body.comments = { data: [], summary: { order: "ranked", total_count: counters.comments ?? 0, can_comment: true } };
      // Graph leaves shares out when nobody shared.
      if (fields.includes("shares") && counters.shares) body.shares = { count: counters.shares };
      return new GraphAnswer(200, body);
    }
    if (parts.length === 1 && method === "DELETE") {
      const post = this.post(parts[0]!);
      if (!post) return this.missing(parts[0]!);
      post.deleted = true;
      return new GraphAnswer(200, { success: true });
    }
    return graphError("Unsupported request - method type", 100);
  }

  private missing(id: string): GraphAnswer {
    return graphError(
      `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      100,
      { subcode: 33, type: "GraphMethodException" },
    );
  }

  private post(id: string) {
    return this.livePosts().find((p) => p.id === id);
  }

  /** The Page token for a user token: no expiry when made from a long-lived user token. */
  private pageToken(userToken: string, kind: string, pageId: string): string {
    const { token } = this.issue(pageId, "page", kind === "long" ? null : 3600, ["pages_manage_posts"], "EAAGpage");
    this.derived.set(userToken, [...(this.derived.get(userToken) ?? []), token]);
    return token;
  }

  private dialog(params: URLSearchParams): GraphAnswer {
    const redirect = params.get("redirect_uri");
    const app = this.knownApp(params.get("client_id"));
    if (!app || !redirect) return graphError("Invalid App ID", 101);
    const back = new URL(redirect);
    back.searchParams.set("state", params.get("state") ?? "");
    if (this.behaviour.denyAuthorization) {
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_code", "200");
      back.searchParams.set("error_description", "Permissions error");
      back.searchParams.set("error_reason", "user_denied");
      return new GraphAnswer(302, null, { location: `${back.toString()}#_=_` });
    }
    const user = [...this.users.values()][0];
    if (!user) throw new Error("FacebookFake: registerUser() before consent");
    const code = randomBytes(24).toString("base64url");
    this.codes.set(code, { redirectUri: redirect, accountId: user.id, scopes: (params.get("scope") ?? "").split(","), appId: app.id });
    back.searchParams.set("code", code);
    return new GraphAnswer(302, null, { location: `${back.toString()}#_=_` });
  }

  private accessToken(params: URLSearchParams): GraphAnswer {
    const app = this.knownApp(params.get("client_id"), params.get("client_secret") ?? "");
    if (!app) return graphError("Error validating client secret.", 1, { subcode: 0 });
    if (params.get("grant_type") === "fb_exchange_token") {
      const info = this.tokens.get(params.get("fb_exchange_token") ?? "");
      if (this.behaviour.failRefresh || !info || info.revoked || info.kind === "page" || (info.expiresAt && info.expiresAt.getTime() <= Date.now())) {
        return graphError("Error validating access token: Session has expired.", 190, { subcode: 463 });
      }
      // A user token is exchanged by the app it was issued to.
      if (info.appId !== app.id) return graphError("Error validating access token: The access token does not belong to application " + app.id, 190);
      const { token, expiresIn } = this.issue(info.accountId, "long", 5_183_944, info.scopes, "EAAGlong", app.id);
      return new GraphAnswer(200, { access_token: token, token_type: "bearer", expires_in: expiresIn });
    }
    const code = params.get("code") ?? "";
    const taken = this.codes.get(code);
    this.codes.delete(code);
    if (!taken || taken.redirectUri !== params.get("redirect_uri") || taken.appId !== app.id) {
      return graphError("This authorization code has been used.", 100, { subcode: 36009 });
    }
    const { token, expiresIn } = this.issue(taken.accountId, "short", 5400, taken.scopes, "EAAGshort", app.id);
    return new GraphAnswer(200, { access_token: token, token_type: "bearer", expires_in: expiresIn });
  }

  private create(pageId: string, edge: "feed" | "photos" | "videos", params: URLSearchParams): GraphAnswer {
    const message = params.get(edge === "videos" ? "description" : "message") ?? params.get("caption") ?? "";
    const postId = `${pageId}_${numericId()}`;
    const record = (media: { url: string; type: "image" | "video" }[], kind: string, id = postId) => {
      this.posts.push({
        id,
        accountId: pageId,
        text: message,
        media,
        kind,
        createdAt: new Date(),
        permalink: `https://www.facebook.com/${pageId}/posts/${id.split("_")[1] ?? id}`,
        deleted: false,
      });
    };
    if (edge === "photos") {
      const url = params.get("url");
      if (!url || !/^https?:\/\//.test(url)) return graphError("(#324) Requires upload file", 324);
      const photo: Photo = { id: numericId(), pageId, url, published: params.get("published") !== "false" };
      this.photos.set(photo.id, photo);
      if (!photo.published) return new GraphAnswer(200, { id: photo.id });
      record([{ url, type: "image" }], "photo");
      return new GraphAnswer(200, { id: photo.id, post_id: postId });
    }
    if (edge === "videos") {
      const url = params.get("file_url");
      if (!url || !/^https?:\/\//.test(url)) return graphError("(#100) file_url must be a valid URL", 100);
      const videoId = numericId();
      record([{ url, type: "video" }], "video", videoId);
      return new GraphAnswer(200, { id: videoId });
    }
    const attached: { url: string; type: "image" }[] = [];
    for (let i = 0; params.has(`attached_media[${i}]`); i += 1) {
      const { media_fbid: fbid } = JSON.parse(params.get(`attached_media[${i}]`)!) as { media_fbid?: string };
      const photo = fbid ? this.photos.get(fbid) : undefined;
      if (!photo || photo.pageId !== pageId || photo.published) return graphError(`(#100) Invalid attached_media: ${fbid}`, 100);
      attached.push({ url: photo.url, type: "image" });
    }
    if (!message && attached.length === 0 && !params.get("link")) return graphError("(#100) Missing message or attachment", 100);
    record(attached, params.get("link") ? "link" : attached.length ? "photos" : "status");
    return new GraphAnswer(200, { id: postId });
  }
}
