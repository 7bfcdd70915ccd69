import { Prisma, type Post, type PostInsight, type PublishLog } from "@/server/db";
import { mediaKeyFromUrl, mediaUrl } from "@/server/services/media/storage";

/** Media URLs of a post, built from its stored keys (older rows stored URLs: their key is used). */
export function postMediaUrls(stored: string[]): string[] {
  return stored.flatMap((value) => {
    const key = mediaKeyFromUrl(value);
    return key ? [mediaUrl(key)] : [];
  });
}

type PresentedLog = Pick<PublishLog, "platform" | "status" | "platformPostId" | "platformPostUrl" | "error" | "attempt" | "completedAt">;
type PresentedInsight = Pick<PostInsight, "platform" | "impressions" | "clicks" | "likes" | "comments" | "shares" | "engagementRate" | "fetchedAt">;

/** What presentPost reads: a Prisma post with POST_INCLUDE, or a row of POST_ROW_COLUMNS. */
export type PostWithRelations = Pick<
  Post,
  | "id"
  | "content"
  | "platforms"
  | "status"
  | "scheduledAt"
  | "publishedAt"
  | "createdAt"
  | "updatedAt"
  | "aiGenerated"
  | "source"
  | "mediaKeys"
  | "errorMessage"
> & { mediaAlt?: string[] | null; publishLogs?: PresentedLog[]; insights?: PresentedInsight[]; publishWarnings?: string[] | null } & Partial<
    Pick<Post, "reviewIntent" | "reviewNote" | "submittedAt" | "userId">
  >;

/** The post object of every answer (spec part 1 §3): mediaUrls stays a JSON-encoded string as documented. */
export function presentPost(post: PostWithRelations) {
  const media = postMediaUrls(post.mediaKeys);
  // Index i describes media[i]: the same files postMediaUrls keeps ("" when none was given).
  const mediaAlt = post.mediaKeys.flatMap((value, i) => (mediaKeyFromUrl(value) ? [post.mediaAlt?.[i] ?? ""] : []));
  const latest = latestLogs(post.publishLogs ?? []);
  return {
    id: post.id,
    content: post.content,
    platforms: post.platforms,
    status: post.status,
    scheduledAt: post.scheduledAt,
    publishedAt: post.publishedAt,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    aiGenerated: post.aiGenerated,
    source: post.source,
    mediaUrls: JSON.stringify(media),
    media,
    /** Alt text of each of `media` ("" = none): an addition to the spec's post object. */
    mediaAlt,
    errorMessage: post.errorMessage,
    /** Why a scheduled post will not go out as planned (the preflight check); empty when nothing stands in the way. */
    publishWarnings: post.publishWarnings ?? [],
    /** Approval workflow (additions to the spec): what its author asked for while in review, the reviewer's latest note, when submitted. */
    reviewIntent: post.reviewIntent ?? null,
    reviewNote: post.reviewNote ?? null,
    submittedAt: post.submittedAt ?? null,
    /** Who wrote it (a member of the workspace): the cards offer an author's own actions (withdrawing) by it. */
    authorId: post.userId ?? null,
    publishLogs: latest.map((log) => ({
      platform: log.platform,
      status: log.status,
      platformPostId: log.platformPostId,
      platformPostUrl: log.platformPostUrl,
      error: log.error,
      attempt: log.attempt,
      completedAt: log.completedAt,
    })),
    insights: Object.fromEntries(
      (post.insights ?? []).map((i) => [
        i.platform,
        {
          impressions: i.impressions,
          clicks: i.clicks,
          likes: i.likes,
          comments: i.comments,
          shares: i.shares,
          engagementRate: i.engagementRate,
          fetchedAt: i.fetchedAt,
        },
      ]),
    ),
  };
}

export type PresentedPost = ReturnType<typeof presentPost>;

/** The latest attempt's log per network (an earlier attempt may already have published a network). */
function latestLogs<Log extends Pick<PresentedLog, "platform" | "status" | "attempt">>(logs: Log[]): Log[] {
  const latest = new Map<string, Log>();
  for (const log of [...logs].sort((a, b) => a.attempt - b.attempt)) {
    const previous = latest.get(log.platform);
    if (!previous || previous.status !== "published") latest.set(log.platform, log);
  }
  return [...latest.values()];
}

