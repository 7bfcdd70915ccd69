/**
 * The one place a connected account is marked as needing reconnection (isExpired, with the reason),
 * and so the one place its workspace's owners and admins are told (notifyAccountsNeedReconnecting),
 * in the transaction that marks it: a notification exists exactly when the mark was committed, and
 * an account already marked is neither marked nor announced again.
 */
import { db, type Prisma } from "@/server/db";
import { logger } from "@/server/logger";
import { recordWebhookEvent } from "@/server/services/webhooks/record";
import { notifyAccountsNeedReconnecting } from "@/server/services/notifications/system-events";

/** Marks the accounts matching `where` (not yet marked) for reconnection; answers how many were marked. */
export async function markForReconnection(where: Prisma.SocialAccountWhereInput, reason: string): Promise<number> {
  const marked = await db.$transaction(
    async (tx) => {
      const accounts = await tx.socialAccount.updateManyAndReturn({
        where: { AND: [where, { isExpired: false }] },
        data: { isExpired: true, lastRefreshError: reason },
        select: { id: true, workspaceId: true, platform: true, accountName: true, lastRefreshError: true, expiresAt: true },
      });
      await notifyAccountsNeedReconnecting(tx, accounts);
      // account.expired: its access ended; account.needs_reconnecting: the network refused it otherwise.
      const now = Date.now();
      await recordWebhookEvent(
        tx,
        ...accounts.map((a) => ({
          workspaceId: a.workspaceId,
          type: a.expiresAt && a.expiresAt.getTime() <= now ? ("account.expired" as const) : ("account.needs_reconnecting" as const),
          data: { account: { id: a.id, network: a.platform, name: a.accountName }, reason },
        })),
      );
      return accounts;
    },
    // A bulk expiry (a network's tokens all ended while the worker was down) writes one row per account.
    { timeout: 60_000 },
  );
  if (marked.length > 0) {
    const platforms = [...new Set(marked.map((a) => a.platform))];
    logger.warn(
      { count: marked.length, platforms, accountIds: marked.slice(0, 20).map((a) => a.id), reason },
      "connected accounts need reconnecting",
    );
  }
  return marked.length;
}
