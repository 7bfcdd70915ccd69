/**
 * A post's statuses, in the posts page's tab order: one home for the server (the lifecycle table,
 * the API's enums, the list) and the pages (the posts page's tabs). Pure: no database, no React.
 * The Prisma enum `PostStatus` has exactly these (services/posts/lifecycle.ts checks it).
 * in_review and changes_requested are the approval workflow's (issue 26): never published.
 */
export const POST_STATUSES = ["published", "scheduled", "in_review", "changes_requested", "draft", "failed"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The approval workflow's statuses: a post in one of these is never claimed for publishing. */
export const REVIEW_STATUSES = ["in_review", "changes_requested"] as const satisfies readonly PostStatus[];

/** Whose posts need approval in a workspace (Workspace.approvalPolicy). */
export const APPROVAL_POLICIES = ["everyone", "contributors", "never"] as const;
export type ApprovalPolicy = (typeof APPROVAL_POLICIES)[number];
