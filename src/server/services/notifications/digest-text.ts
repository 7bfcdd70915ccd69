/** The text of a notification digest e-mail: counts per kind, then the latest of each. Pure. */
import { NOTIFICATION_KIND_LABEL, NOTIFICATION_KINDS, type NotificationKind } from "./kinds";

export interface DigestItem {
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
  workspaceName: string | null;
}

/** Items listed per kind; the rest are counted ("and 490 more"). */
const LISTED_PER_KIND = 5;

function line(item: DigestItem, appUrl: string): string {
  const where = item.workspaceName ? ` [${item.workspaceName}]` : "";
  const link = item.link ? `\n  ${appUrl.replace(/\/$/, "")}${item.link}` : "";
  return `- ${item.title}${where}${link}`;
}

/** Subject and text of one recipient's digest; `items` newest first. */
export function digestMessage(name: string, items: readonly DigestItem[], appUrl: string): { subject: string; text: string } {
  const byKind = new Map<NotificationKind, DigestItem[]>();
  for (const item of items) {
    const kind = item.kind as NotificationKind;
    byKind.set(kind, [...(byKind.get(kind) ?? []), item]);
  }
  const sections = NOTIFICATION_KINDS.filter((kind) => byKind.has(kind)).map((kind) => {
    const mine = byKind.get(kind)!;
    const more = mine.length - LISTED_PER_KIND;
    return [
      `${NOTIFICATION_KIND_LABEL[kind]} (${mine.length})`,
      ...mine.slice(0, LISTED_PER_KIND).map((item) => line(item, appUrl)),
      ...(more > 0 ? [`  …and ${more} more`] : []),
    ].join("\n");
  });
  const subject = items.length === 1 ? `PostPilot: ${items[0]!.title}` : `PostPilot: ${items.length} new notifications`;
  const base = appUrl.replace(/\/$/, "");
  const text = [
    `Hello ${name},`,
    "",
    items.length === 1 ? "You have a new notification:" : `You have ${items.length} new notifications:`,
    "",
    sections.join("\n\n"),
    "",
    `See them all: ${base}/dashboard (the bell at the top)`,
    `Choose which e-mails you get: ${base}/profile`,
  ].join("\n");
  return { subject: subject.length > 200 ? `${subject.slice(0, 199)}…` : subject, text };
}
