"use client";
import { useQuery } from "@tanstack/react-query";
import { Alert, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconInfoCircle } from "@tabler/icons-react";
import { WorkspaceNav } from "@/components/workspace/WorkspaceNav";
import { useTRPC } from "@/trpc/react";
import { GeneralSection } from "./GeneralSection";
import { InvitationsSection } from "./InvitationsSection";
import { MembersSection } from "./MembersSection";
import { LeaveSection } from "./LeaveSection";

const LOAD_FAILED = "Failed to load the workspace. Please refresh the page.";

/**
 * /workspace: the active workspace's settings, one section each (name, members, invitations,
 * leaving and ownership). Sub-pages of the workspace are listed by WorkspaceNav.
 */
export function WorkspaceSettings() {
  const trpc = useTRPC();
  const current = useQuery(trpc.workspace.current.queryOptions());
  const workspace = current.data?.data;

  return (
    <Stack gap="lg" maw={1100} data-testid="workspace-page">
      <WorkspaceNav />
      <div>
        <Title order={1}>Workspace settings</Title>
        <Text c="dimmed">
          {workspace ? `${workspace.kind === "personal" ? "Your personal workspace" : workspace.name}: members, roles and invitations.` : " "}
        </Text>
      </div>
      {current.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error">
          {LOAD_FAILED}
        </Alert>
      ) : !workspace ? (
        <Stack gap="md">
          <Skeleton height={120} radius="md" />
          <Skeleton height={240} radius="md" />
        </Stack>
      ) : (
        <Stack gap="lg">
          {workspace.kind === "personal" && (
            <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
              Only you work in your personal workspace. To work with others, create a team workspace with the switcher in the sidebar (Pro and
              Enterprise plans) and invite them from its settings.
            </Alert>
          )}
          {workspace.kind === "team" && <GeneralSection workspace={workspace} />}
          <MembersSection workspace={workspace} />
          {workspace.kind === "team" && (workspace.role === "OWNER" || workspace.role === "ADMIN") && <InvitationsSection workspace={workspace} />}
          {workspace.kind === "team" && <LeaveSection workspace={workspace} />}
        </Stack>
      )}
    </Stack>
  );
}
