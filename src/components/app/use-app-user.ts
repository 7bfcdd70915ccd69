"use client";
import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/react";
import { browserTimeZone, isValidTimeZone } from "@/lib/time";

/** The signed-in user (auth.me) and the time zone every date on the page is shown in. */
export function useAppUser() {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions());
  const user = me.data?.user ?? null;
  const timeZone = isValidTimeZone(user?.timeZone) ? user.timeZone : browserTimeZone();
  return { user, timeZone, isLoading: me.isLoading };
}

/** Refreshes everything that shows posts (lists, dashboard, counters) after a change. */
export function useRefreshPosts() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.post.pathFilter()),
        queryClient.invalidateQueries(trpc.dashboard.pathFilter()),
        queryClient.invalidateQueries(trpc.auth.me.pathFilter()),
        queryClient.invalidateQueries(trpc.review.pathFilter()),
      ]).then(() => undefined),
    [queryClient, trpc],
  );
}
