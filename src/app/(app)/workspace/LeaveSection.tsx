"use client";
import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { IconDoorExit } from "@tabler/icons-react";
import { Section } from "@/app/(app)/profile/Section";
import { ConfirmDialog } from "@/components/posts/ConfirmDialog";
import { useAppUser } from "@/components/app/use-app-user";
import { useSwitchWorkspace } from "@/components/workspace/active-workspace";
import { useTRPC } from "@/trpc/react";
import { useWorkspaceAction } from "./use-workspace-actions";
import type { CurrentWorkspace } from "./workspace-types";

/** Leaving the team, and (the owner) handing it to another member first: the owner cannot leave. */
export function LeaveSection({ workspace }: { workspace: CurrentWorkspace }) {
  const trpc = useTRPC();
  const { user } = useAppUser();
  const members = useQuery(trpc.members.list.queryOptions());
  const leave = useMutation(trpc.members.leave.mutationOptions());
  const transfer = useMutation(trpc.members.transferOwnership.mutationOptions());
  const act = useWorkspaceAction();
  const switchTo = useSwitchWorkspace();
  const [asking, setAsking] = useState<"leave" | "transfer" | null>(null);
  const others = (members.data?.data ?? []).filter((m) => m.userId !== user?.id);
  const [heir, setHeir] = useState("");
  const isOwner = workspace.role === "OWNER";
  const heirName = others.find((m) => m.userId === heir)?.name ?? "";

  async function confirm() {
    if (asking === "leave") {
      const left = await act(() => leave.mutateAsync(), `You left ${workspace.name}`, "You did not leave");
      if (left) await switchTo(null);
    } else if (asking === "transfer" && heir) {
      await act(() => transfer.mutateAsync({ userId: heir }), `${heirName} now owns ${workspace.name}`, "Ownership not transferred");
    }
    setAsking(null);
  }

  return (
    <Section title="Leave or hand over" icon={<IconDoorExit size={20} />} color="red" testId="workspace-leave">
      <Stack gap="md">
        {isOwner && (
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label="Transfer ownership to"
              description="Their plan pays from then on (without Pro or Enterprise the team becomes read only); you stay as an admin."
              value={heir}
              data={[{ value: "", label: "Choose a member" }, ...others.map((m) => ({ value: m.userId, label: m.name }))]}
              onChange={(event) => setHeir(event.currentTarget.value)}
              style={{ flex: "1 1 280px" }}
            />
            <Button variant="outline" disabled={!heir} onClick={() => setAsking("transfer")}>
              Transfer ownership
            </Button>
          </Group>
        )}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" style={{ flex: "1 1 260px" }}>
            {isOwner
              ? "As the owner you cannot leave: transfer ownership to another member first."
              : "You lose access at once; your posts and files stay with the workspace."}
          </Text>
          <Button color="red" variant="outline" disabled={isOwner} onClick={() => setAsking("leave")}>
            Leave workspace
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={asking === "leave" ? `Leave ${workspace.name}?` : `Make ${heirName} the owner?`}
        message={
          asking === "leave"
            ? "You will need a new invitation to come back."
            : `${heirName} will own ${workspace.name} and their plan will pay for it. You stay as an admin.`
        }
        confirmLabel={asking === "leave" ? "Leave workspace" : "Transfer ownership"}
        loading={leave.isPending || transfer.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => void confirm()}
      />
    </Section>
  );
}
