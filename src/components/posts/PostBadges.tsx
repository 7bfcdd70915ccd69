"use client";
import type { CSSProperties } from "react";
import type { MantineColor } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { CompactBadge } from "@/components/static/compact";
import { Group } from "@/components/static/layout";
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

// The badges and links below are repeated on every post of a list: plain markup with Mantine's classes
// (static/compact.tsx), not Mantine components, so a list of them hydrates cheaply.
export function StatusBadge({ status }: { status: PostStatus }) {
  const meta = STATUS_META[status];
  return (
    <CompactBadge color={meta.color} variant="light" size="sm">
      {meta.label}
    </CompactBadge>
  );
}

export function NetworkBadges({ platforms }: { platforms: string[] }) {
  return (
    <Group gap={4}>
      {platforms.map((p) => (
        <CompactBadge key={p} variant="outline" color="gray" size="sm" keepCase>
          {networkLabel(p)}
        </CompactBadge>
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
        // Mantine's Anchor (size xs or sm) as it renders.
        <a
          key={l.platform}
          href={l.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(e) => e.stopPropagation()}
          className="mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root"
          data-size={size}
          data-underline="hover"
          style={{ "--text-fz": `var(--mantine-font-size-${size})`, "--text-lh": `var(--mantine-line-height-${size})` } as CSSProperties}
        >
          <Group gap={2} component="span" wrap="nowrap">
            View on {networkLabel(l.platform)}
            <IconExternalLink size={12} />
          </Group>
        </a>
      ))}
    </Group>
  );
}
