/**
 * What the system itself tells members (issue 26): a post failed to publish, an account needs
 * reconnecting, a post is at risk. Each is called inside the transaction that records the event,
 * with every event of the moment at once: one membership read and one insert per batch.
 *
 * Who is told: the post's author, and the workspace's owner and admins (who can reconnect accounts
 * and fix what others scheduled); for an account, the owner and admins. docs/decisions.md.
 */
import { networkLabel } from "@/lib/networks";
import type { Prisma } from "@/server/db";
import { notifyEach, type NotificationInput } from "./notify";

type Tx = Pick<Prisma.TransactionClient, "notification" | "membership">;

const EXCERPT = 80;

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > EXCERPT ? `“${line.slice(0, EXCERPT - 1)}…”` : `“${line}”`;
}

/** workspace id → its owner and admins. */
async function managersOf(tx: Tx, workspaceIds: readonly string[]): Promise<Map<string, string[]>> {
  const ids = [...new Set(workspaceIds)];
  const rows = ids.length
    ? await tx.membership.findMany({
        where: { workspaceId: { in: ids }, role: { in: ["OWNER", "ADMIN"] } },
        select: { workspaceId: true, userId: true },
      })
    : [];
  const byWorkspace = new Map<string, string[]>();
  for (const row of rows) byWorkspace.set(row.workspaceId, [...(byWorkspace.get(row.workspaceId) ?? []), row.userId]);
  return byWorkspace;
}

/** The post's own columns: its id, workspace, author and text. */
export interface PostEvent {
  id: string;
  workspaceId: string;
  userId: string;
  content: string;
}

async function notifyAboutPosts<P extends PostEvent>(
  tx: Tx,
  posts: readonly P[],
  input: (post: P) => Omit<NotificationInput, "recipientIds" | "workspaceId" | "postId">,
) {
  if (posts.length === 0) return 0;
  const managers = await managersOf(
    tx,
    posts.map((p) => p.workspaceId),
  );
  return notifyEach(
    tx,
    posts.map((post) => ({
      ...input(post),
      recipientIds: [post.userId, ...(managers.get(post.workspaceId) ?? [])],
      workspaceId: post.workspaceId,
      postId: post.id,
    })),
  );
}

/** Posts that failed for good (the worker's final failure, or the sweeper's). */
export function notifyPostsFailed(tx: Tx, posts: readonly (PostEvent & { errorMessage: string | null })[]): Promise<number> {
  return notifyAboutPosts(tx, posts, (post) => ({
    kind: "post_failed",
    title: `A post failed to publish: ${excerpt(post.content)}`,
    body: post.errorMessage ?? "",
    link: `/posts?tab=failed&post=${post.id}`,
  }));
}

/** Scheduled posts whose preflight warnings just appeared (not on every check). */
export function notifyPostsAtRisk(tx: Tx, posts: readonly (PostEvent & { warnings: string[] })[]): Promise<number> {
  return notifyAboutPosts(tx, posts, (post) => ({
    kind: "post_at_risk",
    title: `A scheduled post may not go out as planned: ${excerpt(post.content)}`,
    body: post.warnings.join(" "),
    link: `/posts?tab=scheduled&post=${post.id}`,
  }));
}

/** The account's own columns; lastRefreshError says why it needs reconnecting. */
export interface AccountEvent {
  workspaceId: string;
  platform: string;
  accountName: string;
  lastRefreshError: string | null;
}

/** Accounts just marked for reconnection (their token could not be renewed). */
export async function notifyAccountsNeedReconnecting(tx: Tx, accounts: readonly AccountEvent[]): Promise<number> {
  if (accounts.length === 0) return 0;
  const managers = await managersOf(
    tx,
    accounts.map((a) => a.workspaceId),
  );
  return notifyEach(
    tx,
    accounts.map((account) => ({
      kind: "account_reconnect",
      recipientIds: managers.get(account.workspaceId) ?? [],
      workspaceId: account.workspaceId,
      title: `Reconnect ${networkLabel(account.platform)} (${account.accountName}): scheduled posts there will not go out until you do`,
      body: account.lastRefreshError ?? "",
      link: "/accounts",
    })),
  );
}

/** A webhook endpoint that kept failing was disabled (issue 28): the workspace's owner and admins are told. */
export async function notifyWebhookDisabled(tx: Tx, endpoint: { workspaceId: string; url: string; reason: string }): Promise<number> {
  const managers = await managersOf(tx, [endpoint.workspaceId]);
  return notifyEach(tx, [
    {
      kind: "webhook_disabled",
      recipientIds: managers.get(endpoint.workspaceId) ?? [],
      workspaceId: endpoint.workspaceId,
      title: `Webhook endpoint disabled: ${endpoint.url}`,
      body: endpoint.reason,
      link: "/workspace/webhooks",
    },
  ]);
}
