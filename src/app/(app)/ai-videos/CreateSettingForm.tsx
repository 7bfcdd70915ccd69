"use client";
import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ActionIcon, Button, Card, Checkbox, Group, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import { IconPlus, IconX } from "@tabler/icons-react";
import { notifyError, notifySuccess } from "@/components/notify";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import { DeferredSelect } from "@/components/DeferredSelect";
import { FREQUENCY_LABELS } from "./types";
import { useRefreshVideos } from "./use-refresh-videos";

const PLATFORM_OPTIONS = ["TikTok", "YouTube Shorts"] as const;
type Platform = (typeof PLATFORM_OPTIONS)[number];

/** The form that creates a video setting. */
export function CreateSettingForm() {
  const trpc = useTRPC();
  const refresh = useRefreshVideos();
  const platforms = useQuery(trpc.video.platforms.queryOptions());
  const create = useMutation(trpc.video.createSetting.mutationOptions());
  const available = (platforms.data?.platforms.map((p) => p.key) ?? [...PLATFORM_OPTIONS]) as Platform[];
  // Spec: TikTok by default, or the first platform the server offers when TikTok is not there.
  const defaultPlatform: Platform = available.includes("TikTok") ? "TikTok" : (available[0] ?? "TikTok");

  const [name, setName] = useState("");
  const [theme, setTheme] = useState("");
  const [videoLength, setVideoLength] = useState("30");
  const [perBatch, setPerBatch] = useState("1");
  const [frequency, setFrequency] = useState("1x_day");
  const [times, setTimes] = useState<string[]>(["09:00"]);
  const [chosen, setChosen] = useState<Platform[] | null>(null);
  const selected = chosen ?? [defaultPlatform];

  const ready = name.trim() !== "" && theme.trim() !== "" && selected.length > 0;

  function reset() {
    setName("");
    setTheme("");
    setVideoLength("30");
    setPerBatch("1");
    setFrequency("1x_day");
    setTimes(["09:00"]);
    setChosen(null);
  }

  async function submit() {
    try {
      const answer = await create.mutateAsync({
        name,
        contentTheme: theme,
        videoLength: Number(videoLength) as 15 | 30 | 60,
        videosPerBatch: Number(perBatch) as 1 | 3 | 5 | 10,
        postingFrequency: frequency as "1x_day" | "2x_day" | "3x_day",
        preferredTimes: times,
        platforms: selected,
      });
      notifySuccess("Setting created", answer.message);
      reset();
      await refresh();
    } catch (error) {
      const info = errorInfo(error, "Failed to create setting");
      if (info.extra.requiresUpgrade) notifyError("Premium Feature Required", info.message);
      else notifyError("Error", info.message);
    }
  }

  const connected = new Set(platforms.data?.platforms.filter((p) => p.connected).map((p) => p.key));

  return (
    <Card withBorder radius="md" padding="lg" data-testid="create-setting">
      <Stack gap="sm">
        <Title order={3}>New setting</Title>
        <TextInput
          label="Name"
          placeholder="e.g. Weekday cooking tips"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={100}
          withAsterisk
        />
        <Textarea
          label="Content theme"
          placeholder="What the videos are about, e.g. quick healthy dinners for busy people"
          value={theme}
          onChange={(e) => setTheme(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={1000}
          withAsterisk
        />
        <Group grow>
          <DeferredSelect
            label="Video length"
            data={[
              { value: "15", label: "15 seconds" },
              { value: "30", label: "30 seconds" },
              { value: "60", label: "60 seconds" },
            ]}
            value={videoLength}
            onChange={(v) => v && setVideoLength(v)}
            allowDeselect={false}
          />
          <DeferredSelect
            label="Videos per batch"
            data={["1", "3", "5", "10"]}
            value={perBatch}
            onChange={(v) => v && setPerBatch(v)}
            allowDeselect={false}
          />
        </Group>
        <DeferredSelect
          label="Posting frequency"
          data={Object.entries(FREQUENCY_LABELS).map(([value, label]) => ({ value, label }))}
          value={frequency}
          onChange={(v) => v && setFrequency(v)}
          allowDeselect={false}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Preferred times
          </Text>
          {times.map((time, index) => (
            <Group key={index} gap="xs" wrap="nowrap">
              <TimeInput
                value={time}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setTimes((list) => list.map((t, i) => (i === index ? value : t)));
                }}
                aria-label={`Preferred time ${index + 1}`}
                style={{ flex: 1 }}
              />
              {times.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove time ${index + 1}`}
                  onClick={() => setTimes((list) => list.filter((_, i) => i !== index))}
                >
                  <IconX size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setTimes((list) => [...list, "12:00"])}
            w="fit-content"
          >
            Add Time
          </Button>
          <Text size="xs" c="dimmed">
            Times are in your time zone. With the accounts connected, each finished video is scheduled at the next free time.
          </Text>
        </Stack>
        <Checkbox.Group label="Platforms" value={selected} onChange={(v) => setChosen(v as Platform[])} withAsterisk>
          {/* flex-start: a box with a "Not connected yet" note stays level with one without. */}
          <Group mt={4} align="flex-start">
            {available.map((p) => (
              <Checkbox key={p} value={p} label={p} description={connected.has(p) ? undefined : "Not connected yet"} />
            ))}
          </Group>
        </Checkbox.Group>
        <Button onClick={() => void submit()} disabled={!ready} loading={create.isPending} mt="xs">
          Create Setting
        </Button>
      </Stack>
    </Card>
  );
}