/**
 * What the calendar draws of a post (its text, networks, status and times) and, once it is
 * published, where it is live: about two thirds of the full post's JSON, for a month of several
 * hundred posts. Opening one for editing reads the whole post (GET /api/posts/{id}). Everything
 * here changes only with a write to the post row (its links are final once it is published), which
 * is what lets calendarSummaryDays cache it under the posts version.
 */
export const POST_SUMMARY_COLUMNS = Prisma.sql`
  p."id", p."content", COALESCE(p."platforms", '{}') AS "platforms", p."status"::text AS "status", p."scheduledAt", p."publishedAt",
  p."createdAt", p."updatedAt",
  (SELECT json_agg(json_build_object('platform', l."platform", 'status', l."status", 'platformPostUrl', l."platformPostUrl", 'attempt', l."attempt"))
     FROM "PublishLog" l WHERE l."postId" = p."id") AS "publishLogs"`;

export type PostSummaryRow = Pick<Post, "id" | "content" | "platforms" | "status" | "scheduledAt" | "publishedAt" | "createdAt" | "updatedAt"> & {
  publishLogs: Pick<PresentedLog, "platform" | "status" | "platformPostUrl" | "attempt">[] | null;
};

export function presentPostSummary(row: PostSummaryRow) {
  const { publishLogs, ...post } = row;
  const live = post.status === "published" ? latestLogs(publishLogs ?? []).filter((log) => log.status === "published" && log.platformPostUrl) : [];
  return { ...post, links: live.map((log) => ({ platform: log.platform, url: log.platformPostUrl! })) };
}

export type PresentedPostSummary = ReturnType<typeof presentPostSummary>;

export const POST_INCLUDE = { publishLogs: true, insights: true } as const;

/**
 * The columns presentPost reads, for a raw query over "Post" aliased `p`, with the post's publish
 * logs and insights as JSON: one round trip per list instead of Prisma's three (posts, then logs,
 * then insights), and no query compilation. Lists, the calendar and the dashboard read posts so.
 */
export const POST_ROW_COLUMNS = Prisma.sql`
  p."id", p."content", COALESCE(p."platforms", '{}') AS "platforms", p."status"::text AS "status", p."scheduledAt", p."publishedAt",
  p."createdAt", p."updatedAt", p."aiGenerated", p."source", COALESCE(p."mediaKeys", '{}') AS "mediaKeys", COALESCE(p."mediaAlt", '{}') AS "mediaAlt", p."errorMessage",
  COALESCE(p."publishWarnings", '{}') AS "publishWarnings", p."reviewIntent"::text AS "reviewIntent", p."reviewNote", p."submittedAt", p."userId",
  (SELECT json_agg(json_build_object('platform', l."platform", 'status', l."status", 'platformPostId', l."platformPostId",
            'platformPostUrl', l."platformPostUrl", 'error', l."error", 'attempt', l."attempt", 'completedAt', l."completedAt"))
     FROM "PublishLog" l WHERE l."postId" = p."id") AS "publishLogs",
  (SELECT json_agg(json_build_object('platform', i."platform", 'impressions', i."impressions", 'clicks', i."clicks", 'likes', i."likes",
            'comments', i."comments", 'shares', i."shares", 'engagementRate', i."engagementRate", 'fetchedAt', i."fetchedAt"))
     FROM "PostInsight" i WHERE i."postId" = p."id") AS "insights"`;

/** A row of POST_ROW_COLUMNS (a NULL list column reads as empty, as Prisma reads it): the JSON lists come with their times as strings, or null when empty. */
export type PostRow = Omit<PostWithRelations, "publishLogs" | "insights"> & {
  publishLogs: (Omit<PresentedLog, "completedAt"> & { completedAt: string | null })[] | null;
  insights: (Omit<PresentedInsight, "fetchedAt"> & { fetchedAt: string })[] | null;
};

export function presentPostRow(row: PostRow): PresentedPost {
  return presentPost({
    ...row,
    publishLogs: (row.publishLogs ?? []).map((log) => ({ ...log, completedAt: log.completedAt === null ? null : new Date(log.completedAt) })),
    insights: (row.insights ?? []).map((insight) => ({ ...insight, fetchedAt: new Date(insight.fetchedAt) })),
  });
}
