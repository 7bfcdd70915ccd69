"use client";
import { WorkspaceNav } from "@/components/workspace/WorkspaceNav";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { Button, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { ScrollTable, Caption, Thead, Tbody, Tr, Th, Td } from "@/components/static/table";
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
          <ScrollTable minWidth={820} data-testid="connected-apps">
            <Caption>{seesAll ? "Every member’s connected apps in this workspace." : "Your connected apps in this workspace."}</Caption>
            <Thead>
              <Tr>
                <Th scope="col">App</Th>
                <Th scope="col">Workspace</Th>
                {seesAll && <Th scope="col">Connected by</Th>}
                <Th scope="col">Role and scopes</Th>
                <Th scope="col">Connected</Th>
                <Th scope="col">Last used</Th>
                <Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Th>
              </Tr>
            </Thead>
            <Tbody>
              {items.map((app) => (
                <Tr key={app.id} data-testid="connected-app-row" striped>
                  <Td style={{ fontWeight: 600 }}>{app.clientName}</Td>
                  <Td>{app.workspace.name}</Td>
                  {seesAll && <Td>{app.user.name}</Td>}
                  <Td>
                    {app.role.toLowerCase()}: {app.scopes.join(", ")}
                  </Td>
                  <Td>{formatWhen(app.connectedAt)}</Td>
                  <Td>{app.lastUsedAt ? formatWhen(app.lastUsedAt) : "Never"}</Td>
                  <Td>
                    <Button size="xs" color="red" variant="outline" onClick={() => revoking.ask(app)} aria-label={`Disconnect ${app.clientName}`}>
                      Disconnect
                    </Button>
                  </Td>
                </Tr>
              ))}
            </Tbody>
          </ScrollTable>
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
