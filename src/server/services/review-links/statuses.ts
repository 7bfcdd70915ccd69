/**
 * Which posts a review link involves, by status (docs/decisions.md, "Client review links"). A range
 * shows what is planned, in review or out, never drafts (work in progress) nor failed posts
 * (internal errors); a client decides only on a post waiting for review, and sees any other's state.
 */
import { REVIEW_STATUSES, type PostStatus } from "@/lib/post-statuses";

export const REVIEWABLE_STATUSES = ["in_review"] as const satisfies readonly PostStatus[];
export const RANGE_STATUSES = ["scheduled", "published", ...REVIEW_STATUSES] as const satisfies readonly PostStatus[];
/** What an admin picks posts from: upcoming and in-review posts. */
export const CANDIDATE_STATUSES = ["scheduled", ...REVIEW_STATUSES] as const satisfies readonly PostStatus[];
