/**
 * What a member can be notified of (issue 26), one home for the list: the bell shows each, the
 * e-mail batcher groups by it, and the profile's preferences name them.
 */
export const NOTIFICATION_KINDS = [
  "review_requested",
  "changes_requested",
  "approved",
  "comment",
  "mention",
  "invitation_accepted",
  "post_failed",
  "account_reconnect",
  "post_at_risk",
  "import_finished",
  "webhook_disabled",
  "app_disconnected",
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How each kind is named to members: the profile's e-mail choices and the digest's sections. */
export const NOTIFICATION_KIND_LABEL: Record<NotificationKind, string> = {
  review_requested: "Review requested",
  changes_requested: "Changes requested",
  approved: "Post approved",
  comment: "Comments on your posts",
  mention: "Mentions",
  invitation_accepted: "Invitation accepted",
  post_failed: "Post failed to publish",
  account_reconnect: "Account needs reconnecting",
  post_at_risk: "Post at risk",
  import_finished: "Import finished",
  webhook_disabled: "Webhook endpoint disabled",
  app_disconnected: "Connected app disconnected by an admin",
};

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}
