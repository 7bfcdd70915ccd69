"use client";
import { useState } from "react";
import { Alert, Container, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { browserTimeZone, formatDate, formatDateTime } from "@/lib/time";
import { ReviewPostCard } from "./ReviewPostCard";
import type { ReviewPost, ReviewPreview } from "./types";

/** The link's posts, soonest first; each card approves or sends back its post and shows the answer. */
export function ReviewView({ token, preview }: { token: string; preview: ReviewPreview }) {
  const [posts, setPosts] = useState(preview.posts);
  const zone = browserTimeZone();
  const waiting = posts.filter((post) => post.canDecide).length;
  const replace = (next: ReviewPost) => setPosts((current) => current.map((post) => (post.id === next.id ? next : post)));
  return (
    <Container size="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {preview.workspaceName ? `${preview.workspaceName} · shared with ${preview.label}` : `Shared with ${preview.label}`}
          </Text>
          <Title order={1}>Posts for your review</Title>
          <Text c="dimmed" suppressHydrationWarning>
            {preview.scope.kind === "range"
              ? `Everything planned from ${formatDate(preview.scope.from, zone)} to ${formatDate(new Date(preview.scope.to.getTime() - 1), zone)}. `
              : ""}
            {waiting === 0 ? "Nothing is waiting for your decision." : `${waiting} post${waiting === 1 ? " is" : "s are"} waiting for your decision.`}{" "}
            This link works until {formatDateTime(preview.expiresAt, zone)}.
          </Text>
        </Stack>
        {posts.length === 0 && (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
            There are no posts to show here.
          </Alert>
        )}
        {posts.map((post) => (
          <ReviewPostCard key={post.id} token={token} post={post} zone={zone} label={preview.label} onDecided={replace} />
        ))}
        {preview.more > 0 && (
          <Text c="dimmed" size="sm">
            {preview.more} more post{preview.more === 1 ? "" : "s"} in this range are not shown. Ask the team for a shorter range.
          </Text>
        )}
      </Stack>
    </Container>
  );
}
