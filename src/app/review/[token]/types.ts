import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

/** What the review page shows: the answer of reviewLinks.view. */
export type ReviewPreview = inferRouterOutputs<AppRouter>["reviewLinks"]["view"]["preview"];
export type ReviewPost = ReviewPreview["posts"][number];
