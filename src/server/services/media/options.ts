import { NETWORK_KEYS, NETWORKS, type NetworkKey } from "@/lib/networks";

export type MediaPlatform = "general" | NetworkKey;
interface MediaPlatformOption {
  value: MediaPlatform;
  label: string;
  dimensions: { width: number; height: number };
}

/**
 * What the AI media dialog offers (spec part 1, AI media options): the general square, then each
 * network with a size in the catalogue (its `media.aiImage`), in the catalogue's order.
 */
export const MEDIA_PLATFORMS: readonly [MediaPlatformOption, ...MediaPlatformOption[]] = [
  { value: "general", label: "General (square)", dimensions: { width: 1024, height: 1024 } },
  ...NETWORK_KEYS.flatMap((key): MediaPlatformOption[] => {
    const size = NETWORKS[key].media.aiImage;
    return size ? [{ value: key, label: size.label, dimensions: { width: size.width, height: size.height } }] : [];
  }),
];

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

export type MediaStyle = (typeof MEDIA_STYLES)[number]["value"];
export type MediaQuality = (typeof MEDIA_QUALITIES)[number]["value"];

export const MEDIA_PLATFORM_VALUES = MEDIA_PLATFORMS.map((p) => p.value) as [MediaPlatform, ...MediaPlatform[]];
export const MEDIA_STYLE_VALUES = MEDIA_STYLES.map((s) => s.value) as [MediaStyle, ...MediaStyle[]];
export const MEDIA_QUALITY_VALUES = MEDIA_QUALITIES.map((q) => q.value) as [MediaQuality, ...MediaQuality[]];
