"use client";
import { WorkspaceNav } from "@/components/workspace/WorkspaceNav";
import { useState } from "react";
import dynamic from "next/dynamic";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { ScrollTable, Caption, Thead, Tbody, Tr, Th, Td } from "@/components/static/table";
import { IconKey, IconPlus } from "@tabler/icons-react";
import { LinkAnchor } from "@/components/links";
import { RemovalDialog, SettingsList, useConfirmedRemoval } from "@/components/workspace/SettingsList";
import { useTRPC } from "@/trpc/react";
import { formatWhen, type ApiKeyRow } from "./key-format";

// The key maker (a select of roles, scopes, expiry: Mantine's Select and Combobox with floating-ui)
// loads on its first opening and then stays mounted (so closing still animates).
const CreateKeyDialog = dynamic(() => import("./CreateKeyDialog").then((m) => m.CreateKeyDialog), { ssr: false });

const STATUS_COLOR = { active: "green", expired: "gray", revoked: "red" } as const;

/** /workspace/api-keys: the active workspace's keys, made and revoked by its admins and owner. */
export function ApiKeysView() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keys = useQuery(trpc.apiKeys.list.queryOptions(undefined, { retry: false }));
  const revoke = useMutation(trpc.apiKeys.revoke.mutationOptions());
  const [creating, setCreating] = useState(false);
  const [createLoaded, setCreateLoaded] = useState(false);
  if (creating && !createLoaded) setCreateLoaded(true);
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
          <ScrollTable minWidth={820} data-testid="api-keys">
            <Caption>The workspace’s API keys; secrets are shown only when a key is made.</Caption>
            <Thead>
              <Tr>
                <Th scope="col">Name</Th>
                <Th scope="col">Key</Th>
                <Th scope="col">Role and scopes</Th>
                <Th scope="col">Created</Th>
                <Th scope="col">Last used</Th>
                <Th scope="col">Expires</Th>
                <Th scope="col">Status</Th>
                <Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Th>
              </Tr>
            </Thead>
            <Tbody>
              {items.map((key) => (
                <Tr key={key.id} data-testid="api-key-row" striped>
                  <Td style={{ fontWeight: 600 }}>{key.name}</Td>
                  <Td>
                    <code>{key.prefix}</code>
                  </Td>
                  <Td>
                    {key.role.toLowerCase()}: {key.scopes.join(", ")}
                  </Td>
                  <Td>
                    {formatWhen(key.createdAt)} by {key.createdBy.name}
                  </Td>
                  <Td>{key.lastUsedAt ? formatWhen(key.lastUsedAt) : "Never"}</Td>
                  <Td>{key.expiresAt ? formatWhen(key.expiresAt) : "Never"}</Td>
                  <Td>
                    <Badge color={STATUS_COLOR[key.status]} variant="light">
                      {key.status}
                    </Badge>
                  </Td>
                  <Td>
                    {key.status !== "revoked" && (
                      <Button size="xs" color="red" variant="outline" onClick={() => revoking.ask(key)} aria-label={`Revoke ${key.name}`}>
                        Revoke
                      </Button>
                    )}
                  </Td>
                </Tr>
              ))}
            </Tbody>
          </ScrollTable>
        )}
      </SettingsList>

      {createLoaded && <CreateKeyDialog opened={creating} onClose={() => setCreating(false)} roles={keys.data?.grantableRoles ?? []} />}

      <RemovalDialog
        removal={revoking}
        title="Revoke this API key?"
        confirmLabel="Revoke key"
        message={(key) => `Requests with “${key.name}” (${key.prefix}) are refused from now on. This cannot be undone.`}
      />
    </Stack>
  );
}
