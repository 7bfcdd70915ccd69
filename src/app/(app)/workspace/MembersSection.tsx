"use client";
import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Badge, Button, NativeSelect, Skeleton, Text } from "@mantine/core";
import { ScrollTable, Caption, Thead, Tbody, Tr, Th, Td } from "@/components/static/table";
import { IconUsers } from "@tabler/icons-react";
import { Section } from "@/app/(app)/profile/Section";
import { ConfirmDialog } from "@/components/posts/ConfirmDialog";
import { useAppUser } from "@/components/app/use-app-user";
import { formatDate } from "@/lib/time";
import { useTRPC } from "@/trpc/react";
import { useWorkspaceAction } from "./use-workspace-actions";
import type { CurrentWorkspace } from "./workspace-types";

type Role = CurrentWorkspace["role"];
const ROLE_HINT: Record<Role, string> = {
  OWNER: "owner",
  ADMIN: "admin: members and settings",
  EDITOR: "editor: writes and publishes",
  CONTRIBUTOR: "contributor: writes; publishing needs approval",
  CLIENT: "client: sees and reviews",
};

/** The roles `viewer` may give to a member who now has `role` (none: the row is read only). The server decides again. */
function assignable(viewer: Role, role: Role): Role[] {
  if (role === "OWNER") return [];
  if (viewer === "OWNER") return ["ADMIN", "EDITOR", "CONTRIBUTOR", "CLIENT"];
  if (viewer === "ADMIN" && role !== "ADMIN") return ["EDITOR", "CONTRIBUTOR", "CLIENT"];
  return [];
}

/** Every member with their role and this month's AI prompts here; admins change roles and remove members. */
export function MembersSection({ workspace }: { workspace: CurrentWorkspace }) {
  const trpc = useTRPC();
  const { user, timeZone } = useAppUser();
  const members = useQuery(trpc.members.list.queryOptions());
  const changeRole = useMutation(trpc.members.changeRole.mutationOptions());
  const remove = useMutation(trpc.members.remove.mutationOptions());
  const act = useWorkspaceAction();
  const [removing, setRemoving] = useState<{ userId: string; name: string } | null>(null);
  const rows = members.data?.data ?? [];
  const showEmails = rows.some((m) => m.email !== null);

  return (
    <Section
      title="Members"
      description="Roles take effect on each member's next request. AI prompts are counted from the 1st of this month (UTC) and paid by the owner's plan."
      icon={<IconUsers size={20} />}
      testId="workspace-members"
    >
      {members.isLoading ? (
        <Skeleton height={120} />
      ) : (
        <ScrollTable minWidth={560} verticalSpacing="xs">
          <Caption>{rows.length === 1 ? "1 member" : `${rows.length} members`}</Caption>
          <Thead>
            <Tr>
              <Th scope="col">Member</Th>
              <Th scope="col">Role</Th>
              <Th scope="col">AI prompts this month</Th>
              <Th scope="col">Joined</Th>
              {workspace.kind === "team" && <Th scope="col">Actions</Th>}
            </Tr>
          </Thead>
          <Tbody>
            {rows.map((member) => {
              const self = member.userId === user?.id;
              const options = self || workspace.kind === "personal" ? [] : assignable(workspace.role, member.role);
              return (
                <Tr key={member.userId} data-testid="member-row" striped>
                  <Td>
                    <Text size="sm" fw={500}>
                      {member.name}{" "}
                      {self && (
                        <Badge size="xs" variant="light">
                          you
                        </Badge>
                      )}
                    </Text>
                    {showEmails && (
                      <Text size="xs" c="dimmed">
                        {member.email}
                      </Text>
                    )}
                  </Td>
                  <Td>
                    {options.length > 0 ? (
                      <NativeSelect
                        size="xs"
                        aria-label={`Role of ${member.name}`}
                        value={member.role}
                        data={options.map((r) => ({ value: r, label: ROLE_HINT[r] }))}
                        onChange={(event) => {
                          const role = event.currentTarget.value as Exclude<Role, "OWNER">;
                          void act(
                            () => changeRole.mutateAsync({ userId: member.userId, role }),
                            `${member.name} is now ${role.toLowerCase()}`,
                            "Role not changed",
                          );
                        }}
                      />
                    ) : (
                      <Text size="sm">{ROLE_HINT[member.role]}</Text>
                    )}
                  </Td>
                  <Td>{member.promptsThisMonth}</Td>
                  <Td>{formatDate(member.joinedAt, timeZone)}</Td>
                  {workspace.kind === "team" && (
                    <Td>
                      {options.length > 0 && (
                        <Button
                          size="compact-xs"
                          color="red"
                          variant="subtle"
                          aria-label={`Remove ${member.name}`}
                          onClick={() => setRemoving({ userId: member.userId, name: member.name })}
                        >
                          Remove
                        </Button>
                      )}
                    </Td>
                  )}
                </Tr>
              );
            })}
          </Tbody>
        </ScrollTable>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={`Remove ${removing?.name ?? "member"}?`}
        message="They lose access at once. Their posts, media and accounts stay in this workspace."
        confirmLabel="Remove member"
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing;
          if (!target) return;
          void act(() => remove.mutateAsync({ userId: target.userId }), `${target.name} was removed`, "Member not removed").then(() =>
            setRemoving(null),
          );
        }}
      />
    </Section>
  );
}
