"use client";
import { WorkspaceNav } from "@/components/workspace/WorkspaceNav";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconKey, IconPlus } from "@tabler/icons-react";
import { LinkAnchor } from "@/components/links";
import { RemovalDialog, SettingsList, useConfirmedRemoval } from "@/components/workspace/SettingsList";
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
  const revoking = useConfirmedRemoval<ApiKeyRow>(
    async (key) => {
      await revoke.mutateAsync({ id: key.id });
      await queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() });
    },
    { done: (key) => ({ title: "API key revoked", message: `“${key.name}” no longer works.` }), failed: "Revoking failed" },
  );

  return (
    <Stack gap="lg" maw={1100} data-testid="api-keys-page">
      <WorkspaceNav />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>API keys</Title>
          <Text c="dimmed">
            Let other software use this workspace through the API: send <code>Authorization: Bearer &lt;key&gt;</code>.
          </Text>
          <Text c="dimmed" size="sm" data-testid="api-keys-see-connected-apps">
            Apps allowed on a consent screen (an AI assistant’s connector to the MCP server) need no key: they are on{" "}
            <LinkAnchor href="/workspace/connected-apps" underline="always" inherit>
              Connected apps
            </LinkAnchor>
            .
          </Text>
        </div>
        {keys.isSuccess && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Create API key
          </Button>
        )}
      </Group>

      <SettingsList
        title="API keys"
        items={keys.data?.keys}
        error={keys.error}
        loadFailed="Failed to load the API keys. Please refresh the page."
        forbidden="Only the workspace’s admins and owner manage its API keys."
        empty={{ icon: <IconKey size={20} aria-hidden />, text: "No API keys yet. Create one for each tool that should reach this workspace." }}
      >
        {(items) => (
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
                {items.map((key) => (
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
                        <Button size="xs" color="red" variant="outline" onClick={() => revoking.ask(key)} aria-label={`Revoke ${key.name}`}>
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
      </SettingsList>

      <CreateKeyDialog opened={creating} onClose={() => setCreating(false)} roles={keys.data?.grantableRoles ?? []} />

      <RemovalDialog
        removal={revoking}
        title="Revoke this API key?"
        confirmLabel="Revoke key"
        message={(key) => `Requests with “${key.name}” (${key.prefix}) are refused from now on. This cannot be undone.`}
      />
    </Stack>
  );
}
