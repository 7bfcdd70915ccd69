import { z } from "zod";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { rest } from "@/server/api/rest";
import { postSchema } from "@/server/api/schemas/post";
import { publicUserSchema } from "@/server/api/schemas/user";
import { currentUser } from "@/server/services/auth/accounts";
import {
  averageEngagement,
  dashboardOverview,
  dashboardStats,
  listAccounts,
  listPosts,
  listPublishedPosts,
} from "@/server/services/dashboard/dashboard";
import { refreshUserInsights } from "@/server/services/insights/insights";

const limitField = z.coerce.number().int().min(1).max(500).default(100);

const statsSchema = z.object({ scheduledPosts: z.number().int(), connectedAccounts: z.number().int(), postsThisMonth: z.number().int() });
const accountSchema = z.object({
  id: z.string(),
  platform: z.string(),
  accountName: z.string(),
  username: z.string().nullable(),
  isActive: z.boolean(),
  isExpired: z.boolean(),
  createdAt: z.date(),
});

export const dashboardRouter = createTRPCRouter({
  overview: protectedProcedure
    .meta(rest("GET", "/dashboard", "dashboard"))
    .input(z.void())
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
    .query(async ({ ctx }) => ({ success: true as const, ...(await dashboardOverview(ctx.user.id, ctx.user.timeZone)) })),

  posts: protectedProcedure
    .meta(rest("GET", "/dashboard/posts", "dashboard"))
    .input(z.object({ showAll: z.enum(["true", "false"]).default("false"), limit: limitField }))
    .output(z.object({ success: z.literal(true), data: z.array(postSchema) }))
    .query(async ({ ctx, input }) => ({
      success: true as const,
      data: await listPosts(ctx.user.id, { showAll: input.showAll === "true", limit: input.limit }),
    })),

  publishedPosts: protectedProcedure
    .meta(rest("GET", "/dashboard/published-posts", "dashboard"))
    .input(z.object({ limit: limitField }))
    .output(z.object({ success: z.literal(true), data: z.array(postSchema) }))
    .query(async ({ ctx, input }) => ({ success: true as const, data: await listPublishedPosts(ctx.user.id, input.limit) })),

  accounts: protectedProcedure
    .meta(rest("GET", "/dashboard/accounts", "dashboard"))
    .input(z.void())
    .output(z.object({ success: z.literal(true), data: z.array(accountSchema) }))
    .query(async ({ ctx }) => ({ success: true as const, data: await listAccounts(ctx.user.id) })),

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
      return { success: true as const, data: { ...stats, user, averageEngagementRate: engagement } };
    }),

  refreshInsights: protectedProcedure
    .meta(rest("POST", "/dashboard/refresh-insights", "dashboard"))
    .input(z.void())
    .output(z.object({ success: z.literal(true), updatedCount: z.number().int(), message: z.string() }))
    .mutation(async ({ ctx }) => {
      const { updatedCount } = await refreshUserInsights(ctx.user.id);
      return { success: true as const, updatedCount, message: `Updated insights for ${updatedCount} posts.` };
    }),
});
