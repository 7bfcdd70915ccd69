/** The zod schemas of the dashboard router (src/server/api/routers/dashboard.ts). */
import { z } from "zod";

export const statsSchema = z.object({
  scheduledPosts: z.number().int(),
  /** Scheduled posts the preflight check found will not go out as planned (an addition to the spec). */
  scheduledPostsAtRisk: z.number().int(),
  connectedAccounts: z.number().int(),
  postsThisMonth: z.number().int(),
});
export const accountSchema = z.object({
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
