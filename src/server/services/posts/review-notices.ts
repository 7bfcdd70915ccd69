/** What the approval workflow tells members (issue 26), written by transition() in the move's transaction. */
import type { Post, Prisma } from "@/server/db";
import { notify } from "@/server/services/notifications/notify";
import type { Actor } from "@/server/services/workspaces/actor";
import type { PostAction } from "./lifecycle";

/** Who reviews: the workspace's members who may publish. */
const REVIEWERS = ["OWNER", "ADMIN", "EDITOR"] as const;

function excerpt(post: Pick<Post, "content">): string {
  const text = post.content.replace(/\s+/g, " ").trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * Tells members of a review move, in the transaction that commits it: a submission (a post newly in
 * review) its reviewers, a request for changes or an approval the post's author.
 */
export async function reviewNotices(
  tx: Prisma.TransactionClient,
  actor: Actor,
  action: PostAction,
  previous: string | null,
  next: Post,
): Promise<void> {
  const common = { workspaceId: actor.workspaceId, actorUserId: actor.userId, postId: next.id, body: excerpt(next) };
  if (next.status === "in_review" && previous !== "in_review") {
    const reviewers = await tx.membership.findMany({
      where: { workspaceId: actor.workspaceId, role: { in: [...REVIEWERS] } },
      select: { userId: true },
    });
    await notify(tx, {
      ...common,
      kind: "review_requested",
      recipientIds: reviewers.map((m) => m.userId),
      title: "A post is waiting for your review",
      link: `/posts?tab=in_review&post=${next.id}`,
    });
  } else if (action === "requestChanges") {
    await notify(tx, {
      ...common,
      kind: "changes_requested",
      recipientIds: [next.userId],
      title: "Changes were requested on your post",
      body: next.reviewNote ?? "",
      link: `/posts?tab=changes_requested&post=${next.id}`,
    });
  } else if (action === "approveReview") {
    await notify(tx, {
      ...common,
      kind: "approved",
      recipientIds: [next.userId],
      title: next.reviewIntent === "now" ? "Your post was approved and is being published" : "Your post was approved and scheduled",
      link: `/posts?tab=scheduled&post=${next.id}`,
    });
  }
}
