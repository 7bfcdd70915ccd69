/** The zod schemas of the dashboard router (src/server/api/routers/dashboard.ts). */
import { z } from "zod";

export const statsSchema = z.object({
  scheduledPosts: z.number().int(),
  /** Scheduled posts the preflight check found will not go out as planned (an addition to the spec). */
  scheduledPostsAtRisk: z.number().int(),
  connectedAccounts: z.number().int(),
  postsThisMonth: z.number().int(),
});
