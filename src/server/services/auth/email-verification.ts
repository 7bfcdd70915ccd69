/**
 * Proving an e-mail address: a password sign-up gets a one-time link (sent by SMTP when
 * configured; otherwise written to the server log, which is where the local set-up shows it).
 * Until it is followed a Google sign-in with the same address does not take the account over, and,
 * where the server can e-mail the link (SMTP configured), only the first UNVERIFIED_PROMPT_ALLOWANCE
 * AI prompts of the free trial can be used (src/server/services/ai/quota.ts). Without SMTP nobody
 * could receive the link but an operator reading the log, so a local try-out keeps its whole trial.
 */
import { createHash, randomBytes } from "node:crypto";
import { env } from "@/env";
import { db } from "@/server/db";
import { getMailer } from "@/server/integrations/mail";
import { logger } from "@/server/logger";

/** AI prompts an account may use before its address is verified. */
export const UNVERIFIED_PROMPT_ALLOWANCE = 5;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function verificationLink(token: string): string {
  return `${env().APP_URL.replace(/\/$/, "")}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
}

/** Issues a fresh link for the user (an older one stops working) and sends or logs it. */
export async function sendVerificationLink(user: { id: string; email: string; name: string }): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const mailer = getMailer();
  await db.user.update({
    where: { id: user.id },
    data: { emailVerificationPending: mailer !== null, emailVerificationTokenHash: hashToken(token) },
    select: { id: true },
  });
  const link = verificationLink(token);
  if (!mailer) {
    logger.info({ userId: user.id, email: user.email, link }, "e-mail verification link (no SMTP configured; open it to verify)");
    return;
  }
  try {
    await mailer.send({
      to: user.email,
      subject: "Confirm your PostPilot e-mail address",
      text: `Hello ${user.name},\n\nConfirm your address to unlock your whole free trial:\n${link}\n\nIf you did not sign up, ignore this message.`,
    });
  } catch (err) {
    // Sign-up must not fail because mail is down; the link is in the log for an operator.
    logger.warn({ err: (err as Error).message, userId: user.id, link }, "verification e-mail not sent");
  }
}

/** Follows a link: true when it verified an address (a used or unknown token is false). */
export async function verifyEmailToken(token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const { count } = await db.user.updateMany({
    where: { emailVerificationTokenHash: hashToken(token) },
    data: { emailVerifiedAt: new Date(), emailVerificationPending: false, emailVerificationTokenHash: null },
  });
  return count > 0;
}
