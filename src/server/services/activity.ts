import { db, type Prisma } from "@/server/db";
import { logger } from "@/server/logger";

/** Actions written to the admin Activity tab. */
export type ActivityAction =
  | "user.signup"
  | "user.login"
  | "user.profile_updated"
  | "user.password_changed"
  | "user.deleted"
  | "plan.changed"
  | "post.created"
  | "post.published"
  | "post.failed"
  | "account.connected"
  | "account.disconnected"
  | "admin.user_updated"
  | "admin.settings_updated"
  | "admin.job_retried"
  | "contact.message";

/** Records an activity; never fails the action it describes. */
export async function recordActivity(userId: string | null, action: ActivityAction, details?: Prisma.InputJsonValue): Promise<void> {
  try {
    await db.activityLog.create({ data: { userId, action, details } });
  } catch (err) {
    logger.warn({ err: (err as Error).message, action }, "could not record activity");
  }
}

/** Records many activities in one statement (a batch of new posts); never fails the action they describe. */
export async function recordActivities(
  entries: readonly { userId: string | null; action: ActivityAction; details?: Prisma.InputJsonValue }[],
): Promise<void> {
  if (entries.length === 0) return;
  try {
    await db.activityLog.createMany({ data: entries.map(({ userId, action, details }) => ({ userId, action, details })) });
  } catch (err) {
    logger.warn({ err: (err as Error).message, entries: entries.length }, "could not record activities");
  }
}
