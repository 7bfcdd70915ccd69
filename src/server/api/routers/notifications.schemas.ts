/** The zod schemas of the notifications router (./notifications.ts). */
import { z } from "zod";
import { jsonBoolean } from "@/server/api/schemas/common";
import { NOTIFICATION_KINDS } from "@/server/services/notifications/kinds";
import { NOTIFICATION_PAGE_MAX, UNREAD_COUNT_CAP } from "@/server/services/notifications/inbox";

export const notificationPageInput = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(NOTIFICATION_PAGE_MAX, `limit must be at most ${NOTIFICATION_PAGE_MAX}.`)
    .default(20)
    .describe(`Page size, 1 to ${NOTIFICATION_PAGE_MAX}.`),
  cursor: z.string().max(200, "cursor is too long.").optional().describe("nextCursor of the previous page; omit for the first page."),
  unreadOnly: z.enum(["true", "false"], { error: "unreadOnly must be true or false." }).default("false").describe("true: only the unread ones."),
});

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable().describe("An app path to what it is about."),
  postId: z.string().nullable(),
  workspace: z
    .object({ id: z.string(), name: z.string(), personal: z.boolean() })
    .nullable()
    .describe("Where it happened; pass its id as X-Workspace-Id to act there."),
  read: z.boolean(),
  createdAt: z.date(),
});

export const notificationPageAnswer = z.object({
  success: z.literal(true),
  data: z.array(notificationSchema),
  nextCursor: z.string().nullable().describe("Pass as cursor for the next page; null on the last page."),
});

export const unreadCountAnswer = z.object({
  success: z.literal(true),
  unread: z.number().int().describe(`Unread notifications, counted up to ${UNREAD_COUNT_CAP}.`),
});

export const emailPreferencesAnswer = z.object({
  success: z.literal(true),
  emailNotifications: z.boolean().describe("The profile's e-mail flag: off means no notification e-mail at all."),
  kinds: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), label: z.string(), email: z.boolean() })),
});

export const emailPreferencesInput = z.object({
  emailNotifications: jsonBoolean("emailNotifications").optional(),
  kinds: z
    .partialRecord(z.enum(NOTIFICATION_KINDS, { error: `kinds are ${NOTIFICATION_KINDS.join(", ")}.` }), jsonBoolean("Each kind"))
    .optional()
    .describe(`Per kind, true to e-mail it, false not to (the bell shows it anyway): ${NOTIFICATION_KINDS.join(", ")}.`),
});
