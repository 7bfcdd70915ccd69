"use client";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/react";
import { roleAtLeast, type WorkspaceRole } from "@/server/services/workspaces/roles";

/**
 * The active workspace's kind and the member's role in it (workspace.current), and what the
 * approval workflow lets them do: review (editor and up) and write (contributor and up). The server
 * decides every request; this only chooses which controls to show.
 */
export function useWorkspaceRole() {
  const trpc = useTRPC();
  const current = useQuery({ ...trpc.workspace.current.queryOptions(), staleTime: 60_000 });
  const role: WorkspaceRole | null = current.data?.data.role ?? null;
  return {
    kind: current.data?.data.kind ?? null,
    role,
    canReview: role !== null && roleAtLeast(role, "EDITOR"),
    canWrite: role !== null && roleAtLeast(role, "CONTRIBUTOR"),
    canSetPolicy: role !== null && roleAtLeast(role, "ADMIN"),
  };
}
