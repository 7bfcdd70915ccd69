/** What a post card's buttons ask the posts page to do. */
export type PostAction =
  "edit" | "delete" | "approve" | "publishNow" | "republish" | "approveReview" | "requestChanges" | "withdraw" | "thread" | "resubmit";
