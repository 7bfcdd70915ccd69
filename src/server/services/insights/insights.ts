/** Engagement numbers per published post and network, read from the networks that offer them. */
import { throttleUser } from "@/server/services/ai/throttle";
import { env } from "@/env";
import { db } from "@/server/db";
import { logger } from "@/server/logger";
import { getProvider } from "@/server/integrations/social";
import type { PostMetrics } from "@/server/integrations/social/types";
import { isUsable, toProviderAccount } from "@/server/services/accounts/connected";
import { renewEndedToken } from "@/server/services/accounts/refresh";
import { loadAccount } from "@/server/services/publishing/batch";
import type { NetworkKey } from "@/lib/networks";

/** Interactions per impression, in percent (0 when the network reports no impressions). */
export function engagementRate(m: PostMetrics): number {
  if (m.impressions <= 0) return 0;
  return ((m.likes + m.comments + m.shares + m.clicks) / m.impressions) * 100;
}

const LOOKBACK_DAYS = 90;

/**
 * Refreshes the insights of published posts: a workspace's, one user's (scripts, tests), or everyone's
 * for the periodic job. Each post is read through its workspace's account, the one it was published on.
 */
export async function refreshInsights(scope?: string | { workspaceId: string }): Promise<{ updatedCount: number }> {
  const since = new Date(Date.now() - LOOKBACK_DAYS * 24 * 3600_000);
  const posts = scope === undefined ? {} : typeof scope === "string" ? { post: { userId: scope } } : { post: { workspaceId: scope.workspaceId } };
  const logs = await db.publishLog.findMany({
    where: { status: "published", platformPostId: { not: null }, completedAt: { gte: since }, ...posts },
    select: { postId: true, platform: true, platformPostId: true, post: { select: { workspaceId: true } } },
  });
  const accounts = new Map<string, Awaited<ReturnType<typeof db.socialAccount.findUnique>>>();
  const updatedPosts = new Set<string>();
  for (const log of logs) {
    const provider = getProvider(log.platform as NetworkKey);
    if (!provider?.metrics) continue;
    const key = `${log.post.workspaceId}:${log.platform}`;
    if (!accounts.has(key)) {
      const found = await loadAccount(log.post.workspaceId, log.platform);
      accounts.set(key, found && (await renewEndedToken(found)).account);
    }
    const account = accounts.get(key);
    if (!account || !isUsable(account)) continue;
    try {
      const metrics = await provider.metrics({
        account: toProviderAccount(account),
        platformPostId: log.platformPostId!,
        signal: AbortSignal.timeout(env().NETWORK_TIMEOUT_MS),
      });
      if (!metrics) continue;
      const data = { ...metrics, engagementRate: engagementRate(metrics), fetchedAt: new Date() };
      await db.postInsight.upsert({
        where: { postId_platform: { postId: log.postId, platform: log.platform } },
        create: { postId: log.postId, platform: log.platform, ...data },
        update: data,
      });
      updatedPosts.add(log.postId);
    } catch (err) {
      logger.warn({ postId: log.postId, platform: log.platform, err: (err as Error).message }, "could not read insights");
    }
  }
  return { updatedCount: updatedPosts.size };
}

/** A member's "Refresh insights" of the active workspace: rate-limited per member, since every refresh calls the networks. */
export async function refreshWorkspaceInsights(userId: string, workspaceId: string): Promise<{ updatedCount: number }> {
  await throttleUser(userId, "refreshInsights");
  return refreshInsights({ workspaceId });
}
