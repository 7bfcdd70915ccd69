/**
 * The posts list, its counts and the calendar: procedures of the post router (post.ts merges them),
 * served at the spec's /dashboard/... paths.
 */
import { z } from "zod";
import { workspaceProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { postSchema, postSummarySchema } from "@/server/api/schemas/post";
import { listPublishedPosts } from "@/server/services/dashboard/dashboard";
import { calendarDays, calendarSummaryDays, countPosts, pagePosts, parseRange } from "@/server/services/posts/list";
import { ValidationError } from "@/server/errors";
import { calendarDaysSchema, calendarRangeInput, countsSchema, filterFields, limitField, postPageInput } from "./post-list.schemas";

function calendarRange(input: { from: string; to: string }, timeZone: string): { from: Date; to: Date } {
  const range = parseRange(input.from, input.to, timeZone);
  if (!range) throw ValidationError("Pass from and to.");
  return range;
}

/** Merged into the post router (post.list, post.calendar, ...). */
export const postListProcedures = {
  list: workspaceProcedure("CLIENT")
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
      const page = await pagePosts({ workspaceId: ctx.workspace.id, memberId: ctx.user.id }, { ...input, status, range });
      return ok(page);
    }),

  calendar: workspaceProcedure("CLIENT")
    .meta(rest("GET", "/dashboard/calendar", "dashboard", { summary: "A calendar range: each day's first posts and its full count" }))
    .input(calendarRangeInput)
    .output(z.object({ success: z.literal(true), data: z.array(postSchema), days: calendarDaysSchema }))
    .query(async ({ ctx, input }) =>
      ok(await calendarDays(ctx.workspace.id, calendarRange(input, ctx.user.timeZone), ctx.user.timeZone, input.perDay)),
    ),

  calendarSummary: workspaceProcedure("CLIENT")
    .meta(
      rest("GET", "/dashboard/calendar/summary", "dashboard", {
        summary:
          "A calendar range as the calendar page draws it: each day's first posts (text, networks, status, times, published links) and its full count",
      }),
    )
    .input(calendarRangeInput)
    .output(z.object({ success: z.literal(true), data: z.array(postSummarySchema), days: calendarDaysSchema }))
    .query(async ({ ctx, input }) =>
      ok(await calendarSummaryDays(ctx.workspace.id, calendarRange(input, ctx.user.timeZone), ctx.user.timeZone, input.perDay)),
    ),

  counts: workspaceProcedure("CLIENT")
    .meta(rest("GET", "/dashboard/posts/counts", "dashboard", { summary: "Posts per status for a search and network filter" }))
    .input(z.object(filterFields))
    .output(z.object({ success: z.literal(true), data: countsSchema }))
    .query(async ({ ctx, input }) =>
      ok({ data: await countPosts({ workspaceId: ctx.workspace.id, memberId: ctx.user.id }, input, ctx.user.timeZone) }),
    ),

  published: workspaceProcedure("CLIENT")
    .meta(rest("GET", "/dashboard/published-posts", "dashboard", { summary: "List published posts with their links" }))
    .input(z.object({ limit: limitField }))
    .output(z.object({ success: z.literal(true), data: z.array(postSchema) }))
    .query(async ({ ctx, input }) => ok({ data: await listPublishedPosts({ workspaceId: ctx.workspace.id, memberId: ctx.user.id }, input.limit) })),
};
