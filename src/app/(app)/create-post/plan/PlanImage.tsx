"use client";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Badge, Group, Loader, Text } from "@mantine/core";
import { useTRPC } from "@/trpc/react";
import { MEDIA_POLL_MS } from "@/components/ai/media";

/** A draft's AI image: polled every 3 seconds until it is ready or has failed. */
export function PlanImage({ mediaId }: { mediaId: string }) {
  const trpc = useTRPC();
  const status = useQuery({
    ...trpc.media.status.queryOptions({ id: mediaId }),
    refetchInterval: (query) => (query.state.data?.data.status === "completed" || query.state.data?.data.status === "failed" ? false : MEDIA_POLL_MS),
  });
  const [broken, setBroken] = useState(false);
  const data = status.data?.data;
  if (data?.status === "failed") {
    return (
      <Text size="xs" c="red" data-testid="plan-image-failed">
        Image generation failed (its prompts were refunded).
      </Text>
    );
  }
  if (data?.status !== "completed" || !data.url) {
    return (
      <Group gap={6} data-testid="plan-image-pending">
        <Loader size="xs" />
        <Text size="xs" c="dimmed">
          Generating the image…
        </Text>
      </Group>
    );
  }
  if (broken) {
    return (
      <Text size="xs" c="red">
        Image loading failed
      </Text>
    );
  }
  return (
    <Group gap="xs" align="center">
      {/* eslint-disable-next-line @next/next/no-img-element -- our own media URL */}
      <img
        src={data.url}
        alt="AI image for this post"
        style={{ maxHeight: 120, maxWidth: 200, borderRadius: 6 }}
        onError={() => setBroken(true)}
        data-testid="plan-image"
      />
      {data.offline && (
        <Badge size="xs" variant="light" color="gray">
          Offline generator
        </Badge>
      )}
    </Group>
  );
}
