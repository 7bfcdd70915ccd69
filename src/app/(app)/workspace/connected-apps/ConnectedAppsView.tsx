"use client";
import { WorkspaceNav } from "@/components/workspace/WorkspaceNav";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { Alert, Button, Card, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconAlertCircle, IconPlugConnected } from "@tabler/icons-react";
import { LazyModal } from "@/components/LazyModal";
import { notifySuccess } from "@/components/notify";
import { notifyServerError } from "@/components/posts/feedback";
import type { AppRouter } from "@/server/api/root";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import { formatWhen } from "../api-keys/key-format";

type ConnectedAppRow = inferRouterOutputs<AppRouter>["connectedApps"]["list"]["apps"][number];

/** /workspace/connected-apps: the OAuth apps (MCP connectors) in the workspace; yours, or everyone's for admins. */
export function ConnectedAppsView() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const apps = useQuery(trpc.connectedApps.list.queryOptions(undefined, { retry: false }));
  const revoke = useMutation(trpc.connectedApps.revoke.mutationOptions());
  const [revoking, setRevoking] = useState<ConnectedAppRow | null>(null);
  const refusal = apps.isError ? errorInfo(apps.error, "Failed to load the connected apps. Please refresh the page.") : null;
  const seesAll = apps.data?.seesAll ?? false;

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync({ id: revoking.id });
      notifySuccess("App disconnected", `“${revoking.clientName}” can no longer reach this workspace.`);
      await queryClient.invalidateQueries({ queryKey: trpc.connectedApps.list.queryKey() });
    } catch (error) {
      notifyServerError(error, "Disconnecting failed");
    } finally {
      setRevoking(null);
    }
  }

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
      </div>

      {refusal ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Connected apps">
          {refusal.message}
        </Alert>
      ) : !apps.data ? (
        <Skeleton height={160} radius="md" />
      ) : apps.data.apps.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Group gap="sm">
            <IconPlugConnected size={20} aria-hidden />
            <Text>No connected apps. An app you allow on the consent page shows up here.</Text>
          </Group>
        </Card>
      ) : (
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
              {apps.data.apps.map((app) => (
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
                    <Button size="xs" color="red" variant="outline" onClick={() => setRevoking(app)} aria-label={`Disconnect ${app.clientName}`}>
                      Disconnect
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <LazyModal opened={revoking !== null} onClose={() => !revoke.isPending && setRevoking(null)} title="Disconnect this app?" centered>
        <Stack gap="sm">
          <Text size="sm">
            “{revoking?.clientName}” loses its access to this workspace at once: its next request is refused. Connecting it again takes a new consent.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)} disabled={revoke.isPending}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void confirmRevoke()} loading={revoke.isPending} data-autofocus>
              Disconnect app
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Stack>
  );
}
