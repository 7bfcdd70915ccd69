"use client";
import { useMutation } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "@/components/notify";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import { useRefreshVideos } from "./use-refresh-videos";
import { NO_VIDEO_URL, type VideoEntry } from "./types";

/** Publishes a video now: 'Video published' on success, the spec's error toast otherwise. */
export function usePublishVideo() {
  const trpc = useTRPC();
  const refresh = useRefreshVideos();
  const publish = useMutation(trpc.video.publish.mutationOptions());
  async function run(entry: VideoEntry, changes: { title?: string; description?: string } = {}) {
    if (!entry.videoUrl) {
      notifyError("Error", NO_VIDEO_URL);
      return false;
    }
    try {
      const answer = await publish.mutateAsync({
        videoId: entry.id,
        title: changes.title ?? entry.title,
        description: changes.description ?? entry.description,
        videoUrl: entry.videoUrl,
        platforms: entry.platforms,
      });
      if (answer.status === "failed") notifyError("Error", answer.message || "Failed to publish video");
      else notifySuccess(answer.status === "published" ? "Video published" : "Publishing", answer.message);
      return answer.status !== "failed";
    } catch (error) {
      notifyError("Error", errorInfo(error, "Failed to publish video").message);
      return false;
    } finally {
      await refresh();
    }
  }
  return { run, pending: publish.isPending, variables: publish.variables };
}

export type VideoPublisher = ReturnType<typeof usePublishVideo>;
