import { z } from "zod";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { idParam } from "@/server/api/schemas/common";
import { listNotifications, markAllNotificationsRead, markNotificationRead, unreadCount } from "@/server/services/notifications/inbox";
import { emailPreferences, updateEmailPreferences } from "@/server/services/notifications/preferences";
import {
  emailPreferencesAnswer,
  emailPreferencesInput,
  notificationPageAnswer,
  notificationPageInput,
  unreadCountAnswer,
} from "./notifications.schemas";

/**
 * The notification centre (issue 26): the caller's own notifications from every workspace they
 * belong to, so no workspace scope (protectedProcedure); each names its workspace.
 */
export const notificationsRouter = createTRPCRouter({
  list: protectedProcedure
    .meta(rest("GET", "/notifications", "notifications", { summary: "Your notifications from every workspace, newest first (cursor pages)." }))
    .input(notificationPageInput)
    .output(notificationPageAnswer)
    .query(async ({ ctx, input }) => {
      const page = await listNotifications(ctx.user.id, { limit: input.limit, cursor: input.cursor, unreadOnly: input.unreadOnly === "true" });
      return ok({ data: page.items, nextCursor: page.nextCursor });
    }),

  unreadCount: protectedProcedure
    .meta(rest("GET", "/notifications/unread-count", "notifications", { summary: "How many of your notifications are unread (up to 100)." }))
    .input(z.void())
    .output(unreadCountAnswer)
    .query(async ({ ctx }) => ok({ unread: await unreadCount(ctx.user.id) })),

  markRead: protectedProcedure
    .meta(rest("POST", "/notifications/{id}/read", "notifications", { summary: "Mark one of your notifications read." }))
    .input(idParam)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await markNotificationRead(ctx.user.id, input.id);
      return ok({ message: "Notification marked as read" });
    }),

  markAllRead: protectedProcedure
    .meta(rest("POST", "/notifications/read-all", "notifications", { summary: "Mark all your notifications read." }))
    .input(z.void())
    .output(z.object({ success: z.literal(true), message: z.string(), marked: z.number().int() }))
    .mutation(async ({ ctx }) => ok({ message: "All notifications marked as read", marked: await markAllNotificationsRead(ctx.user.id) })),

  emailPreferences: protectedProcedure
    .meta(rest("GET", "/notifications/email-preferences", "notifications", { summary: "Which notifications you get by e-mail." }))
    .input(z.void())
    .output(emailPreferencesAnswer)
    .query(async ({ ctx }) => ok(await emailPreferences(ctx.user.id))),

  updateEmailPreferences: protectedProcedure
    .meta(
      rest("PUT", "/notifications/email-preferences", "notifications", {
        summary: "Choose which notifications you get by e-mail (the kinds sent change; the bell shows every kind).",
      }),
    )
    .input(emailPreferencesInput)
    .output(emailPreferencesAnswer)
    .mutation(async ({ ctx, input }) => ok(await updateEmailPreferences(ctx.user.id, input))),
});
