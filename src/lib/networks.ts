/**
 * The network catalogue: every fact about a social network the product knows, in one place, shared
 * by server and pages (so nothing here imports React or server-only code). The zod enums, the
 * accounts router and page, the landing page, the media sizes, the plan targets, the wizard and the
 * post rules derive from it. Adding a network is: its entry here, its provider and connector
 * (src/server/integrations/social), its contract fake (test/fakes/networks); tsc points at the
 * rest (NetworkIcon's mark, the connect call on the accounts page). test/integrations/network-catalogue.test.ts
 * walks the catalogue and checks that they all exist and agree.
 */
import { xWeightedLength } from "./x-text";
import { formatCount } from "./numbers";

/**
 * `live`: connectable (and postable where capabilities say so); `comingSoon`: listed everywhere but
 * not connectable yet; `local`: not a real network (the built-in sandbox: connected in one click,
 * publishes to a feed inside the app; present only where the server enables it, see SANDBOX_NETWORK).
 */
export type NetworkStatus = "live" | "comingSoon" | "local";

/**
 * How the network counts a text against its limit. `graphemes`: as people see them (an emoji is
 * one); `characters`: Unicode code points; `x-weighted`: X's weights (links 23, most characters
 * beyond Latin and every emoji 2; src/lib/x-text.ts).
 */
export type TextCounting = "graphemes" | "characters" | "x-weighted";

/** The spec's HTTP methods of a network's connect and disconnect calls on the REST door. */
export type ConnectMethod = "GET" | "POST";
export type DisconnectMethod = "POST" | "DELETE";

export interface NetworkSpec {
  label: string;
  /** Where the full label does not fit (a badge, a feed title). */
  shortLabel: string;
  /** Brand colour of the icon; null for the black-and-white brands (they follow the colour scheme). */
  color: string | null;
  status: NetworkStatus;
  text: {
    /** Longest post text the network accepts (the default where each account has its own). */
    limit: number;
    counting: TextCounting;
    /**
     * "instance": each account's own server sets the limit (Mastodon), read at connect and stored
     * on the account; `limit` is the default when the server does not say.
     */
    perAccount?: "instance";
    /** A second limit in UTF-8 bytes (Bluesky: 3,000), checked with the first at save time. */
    maxBytes?: number;
  };
  media: {
    /** Images one post may carry (the providers refuse more before calling the network). */
    maxImages: number;
    /** Whether a post may carry a video. */
    video: boolean;
    /** Whether a post needs an image or a video (text alone is refused). */
    requiresMedia: boolean;
    /** The AI media dialog's size for this network (null: not offered there). */
    aiImage: { label: string; width: number; height: number } | null;
  };
  capabilities: {
    /** Can receive text/image posts (the wizard, the edit dialog, the post rules). */
    posts: boolean;
    /** Can be the target of an AI content plan. */
    contentPlans: boolean;
    /** Can receive AI short videos. */
    videos: boolean;
  };
  /**
   * The network's documented cap on posts one account may publish in a moving window, or null when it
   * documents none per account. Every worker process counts against it together (in Redis): a post
   * past the cap waits for the window instead of being refused by the network.
   */
  postQuota: { posts: number; windowMs: number; source: string } | null;
  connect:
    | { kind: "oauth"; authMethod: ConnectMethod; disconnectMethod: DisconnectMethod }
    /** Connected in one call with no consent page (the sandbox has its own routes). */
    | { kind: "local" }
    /**
     * Signed in with a handle and an app password, no consent page: POST /api/<network>/auth
     * { identifier, appPassword, service? } (Bluesky).
     */
    | {
        kind: "app-password";
        /** Where the member revokes the app password: disconnecting cannot (it stays valid at the network). */
        passwordSettingsUrl: string;
      }
    /**
     * OAuth at a server the member names, our app registered there first: POST /api/<network>/auth
     * { instance } answers that server's consent URL (Mastodon).
     */
    | { kind: "instance-oauth" };
  /** The accounts page's card. */
  card: { description: string; iconSize: number };
}

