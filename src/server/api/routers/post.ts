import { z } from "zod";
import { createTRPCRouter, paidWorkspaceProcedure, workspaceProcedure } from "@/server/api/trpc";
import { ok, publishAnswerOf } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { publishWhenModeSendsOut } from "@/server/api/scopes";
import { idParam } from "@/server/api/schemas/common";
import { postSchema } from "@/server/api/schemas/post";
import { actionRole } from "@/server/services/posts/lifecycle";
import {
  approvePost,
  deletePost,
  getPost,
  publishExistingNow,
  publishNewPost,
  republishPost,
  saveDraft,
  savePost,
  schedulePost,
  updatePost,
  type SaveMode,
} from "@/server/services/posts/posts";
import type { Actor } from "@/server/services/workspaces/actor";
import { approveContentPlan, generateContentPlan } from "@/server/services/ai/content-plans";
import { SUBMITTED_FOR_REVIEW } from "@/server/services/posts/outcome";
import { postListProcedures } from "./post-list";
import { postThreadProcedures } from "./post-thread";
import {
  approveContentPlanInput,
  approvePlanAnswer,
  contentPlanInput,
  planAnswer,
  postAnswer,
  publishAnswer,
  publishInput,
  saveAnswer,
  saveDraftInput,
  saveInput,
  scheduleInput,
  updateInput,
} from "./post.schemas";

/** The lifecycle's edit (PUT and PATCH /posts/{id}): omitted fields keep their values. */
async function editPost({ ctx, input }: { ctx: { actor: Actor }; input: z.infer<typeof updateInput> }) {
  const post = await updatePost(ctx.actor, input.id, {
    content: input.content,
    platforms: input.platforms,
    scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : undefined,
    mediaUrls: input.mediaUrls,
    mediaAlt: input.mediaAlt,
  });
  return ok({ message: said(post, "Post Updated!"), post });
}

const SAVED_MESSAGES: Record<Exclude<SaveMode, "now">, string> = { draft: "Draft saved", schedule: "Post scheduled", keep: "Post Updated!" };

/**
 * Contributors write and submit (issue 26): where the workspace's approval policy applies to the
 * caller, scheduling, publishing and editing a scheduled post submit it for review instead (the
 * lifecycle table's `reviewed` moves), and the answer says so.
 */
const said = (post: { status: string }, message: string) => (post.status === "in_review" ? SUBMITTED_FOR_REVIEW : message);

