/**
 * Contract fake of Mastodon: any number of instances on one local server, told apart by the Host
 * header (guardedFetch's test hooks route their names here). It speaks Mastodon's wire format:
 *
 *   POST /api/v1/apps                      app registration (form or JSON) → client_id, client_secret
 *   GET  /oauth/authorize                  consent page: 302 to redirect_uri with code + state (or error)
 *   POST /oauth/token                      authorization_code grant, client credentials checked
 *   POST /oauth/revoke                     the token stops working
 *   GET  /api/v1/accounts/verify_credentials
 *   GET  /api/v2/instance, /api/v1/instance   configuration.statuses.max_characters (per instance)
 *   POST /api/v2/media                     multipart file: 200 for images, 202 while a video processes
 *   GET  /api/v1/media/:id                 206 while processing, then 200 with its url
 *   POST /api/v1/statuses                  Idempotency-Key honoured (a repeat answers the first status);
 *                                          422 over the instance's character limit
 *   GET  /api/v1/accounts/:id/statuses     newest first, limit + max_id paging
 *   GET  /api/v1/statuses/:id, DELETE /api/v1/statuses/:id
 *
 * Errors are `{ "error": "..." }`; rate limits are 429 with X-RateLimit-Limit/Remaining/Reset
 * (ISO 8601). Behaviours: rateLimit, failNextCreates (503), createThenHang (the status is made and
 * the answer never comes), denyAuthorization, videoProcessingPolls.
 */
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { FederatedServer, requestAs, formOf, jsonOf, sendJson, type FakeRequest } from "./federated-server";

export interface MastodonInstanceOptions {
  maxCharacters?: number;
  /** false: an older server without /api/v2/instance (v1 with max_toot_chars answers instead). */
  v2?: boolean;
}

export interface MastodonFakeStatus {
  id: string;
  host: string;
  accountId: string;
  text: string;
  mediaIds: string[];
  createdAt: Date;
  idempotencyKey: string | null;
  favourites: number;
  reblogs: number;
  replies: number;
  deleted: boolean;
}

interface Instance {
  host: string;
  maxCharacters: number;
  v2: boolean;
  apps: { clientId: string; clientSecret: string; redirectUris: string[]; scopes: string }[];
  users: { id: string; username: string; displayName: string }[];
  codes: Map<string, { clientId: string; redirectUri: string; userId: string }>;
  tokens: Map<string, { userId: string; clientId: string; revoked: boolean }>;
  media: Map<string, { id: string; type: string; pollsLeft: number; ownerId: string; description: string | null }>;
}

export interface MastodonBehaviour {
  rateLimit?: boolean;
  failNextCreates?: number;
  createThenHang?: boolean;
  denyAuthorization?: boolean;
  /** How many GET /api/v1/media/:id answer 206 before a video is ready. */
  videoProcessingPolls?: number;
}

let sequence = 100_000;
const nextId = () => String(++sequence);

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Mastodon's rendering: paragraphs on blank lines, <br /> for line breaks, links wrapped. */
function renderContent(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${escapeHtml(paragraph)
          .replace(/\n/g, "<br />")
          .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" rel="nofollow noopener" target="_blank">${url}</a>`)}</p>`,
    )
    .join("");
}

