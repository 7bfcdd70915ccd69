/**
 * Contract fake of a Bluesky PDS (and of the bsky.social entryway: one host can be both) speaking
 * the AT Protocol's XRPC wire format under /xrpc/<nsid>:
 *
 *   com.atproto.server.createSession   { identifier, password } with an app password → JWT pair + didDoc
 *   com.atproto.server.refreshSession  Bearer refreshJwt → new pair (the old refresh JWT stops working)
 *   com.atproto.server.deleteSession   Bearer refreshJwt
 *   com.atproto.identity.resolveHandle, app.bsky.actor.getProfile
 *   com.atproto.repo.uploadBlob        raw bytes → blob ref (over 1,000,000 bytes: 400 BlobTooLarge)
 *   com.atproto.repo.createRecord      app.bsky.feed.post, checked: 300 graphemes and 3,000 bytes, facets' byte ranges, aspectRatio
 *   com.atproto.repo.listRecords       newest first, cursor paging
 *   com.atproto.repo.deleteRecord, app.bsky.feed.getPosts (likeCount, repostCount, replyCount, quoteCount)
 *   com.atproto.server.getServiceAuth  { aud, lxm, exp } → { token } for another service
 *
 * and of Bluesky's video service (video.bsky.app), under its own host name:
 *
 *   app.bsky.video.getUploadLimits     service token (aud did:web:<video host>, lxm getUploadLimits)
 *   app.bsky.video.uploadVideo?did&name  service token (aud did:web:<the PDS>, lxm com.atproto.repo.uploadBlob),
 *                                      mp4 bytes with their Content-Length (as Bluesky's own sample sends
 *                                      them; none: 411), at most 100,000,000 (more: 413, before reading) →
 *                                      the job status itself (not wrapped); the same bytes again → 409
 *                                      already_exists with the first job's id. The body is hashed as it
 *                                      arrives, never kept.
 *   app.bsky.video.getJobStatus?jobId  { jobStatus }: JOB_STATE_CREATED, JOB_STATE_ENCODING (progress)
 *                                      for `videoProcessingPolls` polls, then JOB_STATE_COMPLETED with
 *                                      the blob (stored on the PDS), or JOB_STATE_FAILED (`failVideo`)
 *
 * Errors are `{ error, message }` (400 ExpiredToken / InvalidToken, 401 AuthenticationRequired);
 * rate limits are 429 with RateLimit-Limit/Remaining/Reset (epoch seconds). Behaviours: rateLimit,
 * failNextCreates (502 UpstreamFailure), createThenHang, failRefresh, accessTtlSeconds.
 */
