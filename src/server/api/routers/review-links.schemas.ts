/** The zod schemas of the review-links router (src/server/api/routers/review-links.ts). */
import { z } from "zod";
import { NETWORK_KEYS } from "@/lib/networks";
import { POST_STATUSES } from "@/lib/post-statuses";
import { isoDateTime, networkField } from "@/server/api/schemas/common";
import { MAX_LINK_POSTS } from "@/server/services/review-links/links";
import { COMMENT_MAX } from "@/server/services/review-links/decide";

const postIdField = z.string().min(1).max(64);

export const createReviewLinkInput = z
  .object({
    label: z.string().trim().min(1, "Give the link a label, e.g. the client's name.").max(80, "A label is at most 80 characters."),
    postIds: z
      .array(postIdField)
      .max(MAX_LINK_POSTS, `A review link shows at most ${MAX_LINK_POSTS} posts.`)
      .optional()
      .describe("The posts to show; or give from and to."),
    from: isoDateTime.optional().describe("Start of a calendar range (the workspace's scheduled and published posts in it)."),
    to: isoDateTime.optional().describe("End of the range (exclusive)."),
    networks: z
      .array(networkField)
      .max(NETWORK_KEYS.length)
      .optional()
      .describe("With a range: only posts to these networks, and only their previews."),
    expiresAt: isoDateTime.describe("When the link stops working: at most 90 days ahead."),
  })
  .refine((input) => (input.postIds?.length ? !input.from && !input.to : !!input.from && !!input.to), {
    message: "Give either postIds or a range (from and to), not both.",
  });

const scopeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("posts"), postIds: z.array(z.string()) }),
  z.object({ kind: z.literal("range"), from: z.date(), to: z.date(), networks: z.array(z.string()) }),
]);

export const reviewLinkSchema = z.object({
  id: z.string(),
  label: z.string(),
  scope: scopeSchema,
  state: z.enum(["active", "expired", "revoked"]),
  expiresAt: z.date(),
  revokedAt: z.date().nullable(),
  createdAt: z.date(),
  lastOpenedAt: z.date().nullable(),
  createdBy: z.string().nullable(),
  actions: z.number().int(),
});

export const listReviewLinksInput = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(64).optional(),
});

export const reviewCandidateSchema = z.object({
  id: z.string(),
  excerpt: z.string(),
  platforms: z.array(z.string()),
  status: z.enum(POST_STATUSES),
  scheduledAt: z.date().nullable(),
});

const networkCardSchema = z.object({
  network: z.enum(NETWORK_KEYS),
  label: z.string(),
  accountName: z.string().nullable(),
  handle: z.string().nullable(),
  text: z.string(),
  length: z.number().int(),
  limit: z.number().int(),
  overLimit: z.boolean(),
});

export const reviewPostSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  status: z.enum(POST_STATUSES),
  canDecide: z.boolean(),
  scheduledAt: z.date().nullable(),
  publishedAt: z.date().nullable(),
  networks: z.array(networkCardSchema),
  media: z.array(z.object({ url: z.string(), alt: z.string(), video: z.boolean() })),
  decisions: z.array(z.object({ action: z.string(), comment: z.string().nullable(), createdAt: z.date() })),
});

export const reviewPreviewSchema = z.object({
  label: z.string(),
  workspaceName: z.string().nullable(),
  expiresAt: z.date(),
  scope: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("posts") }),
    z.object({ kind: z.literal("range"), from: z.date(), to: z.date(), networks: z.array(z.string()) }),
  ]),
  posts: z.array(reviewPostSchema),
  more: z.number().int(),
});

export const decisionInput = z.object({ postId: postIdField });

export const requestChangesInput = z.object({
  postId: postIdField,
  comment: z.string().trim().min(1, "Say what should change.").max(COMMENT_MAX, `A comment is at most ${COMMENT_MAX} characters.`),
});
