/**
 * Configuration, read and validated once. Nothing else in the app reads process.env.
 *
 * Secrets that a developer should not have to invent (session secret, token encryption key)
 * come from <DATA_DIR>/dev-secrets.json when unset outside production (src/dev-secrets.ts, the one
 * writer of that file); production refuses to start without them.
 */
import { z } from "zod";
import { loadDevSecrets } from "./dev-secrets";

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

/** A positive whole number, or unset (an empty value, as compose files write unset variables, too). */
const optionalPositiveInt = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z.coerce.number().int().positive().optional(),
);

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  APP_URL: z.string().url().default("http://localhost:3000"),
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: optional,
  /**
   * Connections each process keeps to PostgreSQL at most. Unset: 10 in a web process, 20 in a
   * worker (databasePoolSize() below; the budget formula is in docs/deploy.md).
   */
  DATABASE_POOL_SIZE: optionalPositiveInt,
  /**
   * How many app processes (web + worker, all machines) share the database. When set, start-up
   * warns if that many pools of this size would pass the server's max_connections; unset, it
   * warns from the connections open now (services/ops/connection-budget.ts).
   */
  DATABASE_EXPECTED_PROCESSES: optionalPositiveInt,
  /** Migrations only (prisma.config.ts): a direct PostgreSQL URL when DATABASE_URL goes through pgbouncer. */
  DIRECT_DATABASE_URL: optional,
  REDIS_URL: z.string().default("redis://127.0.0.1:6379"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),

  AUTH_SECRET: optional,
  TOKEN_ENCRYPTION_KEY: optional,
  /** Lifetime of API bearer tokens and browser sessions, in seconds (default 7 days). */
  AUTH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  LOGIN_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(50),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** Sign-ups allowed per source address per hour. */
  SIGNUP_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(5),
  /** Procedures one member runs at once in each web process; the rest wait their turn (member-slots.ts). */
  MEMBER_REQUESTS_IN_FLIGHT: z.coerce.number().int().positive().default(4),
  /** A member's waiting procedures past which they get 429 "Too many requests at once". */
  MEMBER_REQUESTS_WAITING: z.coerce.number().int().positive().default(100),
  /** Requests a second each member is admitted at by the proxy once their burst is spent (member-rate.ts). */
  MEMBER_REQUEST_RATE: z.coerce.number().positive().default(20),
  /** Requests a member may send at once before the proxy holds any. */
  MEMBER_REQUEST_BURST: z.coerce.number().int().positive().default(60),
  /** The longest the proxy holds a member's request; past it the answer is 429 with Retry-After. */
  MEMBER_REQUEST_MAX_WAIT_MS: z.coerce.number().int().nonnegative().default(5_000),
  /** Requests each API key may make per window, across every web process (Redis; api-key-rate.ts). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  API_KEY_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Lifetime of an OAuth access token of the MCP server (issue 28); refresh tokens rotate and last MCP_REFRESH_TOKEN_TTL_DAYS. */
  MCP_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  MCP_REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /**
   * How many reverse proxies of ours stand in front of the app ("true" = 1). Only then is
   * X-Forwarded-For believed; otherwise per-source limits use the TCP peer address.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === "" || v === "false" ? 0 : v === "true" ? 1 : Number(v)))
    .pipe(z.number().int().min(0)),

  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_AUTHORIZATION_URL: z.string().url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.string().url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: z.string().url().default("https://openidconnect.googleapis.com/v1/userinfo"),

  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,

  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: z.string().url().default("https://api.openai.com/v1"),
  /** Anthropic (Admin → Settings → AI provider "Anthropic"): key used when none is saved there, and the API root. */
  ANTHROPIC_API_KEY: optional,
  ANTHROPIC_BASE_URL: z.string().url().default("https://api.anthropic.com"),
  /** Give up on one AI text call after this long (the SDK retries once more within the same budget per try). */
  AI_TEXT_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Fetching a page for "generate from link" / suggestions: whole-chain timeout and largest accepted page. */
  LINK_FETCH_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  LINK_FETCH_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
  /** fal.ai key for AI images and videos; without it a labelled offline generator draws them. */
  FAL_KEY: optional,
  /** fal's queue API (override only to point at a test server). */
  FAL_QUEUE_URL: z.string().url().default("https://queue.fal.run"),
  /** fal model ids: a text-to-image model taking image_size, and a text-to-video model taking duration/aspect_ratio. */
  FAL_IMAGE_MODEL: z.string().min(1).default("fal-ai/flux/dev"),
  FAL_VIDEO_MODEL: z.string().min(1).default("fal-ai/kling-video/v2.1/standard/text-to-video"),
  /** How often the worker asks fal for a request's status, and when it gives up (and cancels it). */
  FAL_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(2_000),
  FAL_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60_000),

  /**
   * Where media (uploads, AI images and videos) are kept: "local" = DATA_DIR/media on this machine;
   * "s3" = an S3-compatible bucket (S3_*), needed when web and worker processes run on several machines.
   */
  MEDIA_STORAGE: z.enum(["local", "s3"]).default("local"),
  /** The bucket's endpoint (MinIO, R2, ...); unset = AWS S3 for S3_REGION. */
  S3_ENDPOINT: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().url().optional()),
  S3_BUCKET: optional,
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** Both or neither: unset, the AWS SDK's default credentials (instance or task role, shared files). */
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** "true" for servers that need bucket names in the path (MinIO, s3rver, most self-hosted stores). */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /**
   * A public URL of the bucket (or a CDN in front of it): when set, /api/media/<key> redirects
   * browsers there instead of streaming the object through the app (docs/decisions.md).
   */
  S3_PUBLIC_BASE_URL: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().url().optional()),
  /** Connecting to the media store, and each wait for its next bytes, give up after this long. */
  MEDIA_STORAGE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Megabytes of images a worker keeps in memory for publishing (the same image on many posts is
   * read from the store once); 0 turns the cache off. Videos are never cached.
   */
  MEDIA_CACHE_MB: z.coerce.number().int().min(0).default(64),

  SMTP_URL: optional,
  SMTP_FROM: z.string().default("PostPilot <no-reply@localhost>"),
  /** Where contact-form messages are e-mailed (when SMTP_URL is set). */
  CONTACT_EMAIL: z.string().default("support@localhost"),
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(5),

  /**
   * A worker process that has not beaten for this long is counted dead (/status, admin Queues).
   * Each worker beats every third of it.
   */
  WORKER_HEARTBEAT_TTL_MS: z.coerce.number().int().min(300).default(45_000),
  /**
   * Web: after SIGTERM, /api/health/ready answers 503 for this long while requests are still
   * served, so a load balancer stops sending new ones before the port closes. `npm start` uses 0
   * unless set (one machine, no balancer).
   */
  WEB_DRAIN_MS: z.coerce.number().int().min(0).default(10_000),
  /** Web: in-flight requests get this long to finish after the drain, then the process exits. */
  WEB_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(15_000),
  /**
   * Bearer token for the Prometheus endpoints (web /api/metrics, worker /metrics). The web endpoint
   * answers 404 while it is unset; see docs/deploy.md.
   */
  METRICS_TOKEN: optional,
  /** Port of the worker's Prometheus endpoint (0 = off, the default). */
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  WORKER_METRICS_HOST: z.string().default("0.0.0.0"),

  /** Timeout of each service check behind /api/health and /api/status/*. */
  HEALTH_CHECK_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),

  // Social network APIs (override only to point at a test server).
  X_API_BASE_URL: z.string().url().default("https://api.x.com"),
  LINKEDIN_API_BASE_URL: z.string().url().default("https://api.linkedin.com"),
  /** LinkedIn's versioned API header (YYYYMM). */
  LINKEDIN_API_VERSION: z
    .string()
    .regex(/^\d{6}$/)
    .default("202510"),
  THREADS_API_BASE_URL: z.string().url().default("https://graph.threads.net"),
  /** TikTok's Open API (OAuth token/revoke, user info, Content Posting API). */
  TIKTOK_API_BASE_URL: z.string().url().default("https://open.tiktokapis.com"),
  /** YouTube Data API v3 host (/youtube/v3/... and resumable uploads under /upload/youtube/v3/...). */
  YOUTUBE_API_BASE_URL: z.string().url().default("https://www.googleapis.com"),
  /** Instagram API with Instagram Login: graph.instagram.com (long-lived tokens, media, insights). */
  INSTAGRAM_API_BASE_URL: z.string().url().default("https://graph.instagram.com"),
  /** Facebook Graph API (Pages, photos, videos, insights, token exchange). */
  FACEBOOK_API_BASE_URL: z.string().url().default("https://graph.facebook.com"),
  /** Meta's Graph API version for Facebook and Instagram calls. */
  META_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default("v23.0"),

  // Connecting accounts (OAuth). Each network is connectable when its client id and secret are set;
  // the redirect URI to register with the network is ${APP_URL}/api/<network>/callback.
  X_CLIENT_ID: optional,
  X_CLIENT_SECRET: optional,
  /** X's consent page (the token, revoke and profile calls go to X_API_BASE_URL). */
  X_AUTHORIZE_URL: z.string().url().default("https://x.com/i/oauth2/authorize"),
  LINKEDIN_CLIENT_ID: optional,
  LINKEDIN_CLIENT_SECRET: optional,
  /** LinkedIn's OAuth host: /oauth/v2/authorization, /oauth/v2/accessToken, /oauth/v2/revoke. */
  LINKEDIN_AUTH_BASE_URL: z.string().url().default("https://www.linkedin.com"),
  THREADS_APP_ID: optional,
  THREADS_APP_SECRET: optional,
  /** Threads' consent page (the token calls go to THREADS_API_BASE_URL). */
  THREADS_AUTHORIZE_URL: z.string().url().default("https://threads.net/oauth/authorize"),
  INSTAGRAM_APP_ID: optional,
  INSTAGRAM_APP_SECRET: optional,
  /** Instagram's consent page (Business Login for Instagram). */
  INSTAGRAM_AUTHORIZE_URL: z.string().url().default("https://www.instagram.com/oauth/authorize"),
  /** Where Instagram's authorization code is exchanged (POST /oauth/access_token). */
  INSTAGRAM_OAUTH_BASE_URL: z.string().url().default("https://api.instagram.com"),
  FACEBOOK_APP_ID: optional,
  FACEBOOK_APP_SECRET: optional,
  /** Facebook Login for Business: the configuration id (its permissions); unset = ask for scopes. */
  FACEBOOK_CONFIG_ID: optional,
  /** Facebook's consent page (the version is added: <url>/<version>/dialog/oauth). */
  FACEBOOK_AUTHORIZE_URL: z.string().url().default("https://www.facebook.com"),
  TIKTOK_CLIENT_KEY: optional,
  TIKTOK_CLIENT_SECRET: optional,
  /** TikTok's consent page (the token, revoke and user info calls go to TIKTOK_API_BASE_URL). */
  TIKTOK_AUTHORIZE_URL: z.string().url().default("https://www.tiktok.com/v2/auth/authorize/"),
  /** Who sees videos we post to TikTok (unaudited apps may only post SELF_ONLY). */
  TIKTOK_PRIVACY_LEVEL: z.enum(["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "FOLLOWER_OF_CREATOR", "SELF_ONLY"]).default("SELF_ONLY"),
  /** Google OAuth client for YouTube; GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET are used when unset. */
  YOUTUBE_CLIENT_ID: optional,
  YOUTUBE_CLIENT_SECRET: optional,
  /** Google's OAuth endpoints for connecting YouTube channels. */
  GOOGLE_OAUTH_AUTHORIZE_URL: z.string().url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_OAUTH_TOKEN_URL: z.string().url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_OAUTH_REVOKE_URL: z.string().url().default("https://oauth2.googleapis.com/revoke"),
  /** Privacy of videos we upload to YouTube (unverified API projects' uploads are forced private). */
  YOUTUBE_PRIVACY_STATUS: z.enum(["private", "unlisted", "public"]).default("private"),
  /** How long a TikTok publish waits between status checks (it gives up when the publish's time is over). */
  TIKTOK_STATUS_POLL_MS: z.coerce.number().int().positive().default(3_000),
  /**
   * Bluesky: where handles log in with an app password (com.atproto.server.createSession) when the
   * member names no PDS of their own; posting then goes to the PDS their DID document names.
   */
  BLUESKY_SERVICE_URL: z.string().url().default("https://bsky.social"),
  /** Bluesky's video service (app.bsky.video.*): videos are uploaded there, processed, then stored on the PDS. */
  BLUESKY_VIDEO_SERVICE_URL: z.string().url().default("https://video.bsky.app"),
  /** The name our app registers under at each Mastodon instance (POST /api/v1/apps). */
  MASTODON_CLIENT_NAME: z.string().min(1).default("PostPilot"),
  /**
   * Tests only: "host=127.0.0.1:port,…" routes user-named hosts (a Mastodon instance, a Bluesky
   * PDS) to local contract fakes; they resolve to a public test address so the SSRF check still runs.
   */
  GUARDED_FETCH_TEST_ROUTES: optional,
  /**
   * Host names (comma-separated) that may resolve to a private network when a member names them as
   * a Mastodon instance or Bluesky PDS, and may be reached over plain http: a self-hoster's own
   * servers ("pds.lan,mastodon.internal"). Names only, no addresses or wildcards; empty: public only.
   * Link previews (generate from a link) stay public-only whatever this says.
   */
  ALLOWED_PRIVATE_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((h) => h.trim().toLowerCase().replace(/\.$/, ""))
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(?=.*[a-z])[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
            "host names only (no addresses, ports or wildcards)",
          ),
      ),
    ),
  /** How often the worker reads engagement numbers of recently published posts. */
  INSIGHTS_REFRESH_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60_000),
  /** How often the worker renews access tokens that are about to expire. */
  TOKEN_REFRESH_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60_000),
  /**
   * The built-in sandbox network (a local feed inside the app, not a real network): on by default
   * outside production (and `npm start` / `npm run dev` turn it on), off in production unless "true".
   */
  SANDBOX_NETWORK: z.enum(["true", "false"]).optional(),
  /** Give up on one network call after this long (the outcome of a post creation is then unknown). */
  NETWORK_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /**
   * The deadline of a video's publish to a network that takes videos, upload included (other posts
   * keep NETWORK_TIMEOUT_MS). Stored on the claim, with the orphan rule counting from it (publisher.ts).
   */
  VIDEO_PUBLISH_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  /** Network calls one worker process makes at once, per network. */
  NETWORK_CONCURRENCY: z.coerce.number().int().positive().default(150),

  /** Tries per network before a publish fails, and the first retry delay (doubling each time). */
  PUBLISH_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(4),
  PUBLISH_RETRY_DELAY_MS: z.coerce.number().int().positive().default(30_000),
  /** How often the sweeper looks for due posts that have no job (Redis flushed, job lost). */
  SWEEPER_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),

  // Payments (Stripe). Without STRIPE_SECRET_KEY the free plan works and paid plans say payments are not configured.
  STRIPE_SECRET_KEY: optional,
  /** Sent to the browser for the card form (Stripe Elements); a missing or placeholder key shows "Payment Not Available". */
  STRIPE_PUBLISHABLE_KEY: optional,
  /** Signing secret of the webhook endpoint ${APP_URL}/api/stripe/webhook (whsec_...). */
  STRIPE_WEBHOOK_SECRET: optional,
  /** Stripe's API origin (override only to point at a test server). */
  STRIPE_API_BASE_URL: z.string().url().default("https://api.stripe.com"),

  /** Jobs each worker process runs at once (publishing waits on networks, so this can be high). */
  WORKER_CONCURRENCY: z.coerce.number().int().positive().default(25),
  /** Publish jobs each worker process runs at once: each mostly waits on one network call (capped per network by NETWORK_CONCURRENCY). */
  PUBLISH_CONCURRENCY: z.coerce.number().int().positive().default(400),
  /** Webhooks (issue 28): plain http targets in production (off: https only; outside production http is allowed). */
  WEBHOOK_ALLOW_HTTP: z.enum(["true", "false"]).optional(),
  /** How long a receiver may take to answer one delivery. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** First retry delay of a failed delivery (doubling, at most an hour), and how long a delivery is retried before it is given up. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
  WEBHOOK_RETRY_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 3600_000),
  /** An endpoint is disabled when its last N attempts all failed over at least this long (docs/decisions.md). */
  WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce.number().int().positive().default(20),
  WEBHOOK_DISABLE_AFTER_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(24 * 3600_000),
  /** How often the worker turns recorded events into deliveries, and looks for deliveries whose job was lost. */
  WEBHOOK_DISPATCH_INTERVAL_MS: z.coerce.number().int().positive().default(1_000),
  WEBHOOK_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(15_000),
  /** Webhook deliveries each worker process makes at once (each mostly waits on a receiver). */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().positive().default(100),
  /** AI short videos one worker process generates at once (encoding is CPU-heavy; fal is slow and paid). */
  VIDEO_GENERATION_CONCURRENCY: z.coerce.number().int().positive().default(2),
});

