import { z } from "zod";
import { createTRPCRouter, reviewLinkProcedure, workspaceProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { idParam } from "@/server/api/schemas/common";
import type { NetworkKey } from "@/lib/networks";
import { reviewLinkCandidates } from "@/server/services/review-links/candidates";
import { decideThroughLink } from "@/server/services/review-links/decide";
import { createReviewLink, listReviewLinks, markOpened, revokeReviewLink, type ReviewScope } from "@/server/services/review-links/links";
import { reviewPreview } from "@/server/services/review-links/preview";
import {
  createReviewLinkInput,
  decisionInput,
  listReviewLinksInput,
  requestChangesInput,
  reviewCandidateSchema,
  reviewLinkSchema,
  reviewPostSchema,
  reviewPreviewSchema,
} from "./review-links.schemas";

/**
 * Client review links (issue 26). Admins create, list and revoke them in the active workspace; the
 * public procedures take the link's token (reviewLinkProcedure: no account) and show or decide on
 * the link's posts only.
 */
export const reviewLinksRouter = createTRPCRouter({
  create: workspaceProcedure("ADMIN")
    .meta(
      rest("POST", "/review-links", "review-links", { summary: "Share posts, or a calendar range, with a client: answers the link's URL, once." }),
    )
    .input(createReviewLinkInput)
    .output(z.object({ success: z.literal(true), url: z.string(), link: reviewLinkSchema }))
    .mutation(async ({ ctx, input }) => {
      const scope: ReviewScope = input.postIds?.length
        ? { kind: "posts", postIds: input.postIds }
        : { kind: "range", from: new Date(input.from!), to: new Date(input.to!), networks: (input.networks ?? []) as NetworkKey[] };
      return ok(await createReviewLink(ctx.actor, { label: input.label, scope, expiresAt: new Date(input.expiresAt) }));
    }),

  list: workspaceProcedure("ADMIN")
    .meta(
      rest("GET", "/review-links", "review-links", {
        summary: "The workspace's review links, newest first (never their URLs: only a hash is kept).",
      }),
    )
    .input(listReviewLinksInput)
    .output(z.object({ success: z.literal(true), links: z.array(reviewLinkSchema), nextCursor: z.string().nullable() }))
    .query(async ({ ctx, input }) => ok(await listReviewLinks(ctx.workspace.id, input))),

  revoke: workspaceProcedure("ADMIN")
    .meta(rest("POST", "/review-links/{id}/revoke", "review-links", { summary: "Turn a review link off for good." }))
    .input(idParam)
    .output(z.object({ success: z.literal(true), revoked: z.boolean(), link: reviewLinkSchema }))
    .mutation(async ({ ctx, input }) => ok(await revokeReviewLink(ctx.workspace.id, input.id))),

  candidates: workspaceProcedure("ADMIN")
    .meta(rest("GET", "/review-links/candidates", "review-links", { summary: "The upcoming and in-review posts a link can show." }))
    .input(z.void())
    .output(z.object({ success: z.literal(true), posts: z.array(reviewCandidateSchema) }))
    .query(async ({ ctx }) => ok({ posts: await reviewLinkCandidates(ctx.workspace.id) })),

  view: reviewLinkProcedure
    .meta(
      rest("GET", "/review/{token}", "review-links", {
        protect: false,
        summary: "A review link's preview (no account): its posts as each network will show them.",
      }),
    )
    .output(z.object({ success: z.literal(true), preview: reviewPreviewSchema }))
    .query(async ({ ctx }) => {
      await markOpened(ctx.reviewLink.id);
      return ok({ preview: await reviewPreview(ctx.reviewLink) });
    }),

  approve: reviewLinkProcedure
    .meta(
      rest("POST", "/review/{token}/posts/{postId}/approve", "review-links", {
        protect: false,
        summary: "Approve a post waiting for review, as the link.",
      }),
    )
    .input(decisionInput)
    .output(z.object({ success: z.literal(true), post: reviewPostSchema }))
    .mutation(async ({ ctx, input }) => ok({ post: await decideThroughLink(ctx.reviewLink, input.postId, { action: "approved" }) })),

  requestChanges: reviewLinkProcedure
    .meta(
      rest("POST", "/review/{token}/posts/{postId}/request-changes", "review-links", {
        protect: false,
        summary: "Send a post waiting for review back to its author with a comment, as the link.",
      }),
    )
    .input(requestChangesInput)
    .output(z.object({ success: z.literal(true), post: reviewPostSchema }))
    .mutation(async ({ ctx, input }) =>
      ok({ post: await decideThroughLink(ctx.reviewLink, input.postId, { action: "changes_requested", comment: input.comment }) }),
    ),
});
