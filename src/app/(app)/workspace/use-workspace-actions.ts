"use client";
import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "@/components/notify";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";

/**
 * Runs a change of the settings page: a toast with the server's message either way, then the
 * workspace's lists (members, invitations, the switcher) are read again.
 */
export function useWorkspaceAction() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(run: () => Promise<T>, done: string, failed: string): Promise<T | null> => {
      try {
        const answer = await run();
        notifySuccess(done);
        return answer;
      } catch (error) {
        notifyError(failed, errorInfo(error, "Please try again.").message);
        return null;
      } finally {
        await Promise.all([
          queryClient.invalidateQueries(trpc.members.pathFilter()),
          queryClient.invalidateQueries(trpc.invitations.pathFilter()),
          queryClient.invalidateQueries(trpc.workspace.pathFilter()),
        ]);
      }
    },
    [queryClient, trpc],
  );
}
