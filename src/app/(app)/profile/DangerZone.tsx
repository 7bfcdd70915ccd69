"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Group, List, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle, IconTrash } from "@tabler/icons-react";
import { nextAuthClient } from "@/components/auth/nextauth-client";
import { LazyModal } from "@/components/LazyModal";
import { notifyError, notifySuccess } from "@/components/notify";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import { Section } from "./Section";

const CONFIRM_WORD = "DELETE";
const DELETION_FAILED = "Failed to delete account. Please contact support.";

/** Account deletion behind two confirmations: what goes, then typing DELETE. */
export function DangerZone() {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.profile.deleteAccount.mutationOptions());
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [typed, setTyped] = useState("");

  function close() {
    if (remove.isPending) return;
    setStep(0);
    setTyped("");
  }

  async function handleDelete() {
    try {
      await remove.mutateAsync();
      notifySuccess("Account Deleted", "Your account and all its data have been deleted.");
      const { signOut } = await nextAuthClient();
      await signOut({ redirect: false });
      queryClient.clear();
      router.replace("/");
    } catch (error) {
      const info = errorInfo(error, DELETION_FAILED);
      // A refusal with a reason (the last admin) says so; anything else asks to contact support.
      notifyError("Deletion Failed", info.status === 409 ? info.message : DELETION_FAILED);
      close();
    }
  }

  return (
    <Section title="Danger Zone" description="Irreversible actions." icon={<IconAlertTriangle size={20} />} color="red" testId="danger-zone">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div style={{ flex: "1 1 260px" }}>
          <Text fw={600} size="sm">
            Delete account
          </Text>
          <Text size="sm" c="dimmed">
            Permanently deletes your account, posts, connected accounts and scheduled publishing.
          </Text>
        </div>
        <Button color="red" variant="outline" leftSection={<IconTrash size={16} />} onClick={() => setStep(1)}>
          Delete Account
        </Button>
      </Group>

      <LazyModal opened={step === 1} onClose={close} title="Delete your account?" centered zIndex={400}>
        <Stack gap="sm">
          <Text size="sm">This cannot be undone. Deleting your account removes:</Text>
          <List size="sm" spacing={4}>
            <List.Item>your profile and sign-in</List.Item>
            <List.Item>all your posts, drafts and scheduled posts (they will not be published)</List.Item>
            <List.Item>your connected social accounts and their access tokens</List.Item>
            <List.Item>your media, AI videos, payment methods and billing history</List.Item>
          </List>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" onClick={() => setStep(2)} data-autofocus>
              Continue
            </Button>
          </Group>
        </Stack>
      </LazyModal>

      <LazyModal opened={step === 2} onClose={close} title="Final confirmation" centered zIndex={400}>
        <Stack gap="sm">
          <Text size="sm">
            Type <b>{CONFIRM_WORD}</b> to delete your account permanently.
          </Text>
          <TextInput
            aria-label={`Type ${CONFIRM_WORD} to confirm`}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            placeholder={CONFIRM_WORD}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void handleDelete()} loading={remove.isPending} disabled={typed.trim() !== CONFIRM_WORD}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Section>
  );
}
