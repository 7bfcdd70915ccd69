/**
 * Profile settings (/profile and PUT/DELETE /api/auth/*): the member's own name, e-mail, time zone,
 * password, notification preferences and account deletion. Every rule is checked here.
 */
import { deleteMediaFiles } from "@/server/services/media/storage";
import { env } from "@/env";
import { db, Prisma, type User } from "@/server/db";
import { AppError, Conflict, ValidationError } from "@/server/errors";
import { logger } from "@/server/logger";
import { recordActivity } from "@/server/services/activity";
import { normalizeEmail } from "@/server/services/auth/sign-in";
import { hashPassword, verifyPassword } from "@/server/services/auth/password";
import { signSessionToken } from "@/server/services/auth/tokens";
import { clearRateLimit, enforceRateLimits } from "@/server/services/rate-limit";
import { removePublishJob } from "@/server/services/publishing/scheduler";
import { lockActiveAdmins } from "@/server/services/admin/last-admin";
import { LIVE_STATUSES, cancelAtProvider } from "@/server/services/billing/entitlement";
import { addressChangeFields, announceAddressChange } from "@/server/services/auth/email-verification";
import { toPublicUser } from "./public-user";

export const GOOGLE_PROFILE_TITLE = "Cannot Update Profile";
export const GOOGLE_PROFILE_MESSAGE = "Your profile information is managed by Google and cannot be modified.";
export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists";

/** The canonical IANA name of a zone ("europe/amsterdam" → "Europe/Amsterdam"), or null if unknown. */
export function canonicalTimeZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
}

export const EMAIL_CHANGE_PASSWORD_MESSAGE = "Enter your current password to change your e-mail address.";
export const WRONG_PASSWORD_MESSAGE = "Current password is incorrect.";

/**
 * Checks the member's current password; wrong ones count against a per-account limit shared with
 * the password change (like logins), so the profile cannot be used to guess it.
 */
async function checkCurrentPassword(user: User, password: string | undefined, missingMessage: string): Promise<void> {
  if (!user.passwordHash) {
    throw ValidationError("Your account has no password, so its e-mail address cannot be changed here. Contact support to change it.");
  }
  if (!password) throw ValidationError(missingMessage);
  const { LOGIN_RATE_LIMIT_PER_EMAIL, LOGIN_RATE_LIMIT_WINDOW_SECONDS } = env();
  await enforceRateLimits(
    [{ bucket: "password:user", key: user.id, limit: LOGIN_RATE_LIMIT_PER_EMAIL, windowSeconds: LOGIN_RATE_LIMIT_WINDOW_SECONDS }],
    "Too many password attempts.",
  );
  if (!(await verifyPassword(user.passwordHash, password))) throw ValidationError(WRONG_PASSWORD_MESSAGE);
  await clearRateLimit("password:user", user.id);
}

/**
 * Name and e-mail (and optionally the time zone). A Google-linked account may not change its name
 * or e-mail (Google manages them) but may change its time zone: sending the current values is fine.
 * A new e-mail address needs the current password (whoever holds a session must not move the
 * account to another address), resets the verification, and is announced to both addresses.
 */
export async function updateProfile(userId: string, input: { name: string; email: string; timeZone?: string; currentPassword?: string }) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  const name = input.name.trim();
  const email = normalizeEmail(input.email);
  let timeZone: string | undefined;
  if (input.timeZone !== undefined) {
    timeZone = canonicalTimeZone(input.timeZone) ?? undefined;
    if (!timeZone) throw ValidationError("Please choose a valid time zone.");
  }

  const data: Prisma.UserUpdateInput = {};
  if (name !== user.name) data.name = name;
  const emailChanged = email !== user.email;
  if (emailChanged) data.email = email;
  if (user.googleId && (data.name !== undefined || data.email !== undefined)) {
    throw new AppError("FORBIDDEN", GOOGLE_PROFILE_MESSAGE, { title: GOOGLE_PROFILE_TITLE });
  }
  // Before the address is looked up: without the password, nobody learns whether it is taken.
  if (emailChanged) {
    await checkCurrentPassword(user, input.currentPassword, EMAIL_CHANGE_PASSWORD_MESSAGE);
    Object.assign(data, addressChangeFields());
  }
  if (timeZone && timeZone !== user.timeZone) data.timeZone = timeZone;

  let updated: User = user;
  if (Object.keys(data).length > 0) {
    try {
      updated = await db.user.update({ where: { id: userId }, data });
    } catch (err) {
      if (isUniqueViolation(err)) throw Conflict(EMAIL_TAKEN_MESSAGE);
      throw err;
    }
    // The member's own fields; the verification bookkeeping of an address change is not one.
    const bookkeeping = new Set(Object.keys(addressChangeFields()));
    const fields = Object.keys(data).filter((key) => !bookkeeping.has(key));
    await recordActivity(userId, "user.profile_updated", { fields });
    if (emailChanged) await announceAddressChange(updated, user.email, "member");
  }
  return { user: toPublicUser(updated), emailChanged };
}

