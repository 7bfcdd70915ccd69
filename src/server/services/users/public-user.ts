import type { User } from "@/server/db";

/** The user object every auth and profile answer carries. Never includes hashes or token versions. */
export function toPublicUser(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    subscription: user.subscription,
    aiPromptsUsed: user.aiPromptsUsed,
    aiPromptsLimit: user.aiPromptsLimit,
    postsCreated: user.postsCreated,
    googleId: user.googleId,
    image: user.image,
    timeZone: user.timeZone,
    notificationPreferences: {
      emailNotifications: user.emailNotifications,
      pushNotifications: user.pushNotifications,
      postReminders: user.postReminders,
      weeklyReports: user.weeklyReports,
      securityAlerts: user.securityAlerts,
      marketingEmails: user.marketingEmails,
    },
    createdAt: user.createdAt,
  };
}

export type PublicUser = ReturnType<typeof toPublicUser>;
