/** The named zod schemas of the review router (./review.ts). */
import { z } from "zod";
import { WORKSPACE_ROLES } from "@/lib/workspace-roles";
import { APPROVAL_POLICIES } from "@/lib/post-statuses";
import { isoDateTime } from "@/server/api/schemas/common";
import { postSchema } from "@/server/api/schemas/post";

export const policySchema = z.enum(APPROVAL_POLICIES, {
  error: `approvalPolicy must be one of ${APPROVAL_POLICIES.join(", ")}.`,
});

export const policyAnswer = z.object({ success: z.literal(true), approvalPolicy: policySchema });
export const setPolicyInput = z.object({ approvalPolicy: policySchema });

export const approveInput = z.object({
  id: z.string().min(1).max(64),
  at: isoDateTime
    .optional()
    .describe("A new time (ISO, in the future): required when the time asked for passed while the post was in review; replaces it otherwise."),
});

export const requestChangesInput = z.object({
  id: z.string().min(1).max(64),
  // The 2000-character limit and the "required" message are the service's (one home for the rule).
  note: z
    .string({ error: "Please say what should change: a comment is required." })
    .max(20_000)
    .describe("What should change (shown to the author)."),
});

export const reviewPostAnswer = z.object({ success: z.literal(true), message: z.string(), post: postSchema });

export const queueAnswer = z.object({
  success: z.literal(true),
  waiting: z.number().int().describe("Posts of the workspace waiting for a review."),
});

export const accessAnswer = z.object({
  kind: z.enum(["personal", "team"]),
  /** The member's role and id: the post cards offer the actions their role allows (src/lib/post-roles.ts). */
  role: z.enum(WORKSPACE_ROLES),
  userId: z.string(),
  canWrite: z.boolean(),
  canReview: z.boolean(),
  canSetPolicy: z.boolean(),
});
