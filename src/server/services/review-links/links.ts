/**
 * Client review links (issue 26): an admin shares a revocable, expiring link to a read-only preview
 * of chosen posts or of a calendar range. Created, listed and revoked here (admins, through
 * workspaceProcedure("ADMIN")); opened by token in openReviewLink, the one check behind every public
 * review procedure (reviewLinkProcedure in src/server/api/trpc.ts).
 */
import { db, type ReviewLink } from "@/server/db";
import { AppError, NotFound, ValidationError } from "@/server/errors";
import { env } from "@/env";
import type { NetworkKey } from "@/lib/networks";
import type { Actor } from "@/server/services/workspaces/actor";
import { hashReviewToken, looksLikeReviewToken, newReviewToken } from "./tokens";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Longest a link may live, and the longest calendar range it may show. */
export const MAX_LINK_DAYS = 90;
export const MAX_RANGE_DAYS = 92;
/** Most posts one link may name. */
export const MAX_LINK_POSTS = 100;

export type ReviewScope = { kind: "posts"; postIds: string[] } | { kind: "range"; from: Date; to: Date; networks: NetworkKey[] };

export interface NewReviewLink {
  label: string;
  scope: ReviewScope;
  expiresAt: Date;
}

export type ReviewLinkState = "active" | "expired" | "revoked";

export function reviewLinkUrl(token: string): string {
  return `${env().APP_URL.replace(/\/$/, "")}/review/${token}`;
}

export function scopeOf(link: Pick<ReviewLink, "postIds" | "rangeFrom" | "rangeTo" | "networks">): ReviewScope {
  if (link.rangeFrom && link.rangeTo) return { kind: "range", from: link.rangeFrom, to: link.rangeTo, networks: link.networks as NetworkKey[] };
  return { kind: "posts", postIds: link.postIds };
}

export function linkState(link: Pick<ReviewLink, "expiresAt" | "revokedAt">, now = new Date()): ReviewLinkState {
  if (link.revokedAt) return "revoked";
  return link.expiresAt <= now ? "expired" : "active";
}

async function checkScope(workspaceId: string, scope: ReviewScope): Promise<ReviewScope> {
  if (scope.kind === "range") {
    const span = scope.to.getTime() - scope.from.getTime();
    if (span <= 0) throw ValidationError("The range must end after it starts.");
    if (span > MAX_RANGE_DAYS * DAY_MS) throw ValidationError(`A review link shows at most ${MAX_RANGE_DAYS} days.`);
    return { ...scope, networks: [...new Set(scope.networks)] };
  }
  const postIds = [...new Set(scope.postIds)];
  if (postIds.length === 0) throw ValidationError("Choose at least one post.");
  if (postIds.length > MAX_LINK_POSTS) throw ValidationError(`A review link shows at most ${MAX_LINK_POSTS} posts.`);
  const found = await db.post.count({ where: { id: { in: postIds }, workspaceId } });
  // Another workspace's post is answered as a missing one: ids do not leak.
  if (found !== postIds.length) throw NotFound("Post");
  return { kind: "posts", postIds };
}

/** Creates a link; the answer carries its URL, the only time the token is ever shown. */
export async function createReviewLink(actor: Actor, input: NewReviewLink, now = new Date()) {
  const label = input.label.trim();
  if (!label) throw ValidationError("Give the link a label, e.g. the client's name.");
  if (input.expiresAt <= now) throw ValidationError("The expiry must be in the future.");
  if (input.expiresAt.getTime() - now.getTime() > MAX_LINK_DAYS * DAY_MS + 60_000) {
    throw ValidationError(`A review link lives at most ${MAX_LINK_DAYS} days.`);
  }
  const scope = await checkScope(actor.workspaceId, input.scope);
  const token = newReviewToken();
  const link = await db.reviewLink.create({
    data: {
      workspaceId: actor.workspaceId,
      label,
      createdById: actor.userId,
      tokenHash: hashReviewToken(token),
      expiresAt: input.expiresAt,
      ...(scope.kind === "posts" ? { postIds: scope.postIds } : { rangeFrom: scope.from, rangeTo: scope.to, networks: scope.networks }),
    },
    include: LIST_INCLUDE,
  });
  return { link: presentLink(link, now), url: reviewLinkUrl(token) };
}

