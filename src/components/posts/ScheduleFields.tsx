"use client";
import { Group, Stack, Text } from "@mantine/core";
import { DateInput, TimeInput } from "@mantine/dates";
import { IconCalendar, IconClock } from "@tabler/icons-react";
import { describeTimeZone, todayIn } from "@/lib/time";
import classes from "./ScheduleFields.module.css";

/** The picker's arrows are icons only: named for screen readers (axe: button-name). */
const CALENDAR_LABELS = {
  previousMonth: "Previous month",
  nextMonth: "Next month",
  previousYear: "Previous year",
  nextYear: "Next year",
  previousDecade: "Previous decade",
  nextDecade: "Next decade",
};

/**
 * The open calendar is a dialog (WAI-ARIA's date picker dialog), named: Mantine's DateInput renders
 * it in a portal without a role, outside every landmark (axe: region). Only the dropdown gets the
 * role: Popover's withRoles would also put aria-expanded on the text input, which a textbox may not have.
 */
const CALENDAR_DROPDOWN = { attributes: { dropdown: { role: "dialog", "aria-label": "Choose a date" } } };

/**
 * Date and time of a scheduled post, entered as a clock in the user's time zone shows them.
 * The date cannot be before today (in that zone).
 */
export function ScheduleFields({
  date,
  time,
  timeZone,
  onDateChange,
  onTimeChange,
}: {
  date: string | null;
  time: string;
  timeZone: string;
  onDateChange: (date: string | null) => void;
  onTimeChange: (time: string) => void;
}) {
  return (
    <Stack gap={6}>
      <Group grow align="flex-start" gap="sm">
        <DateInput
          label="Date"
          placeholder="Pick a date"
          value={date}
          onChange={onDateChange}
          minDate={todayIn(timeZone)}
          valueFormat="MMM D, YYYY"
          ariaLabels={CALENDAR_LABELS}
          popoverProps={CALENDAR_DROPDOWN}
          classNames={{ day: classes.day }}
          leftSection={<IconCalendar size={16} />}
          withAsterisk
          data-testid="schedule-date"
        />
        <TimeInput
          label="Time"
          value={time}
          onChange={(e) => onTimeChange(e.currentTarget.value)}
          leftSection={<IconClock size={16} />}
          withAsterisk
          data-testid="schedule-time"
        />
      </Group>
      <Text size="xs" c="dimmed">
        Time zone: {describeTimeZone(timeZone)}. You can change it in your profile.
      </Text>
    </Stack>
  );
}
