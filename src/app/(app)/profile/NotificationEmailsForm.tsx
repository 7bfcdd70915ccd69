"use client";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Checkbox, Group, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { notifySuccess } from "@/components/notify";
import { notifyServerError } from "@/components/posts/feedback";
import { useTRPC } from "@/trpc/react";
import { Section } from "./Section";

type Choices = Record<string, boolean>;

/**
 * Which notifications come by e-mail (issue 26), per kind; the bell shows every kind anyway. The
 * "Email notifications" switch above turns all of it off.
 */
export function NotificationEmailsForm({ emailOn }: { emailOn: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const prefs = useQuery(trpc.notifications.emailPreferences.queryOptions());
  const save = useMutation(trpc.notifications.updateEmailPreferences.mutationOptions());
  const [edits, setEdits] = useState<Choices>({});
  const kinds = prefs.data?.kinds ?? [];
  const chosen = (kind: string, saved: boolean) => edits[kind] ?? saved;
  const changed = kinds.some((k) => chosen(k.kind, k.email) !== k.email);

  async function handleSave() {
    try {
      const answer = await save.mutateAsync({ kinds: edits });
      queryClient.setQueryData(trpc.notifications.emailPreferences.queryKey(), answer);
      setEdits({});
      notifySuccess("Preferences Updated", "Your e-mail choices have been saved.");
    } catch (error) {
      notifyServerError(error, "Update Failed", "Failed to update your e-mail choices. Please try again.");
    }
  }

  return (
    <Section
      title="Notification E-mails"
      description="What we e-mail you about, in one digest every few minutes at most. The bell shows everything anyway."
      icon={<IconMail size={20} />}
      color="grape"
      testId="notification-emails"
    >
      {prefs.isPending ? (
        <Skeleton height={120} />
      ) : (
        <Stack gap="sm">
          {!emailOn && <Text size="sm">E-mail is off (Email notifications, above): none of these is sent until you turn it on.</Text>}
          <Checkbox.Group
            label="E-mail me about"
            value={kinds.filter((k) => chosen(k.kind, k.email)).map((k) => k.kind)}
            onChange={(values) => setEdits(Object.fromEntries(kinds.map((k) => [k.kind, values.includes(k.kind)])))}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
              {kinds.map((k) => (
                <Checkbox key={k.kind} value={k.kind} label={k.label} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group justify="flex-end" mt="xs">
            <Button onClick={() => void handleSave()} loading={save.isPending} disabled={!changed} color="grape">
              Save E-mail Choices
            </Button>
          </Group>
        </Stack>
      )}
    </Section>
  );
}
