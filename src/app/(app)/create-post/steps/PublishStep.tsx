"use client";
import dynamic from "next/dynamic";
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCalendarTime, IconSend } from "@tabler/icons-react";
import { NetworkBadges } from "@/components/posts/PostBadges";
import { truncate } from "@/components/posts/text";
import { formatDateTime, zonedToDate } from "@/lib/time";
import type { PostDraft, PublishMode } from "../wizard-types";
import classes from "../create-post.module.css";

// The date picker (a Popover, which brings floating-ui) loads when "Schedule for Later" is chosen.
const ScheduleFields = dynamic(() => import("@/components/posts/ScheduleFields").then((m) => m.ScheduleFields), { ssr: false });

const MODES: { key: PublishMode; title: string; description: string; icon: React.ReactNode }[] = [
  { key: "now", title: "Publish Now", description: "Post to the selected networks right away.", icon: <IconSend size={22} /> },
  { key: "schedule", title: "Schedule for Later", description: "Pick a date and time in your time zone.", icon: <IconCalendarTime size={22} /> },
];

/** Step 4: publish now or schedule, and a summary of what goes out. */
export function PublishStep({
  draft,
  platforms,
  timeZone,
  scheduleDisabledReason,
  onChange,
}: {
  draft: PostDraft;
  platforms: string[];
  timeZone: string;
  /** Set when scheduling is not possible (e.g. editing a failed post). */
  scheduleDisabledReason?: string;
  onChange: (patch: Partial<PostDraft>) => void;
}) {
  const at = draft.publishMode === "schedule" ? zonedToDate(draft.date, draft.time, timeZone) : null;
  return (
    <Stack gap="lg">
      {/* Native radios (visually hidden, the card is their label): arrow keys move the choice, Tab
          enters and leaves the group as one stop. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="radiogroup" aria-label="Publish options">
        {MODES.map((mode) => {
          const disabled = mode.key === "schedule" && !!scheduleDisabledReason;
          const checked = draft.publishMode === mode.key;
          return (
            <label
              key={mode.key}
              className={`${classes.choice} ${classes.radioChoice}`}
              data-selected={checked || undefined}
              data-disabled={disabled || undefined}
              data-testid={`publish-mode-${mode.key}`}
            >
              <input
                type="radio"
                name="publish-mode"
                value={mode.key}
                className={classes.radioInput}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange({ publishMode: mode.key })}
                aria-labelledby={`publish-mode-${mode.key}-title`}
                aria-describedby={`publish-mode-${mode.key}-description`}
              />
              {/* Icon at the top when the description wraps (phones). */}
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={42} radius="md" variant="light" aria-hidden>
                  {mode.icon}
                </ThemeIcon>
                <div>
                  <Text fw={600} id={`publish-mode-${mode.key}-title`}>
                    {mode.title}
                  </Text>
                  <Text size="sm" c="dimmed" id={`publish-mode-${mode.key}-description`}>
                    {disabled ? scheduleDisabledReason : mode.description}
                  </Text>
                </div>
              </Group>
            </label>
          );
        })}
      </SimpleGrid>

      {draft.publishMode === "schedule" && (
        <ScheduleFields
          date={draft.date}
          time={draft.time}
          timeZone={timeZone}
          onDateChange={(date) => onChange({ date })}
          onTimeChange={(time) => onChange({ time })}
        />
      )}

      <Card withBorder radius="md" padding="md" data-testid="publish-summary">
        <Text fw={600} size="sm" mb={6}>
          Summary
        </Text>
        <Text size="sm" mb="xs">
          {truncate(draft.content, 80)}
        </Text>
        <Group justify="space-between" gap="xs">
          <NetworkBadges platforms={platforms} />
          <Text size="xs" c="dimmed">
            {draft.media.length > 0 ? `${draft.media.length} media · ` : ""}
            {draft.publishMode === "now" ? "Publishes right away" : at ? `Scheduled for ${formatDateTime(at, timeZone)}` : "Choose when to publish"}
          </Text>
        </Group>
      </Card>
    </Stack>
  );
}
