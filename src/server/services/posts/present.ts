import type { Post, PostInsight, PublishLog } from "@/server/db";
import { mediaKeyFromUrl, mediaUrl } from "@/server/services/media/storage";

/** Media URLs of a post, built from its stored keys (older rows stored URLs: their key is used). */
export function postMediaUrls(stored: string[]): string[] {
  return stored.flatMap((value) => {
    const key = mediaKeyFromUrl(value);
    return key ? [mediaUrl(key)] : [];
  });
}

export type PostWithRelations = Post & { publishLogs?: PublishLog[]; insights?: PostInsight[] };

/** The post object of every answer (spec part 1 §3): mediaUrls stays a JSON-encoded string as documented. */
export function presentPost(post: PostWithRelations) {
  // Latest attempt's log per platform (an earlier attempt may already have published a network).
  const latest = new Map<string, PublishLog>();
  for (const log of [...(post.publishLogs ?? [])].sort((a, b) => a.attempt - b.attempt)) {
    const previous = latest.get(log.platform);
    if (!previous || previous.status !== "published") latest.set(log.platform, log);
  }
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
    mediaUrls: JSON.stringify(postMediaUrls(post.mediaUrls)),
    media: postMediaUrls(post.mediaUrls),
    errorMessage: post.errorMessage,
    publishLogs: [...latest.values()].map((log) => ({
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
        { impressions: i.impressions, clicks: i.clicks, likes: i.likes, comments: i.comments, shares: i.shares, engagementRate: i.engagementRate, fetchedAt: i.fetchedAt },
      ]),
    ),
  };
}

export type PresentedPost = ReturnType<typeof presentPost>;

export const POST_INCLUDE = { publishLogs: true, insights: true } as const;
