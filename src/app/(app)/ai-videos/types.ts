import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

type Outputs = inferRouterOutputs<AppRouter>["video"];
export type VideoSettingItem = Outputs["listSettings"]["settings"][number];
export type VideoEntry = Outputs["queue"]["queue"][number];
export type VideoStatus = VideoEntry["status"];

export const GENERATING: VideoStatus[] = ["pending", "generating"];
export const COMPLETED: VideoStatus[] = ["ready", "failed", "scheduled", "published"];

/** Spec §4: edit and 'Save & Publish Now' for ready, failed or scheduled videos with a URL. */
export function canEdit(entry: VideoEntry): boolean {
  return ["ready", "failed", "scheduled"].includes(entry.status) && Boolean(entry.videoUrl);
}

/** Publish is offered for ready, failed or scheduled videos (it then needs the URL). */
export function canPublish(entry: VideoEntry): boolean {
  return ["ready", "failed", "scheduled"].includes(entry.status);
}

/** Removal: not while generating, not once published. */
export function canRemove(entry: VideoEntry): boolean {
  return entry.status !== "generating" && entry.status !== "published";
}

export const FREQUENCY_LABELS: Record<string, string> = { "1x_day": "Once a day", "2x_day": "Twice a day", "3x_day": "3 times a day" };

export const STATUS_COLORS: Record<VideoStatus, string> = {
  pending: "gray",
  generating: "violet",
  ready: "teal",
  scheduled: "blue",
  published: "green",
  failed: "red",
};

export const NO_VIDEO_URL = "Video URL not available. Please wait for video generation to complete.";
