"use client";
import { IconArrowBackUp, IconChecks, IconMessage, IconMessageExclamation, IconSend } from "@tabler/icons-react";
import { actionName } from "@/components/posts/text";
import { Alert } from "@/components/static/Alert";
import { CompactButton as Button } from "@/components/static/compact";
import { Text } from "@/components/static/text";
import type { PostItem } from "@/components/posts/types";
import type { PostAction } from "./post-actions";

/** The reviewer's latest request for changes, on a post in review or sent back (what the author must fix). */
export function ReviewNote({ post }: { post: PostItem }) {
  if (!post.reviewNote || (post.status !== "changes_requested" && post.status !== "in_review")) return null;
  return (
    <Alert color="orange" padding="xs" icon={<IconMessageExclamation size={16} />} title="Changes requested" data-testid="review-note">
      <Text size="xs" style={{ whiteSpace: "pre-line" }}>
        {post.reviewNote}
      </Text>
    </Alert>
  );
}

/**
 * Approve and Request changes (reviewers) on a post in review; Resubmit for review (it opens the
 * edit dialog, whose main action resubmits) and Withdraw on one sent back; Withdraw on one in review.
 */
export function ReviewButtons({
  post,
  can,
  busy,
  onAction,
}: {
  post: PostItem;
  /** The card's actions the member's role allows (./card-actions.ts). */
  can: ReadonlySet<PostAction>;
  busy: PostAction | null;
  onAction: (action: PostAction, post: PostItem) => void;
}) {
  if (post.status !== "in_review" && post.status !== "changes_requested") return null;
  const disabled = busy !== null;
  return (
    <>
      {can.has("approveReview") && (
        <>
          <Button
            size="xs"
            color="teal"
            leftSection={<IconChecks size={14} />}
            loading={busy === "approveReview"}
            disabled={disabled}
            onClick={() => onAction("approveReview", post)}
            aria-label={actionName("Approve", post.content)}
            data-testid="review-approve"
          >
            Approve
          </Button>
          <Button
            size="xs"
            color="orange"
            variant="light"
            leftSection={<IconMessage size={14} />}
            disabled={disabled}
            onClick={() => onAction("requestChanges", post)}
            aria-label={actionName("Request changes", post.content)}
            data-testid="review-request-changes"
          >
            Request changes
          </Button>
        </>
      )}
      {can.has("resubmit") && (
        <Button
          size="xs"
          leftSection={<IconSend size={14} />}
          disabled={disabled}
          onClick={() => onAction("resubmit", post)}
          aria-label={actionName("Resubmit for review", post.content)}
          data-testid="review-resubmit"
        >
          Resubmit for review
        </Button>
      )}
      {can.has("withdraw") && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowBackUp size={14} />}
          loading={busy === "withdraw"}
          disabled={disabled}
          onClick={() => onAction("withdraw", post)}
          aria-label={actionName("Withdraw", post.content)}
        >
          Withdraw
        </Button>
      )}
    </>
  );
}
