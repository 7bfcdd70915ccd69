"use client";
import { useQuery } from "@tanstack/react-query";
import { IconPlayerPause } from "@tabler/icons-react";
import { Alert } from "@/components/static/Alert";
import { WORKSPACE_PAUSED_MESSAGE } from "@/lib/teams";
import { useTRPC } from "@/trpc/react";

/** Shown above every page of a paused team workspace (its owner's plan no longer includes teams). */
export function PausedBanner() {
  const trpc = useTRPC();
  const current = useQuery(trpc.workspace.current.queryOptions());
  const workspace = current.data?.data;
  if (!workspace?.paused) return null;
  const owner = workspace.role === "OWNER";
  return (
    <div style={{ marginBottom: "var(--mantine-spacing-md)" }}>
      <Alert color="yellow" icon={<IconPlayerPause size={18} aria-hidden />} title={`${workspace.name} is read only`} data-testid="workspace-paused">
        {owner
          ? "Your plan no longer includes team workspaces, so writing is paused for every member. Renew a Pro or Enterprise plan on the Billing page to resume; you can still manage the members."
          : WORKSPACE_PAUSED_MESSAGE}
      </Alert>
    </div>
  );
}
