import { z } from "zod";

export const notificationPreferencesSchema = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  postReminders: z.boolean(),
  weeklyReports: z.boolean(),
  securityAlerts: z.boolean(),
  marketingEmails: z.boolean(),
});

export const publicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["free", "paid", "admin"]),
  status: z.enum(["active", "inactive", "suspended"]),
  subscription: z.string(),
  aiPromptsUsed: z.number().int(),
  aiPromptsLimit: z.number().int(),
  postsCreated: z.number().int(),
  googleId: z.string().nullable(),
  image: z.string().nullable(),
  timeZone: z.string(),
  notificationPreferences: notificationPreferencesSchema,
  createdAt: z.date(),
});
