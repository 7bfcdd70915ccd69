"use client";
import type { ReactNode } from "react";
import { Card, Group, Text, Title, UnstyledButton } from "@mantine/core";
import { NetworkBadges, StatusBadge } from "@/components/posts/PostBadges";
import type { PostItem } from "@/components/posts/types";
import classes from "./dashboard.module.css";

/** A titled card of the dashboard, with an optional action at its right. */
export function Section({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder padding="lg" radius="md" data-testid={testId}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

export function PostRow({ post, when, onOpen, children }: { post: PostItem; when: string; onOpen: (post: PostItem) => void; children?: ReactNode }) {
  return (
    <div className={classes.postRow} data-post-id={post.id}>
      {/* Named by what it shows (text, status, networks, time): a label of its own hid the rest and
          did not contain the visible text (axe: label-content-name-mismatch). */}
      <UnstyledButton onClick={() => onOpen(post)} w="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text size="sm" lineClamp={2} style={{ flex: 1 }}>
            {post.content}
          </Text>
          <StatusBadge status={post.status} />
        </Group>
        <Group gap="xs" mt={6} justify="space-between">
          <NetworkBadges platforms={post.platforms} />
          <Text size="xs" c="dimmed">
            {when}
          </Text>
        </Group>
      </UnstyledButton>
      {children}
    </div>
  );
}