const LIST_INCLUDE = { createdBy: { select: { name: true } }, _count: { select: { actions: true } } } as const;
type ListedLink = ReviewLink & { createdBy: { name: string | null } | null; _count: { actions: number } };

/** What members see of a link: never its token (only its hash is kept) nor anyone's e-mail. */
function presentLink(link: ListedLink, now: Date) {
  return {
    id: link.id,
    label: link.label,
    scope: scopeOf(link),
    state: linkState(link, now),
    expiresAt: link.expiresAt,
    revokedAt: link.revokedAt,
    createdAt: link.createdAt,
    lastOpenedAt: link.lastOpenedAt,
    createdBy: link.createdBy?.name ?? null,
    actions: link._count.actions,
  };
}

export type PresentedReviewLink = ReturnType<typeof presentLink>;

/** The workspace's links, newest first, a bounded page at a time. */
export async function listReviewLinks(workspaceId: string, page: { limit: number; cursor?: string }) {
  const rows = await db.reviewLink.findMany({
    where: { workspaceId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: page.limit + 1,
    ...(page.cursor ? { cursor: { id: page.cursor }, skip: 1 } : {}),
    include: LIST_INCLUDE,
  });
  const now = new Date();
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  return { links: shown.map((row) => presentLink(row, now)), nextCursor: more ? shown[shown.length - 1]!.id : null };
}

/** Revokes a link of the workspace (again: no change). Another workspace's link is not found. */
export async function revokeReviewLink(workspaceId: string, linkId: string) {
  const { count } = await db.reviewLink.updateMany({ where: { id: linkId, workspaceId, revokedAt: null }, data: { revokedAt: new Date() } });
  const link = await db.reviewLink.findFirst({ where: { id: linkId, workspaceId }, include: LIST_INCLUDE });
  if (!link) throw NotFound("Review link");
  return { link: presentLink(link, new Date()), revoked: count === 1 };
}

export const UNKNOWN_LINK_MESSAGE = "This review link does not exist. Check that the address is complete.";
export const REVOKED_LINK_MESSAGE = "This review link was turned off by the team that shared it. Ask them for a new one.";
export const EXPIRED_LINK_MESSAGE = "This review link has expired. Ask the team that shared it for a new one.";

/** A link that is no longer open: 410 on the REST door (rest-adapter reads `gone`), 404 on tRPC. */
function gone(message: string, reason: "expired" | "revoked"): AppError {
  return new AppError("NOT_FOUND", message, { gone: true, reason });
}

export type OpenReviewLink = Pick<
  ReviewLink,
  "id" | "workspaceId" | "label" | "createdById" | "postIds" | "rangeFrom" | "rangeTo" | "networks" | "expiresAt"
>;

/**
 * The link a token opens, or why not: unknown (404), revoked or expired (gone). The answer says no
 * more than that: not whose link it was, nor what it showed.
 */
export async function openReviewLink(token: string, now = new Date()): Promise<OpenReviewLink> {
  if (!looksLikeReviewToken(token)) throw new AppError("NOT_FOUND", UNKNOWN_LINK_MESSAGE);
  const link = await db.reviewLink.findUnique({ where: { tokenHash: hashReviewToken(token) } });
  if (!link) throw new AppError("NOT_FOUND", UNKNOWN_LINK_MESSAGE);
  const state = linkState(link, now);
  if (state === "revoked") throw gone(REVOKED_LINK_MESSAGE, "revoked");
  if (state === "expired") throw gone(EXPIRED_LINK_MESSAGE, "expired");
  return link;
}

/** Notes that the link was opened; at most once a minute, so a busy preview does not write on every load. */
export async function markOpened(linkId: string, now = new Date()): Promise<void> {
  await db.reviewLink.updateMany({
    where: { id: linkId, OR: [{ lastOpenedAt: null }, { lastOpenedAt: { lt: new Date(now.getTime() - 60_000) } }] },
    data: { lastOpenedAt: now },
  });
}
