/** The named zod schemas of the accounts router (./accounts.ts). */
import { z } from "zod";
import { SANDBOX_BEHAVIOURS } from "@/server/integrations/social/sandbox";

export const authInput = z
  .object({
    /** Same-origin path the browser returns to after the network (default /accounts). */
    returnTo: z.string().max(512, "returnTo must be at most 512 characters").optional(),
  })
  .optional();
export const authOutput = z.object({ success: z.literal(true), authUrl: z.string() });
export const statusOutput = z.object({
  success: z.literal(true),
  connected: z.boolean(),
  account: z
    .object({
      accountName: z.string(),
      username: z.string().nullable(),
      isExpired: z.boolean(),
      connectedAt: z.date(),
    })
    .nullable(),
  /** Present (true) when the member logged in and still has to choose a Page (Facebook). */
  pendingChoice: z.literal(true).optional(),
});
export const disconnectOutput = z.object({ success: z.literal(true), message: z.string() });

export const pageSchema = z.object({ id: z.string(), name: z.string(), username: z.string().nullable() });

export const sandboxAccountSchema = z.object({
  handle: z.string(),
  /** The local feed page of the account (signed-in owner only). */
  feedPath: z.string(),
  /** How the next post misbehaves: fail, rate_limit, slow; null = normally. */
  nextPost: z.enum(SANDBOX_BEHAVIOURS).nullable(),
});

/** A connected account as the lists show it (GET /api/dashboard/accounts, the dashboard overview). */
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
