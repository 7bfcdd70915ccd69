/**
 * The bell (issue 26): a member's own notifications across every workspace they belong to, newest
 * first, the unread count and marking read. Every open page polls the count, so it is one
 * index-only scan of (userId, readAt), counted no further than UNREAD_COUNT_CAP.
 */
import { db, Prisma, sql } from "@/server/db";
import { NotFound, ValidationError } from "@/server/errors";
import { isNotificationKind, type NotificationKind } from "./kinds";

/** The bell shows "99+" past this: counting further would make the poll cost grow with the backlog. */
export const UNREAD_COUNT_CAP = 100;
export const NOTIFICATION_PAGE_MAX = 50;

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  postId: string | null;
  /** Where it happened, named (null: the member's own account). */
  workspace: { id: string; name: string; personal: boolean } | null;
  read: boolean;
  createdAt: Date;
}

export interface NotificationPage {
  items: NotificationItem[];
  nextCursor: string | null;
}

interface Row {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  postId: string | null;
  workspaceId: string | null;
  workspaceName: string | null;
  workspaceKind: string | null;
  readAt: Date | null;
  createdAt: Date;
}

/** A page boundary: the last item's time and id (ties on createdAt are ordered by id). */
function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [time, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(time ?? "");
  if (!id || Number.isNaN(createdAt.getTime())) throw ValidationError("cursor is not one this list gave out.");
  return { createdAt, id };
}

function toItem(row: Row): NotificationItem {
  return {
    id: row.id,
    // A kind this build does not know (written by a newer one) is shown as a comment: text, link.
    kind: isNotificationKind(row.kind) ? row.kind : "comment",
    title: row.title,
    body: row.body,
    link: row.link,
    postId: row.postId,
    workspace: row.workspaceId ? { id: row.workspaceId, name: row.workspaceName ?? "", personal: row.workspaceKind === "personal" } : null,
    read: row.readAt !== null,
    createdAt: row.createdAt,
  };
}

/** One page of the member's notifications, newest first. */
export async function listNotifications(userId: string, query: { limit: number; cursor?: string; unreadOnly?: boolean }): Promise<NotificationPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await sql<Row>(Prisma.sql`
    SELECT n."id", n."kind", n."title", n."body", n."link", n."postId", n."workspaceId", n."readAt", n."createdAt",
           w."name" AS "workspaceName", w."kind"::text AS "workspaceKind"
      FROM "Notification" n LEFT JOIN "Workspace" w ON w."id" = n."workspaceId"
     WHERE n."userId" = ${userId}
       ${query.unreadOnly ? Prisma.sql`AND n."readAt" IS NULL` : Prisma.empty}
       ${after ? Prisma.sql`AND (n."createdAt", n."id") < (${after.createdAt}::timestamptz, ${after.id})` : Prisma.empty}
     ORDER BY n."createdAt" DESC, n."id" DESC
     LIMIT ${query.limit + 1}`);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { items: page.map(toItem), nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

/** Unread notifications, counted up to UNREAD_COUNT_CAP (an index-only scan). */
export async function unreadCount(userId: string): Promise<number> {
  const [row] = await sql<{ n: number }>(Prisma.sql`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM "Notification" WHERE "userId" = ${userId} AND "readAt" IS NULL LIMIT ${UNREAD_COUNT_CAP}
    ) unread`);
  return row?.n ?? 0;
}

/** Marks one of the member's notifications read (again is fine); another member's is not found. */
export async function markNotificationRead(userId: string, id: string): Promise<void> {
  const { count } = await db.notification.updateMany({ where: { id, userId, readAt: null }, data: { readAt: new Date() } });
  if (count > 0) return;
  const mine = await db.notification.findFirst({ where: { id, userId }, select: { id: true } });
  if (!mine) throw NotFound("Notification");
}

/** Marks every unread notification of the member read; answers how many were. */
export async function markAllNotificationsRead(userId: string): Promise<number> {
  const { count } = await db.notification.updateMany({ where: { userId, readAt: null }, data: { readAt: new Date() } });
  return count;
}
