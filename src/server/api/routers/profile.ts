import { z } from "zod";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { ok } from "@/server/api/envelope";
import { rest } from "@/server/api/rest";
import { emailField, requiredString } from "@/server/api/schemas/common";
import { notificationPreferencesSchema, publicUserSchema } from "@/server/api/schemas/user";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/server/services/auth/password";
import { changePassword, deleteAccount, updateNotifications, updateProfile } from "@/server/services/users/profile";
import { message, notificationInput } from "./profile.schemas";

export const profileRouter = createTRPCRouter({
  update: protectedProcedure
    .meta(rest("PUT", "/auth/update-profile", "profile", { summary: "Change name, e-mail and time zone" }))
    .input(
      z.object({
        name: requiredString("Name", 100),
        email: emailField,
        /** IANA zone name (e.g. Europe/Amsterdam); scheduling shows and reads times in it. */
        timeZone: z.string({ error: "Time zone must be text" }).trim().min(1, "Please choose a valid time zone.").max(64).optional(),
        /** Needed only when `email` changes (not trimmed: spaces are part of a password). */
        currentPassword: z
          .string({ error: "Current password must be text" })
          .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
          .optional()
          .describe("The current password; required when the e-mail address changes."),
      }),
    )
    .output(message.extend({ user: publicUserSchema }))
    .mutation(async ({ ctx, input }) => {
      const { user, emailChanged } = await updateProfile(ctx.user.id, input);
      const text = emailChanged
        ? `Profile updated successfully. We sent a link to ${user.email}: follow it to confirm your new address.`
        : "Profile updated successfully";
      return ok({ message: text, user });
    }),

  changePassword: protectedProcedure
    .meta(rest("PUT", "/auth/change-password", "profile", { summary: "Change the password; ends every other session and token" }))
    .input(
      z.object({
        // Not trimmed: spaces are part of a password.
        currentPassword: z
          .string({ error: (issue) => (issue.input === undefined ? "Current password is required" : "Current password must be text") })
          .min(1, "Current password is required")
          .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
        newPassword: z
          .string({ error: (issue) => (issue.input === undefined ? "New password is required" : "New password must be text") })
          .min(MIN_PASSWORD_LENGTH, "Password must be at least 8 characters long.")
          .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
      }),
    )
    .output(message.extend({ token: z.string().describe("A fresh bearer token; every older one has stopped working.") }))
    .mutation(async ({ ctx, input }) => ok({ message: "Password changed successfully", token: await changePassword(ctx.user.id, input) })),

  updateNotifications: protectedProcedure
    .meta(rest("PUT", "/auth/update-notifications", "profile", { summary: "Notification preferences (the flags sent are changed)" }))
    .input(notificationInput)
    .output(message.extend({ notificationPreferences: notificationPreferencesSchema }))
    .mutation(async ({ ctx, input }) =>
      ok({ message: "Notification preferences updated", notificationPreferences: await updateNotifications(ctx.user.id, input) }),
    ),

  deleteAccount: protectedProcedure
    .meta(rest("DELETE", "/auth/delete-account", "profile", { summary: "Delete the account and all its data" }))
    .input(z.void())
    .output(message)
    .mutation(async ({ ctx }) => {
      await deleteAccount(ctx.user.id);
      return ok({ message: "Account deleted successfully" });
    }),
});
