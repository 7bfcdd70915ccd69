/** What the AI media dialog offers (spec part 1, AI media options). Dimensions fit each network's feed. */
export const MEDIA_PLATFORMS = [
  { value: "general", label: "General (square)", dimensions: { width: 1024, height: 1024 } },
  { value: "instagram", label: "Instagram", dimensions: { width: 1080, height: 1080 } },
  { value: "tiktok", label: "TikTok", dimensions: { width: 1080, height: 1920 } },
  { value: "facebook", label: "Facebook", dimensions: { width: 1200, height: 630 } },
  { value: "x", label: "X", dimensions: { width: 1600, height: 900 } },
  { value: "linkedin", label: "LinkedIn", dimensions: { width: 1200, height: 627 } },
  { value: "threads", label: "Threads", dimensions: { width: 1080, height: 1350 } },
  { value: "youtube", label: "YouTube Shorts", dimensions: { width: 1080, height: 1920 } },
] as const;

export const MEDIA_STYLES = [
  { value: "realistic", label: "Realistic", description: "Photographic, natural light" },
  { value: "illustration", label: "Illustration", description: "Clean vector-style artwork" },
  { value: "minimal", label: "Minimal", description: "Simple shapes, lots of space" },
  { value: "3d", label: "3D render", description: "Soft 3D objects and depth" },
  { value: "cinematic", label: "Cinematic", description: "Dramatic, film-like framing" },
] as const;

export const MEDIA_QUALITIES = [
  { value: "standard", label: "Standard", description: "Faster, lower resolution" },
  { value: "hd", label: "HD", description: "Full resolution, more detail" },
] as const;

export type MediaPlatform = (typeof MEDIA_PLATFORMS)[number]["value"];
export type MediaStyle = (typeof MEDIA_STYLES)[number]["value"];
export type MediaQuality = (typeof MEDIA_QUALITIES)[number]["value"];

export const MEDIA_PLATFORM_VALUES = MEDIA_PLATFORMS.map((p) => p.value) as [MediaPlatform, ...MediaPlatform[]];
export const MEDIA_STYLE_VALUES = MEDIA_STYLES.map((s) => s.value) as [MediaStyle, ...MediaStyle[]];
export const MEDIA_QUALITY_VALUES = MEDIA_QUALITIES.map((q) => q.value) as [MediaQuality, ...MediaQuality[]];
