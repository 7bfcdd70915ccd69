"use client";
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Divider, Group, Stack, Switch } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { notifySuccess } from "@/components/notify";
import { notifyServerError } from "@/components/posts/feedback";
import type { AppUser } from "@/components/posts/types";
import { useTRPC } from "@/trpc/react";
import { Section } from "./Section";

type Preferences = AppUser["notificationPreferences"];

const FLAGS: { key: keyof Preferences; label: string; description: string }[] = [
  { key: "emailNotifications", label: "Email notifications", description: "Updates about your posts and account by e-mail." },
  { key: "pushNotifications", label: "Push notifications", description: "Notifications in your browser." },
  { key: "postReminders", label: "Post reminders", description: "A reminder before a scheduled post goes out." },
  { key: "weeklyReports", label: "Weekly reports", description: "A weekly summary of your posts' performance." },
  { key: "securityAlerts", label: "Security alerts", description: "New sign-ins and password changes." },
  { key: "marketingEmails", label: "Marketing emails", description: "News about features and offers." },
];

export function NotificationsForm({ user }: { user: AppUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.profile.updateNotifications.mutationOptions());
  const [prefs, setPrefs] = useState<Preferences>(user.notificationPreferences);
  const changed = FLAGS.some(({ key }) => prefs[key] !== user.notificationPreferences[key]);

  async function handleSave() {
    try {
      const answer = await save.mutateAsync(prefs);
      setPrefs(answer.notificationPreferences);
      queryClient.setQueryData(trpc.auth.me.queryKey(), {
        success: true as const,
        user: { ...user, notificationPreferences: answer.notificationPreferences },
      });
      notifySuccess("Preferences Updated", "Your notification preferences have been saved.");
    } catch (error) {
      notifyServerError(error, "Update Failed", "Failed to update your preferences. Please try again.");
    }
  }

  return (
    <Section
      title="Notification Preferences"
      description="Choose what we tell you about."
      icon={<IconBell size={20} />}
      color="grape"
      testId="notification-preferences"
    >
      <Stack gap="sm">
        {FLAGS.map(({ key, label, description }, i) => (
          <div key={key}>
            {i > 0 && <Divider mb="sm" />}
            <Switch
              label={label}
              description={description}
              checked={prefs[key]}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setPrefs((p) => ({ ...p, [key]: checked }));
              }}
              labelPosition="left"
              styles={{ body: { justifyContent: "space-between" }, labelWrapper: { flex: 1 } }}
            />
          </div>
        ))}
        <Group justify="flex-end" mt="xs">
          <Button onClick={() => void handleSave()} loading={save.isPending} disabled={!changed} color="grape">
            Save Preferences
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}
