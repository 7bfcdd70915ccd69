/**
 * A post's internal comment thread (issue 26). Every member of the post's workspace reads and writes
 * it, clients included (they review; see docs/decisions.md); authors edit and delete their own
 * comments, admins and owners delete any. Mentions are member ids picked in the page's member picker,
 * checked against the workspace's membership when written; a mention tells that member (kind
 * `mention`), a comment tells the post's author and the earlier commenters (kind `comment`), through
 * notify() in the comment's transaction.
 */
import { db, Prisma, sql, type PostComment } from "@/server/db";
import { Forbidden, NotFound, ValidationError } from "@/server/errors";
import { notify } from "@/server/services/notifications/notify";
import type { Actor } from "@/server/services/workspaces/actor";
import { roleAtLeast, type WorkspaceRole } from "@/server/services/workspaces/roles";

export const COMMENT_MAX = 5000;
export const COMMENT_PAGE_MAX = 100;
/** At most this many members are mentioned in one comment (each is told). */
export const MENTIONS_MAX = 20;

export interface CommentInput {
  body: string;
  mentionIds?: string[];
}

/** Who reads the thread: the member and their role (what they may edit or delete). */
export interface Viewer {
  actor: Actor;
  role: WorkspaceRole;
}

type Member = { id: string; name: string };

async function workspacePost(actor: Actor, postId: string) {
  const post = await db.post.findFirst({ where: { id: postId, workspaceId: actor.workspaceId }, select: { id: true, userId: true, content: true } });
  if (!post) throw NotFound("Post");
  return post;
}

/** The text as stored: trimmed, not blank, within the limit. It is plain text: pages render it escaped. */
function checkedBody(body: string): string {
  const text = body.trim();
  if (text.length === 0) throw ValidationError("Write a comment first.");
  if (text.length > COMMENT_MAX) throw ValidationError(`A comment can be at most ${COMMENT_MAX} characters.`);
  return text;
}

/** The mentioned members, each a member of the workspace (anyone else is refused, not dropped). */
async function mentionedMembers(workspaceId: string, ids: readonly string[] = []): Promise<Member[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (unique.length > MENTIONS_MAX) throw ValidationError(`A comment can mention at most ${MENTIONS_MAX} members.`);
  const members = await membersNamed(workspaceId, unique);
  if (members.length !== unique.length) throw ValidationError("Only members of this workspace can be mentioned.");
  return members;
}

/** The members among `ids` (id and name), in one query. */
async function membersNamed(workspaceId: string, ids: readonly string[]): Promise<Member[]> {
  if (ids.length === 0) return [];
  return sql<Member>(Prisma.sql`
    SELECT u.id, u.name FROM "Membership" m JOIN "User" u ON u.id = m."userId"
    WHERE m."workspaceId" = ${workspaceId} AND m."userId" = ANY(${[...ids]}::text[])`);
}

/** Who a comment tells besides its mentions: the post's author and the earlier commenters still members. */
async function threadFollowers(workspaceId: string, postId: string, authorId: string): Promise<string[]> {
  const rows = await sql<{ id: string }>(Prisma.sql`
    SELECT m."userId" AS id FROM "Membership" m
    WHERE m."workspaceId" = ${workspaceId}
      AND (m."userId" = ${authorId} OR m."userId" IN (SELECT DISTINCT c."authorId" FROM "PostComment" c WHERE c."postId" = ${postId} AND c."deletedAt" IS NULL))`);
  return rows.map((row) => row.id);
}

