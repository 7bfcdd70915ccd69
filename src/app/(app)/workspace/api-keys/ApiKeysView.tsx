"use client";
import { WorkspaceNav } from "@/components/workspace/WorkspaceNav";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconAlertCircle, IconKey, IconPlus } from "@tabler/icons-react";
import { LazyModal } from "@/components/LazyModal";
import { notifySuccess } from "@/components/notify";
import { notifyServerError } from "@/components/posts/feedback";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import { CreateKeyDialog } from "./CreateKeyDialog";
import { formatWhen, type ApiKeyRow } from "./key-format";

const STATUS_COLOR = { active: "green", expired: "gray", revoked: "red" } as const;

/** /workspace/api-keys: the active workspace's keys, made and revoked by its admins and owner. */
export function ApiKeysView() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keys = useQuery(trpc.apiKeys.list.queryOptions(undefined, { retry: false }));
  const revoke = useMutation(trpc.apiKeys.revoke.mutationOptions());
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const refusal = keys.isError ? errorInfo(keys.error, "Failed to load the API keys. Please refresh the page.") : null;

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync({ id: revoking.id });
      notifySuccess("API key revoked", `“${revoking.name}” no longer works.`);
      await queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() });
    } catch (error) {
      notifyServerError(error, "Revoking failed");
    } finally {
      setRevoking(null);
    }
  }

  return (
    <Stack gap="lg" maw={1100} data-testid="api-keys-page">
      <WorkspaceNav />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>API keys</Title>
          <Text c="dimmed">
            Let other software use this workspace through the API: send <code>Authorization: Bearer &lt;key&gt;</code>.
          </Text>
        </div>
        {keys.isSuccess && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Create API key
          </Button>
        )}
      </Group>

      {refusal ? (
        <Alert color={refusal.status === 403 ? "yellow" : "red"} icon={<IconAlertCircle size={18} />} title="API keys">
          {refusal.status === 403 ? "Only the workspace’s admins and owner manage its API keys." : refusal.message}
        </Alert>
      ) : !keys.data ? (
        <Skeleton height={160} radius="md" />
      ) : keys.data.keys.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Group gap="sm">
            <IconKey size={20} aria-hidden />
            <Text>No API keys yet. Create one for each tool that should reach this workspace.</Text>
          </Group>
        </Card>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table data-testid="api-keys" striped>
            <Table.Caption>The workspace’s API keys; secrets are shown only when a key is made.</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Key</Table.Th>
                <Table.Th scope="col">Role and scopes</Table.Th>
                <Table.Th scope="col">Created</Table.Th>
                <Table.Th scope="col">Last used</Table.Th>
                <Table.Th scope="col">Expires</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.keys.map((key) => (
                <Table.Tr key={key.id} data-testid="api-key-row">
                  <Table.Td fw={600}>{key.name}</Table.Td>
                  <Table.Td>
                    <code>{key.prefix}</code>
                  </Table.Td>
                  <Table.Td>
                    {key.role.toLowerCase()}: {key.scopes.join(", ")}
                  </Table.Td>
                  <Table.Td>
                    {formatWhen(key.createdAt)} by {key.createdBy.name}
                  </Table.Td>
                  <Table.Td>{key.lastUsedAt ? formatWhen(key.lastUsedAt) : "Never"}</Table.Td>
                  <Table.Td>{key.expiresAt ? formatWhen(key.expiresAt) : "Never"}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[key.status]} variant="light">
                      {key.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {key.status !== "revoked" && (
                      <Button size="xs" color="red" variant="outline" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>
                        Revoke
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <CreateKeyDialog opened={creating} onClose={() => setCreating(false)} roles={keys.data?.grantableRoles ?? []} />

      <LazyModal opened={revoking !== null} onClose={() => !revoke.isPending && setRevoking(null)} title="Revoke this API key?" centered>
        <Stack gap="sm">
          <Text size="sm">
            Requests with “{revoking?.name}” ({revoking?.prefix}) are refused from now on. This cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)} disabled={revoke.isPending}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void confirmRevoke()} loading={revoke.isPending} data-autofocus>
              Revoke key
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Stack>
  );
}