export const postRouter = createTRPCRouter({
  // The list, its counts and the calendar (served at the spec's /dashboard/... paths).
  ...postListProcedures,
  // A post's comments and history (/posts/{id}/activity, /posts/{id}/comments...).
  ...postThreadProcedures,

  byId: workspaceProcedure("CLIENT")
    .meta(rest("GET", "/posts/{id}", "posts", { summary: "Get a post with its per-network outcome" }))
    .input(idParam)
    .output(z.object({ success: z.literal(true), post: postSchema }))
    .query(async ({ ctx, input }) => ({ success: true as const, post: await getPost(ctx.actor, input.id) })),

  update: workspaceProcedure(actionRole("edit"))
    .meta(rest("PUT", "/posts/{id}", "posts", { summary: "Replace a post's content, networks and time" }))
    .input(updateInput)
    .output(postAnswer)
    .mutation(editPost),

  // The same edit for API clients that speak PATCH (issue 28): only the fields sent change.
  patch: workspaceProcedure(actionRole("edit"))
    .meta(
      rest("PATCH", "/posts/{id}", "posts", {
        summary: "Change some of a post's fields (text, networks, media, a scheduled post's time); a published post cannot be edited",
      }),
    )
    .input(updateInput)
    .output(postAnswer)
    .mutation(editPost),

  delete: workspaceProcedure(actionRole("delete"))
    .meta(rest("DELETE", "/posts/{id}", "posts", { summary: "Delete a post" }))
    .input(idParam)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await deletePost(ctx.actor, input.id);
      return ok({ message: "Post deleted" });
    }),

  schedule: workspaceProcedure(actionRole("schedule"))
    .meta(rest("POST", "/posts/schedule", "posts", { summary: "Schedule a post for a time", scope: "publish" }))
    .input(scheduleInput)
    .output(postAnswer)
    .mutation(async ({ ctx, input }) => {
      const post = await schedulePost(ctx.actor, { ...input, scheduledAt: new Date(input.scheduledAt) });
      return ok({ message: said(post, "Post scheduled"), post });
    }),

  saveDraft: workspaceProcedure(actionRole("draft"))
    .meta(rest("POST", "/posts/draft", "posts", { summary: "Save a post as a draft (new, or an existing post by id): networks and date optional" }))
    .input(saveDraftInput)
    .output(postAnswer)
    .mutation(async ({ ctx, input }) => {
      const post = await saveDraft(ctx.actor, { ...input, scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null });
      return ok({ message: "Draft saved", post });
    }),

  save: workspaceProcedure(actionRole("draft", "schedule", "now", "keep"))
    .meta(
      rest("POST", "/posts/save", "posts", {
        summary:
          "Save a post (new, or an existing one by id) and move it to its next state in one step: mode draft, schedule (at), now (publish at once; a failed post is republished) or keep (edits only; a scheduled post goes out at `at` or its time)",
        scope: publishWhenModeSendsOut,
      }),
    )
    .input(saveInput)
    .output(saveAnswer)
    .mutation(async ({ ctx, input }) => {
      const saved = await savePost(ctx.actor, { ...input, at: input.at ? new Date(input.at) : null });
      if (saved.mode === "now") return publishAnswerOf(saved);
      return ok({ message: said(saved.post, SAVED_MESSAGES[saved.mode]), results: [], post: saved.post });
    }),

  publish: workspaceProcedure(actionRole("now"))
    .meta(rest("POST", "/posts/publish", "posts", { summary: "Publish a new post now", scope: "publish" }))
    .input(publishInput)
    .output(publishAnswer)
    .mutation(async ({ ctx, input }) => publishAnswerOf(await publishNewPost(ctx.actor, input))),

  publishNow: workspaceProcedure(actionRole("publishNow"))
    .meta(rest("POST", "/posts/{id}/publish-now", "posts", { summary: "Publish a scheduled or draft post now", scope: "publish" }))
    .input(idParam)
    .output(publishAnswer)
    .mutation(async ({ ctx, input }) => publishAnswerOf(await publishExistingNow(ctx.actor, input.id))),

  approve: workspaceProcedure(actionRole("approve"))
    .meta(rest("POST", "/posts/{id}/approve", "posts", { summary: "Approve a draft post (schedules it)", scope: "publish" }))
    .input(idParam)
    .output(postAnswer)
    .mutation(async ({ ctx, input }) => {
      const post = await approvePost(ctx.actor, input.id);
      return ok({ message: said(post, "Post approved and scheduled"), post });
    }),

  republish: workspaceProcedure(actionRole("republish"))
    .meta(rest("POST", "/posts/{id}/republish", "posts", { summary: "Publish a failed post again", scope: "publish" }))
    .input(idParam)
    .output(publishAnswer)
    .mutation(async ({ ctx, input }) => publishAnswerOf(await republishPost(ctx.actor, input.id))),

  // A plan writes drafts (contributor); approving schedules them (editor), as for any post (issue 26).
  generateContentPlan: paidWorkspaceProcedure("CONTRIBUTOR")
    .meta(rest("POST", "/posts/ai-content-plan", "posts", { summary: "Generate an AI content plan (Pro)", scope: "ai" }))
    .input(contentPlanInput)
    .output(planAnswer)
    .mutation(async ({ ctx, input }) => ok(await generateContentPlan(ctx.actor, input))),

  approveContentPlan: workspaceProcedure("EDITOR")
    .meta(rest("POST", "/posts/approve-content-plan", "posts", { summary: "Schedule the posts of an approved content plan", scope: "publish" }))
    .input(approveContentPlanInput)
    .output(approvePlanAnswer)
    .mutation(async ({ ctx, input }) => {
      // Not an error: the answer says none were scheduled, and why (spec).
      const { scheduled, ...answer } = await approveContentPlan(ctx.actor, input.postIds);
      return { success: scheduled, ...answer };
    }),
});