const HOUR = 60 * 60_000;

// The object's order is the product's order (accounts page, wizard, enums' messages).
const CATALOGUE = {
  linkedin: {
    label: "LinkedIn",
    shortLabel: "LinkedIn",
    color: "#0a66c2",
    status: "live",
    text: { limit: 3000, counting: "graphemes" },
    media: { maxImages: 20, video: false, requiresMedia: false, aiImage: { label: "LinkedIn", width: 1200, height: 627 } },
    capabilities: { posts: true, contentPlans: true, videos: false },
    postQuota: { posts: 150, windowMs: 24 * HOUR, source: "LinkedIn Share API: 150 member posts per day" },
    connect: { kind: "oauth", authMethod: "GET", disconnectMethod: "DELETE" },
    card: { description: "Share professional updates with your network.", iconSize: 26 },
  },
  x: {
    label: "X",
    shortLabel: "X",
    color: null,
    status: "live",
    // Links count 23, most characters beyond Latin and every emoji 2 (docs.x.com, "Counting characters").
    text: { limit: 280, counting: "x-weighted" },
    media: { maxImages: 4, video: false, requiresMedia: false, aiImage: { label: "X", width: 1600, height: 900 } },
    capabilities: { posts: true, contentPlans: true, videos: false },
    postQuota: { posts: 300, windowMs: 3 * HOUR, source: "X API v2 POST /2/tweets: 300 posts per 3 hours per user" },
    connect: { kind: "oauth", authMethod: "GET", disconnectMethod: "POST" },
    card: { description: "Post short updates and join the conversation.", iconSize: 24 },
  },
  threads: {
    label: "Threads",
    shortLabel: "Threads",
    color: null,
    status: "live",
    text: { limit: 500, counting: "graphemes" },
    media: { maxImages: 20, video: false, requiresMedia: false, aiImage: { label: "Threads", width: 1080, height: 1350 } },
    capabilities: { posts: true, contentPlans: true, videos: false },
    postQuota: { posts: 250, windowMs: 24 * HOUR, source: "Threads API: 250 published posts per 24-hour moving period" },
    connect: { kind: "oauth", authMethod: "GET", disconnectMethod: "POST" },
    card: { description: "Start conversations with your Threads followers.", iconSize: 24 },
  },
  // Beyond the spec's networks (issue #18, docs/decisions.md "Bluesky and Mastodon").
  bluesky: {
    label: "Bluesky",
    shortLabel: "Bluesky",
    color: "#1185fe",
    status: "live",
    // 300 graphemes and 3,000 bytes (app.bsky.feed.post's maxGraphemes and maxLength): 150 family emoji are 150 graphemes but 3,750 bytes.
    text: { limit: 300, counting: "graphemes", maxBytes: 3000 },
    // One video per post (through Bluesky's video service) or up to 4 images, not both.
    media: { maxImages: 4, video: true, requiresMedia: false, aiImage: { label: "Bluesky", width: 1200, height: 675 } },
    capabilities: { posts: true, contentPlans: true, videos: false },
    // The PDS's 5,000 write points per hour at 3 points per created record.
    postQuota: { posts: 1666, windowMs: HOUR, source: "Bluesky PDS rate limits: 5,000 points per hour, 3 per created record" },
    connect: { kind: "app-password", passwordSettingsUrl: "https://bsky.app/settings/app-passwords" },
    card: { description: "Post to Bluesky with your handle and an app password.", iconSize: 26 },
  },
  mastodon: {
    label: "Mastodon",
    shortLabel: "Mastodon",
    color: "#6364ff",
    status: "live",
    text: { limit: 500, counting: "graphemes", perAccount: "instance" },
    media: { maxImages: 4, video: true, requiresMedia: false, aiImage: { label: "Mastodon", width: 1280, height: 720 } },
    capabilities: { posts: true, contentPlans: true, videos: false },
    // Instances cap requests (300 per 5 minutes per account by default), not posts: their 429 headers are honoured.
    postQuota: null,
    connect: { kind: "instance-oauth" },
    card: { description: "Post to your Mastodon account, on whichever server it lives.", iconSize: 26 },
  },
  facebook: {
    label: "Facebook",
    shortLabel: "Facebook",
    color: "#1877f2",
    // Live beyond the spec's "Coming Soon" (issue #18): Pages, with the Page the member picks.
    status: "live",
    text: { limit: 63206, counting: "graphemes" },
    // A post carries up to 10 images or one video (the provider refuses both together).
    media: { maxImages: 10, video: true, requiresMedia: false, aiImage: { label: "Facebook", width: 1200, height: 630 } },
    capabilities: { posts: true, contentPlans: true, videos: false },
    postQuota: null,
    connect: { kind: "oauth", authMethod: "GET", disconnectMethod: "POST" },
    card: { description: "Reach your followers on your Facebook Page.", iconSize: 26 },
  },
  instagram: {
    label: "Instagram",
    shortLabel: "Instagram",
    color: "#e1306c",
    // Live beyond the spec's "Coming Soon" (issue #18): professional accounts (Instagram Login).
    status: "live",
    text: { limit: 2200, counting: "graphemes" },
    // A carousel of up to 10 images and videos; a video alone is a Reel.
    media: { maxImages: 10, video: true, requiresMedia: true, aiImage: { label: "Instagram", width: 1080, height: 1080 } },
    capabilities: { posts: true, contentPlans: true, videos: false },
    postQuota: { posts: 100, windowMs: 24 * HOUR, source: "Instagram content publishing: 100 API-published posts per 24 hours" },
    connect: { kind: "oauth", authMethod: "GET", disconnectMethod: "POST" },
    card: { description: "Share photos and videos with your followers.", iconSize: 26 },
  },
  tiktok: {
    label: "TikTok",
    shortLabel: "TikTok",
    color: null,
    status: "live",
    text: { limit: 2200, counting: "graphemes" },
    media: { maxImages: 0, video: true, requiresMedia: true, aiImage: { label: "TikTok", width: 1080, height: 1920 } },
    capabilities: { posts: false, contentPlans: false, videos: true },
    postQuota: null,
    connect: { kind: "oauth", authMethod: "GET", disconnectMethod: "POST" },
    card: { description: "Publish your AI short videos to TikTok.", iconSize: 24 },
  },
  youtube: {
    label: "YouTube",
    shortLabel: "YouTube",
    color: "#ff0000",
    status: "live",
    text: { limit: 5000, counting: "graphemes" },
    media: { maxImages: 0, video: true, requiresMedia: true, aiImage: { label: "YouTube Shorts", width: 1080, height: 1920 } },
    capabilities: { posts: false, contentPlans: false, videos: true },
    // The spec connects YouTube with POST (a mutation), the others with GET.
    postQuota: null,
    connect: { kind: "oauth", authMethod: "POST", disconnectMethod: "POST" },
    card: { description: "Publish your AI short videos as YouTube Shorts.", iconSize: 26 },
  },
  sandbox: {
    label: "Sandbox (local preview, not a real network)",
    shortLabel: "Sandbox",
    color: "#7048e8",
    status: "local",
    text: { limit: 3000, counting: "graphemes" },
    media: { maxImages: 10, video: false, requiresMedia: false, aiImage: null },
    capabilities: { posts: true, contentPlans: true, videos: false },
    postQuota: null,
    connect: { kind: "local" },
    card: {
      description: "Not a real network: try scheduling and publishing without keys. Posts go to a private feed inside PostPilot.",
      iconSize: 24,
    },
  },
} as const satisfies Record<string, NetworkSpec>;

