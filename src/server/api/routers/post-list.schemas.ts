/** The zod schemas of the posts list procedures (src/server/api/routers/post-list.ts). */
import { z } from "zod";
import { NETWORK_KEYS } from "@/lib/networks";
import { POST_STATUSES } from "@/lib/post-statuses";

export const limitField = z.coerce.number().int().min(1).max(500).default(100);

/** Search and network filter shared by a page of posts and its counts. */
export const filterFields = {
  q: z.string().trim().max(200, "q is at most 200 characters.").optional().describe("Case-insensitive text search in the post's content."),
  platform: z
    .enum(NETWORK_KEYS, { error: `platform must be one of ${NETWORK_KEYS.join(", ")}.` })
    .optional()
    .describe("Only posts to this network."),
};

export const postPageInput = z.object({
  showAll: z
    .enum(["true", "false"])
    .default("false")
    .describe("Without status or from/to: true = every post, newest first; false = scheduled posts, soonest first (the spec's meaning)."),
  limit: limitField.describe("Page size, 1 to 500."),
  cursor: z.string().max(200, "cursor is too long.").optional().describe("nextCursor of the previous page; omit for the first page."),
  status: z
    .enum(POST_STATUSES, { error: `status must be one of ${POST_STATUSES.join(", ")}.` })
    .optional()
    .describe("One tab: scheduled (soonest first), published (newest publishedAt first), draft and failed (newest first)."),
  ...filterFields,
  from: z
    .string()
    .max(40)
    .optional()
    .describe("Calendar range start: YYYY-MM-DD (start of that day in the user's time zone) or an ISO date-time. With to."),
  to: z
    .string()
    .max(40)
    .optional()
    .describe(
      "Calendar range end, exclusive (same forms as from); at most 62 days after from. Posts are placed by publishedAt when published, else by scheduledAt (dated drafts included); ordered by that time.",
    ),
});

export const countsSchema = z.object({
  published: z.number().int(),
  scheduled: z.number().int(),
  draft: z.number().int(),
  failed: z.number().int(),
  in_review: z.number().int().describe("Waiting for a review (approval workflow)."),
  changes_requested: z.number().int().describe("Sent back to their authors with a reviewer's note."),
  total: z.number().int(),
  publishedThisMonth: z.number().int().describe("Published since the first of the current month on the user's clock."),
});

export const calendarRangeInput = z.object({
  from: z.string().max(40).describe("First day shown: YYYY-MM-DD (on the user's clock) or an ISO date-time."),
  to: z.string().max(40).describe("Day after the last one shown (exclusive); at most 62 days after from."),
  perDay: z.coerce.number().int().min(1).max(20).default(6).describe("Posts returned per day, 1 to 20; days list every day's full count."),
});

export const calendarDaysSchema = z.array(z.object({ date: z.string().describe("YYYY-MM-DD on the user's clock"), count: z.number().int() }));
