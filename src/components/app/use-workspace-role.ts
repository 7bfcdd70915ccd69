"use client";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/react";

/**
 * What the approval workflow lets the member do in the active workspace (review.access): write
 * (contributor and up), review (editor and up), set the policy (admin and up), and the workspace's
 * kind. The server decides every request; this only chooses which controls to show.
 */
export function useWorkspaceRole() {
  const trpc = useTRPC();
  const access = useQuery({ ...trpc.review.access.queryOptions(), staleTime: 60_000 });
  return {
    known: access.data !== undefined,
    kind: access.data?.kind ?? null,
    canReview: access.data?.canReview ?? false,
    canWrite: access.data?.canWrite ?? false,
    canSetPolicy: access.data?.canSetPolicy ?? false,
    /** The member looking (role and id), for the actions the post cards offer; null until known. */
    viewer: access.data ? { role: access.data.role, userId: access.data.userId } : null,
  };
}
