"use client";
import { Anchor, Badge, Group, type MantineColor } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { networkLabel } from "@/lib/networks";
import type { PostItem, PostStatus } from "./types";

export const STATUS_META: Record<PostStatus, { label: string; color: MantineColor; hex: string }> = {
  scheduled: { label: "Scheduled", color: "blue", hex: "#228be6" },
  published: { label: "Published", color: "teal", hex: "#12b886" },
  failed: { label: "Failed", color: "red", hex: "#fa5252" },
  draft: { label: "Draft", color: "gray", hex: "#868e96" },
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
