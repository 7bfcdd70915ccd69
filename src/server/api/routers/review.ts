/**
 * The approval workflow (issue 26): the workspace's approval policy (admins), the review queue's
 * count, and the reviewers' moves (approve, request changes) and the authors' (withdraw). Each move
 * is a row of the lifecycle table (services/posts/lifecycle.ts); submitting is the post router's
 * Schedule / Publish Now / Save when the policy applies to the caller.
 */
import { z } from "zod";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { idParam } from "@/server/api/schemas/common";
import { createTRPCRouter, workspaceProcedure } from "@/server/api/trpc";
import { actionRole } from "@/server/services/posts/lifecycle";
import { approveReview, requestChanges, reviewQueueCount, withdrawReview } from "@/server/services/posts/review";
import { getApprovalPolicy, setApprovalPolicy } from "@/server/services/workspaces/approval";
import { roleAtLeast } from "@/server/services/workspaces/roles";
import { accessAnswer, approveInput, policyAnswer, queueAnswer, requestChangesInput, reviewPostAnswer, setPolicyInput } from "./review.schemas";

export const reviewRouter = createTRPCRouter({
  // What the pages show the member (the server still decides each request): one query per page.
  access: workspaceProcedure("CLIENT")
    .input(z.void())
    .output(accessAnswer)
    .query(({ ctx }) => {
      const { kind, role } = ctx.workspace;
      return {
        kind,
        role,
        userId: ctx.user.id,
        canWrite: roleAtLeast(role, "CONTRIBUTOR"),
        canReview: roleAtLeast(role, "EDITOR"),
        canSetPolicy: roleAtLeast(role, "ADMIN"),
      };
    }),

  policy: workspaceProcedure("ADMIN")
    .meta(
      rest("GET", "/workspaces/current/approval-policy", "workspaces", {
        summary: "Whose posts need approval here: everyone, contributors or never.",
      }),
    )
    .input(z.void())
    .output(policyAnswer)
    .query(async ({ ctx }) => ok({ approvalPolicy: await getApprovalPolicy(ctx.actor.workspaceId) })),

  setPolicy: workspaceProcedure("ADMIN")
    .meta(
      rest("PUT", "/workspaces/current/approval-policy", "workspaces", {
        summary: "Set whose posts need approval; posts already in review stay there.",
      }),
    )
    .input(setPolicyInput)
    .output(policyAnswer)
    .mutation(async ({ ctx, input }) => ok({ approvalPolicy: await setApprovalPolicy(ctx.actor.workspaceId, input.approvalPolicy) })),

  queue: workspaceProcedure("EDITOR")
    .meta(rest("GET", "/posts/review/queue", "posts", { summary: "How many posts wait for a review (list them with status=in_review)." }))
    .input(z.void())
    .output(queueAnswer)
    .query(async ({ ctx }) => ok({ waiting: await reviewQueueCount(ctx.actor.workspaceId) })),

  approve: workspaceProcedure(actionRole("approveReview"))
    .meta(
      rest("POST", "/posts/{id}/review/approve", "posts", {
        summary: "Approve a post in review: scheduled at the time asked (or `at`), or published now as asked.",
        // Approving sends the post out: an API key needs the publish scope, as for schedule and publish.
        scope: "publish",
      }),
    )
    .input(approveInput)
    .output(reviewPostAnswer)
    .mutation(async ({ ctx, input }) => {
      const post = await approveReview(ctx.actor, input.id, input.at ? new Date(input.at) : undefined);
      return ok({ message: "Post approved", post });
    }),

  requestChanges: workspaceProcedure(actionRole("requestChanges"))
    .meta(rest("POST", "/posts/{id}/review/request-changes", "posts", { summary: "Send a post in review back to its author with a comment." }))
    .input(requestChangesInput)
    .output(reviewPostAnswer)
    .mutation(async ({ ctx, input }) => ok({ message: "Changes requested", post: await requestChanges(ctx.actor, input.id, input.note) })),

  withdraw: workspaceProcedure(actionRole("withdraw"))
    .meta(rest("POST", "/posts/{id}/review/withdraw", "posts", { summary: "Take a post out of review (or awaiting changes) back to a draft." }))
    .input(idParam)
    .output(reviewPostAnswer)
    .mutation(async ({ ctx, input }) => ok({ message: "Withdrawn to drafts", post: await withdrawReview(ctx.actor, input.id) })),
});
