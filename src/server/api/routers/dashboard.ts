import { z } from "zod";
import { createTRPCRouter, workspaceProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { postSchema } from "@/server/api/schemas/post";
import { publicUserSchema } from "@/server/api/schemas/user";
import { currentUser } from "@/server/services/auth/sign-in";
import { averageEngagement, DASHBOARD_UPCOMING, dashboardOverview, dashboardStats } from "@/server/services/dashboard/dashboard";
import { refreshWorkspaceInsights } from "@/server/services/insights/insights";
import { accountSchema } from "./accounts.schemas";
import { statsSchema } from "./dashboard.schemas";

/** The dashboard: its overview and numbers (the posts list is the post router's, the accounts list the accounts router's). */
export const dashboardRouter = createTRPCRouter({
  overview: workspaceProcedure("CLIENT")
    .meta(rest("GET", "/dashboard", "dashboard", { summary: "The dashboard: counts, recent posts and connected accounts of the workspace" }))
    .input(
      z
        .object({
          upcoming: z.coerce
            .number()
            .int()
            .min(1, `upcoming must be between 1 and ${DASHBOARD_UPCOMING.max}.`)
            .max(DASHBOARD_UPCOMING.max, `upcoming must be between 1 and ${DASHBOARD_UPCOMING.max}.`)
            .default(DASHBOARD_UPCOMING.default)
            .describe(
              `How many upcoming scheduled posts \`posts\` holds, soonest first (1 to ${DASHBOARD_UPCOMING.max}, default ${DASHBOARD_UPCOMING.default}); every one is GET /api/dashboard/posts.`,
            ),
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
    .query(async ({ ctx, input }) =>
      ok(await dashboardOverview({ workspaceId: ctx.workspace.id, memberId: ctx.user.id }, ctx.user.timeZone, input?.upcoming)),
    ),

  stats: workspaceProcedure("CLIENT")
    .meta(rest("GET", "/dashboard/stats", "dashboard", { summary: "Post counts of the workspace by status" }))
    .input(z.void())
    .output(z.object({ success: z.literal(true), data: statsSchema.extend({ user: publicUserSchema, averageEngagementRate: z.number() }) }))
    .query(async ({ ctx }) => {
      const [stats, user, engagement] = await Promise.all([
        dashboardStats(ctx.workspace.id, ctx.user.timeZone),
        currentUser(ctx.user.id),
        averageEngagement(ctx.workspace.id),
      ]);
      return ok({ data: { ...stats, user, averageEngagementRate: engagement } });
    }),

  // Calls the networks on the workspace's accounts (their API budgets): a contributor or higher, not a client.
  refreshInsights: workspaceProcedure("CONTRIBUTOR")
    .meta(rest("POST", "/dashboard/refresh-insights", "dashboard", { summary: "Refresh the insights of recently published posts" }))
    .input(z.void())
    .output(z.object({ success: z.literal(true), updatedCount: z.number().int(), message: z.string() }))
    .mutation(async ({ ctx }) => {
      const { updatedCount } = await refreshWorkspaceInsights(ctx.user.id, ctx.workspace.id);
      return ok({ updatedCount, message: `Updated insights for ${updatedCount} posts.` });
    }),
});
