"use client";
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Badge, Button, Card, Group, Stack, Switch, Text } from "@mantine/core";
import { IconSparkles, IconTrash } from "@tabler/icons-react";
import { useRouter } from "next/navigation";
import { notifyAiError } from "@/components/ai/usage";
import { notifyError, notifySuccess } from "@/components/notify";
import { ConfirmDialog } from "@/components/posts/ConfirmDialog";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import { FREQUENCY_LABELS, type VideoSettingItem } from "./types";
import { useRefreshVideos } from "./use-refresh-videos";

/** One video setting: what it makes, on/off, delete, and Generate a batch now. */
export function SettingCard({ setting, exhausted, onQueued }: { setting: VideoSettingItem; exhausted: boolean; onQueued: () => void }) {
  const trpc = useTRPC();
  const router = useRouter();
  const refresh = useRefreshVideos();
  const toggle = useMutation(trpc.video.updateSetting.mutationOptions());
  const remove = useMutation(trpc.video.deleteSetting.mutationOptions());
  const generate = useMutation(trpc.video.generate.mutationOptions());
  const [confirming, setConfirming] = useState(false);

  async function setActive(isActive: boolean) {
    try {
      await toggle.mutateAsync({ id: setting.id, isActive });
      await refresh();
    } catch (error) {
      notifyError("Error", errorInfo(error, "Failed to update setting").message);
    }
  }

  async function deleteIt() {
    try {
      await remove.mutateAsync({ id: setting.id });
      setConfirming(false);
      notifySuccess("Setting deleted");
      await refresh();
    } catch (error) {
      setConfirming(false);
      notifyError("Error", errorInfo(error, "Failed to delete setting").message);
    }
  }

  async function run() {
    try {
      const answer = await generate.mutateAsync({ settingId: setting.id });
      notifySuccess("Videos Queued", answer.message);
      await refresh();
      onQueued();
    } catch (error) {
      notifyAiError(error, "Error", "Failed to generate videos", () => setTimeout(() => router.push("/pricing"), 3000));
      await refresh();
    }
  }

  return (
    <Card withBorder radius="md" padding="md" data-testid="video-setting" data-name={setting.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{setting.name}</Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {setting.contentTheme}
            </Text>
          </div>
          <Switch
            checked={setting.isActive}
            onChange={(e) => void setActive(e.currentTarget.checked)}
            disabled={toggle.isPending}
            label={setting.isActive ? "Active" : "Inactive"}
            aria-label={`${setting.name} active`}
          />
        </Group>
        <Group gap={6}>
          <Badge variant="light" tt="none">
            {setting.videoLength} seconds
          </Badge>
          <Badge variant="light" tt="none">
            {setting.videosPerBatch} video{setting.videosPerBatch === 1 ? "" : "s"} per batch
          </Badge>
          <Badge variant="light" tt="none">
            {FREQUENCY_LABELS[setting.postingFrequency] ?? setting.postingFrequency}
          </Badge>
          <Badge variant="light" color="gray" tt="none">
            {setting.preferredTimes.join(", ")}
          </Badge>
          {setting.platforms.map((p) => (
            <Badge key={p} variant="outline" color="gray" tt="none">
              {p}
            </Badge>
          ))}
        </Group>
        <Group justify="space-between">
          <Text size="sm" c={exhausted ? "red" : "dimmed"} data-testid="estimated-cost">
            Estimated cost: {setting.estimatedCost} AI prompts
          </Text>
          <Group gap="xs">
            <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={() => setConfirming(true)}>
              Delete
            </Button>
            <Button
              size="xs"
              leftSection={<IconSparkles size={14} />}
              onClick={() => void run()}
              loading={generate.isPending}
              disabled={!setting.isActive || exhausted}
            >
              Generate
            </Button>
          </Group>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Delete setting"
        message={`Delete the setting "${setting.name}"? Videos already made stay in your queue.`}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => void deleteIt()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
