import type { PostItem } from "@/components/posts/types";

/** Start time shown for a post in lists. */
export function postTime(post: Pick<PostItem, "status" | "publishedAt" | "scheduledAt" | "updatedAt" | "createdAt">): Date | null {
  if (post.status === "published") return post.publishedAt ?? post.scheduledAt;
  if (post.status === "failed") return post.scheduledAt ?? post.updatedAt;
  if (post.status === "draft") return post.scheduledAt ?? post.createdAt;
  return post.scheduledAt;
}
