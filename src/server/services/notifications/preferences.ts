/**
 * Which notifications a member gets by e-mail (issue 26), beside the profile's six flags: the
 * existing "Email notifications" flag turns all of it on or off, and each kind can be muted
 * (User.notificationEmailOff). The bell records every kind regardless.
 */
import { db } from "@/server/db";
import { NOTIFICATION_KIND_LABEL, NOTIFICATION_KINDS, type NotificationKind } from "./kinds";

export interface EmailPreferences {
  /** The profile's "Email notifications" flag: off means no notification e-mail at all. */
  emailNotifications: boolean;
  kinds: { kind: NotificationKind; label: string; email: boolean }[];
}

function preferencesOf(user: { emailNotifications: boolean; notificationEmailOff: string[] }): EmailPreferences {
  const off = new Set(user.notificationEmailOff);
  return {
    emailNotifications: user.emailNotifications,
    kinds: NOTIFICATION_KINDS.map((kind) => ({ kind, label: NOTIFICATION_KIND_LABEL[kind], email: !off.has(kind) })),
  };
}

const columns = { emailNotifications: true, notificationEmailOff: true } as const;

export async function emailPreferences(userId: string): Promise<EmailPreferences> {
  return preferencesOf(await db.user.findUniqueOrThrow({ where: { id: userId }, select: columns }));
}

/** Changes the kinds sent (true: e-mail it); the others keep their choice. */
export async function updateEmailPreferences(
  userId: string,
  input: { emailNotifications?: boolean; kinds?: Partial<Record<NotificationKind, boolean>> },
): Promise<EmailPreferences> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: columns });
    const off = new Set(user.notificationEmailOff);
    for (const [kind, email] of Object.entries(input.kinds ?? {})) {
      if (email) off.delete(kind);
      else off.add(kind);
    }
    const updated = await tx.user.update({
      where: { id: userId },
      data: {
        notificationEmailOff: [...off].sort(),
        ...(input.emailNotifications !== undefined && { emailNotifications: input.emailNotifications }),
      },
      select: columns,
    });
    return preferencesOf(updated);
  });
}
