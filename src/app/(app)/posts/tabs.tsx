import type { ReactNode } from "react";
import { IconAlertCircle, IconCalendarTime, IconCircleCheck, IconEye, IconFileText, IconMessageExclamation } from "@tabler/icons-react";
import type { PostStatus } from "@/components/posts/types";
import { REVIEW_STATUSES } from "@/lib/post-statuses";

/** The posts page's tabs, one per status, in the statuses' order. */
export const TABS: { value: PostStatus; label: string; empty: string; hint: string; icon: ReactNode }[] = [
  {
    value: "published",
    label: "Published",
    empty: "No published posts",
    hint: "Posts you publish show up here with links to the networks.",
    icon: <IconCircleCheck size={26} />,
  },
  {
    value: "scheduled",
    label: "Scheduled",
    empty: "No scheduled posts",
    hint: "Schedule a post and it waits here until it goes out.",
    icon: <IconCalendarTime size={26} />,
  },
  {
    value: "in_review",
    label: "In review",
    empty: "Nothing waits for a review",
    hint: "Posts submitted for approval wait here until an editor approves them or asks for changes.",
    icon: <IconEye size={26} />,
  },
  {
    value: "changes_requested",
    label: "Changes requested",
    empty: "No posts sent back",
    hint: "Posts a reviewer sent back with a comment wait here for their authors to edit and resubmit.",
    icon: <IconMessageExclamation size={26} />,
  },
  {
    value: "draft",
    label: "Drafts",
    empty: "No drafts",
    hint: "Posts you save as drafts, and drafts from your AI content plans, wait here.",
    icon: <IconFileText size={26} />,
  },
  {
    value: "failed",
    label: "Failed",
    empty: "No failed posts",
    hint: "Nothing failed. Posts that could not be published would show up here.",
    icon: <IconAlertCircle size={26} />,
  },
];

/**
 * The tabs shown: the review tabs in team workspaces (where posts are reviewed), and anywhere a post
 * is in one of them (a policy changed, a personal workspace's old posts).
 */
export function visibleTabs(kind: "personal" | "team" | null, counts: Partial<Record<PostStatus, number>> | undefined) {
  return TABS.filter((t) => !(REVIEW_STATUSES as readonly string[]).includes(t.value) || kind === "team" || (counts?.[t.value] ?? 0) > 0);
}
