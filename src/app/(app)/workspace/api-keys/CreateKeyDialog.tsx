"use client";
import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Checkbox, Code, CopyButton, Group, Select, Stack, TextInput } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { LazyModal } from "@/components/LazyModal";
import { notifyServerError } from "@/components/posts/feedback";
import { API_KEY_SCOPE_LABEL, API_KEY_SCOPES, type ApiKeyScope } from "@/lib/api-keys";
import type { WorkspaceRole } from "@/server/services/workspaces/roles";
import { useTRPC } from "@/trpc/react";
import { EXPIRY_CHOICES, expiryFrom } from "./key-format";

/**
 * Makes a key: a name, a role (at most the maker's), scopes and an expiry; then shows its secret once,
 * with a copy button, until the dialog is closed.
 */
export function CreateKeyDialog({ opened, onClose, roles }: { opened: boolean; onClose: () => void; roles: WorkspaceRole[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.apiKeys.create.mutationOptions());
  const [name, setName] = useState("");
  const [role, setRole] = useState<WorkspaceRole>("EDITOR");
  const [scopes, setScopes] = useState<string[]>(["read"]);
  const [expiry, setExpiry] = useState("never");
  const [nameError, setNameError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  function close() {
    if (create.isPending) return;
    setName("");
    setScopes(["read"]);
    setExpiry("never");
    setNameError(null);
    setSecret(null);
    onClose();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError("Give the key a name, e.g. the tool that uses it");
      return;
    }
    try {
      const made = await create.mutateAsync({ name, role, scopes: scopes as ApiKeyScope[], expiresAt: expiryFrom(expiry) });
      setSecret(made.secret);
      await queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() });
    } catch (error) {
      notifyServerError(error, "Creating the key failed");
    }
  }

  return (
    <LazyModal opened={opened} onClose={close} title={secret ? "Copy your API key" : "Create an API key"} centered size="lg">
      {secret ? (
        <Stack gap="sm">
          <Alert color="yellow" title="Shown only now">
            Copy the key and keep it somewhere safe: it is not shown again. If it is lost, revoke it and make another.
          </Alert>
          <Code block data-testid="api-key-secret" aria-label="Your new API key">
            {secret}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} color={copied ? "teal" : undefined} onClick={copy}>
                  {copied ? "Copied" : "Copy key"}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={close}>
              Done
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(e) => void handleSubmit(e)} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Name"
              description="What uses it, so you recognise it later"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={nameError}
              maxLength={100}
              required
              data-autofocus
            />
            <Select
              label="Role"
              description="The key acts with this role in the workspace (at most yours)"
              data={roles.map((r) => ({ value: r, label: r.toLowerCase() }))}
              value={role}
              onChange={(value) => value && setRole(value as WorkspaceRole)}
              allowDeselect={false}
            />
            <Checkbox.Group label="Scopes" description="What the key may do" value={scopes} onChange={setScopes} required>
              <Stack gap={6} mt={6}>
                {API_KEY_SCOPES.map((scope) => (
                  <Checkbox key={scope} value={scope} label={API_KEY_SCOPE_LABEL[scope]} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Select label="Expires" data={EXPIRY_CHOICES} value={expiry} onChange={(value) => value && setExpiry(value)} allowDeselect={false} />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close} disabled={create.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending} disabled={scopes.length === 0}>
                Create key
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </LazyModal>
  );
}
