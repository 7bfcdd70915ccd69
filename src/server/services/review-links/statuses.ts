/**
 * Which posts a review link involves, by status (docs/decisions.md, "Client review links"). A range
 * shows what is planned or out, never drafts (work in progress) nor failed posts (internal errors);
 * a client decides only on a post waiting for review, and sees any other's state.
 */
export const REVIEWABLE_STATUSES = ["in_review"] as const;
export const RANGE_STATUSES = ["scheduled", "published"] as const;
/** What an admin picks posts from: upcoming and in-review posts. */
export const CANDIDATE_STATUSES = ["scheduled"] as const;