/**
 * Checks the current password, stores the new one and bumps tokenVersion: every other session and
 * bearer token stops working. Answers a fresh token for the caller (the browser re-signs in with it).
 * Wrong current passwords count against a per-account limit, like logins.
 */
export async function changePassword(userId: string, input: { currentPassword: string; newPassword: string }) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  if (!user.passwordHash) {
    throw ValidationError("Your account signs in with Google and has no password to change.");
  }
  await checkCurrentPassword(user, input.currentPassword, "Current password is required");
  if (input.newPassword === input.currentPassword) {
    throw ValidationError("The new password must be different from the current one.");
  }
  const updated = await db.user.update({
    where: { id: userId },
    data: { passwordHash: await hashPassword(input.newPassword), tokenVersion: { increment: 1 } },
    select: { id: true, tokenVersion: true },
  });
  await recordActivity(userId, "user.password_changed");
  // The caller's fresh token (the one it came with has just stopped working).
  return signSessionToken({ sub: updated.id, tv: updated.tokenVersion });
}

export interface NotificationPreferences {
  emailNotifications: boolean;
  pushNotifications: boolean;
  postReminders: boolean;
  weeklyReports: boolean;
  securityAlerts: boolean;
  marketingEmails: boolean;
}

/** Stores the flags that were sent; the others keep their value. */
export async function updateNotifications(userId: string, input: Partial<NotificationPreferences>) {
  const updated = await db.user.update({ where: { id: userId }, data: input });
  return toPublicUser(updated).notificationPreferences;
}

/**
 * Deletes the account and everything that belongs to it in one transaction (the schema cascades:
 * posts, publish logs, connected accounts and their tokens, media rows, billing rows, ...). The
 * activity log keeps its rows without the user. The last active admin cannot delete their account.
 * Pending publish jobs of scheduled posts are removed afterwards (best effort: a job that slips
 * through finds its post gone and does nothing).
 */
export async function deleteAccount(userId: string) {
  const scheduled = await db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { role: true, status: true } });
    if (user.role === "admin" && user.status === "active") {
      const admins = await lockActiveAdmins(tx);
      if (admins.filter((id) => id !== userId).length === 0) {
        throw Conflict("You are the last active admin. Make another user an admin before deleting your account.");
      }
    }
    const posts = await tx.post.findMany({ where: { userId, status: "scheduled" }, select: { id: true, publishAttempt: true } });
    const media = await tx.mediaAsset.findMany({ where: { userId, storageKey: { not: null } }, select: { storageKey: true } });
    const subscriptions = await tx.subscription.findMany({
      where: { userId, stripeSubscriptionId: { not: null }, status: { in: [...LIVE_STATUSES] } },
      select: { stripeSubscriptionId: true },
    });
    await tx.user.delete({ where: { id: userId } });
    return { posts, mediaKeys: media.map((m) => m.storageKey!), stripeSubscriptions: subscriptions.map((s) => s.stripeSubscriptionId!) };
  });
  // No more charges for a deleted account: its Stripe subscriptions end now (best effort, logged).
  await cancelAtProvider(scheduled.stripeSubscriptions).catch((err) =>
    logger.error({ err, userId }, "could not cancel the deleted account's subscriptions at Stripe"),
  );
  for (const post of scheduled.posts) await removePublishJob(post.id, post.publishAttempt);
  // Their files go too, once the rows that pointed at them are gone (best effort: the account is
  // deleted already; a media store that is down leaves the files behind, logged by count).
  await deleteMediaFiles(scheduled.mediaKeys).catch((err) =>
    logger.error({ err, userId, files: scheduled.mediaKeys.length }, "could not delete the deleted account's media files"),
  );
  // Only the id: the account's personal data is gone, the audit trail says that it was deleted.
  await recordActivity(null, "user.deleted", { userId, scheduledPostsRemoved: scheduled.posts.length });
  logger.info({ userId, scheduledPosts: scheduled.posts.length }, "account deleted");
}
