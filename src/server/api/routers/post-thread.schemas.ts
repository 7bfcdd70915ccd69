/** The zod schemas of a post's comments and history (./post-thread.ts). */
import { z } from "zod";
import { COMMENT_MAX, COMMENT_PAGE_MAX, MENTIONS_MAX } from "@/server/services/posts/comments";
import { EVENT_DOORS, HISTORY_PAGE_MAX } from "@/server/services/posts/history";

const postId = z.string().min(1).max(64);
const cursor = z.string().max(64, "cursor is too long.").optional().describe("nextCursor of the previous page; omit for the first page.");

export function pageInput(max: number) {
  return z.object({
    id: postId,
    cursor,
    limit: z.coerce.number().int().min(1).max(max).default(50).describe(`Page size, 1 to ${max}.`),
  });
}

export const historyInput = pageInput(HISTORY_PAGE_MAX);
export const commentsInput = pageInput(COMMENT_PAGE_MAX);

const memberSchema = z.object({ id: z.string(), name: z.string() });

export const commentFields = {
  body: z
    .string({ error: "Write a comment first." })
    .max(COMMENT_MAX, `A comment can be at most ${COMMENT_MAX} characters.`)
    .describe("Plain text; shown escaped, never as HTML."),
  mentionIds: z
    .array(z.string().min(1).max(64))
    .max(MENTIONS_MAX, `A comment can mention at most ${MENTIONS_MAX} members.`)
    .optional()
    .describe("Ids of the workspace's members this comment mentions (each is notified); chosen in a member picker."),
};

export const addCommentInput = z.object({ id: postId, ...commentFields });
export const editCommentInput = z.object({ id: postId, commentId: postId, ...commentFields });
export const commentParams = z.object({ id: postId, commentId: postId });
export const mentionableInput = z.object({ id: postId, q: z.string().max(100, "q is at most 100 characters.").optional() });

export const eventSchema = z.object({
  id: z.string(),
  action: z.string().describe("The lifecycle action (draft, schedule, edit, approve, …) or the worker's outcome (published, failed)."),
  summary: z.string().describe("What happened, in words (no time: show createdAt in the reader's time zone)."),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  detail: z
    .record(z.string(), z.unknown())
    .describe("Fields changed, networks, the new time, the network published on and its link, a failure's reason."),
  via: z.enum(EVENT_DOORS),
  viaLabel: z.string().nullable().describe("The client review link's label, for actions taken through one."),
  actor: memberSchema.nullable().describe("null: the system (the worker) or a deleted user."),
  createdAt: z.date(),
});

export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  body: z.string(),
  author: memberSchema.nullable(),
  mentions: z.array(z.object({ id: z.string(), name: z.string().nullable() })),
  createdAt: z.date(),
  editedAt: z.date().nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});

export const historyAnswer = z.object({ success: z.literal(true), data: z.array(eventSchema), nextCursor: z.string().nullable() });
export const commentsAnswer = z.object({ success: z.literal(true), data: z.array(commentSchema), nextCursor: z.string().nullable() });
export const commentAnswer = z.object({ success: z.literal(true), message: z.string(), comment: commentSchema });
export const mentionableAnswer = z.object({ success: z.literal(true), data: z.array(memberSchema) });
