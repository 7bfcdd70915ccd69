/** The rules a post must satisfy before it is saved, scheduled or published (spec part 1, §5). */
import { NETWORKS, POST_NETWORKS, networkLabel, type NetworkKey } from "@/lib/networks";
import { AppError, ValidationError } from "@/server/errors";

/** Longest text per entry path: the wizard allows 3000 characters, the edit dialog 2000. */
export const WIZARD_MAX_CHARS = 3000;
export const EDIT_MAX_CHARS = 2000;

/** Counts characters as people see them (an emoji is one), not UTF-16 code units. */
export function visibleLength(text: string): number {
  return [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;
}

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

/** Each network's own limit, with a message that names the network. */
export function checkNetworkLimits(content: string, platforms: NetworkKey[]): void {
  const length = visibleLength(content.trim());
  for (const platform of platforms) {
    const limit = NETWORKS[platform].charLimit;
    if (length > limit) {
      throw ValidationError(`${NETWORKS[platform].label} allows at most ${limit} characters; this post has ${length}.`, {
        title: "Content too long",
        platform,
      });
    }
  }
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
