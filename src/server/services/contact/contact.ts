import { env } from "@/env";
import { db } from "@/server/db";
import { logger } from "@/server/logger";
import { recordActivity } from "@/server/services/activity";
import { enforceRateLimits } from "@/server/services/rate-limit";
import { getMailer } from "@/server/integrations/mail";

export const CONTACT_SUBJECTS = {
  general: "General Inquiry",
  support: "Technical Support",
  billing: "Billing Question",
  feature: "Feature Request",
  partnership: "Partnership",
} as const;
export type ContactSubject = keyof typeof CONTACT_SUBJECTS;

/** Stores a contact message (the source of truth) and e-mails it to the team when SMTP is set up. */
export async function submitContactMessage(input: { name: string; email: string; subject: ContactSubject; message: string; ip: string }) {
  await enforceRateLimits(
    [{ bucket: "contact:ip", key: input.ip, limit: env().CONTACT_RATE_LIMIT_PER_HOUR, windowSeconds: 3600 }],
    "Too many messages sent.",
  );
  const stored = await db.contactMessage.create({
    data: { name: input.name, email: input.email, subject: input.subject, message: input.message, ip: input.ip },
  });
  await recordActivity(null, "contact.message", { contactMessageId: stored.id, subject: input.subject });

  const mailer = getMailer();
  if (mailer) {
    try {
      await mailer.send({
        to: env().CONTACT_EMAIL,
        replyTo: input.email,
        subject: `[${CONTACT_SUBJECTS[input.subject]}] message from ${input.name}`,
        text: `${input.message}\n\n— ${input.name} <${input.email}>`,
      });
      await db.contactMessage.update({ where: { id: stored.id }, data: { emailedAt: new Date() } });
    } catch (err) {
      // The message is stored and shows in the admin Activity tab; mail can fail without losing it.
      logger.warn({ err: (err as Error).message }, "contact e-mail not sent");
    }
  }
  return stored;
}
