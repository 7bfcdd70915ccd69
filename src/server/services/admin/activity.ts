/** The admin Activity tab: the newest ActivityLog rows in words, and the newest contact messages. */
import { db, type Prisma } from "@/server/db";
import { networkLabel } from "@/lib/networks";

export const ACTIVITY_SHOWN = 50;
export const CONTACT_MESSAGES_SHOWN = 10;

type Details = Record<string, unknown>;

function asDetails(value: Prisma.JsonValue | null): Details {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Details) : {};
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value ? value : undefined;
}

/** One line per action, e.g. "Connected LinkedIn" or "Updated Jane Doe (role, status)". */
function describe(action: string, details: Details, names: Map<string, string>): string {
  const platform = text(details.platform);
  switch (action) {
    case "user.signup":
      return details.method === "google" ? "Signed up with Google" : "Signed up";
    case "user.login":
      return details.method === "google" ? "Signed in with Google" : "Signed in";
    case "user.profile_updated":
      return "Updated their profile";
    case "user.password_changed":
      return "Changed their password";
    case "user.deleted":
      return "Deleted their account";
    case "plan.changed":
      return text(details.plan) ? `Changed plan to ${text(details.plan)}` : "Changed plan";
    case "post.created":
      return "Created a post";
    case "post.published":
      return "Published a post";
    case "post.failed":
      return "A post failed to publish";
    case "account.connected":
      return platform ? `Connected ${networkLabel(platform)}` : "Connected an account";
    case "account.disconnected":
      return platform ? `Disconnected ${networkLabel(platform)}` : "Disconnected an account";
    case "admin.user_updated": {
      const target = text(details.targetUserId);
      const fields = details.changes && typeof details.changes === "object" ? Object.keys(details.changes) : [];
      const who = (target && names.get(target)) ?? "a deleted user";
      return `Updated ${who}${fields.length ? ` (${fields.join(", ")})` : ""}`;
    }
    case "admin.settings_updated":
      return "Updated the AI settings";
    case "admin.job_retried":
      return `Retried a failed ${text(details.queue) ?? ""} job`.replace("  ", " ");
    case "contact.message":
      return "Sent a contact message";
    default:
      return action;
  }
}

export async function recentActivity() {
  const [logs, messages] = await Promise.all([
    db.activityLog.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: ACTIVITY_SHOWN,
      include: { user: { select: { name: true, email: true } } },
    }),
    db.contactMessage.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: CONTACT_MESSAGES_SHOWN }),
  ]);

  // Names of the users that admin edits point at, and the senders of contact messages.
  const targetIds = new Set<string>();
  const contactIds = new Set<string>();
  for (const log of logs) {
    const d = asDetails(log.details);
    if (typeof d.targetUserId === "string") targetIds.add(d.targetUserId);
    if (typeof d.contactMessageId === "string") contactIds.add(d.contactMessageId);
  }
  const [targets, contacts] = await Promise.all([
    targetIds.size ? db.user.findMany({ where: { id: { in: [...targetIds] } }, select: { id: true, name: true, email: true } }) : [],
    contactIds.size ? db.contactMessage.findMany({ where: { id: { in: [...contactIds] } }, select: { id: true, name: true, email: true } }) : [],
  ]);
  const names = new Map(targets.map((t) => [t.id, t.name || t.email]));
  const senders = new Map(contacts.map((c) => [c.id, `${c.name} <${c.email}>`]));

  const items = logs.map((log) => {
    const d = asDetails(log.details);
    let user = log.user ? log.user.name || log.user.email : log.action === "user.deleted" ? "Deleted user" : "System";
    if (!log.user && typeof d.contactMessageId === "string") user = senders.get(d.contactMessageId) ?? "Visitor";
    return { id: log.id, type: log.action, action: describe(log.action, d, names), user, userId: log.userId, timestamp: log.createdAt };
  });

  return {
    items,
    contactMessages: messages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      createdAt: m.createdAt,
      emailed: m.emailedAt !== null,
    })),
  };
}
