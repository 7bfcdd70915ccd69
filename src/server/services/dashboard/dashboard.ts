/** What the dashboard, the posts list and the calendar read. */
import { db } from "@/server/db";
import { startOfMonthIn } from "@/server/lib/time";
import { currentUser } from "@/server/services/auth/accounts";
import { accountsOf, isUsable } from "@/server/services/accounts/connected";
import { POST_INCLUDE, presentPost } from "@/server/services/posts/present";

export async function listAccounts(userId: string) {
  const accounts = await db.socialAccount.findMany({ where: accountsOf(userId), orderBy: { createdAt: "asc" } });
  return accounts.map((a) => ({
    id: a.id,
    platform: a.platform,
    accountName: a.accountName,
    username: a.username,
    isActive: a.isActive,
    isExpired: !isUsable(a),
    createdAt: a.createdAt,
  }));
}

export async function dashboardStats(userId: string, timeZone: string) {
  const [scheduledPosts, postsThisMonth, accounts] = await Promise.all([
    db.post.count({ where: { userId, status: "scheduled" } }),
    db.post.count({ where: { userId, createdAt: { gte: startOfMonthIn(timeZone) } } }),
    db.socialAccount.findMany({ where: accountsOf(userId), select: { isActive: true, isExpired: true, expiresAt: true } }),
  ]);
  return { scheduledPosts, connectedAccounts: accounts.filter((a) => isUsable(a)).length, postsThisMonth };
}

/** All posts (showAll) or the upcoming scheduled ones, newest first / soonest first. */
export async function listPosts(userId: string, options: { showAll: boolean; limit: number }) {
  const posts = options.showAll
    ? await db.post.findMany({ where: { userId }, include: POST_INCLUDE, orderBy: { createdAt: "desc" }, take: options.limit })
    : await db.post.findMany({
        where: { userId, status: "scheduled" },
        include: POST_INCLUDE,
        orderBy: { scheduledAt: "asc" },
        take: options.limit,
      });
  return posts.map(presentPost);
}

export async function listPublishedPosts(userId: string, limit: number) {
  const posts = await db.post.findMany({
    where: { userId, status: "published" },
    include: POST_INCLUDE,
    orderBy: { publishedAt: "desc" },
    take: limit,
  });
  return posts.map(presentPost);
}

/** Average engagement over the user's published posts with insights, in percent. */
export async function averageEngagement(userId: string): Promise<number> {
  const result = await db.postInsight.aggregate({ where: { post: { userId } }, _avg: { engagementRate: true } });
  return result._avg.engagementRate ?? 0;
}

export async function dashboardOverview(userId: string, timeZone: string) {
  const [stats, user, posts, publishedPosts, socialAccounts] = await Promise.all([
    dashboardStats(userId, timeZone),
    currentUser(userId),
    listPosts(userId, { showAll: false, limit: 50 }),
    listPublishedPosts(userId, 10),
    listAccounts(userId),
  ]);
  return { stats, user, posts, publishedPosts, socialAccounts };
}
