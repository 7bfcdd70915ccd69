"use client";
import { WorkspaceNav } from "@/components/workspace/WorkspaceNav";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { Button, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconPlugConnected } from "@tabler/icons-react";
import { LinkAnchor } from "@/components/links";
import { RemovalDialog, SettingsList, useConfirmedRemoval } from "@/components/workspace/SettingsList";
import type { AppRouter } from "@/server/api/root";
import { useTRPC } from "@/trpc/react";
import { formatWhen } from "../api-keys/key-format";

type ConnectedAppRow = inferRouterOutputs<AppRouter>["connectedApps"]["list"]["apps"][number];

/** /workspace/connected-apps: the OAuth apps (MCP connectors) in the workspace; yours, or everyone's for admins. */
export function ConnectedAppsView() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const apps = useQuery(trpc.connectedApps.list.queryOptions(undefined, { retry: false }));
  const revoke = useMutation(trpc.connectedApps.revoke.mutationOptions());
  const seesAll = apps.data?.seesAll ?? false;
  const revoking = useConfirmedRemoval<ConnectedAppRow>(
    async (app) => {
      await revoke.mutateAsync({ id: app.id });
      await queryClient.invalidateQueries({ queryKey: trpc.connectedApps.list.queryKey() });
    },
    {
      done: (app) => ({ title: "App disconnected", message: `“${app.clientName}” can no longer reach this workspace.` }),
      failed: "Disconnecting failed",
    },
  );

  return (
    <Stack gap="lg" maw={1100} data-testid="connected-apps-page">
      <WorkspaceNav />
      <div>
        <Title order={1}>Connected apps</Title>
        <Text c="dimmed">
          {seesAll
            ? "Apps and AI assistants that members connected to this workspace (for example through the MCP server). You may disconnect any of them."
            : "Apps and AI assistants you connected to this workspace (for example through the MCP server)."}
        </Text>
        <Text c="dimmed" size="sm" data-testid="connected-apps-see-api-keys">
          Software that runs without anyone at a consent screen (a script, a server) uses an{" "}
          <LinkAnchor href="/workspace/api-keys" underline="always" inherit>
            API key
          </LinkAnchor>{" "}
          instead, made by the workspace’s admins.
        </Text>
      </div>

      <SettingsList
        title="Connected apps"
        items={apps.data?.apps}
        error={apps.error}
        loadFailed="Failed to load the connected apps. Please refresh the page."
        empty={{ icon: <IconPlugConnected size={20} aria-hidden />, text: "No connected apps. An app you allow on the consent page shows up here." }}
      >
        {(items) => (
          <Table.ScrollContainer minWidth={820}>
            <Table data-testid="connected-apps" striped>
              <Table.Caption>{seesAll ? "Every member’s connected apps in this workspace." : "Your connected apps in this workspace."}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">App</Table.Th>
                  <Table.Th scope="col">Workspace</Table.Th>
                  {seesAll && <Table.Th scope="col">Connected by</Table.Th>}
                  <Table.Th scope="col">Role and scopes</Table.Th>
                  <Table.Th scope="col">Connected</Table.Th>
                  <Table.Th scope="col">Last used</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((app) => (
                  <Table.Tr key={app.id} data-testid="connected-app-row">
                    <Table.Td fw={600}>{app.clientName}</Table.Td>
                    <Table.Td>{app.workspace.name}</Table.Td>
                    {seesAll && <Table.Td>{app.user.name}</Table.Td>}
                    <Table.Td>
                      {app.role.toLowerCase()}: {app.scopes.join(", ")}
                    </Table.Td>
                    <Table.Td>{formatWhen(app.connectedAt)}</Table.Td>
                    <Table.Td>{app.lastUsedAt ? formatWhen(app.lastUsedAt) : "Never"}</Table.Td>
                    <Table.Td>
                      <Button size="xs" color="red" variant="outline" onClick={() => revoking.ask(app)} aria-label={`Disconnect ${app.clientName}`}>
                        Disconnect
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </SettingsList>

      <RemovalDialog
        removal={revoking}
        title="Disconnect this app?"
        confirmLabel="Disconnect app"
        message={(app) =>
          `“${app.clientName}” loses its access to this workspace at once: its next request is refused. Connecting it again takes a new consent.`
        }
      />
    </Stack>
  );
}