import { createHash, randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { FederatedServer, jsonOf, sendJson, type FakeRequest } from "./federated-server";

export interface BlueskyFakeAccount {
  did: string;
  handle: string;
  appPassword: string;
  displayName?: string;
}

export interface BlueskyFakePost {
  uri: string;
  cid: string;
  did: string;
  rkey: string;
  value: {
    $type: string;
    text: string;
    createdAt: string;
    facets?: { index: { byteStart: number; byteEnd: number }; features: { $type: string; [key: string]: unknown }[] }[];
    embed?: {
      $type: string;
      images?: { alt: string; image: { ref: { $link: string } }; aspectRatio?: { width: number; height: number } }[];
      video?: { ref: { $link: string }; mimeType: string };
      alt?: string;
      aspectRatio?: { width: number; height: number };
    };
  };
  likeCount: number;
  repostCount: number;
  replyCount: number;
  quoteCount: number;
  deleted: boolean;
}

export interface BlueskyBehaviour {
  rateLimit?: boolean;
  failNextCreates?: number;
  createThenHang?: boolean;
  failRefresh?: boolean;
  /** Lifetime of the access JWTs it issues (default 2 hours). */
  accessTtlSeconds?: number;
  /** How many status polls a video job stays in JOB_STATE_ENCODING (default 1). */
  videoProcessingPolls?: number;
  /** The video service's reason when it fails the next jobs (JOB_STATE_FAILED). */
  failVideo?: string;
  /** getUploadLimits answers canUpload: false with this message. */
  videoLimitReached?: string;
}

interface VideoJob {
  jobId: string;
  did: string;
  polls: number;
  failure?: string;
  blob: { $type: "blob"; ref: { $link: string }; mimeType: string; size: number };
}

function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** A JWT of the shape a PDS issues (not signed with a real key: clients never verify it). */
function jwt(payload: Record<string, unknown>): string {
  return `${b64url({ typ: "at+jwt", alg: "ES256K" })}.${b64url(payload)}.${randomBytes(32).toString("base64url")}`;
}

const S32 = "234567abcdefghijklmnopqrstuvwxyz";
let lastMicros = 0;
/** A TID record key: microseconds since the epoch and a clock id in base32-sortable. */
function tid(): string {
  lastMicros = Math.max(lastMicros + 1, Date.now() * 1000);
  let n = (BigInt(lastMicros) << 10n) | 7n;
  let out = "";
  for (let i = 0; i < 13; i++) {
    out = S32[Number(n & 31n)] + out;
    n >>= 5n;
  }
  return out;
}

export class BlueskyFake {
  private readonly server = new FederatedServer(
    (req, res) => this.handle(req, res),
    // Video uploads are read as they arrive (hashed, never kept whole).
    (req) => (req.url ?? "").startsWith("/xrpc/app.bsky.video.uploadVideo"),
  );
  private readonly accounts: BlueskyFakeAccount[] = [];
  private readonly live = new Map<string, { did: string; kind: "access" | "refresh"; expiresAt: number; revoked: boolean }>();
  private readonly blobs = new Map<string, { did: string; mimeType: string; size: number }>();
  private readonly records: BlueskyFakePost[] = [];
  private readonly serviceTokens = new Map<string, { did: string; aud: string; lxm: string; expiresAt: number }>();
  private readonly jobs = new Map<string, VideoJob>();
  behaviour: BlueskyBehaviour = {};
  readonly requests: { method: string; host: string; nsid: string }[] = [];

  /**
   * @param host the PDS's public name (routed here through guardedFetch's test hooks)
   * @param videoHost the video service's public name (served by the same server)
   */
  constructor(
    readonly host = "pds.bsky.fake.test",
    readonly videoHost = "video.bsky.fake.test",
  ) {}

  /** The video service's base URL (BLUESKY_VIDEO_SERVICE_URL). */
  get videoServiceUrl(): string {
    return `http://${this.videoHost}:${this.port}`;
  }

  get port(): number {
    return this.server.port;
  }

  /** The PDS's base URL (what a member types as their server, and what DID documents name). */
  get serviceUrl(): string {
    return `http://${this.host}:${this.port}`;
  }

  start(port = 0): Promise<void> {
    return this.server.start(port);
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  hooks() {
    return this.server.hooks([this.host, this.videoHost]);
  }

  routes(): string {
    return this.server.routes([this.host, this.videoHost]);
  }

  /** Every video upload the service read to its end: who sent it, its size and sha256, oldest first. */
  readonly uploads: { did: string; size: number; sha256: string }[] = [];

  /** Video jobs made so far, for tests. */
  videoJobs(): { jobId: string; did: string }[] {
    return [...this.jobs.values()].map(({ jobId, did }) => ({ jobId, did }));
  }

  addAccount(account: Omit<BlueskyFakeAccount, "did"> & { did?: string }): BlueskyFakeAccount {
    const full = { ...account, did: account.did ?? `did:plc:${createHash("sha256").update(account.handle).digest("hex").slice(0, 24)}` };
    this.accounts.push(full);
    return full;
  }

  posts(did?: string): BlueskyFakePost[] {
    return this.records.filter((r) => !r.deleted && (!did || r.did === did));
  }

  setMetrics(uri: string, counts: Partial<Pick<BlueskyFakePost, "likeCount" | "repostCount" | "replyCount" | "quoteCount">>): void {
    const post = this.records.find((r) => r.uri === uri);
    if (post) Object.assign(post, counts);
  }

  /** Ends every session of an account (a revoked app password ends its sessions too). */
  /** Ends the account's access JWTs now (as if their two hours had passed); refresh JWTs stay valid. */
  expireAccessTokens(did: string): void {
    for (const session of this.live.values()) if (session.did === did && session.kind === "access") session.expiresAt = Date.now() - 1000;
  }

  revokeSessions(did: string, alsoAppPassword = false): void {
    for (const session of this.live.values()) if (session.did === did) session.revoked = true;
    if (alsoAppPassword) {
      const account = this.accounts.find((a) => a.did === did);
      if (account) account.appPassword = `revoked-${randomBytes(8).toString("hex")}`;
    }
  }

  private issue(account: BlueskyFakeAccount) {
    const now = Math.floor(Date.now() / 1000);
    const accessJwt = jwt({
      scope: "com.atproto.appPass",
      sub: account.did,
      aud: `did:web:${this.host}`,
      iat: now,
      exp: now + (this.behaviour.accessTtlSeconds ?? 7200),
    });
    const refreshJwt = jwt({
      scope: "com.atproto.refresh",
      sub: account.did,
      aud: `did:web:${this.host}`,
      jti: randomBytes(16).toString("base64url"),
      iat: now,
      exp: now + 90 * 86400,
    });
    this.live.set(accessJwt, {
      did: account.did,
      kind: "access",
      expiresAt: (now + (this.behaviour.accessTtlSeconds ?? 7200)) * 1000,
      revoked: false,
    });
    this.live.set(refreshJwt, { did: account.did, kind: "refresh", expiresAt: (now + 90 * 86400) * 1000, revoked: false });
    return {
      did: account.did,
      handle: account.handle,
      accessJwt,
      refreshJwt,
      active: true,
      didDoc: {
        "@context": ["https://www.w3.org/ns/did/v1"],
        id: account.did,
        alsoKnownAs: [`at://${account.handle}`],
        service: [{ id: "#atproto_pds", type: "AtprotoPersonalDataServer", serviceEndpoint: this.serviceUrl }],
      },
    };
  }

  /** The session's DID, or the error answer already sent. */
  private session(req: FakeRequest, res: ServerResponse, kind: "access" | "refresh"): string | null {
    const header = String(req.headers.authorization ?? "");
    if (!header.startsWith("Bearer ")) {
      sendJson(res, 401, { error: "AuthenticationRequired", message: "Authentication Required" });
      return null;
    }
    const token = header.slice(7);
    const session = this.live.get(token);
    if (!session || session.kind !== kind || session.revoked) {
      sendJson(res, 400, { error: "InvalidToken", message: "Token could not be verified" });
      return null;
    }
    if (session.expiresAt <= Date.now()) {
      sendJson(res, 400, { error: "ExpiredToken", message: "Token has expired" });
      return null;
    }
    return session.did;
  }

  private rateLimited(res: ServerResponse): boolean {
    if (!this.behaviour.rateLimit) return false;
    sendJson(
      res,
      429,
      { error: "RateLimitExceeded", message: "Rate Limit Exceeded" },
      {
        "ratelimit-limit": "5000",
        "ratelimit-remaining": "0",
        "ratelimit-reset": String(Math.floor(Date.now() / 1000) + 300),
        "ratelimit-policy": "5000;w=3600",
      },
    );
    return true;
  }

  private postView(post: BlueskyFakePost) {
    const account = this.accounts.find((a) => a.did === post.did);
    return {
      uri: post.uri,
      cid: post.cid,
      author: { did: post.did, handle: account?.handle },
      record: post.value,
      likeCount: post.likeCount,
      repostCount: post.repostCount,
      replyCount: post.replyCount,
      quoteCount: post.quoteCount,
      indexedAt: post.value.createdAt,
    };
  }

  /** The DID of a service token issued for `aud` and `lxm`, or the error answer already sent. */
  private serviceToken(req: FakeRequest, res: ServerResponse, aud: string, lxm: string): string | null {
    const header = String(req.headers.authorization ?? "");
    const token = this.serviceTokens.get(header.startsWith("Bearer ") ? header.slice(7) : "");
    if (!token || token.expiresAt <= Date.now()) {
      sendJson(res, 401, { error: "AuthMissing", message: "Authentication Required" });
      return null;
    }
    if (token.aud !== aud || token.lxm !== lxm) {
      sendJson(res, 401, { error: "BadJwtAudience", message: "jwt audience or method does not match service" });
      return null;
    }
    return token.did;
  }

  private jobStatus(job: VideoJob) {
    if (job.failure) return { jobId: job.jobId, did: job.did, state: "JOB_STATE_FAILED", error: "failed", message: job.failure };
    if (job.polls < 0) return { jobId: job.jobId, did: job.did, state: "JOB_STATE_CREATED", progress: 0 };
    if (job.polls > 0) return { jobId: job.jobId, did: job.did, state: "JOB_STATE_ENCODING", progress: 50 };
    return { jobId: job.jobId, did: job.did, state: "JOB_STATE_COMPLETED", progress: 100, blob: job.blob };
  }

  /** The upload's bytes as they arrive: their count and sha256 (null when the upload broke off). */
  private async readUpload(req: FakeRequest): Promise<{ size: number; sha256: string } | null> {
    const hash = createHash("sha256");
    let size = 0;
    try {
      for await (const chunk of req.stream ?? [req.body]) {
        hash.update(chunk as Buffer);
        size += (chunk as Buffer).length;
      }
    } catch {
      return null;
    }
    return { size, sha256: hash.digest("hex") };
  }

  private async handleVideo(req: FakeRequest, res: ServerResponse, nsid: string): Promise<void> {
    const q = req.url.searchParams;
    switch (nsid) {
      case "app.bsky.video.getUploadLimits": {
        if (!this.serviceToken(req, res, `did:web:${this.videoHost}`, "app.bsky.video.getUploadLimits")) return;
        if (this.behaviour.videoLimitReached) return sendJson(res, 200, { canUpload: false, message: this.behaviour.videoLimitReached });
        return sendJson(res, 200, { canUpload: true, remainingDailyVideos: 25, remainingDailyBytes: 10_737_418_240 });
      }
      case "app.bsky.video.uploadVideo": {
        // Refused before the body is read: the rest of it is let go.
        const refuse = (status: number, body: unknown) => {
          req.stream?.resume();
          sendJson(res, status, body, { connection: "close" });
        };
        const did = this.serviceToken(req, res, `did:web:${this.host}`, "com.atproto.repo.uploadBlob");
        if (!did) return void req.stream?.resume();
        if (q.get("did") !== did || !q.get("name"))
          return refuse(400, { error: "InvalidRequest", message: "did and name are required and did must match the token" });
        const mimeType = String(req.headers["content-type"] ?? "");
        if (!mimeType.startsWith("video/")) return refuse(400, { error: "InvalidRequest", message: "Unsupported video type" });
        const declared = req.headers["content-length"];
        if (declared === undefined) return refuse(411, { error: "InvalidRequest", message: "Content-Length is required" });
        if (Number(declared) > 100_000_000) return refuse(413, { error: "InvalidRequest", message: "Video is too large (max 100 MB)" });
        const upload = await this.readUpload(req);
        if (!upload || upload.size !== Number(declared))
          return sendJson(res, 400, { error: "InvalidRequest", message: "The upload ended before its Content-Length" });
        this.uploads.push({ did, ...upload });
        const link = `bafkrei${upload.sha256.slice(0, 40)}`;
        const jobId = createHash("sha256").update(`${did}:${link}`).digest("hex").slice(0, 16);
        const known = this.jobs.get(jobId);
        if (known && !known.failure)
          return sendJson(res, 409, { jobId, did, state: "JOB_STATE_COMPLETED", error: "already_exists", message: "Video already processed" });
        const job: VideoJob = {
          jobId,
          did,
          polls: -1,
          failure: undefined,
          blob: { $type: "blob", ref: { $link: link }, mimeType: "video/mp4", size: upload.size },
        };
        this.jobs.set(jobId, job);
        return sendJson(res, 200, this.jobStatus(job));
      }
      case "app.bsky.video.getJobStatus": {
        const job = this.jobs.get(q.get("jobId") ?? "");
        if (!job) return sendJson(res, 400, { error: "InvalidRequest", message: "job not found" });
        // Created → encoding for videoProcessingPolls polls → completed (or failed).
        if (job.polls < 0) {
          job.polls = this.behaviour.videoProcessingPolls ?? 1;
          if (this.behaviour.failVideo) job.failure = this.behaviour.failVideo;
        } else if (job.polls > 0) job.polls -= 1;
        if (job.polls === 0 && !job.failure) this.blobs.set(job.blob.ref.$link, { did: job.did, mimeType: job.blob.mimeType, size: job.blob.size });
        return sendJson(res, 200, { jobStatus: this.jobStatus(job) });
      }
    }
    return sendJson(res, 501, { error: "MethodNotImplemented", message: "Method Not Implemented" });
  }

  private async handle(req: FakeRequest, res: ServerResponse): Promise<void> {
    if (req.host === this.videoHost) {
      const nsid = req.url.pathname.replace(/^\/xrpc\//, "");
      this.requests.push({ method: req.method, host: req.host, nsid });
      return this.handleVideo(req, res, nsid);
    }
    if (req.host !== this.host) return sendJson(res, 404, { error: "NotFound", message: "unknown host" });
    const nsid = req.url.pathname.replace(/^\/xrpc\//, "");
    this.requests.push({ method: req.method, host: req.host, nsid });
    const q = req.url.searchParams;

    switch (nsid) {
      case "com.atproto.server.createSession": {
        const body = jsonOf<{ identifier?: string; password?: string }>(req);
        if (!body?.identifier || !body.password)
          return sendJson(res, 400, { error: "InvalidRequest", message: 'Input must have the property "identifier"' });
        const id = body.identifier.toLowerCase();
        const account = this.accounts.find((a) => a.handle === id || a.did === body.identifier);
        if (!account || account.appPassword !== body.password)
          return sendJson(res, 401, { error: "AuthenticationRequired", message: "Invalid identifier or password" });
        if (this.rateLimited(res)) return;
        return sendJson(res, 200, this.issue(account));
      }
      case "com.atproto.server.refreshSession": {
        if (this.behaviour.failRefresh) return sendJson(res, 400, { error: "ExpiredToken", message: "Token has expired" });
        const did = this.session(req, res, "refresh");
        if (!did) return;
        this.live.get(String(req.headers.authorization).slice(7))!.revoked = true;
        return sendJson(res, 200, this.issue(this.accounts.find((a) => a.did === did)!));
      }
      case "com.atproto.server.deleteSession": {
        const did = this.session(req, res, "refresh");
        if (!did) return;
        this.revokeSessions(did);
        res.writeHead(200).end();
        return;
      }
      case "com.atproto.identity.resolveHandle": {
        const account = this.accounts.find((a) => a.handle === (q.get("handle") ?? "").toLowerCase());
        if (!account) return sendJson(res, 400, { error: "InvalidRequest", message: "Unable to resolve handle" });
        return sendJson(res, 200, { did: account.did });
      }
    }

    const did = this.session(req, res, "access");
    if (!did) return;
    if (this.rateLimited(res)) return;

    switch (nsid) {
      case "app.bsky.actor.getProfile": {
        const actor = q.get("actor");
        const account = this.accounts.find((a) => a.did === actor || a.handle === actor);
        if (!account) return sendJson(res, 400, { error: "InvalidRequest", message: "Profile not found" });
        return sendJson(res, 200, { did: account.did, handle: account.handle, displayName: account.displayName ?? "" });
      }
      case "com.atproto.server.getServiceAuth": {
        const aud = q.get("aud");
        const lxm = q.get("lxm");
        const exp = Number(q.get("exp") ?? Math.floor(Date.now() / 1000) + 60);
        if (!aud?.startsWith("did:")) return sendJson(res, 400, { error: "InvalidRequest", message: 'Error: Params must have the property "aud"' });
        if (!Number.isFinite(exp) || exp * 1000 - Date.now() > 3600_000)
          return sendJson(res, 400, { error: "BadExpiration", message: "expiration too big. max of 1 hour" });
        const now = Math.floor(Date.now() / 1000);
        const token = jwt({ iss: did, aud, lxm, iat: now, exp });
        this.serviceTokens.set(token, { did, aud, lxm: lxm ?? "", expiresAt: exp * 1000 });
        return sendJson(res, 200, { token });
      }
      case "com.atproto.repo.uploadBlob": {
        const mimeType = String(req.headers["content-type"] ?? "application/octet-stream");
        if (req.body.length > 1_000_000)
          return sendJson(res, 400, { error: "BlobTooLarge", message: "This file is too large. It is 1.2MB but the maximum size is 976.56KB." });
        const link = `bafkrei${createHash("sha256").update(req.body).digest("hex").slice(0, 40)}`;
        this.blobs.set(link, { did, mimeType, size: req.body.length });
        return sendJson(res, 200, { blob: { $type: "blob", ref: { $link: link }, mimeType, size: req.body.length } });
      }
      case "com.atproto.repo.createRecord": {
        const body = jsonOf<{ repo?: string; collection?: string; record?: BlueskyFakePost["value"] }>(req);
        if (!body?.record || body.collection !== "app.bsky.feed.post")
          return sendJson(res, 400, { error: "InvalidRequest", message: 'Input must have the property "record"' });
        if (body.repo !== did) return sendJson(res, 401, { error: "AuthRequired", message: "Input/repo must be the authenticated user's DID" });
        const text = body.record.text ?? "";
        const graphemes = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;
        if (graphemes > 300)
          return sendJson(res, 400, {
            error: "InvalidRecord",
            message: "Invalid app.bsky.feed.post record: Record/text must not be longer than 300 graphemes",
          });
        const bytes = Buffer.byteLength(text, "utf8");
        if (bytes > 3000)
          return sendJson(res, 400, {
            error: "InvalidRecord",
            message: "Invalid app.bsky.feed.post record: Record/text must not be longer than 3000 characters",
          });
        // app.bsky.embed.defs#aspectRatio: both integers of at least 1 where given.
        const ratios = [...(body.record.embed?.images ?? []).map((i) => i.aspectRatio), body.record.embed?.aspectRatio].filter(
          (r) => r !== undefined,
        );
        if (ratios.some((r) => !Number.isInteger(r.width) || !Number.isInteger(r.height) || r.width < 1 || r.height < 1)) {
          return sendJson(res, 400, {
            error: "InvalidRecord",
            message: "Invalid app.bsky.feed.post record: aspectRatio must have integer width and height of at least 1",
          });
        }
        for (const facet of body.record.facets ?? []) {
          if (facet.index.byteStart < 0 || facet.index.byteEnd > bytes || facet.index.byteStart >= facet.index.byteEnd) {
            return sendJson(res, 400, { error: "InvalidRecord", message: "Invalid app.bsky.feed.post record: facet index out of range" });
          }
        }
        const links = [
          ...(body.record.embed?.images ?? []).map((image) => image.image.ref.$link),
          ...(body.record.embed?.video ? [body.record.embed.video.ref.$link] : []),
        ];
        for (const link of links) {
          if (!this.blobs.has(link)) return sendJson(res, 400, { error: "InvalidRequest", message: "Could not find blob" });
        }
        if ((this.behaviour.failNextCreates ?? 0) > 0) {
          this.behaviour.failNextCreates! -= 1;
          return sendJson(res, 502, { error: "UpstreamFailure", message: "Upstream Failure" });
        }
        const rkey = tid();
        const uri = `at://${did}/app.bsky.feed.post/${rkey}`;
        const cid = `bafyrei${createHash("sha256").update(uri).digest("hex").slice(0, 40)}`;
        this.records.push({ uri, cid, did, rkey, value: body.record, likeCount: 0, repostCount: 0, replyCount: 0, quoteCount: 0, deleted: false });
        if (this.behaviour.createThenHang) return this.server.hang(res);
        return sendJson(res, 200, { uri, cid, commit: { cid: `bafyrei${randomBytes(8).toString("hex")}`, rev: tid() }, validationStatus: "valid" });
      }
      case "com.atproto.repo.listRecords": {
        const repo = q.get("repo");
        const limit = Math.min(Number(q.get("limit") ?? 50), 100);
        const cursor = q.get("cursor");
        const list = this.records
          .filter((r) => !r.deleted && r.did === repo && (!cursor || r.rkey < cursor))
          .sort((a, b) => (a.rkey < b.rkey ? 1 : -1))
          .slice(0, limit);
        return sendJson(res, 200, {
          records: list.map((r) => ({ uri: r.uri, cid: r.cid, value: r.value })),
          ...(list.length === limit ? { cursor: list.at(-1)!.rkey } : {}),
        });
      }
      case "com.atproto.repo.deleteRecord": {
        const body = jsonOf<{ repo?: string; rkey?: string }>(req);
        const record = this.records.find((r) => r.did === body?.repo && r.rkey === body?.rkey);
        if (body?.repo !== did) return sendJson(res, 401, { error: "AuthRequired", message: "Input/repo must be the authenticated user's DID" });
        if (record) record.deleted = true;
        return sendJson(res, 200, {});
      }
      case "app.bsky.feed.getPosts": {
        const uris = q.getAll("uris");
        return sendJson(res, 200, { posts: this.records.filter((r) => !r.deleted && uris.includes(r.uri)).map((r) => this.postView(r)) });
      }
    }
    return sendJson(res, 501, { error: "MethodNotImplemented", message: "Method Not Implemented" });
  }
}
