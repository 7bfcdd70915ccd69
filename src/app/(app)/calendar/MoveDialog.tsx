"use client";
import { useState } from "react";
import { Button, Group, Stack, Text } from "@mantine/core";
import { Modal } from "@/components/Modal";
import { notifyError } from "@/components/notify";
import { ScheduleFields } from "@/components/posts/ScheduleFields";
import { truncate } from "@/components/posts/text";
import type { CalendarPostItem } from "@/components/posts/types";
import { zonedParts, zonedToDate } from "@/lib/time";

/**
 * "Move to…" of a scheduled post on the calendar: the keyboard's way to do what dragging does. The
 * new time is saved by `onMove`, the very function a drop calls (same procedure, rules and
 * messages); it answers whether the server took it, and the dialog closes only then.
 */
export function MoveDialog({
  post,
  timeZone,
  onMove,
  onClose,
}: {
  post: CalendarPostItem | null;
  timeZone: string;
  onMove: (post: CalendarPostItem, start: Date) => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <Modal opened={post !== null} onClose={onClose} title="Move post" centered>
      {post && <MoveForm key={post.id} post={post} timeZone={timeZone} onMove={onMove} onClose={onClose} />}
    </Modal>
  );
}

function MoveForm({
  post,
  timeZone,
  onMove,
  onClose,
}: {
  post: CalendarPostItem;
  timeZone: string;
  onMove: (post: CalendarPostItem, start: Date) => Promise<boolean>;
  onClose: () => void;
}) {
  const initial = post.scheduledAt ? zonedParts(post.scheduledAt, timeZone) : null;
  const [date, setDate] = useState<string | null>(initial?.date ?? null);
  const [time, setTime] = useState(initial?.time ?? "");
  const [saving, setSaving] = useState(false);

  async function submit() {
    const start = zonedToDate(date, time, timeZone);
    // The wizard's and the editor's message for the same gap.
    if (!start) return notifyError("Schedule required", "Please set a date and time for scheduled posts.");
    setSaving(true);
    const moved = await onMove(post, start);
    setSaving(false);
    if (moved) onClose();
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="move-post-dialog"
    >
      <Stack gap="md">
        <Text size="sm">{truncate(post.content, 150)}</Text>
        <ScheduleFields date={date} time={time} timeZone={timeZone} onDateChange={setDate} onTimeChange={setTime} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} data-testid="move-post-submit">
            Move
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
