/** Outgoing e-mail behind a small interface; SMTP when SMTP_URL is set, otherwise none. */
import { env } from "@/env";
import { createSmtpMailer } from "./smtp";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Opens a connection and says hello; used by the status checks. */
  verify(): Promise<void>;
}

let cached: { url: string; mailer: Mailer } | undefined;

export function getMailer(): Mailer | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (cached?.url !== url) cached = { url, mailer: createSmtpMailer(url, env().SMTP_FROM) };
  return cached.mailer;
}
