"use client";
import { useMemo, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconWorld } from "@tabler/icons-react";
import { DeferredSelect } from "@/components/DeferredSelect";
import { notifySuccess } from "@/components/notify";
import { notifyServerError } from "@/components/posts/feedback";
import { browserTimeZone, formatDateTime } from "@/lib/time";
import type { AppUser } from "@/components/posts/types";
import { useTRPC } from "@/trpc/react";
import { useProfileSaved } from "./ProfileForm";
import { Section } from "./Section";
import { timeZoneOptions } from "./time-zones";

/** The zone scheduling uses; Google-linked accounts may change it too. */
export function TimeZoneForm({ user }: { user: AppUser }) {
  const trpc = useTRPC();
  const save = useMutation(trpc.profile.update.mutationOptions());
  const saved = useProfileSaved();
  const [zone, setZone] = useState<string | null>(user.timeZone);
  const options = useMemo(() => timeZoneOptions(user.timeZone), [user.timeZone]);
  const browser = browserTimeZone();

  async function handleSave() {
    if (!zone) return;
    try {
      // Name and e-mail unchanged: only the zone moves (allowed for Google-linked accounts too).
      const answer = await save.mutateAsync({ name: user.name, email: user.email, timeZone: zone });
      await saved(answer.user);
      notifySuccess("Profile Updated", `Times are now shown in ${answer.user.timeZone}.`);
    } catch (error) {
      notifyServerError(error, "Update Failed", "Failed to update your time zone. Please try again.");
    }
  }

  return (
    <Section
      title="Time Zone"
      description="Scheduling shows and reads every time in this zone."
      icon={<IconWorld size={20} />}
      color="teal"
      testId="time-zone"
    >
      <Stack gap="sm">
        <DeferredSelect
          label="Time zone"
          data={options}
          value={zone}
          onChange={setZone}
          searchable
          nothingFoundMessage="No zone matches"
          allowDeselect={false}
          maxDropdownHeight={280}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="xs" c="dimmed">
          Now: {formatDateTime(new Date(), zone ?? user.timeZone)}. Posts already scheduled keep their moment in time.
        </Text>
        <Group justify="space-between" gap="xs">
          {browser !== zone ? (
            <Button variant="subtle" size="compact-sm" onClick={() => setZone(browser)}>
              Use this device&apos;s zone ({browser})
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={() => void handleSave()} loading={save.isPending} disabled={!zone || zone === user.timeZone}>
            Save time zone
          </Button>
        </Group>
      </Stack>
    </Section>
  );
}
