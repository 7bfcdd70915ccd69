"use client";
import { useEffect, useId, useState } from "react";
import dynamic from "next/dynamic";
import { useQuery } from "@tanstack/react-query";
import { IconPlus } from "@tabler/icons-react";
import { useAppUser } from "@/components/app/use-app-user";
import { useCloseSidebar } from "@/components/layout/sidebar-state";
import { NativeSelect } from "@/components/static/form";
import { Button } from "@/components/static/buttons";
import { Stack } from "@/components/static/layout";
import { teamAllowance } from "@/lib/teams";
import { useTRPC } from "@/trpc/react";
import { errorInfo } from "@/trpc/errors";
import { useOpenedOnce } from "@/components/use-opened-once";
import { useSwitchWorkspace } from "./active-workspace";

// The dialog's form (Mantine's TextInput and Button) loads on its first opening: the switcher is on
// every signed-in page, the dialog rarely opened.
const CreateTeamDialog = dynamic(() => import("./CreateTeamDialog").then((m) => m.CreateTeamDialog), { ssr: false });

/**
 * The app frame's workspace switcher (issue 26): a native select (keyboard and screen readers know
 * it, and it costs no floating-ui), each workspace with the caller's role; "Create team workspace"
 * for users whose plan includes teams. A cookie naming a workspace the user left (or was removed
 * from) answers 404: the switcher then returns to the personal workspace. Built from the static
 * look-alikes (it is hydrated on every signed-in page); the dialog is Mantine's, loaded on its first opening.
 */
export function WorkspaceSwitcher() {
  const trpc = useTRPC();
  const { user } = useAppUser();
  const list = useQuery(trpc.workspace.list.queryOptions());
  const current = useQuery(trpc.workspace.current.queryOptions());
  const switchTo = useSwitchWorkspace();
  const closeSidebar = useCloseSidebar();
  const [creating, setCreating] = useState(false);
  const dialogLoaded = useOpenedOnce(creating);
  const hintId = useId();
  const lost = current.isError && errorInfo(current.error, "").status === 404;

  useEffect(() => {
    if (lost) void switchTo(null);
  }, [lost, switchTo]);

  const workspaces = list.data?.data ?? [];
  const activeId = current.data?.data.id ?? "";
  const canCreate = teamAllowance(user) !== null;

  return (
    <Stack gap={6} data-testid="workspace-switcher">
      <NativeSelect
        label="Workspace"
        value={activeId}
        disabled={workspaces.length === 0}
        aria-describedby={hintId}
        onChange={(event) => {
          const id = event.currentTarget.value;
          const chosen = workspaces.find((w) => w.id === id);
          void switchTo(chosen?.kind === "personal" ? null : id).then(closeSidebar);
        }}
        data={
          workspaces.length === 0
            ? [{ value: "", label: "Loading…" }]
            : workspaces.map((w) => ({ value: w.id, label: `${w.kind === "personal" ? "Personal" : w.name} (${w.role.toLowerCase()})` }))
        }
      />
      <span id={hintId} hidden>
        Switching reloads the pages with the chosen workspace&apos;s posts, accounts and AI prompts.
      </span>
      {canCreate && (
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ "--button-justify": "flex-start" }}
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setCreating(true)}
        >
          Create team workspace
        </Button>
      )}
      {dialogLoaded && (
        <CreateTeamDialog opened={creating} onClose={() => setCreating(false)} onCreated={(id) => void switchTo(id).then(closeSidebar)} />
      )}
    </Stack>
  );
}
