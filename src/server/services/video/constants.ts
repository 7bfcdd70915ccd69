/** AI short videos: the spec's constants (part 2 §3, §9) and texts, shared by server and pages. */
import type { NetworkKey } from "@/lib/networks";
import { MEDIA_COSTS } from "@/server/services/media/generate";
import { VIDEO_ALREADY_PUBLISHED } from "@/server/services/posts/lifecycle";

/** Prompts one generated video costs: the app's price of a video (part 1 §9: 20; see docs/decisions.md). */
export const PROMPTS_PER_VIDEO = MEDIA_COSTS.video;

export const VIDEO_LENGTHS = [15, 30, 60] as const;
export const VIDEOS_PER_BATCH = [1, 3, 5, 10] as const;
export const POSTING_FREQUENCIES = ["1x_day", "2x_day", "3x_day"] as const;
export type PostingFrequency = (typeof POSTING_FREQUENCIES)[number];

/** The platform names of the spec and the networks that carry them. */
export const VIDEO_PLATFORMS = ["TikTok", "YouTube Shorts"] as const;
export type VideoPlatform = (typeof VIDEO_PLATFORMS)[number];
export const VIDEO_PLATFORM_NETWORK: Record<VideoPlatform, NetworkKey> = { TikTok: "tiktok", "YouTube Shorts": "youtube" };

export function networkOfPlatform(platform: string): NetworkKey | null {
  return (VIDEO_PLATFORM_NETWORK as Record<string, NetworkKey>)[platform] ?? null;
}

export function platformOfNetwork(network: string): VideoPlatform | null {
  return VIDEO_PLATFORMS.find((p) => VIDEO_PLATFORM_NETWORK[p] === network) ?? null;
}

export const VIDEO_MESSAGES = {
  available: "AI Video Generation is available.",
  locked: "AI Video Generation is only available to premium users. Upgrade to unlock this feature!",
  noVideoUrl: "Video URL not available. Please wait for video generation to complete.",
  published: "Successfully published! Check your Calendar and Posts pages.",
  inactive: "This setting is inactive. Activate it to generate videos.",
  settingBusy: "Videos of this setting are being generated. Delete it when they are done.",
  removeGenerating: "This video is being generated and cannot be removed now.",
  removePublished: "Published videos cannot be removed.",
  notEditable: "Videos can be edited once their generation is complete.",
  publishedNotEditable: "Published videos cannot be edited.",
  alreadyPublished: VIDEO_ALREADY_PUBLISHED,
  publishing: "This video is being published right now.",
  generationFailed: "Video generation failed. Your AI prompts were refunded.",
  needsApproval:
    "This workspace needs approval for your posts, and AI videos cannot be submitted for review yet: ask an editor whose posts need no approval to schedule it.",
} as const;

/** Longest caption each network takes (TikTok 2200, YouTube's description 5000). */
export const DESCRIPTION_LIMIT = 2200;
export const TITLE_LIMIT = 100;

/** Video size asked of the generator: vertical 9:16, what TikTok and Shorts show. */
export const VIDEO_WIDTH = 720;
export const VIDEO_HEIGHT = 1280;
