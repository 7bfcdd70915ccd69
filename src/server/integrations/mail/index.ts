/** Outgoing e-mail behind a small interface; SMTP when SMTP_URL is set, otherwise none. */
import { env } from "@/env";
import { createSmtpMailer } from "./smtp";
import type { Mailer } from "./types";

let cached: { url: string; mailer: Mailer } | undefined;

export function getMailer(): Mailer | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (cached?.url !== url) cached = { url, mailer: createSmtpMailer(url, env().SMTP_FROM) };
  return cached.mailer;
}
