/**
 * The social networks the product knows, shared by server and pages.
 * `posts`: can receive text/image posts; `videos`: can receive AI short videos;
 * `comingSoon`: listed everywhere but not connectable yet;
 * `local`: not a real network (the built-in sandbox: connected in one click, publishes to a feed
 * inside the app; present only where the server enables it, see SANDBOX_NETWORK).
 */
export const NETWORK_KEYS = ["linkedin", "x", "threads", "facebook", "instagram", "tiktok", "youtube", "sandbox"] as const;
export type NetworkKey = (typeof NETWORK_KEYS)[number];

export interface NetworkInfo {
  key: NetworkKey;
  label: string;
  /** Longest post text the network accepts. */
  charLimit: number;
  posts: boolean;
  videos: boolean;
  comingSoon: boolean;
  local: boolean;
}

export const NETWORKS: Record<NetworkKey, NetworkInfo> = {
  linkedin: { key: "linkedin", label: "LinkedIn", charLimit: 3000, posts: true, videos: false, comingSoon: false, local: false },
  x: { key: "x", label: "X", charLimit: 280, posts: true, videos: false, comingSoon: false, local: false },
  threads: { key: "threads", label: "Threads", charLimit: 500, posts: true, videos: false, comingSoon: false, local: false },
  facebook: { key: "facebook", label: "Facebook", charLimit: 63206, posts: false, videos: false, comingSoon: true, local: false },
  instagram: { key: "instagram", label: "Instagram", charLimit: 2200, posts: false, videos: false, comingSoon: true, local: false },
  tiktok: { key: "tiktok", label: "TikTok", charLimit: 2200, posts: false, videos: true, comingSoon: false, local: false },
  youtube: { key: "youtube", label: "YouTube", charLimit: 5000, posts: false, videos: true, comingSoon: false, local: false },
  sandbox: { key: "sandbox", label: "Sandbox (local preview, not a real network)", charLimit: 3000, posts: true, videos: false, comingSoon: false, local: true },
};

/** The sandbox's short name, where the full label does not fit (a badge, a feed title). */
export const SANDBOX_SHORT_LABEL = "Sandbox";

export const POST_NETWORKS = NETWORK_KEYS.filter((k) => NETWORKS[k].posts);

export function networkLabel(key: string): string {
  return NETWORKS[key as NetworkKey]?.label ?? key;
}
