import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/react";

/** Refreshes what a change of settings or of the queue shows (queue, usage, the header's counters). */
export function useRefreshVideos() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries(trpc.video.pathFilter()), queryClient.invalidateQueries(trpc.auth.me.pathFilter())]).then(
      () => undefined,
    );
}
