/**
 * Proving an e-mail address: a password sign-up gets a one-time link (sent by SMTP when
 * configured; otherwise written to the server log, which is where the local set-up shows it).
 * Until it is followed a Google sign-in with the same address does not take the account over, and,
 * where the server can e-mail the link (SMTP configured), only the first UNVERIFIED_PROMPT_ALLOWANCE
 * AI prompts of the free trial can be used (src/server/services/credits/prompt-credits.ts). Without SMTP nobody
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

/**
 * Issues a fresh link for the user's current address (an older one stops working) and sends or logs
 * it. A sign-up's link also holds back part of the free trial until it is followed (where it can be
 * e-mailed); an address change keeps the account's trial as it was, so a paying member or a verified
 * one is not held back by it, and an unverified sign-up stays held back.
 */
export async function sendVerificationLink(
  user: { id: string; email: string; name: string },
  reason: "signup" | "address-changed" = "signup",
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const mailer = getMailer();
  await db.user.update({
    where: { id: user.id },
    data: {
      ...(reason === "signup" ? { emailVerificationPending: mailer !== null } : {}),
      emailVerificationTokenHash: hashToken(token),
      // Bound to the address it is sent to: after any change of address it verifies nothing.
      emailVerificationAddress: user.email,
    },
    select: { id: true },
  });
  const link = verificationLink(token);
  if (!mailer) {
    logger.info({ userId: user.id, email: user.email, link }, "e-mail verification link (no SMTP configured; open it to verify)");
    return;
  }
  const text =
    reason === "signup"
      ? `Hello ${user.name},\n\nConfirm your address to unlock your whole free trial:\n${link}\n\nIf you did not sign up, ignore this message.`
      : `Hello ${user.name},\n\nThis is now the e-mail address of your PostPilot account. Confirm it:\n${link}\n\nIf you did not ask for this, ignore this message.`;
  try {
    await mailer.send({ to: user.email, subject: "Confirm your PostPilot e-mail address", text });
  } catch (err) {
    // Sign-up must not fail because mail is down; the link is in the log for an operator.
    logger.warn({ err: (err as Error).message, userId: user.id, link }, "verification e-mail not sent");
  }
}

/**
 * What changes with the address, whoever changes it (the member, an admin): the old verification
 * and any link issued for the old address stop counting.
 */
export function addressChangeFields(now = new Date()) {
  return { emailChangedAt: now, emailVerifiedAt: null, emailVerificationTokenHash: null, emailVerificationAddress: null };
}

/**
 * After a change of address: the new address gets a link, the old one is told (so its owner
 * notices a change they did not make). Mail trouble is logged, never fails the change.
 */
export async function announceAddressChange(
  user: { id: string; name: string; email: string },
  previousEmail: string,
  by: "member" | "admin",
): Promise<void> {
  await sendVerificationLink(user, "address-changed");
  const mailer = getMailer();
  if (!mailer) {
    logger.info({ userId: user.id }, "e-mail address changed; no SMTP configured, the previous address was not told");
    return;
  }
  const who = by === "admin" ? "An administrator changed" : "You changed";
  try {
    await mailer.send({
      to: previousEmail,
      subject: "Your PostPilot e-mail address was changed",
      text:
        `Hello ${user.name},\n\n${who} the e-mail address of your PostPilot account from ${previousEmail} to ${user.email}.\n\n` +
        `If this was not you, contact support at once: someone who knows your password may have signed in.`,
    });
  } catch (err) {
    logger.warn({ err: (err as Error).message, userId: user.id }, "address-change notice not sent");
  }
}

/** Whether the address as it is now was proved: verified, and not changed since. */
export function addressVerified(user: { emailVerifiedAt: Date | null; emailChangedAt: Date | null }): boolean {
  if (!user.emailVerifiedAt) return false;
  return !user.emailChangedAt || user.emailVerifiedAt > user.emailChangedAt;
}

/**
 * Follows a link: true when it verified an address (a used or unknown token is false, and so is
 * one issued for an address the account no longer has).
 */
export async function verifyEmailToken(token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const { count } = await db.user.updateMany({
    where: { emailVerificationTokenHash: hashToken(token), email: { equals: db.user.fields.emailVerificationAddress } },
    data: { emailVerifiedAt: new Date(), emailVerificationPending: false, emailVerificationTokenHash: null, emailVerificationAddress: null },
  });
  return count > 0;
}
