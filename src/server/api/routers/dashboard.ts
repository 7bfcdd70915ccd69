import { z } from "zod";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { postSchema, postSummarySchema } from "@/server/api/schemas/post";
import { publicUserSchema } from "@/server/api/schemas/user";
import { currentUser } from "@/server/services/auth/sign-in";
import {
  averageEngagement,
  DASHBOARD_UPCOMING,
  dashboardOverview,
  dashboardStats,
  listAccounts,
  listPublishedPosts,
} from "@/server/services/dashboard/dashboard";
import { refreshUserInsights } from "@/server/services/insights/insights";
import { calendarDays, calendarSummaryDays, countPosts, pagePosts, parseRange, POST_STATUSES } from "@/server/services/posts/list";
import { ValidationError } from "@/server/errors";
import { NETWORK_KEYS } from "@/lib/networks";

const limitField = z.coerce.number().int().min(1).max(500).default(100);

/** Search and network filter shared by a page of posts and its counts. */
const filterFields = {
  q: z.string().trim().max(200, "q is at most 200 characters.").optional().describe("Case-insensitive text search in the post's content."),
  platform: z
    .enum(NETWORK_KEYS, { error: `platform must be one of ${NETWORK_KEYS.join(", ")}.` })
    .optional()
    .describe("Only posts to this network."),
};

const postPageInput = z.object({
  showAll: z
    .enum(["true", "false"])
    .default("false")
    .describe("Without status or from/to: true = every post, newest first; false = scheduled posts, soonest first (the spec's meaning)."),
  limit: limitField.describe("Page size, 1 to 500."),
  cursor: z.string().max(200, "cursor is too long.").optional().describe("nextCursor of the previous page; omit for the first page."),
  status: z.enum(POST_STATUSES, { error: `status must be one of ${POST_STATUSES.join(", ")}.` }).optional()
    .describe("One tab: scheduled (soonest first), published (newest publishedAt first), draft and failed (newest first)."),
  ...filterFields,
  from: z.string().max(40).optional().describe("Calendar range start: YYYY-MM-DD (start of that day in the user's time zone) or an ISO date-time. With to."),
  to: z.string().max(40).optional().describe("Calendar range end, exclusive (same forms as from); at most 62 days after from. Posts are placed by publishedAt when published, else by scheduledAt (dated drafts included); ordered by that time."),
});

const countsSchema = z.object({
  published: z.number().int(),
  scheduled: z.number().int(),
  draft: z.number().int(),
  failed: z.number().int(),
  total: z.number().int(),
  publishedThisMonth: z.number().int().describe("Published since the first of the current month on the user's clock."),
});

const statsSchema = z.object({
  scheduledPosts: z.number().int(),
  /** Scheduled posts the preflight check found will not go out as planned (an addition to the spec). */
  scheduledPostsAtRisk: z.number().int(),
  connectedAccounts: z.number().int(), postsThisMonth: z.number().int() });
const accountSchema = z.object({
  id: z.string(),
  platform: z.string(),
  accountName: z.string(),
  username: z.string().nullable(),
  isActive: z.boolean(),
  isExpired: z.boolean(),
  createdAt: z.date(),
  /** The account's own limit on post text where the network has no single one (a Mastodon instance's); null otherwise. */
  charLimit: z.number().int().nullable(),
});

const calendarRangeInput = z.object({
  from: z.string().max(40).describe("First day shown: YYYY-MM-DD (on the user's clock) or an ISO date-time."),
  to: z.string().max(40).describe("Day after the last one shown (exclusive); at most 62 days after from."),
  perDay: z.coerce.number().int().min(1).max(20).default(6).describe("Posts returned per day, 1 to 20; days list every day's full count."),
});

const calendarDaysSchema = z.array(z.object({ date: z.string().describe("YYYY-MM-DD on the user's clock"), count: z.number().int() }));

function calendarRange(input: { from: string; to: string }, timeZone: string): { from: Date; to: Date } {
  const range = parseRange(input.from, input.to, timeZone);
  if (!range) throw ValidationError("Pass from and to.");
  return range;
}

