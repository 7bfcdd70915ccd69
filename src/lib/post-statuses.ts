/**
 * A post's statuses, in the posts page's tab order: one home for the server (the lifecycle table,
 * the API's enums, the list) and the pages (the posts page's tabs). Pure: no database, no React.
 * The Prisma enum `PostStatus` has exactly these (services/posts/lifecycle.ts checks it).
 */
export const POST_STATUSES = ["published", "scheduled", "draft", "failed"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
