"use client";
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Button, Group, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { Modal } from "@/components/Modal";
import { notifyError, notifySuccess } from "@/components/notify";
import { ScheduleFields } from "@/components/posts/ScheduleFields";
import { useAppUser } from "@/components/app/use-app-user";
import { isFuture, zonedParts, zonedToDate } from "@/lib/time";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import type { VideoPublisher } from "./use-publish-video";
import { useRefreshVideos } from "./use-refresh-videos";
import type { VideoEntry } from "./types";

/** Edit Video: title, description and an optional schedule; Save, or Save & Publish Now. */
export function EditVideoDialog({ entry, onClose, publisher }: { entry: VideoEntry | null; onClose: () => void; publisher: VideoPublisher }) {
  return (
    <Modal opened={entry !== null} onClose={onClose} title="Edit Video" centered size="lg">
      {/* Keyed by the video: the form starts from that video's values each time it opens. */}
      {entry && <EditVideoForm key={entry.id} entry={entry} onClose={onClose} publisher={publisher} />}
    </Modal>
  );
}

function EditVideoForm({ entry, onClose, publisher }: { entry: VideoEntry; onClose: () => void; publisher: VideoPublisher }) {
  const trpc = useTRPC();
  const refresh = useRefreshVideos();
  const { timeZone } = useAppUser();
  const update = useMutation(trpc.video.updateQueueEntry.mutationOptions());
  const initial = entry.status === "scheduled" && entry.scheduledAt ? zonedParts(entry.scheduledAt, timeZone) : null;
  const [title, setTitle] = useState(entry.title);
  const [description, setDescription] = useState(entry.description);
  const [date, setDate] = useState<string | null>(initial?.date ?? null);
  const [time, setTime] = useState(initial?.time ?? "");
  const [problem, setProblem] = useState<string | null>(null);

  const busy = update.isPending || publisher.pending;

  /** The chosen time, undefined when none is chosen, or null after telling the user what is wrong. */
  function chosenSchedule(): string | undefined | null {
    if (!date && !time) return undefined;
    const at = zonedToDate(date, time, timeZone);
    if (!at) {
      setProblem("Please set both a date and a time, or clear the schedule.");
      return null;
    }
    if (!isFuture(at)) {
      setProblem("Please select a future date and time.");
      return null;
    }
    return at.toISOString();
  }

  async function save() {
    setProblem(null);
    const scheduledAt = chosenSchedule();
    if (scheduledAt === null) return;
    try {
      const answer = await update.mutateAsync({ id: entry.id, title, description, ...(scheduledAt ? { scheduledAt } : {}) });
      notifySuccess(answer.message);
      onClose();
    } catch (error) {
      notifyError("Error", errorInfo(error, "Failed to update video").message);
    } finally {
      await refresh();
    }
  }

  async function saveAndPublish() {
    setProblem(null);
    const published = await publisher.run(entry, { title, description });
    if (published) onClose();
  }

  return (
    <Stack gap="sm" data-testid="edit-video">
      <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={100} withAsterisk />
      <Textarea
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={2200}
      />
      <Text size="sm" fw={500}>
        Schedule (optional)
      </Text>
      <ScheduleFields date={date} time={time} timeZone={timeZone} onDateChange={setDate} onTimeChange={setTime} />
      <Text size="xs" c="dimmed">
        With a date and time, Save schedules the video; Save &amp; Publish Now publishes it at once.
      </Text>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="light" onClick={() => void save()} loading={update.isPending} disabled={busy || !title.trim()}>
          Save
        </Button>
        <Button onClick={() => void saveAndPublish()} loading={publisher.pending} disabled={busy || !title.trim()}>
          Save &amp; Publish Now
        </Button>
      </Group>
    </Stack>
  );
}