export const dashboardRouter = createTRPCRouter({
  overview: protectedProcedure
    .meta(rest("GET", "/dashboard", "dashboard"))
    .input(
      z
        .object({
          upcoming: z.coerce
            .number()
            .int()
            .min(1, `upcoming must be between 1 and ${DASHBOARD_UPCOMING.max}.`)
            .max(DASHBOARD_UPCOMING.max, `upcoming must be between 1 and ${DASHBOARD_UPCOMING.max}.`)
            .default(DASHBOARD_UPCOMING.default)
            .describe(`How many upcoming scheduled posts \`posts\` holds, soonest first (1 to ${DASHBOARD_UPCOMING.max}, default ${DASHBOARD_UPCOMING.default}); every one is GET /api/dashboard/posts.`),
        })
        .optional(),
    )
    .output(
      z.object({
        success: z.literal(true),
        stats: statsSchema,
        user: publicUserSchema,
        posts: z.array(postSchema),
        publishedPosts: z.array(postSchema),
        socialAccounts: z.array(accountSchema),
      }),
    )
    .query(async ({ ctx, input }) => ok(await dashboardOverview(ctx.user.id, ctx.user.timeZone, input?.upcoming))),

  posts: protectedProcedure
    .meta(rest("GET", "/dashboard/posts", "dashboard", { summary: "A page of the user's posts: filter, search, calendar range, cursor" }))
    .input(postPageInput)
    .output(
      z.object({
        success: z.literal(true),
        data: z.array(postSchema),
        nextCursor: z.string().nullable().describe("Pass as cursor for the next page; null on the last page."),
      }),
    )
    .query(async ({ ctx, input }) => {
      const range = parseRange(input.from, input.to, ctx.user.timeZone);
      // Without a tab or range the spec's meaning stays: showAll=false is the upcoming scheduled posts.
      const status = input.status ?? (range || input.showAll === "true" ? undefined : "scheduled");
      const page = await pagePosts(ctx.user.id, { ...input, status, range });
      return ok(page);
    }),

  calendar: protectedProcedure
    .meta(rest("GET", "/dashboard/calendar", "dashboard", { summary: "A calendar range: each day's first posts and its full count" }))
    .input(calendarRangeInput)
    .output(z.object({ success: z.literal(true), data: z.array(postSchema), days: calendarDaysSchema }))
    .query(async ({ ctx, input }) => ok(await calendarDays(ctx.user.id, calendarRange(input, ctx.user.timeZone), ctx.user.timeZone, input.perDay))),

  calendarSummary: protectedProcedure
    .meta(
      rest("GET", "/dashboard/calendar/summary", "dashboard", {
        summary: "A calendar range as the calendar page draws it: each day's first posts (text, networks, status, times, published links) and its full count",
      }),
    )
    .input(calendarRangeInput)
    .output(z.object({ success: z.literal(true), data: z.array(postSummarySchema), days: calendarDaysSchema }))
    .query(async ({ ctx, input }) => ok(await calendarSummaryDays(ctx.user.id, calendarRange(input, ctx.user.timeZone), ctx.user.timeZone, input.perDay))),

  postCounts: protectedProcedure
    .meta(rest("GET", "/dashboard/posts/counts", "dashboard", { summary: "Posts per status for a search and network filter" }))
    .input(z.object(filterFields))
    .output(z.object({ success: z.literal(true), data: countsSchema }))
    .query(async ({ ctx, input }) => ok({ data: await countPosts(ctx.user.id, input, ctx.user.timeZone) })),

  publishedPosts: protectedProcedure
    .meta(rest("GET", "/dashboard/published-posts", "dashboard"))
    .input(z.object({ limit: limitField }))
    .output(z.object({ success: z.literal(true), data: z.array(postSchema) }))
    .query(async ({ ctx, input }) => ok({ data: await listPublishedPosts(ctx.user.id, input.limit) })),

  accounts: protectedProcedure
    .meta(rest("GET", "/dashboard/accounts", "dashboard"))
    .input(z.void())
    .output(z.object({ success: z.literal(true), data: z.array(accountSchema) }))
    .query(async ({ ctx }) => ok({ data: await listAccounts(ctx.user.id) })),

  stats: protectedProcedure
    .meta(rest("GET", "/dashboard/stats", "dashboard"))
    .input(z.void())
    .output(z.object({ success: z.literal(true), data: statsSchema.extend({ user: publicUserSchema, averageEngagementRate: z.number() }) }))
    .query(async ({ ctx }) => {
      const [stats, user, engagement] = await Promise.all([
        dashboardStats(ctx.user.id, ctx.user.timeZone),
        currentUser(ctx.user.id),
        averageEngagement(ctx.user.id),
      ]);
      return ok({ data: { ...stats, user, averageEngagementRate: engagement } });
    }),

  refreshInsights: protectedProcedure
    .meta(rest("POST", "/dashboard/refresh-insights", "dashboard"))
    .input(z.void())
    .output(z.object({ success: z.literal(true), updatedCount: z.number().int(), message: z.string() }))
    .mutation(async ({ ctx }) => {
      const { updatedCount } = await refreshUserInsights(ctx.user.id);
      return ok({ updatedCount, message: `Updated insights for ${updatedCount} posts.` });
    }),
});
