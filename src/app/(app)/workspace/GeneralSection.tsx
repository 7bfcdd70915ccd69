"use client";
import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { Button, Group, TextInput } from "@mantine/core";
import { IconBuilding } from "@tabler/icons-react";
import { Section } from "@/app/(app)/profile/Section";
import { useTRPC } from "@/trpc/react";
import { useWorkspaceAction } from "./use-workspace-actions";
import type { CurrentWorkspace } from "./workspace-types";

/** The team's name: admins and the owner change it, everyone else reads it. */
export function GeneralSection({ workspace }: { workspace: CurrentWorkspace }) {
  const trpc = useTRPC();
  const rename = useMutation(trpc.workspace.rename.mutationOptions());
  const act = useWorkspaceAction();
  const [name, setName] = useState(workspace.name);
  const canEdit = workspace.role === "OWNER" || workspace.role === "ADMIN";

  async function submit(event: FormEvent) {
    event.preventDefault();
    await act(() => rename.mutateAsync({ name }), "Workspace renamed", "Rename failed");
  }

  return (
    <Section title="General" icon={<IconBuilding size={20} />} testId="workspace-general">
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Workspace name"
            value={name}
            maxLength={80}
            readOnly={!canEdit}
            description={canEdit ? undefined : "Admins and the owner can rename the workspace."}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: "1 1 260px" }}
          />
          {canEdit && (
            <Button type="submit" loading={rename.isPending} disabled={name.trim() === "" || name.trim() === workspace.name}>
              Save name
            </Button>
          )}
        </Group>
      </form>
    </Section>
  );
}
