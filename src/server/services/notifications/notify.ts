/**
 * notify(): the one way anything tells members about something (issue 26). It writes rows of
 * Notification in the caller's transaction, so a notification exists exactly when what it reports
 * was committed; the bell reads them and the worker e-mails them in batches (one e-mail per
 * recipient per batch, never one per row).
 */
import type { Prisma } from "@/server/db";
import type { NotificationKind } from "./kinds";

/** A transaction or the client: notify() writes where its caller writes. */
type Writer = Pick<Prisma.TransactionClient, "notification">;

export interface NotificationInput {
  kind: NotificationKind;
  /** Who is told; duplicates and the actor are dropped (nobody is told of their own action). */
  recipientIds: readonly string[];
  workspaceId: string | null;
  actorUserId?: string | null;
  postId?: string | null;
  title: string;
  body?: string;
  /** An app path, e.g. `/posts?post=<id>`. */
  link?: string | null;
}

/** Longest title and body kept: they come from post text and comments, which can be long. */
const TITLE_MAX = 200;
const BODY_MAX = 1000;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The rows one input stands for: one per recipient, not the actor. */
function rowsOf(input: NotificationInput): Prisma.NotificationCreateManyInput[] {
  const recipients = [...new Set(input.recipientIds)].filter((id) => id !== input.actorUserId);
  return recipients.map((userId) => ({
    userId,
    kind: input.kind,
    workspaceId: input.workspaceId,
    actorUserId: input.actorUserId ?? null,
    postId: input.postId ?? null,
    title: clip(input.title, TITLE_MAX),
    body: clip(input.body ?? "", BODY_MAX),
    link: input.link ?? null,
  }));
}

/** Writes one notification per recipient (not the actor); answers how many were written. */
export async function notify(writer: Writer, input: NotificationInput): Promise<number> {
  return notifyEach(writer, [input]);
}

/**
 * Several notifications (e.g. every post of a failed burst) in one statement: the hot paths that
 * settle many things at once call this, not notify() in a loop.
 */
export async function notifyEach(writer: Writer, inputs: readonly NotificationInput[]): Promise<number> {
  const data = inputs.flatMap(rowsOf);
  if (data.length === 0) return 0;
  const { count } = await writer.notification.createMany({ data });
  return count;
}
