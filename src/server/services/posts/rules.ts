/** The rules a post must satisfy before it is saved, scheduled or published (spec part 1, §5). */
import { NETWORKS, POST_NETWORKS, networkLabel, textLimitProblems, type NetworkKey } from "@/lib/networks";
import { visibleLength } from "@/lib/post-text";
import { AppError, ValidationError } from "@/server/errors";

export { EDIT_MAX_CHARS, visibleLength, WIZARD_MAX_CHARS } from "@/lib/post-text";

export function checkContent(content: string, maxChars: number): string {
  const trimmed = content.trim();
  if (!trimmed) throw ValidationError("Please add some content to your post.", { title: "Content required" });
  const length = visibleLength(trimmed);
  if (length > maxChars) {
    throw ValidationError(`Your post is ${length} characters; the limit here is ${maxChars}.`, { title: "Content too long" });
  }
  return trimmed;
}

export function checkPlatforms(platforms: string[]): NetworkKey[] {
  const unique = [...new Set(platforms)];
  if (unique.length === 0) throw ValidationError("Please select at least one platform.", { title: "Platform required" });
  const unavailable = unique.filter((p) => !(POST_NETWORKS as readonly string[]).includes(p));
  if (unavailable.length > 0) {
    throw ValidationError(`Coming Soon: ${unavailable.map(networkLabel).join(", ")} integration is coming soon!`, {
      title: "Platform not available",
    });
  }
  return unique as NetworkKey[];
}

/**
 * Each network's own limit, with a message that names the network. `accountLimits` are the limits
 * of the member's own accounts where the catalogue says each account has its own (a Mastodon
 * instance's, `text.perAccount`).
 */
export function checkNetworkLimits(content: string, platforms: NetworkKey[], accountLimits: Partial<Record<NetworkKey, number>> = {}): void {
  for (const platform of platforms) {
    // Every limit the network has (characters as it counts them, and bytes where it has a byte limit).
    const [problem] = textLimitProblems(platform, content.trim(), accountLimits[platform]);
    if (problem) throw ValidationError(problem, { title: "Content too long", platform });
  }
}

/** Networks whose posts must carry media (Instagram) refuse a post without any, naming them. */
export function checkNetworkMedia(platforms: NetworkKey[], mediaCount: number): void {
  if (mediaCount > 0) return;
  const needing = platforms.filter((p) => NETWORKS[p].media.requiresMedia);
  if (needing.length > 0) {
    throw ValidationError(
      `${needing.map(networkLabel).join(" and ")} needs an image or a video: add one, or unselect ${needing.length > 1 ? "them" : "it"}.`,
      {
        title: "Media required",
        platform: needing[0]!,
      },
    );
  }
}

/** Longest alt text of one media file (Bluesky takes far more, Mastodon 1,500: one bound for all). */
export const MAX_ALT_CHARS = 1000;

/**
 * Alt texts of a post's media, index i describing file i ("" = none): as many as there are files
 * (omitted: none), each at most MAX_ALT_CHARS.
 */
export function checkMediaAlt(alt: string[] | undefined, mediaCount: number): string[] {
  if (alt === undefined) return Array<string>(mediaCount).fill("");
  if (alt.length !== mediaCount) {
    throw ValidationError(`Send one alt text per media file (${mediaCount}), or none; got ${alt.length}.`, { title: "Alt text" });
  }
  return alt.map((text, index) => {
    const trimmed = text.trim();
    const length = visibleLength(trimmed);
    if (length > MAX_ALT_CHARS) {
      throw ValidationError(`The alt text of media file ${index + 1} is ${length} characters; the limit is ${MAX_ALT_CHARS}.`, {
        title: "Alt text too long",
      });
    }
    return trimmed;
  });
}

export function checkFutureSchedule(scheduledAt: Date, now = new Date()): void {
  if (Number.isNaN(scheduledAt.getTime())) {
    throw ValidationError("Please set a date and time for scheduled posts.", { title: "Schedule required" });
  }
  if (scheduledAt.getTime() <= now.getTime()) {
    throw ValidationError("Please select a future date and time.", { title: "Invalid schedule time" });
  }
}

/** Selected platforms must be connected and not expired (spec: "Platforms not connected"). */
export function checkConnected(platforms: NetworkKey[], usable: Set<string>): void {
  const missing = platforms.filter((p) => !usable.has(p));
  if (missing.length > 0) {
    throw new AppError(
      "BAD_REQUEST",
      `Please connect these platforms first: ${missing.map(networkLabel).join(", ")}. Go to Accounts to connect them.`,
      { title: "Platforms not connected", notConnected: missing },
    );
  }
}
