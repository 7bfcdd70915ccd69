import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

/** The counters of the posts (GET /api/dashboard/posts/counts). */
export type PostCounts = inferRouterOutputs<AppRouter>["post"]["counts"]["data"];
