/** The named zod schemas of the profile router (./profile.ts). */
import { z } from "zod";
import { jsonBoolean } from "@/server/api/schemas/common";

export const message = z.object({ success: z.literal(true), message: z.string() });

export const notificationInput = z.object({
  emailNotifications: jsonBoolean("emailNotifications").optional(),
  pushNotifications: jsonBoolean("pushNotifications").optional(),
  postReminders: jsonBoolean("postReminders").optional(),
  weeklyReports: jsonBoolean("weeklyReports").optional(),
  securityAlerts: jsonBoolean("securityAlerts").optional(),
  marketingEmails: jsonBoolean("marketingEmails").optional(),
});
