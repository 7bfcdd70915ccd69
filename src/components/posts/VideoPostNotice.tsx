"use client";
import { Button, Group, Stack, Text } from "@mantine/core";
import { LinkButton } from "@/components/links";

/** An AI video's post: its title, caption and schedule are edited with the video, on /ai-videos. */
export function VideoPostNotice({ onClose }: { onClose: () => void }) {
  return (
    <Stack gap="md" data-testid="edit-video-post">
      <Text size="sm">
        This post is an AI video. Edit its title, caption and schedule on the AI Videos page, where it can also be published or removed.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <LinkButton href="/ai-videos">Open AI Videos</LinkButton>
      </Group>
    </Stack>
  );
}