function snippet(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

/** Tells the mentioned members (mention) and, once each, the thread's followers not mentioned (comment). */
async function tell(
  tx: Prisma.TransactionClient,
  actor: Actor,
  post: { id: string; content: string },
  body: string,
  mentioned: string[],
  followers: string[],
) {
  const actorName = (await tx.user.findUnique({ where: { id: actor.userId }, select: { name: true } }))?.name ?? "A member";
  const base = { workspaceId: actor.workspaceId, actorUserId: actor.userId, postId: post.id, body, link: `/posts?post=${post.id}` };
  await notify(tx, { ...base, kind: "mention", recipientIds: mentioned, title: `${actorName} mentioned you on "${snippet(post.content)}"` });
  const others = followers.filter((id) => !mentioned.includes(id));
  await notify(tx, { ...base, kind: "comment", recipientIds: others, title: `${actorName} commented on "${snippet(post.content)}"` });
}

export type PresentedComment = ReturnType<typeof presentComment>;

function presentComment(comment: PostComment & { author: Member | null }, viewer: Viewer, names: Map<string, string>) {
  const own = comment.authorId === viewer.actor.userId;
  return {
    id: comment.id,
    postId: comment.postId,
    body: comment.body,
    author: comment.author,
    // A member who left is still named where the thread mentions them (null name: unknown).
    mentions: comment.mentionIds.map((id) => ({ id, name: names.get(id) ?? null })),
    createdAt: comment.createdAt,
    editedAt: comment.editedAt,
    canEdit: own,
    canDelete: own || roleAtLeast(viewer.role, "ADMIN"),
  };
}

async function mentionNames(comments: PostComment[]): Promise<Map<string, string>> {
  const ids = [...new Set(comments.flatMap((c) => c.mentionIds))];
  if (ids.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  return new Map(users.map((u) => [u.id, u.name]));
}

const AUTHOR = { author: { select: { id: true, name: true } } } as const;

/** A page of the thread, newest first (`cursor`: the last id of the page before); deleted comments are left out. */
export async function listComments(viewer: Viewer, postId: string, options: { cursor?: string; limit?: number } = {}) {
  await workspacePost(viewer.actor, postId);
  const limit = Math.min(Math.max(options.limit ?? 50, 1), COMMENT_PAGE_MAX);
  const rows = await db.postComment.findMany({
    where: { postId, deletedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    ...(options.cursor ? { cursor: { id: options.cursor }, skip: 1 } : {}),
    include: AUTHOR,
  });
  const page = rows.slice(0, limit);
  const names = await mentionNames(page);
  return { comments: page.map((c) => presentComment(c, viewer, names)), nextCursor: rows.length > limit ? page[page.length - 1]!.id : null };
}

export async function addComment(viewer: Viewer, postId: string, input: CommentInput): Promise<PresentedComment> {
  const { actor } = viewer;
  const post = await workspacePost(actor, postId);
  const body = checkedBody(input.body);
  const mentioned = await mentionedMembers(actor.workspaceId, input.mentionIds);
  const mentionIds = mentioned.map((m) => m.id);
  const followers = await threadFollowers(actor.workspaceId, postId, post.userId);
  const comment = await db.$transaction(async (tx) => {
    const created = await tx.postComment.create({
      data: { postId, workspaceId: actor.workspaceId, authorId: actor.userId, body, mentionIds },
      include: AUTHOR,
    });
    await tell(tx, actor, post, body, mentionIds, followers);
    return created;
  });
  return presentComment(comment, viewer, new Map(mentioned.map((m) => [m.id, m.name])));
}

async function ownComment(actor: Actor, postId: string, commentId: string) {
  const comment = await db.postComment.findFirst({ where: { id: commentId, postId, workspaceId: actor.workspaceId, deletedAt: null } });
  if (!comment) throw NotFound("Comment");
  return comment;
}

/** The author's edit: the new text and mentions; members newly mentioned are told (mention). */
export async function editComment(viewer: Viewer, postId: string, commentId: string, input: CommentInput): Promise<PresentedComment> {
  const { actor } = viewer;
  const post = await workspacePost(actor, postId);
  const comment = await ownComment(actor, postId, commentId);
  if (comment.authorId !== actor.userId) throw Forbidden("Only its author can edit a comment.");
  const body = checkedBody(input.body);
  // Mentions not sent are kept, less any member who has left since.
  const mentioned = input.mentionIds
    ? await mentionedMembers(actor.workspaceId, input.mentionIds)
    : await membersNamed(actor.workspaceId, comment.mentionIds);
  const mentionIds = mentioned.map((m) => m.id);
  const added = mentionIds.filter((id) => !comment.mentionIds.includes(id));
  const edited = await db.$transaction(async (tx) => {
    const updated = await tx.postComment.update({ where: { id: commentId }, data: { body, mentionIds, editedAt: new Date() }, include: AUTHOR });
    await tell(tx, actor, post, body, added, []);
    return updated;
  });
  return presentComment(edited, viewer, new Map(mentioned.map((m) => [m.id, m.name])));
}

/** Its author, or an admin or owner of the workspace: the comment leaves the thread and its text is not kept. */
export async function deleteComment(viewer: Viewer, postId: string, commentId: string): Promise<void> {
  const { actor } = viewer;
  await workspacePost(actor, postId);
  const comment = await ownComment(actor, postId, commentId);
  if (comment.authorId !== actor.userId && !roleAtLeast(viewer.role, "ADMIN")) {
    throw Forbidden("Only its author, an admin or the owner can delete a comment.");
  }
  await db.postComment.update({ where: { id: commentId }, data: { deletedAt: new Date(), body: "", mentionIds: [] } });
}

export const MENTION_CHOICES_MAX = 20;

/** The member picker: members whose name contains `query` (or all, first by name), bounded. */
export async function mentionChoices(actor: Actor, postId: string, query = ""): Promise<Member[]> {
  await workspacePost(actor, postId);
  const words = query.trim().toLowerCase();
  const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<Member>(Prisma.sql`
    SELECT u.id, u.name FROM "Membership" m JOIN "User" u ON u.id = m."userId"
    WHERE m."workspaceId" = ${actor.workspaceId} AND m."userId" <> ${actor.userId} AND lower(u.name) LIKE ${pattern}
    ORDER BY lower(u.name), u.id LIMIT ${MENTION_CHOICES_MAX}`);
}
