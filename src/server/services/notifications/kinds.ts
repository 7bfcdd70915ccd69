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
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
