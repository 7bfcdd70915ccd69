"use client";
import { Anchor, Badge, Group, type MantineColor } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { networkLabel } from "@/lib/networks";
import type { PostItem, PostStatus } from "./types";

/**
 * A status's label and colour; `fill` is the colour's filled shade from the theme (white text on it
 * reaches WCAG AA in both schemes: src/components/theme.ts), for the calendar's events and legend.
 */
export const STATUS_META: Record<PostStatus, { label: string; color: MantineColor; fill: string }> = {
  scheduled: { label: "Scheduled", color: "blue", fill: "var(--mantine-color-blue-filled)" },
  published: { label: "Published", color: "teal", fill: "var(--mantine-color-teal-filled)" },
  failed: { label: "Failed", color: "red", fill: "var(--mantine-color-red-filled)" },
  draft: { label: "Draft", color: "gray", fill: "var(--mantine-color-gray-filled)" },
  // The approval workflow's: colours of the theme's AA-checked set (BOX_COLORS in theme.ts).
  in_review: { label: "In review", color: "violet", fill: "var(--mantine-color-violet-filled)" },
  changes_requested: { label: "Changes requested", color: "orange", fill: "var(--mantine-color-orange-filled)" },
};

export function StatusBadge({ status }: { status: PostStatus }) {
  const meta = STATUS_META[status];
  return (
    <Badge color={meta.color} variant="light" size="sm">
      {meta.label}
    </Badge>
  );
}

export function NetworkBadges({ platforms }: { platforms: string[] }) {
  return (
    <Group gap={4}>
      {platforms.map((p) => (
        <Badge key={p} variant="outline" color="gray" size="sm" tt="none">
          {networkLabel(p)}
        </Badge>
      ))}
    </Group>
  );
}

/** Links to the post on each network it was published to (from the publish logs). */
export function publishedLinks(post: Pick<PostItem, "publishLogs">): { platform: string; url: string }[] {
  return post.publishLogs
    .filter((l) => l.status === "published" && l.platformPostUrl)
    .map((l) => ({ platform: l.platform, url: l.platformPostUrl as string }));
}

export function PublishedLinks({ post, size = "sm" }: { post: Pick<PostItem, "publishLogs">; size?: "xs" | "sm" }) {
  const links = publishedLinks(post);
  if (links.length === 0) return null;
  return (
    <Group gap="sm">
      {links.map((l) => (
        <Anchor key={l.platform} href={l.url} target="_blank" rel="noopener noreferrer" size={size} onClick={(e) => e.stopPropagation()}>
          <Group gap={2} component="span" wrap="nowrap">
            View on {networkLabel(l.platform)}
            <IconExternalLink size={12} />
          </Group>
        </Anchor>
      ))}
    </Group>
  );
}
