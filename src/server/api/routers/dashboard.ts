import { z } from "zod";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { notImplemented, rest } from "@/server/api/rest";
import { pendingResponse } from "@/server/api/schemas/common";

const limitField = z.coerce.number().int().min(1).max(500).default(100);

export const dashboardRouter = createTRPCRouter({
  overview: protectedProcedure.meta(rest("GET", "/dashboard", "dashboard")).input(z.void()).output(pendingResponse).query(notImplemented),
  posts: protectedProcedure
    .meta(rest("GET", "/dashboard/posts", "dashboard"))
    .input(z.object({ showAll: z.enum(["true", "false"]).default("false"), limit: limitField }))
    .output(pendingResponse)
    .query(notImplemented),
  publishedPosts: protectedProcedure
    .meta(rest("GET", "/dashboard/published-posts", "dashboard"))
    .input(z.object({ limit: limitField }))
    .output(pendingResponse)
    .query(notImplemented),
  accounts: protectedProcedure.meta(rest("GET", "/dashboard/accounts", "dashboard")).input(z.void()).output(pendingResponse).query(notImplemented),
  stats: protectedProcedure.meta(rest("GET", "/dashboard/stats", "dashboard")).input(z.void()).output(pendingResponse).query(notImplemented),
  refreshInsights: protectedProcedure
    .meta(rest("POST", "/dashboard/refresh-insights", "dashboard"))
    .input(z.void())
    .output(pendingResponse)
    .mutation(notImplemented),
});
