/**
 * The webhook events a workspace can subscribe to (issue 28), one home for the list: the endpoint
 * form's checkboxes, the API's schema, the dispatcher and the docs name these.
 */
export const WEBHOOK_EVENT_TYPES = [
  "post.created",
  "post.submitted",
  "post.approved",
  "post.changes_requested",
  "post.scheduled",
  "post.published",
  "post.failed",
  "post.needs_review",
  "account.connected",
  "account.expired",
  "account.needs_reconnecting",
  "video.ready",
  "member.joined",
  "import.finished",
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABEL: Record<WebhookEventType, string> = {
  "post.created": "A post was created",
  "post.submitted": "A post was submitted for review",
  "post.approved": "A post was approved",
  "post.changes_requested": "Changes were requested on a post",
  "post.scheduled": "A post was scheduled (or rescheduled)",
  "post.published": "A post was published on a network (with its link)",
  "post.failed": "A post failed to publish",
  "post.needs_review": "A network's outcome is unknown: check the profile",
  "account.connected": "An account was connected",
  "account.expired": "An account's access ended",
  "account.needs_reconnecting": "An account needs reconnecting",
  "video.ready": "An AI video is ready",
  "member.joined": "A member joined the workspace",
  "import.finished": "An import finished",
};

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}
