import { z } from "zod";
import { NETWORK_OUTCOME_STATUSES } from "@/lib/publish-outcome";
import { POST_STATUSES } from "@/lib/post-statuses";

export const publishLogSchema = z.object({
  platform: z.string(),
  status: z.enum(["publishing", "retrying", "published", "failed", "needs_review"]),
  platformPostId: z.string().nullable(),
  platformPostUrl: z.string().nullable(),
  error: z.string().nullable(),
  attempt: z.number().int(),
  completedAt: z.date().nullable(),
});

export const insightSchema = z.object({
  impressions: z.number(),
  clicks: z.number(),
  likes: z.number(),
  comments: z.number(),
  shares: z.number(),
  engagementRate: z.number(),
  fetchedAt: z.date(),
});

export const postSchema = z.object({
  id: z.string(),
  content: z.string(),
  platforms: z.array(z.string()),
  status: z.enum(POST_STATUSES),
  scheduledAt: z.date().nullable(),
  publishedAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  aiGenerated: z.boolean(),
  source: z.string(),
  /** JSON-encoded list, as the spec documents it */
  mediaUrls: z.string(),
  media: z.array(z.string()),
  /** Alt text of each of `media`, in order ("" = none; an addition to the spec). */
  mediaAlt: z.array(z.string()),
  errorMessage: z.string().nullable(),
  /** Why a scheduled post will not go out as planned, found before it is due (an addition to the spec). */
  publishWarnings: z.array(z.string()),
  /** Approval workflow (additions to the spec). */
  reviewIntent: z.enum(["at", "now"]).nullable().describe("In review: published at its date (at) or at once (now) when approved."),
  reviewNote: z.string().nullable().describe("The reviewer's latest request for changes."),
  submittedAt: z.date().nullable().describe("When it was last submitted for review."),
  authorId: z.string().nullable().describe("The member who wrote it (an addition to the spec)."),
  publishLogs: z.array(publishLogSchema),
  insights: z.record(z.string(), insightSchema),
});

/** A post as the calendar draws it (see presentPostSummary): an addition to the spec. */
export const postSummarySchema = postSchema
  .pick({ id: true, content: true, platforms: true, status: true, scheduledAt: true, publishedAt: true, createdAt: true, updatedAt: true })
  .extend({
    links: z
      .array(z.object({ platform: z.string(), url: z.string() }))
      .describe("Where a published post is live, per network (empty until it is published)."),
  });

export const publishResultSchema = z.object({
  platform: z.string(),
  status: z.enum(NETWORK_OUTCOME_STATUSES),
  error: z.string().nullable(),
  platformPostUrl: z.string().nullable(),
});
