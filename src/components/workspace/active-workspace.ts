"use client";
/**
 * The browser's side of the active workspace (issue 26): the switcher's cookie (server pages read it,
 * the tRPC link copies it into X-Workspace-Id), and what a change refreshes.
 */
import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { setActiveWorkspaceCookie } from "./workspace-cookie";

/** Switches workspace and refetches everything: every query and every server-rendered part is the workspace's. */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    async (id: string | null) => {
      setActiveWorkspaceCookie(id);
      // Cancel what is in flight for the old workspace, then refetch with the new header.
      await queryClient.cancelQueries();
      queryClient.removeQueries({ predicate: (query) => !isUserQuery(query.queryKey) });
      await queryClient.invalidateQueries();
      router.refresh();
    },
    [queryClient, router],
  );
}

/** auth.me is the user's, not the workspace's: kept so the frame does not flash while switching. */
function isUserQuery(key: readonly unknown[]): boolean {
  const path = key[0];
  return Array.isArray(path) && path[0] === "auth" && path[1] === "me";
}
