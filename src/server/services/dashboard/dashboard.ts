/** What the dashboard, the posts list and the calendar read: the active workspace's (issue 26). */
import { db, Prisma, sql, type SocialAccount } from "@/server/db";
import { startOfMonthIn } from "@/lib/time";
import { currentUser } from "@/server/services/auth/sign-in";
import { accountCharLimit, withEndedTokensRenewed, workspaceAccounts, workspaceAccountsSql } from "@/server/services/accounts/connected";
import { pagePosts, type ListScope } from "@/server/services/posts/list";
import { VersionedCache } from "@/server/services/posts/versioned-cache";

export async function listAccounts(workspaceId: string) {
  // On the driver (db.ts): the dashboard and the calendar read it on every visit. Inactive rows are
  // logins still choosing which account to connect (a Facebook Page): not connected yet.
  const accounts = await withEndedTokensRenewed(
    await sql<
      Pick<SocialAccount, "id" | "platform" | "accountName" | "username" | "isActive" | "isExpired" | "expiresAt" | "createdAt" | "metadata">
    >(Prisma.sql`
    SELECT "id", "platform", "accountName", "username", "isActive", "isExpired", "expiresAt", "createdAt", "metadata"
      FROM "SocialAccount" WHERE ${workspaceAccountsSql(workspaceId)} AND "isActive" ORDER BY "createdAt" ASC`),
  );
  return accounts.map((a) => ({
    id: a.id,
    platform: a.platform,
    accountName: a.accountName,
    username: a.username,
    isActive: a.isActive,
    isExpired: !a.usable,
    createdAt: a.createdAt,
    charLimit: accountCharLimit(a.platform, a.metadata),
  }));
}

type DashboardCounts = { scheduled: number; at_risk: number; this_month: number };

/**
 * The dashboard's counts (a busy workspace schedules thousands of posts: counting them is most of a
 * dashboard request), cached in this process under the workspace's posts version like the tab
 * counts (../posts/versioned-cache.ts): any write of its posts, the preflight's warnings included,
 * moves the version on; concurrent misses share one count.
 */
const countsCache = new VersionedCache<DashboardCounts[]>(2_000);

function dashboardCounts(workspaceId: string, monthStart: Date): Promise<DashboardCounts[]> {
  return countsCache.get(workspaceId, [monthStart.getTime()], () =>
    // The counts in one round trip, each from its own (workspaceId, …) index.
    sql<DashboardCounts>(Prisma.sql`
      SELECT (SELECT COUNT(*) FROM "Post" WHERE "workspaceId" = ${workspaceId} AND "status" = 'scheduled')::int AS "scheduled",
             (SELECT COUNT(*) FROM "Post" WHERE "publishWarningAt" IS NOT NULL AND "workspaceId" = ${workspaceId} AND "status" = 'scheduled')::int AS "at_risk",
             (SELECT COUNT(*) FROM "Post" WHERE "workspaceId" = ${workspaceId} AND "createdAt" >= ${monthStart})::int AS "this_month"`),
  );
}

/** `accounts`: the workspace's accounts when the caller has them already (the dashboard lists them too). */
export async function dashboardStats(workspaceId: string, timeZone: string, accounts?: Promise<{ isExpired: boolean }[]>) {
  const [[counts], usable] = await Promise.all([
    dashboardCounts(workspaceId, startOfMonthIn(timeZone)),
    accounts
      ? accounts.then((list) => list.filter((a) => !a.isExpired).length)
      : db.socialAccount
          .findMany({ where: workspaceAccounts(workspaceId), select: { id: true, isActive: true, isExpired: true, expiresAt: true } })
          .then(withEndedTokensRenewed)
          .then((list) => list.filter((a) => a.usable).length),
  ]);
  return { scheduledPosts: counts!.scheduled, scheduledPostsAtRisk: counts!.at_risk, connectedAccounts: usable, postsThisMonth: counts!.this_month };
}

/** All posts (showAll) or the upcoming scheduled ones, newest first / soonest first. */
export async function listPosts(scope: ListScope, options: { showAll: boolean; limit: number }) {
  const page = await pagePosts(scope, { status: options.showAll ? undefined : "scheduled", limit: options.limit });
  return page.data;
}

export async function listPublishedPosts(scope: ListScope, limit: number) {
  return (await pagePosts(scope, { status: "published", limit })).data;
}

/** Average engagement over the workspace's published posts with insights, in percent. */
export async function averageEngagement(workspaceId: string): Promise<number> {
  const result = await db.postInsight.aggregate({ where: { post: { workspaceId } }, _avg: { engagementRate: true } });
  return result._avg.engagementRate ?? 0;
}

/** The dashboard shows the next 5 scheduled posts; `upcoming` is how many of them it returns. */
export const DASHBOARD_UPCOMING = { default: 10, max: 100 } as const;

/** The active workspace's dashboard, as `scope.memberId` sees it (the user in the answer is the member). */
export async function dashboardOverview(scope: ListScope, timeZone: string, upcoming: number = DASHBOARD_UPCOMING.default) {
  const accounts = listAccounts(scope.workspaceId);
  const [stats, user, posts, publishedPosts, socialAccounts] = await Promise.all([
    dashboardStats(scope.workspaceId, timeZone, accounts),
    currentUser(scope.memberId),
    listPosts(scope, { showAll: false, limit: upcoming }),
    listPublishedPosts(scope, 10),
    accounts,
  ]);
  return { stats, user, posts, publishedPosts, socialAccounts };
}
