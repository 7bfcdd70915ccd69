/** The admin Users tab: a paginated, searchable list and the Edit User dialog's save. */
import { db, Prisma, type User } from "@/server/db";
import { AppError, Conflict, NotFound } from "@/server/errors";
import { recordActivity } from "@/server/services/activity";
import { addressChangeFields, announceAddressChange } from "@/server/services/auth/email-verification";
import { normalizeEmail } from "@/server/services/auth/sign-in";
import { toPublicUser } from "@/server/services/users/public-user";
import { LAST_ADMIN_MESSAGE, lockActiveAdmins } from "./last-admin";

/** What the admin sees of a user: the account fields, whether Google is linked, and activity times. */
export function toAdminUser(user: User) {
  const { googleId, image: _image, notificationPreferences: _preferences, ...account } = toPublicUser(user);
  return { ...account, googleLinked: googleId !== null, lastLoginAt: user.lastLoginAt, lastActiveAt: user.lastActiveAt };
}

export type AdminUser = ReturnType<typeof toAdminUser>;

/**
 * Newest first; `search` matches a part of the name or e-mail, case-insensitively (ILIKE, served by
 * the trigram indexes of migration admin_user_search, so it stays fast with many users).
 */
export async function listUsers(input: { page: number; pageSize: number; search?: string }) {
  const term = input.search?.trim();
  const where: Prisma.UserWhereInput = term
    ? { OR: [{ name: { contains: term, mode: "insensitive" } }, { email: { contains: term, mode: "insensitive" } }] }
    : {};
  const [total, users] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
    }),
  ]);
  return { users: users.map(toAdminUser), total, page: input.page, pageSize: input.pageSize };
}

export interface AdminUserChanges {
  name?: string;
  email?: string;
  role?: "free" | "paid" | "admin";
  status?: "active" | "inactive" | "suspended";
  subscription?: string;
  aiPromptsLimit?: number;
}

type Changed = Record<string, { from: string | number; to: string | number }>;

/**
 * Applies an admin's edit. Suspending or deactivating bumps the user's tokenVersion, so their
 * sessions and bearer tokens stop at once. The last active admin cannot be demoted, suspended or
 * deactivated (409); active admins are locked while this is decided.
 */
export async function updateUserAsAdmin(adminId: string, userId: string, changes: AdminUserChanges) {
  const { user, changed } = await db.$transaction(async (tx) => {
    const current = await tx.user.findUnique({ where: { id: userId } });
    if (!current) throw NotFound("User");

    const next = {
      name: changes.name?.trim() ?? current.name,
      email: changes.email !== undefined ? normalizeEmail(changes.email) : current.email,
      role: changes.role ?? current.role,
      status: changes.status ?? current.status,
      subscription: changes.subscription ?? current.subscription,
      aiPromptsLimit: changes.aiPromptsLimit ?? current.aiPromptsLimit,
    };
    const changed: Changed = {};
    for (const key of Object.keys(next) as (keyof typeof next)[]) {
      if (next[key] !== current[key]) changed[key] = { from: current[key], to: next[key] };
    }
    if (Object.keys(changed).length === 0) return { user: current, changed };

    const wasActiveAdmin = current.role === "admin" && current.status === "active";
    const staysActiveAdmin = next.role === "admin" && next.status === "active";
    if (wasActiveAdmin && !staysActiveAdmin) {
      const admins = await lockActiveAdmins(tx);
      if (admins.filter((id) => id !== userId).length === 0) throw Conflict(LAST_ADMIN_MESSAGE);
    }

    const losesAccess = current.status === "active" && next.status !== "active";
    try {
      const user = await tx.user.update({
        where: { id: userId },
        data: {
          ...next,
          ...(losesAccess ? { tokenVersion: { increment: 1 } } : {}),
          // The new address has proved nothing yet (Google sign-in must not link to it).
          ...(changed.email ? addressChangeFields() : {}),
        },
      });
      return { user, changed };
    } catch (err) {
      if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") {
        throw new AppError("CONFLICT", "Another account already uses this email");
      }
      throw err;
    }
  });
  if (Object.keys(changed).length > 0) {
    await recordActivity(adminId, "admin.user_updated", { targetUserId: userId, changes: changed });
  }
  if (changed.email) await announceAddressChange(user, String(changed.email.from), "admin");
  return toAdminUser(user);
}
