"use client";
import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { nextAuthClient } from "@/components/auth/nextauth-client";
import { notifyError, notifySuccess } from "@/components/notify";
import { notifyServerError } from "@/components/posts/feedback";
import { useTRPC } from "@/trpc/react";
import { Section } from "./Section";

const MIN_LENGTH = 8;

/**
 * Current, new and confirmation. The server ends every session and token on success and answers
 * a fresh token; this browser signs in again with it so the member stays signed in here.
 */
export function PasswordForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const change = useMutation(trpc.profile.changePassword.mutationOptions());
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!current) {
      notifyError("Password Change Failed", "Please enter your current password.");
      return;
    }
    if (next !== confirm) {
      notifyError("Password Mismatch", "New password and confirmation don't match.");
      return;
    }
    if (next.length < MIN_LENGTH) {
      notifyError("Password Too Short", "Password must be at least 8 characters long.");
      return;
    }
    setBusy(true);
    try {
      const answer = await change.mutateAsync({ currentPassword: current, newPassword: next });
      setCurrent("");
      setNext("");
      setConfirm("");
      // The old session cookie has just stopped working: replace it with one for the fresh token.
      const { signIn } = await nextAuthClient();
      const session = await signIn("token", { token: answer.token, redirect: false });
      if (!session?.ok || session.error) {
        notifySuccess("Password Changed", "Please sign in again with your new password.");
        router.replace("/auth?callbackUrl=/profile");
        return;
      }
      await queryClient.invalidateQueries();
      notifySuccess("Password Changed", "Your password has been updated. Other devices have been signed out.");
    } catch (error) {
      notifyServerError(error, "Password Change Failed", "Failed to change your password. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section
      title="Change Password"
      description="Changing it signs you out on every other device."
      icon={<IconLock size={20} />}
      color="orange"
      testId="change-password"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label="Current password"
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            autoComplete="current-password"
            required
          />
          <PasswordInput
            label="New password"
            value={next}
            onChange={(e) => setNext(e.currentTarget.value)}
            autoComplete="new-password"
            description={`At least ${MIN_LENGTH} characters.`}
            required
          />
          <PasswordInput
            label="Confirm new password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            autoComplete="new-password"
            required
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              API tokens issued before the change stop working too.
            </Text>
            <Button type="submit" loading={busy} color="orange">
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
