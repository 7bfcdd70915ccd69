"use client";
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCheck,
  IconEdit,
  IconMessageCircle,
  IconPhoto,
  IconRefresh,
  IconSend,
  IconTrash,
} from "@tabler/icons-react";
import { NetworkBadges, PublishedLinks, StatusBadge } from "@/components/posts/PostBadges";
import { Alert } from "@/components/static/Alert";
import { CompactButton as Button } from "@/components/static/compact";
import { Group, Stack } from "@/components/static/layout";
import { Card } from "@/components/static/surfaces";
import { Text } from "@/components/static/text";
import { actionName } from "@/components/posts/text";
import { formatCount } from "@/lib/numbers";
import { formatDateTime } from "@/lib/time";
import type { PostItem } from "@/components/posts/types";
import { networkLabel } from "@/lib/networks";
import type { PostViewer } from "@/lib/post-roles";
import { cardActions } from "./card-actions";
import classes from "./posts.module.css";
import { ReviewButtons, ReviewNote } from "./ReviewPanel";
import type { PostAction } from "./post-actions";

export type { PostAction };

/** A post in review: what its author asked for. */
function reviewWhenText(post: PostItem, zone: string): string {
  if (post.reviewIntent === "now") return "Asks to be published as soon as it is approved";
  return post.scheduledAt ? `Asks to go out ${formatDateTime(post.scheduledAt, zone)}` : "In review";
}

function whenText(post: PostItem, zone: string): string {
  switch (post.status) {
    case "scheduled":
      return post.scheduledAt ? `Scheduled for ${formatDateTime(post.scheduledAt, zone)}` : "Scheduled";
    case "published":
      return post.publishedAt ? `Published ${formatDateTime(post.publishedAt, zone)}` : "Published";
    case "draft":
      return post.scheduledAt ? `Planned for ${formatDateTime(post.scheduledAt, zone)}` : `Created ${formatDateTime(post.createdAt, zone)}`;
    case "failed":
      return `Failed · ${formatDateTime(post.scheduledAt ?? post.updatedAt, zone)}`;
    case "in_review":
    case "changes_requested":
      return reviewWhenText(post, zone);
  }
}

function FailureDetails({ post }: { post: PostItem }) {
  const networkErrors = post.publishLogs.filter((l) => l.status === "failed" || l.status === "needs_review");
  if (!post.errorMessage && networkErrors.length === 0) return null;
  return (
    <Alert color="red" padding="xs" icon={<IconAlertCircle size={16} />} data-testid="post-error">
      <Stack gap={2}>
        {post.errorMessage && <Text size="xs">{post.errorMessage}</Text>}
        {networkErrors.map((l) => (
          <Text size="xs" key={l.platform}>
            <strong>{networkLabel(l.platform)}:</strong>{" "}
            {l.error ?? (l.status === "needs_review" ? "Needs review: check the network before republishing." : "Failed")}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

/** What the preflight check found in the way of a scheduled post, while there is time to fix it. */
function PublishWarnings({ post }: { post: PostItem }) {
  if (post.publishWarnings.length === 0) return null;
  return (
    <Alert color="yellow" padding="xs" icon={<IconAlertTriangle size={16} />} data-testid="post-warning" title="Will not go out as planned">
      <Stack gap={2}>
        {post.publishWarnings.map((warning) => (
          <Text size="xs" key={warning}>
            {warning}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

function InsightLine({ post }: { post: PostItem }) {
  const values = Object.values(post.insights);
  if (values.length === 0) return null;
  const impressions = values.reduce((n, i) => n + i.impressions, 0);
  const interactions = values.reduce((n, i) => n + i.likes + i.comments + i.shares, 0);
  const rate = values.reduce((n, i) => n + i.engagementRate, 0) / values.length;
  return (
    <Text size="xs" dimmed>
      {formatCount(impressions)} impressions · {formatCount(interactions)} interactions · {rate.toFixed(1)}% engagement
      {/* The sandbox is not a real network: its numbers are made up, and say so. */}
      {"sandbox" in post.insights && " · simulated"}
    </Text>
  );
}

/**
 * One post in the list: status, networks, time, clamped text, links or errors, and its actions.
 * Plain markup with Mantine's classes (static/), not Mantine components: a page of 30 cards of
 * Mantine components was most of /posts' hydration on a phone (docs/decisions.md).
 */
export function PostCard({
  post,
  timeZone,
  busy,
  onAction,
  viewer,
}: {
  post: PostItem;
  timeZone: string;
  /** The member looking (null until known): the card offers what their role allows (./card-actions.ts). */
  viewer: PostViewer | null;
  busy: PostAction | null;
  onAction: (action: PostAction, post: PostItem) => void;
}) {
  const disabled = busy !== null;
  const can = cardActions(post, viewer);
  return (
    <Card className={classes.card} data-testid="post-card" data-post-id={post.id} data-status={post.status}>
      <Stack gap="sm" style={{ height: "100%" }}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Group gap={6}>
            <StatusBadge status={post.status} />
            <NetworkBadges platforms={post.platforms} />
          </Group>
          {post.media.length > 0 && (
            <Group gap={2} wrap="nowrap" style={{ color: "var(--mantine-color-dimmed)" }} title={`${post.media.length} media`}>
              <IconPhoto size={14} />
              <Text size="xs">{post.media.length}</Text>
            </Group>
          )}
        </Group>
        <Text size="sm" data-line-clamp="true" style={{ "--text-line-clamp": 3, whiteSpace: "pre-line" }} data-testid="post-content">
          {post.content}
        </Text>
        <Text size="xs" dimmed>
          {whenText(post, timeZone)}
        </Text>
        {post.status === "published" && <InsightLine post={post} />}
        <PublishedLinks post={post} size="xs" />
        {post.status === "failed" && <FailureDetails post={post} />}
        {post.status === "scheduled" && <PublishWarnings post={post} />}
        <ReviewNote post={post} />

        <Group gap="xs" justify="flex-end" style={{ marginTop: "auto", paddingTop: "var(--mantine-spacing-xs)" }}>
          <ReviewButtons post={post} can={can} busy={busy} onAction={onAction} />
          {can.has("approve") && (
            <Button
              size="xs"
              color="teal"
              leftSection={<IconCheck size={14} />}
              loading={busy === "approve"}
              disabled={disabled}
              onClick={() => onAction("approve", post)}
              aria-label={actionName("Approve", post.content)}
            >
              Approve
            </Button>
          )}
          {can.has("publishNow") && (
            <Button
              size="xs"
              leftSection={<IconSend size={14} />}
              loading={busy === "publishNow"}
              disabled={disabled}
              onClick={() => onAction("publishNow", post)}
              aria-label={actionName("Publish Now", post.content)}
            >
              Publish Now
            </Button>
          )}
          {can.has("republish") && (
            <Button
              size="xs"
              color="orange"
              leftSection={<IconRefresh size={14} />}
              loading={busy === "republish"}
              disabled={disabled}
              onClick={() => onAction("republish", post)}
              aria-label={actionName("Republish", post.content)}
            >
              Republish
            </Button>
          )}
          {can.has("edit") && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEdit size={14} />}
              disabled={disabled}
              onClick={() => onAction("edit", post)}
              aria-label={actionName("Edit", post.content)}
            >
              Edit
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconMessageCircle size={14} />}
            onClick={() => onAction("thread", post)}
            aria-label={actionName("Comments & history", post.content)}
          >
            Comments & history
          </Button>
          {can.has("delete") && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              disabled={disabled}
              onClick={() => onAction("delete", post)}
              aria-label={actionName("Delete", post.content)}
            >
              Delete
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