function graphemes(text: string): number {
  return [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;
}

export class MastodonFake {
  private readonly server = new FederatedServer((req, res) => this.handle(req, res));
  private readonly instances = new Map<string, Instance>();
  private readonly statusList: MastodonFakeStatus[] = [];
  behaviour: MastodonBehaviour = {};
  /** Every request, for tests that check what was (not) called. */
  readonly requests: { method: string; host: string; path: string; headers: FakeRequest["headers"] }[] = [];

  get port(): number {
    return this.server.port;
  }

  start(port = 0): Promise<void> {
    return this.server.start(port);
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  /** An instance on this fake (its host name must be routed here, see hooks()). */
  addInstance(host: string, options: MastodonInstanceOptions = {}): void {
    this.instances.set(host.toLowerCase(), {
      host: host.toLowerCase(),
      maxCharacters: options.maxCharacters ?? 500,
      v2: options.v2 ?? true,
      apps: [],
      users: [],
      codes: new Map(),
      tokens: new Map(),
      media: new Map(),
    });
  }

  /** A member of an instance, the one who "signs in" at its consent page. */
  addUser(host: string, user: { username: string; displayName?: string }): string {
    const instance = this.instance(host);
    const id = nextId();
    instance.users.push({ id, username: user.username, displayName: user.displayName ?? user.username });
    return id;
  }

  hooks() {
    return this.server.hooks([...this.instances.keys()]);
  }

  routes(): string {
    return this.server.routes([...this.instances.keys()]);
  }

  /** The base URL a member types for an instance (http: the fake speaks no TLS). */
  instanceUrl(host: string): string {
    return `http://${host}:${this.port}`;
  }

  appRegistrations(host: string): number {
    return this.instance(host).apps.length;
  }

  /** The description (alt text) an uploaded file was given. */
  mediaDescription(host: string, id: string): string | null | undefined {
    return this.instances.get(host)?.media.get(id)?.description;
  }

  statuses(host?: string): MastodonFakeStatus[] {
    return this.statusList.filter((s) => !s.deleted && (!host || s.host === host));
  }

  setMetrics(statusId: string, counts: { favourites?: number; reblogs?: number; replies?: number }): void {
    const status = this.statusList.find((s) => s.id === statusId);
    if (status) Object.assign(status, counts);
  }

  /** Whether the instance still accepts an access token (as verify_credentials would say). */
  accepts(host: string, token: string): boolean {
    const issued = this.instance(host).tokens.get(token);
    return Boolean(issued && !issued.revoked);
  }

  /** Ends every token of an instance (as a member revoking our app in their settings would). */
  revokeAll(host: string): void {
    for (const token of this.instance(host).tokens.values()) token.revoked = true;
  }

  /** The consent page, as the browser would follow it: answers the callback URL it redirects to. */
  async consent(authUrl: string): Promise<string> {
    const res = await requestAs(this.port, authUrl);
    const location = res.headers.location;
    if (res.status !== 302 || !location) throw new Error(`consent page answered ${res.status}: ${res.body}`);
    return location;
  }

  private instance(host: string): Instance {
    const instance = this.instances.get(host.toLowerCase());
    if (!instance) throw new Error(`no fake instance ${host}`);
    return instance;
  }

  private authorized(instance: Instance, req: FakeRequest): { userId: string } | null {
    const header = String(req.headers.authorization ?? "");
    const token = header.startsWith("Bearer ") ? instance.tokens.get(header.slice(7)) : undefined;
    return token && !token.revoked ? { userId: token.userId } : null;
  }

  private rateLimited(res: ServerResponse): boolean {
    if (!this.behaviour.rateLimit) return false;
    sendJson(
      res,
      429,
      { error: "Too many requests" },
      {
        "x-ratelimit-limit": "300",
        "x-ratelimit-remaining": "0",
        "x-ratelimit-reset": new Date(Date.now() + 5 * 60_000).toISOString(),
      },
    );
    return true;
  }

  private statusJson(instance: Instance, status: MastodonFakeStatus) {
    const user = instance.users.find((u) => u.id === status.accountId);
    return {
      id: status.id,
      created_at: status.createdAt.toISOString(),
      uri: `http://${instance.host}/users/${user?.username}/statuses/${status.id}`,
      url: `http://${instance.host}/@${user?.username}/${status.id}`,
      visibility: "public",
      content: renderContent(status.text),
      media_attachments: status.mediaIds.map((id) => ({
        id,
        type: instance.media.get(id)?.type ?? "image",
        description: instance.media.get(id)?.description ?? null,
      })),
      account: { id: status.accountId, username: user?.username, acct: user?.username },
      favourites_count: status.favourites,
      reblogs_count: status.reblogs,
      replies_count: status.replies,
    };
  }

  private async handle(req: FakeRequest, res: ServerResponse): Promise<void> {
    const path = req.url.pathname;
    this.requests.push({ method: req.method, host: req.host, path, headers: req.headers });
    const instance = this.instances.get(req.host);
    if (!instance) return sendJson(res, 404, { error: "Record not found" });
    const { method } = req;

    if (method === "POST" && path === "/api/v1/apps") {
      const form = String(req.headers["content-type"]).includes("json") ? new Map(Object.entries(jsonOf(req) ?? {})) : await formOf(req);
      const name = form.get("client_name");
      const redirect = form.get("redirect_uris");
      if (!name || !redirect) return sendJson(res, 422, { error: "Validation failed: Application name can't be blank, Redirect URI can't be blank" });
      const app = {
        clientId: randomBytes(16).toString("hex"),
        clientSecret: randomBytes(24).toString("hex"),
        redirectUris: String(redirect).split(/\s+/),
        scopes: String(form.get("scopes") ?? "read"),
      };
      instance.apps.push(app);
      return sendJson(res, 200, {
        id: nextId(),
        name,
        website: form.get("website") ?? null,
        redirect_uri: app.redirectUris.join("\n"),
        redirect_uris: app.redirectUris,
        client_id: app.clientId,
        client_secret: app.clientSecret,
        scopes: app.scopes.split(" "),
      });
    }

    if (method === "GET" && path === "/oauth/authorize") {
      const q = req.url.searchParams;
      const app = instance.apps.find((a) => a.clientId === q.get("client_id"));
      const redirectUri = q.get("redirect_uri") ?? "";
      if (!app || !app.redirectUris.includes(redirectUri))
        return sendJson(res, 400, {
          error: "invalid_client",
          error_description:
            "Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.",
        });
      const back = new URL(redirectUri);
      if (q.get("state")) back.searchParams.set("state", q.get("state")!);
      if (this.behaviour.denyAuthorization) {
        back.searchParams.set("error", "access_denied");
      } else {
        const user = instance.users[0];
        if (!user) return sendJson(res, 400, { error: "no member signed in at the fake instance" });
        const code = randomBytes(20).toString("hex");
        instance.codes.set(code, { clientId: app.clientId, redirectUri, userId: user.id });
        back.searchParams.set("code", code);
      }
      res.writeHead(302, { location: back.toString() });
      return void res.end();
    }

    if (method === "POST" && path === "/oauth/token") {
      const form = await formOf(req);
      const app = instance.apps.find((a) => a.clientId === form.get("client_id") && a.clientSecret === form.get("client_secret"));
      if (!app)
        return sendJson(res, 401, {
          error: "invalid_client",
          error_description:
            "Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.",
        });
      const code = instance.codes.get(String(form.get("code")));
      if (
        form.get("grant_type") !== "authorization_code" ||
        !code ||
        code.clientId !== app.clientId ||
        code.redirectUri !== form.get("redirect_uri")
      ) {
        return sendJson(res, 400, {
          error: "invalid_grant",
          error_description:
            "The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.",
        });
      }
      instance.codes.delete(String(form.get("code")));
      const token = randomBytes(24).toString("base64url");
      instance.tokens.set(token, { userId: code.userId, clientId: app.clientId, revoked: false });
      return sendJson(res, 200, { access_token: token, token_type: "Bearer", scope: app.scopes, created_at: Math.floor(Date.now() / 1000) });
    }

    if (method === "POST" && path === "/oauth/revoke") {
      const form = await formOf(req);
      const app = instance.apps.find((a) => a.clientId === form.get("client_id") && a.clientSecret === form.get("client_secret"));
      if (!app) return sendJson(res, 403, { error: "unauthorized_client", error_description: "You are not authorized to revoke this token" });
      const token = instance.tokens.get(String(form.get("token")));
      if (token) token.revoked = true;
      return sendJson(res, 200, {});
    }

    if (method === "GET" && path === "/api/v2/instance") {
      if (!instance.v2) return sendJson(res, 404, { error: "Record not found" });
      return sendJson(res, 200, {
        domain: instance.host,
        title: instance.host,
        version: "4.3.0",
        configuration: { statuses: { max_characters: instance.maxCharacters, max_media_attachments: 4, characters_reserved_per_url: 23 } },
      });
    }
    if (method === "GET" && path === "/api/v1/instance") {
      return sendJson(res, 200, { uri: instance.host, title: instance.host, version: "3.5.0", max_toot_chars: instance.maxCharacters });
    }

    // Everything below needs a live token.
    const auth = this.authorized(instance, req);
    if (!auth) return sendJson(res, 401, { error: "The access token is invalid" });
    if (this.rateLimited(res)) return;

    if (method === "GET" && path === "/api/v1/accounts/verify_credentials") {
      const user = instance.users.find((u) => u.id === auth.userId)!;
      return sendJson(res, 200, {
        id: user.id,
        username: user.username,
        acct: user.username,
        display_name: user.displayName,
        url: `http://${instance.host}/@${user.username}`,
      });
    }

    if (method === "POST" && path === "/api/v2/media") {
      const form = await formOf(req);
      const file = form.get("file");
      if (!(file instanceof Blob)) return sendJson(res, 422, { error: "Validation failed: File can't be blank" });
      const type = file.type.startsWith("video/") ? "video" : file.type.startsWith("image/") ? "image" : null;
      if (!type) return sendJson(res, 422, { error: "Validation failed: File content type is invalid" });
      const id = nextId();
      const pollsLeft = type === "video" ? (this.behaviour.videoProcessingPolls ?? 2) : 0;
      const description = typeof form.get("description") === "string" ? (form.get("description") as string) : null;
      if (description && description.length > 1500)
        return sendJson(res, 422, { error: "Validation failed: Description is too long (maximum is 1500 characters)" });
      instance.media.set(id, { id, type, pollsLeft, ownerId: auth.userId, description });
      const url = `http://${instance.host}/system/media/${id}`;
      if (pollsLeft > 0) return sendJson(res, 202, { id, type, url: null, preview_url: null, description: form.get("description") ?? null });
      return sendJson(res, 200, { id, type, url, preview_url: url, description: form.get("description") ?? null });
    }

    const mediaMatch = /^\/api\/v1\/media\/(\d+)$/.exec(path);
    if (method === "GET" && mediaMatch) {
      const media = instance.media.get(mediaMatch[1]!);
      if (!media || media.ownerId !== auth.userId) return sendJson(res, 404, { error: "Record not found" });
      if (media.pollsLeft > 0) {
        media.pollsLeft -= 1;
        return sendJson(res, 206, { id: media.id, type: media.type, url: null });
      }
      return sendJson(res, 200, { id: media.id, type: media.type, url: `http://${instance.host}/system/media/${media.id}` });
    }

    if (method === "POST" && path === "/api/v1/statuses") {
      const key = req.headers["idempotency-key"] ? String(req.headers["idempotency-key"]) : null;
      const earlier = key
        ? this.statusList.find((s) => s.host === instance.host && s.accountId === auth.userId && s.idempotencyKey === key)
        : undefined;
      if (earlier) return sendJson(res, 200, this.statusJson(instance, earlier));
      if ((this.behaviour.failNextCreates ?? 0) > 0) {
        this.behaviour.failNextCreates! -= 1;
        return sendJson(res, 503, { error: "Service Unavailable" });
      }
      const body = String(req.headers["content-type"]).includes("json") ? (jsonOf<{ status?: string; media_ids?: string[] }>(req) ?? {}) : {};
      const text = body.status ?? "";
      const mediaIds = body.media_ids ?? [];
      if (!text.trim() && mediaIds.length === 0) return sendJson(res, 422, { error: "Validation failed: Text can't be blank" });
      if (graphemes(text) > instance.maxCharacters)
        return sendJson(res, 422, { error: `Validation failed: Text character limit of ${instance.maxCharacters} exceeded` });
      for (const id of mediaIds) {
        const media = instance.media.get(id);
        if (!media || media.ownerId !== auth.userId) return sendJson(res, 422, { error: "Validation failed: Media attachments is invalid" });
        if (media.pollsLeft > 0)
          return sendJson(res, 422, { error: "Cannot attach files that have not finished processing. Try again in a moment!" });
      }
      const status: MastodonFakeStatus = {
        id: nextId(),
        host: instance.host,
        accountId: auth.userId,
        text,
        mediaIds,
        createdAt: new Date(),
        idempotencyKey: key,
        favourites: 0,
        reblogs: 0,
        replies: 0,
        deleted: false,
      };
      this.statusList.push(status);
      if (this.behaviour.createThenHang) return this.server.hang(res);
      return sendJson(res, 200, this.statusJson(instance, status));
    }

    const timeline = /^\/api\/v1\/accounts\/(\d+)\/statuses$/.exec(path);
    if (method === "GET" && timeline) {
      const limit = Math.min(Number(req.url.searchParams.get("limit") ?? 20), 40);
      const maxId = req.url.searchParams.get("max_id");
      const list = this.statusList
        .filter((s) => !s.deleted && s.host === instance.host && s.accountId === timeline[1] && (!maxId || Number(s.id) < Number(maxId)))
        .sort((a, b) => Number(b.id) - Number(a.id))
        .slice(0, limit);
      return sendJson(
        res,
        200,
        list.map((s) => this.statusJson(instance, s)),
      );
    }

    const one = /^\/api\/v1\/statuses\/(\d+)$/.exec(path);
    if (one) {
      const status = this.statusList.find((s) => s.id === one[1] && s.host === instance.host && !s.deleted);
      if (!status) return sendJson(res, 404, { error: "Record not found" });
      if (method === "GET") return sendJson(res, 200, this.statusJson(instance, status));
      if (method === "DELETE") {
        if (status.accountId !== auth.userId) return sendJson(res, 404, { error: "Record not found" });
        status.deleted = true;
        return sendJson(res, 200, { ...this.statusJson(instance, status), text: status.text });
      }
    }

    return sendJson(res, 404, { error: "Record not found" });
  }
}
