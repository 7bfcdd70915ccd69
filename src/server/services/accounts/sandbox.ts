/**
 * The built-in sandbox network's account: connected in one click (no OAuth round-trip, no keys),
 * its misbehaviour setting, and its local feed. Present only where the server enables it
 * (SANDBOX_NETWORK; on by default outside production).
 */
import { recordWebhookEvent } from "@/server/services/webhooks/record";
import { randomBytes } from "node:crypto";
import { sandboxEnabled } from "@/env";
import { NETWORKS } from "@/lib/networks";
import { db } from "@/server/db";
import { AppError, NotFound } from "@/server/errors";
import { encryptSecret } from "@/server/lib/crypto";
import { SANDBOX_BEHAVIOURS, sandboxFeedPath, simulatedMetrics, type SandboxBehaviour } from "@/server/integrations/social/sandbox";
import { recordActivity } from "@/server/services/activity";
import { personalWorkspaceId } from "@/server/services/workspaces/membership";
import type { AccountOwner } from "./oauth";

const LABEL = NETWORKS.sandbox.label;
export const SANDBOX_DISABLED_MESSAGE = `The ${LABEL} is switched off on this server (set SANDBOX_NETWORK=true to enable it).`;

/** Refuses with a 4xx that says so when the sandbox is switched off. */
export function requireSandbox(): void {
  if (!sandboxEnabled()) throw new AppError("BAD_REQUEST", SANDBOX_DISABLED_MESSAGE, { sandboxDisabled: true });
}

/** A readable, unique handle for the feed's address: the user's name (or e-mail) and a short suffix. */
function newHandle(name: string | null, email: string): string {
  const base = (name || email.split("@")[0] || "me")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 24);
  return `${base || "me"}-${randomBytes(3).toString("hex")}`;
}

export interface SandboxAccountView {
  handle: string;
  feedPath: string;
  nextPost: SandboxBehaviour | null;
}

function present(account: { username: string | null; platformUserId: string; sandboxNextPost: string | null }): SandboxAccountView {
  const handle = account.username ?? account.platformUserId;
  const nextPost = (SANDBOX_BEHAVIOURS as readonly string[]).includes(account.sandboxNextPost ?? "")
    ? (account.sandboxNextPost as SandboxBehaviour)
    : null;
  return { handle, feedPath: sandboxFeedPath(handle), nextPost };
}

/** One click: creates (or keeps) the workspace's sandbox account. Its feed keeps its handle across reconnects. */
export async function connectSandbox(owner: AccountOwner): Promise<{ message: string; account: SandboxAccountView }> {
  requireSandbox();
  const { userId, workspaceId } = owner;
  const existing = await db.socialAccount.findUnique({ where: { workspaceId_platform: { workspaceId, platform: "sandbox" } } });
  if (existing) return { message: `${LABEL} is already connected.`, account: present(existing) };
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, email: true } });
  // A former feed of this workspace keeps its address when the sandbox is connected again.
  const former = await db.sandboxPost.findFirst({ where: { workspaceId }, orderBy: { createdAt: "desc" }, select: { handle: true } });
  const handle = former?.handle ?? newHandle(user.name, user.email);
  const account = await db.$transaction(async (tx) => {
    const row = await tx.socialAccount.upsert({
      where: { workspaceId_platform: { workspaceId, platform: "sandbox" } },
      create: {
        userId,
        workspaceId,
        platform: "sandbox",
        platformUserId: userId,
        accountName: user.name || handle,
        username: handle,
        // Never used to call anything: the sandbox needs no token, the column does.
        accessTokenEnc: encryptSecret(`sandbox-${randomBytes(16).toString("hex")}`),
        scopes: [],
      },
      update: {},
    });
    await recordWebhookEvent(tx, {
      workspaceId,
      type: "account.connected",
      data: { account: { id: row.id, network: "sandbox", name: row.accountName }, reconnected: false, connectedBy: userId },
    });
    return row;
  });
  await recordActivity(userId, "account.connected", { platform: "sandbox", accountName: account.accountName, reconnected: false, workspaceId });
  return { message: `${LABEL} connected.`, account: present(account) };
}

/** The workspace's sandbox account's settings, or null when not connected. */
export async function sandboxAccount(workspaceId: string): Promise<SandboxAccountView | null> {
  if (!sandboxEnabled()) return null;
  const account = await db.socialAccount.findUnique({ where: { workspaceId_platform: { workspaceId, platform: "sandbox" } } });
  return account ? present(account) : null;
}

/** How the next post to the sandbox behaves (null: normally). */
export async function setSandboxNextPost(
  workspaceId: string,
  nextPost: SandboxBehaviour | null,
): Promise<{ message: string; account: SandboxAccountView }> {
  requireSandbox();
  const updated = await db.socialAccount.updateMany({ where: { workspaceId, platform: "sandbox" }, data: { sandboxNextPost: nextPost } });
  if (updated.count === 0) throw new AppError("BAD_REQUEST", `Connect the ${LABEL} first.`);
  const account = await sandboxAccount(workspaceId);
  const messages: Record<SandboxBehaviour | "normal", string> = {
    normal: "The sandbox will publish the next post normally.",
    fail: "The sandbox will refuse the next post (a permanent error).",
    rate_limit: "The sandbox will rate-limit the next post (429, then it succeeds on retry).",
    slow: "The sandbox will answer the next post too late (the publish times out and needs review; the post shows up on the feed a moment later).",
  };
  return { message: messages[nextPost ?? "normal"], account: account! };
}

export const FEED_PAGE_SIZE = 20;

export interface SandboxFeedPage {
  handle: string;
  accountName: string;
  posts: { id: string; text: string; mediaUrls: string[]; createdAt: Date; insights: ReturnType<typeof simulatedMetrics> }[];
  nextCursor: string | null;
}

/**
 * A feed page, newest first, for the members of the workspace its account (and its posts) belong to:
 * anyone else (and a switched-off sandbox) gets NotFound, like a feed that does not exist.
 */
export async function sandboxFeed(where: { workspaceId: string } | string, handle: string, cursor?: string | null): Promise<SandboxFeedPage> {
  if (!sandboxEnabled()) throw NotFound("Feed");
  // A bare user id (scripts, tests): that user's personal workspace.
  const workspaceId = typeof where === "string" ? await personalWorkspaceId(where) : where.workspaceId;
  if (!workspaceId) throw NotFound("Feed");
  const account = await db.socialAccount.findFirst({ where: { workspaceId, platform: "sandbox", username: handle }, select: { accountName: true } });
  const owns = account ?? (await db.sandboxPost.findFirst({ where: { workspaceId, handle }, select: { id: true } }));
  if (!owns) throw NotFound("Feed");
  const rows = await db.sandboxPost.findMany({
    where: { workspaceId, handle },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: FEED_PAGE_SIZE + 1,
    ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
  });
  const page = rows.slice(0, FEED_PAGE_SIZE);
  return {
    handle,
    accountName: account?.accountName ?? handle,
    posts: page.map((p) => ({ id: p.id, text: p.text, mediaUrls: p.mediaUrls, createdAt: p.createdAt, insights: simulatedMetrics(p.id) })),
    nextCursor: rows.length > FEED_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}
