"use client";
import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { LazyModal } from "@/components/LazyModal";
import { notifySuccess } from "@/components/notify";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";

/** Names a new team workspace; on success the switcher makes it the active one. */
export function CreateTeamDialog({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const trpc = useTRPC();
  const create = useMutation(trpc.workspace.create.mutationOptions());
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);

  function close() {
    if (create.isPending) return;
    setName("");
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const created = await create.mutateAsync({ name });
      notifySuccess("Team workspace created", `You are now working in ${created.data.name}.`);
      setName("");
      onClose();
      onCreated(created.data.id);
    } catch (err) {
      setError(errorInfo(err, "The workspace could not be created. Please try again.").message);
    }
  }

  return (
    <LazyModal opened={opened} onClose={close} title="Create team workspace" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">A team shares posts, accounts and media. Your plan pays for it; you invite the members from Workspace settings.</Text>
          <TextInput
            label="Workspace name"
            required
            maxLength={80}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}