export type Env = z.infer<typeof schema> & { AUTH_SECRET: string; TOKEN_ENCRYPTION_KEY: string };

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const authSecret = env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET;
  if (authSecret && env.TOKEN_ENCRYPTION_KEY) {
    return { ...env, AUTH_SECRET: authSecret, TOKEN_ENCRYPTION_KEY: env.TOKEN_ENCRYPTION_KEY };
  }
  if (env.NODE_ENV === "production") {
    // Building (next build) needs no secrets; anything that uses one fails loudly, and both
    // servers call assertSecretsConfigured() when they start, so production refuses to run.
    return Object.defineProperties({ ...env } as Env, {
      AUTH_SECRET: { get: () => missingSecrets(), enumerable: true },
      TOKEN_ENCRYPTION_KEY: { get: () => missingSecrets(), enumerable: true },
    });
  }
  const dev = loadDevSecrets(env.DATA_DIR);
  return {
    ...env,
    AUTH_SECRET: authSecret ?? dev.AUTH_SECRET,
    TOKEN_ENCRYPTION_KEY: env.TOKEN_ENCRYPTION_KEY ?? dev.TOKEN_ENCRYPTION_KEY,
  };
}

function missingSecrets(): never {
  throw new Error("AUTH_SECRET and TOKEN_ENCRYPTION_KEY must be set in production (see .env.example).");
}

/** Whether the sandbox network exists on this server (SANDBOX_NETWORK, else on outside production). */
export function sandboxEnabled(): boolean {
  const { SANDBOX_NETWORK, NODE_ENV } = env();
  return SANDBOX_NETWORK ? SANDBOX_NETWORK === "true" : NODE_ENV !== "production";
}

/** Called by the web server and the worker when they start: production without secrets stops here. */
export function assertSecretsConfigured(): void {
  const { AUTH_SECRET, TOKEN_ENCRYPTION_KEY } = env();
  if (!AUTH_SECRET || !TOKEN_ENCRYPTION_KEY) missingSecrets();
}

let cached: Env | undefined;

/** The validated configuration (lazy, so build steps that never touch it need no secrets). */
export function env(): Env {
  cached ??= load();
  return cached;
}

/** Tests change process.env between cases; they call this to re-read it. */
export function resetEnvForTests(): void {
  cached = undefined;
}
