/** The posts an admin may put in a review link: the workspace's upcoming and in-review ones, soonest first. */
import { db, type PostStatus } from "@/server/db";
import { CANDIDATE_STATUSES } from "./statuses";

/** Most posts the picker lists. */
export const CANDIDATES_SHOWN = 200;

function excerpt(text: string): string {
  const flat = [...text.replace(/\s+/g, " ").trim()];
  return flat.length > 120 ? `${flat.slice(0, 120).join("").trimEnd()}…` : flat.join("");
}

export async function reviewLinkCandidates(workspaceId: string, now = new Date()) {
  const posts = await db.post.findMany({
    where: {
      workspaceId,
      status: { in: [...CANDIDATE_STATUSES] as PostStatus[] },
      // Upcoming: a scheduled post whose time passed is going out now; in review, any date (or none).
      OR: [{ status: { not: "scheduled" } }, { scheduledAt: { gt: now } }],
    },
    select: { id: true, content: true, platforms: true, status: true, scheduledAt: true },
    orderBy: [{ scheduledAt: { sort: "asc", nulls: "last" } }, { id: "asc" }],
    take: CANDIDATES_SHOWN,
  });
  return posts.map((post) => ({ ...post, excerpt: excerpt(post.content) }));
}
