/** AI media dialog rules shared by the wizard's screens (plain functions, unit-tested). */
import type { NetworkKey } from "@/lib/networks";

/** Spec §9 costs of the media dialog. */
export const MEDIA_DIALOG_COSTS = { image: 10, video: 20 } as const;
/** Spec: the status is polled every 3 seconds until completed or failed. */
export const MEDIA_POLL_MS = 3000;
/** Networks whose own dimensions are preselected when the post targets exactly that one (spec defaults). */
const PLATFORM_DEFAULTS: readonly NetworkKey[] = ["instagram", "tiktok", "facebook", "x", "linkedin"];

/** The dialog's platform: the selected network when exactly one of those is selected, else "general". */
export function defaultMediaPlatform(selected: readonly NetworkKey[] | undefined): string {
  const only = selected?.length === 1 ? selected[0] : undefined;
  return only && PLATFORM_DEFAULTS.includes(only) ? only : "general";
}

/** §9 cost of a content plan: text only 7 days 7, 15 and 30 free; with images 35, 75, 150. */
export function planCostLabel(period: number, includeImages = false): string {
  if (includeImages) return `${period * 5} AI prompts`;
  return period === 7 ? "7 AI prompts" : "Free";
}