type Catalogue = typeof CATALOGUE;
export type NetworkKey = keyof Catalogue;

export interface NetworkInfo extends NetworkSpec {
  key: NetworkKey;
}

/** Every network key, in the catalogue's order (a tuple, so zod enums take it as is). */
export const NETWORK_KEYS = Object.keys(CATALOGUE) as [NetworkKey, ...NetworkKey[]];

export const NETWORKS: Record<NetworkKey, NetworkInfo> = Object.fromEntries(
  NETWORK_KEYS.map((key) => [key, { key, ...(CATALOGUE[key] as NetworkSpec) }]),
) as Record<NetworkKey, NetworkInfo>;

/** Keys whose entry has a given connect kind (typed, so routers keyed by them keep per-key types). */
export type OAuthNetworkKey = { [K in NetworkKey]: Catalogue[K]["connect"]["kind"] extends "oauth" ? K : never }[NetworkKey];
/** How each OAuth network connects (GET query or POST mutation), as literal types. */
export type AuthMethodOf<K extends OAuthNetworkKey> = Extract<Catalogue[K]["connect"], { kind: "oauth" }>["authMethod"];

export const OAUTH_NETWORK_KEYS = NETWORK_KEYS.filter((k): k is OAuthNetworkKey => NETWORKS[k].connect.kind === "oauth");

