"use client";
import type { ReactNode } from "react";
import { NetworkBadges, StatusBadge } from "@/components/posts/PostBadges";
import { Group } from "@/components/static/layout";
import { Card } from "@/components/static/surfaces";
import { Text, Title } from "@/components/static/text";
import type { PostItem } from "@/components/posts/types";
import classes from "./dashboard.module.css";

// Plain markup with Mantine's classes (components/static/), as the post cards of /posts: the dashboard's
// sections and rows hydrate without Mantine's component layers (docs/decisions.md).

/** A titled card of the dashboard, with an optional action at its right. */
export function Section({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card padding="lg" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" style={{ marginBottom: "var(--mantine-spacing-md)" }}>
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
      {/* Mantine's UnstyledButton, full width. */}
      <button
        type="button"
        className="mantine-focus-auto m_87cf2631 mantine-UnstyledButton-root"
        style={{ width: "100%" }}
        onClick={() => onOpen(post)}
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text size="sm" data-line-clamp="true" style={{ "--text-line-clamp": 2, flex: 1 }}>
            {post.content}
          </Text>
          <StatusBadge status={post.status} />
        </Group>
        <Group gap="xs" justify="space-between" style={{ marginTop: "calc(0.375rem * var(--mantine-scale))" }}>
          <NetworkBadges platforms={post.platforms} />
          <Text size="xs" dimmed>
            {when}
          </Text>
        </Group>
      </button>
      {children}
    </div>
  );
}
