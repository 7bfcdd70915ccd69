"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { useMutation } from "@tanstack/react-query";
import { Alert, AspectRatio, Badge, Button, Card, Group, Image, Progress, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertCircle, IconEdit, IconMovie, IconSend, IconTrash } from "@tabler/icons-react";
import { notifyError, notifySuccess } from "@/components/notify";
import { ConfirmDialog } from "@/components/posts/ConfirmDialog";
import { useAppUser } from "@/components/app/use-app-user";
import { formatDateTime } from "@/lib/time";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import { useRefreshVideos } from "./use-refresh-videos";
import { usePublishVideo } from "./use-publish-video";
import { canEdit, canPublish, canRemove, STATUS_COLORS, type VideoEntry } from "./types";

// The edit dialog (a Modal and the date picker, which bring floating-ui) loads on the first Edit and
// then stays mounted, so closing still animates.
const EditVideoDialog = dynamic(() => import("./EditVideoDialog").then((m) => m.EditVideoDialog), { ssr: false });

export function QueueList({ entries, kind, loading }: { entries: VideoEntry[]; kind: "generating" | "completed"; loading: boolean }) {
  const trpc = useTRPC();
  const refresh = useRefreshVideos();
  const remove = useMutation(trpc.video.deleteQueueEntry.mutationOptions());
  const publisher = usePublishVideo();
  const [editing, setEditing] = useState<VideoEntry | null>(null);
  const [editorLoaded, setEditorLoaded] = useState(false);
  if (editing && !editorLoaded) setEditorLoaded(true);
  const [removing, setRemoving] = useState<VideoEntry | null>(null);

  async function removeIt() {
    if (!removing) return;
    try {
      const answer = await remove.mutateAsync({ id: removing.id });
      notifySuccess("Video removed", answer.message);
    } catch (error) {
      notifyError("Error", errorInfo(error, "Failed to remove video from queue").message);
    } finally {
      setRemoving(null);
      await refresh();
    }
  }

  if (loading) return <Text c="dimmed">Loading videos…</Text>;
  if (entries.length === 0) {
    return (
      <Card withBorder radius="md" padding="xl" data-testid={`${kind}-empty`}>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconMovie size={26} />
          </ThemeIcon>
          <Text c="dimmed">
            {kind === "generating" ? "No videos are being generated. Generate a batch from one of your settings." : "Finished videos show up here."}
          </Text>
        </Stack>
      </Card>
    );
  }

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid={`${kind}-list`}>
        {entries.map((entry) => (
          <VideoCard
            key={entry.id}
            entry={entry}
            onEdit={() => setEditing(entry)}
            onRemove={() => setRemoving(entry)}
            onPublish={() => void publisher.run(entry)}
            publishing={publisher.pending && publisher.variables?.videoId === entry.id}
          />
        ))}
      </SimpleGrid>
      {editorLoaded && <EditVideoDialog entry={editing} onClose={() => setEditing(null)} publisher={publisher} />}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove video"
        message={
          removing?.status === "pending" ? "Remove this video from the queue? Its AI prompts are refunded." : "Remove this video from the queue?"
        }
        confirmLabel="Remove"
        loading={remove.isPending}
        onConfirm={() => void removeIt()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

function VideoCard({
  entry,
  onEdit,
  onRemove,
  onPublish,
  publishing,
}: {
  entry: VideoEntry;
  onEdit: () => void;
  onRemove: () => void;
  onPublish: () => void;
  publishing: boolean;
}) {
  const { timeZone } = useAppUser();
  const inProgress = entry.status === "pending" || entry.status === "generating";
  return (
    <Card withBorder radius="md" padding="md" h="100%" data-testid="video-entry" data-status={entry.status} data-title={entry.title}>
      <Stack gap="sm" h="100%">
        {entry.videoUrl ? (
          <AspectRatio ratio={9 / 16} maw={220} mx="auto" w="100%">
            <video
              src={entry.videoUrl}
              poster={entry.thumbnail ?? undefined}
              controls
              preload="metadata"
              data-testid="video-player"
              aria-label={`Video: ${entry.title}`}
            />
          </AspectRatio>
        ) : entry.thumbnail ? (
          <Image src={entry.thumbnail} alt="" h={160} fit="contain" />
        ) : null}
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2}>
            {entry.title}
          </Text>
          <Badge color={STATUS_COLORS[entry.status]} variant="light" tt="capitalize" style={{ flexShrink: 0 }} data-testid="video-status">
            {entry.status}
          </Badge>
        </Group>
        {inProgress && (
          <Stack gap={4}>
            <Progress value={entry.progress ?? 0} animated={entry.status === "generating"} aria-label="Generation progress" />
            <Text size="xs" c="dimmed">
              {entry.status === "pending" ? "Waiting for the generator…" : `Generating… ${entry.progress ?? 0}%`}
            </Text>
          </Stack>
        )}
        {entry.description && !inProgress && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {entry.description}
          </Text>
        )}
        <Group gap={4}>
          {entry.platforms.map((p) => (
            <Badge key={p} variant="outline" color="gray" size="sm" tt="none">
              {p}
            </Badge>
          ))}
        </Group>
        {entry.scheduledAt && (entry.status === "scheduled" || inProgress) && (
          <Text size="xs" c="dimmed" data-testid="video-schedule">
            {entry.status === "scheduled" ? "Scheduled for" : "Planned for"} {formatDateTime(entry.scheduledAt, timeZone)}
          </Text>
        )}
        {entry.status === "failed" && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={16} />} p="xs">
            <Text size="sm">{entry.errorMessage ?? "Something went wrong."}</Text>
            {entry.videoUrl && (
              <Text size="xs" mt={4}>
                This video can be edited and published again.
              </Text>
            )}
          </Alert>
        )}
        {/* mt="auto": the actions line up at the bottom of every card in a row. */}
        <Group gap="xs" justify="flex-end" mt="auto">
          {canRemove(entry) && (
            <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={onRemove}>
              Remove
            </Button>
          )}
          {canEdit(entry) && (
            <Button variant="default" size="xs" leftSection={<IconEdit size={14} />} onClick={onEdit}>
              Edit
            </Button>
          )}
          {canPublish(entry) && (
            <Button size="xs" leftSection={<IconSend size={14} />} onClick={onPublish} loading={publishing}>
              Publish
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
