"use client";
import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { IconBrandGoogle, IconDeviceFloppy, IconUser } from "@tabler/icons-react";
import { notifyError, notifySuccess } from "@/components/notify";
import { notifyServerError } from "@/components/posts/feedback";
import type { AppUser } from "@/components/posts/types";
import { useTRPC } from "@/trpc/react";
import { refreshSessionUser } from "@/components/session-user";
import { Section } from "./Section";

export const GOOGLE_MANAGED = "Your profile information is managed by Google and cannot be modified.";

/** After a profile change: the page's user and the header's session show the new values. */
export function useProfileSaved() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (user: AppUser) => {
    queryClient.setQueryData(trpc.auth.me.queryKey(), { success: true as const, user });
    await Promise.all([queryClient.invalidateQueries(), refreshSessionUser()]);
  };
}

/** Name and e-mail; read-only for Google-linked accounts. */
export function ProfileForm({ user }: { user: AppUser }) {
  const trpc = useTRPC();
  const save = useMutation(trpc.profile.update.mutationOptions());
  const saved = useProfileSaved();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [currentPassword, setCurrentPassword] = useState("");
  const google = Boolean(user.googleId);
  // A new address needs the current password (the server checks it; this asks for it).
  const emailChanged = email.trim().toLowerCase() !== user.email;
  const changed = name.trim() !== user.name || emailChanged;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (google) {
      notifyError("Cannot Update Profile", GOOGLE_MANAGED);
      return;
    }
    if (!name.trim() || !email.trim()) {
      notifyError("Update Failed", "Name and email are required.");
      return;
    }
    if (emailChanged && !currentPassword) {
      notifyError("Update Failed", "Enter your current password to change your e-mail address.");
      return;
    }
    try {
      const answer = await save.mutateAsync({ name, email, ...(emailChanged ? { currentPassword } : {}) });
      setName(answer.user.name);
      setEmail(answer.user.email);
      setCurrentPassword("");
      await saved(answer.user);
      notifySuccess(
        "Profile Updated",
        emailChanged
          ? `Your profile information has been saved. Follow the link we sent to ${answer.user.email} to confirm it.`
          : "Your profile information has been saved.",
      );
    } catch (error) {
      notifyServerError(error, "Update Failed", "Failed to update your profile. Please try again.");
    }
  }

  return (
    <Section
      title="Profile Information"
      description="Your name and the e-mail address you sign in with."
      icon={<IconUser size={20} />}
      testId="profile-information"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {google && (
            <Alert color="blue" variant="light" icon={<IconBrandGoogle size={18} />} title="Managed by Google">
              {GOOGLE_MANAGED}
            </Alert>
          )}
          <TextInput
            label="Full name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            readOnly={google}
            required
            autoComplete="name"
            maxLength={100}
          />
          <TextInput
            label="Email address"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            readOnly={google}
            required
            autoComplete="email"
            maxLength={254}
          />
          {!google && emailChanged && (
            <PasswordInput
              label="Current password"
              description="Needed to change your e-mail address."
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.currentTarget.value)}
              required
              autoComplete="current-password"
              data-testid="profile-current-password"
            />
          )}
          {!google && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={!changed} leftSection={<IconDeviceFloppy size={16} />}>
                Save Changes
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Section>
  );
}
