import { z } from "zod";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { notImplemented, rest } from "@/server/api/rest";
import { emailField, pendingResponse, requiredString } from "@/server/api/schemas/common";
import { notificationPreferencesSchema } from "@/server/api/schemas/user";

export const profileRouter = createTRPCRouter({
  update: protectedProcedure
    .meta(rest("PUT", "/auth/update-profile", "profile"))
    .input(z.object({ name: requiredString("Name", 100), email: emailField }))
    .output(pendingResponse)
    .mutation(notImplemented),
  changePassword: protectedProcedure
    .meta(rest("PUT", "/auth/change-password", "profile"))
    .input(z.object({ currentPassword: requiredString("Current password", 128), newPassword: z.string().min(8, "Password must be at least 8 characters long.").max(128) }))
    .output(pendingResponse)
    .mutation(notImplemented),
  updateNotifications: protectedProcedure
    .meta(rest("PUT", "/auth/update-notifications", "profile"))
    .input(notificationPreferencesSchema.partial())
    .output(pendingResponse)
    .mutation(notImplemented),
  deleteAccount: protectedProcedure.meta(rest("DELETE", "/auth/delete-account", "profile")).input(z.void()).output(pendingResponse).mutation(notImplemented),
});
