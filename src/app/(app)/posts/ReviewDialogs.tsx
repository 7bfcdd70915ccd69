"use client";
import { useState } from "react";
import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { Modal } from "@/components/Modal";
import { notifyError } from "@/components/notify";
import { ScheduleFields } from "@/components/posts/ScheduleFields";
import { truncate } from "@/components/posts/text";
import type { PostItem } from "@/components/posts/types";
import { zonedToDate } from "@/lib/time";

/**
 * "Request changes": a required comment for the author. Focus goes back to the button that opened
 * it (Modal); the dialog closes only when the server took the comment (`onSend` answers whether).
 */
export function RequestChangesDialog({
  post,
  onSend,
  onClose,
}: {
  post: PostItem | null;
  onSend: (post: PostItem, note: string) => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <Modal opened={post !== null} onClose={onClose} title="Request changes" centered>
      {post && <RequestChangesForm key={post.id} post={post} onSend={onSend} onClose={onClose} />}
    </Modal>
  );
}

function RequestChangesForm({
  post,
  onSend,
  onClose,
}: {
  post: PostItem;
  onSend: (post: PostItem, note: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit() {
    if (!note.trim()) return setError("Please say what should change.");
    setSending(true);
    const sent = await onSend(post, note.trim());
    setSending(false);
    if (sent) onClose();
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="request-changes-dialog"
    >
      <Stack gap="md">
        <Text size="sm">{truncate(post.content, 150)}</Text>
        <Textarea
          label="What should change?"
          description="The author sees this comment on the post and is notified."
          // Checked on submit with our message (a native `required` would pre-empt it).
          withAsterisk
          aria-required
          autosize
          minRows={3}
          maxLength={2000}
          value={note}
          error={error}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            setError(null);
          }}
          data-autofocus
          data-testid="request-changes-note"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="orange" loading={sending} data-testid="request-changes-submit">
            Send back
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Approving a post whose asked-for time passed while it was in review: the approver picks a new one. */
export function NewTimeDialog({
  post,
  timeZone,
  onApprove,
  onClose,
}: {
  post: PostItem | null;
  timeZone: string;
  onApprove: (post: PostItem, at: Date) => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <Modal opened={post !== null} onClose={onClose} title="Choose a new time" centered>
      {post && <NewTimeForm key={post.id} post={post} timeZone={timeZone} onApprove={onApprove} onClose={onClose} />}
    </Modal>
  );
}

function NewTimeForm({
  post,
  timeZone,
  onApprove,
  onClose,
}: {
  post: PostItem;
  timeZone: string;
  onApprove: (post: PostItem, at: Date) => Promise<boolean>;
  onClose: () => void;
}) {
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState("");
  const [saving, setSaving] = useState(false);

  async function submit() {
    const at = zonedToDate(date, time, timeZone);
    if (!at) return notifyError("Schedule required", "Please set a date and time for scheduled posts.");
    setSaving(true);
    const approved = await onApprove(post, at);
    setSaving(false);
    if (approved) onClose();
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="new-time-dialog"
    >
      <Stack gap="md">
        <Text size="sm">The time asked for this post passed while it was in review. Choose when it goes out.</Text>
        <Text size="sm" c="dimmed">
          {truncate(post.content, 150)}
        </Text>
        <ScheduleFields date={date} time={time} timeZone={timeZone} onDateChange={setDate} onTimeChange={setTime} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="teal" loading={saving} data-testid="new-time-submit">
            Approve
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
