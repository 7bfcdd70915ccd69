/**
 * A post's comments and history (issue 26): procedures of the post router (post.ts merges them).
 * Every member reads and writes the thread (clients review: docs/decisions.md); editing and deleting
 * others' comments is the service's rule (authors, admins).
 */
import { z } from "zod";
import { workspaceProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { addComment, deleteComment, editComment, listComments, mentionChoices } from "@/server/services/posts/comments";
import { postHistory } from "@/server/services/posts/history";
import {
  addCommentInput,
  commentAnswer,
  commentParams,
  commentsAnswer,
  commentsInput,
  editCommentInput,
  historyAnswer,
  historyInput,
  mentionableAnswer,
  mentionableInput,
} from "./post-thread.schemas";

const member = workspaceProcedure("CLIENT");

export const postThreadProcedures = {
  activity: member
    .meta(
      rest("GET", "/posts/{id}/activity", "posts", { summary: "A page of the post's history, newest first: who did what, when, through which door" }),
    )
    .input(historyInput)
    .output(historyAnswer)
    .query(async ({ ctx, input }) => {
      const page = await postHistory(ctx.actor, input.id, input);
      return ok({ data: page.events, nextCursor: page.nextCursor });
    }),

  comments: member
    .meta(rest("GET", "/posts/{id}/comments", "posts", { summary: "A page of the post's comments, newest first" }))
    .input(commentsInput)
    .output(commentsAnswer)
    .query(async ({ ctx, input }) => {
      const page = await listComments({ actor: ctx.actor, role: ctx.workspace.role }, input.id, input);
      return ok({ data: page.comments, nextCursor: page.nextCursor });
    }),

  mentionable: member
    .meta(rest("GET", "/posts/{id}/comments/mentionable", "posts", { summary: "Members a comment on this post can mention, by name" }))
    .input(mentionableInput)
    .output(mentionableAnswer)
    .query(async ({ ctx, input }) => ok({ data: await mentionChoices(ctx.actor, input.id, input.q) })),

  addComment: member
    .meta(rest("POST", "/posts/{id}/comments", "posts", { summary: "Comment on a post; mentioned members are notified" }))
    .input(addCommentInput)
    .output(commentAnswer)
    .mutation(async ({ ctx, input }) => {
      const { id, ...comment } = input;
      return ok({ message: "Comment added", comment: await addComment({ actor: ctx.actor, role: ctx.workspace.role }, id, comment) });
    }),

  editComment: member
    .meta(rest("PATCH", "/posts/{id}/comments/{commentId}", "posts", { summary: "Edit your own comment" }))
    .input(editCommentInput)
    .output(commentAnswer)
    .mutation(async ({ ctx, input }) => {
      const { id, commentId, ...comment } = input;
      return ok({ message: "Comment updated", comment: await editComment({ actor: ctx.actor, role: ctx.workspace.role }, id, commentId, comment) });
    }),

  deleteComment: member
    .meta(rest("DELETE", "/posts/{id}/comments/{commentId}", "posts", { summary: "Delete your own comment (admins and owners: any)" }))
    .input(commentParams)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await deleteComment({ actor: ctx.actor, role: ctx.workspace.role }, input.id, input.commentId);
      return ok({ message: "Comment deleted" });
    }),
};