export function networksWith(test: (info: NetworkInfo) => boolean): NetworkKey[] {
  return NETWORK_KEYS.filter((k) => test(NETWORKS[k]));
}

/** The sandbox's short name, where the full label does not fit (a badge, a feed title). */
export const SANDBOX_SHORT_LABEL = NETWORKS.sandbox.shortLabel;

/** Networks that take text/image posts. */
export const POST_NETWORKS = networksWith((n) => n.capabilities.posts);

/** Networks an AI content plan may target (coming-soon ones are listed, not connectable). */
export const CONTENT_PLAN_NETWORKS = networksWith((n) => n.capabilities.contentPlans) as [NetworkKey, ...NetworkKey[]];

export function networkLabel(key: string): string {
  return NETWORKS[key as NetworkKey]?.label ?? key;
}

export function isComingSoon(key: NetworkKey): boolean {
  return NETWORKS[key].status === "comingSoon";
}

/** The length of a text as the network counts it. */
export function textLength(text: string, counting: TextCounting): number {
  if (counting === "characters") return [...text].length;
  if (counting === "x-weighted") return xWeightedLength(text);
  return [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;
}

/** The length of a text in UTF-8 bytes (works in the browser too). */
export function textBytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * Every text limit of the network that `text` breaks, each as a sentence naming the limit
 * ("Bluesky allows 3,000 bytes of text; this text is 3,750 bytes."): one home for the save-time
 * check (posts/rules.ts) and the composer's previews. `limit` overrides the catalogue's (an account's own).
 */
export function textLimitProblems(key: NetworkKey, text: string, limit = NETWORKS[key].text.limit): string[] {
  const { label, text: spec } = NETWORKS[key];
  const problems: string[] = [];
  const length = textLength(text, spec.counting);
  if (length > limit) problems.push(`${label} allows at most ${limit} characters; this post has ${length}.${countingNote(text, spec.counting)}`);
  const bytes = spec.maxBytes !== undefined ? textBytes(text) : 0;
  if (spec.maxBytes !== undefined && bytes > spec.maxBytes)
    problems.push(`${label} allows ${formatCount(spec.maxBytes)} bytes of text; this text is ${formatCount(bytes)} bytes.`);
  return problems;
}

/**
 * What to tell the author when the network's count of `text` is not the one they see: X's weights
 * (a link counting 23, an emoji 2). Empty when the counts agree.
 */
export function countingNote(text: string, counting: TextCounting): string {
  if (counting !== "x-weighted" || textLength(text, counting) === textLength(text, "graphemes")) return "";
  return " Links count as 23 characters each; emoji and most characters beyond Latin count as 2.";
}

/** "300 posts per 3 hours": the catalogue's postQuota in words, or null when the network has none. */
export function postQuotaText(key: NetworkKey): string | null {
  const quota = NETWORKS[key].postQuota;
  if (!quota) return null;
  const hours = quota.windowMs / HOUR;
  const window = hours === 1 ? "hour" : Number.isInteger(hours) ? `${hours} hours` : `${Math.round(quota.windowMs / 60_000)} minutes`;
  return `${quota.posts} posts per ${window}`;
}
